/** node:util parseArgs, with its errors turned into one-line usage errors that name the offending word. */
import { parseArgs, type ParseArgsConfig } from "node:util";
type Options = NonNullable<ParseArgsConfig["options"]>;
/** What a value looks like, for the error when one is missing. */
/** What parseArgs returns for these options (named, so declarations can be emitted). */
export type Parsed<T extends Options> = ReturnType<typeof parseArgs<{
    args: string[];
    options: T;
    allowPositionals: boolean;
    strict: true;
}>>;
export declare function parse<T extends Options>(command: string, args: string[], options: T, allowPositionals?: boolean): Parsed<T>;
export declare function isStrictEnv(env?: NodeJS.ProcessEnv): boolean;
export {};
