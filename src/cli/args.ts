/** node:util parseArgs, with its errors turned into one-line usage errors that name the offending word. */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { VALUE_EXAMPLES } from "./value-examples.js";
import { UsageError } from "../errors.js";
import { didYouMean } from "../util/suggest.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** What a value looks like, for the error when one is missing. */

/** What parseArgs returns for these options (named, so declarations can be emitted). */
export type Parsed<T extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: boolean; strict: true }>
>;

export function parse<T extends Options>(
  command: string,
  args: string[],
  options: T,
  allowPositionals = true,
): Parsed<T> {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /Unknown option '([^']+)'/.exec(message);
    if (unknown) {
      const word = unknown[1]!;
      const known = Object.keys(options).map((name) => `--${name}`);
      throw new UsageError(
        `${command}: unknown option ${word}${didYouMean(word, known, "")} (see qgate ${command} --help)`,
      );
    }
    const missing = /Option '(-\w, )?(--[\w-]+)[^']*' argument missing/.exec(message);
    if (missing) {
      const option = missing[2]!;
      const example = VALUE_EXAMPLES[option];
      throw new UsageError(
        `${command}: ${option} needs a value${example ? `, e.g. ${option} ${example}` : ""} (see qgate ${command} --help)`,
      );
    }
    const positional = /Unexpected argument '([^']+)'/.exec(message);
    if (positional)
      throw new UsageError(
        `${command}: unexpected argument "${positional[1]}" (see qgate ${command} --help)`,
      );
    throw new UsageError(`${command}: ${message.split("\n")[0]?.replace(/\.$/, "")}`);
  }
}

export function isStrictEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CLAUDE_STRICT_QUALITY === "true";
}
