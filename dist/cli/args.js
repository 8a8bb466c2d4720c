/** node:util parseArgs, with its errors turned into one-line usage errors that name the offending word. */
import { parseArgs } from "node:util";
import { UsageError } from "../errors.js";
export function parse(command, args, options, allowPositionals = true) {
    try {
        return parseArgs({ args, options, allowPositionals, strict: true });
    }
    catch (error) {
        const message = error.message;
        const unknown = /Unknown option '([^']+)'/.exec(message);
        if (unknown)
            throw new UsageError(`${command}: unknown option ${unknown[1]} (see qgate ${command} --help)`);
        const positional = /Unexpected argument '([^']+)'/.exec(message);
        if (positional)
            throw new UsageError(`${command}: unexpected argument "${positional[1]}" (see qgate ${command} --help)`);
        throw new UsageError(`${command}: ${message.split("\n")[0]?.replace(/\.$/, "")}`);
    }
}
export function isStrictEnv(env = process.env) {
    return env.CLAUDE_STRICT_QUALITY === "true";
}
