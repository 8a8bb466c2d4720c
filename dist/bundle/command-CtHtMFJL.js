import { a as UsageError } from "./errors-BsNsftzl.js";
import { t as isQgateCommand } from "./error-hook-C2iGoVrc.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";

// dist/installers/command.js
/** How an assistant's hook runs qgate, and how qgate knows its own entries in a config file. */
/**
* `--no-install`: npx runs only the qgate installed in the project. A bare `npx qgate` would download
* and run whatever package is called qgate on the registry whenever the project has none (a hook's
* stdin is not a terminal, which npx takes as consent).
*/
const DEFAULT_COMMAND_PREFIX = "npx --no-install qgate";
/** qgate's own command: `qgate ...`, `npx qgate ...`, or any path to a qgate binary followed by `hook`. */
function isQgateHookCommand(command) {
	if (typeof command !== "string") return false;
	return isQgateCommand(command) || /(?:^|[\s/])qgate(?:\.js)?\s+hook(?:\s|$)/.test(command);
}
/**
* A secrets guard's hook command when the policy says `secrets.failClosed`: qgate itself refuses when
* its guard fails (`--fail-closed`), and the shell refuses when qgate cannot answer at all (missing,
* crashed: any exit but 0, an answer, and 2, a refusal). `refuse` is the assistant's refusal: exit 2
* with the reason on stderr, or a JSON denial for the assistants that skip a failing hook (Copilot,
* Cursor). A timeout stays the assistant's to handle: it kills the hook before the shell can answer.
*/
function failClosedCommand(command, refuse) {
	const say = installMessages.failClosedRefusal;
	return `${command} --fail-closed; s=$?; if [ $s -ne 0 ] && [ $s -ne 2 ]; then ${refuse === "exit2" ? `echo '${say}' >&2; exit 2` : `echo '${refuse.json.replaceAll("'", "")}'; exit 0`}; fi; exit $s`;
}
/** `--command`'s prefix, or the default: one line, not empty. */
function commandPrefix(command, value, fallback) {
	const prefix = (value ?? fallback).trim();
	if (prefix === "" || /[\n\r]/.test(prefix)) throw new UsageError(installMessages.badCommandPrefix(command));
	return prefix;
}

export { isQgateHookCommand as i, commandPrefix as n, failClosedCommand as r, DEFAULT_COMMAND_PREFIX as t };