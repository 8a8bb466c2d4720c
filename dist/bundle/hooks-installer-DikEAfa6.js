import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { i as isQgateHookCommand, n as commandPrefix, r as failClosedCommand, t as DEFAULT_COMMAND_PREFIX } from "./command-CtHtMFJL.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { a as removeHookEntries, i as removeFlatHookEntries, n as addHookEntries, t as addFlatHookEntries } from "./hooks-file-B8KHlr5q.js";
import { r as readSettings } from "./settings-8tX08_W0.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";

// dist/installers/hooks-installer.js
/**
* The installer of an assistant whose hooks live in a JSON (or JSONC) hooks file: Claude Code's nested
* `hooks` shape with matchers (Codex CLI's `.codex/hooks.json`, Gemini CLI's `.gemini/settings.json`),
* or flat entries, one command each (Cursor's `.cursor/hooks.json`, Copilot's
* `.github/hooks/qgate.json`). A room describes its file; this plans the change. Idempotent, keeps
* every other hook and setting, edits the text so the user's layout is kept; install then uninstall
* gives back a hand-written file byte for byte.
*/
const stringValue = (value) => typeof value === "string" ? value : void 0;
/** The command of one entry: fail-closed for the guard's doors when the policy says so. */
function entryCommand(command, door, failClosed) {
	return failClosed && door.guard !== void 0 ? failClosedCommand(command, door.refuse ?? "exit2") : command;
}
function hooksFileInstaller(target) {
	const readDoors = ("flat" in target ? target.events : target.entries).filter((door) => door.guard === "read").map((door) => door.event);
	return {
		help: target.help,
		...readDoors.length > 0 ? { options: { "no-secrets-guard": { type: "boolean" } } } : {},
		installed: (text) => text.includes(`hook --assistant ${target.id}`),
		plan: async ({ mode, command, values, env }) => {
			const scope = stringValue(values.scope) ?? "project";
			const scopes = "flat" in target ? target.scopes : ["project", "user"];
			if (!scopes.includes(scope)) throw new UsageError(installMessages.badScope(command, scope, scopes));
			const prefix = commandPrefix(command, stringValue(values.command), DEFAULT_COMMAND_PREFIX);
			const root = await resolveRoot(stringValue(values.cwd));
			const file = target.file(scope, root, env);
			const current = readSettings(file);
			const hook = `${prefix} hook --assistant ${target.id}`;
			const text = current.text ?? "";
			const noGuard = values["no-secrets-guard"] === true;
			const failClosed = mode === "install" && readDoors.length > 0 && loadPolicy({ root }).secrets.failClosed;
			const wanted = (door) => !(noGuard && door.guard === "read");
			let result;
			if ("flat" in target) result = mode === "install" ? addFlatHookEntries(text, target.events.filter(wanted).map((door) => ({
				event: door.event,
				command: entryCommand(`${hook}${door.args}`, door, failClosed)
			})), target.flat, isQgateHookCommand) : removeFlatHookEntries(text, target.flat, isQgateHookCommand);
			else result = mode === "install" ? addHookEntries(text, target.entries.filter(wanted).map((door) => ({
				...door,
				command: entryCommand(hook, door, failClosed)
			})), hook, isQgateHookCommand) : removeHookEntries(text, isQgateHookCommand);
			if (mode === "install" && noGuard && result.text !== void 0) {
				const removed = "flat" in target ? removeFlatHookEntries(result.text, target.flat, isQgateHookCommand, readDoors) : removeHookEntries(result.text, isQgateHookCommand, readDoors);
				result = {
					text: removed.text ?? result.text,
					changes: [...result.changes, ...removed.changes]
				};
			}
			return {
				file,
				root,
				before: current.text,
				after: result.text,
				changes: result.changes,
				notes: failClosed ? [installMessages.failClosedNote] : [],
				afterInstall: target.note
			};
		}
	};
}

export { hooksFileInstaller as t };