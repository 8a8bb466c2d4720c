import { a as parse } from "./json-error-B5kUqOlV.js";
import { r as FileError } from "./errors-BsNsftzl.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import { r as edit } from "./hooks-file-B8KHlr5q.js";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// dist/installers/nx.js
/**
* `qgate install nx`: registers qgate's Nx plugin (`qgate/nx`, installers/nx-plugin.ts) in nx.json,
* created or merged into with jsonc-parser (comments and other plugins stay), and no second entry.
*/
const NX_PLUGIN = "qgate/nx";
const pluginName = (entry) => typeof entry === "object" && entry !== null ? entry.plugin : entry;
function planNx(root, mode) {
	const file = path.join(root, "nx.json");
	const before = existsSync(file) ? readFileSync(file, "utf8") : void 0;
	const errors = [];
	const config = before === void 0 ? {} : parse(before, errors, { allowTrailingComma: true });
	if (errors.length > 0 || typeof config !== "object" || config === null || Array.isArray(config)) throw new FileError(installMessages.nxBadJson);
	const plugins = config.plugins;
	const list = Array.isArray(plugins) ? plugins : [];
	const at = list.findIndex((entry) => pluginName(entry) === NX_PLUGIN);
	let text = before ?? "{}\n";
	const changes = [];
	if (mode === "install" && at === -1) {
		text = Array.isArray(plugins) ? edit(text, ["plugins", list.length], NX_PLUGIN, true) : edit(text, ["plugins"], [NX_PLUGIN]);
		changes.push(installMessages.nxPlugin("added"));
	}
	if (mode === "uninstall" && at !== -1) {
		text = edit(text, ["plugins"], list.filter((_, index) => index !== at));
		changes.push(installMessages.nxPlugin("removed"));
	}
	return {
		file,
		before,
		after: text,
		changes
	};
}

export { planNx };