import { E as UsageError, c as installMessages } from "./messages-DSpICg4g.js";
import { h as isQgateCommand } from "./registry-2ygEz0iq.js";

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
/** `--command`'s prefix, or the default: one line, not empty. */
function commandPrefix(command, value, fallback) {
	const prefix = (value ?? fallback).trim();
	if (prefix === "" || /[\n\r]/.test(prefix)) throw new UsageError(installMessages.badCommandPrefix(command));
	return prefix;
}

export { commandPrefix as n, isQgateHookCommand as r, DEFAULT_COMMAND_PREFIX as t };