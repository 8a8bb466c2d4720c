import { n as importTool } from "./resolve-tool-D-9xN4fL.js";
import { n as racy } from "./config-probe-DzZ_2I1P.js";
import { r as checkMessages } from "./messages-DkhuxBxY.js";
import { statSync } from "node:fs";
import path from "node:path";

// dist/checks/format/prettier-api.js
/**
* The part of Prettier's API the format check uses, for Prettier 3 (async) and Prettier 2 (sync
* `format`, async config look-ups): every call is awaited, so both work. Loaded modules are kept in
* module state, keyed by the package's path, so later runs in this process (a worker, a daemon) are warm.
*/
const loaded = /* @__PURE__ */ new Map();
function isApi(value) {
	const candidate = value;
	return typeof candidate?.format === "function" && typeof candidate.resolveConfig === "function" && typeof candidate.getFileInfo === "function";
}
async function load(tool) {
	const module = await importTool(tool);
	const api = isApi(module) ? module : module.default;
	if (!isApi(api)) throw new Error(checkMessages.format.notPrettier(tool.version, tool.dir));
	return api;
}
/** The Prettier module of `tool`, loaded once per process. */
function getPrettier(tool) {
	let api = loaded.get(tool.packageJson);
	if (!api) {
		api = load(tool);
		api.catch(() => loaded.delete(tool.packageJson));
		loaded.set(tool.packageJson, api);
	}
	return api;
}
/** The major version of a resolved tool, or 0 when it cannot be read. */
function majorVersion(version) {
	const major = Number.parseInt(version, 10);
	return Number.isFinite(major) ? major : 0;
}
/** getFileInfo's answers per loaded Prettier, by file, ignore files (with their stamps) and plugins. */
const fileInfos = /* @__PURE__ */ new WeakMap();
/**
* Prettier's getFileInfo, remembered: Prettier reads and parses the ignore files again on every call
* (about 4 ms a file in a warm worker). Its answer depends on the file's path, the ignore files'
* content and the plugins (which parser a name infers); the key holds the ignore files' stamps
* (inode, size, mtime, ctime), so an edited ignore file asks Prettier again. Not remembered: a file
* without an extension (Prettier may read its first line, a shebang, to infer the parser), and while an
* ignore file's stamp is too recent to tell a second edit apart (config-probe.ts).
*/
async function fileInfoOf(prettier, file, options) {
	const ignore = options.ignorePath === void 0 ? [] : [options.ignorePath].flat();
	let remember = path.extname(file) !== "";
	const stamps = ignore.map((ignoreFile) => {
		const stats = statSync(ignoreFile, { throwIfNoEntry: false });
		if (!stats) return `${ignoreFile}:-`;
		if (racy(stats)) remember = false;
		return `${ignoreFile}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
	});
	const plugins = options.plugins ?? [];
	if (!plugins.every((plugin) => typeof plugin === "string")) remember = false;
	const key = remember ? JSON.stringify([
		file,
		stamps,
		plugins,
		options.withNodeModules ?? false
	]) : "";
	let known = fileInfos.get(prettier);
	const cached = remember ? known?.get(key) : void 0;
	if (cached) return { ...cached };
	const info = await prettier.getFileInfo(file, options);
	if (remember) {
		if (!known) fileInfos.set(prettier, known = /* @__PURE__ */ new Map());
		if (known.size >= 4096) known.clear();
		known.set(key, {
			ignored: info.ignored,
			inferredParser: info.inferredParser
		});
	}
	return info;
}

export { getPrettier as n, majorVersion as r, fileInfoOf as t };