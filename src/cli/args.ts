/** node:util parseArgs, with its errors turned into one-line usage errors that name the offending word. */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { VALUE_EXAMPLES } from "./value-examples.js";
import { UsageError } from "../errors.js";
import { didYouMean } from "../util/suggest.js";
import { cliMessages } from "../messages.js";

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
      throw new UsageError(cliMessages.unknownOption(command, word, didYouMean(word, known, "")));
    }
    const missing = /Option '(-\w, )?(--[\w-]+)[^']*' argument missing/.exec(message);
    if (missing) {
      const option = missing[2]!;
      const example = VALUE_EXAMPLES[option];
      throw new UsageError(cliMessages.needsValue(command, option, example));
    }
    const positional = /Unexpected argument '([^']+)'/.exec(message);
    if (positional) throw new UsageError(cliMessages.unexpectedArgument(command, positional[1]));
    throw new UsageError(cliMessages.parseError(command, message.split("\n")[0]?.replace(/\.$/, "")));
  }
}

export function isStrictEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CLAUDE_STRICT_QUALITY === "true";
}
