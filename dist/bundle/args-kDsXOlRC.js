import { t as VALUE_EXAMPLES } from "./value-examples-ChO0uVyE.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { i as cliMessages } from "./messages-CuSOVVL6.js";
import { parseArgs } from "node:util";

// dist/cli/args.js
/** node:util parseArgs, with its errors turned into one-line usage errors that name the offending word. */
function parse(command, args, options, allowPositionals = true) {
	try {
		return parseArgs({
			args,
			options,
			allowPositionals,
			strict: true
		});
	} catch (error) {
		const message = error.message;
		const unknown = /Unknown option '([^']+)'/.exec(message);
		if (unknown) {
			const word = unknown[1];
			const known = Object.keys(options).map((name) => `--${name}`);
			throw new UsageError(cliMessages.unknownOption(command, word, didYouMean(word, known, "")));
		}
		const missing = /Option '(-\w, )?(--[\w-]+)[^']*' argument missing/.exec(message);
		if (missing) {
			const option = missing[2];
			const example = VALUE_EXAMPLES[option];
			throw new UsageError(cliMessages.needsValue(command, option, example));
		}
		const positional = /Unexpected argument '([^']+)'/.exec(message);
		if (positional) throw new UsageError(cliMessages.unexpectedArgument(command, positional[1]));
		throw new UsageError(cliMessages.parseError(command, message.split("\n")[0]?.replace(/\.$/, "")));
	}
}
function isStrictEnv(env = process.env) {
	return env.CLAUDE_STRICT_QUALITY === "true";
}

export { parse as n, isStrictEnv as t };