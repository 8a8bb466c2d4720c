import { t as ConfigError } from "./errors-BsNsftzl.js";
import { t as describeJsonError } from "./json-error-B5kUqOlV.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { g as routingMessages } from "./messages-CuSOVVL6.js";
import { readFileSync } from "node:fs";
import path from "node:path";

// dist/routing/settings.js
/**
* The seed's settings files, where its hook keys and `error-occurred` live, at Claude Code's
* locations: the project's `.claude/settings.json` (shared, committed), `.claude/settings.local.json`
* (personal, not committed) and the user's `~/.claude/settings.json` (`CLAUDE_CONFIG_DIR` moves
* `~/.claude`, like the assistant does). The error hook is read from them (error-hook.ts), and Claude
* Code's room installs into them.
*/
function userSettingsDir(env = process.env) {
	if (env.CLAUDE_CONFIG_DIR) return path.resolve(env.CLAUDE_CONFIG_DIR);
	return path.join(homeDir(env), ".claude");
}
function settingsPath(scope, root, env = process.env) {
	switch (scope) {
		case "project": return path.join(root, ".claude", "settings.json");
		case "local": return path.join(root, ".claude", "settings.local.json");
		case "user": return path.join(userSettingsDir(env), "settings.json");
	}
}
/** Highest precedence first: local beats project beats user (Claude Code's order for these three). */
const SETTINGS_PRECEDENCE = [
	"local",
	"project",
	"user"
];
function isPlainObject(value) {
	return value !== null && typeof value === "object" && !Array.isArray(value);
}
/** Reads a settings file; a missing file is empty settings, invalid JSON a ConfigError naming the file. */
function readSettings(file) {
	let text;
	try {
		text = readFileSync(file, "utf8");
	} catch (error) {
		const code = error.code;
		if (code === "ENOENT") return {
			file,
			data: {}
		};
		throw new ConfigError(routingMessages.settingsUnreadable(file, code ?? "error"));
	}
	let data;
	try {
		data = text.trim() === "" ? {} : JSON.parse(text);
	} catch {
		throw new ConfigError(routingMessages.settingsInvalidJson(file, describeJsonError(text)));
	}
	if (!isPlainObject(data)) throw new ConfigError(routingMessages.settingsNotObject(file));
	return {
		file,
		text,
		data
	};
}

export { settingsPath as i, isPlainObject as n, readSettings as r, SETTINGS_PRECEDENCE as t };