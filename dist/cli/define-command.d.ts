/**
 * One way to define a command, in the spirit of citty's `defineCommand`: its name, help and options
 * in one object; `-h`/`--help` and option errors are handled here, so a command's `run` starts with
 * parsed values.
 */
import { parse, type Parsed } from "./args.js";
type Options = Parameters<typeof parse>[2];
declare const HELP: {
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
    };
};
export interface CommandDefinition<T extends Options> {
    /** As in messages: `check`, `install claude`. */
    name: string;
    help: string;
    options: T;
    /** Whether the command takes positional arguments (default true). */
    positionals?: boolean;
    run(parsed: Parsed<T & typeof HELP>): Promise<number> | number;
}
export declare function defineCommand<T extends Options>(definition: CommandDefinition<T>): (argv: string[]) => Promise<number>;
export {};
