import { t as resolveRoot } from "./root-Dpedb43b.js";
import { E as UsageError, c as installMessages } from "./messages-DSpICg4g.js";
import { n as commandPrefix, r as isQgateHookCommand, t as DEFAULT_COMMAND_PREFIX } from "./command-OYc5Yx9W.js";
import { a as removeHookEntries, i as removeFlatHookEntries, n as addHookEntries, t as addFlatHookEntries } from "./hooks-file-Dg4TiQjy.js";
import { v as readSettings } from "./registry-2ygEz0iq.js";

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
function hooksFileInstaller(target) {
	return {
		help: target.help,
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
			const result = "flat" in target ? mode === "install" ? addFlatHookEntries(text, target.events.map(({ event, args }) => ({
				event,
				command: `${hook}${args}`
			})), target.flat, isQgateHookCommand) : removeFlatHookEntries(text, target.flat, isQgateHookCommand) : mode === "install" ? addHookEntries(text, target.entries, hook, isQgateHookCommand) : removeHookEntries(text, isQgateHookCommand);
			return {
				file,
				root,
				before: current.text,
				after: result.text,
				changes: result.changes,
				notes: [],
				afterInstall: target.note
			};
		}
	};
}

export { hooksFileInstaller as t };