import { n as DependencyError } from "./errors-BsNsftzl.js";
import { o as toRelative } from "./paths-CKwe_9xS.js";
import { r as checkMessages } from "./messages-CuSOVVL6.js";
import { createRequire } from "node:module";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// dist/checks/resolve-tool.js
/**
* "Use the project's own tools": resolves a package (eslint, prettier, typescript) the way Node would
* from the package that owns a file, and falls back to qgate's bundled copy. A copy that resolves to
* qgate's own node_modules counts as bundled, whichever way it was found.
*/
/** qgate's own package directory (holds the bundled tools). */
const QGATE_DIR = fileURLToPath(new URL("../../", import.meta.url));
function isInsideDir(dir, file) {
	const relative = path.relative(dir, file);
	return !relative.startsWith("..") && !path.isAbsolute(relative);
}
function packageJsonOf(name, fromDir) {
	const require = createRequire(path.join(fromDir, "__qgate_resolve__.js"));
	try {
		return require.resolve(`${name}/package.json`);
	} catch {}
	let entry;
	try {
		entry = require.resolve(name);
	} catch {
		return;
	}
	for (let dir = path.dirname(entry); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
		const candidate = path.join(dir, "package.json");
		if (existsSync(candidate)) try {
			if (JSON.parse(readFileSync(candidate, "utf8")).name === name) return candidate;
		} catch {}
	}
}
let modulesDir;
/** qgate's node_modules, symlinks resolved (pnpm links it; require.resolve returns real paths). */
function qgateModulesDir() {
	if (modulesDir === void 0) {
		const dir = path.join(QGATE_DIR, "node_modules");
		try {
			modulesDir = realpathSync(dir);
		} catch {
			modulesDir = dir;
		}
	}
	return modulesDir;
}
function describe(name, packageJson, root) {
	const version = JSON.parse(readFileSync(packageJson, "utf8")).version ?? "unknown";
	const dir = path.dirname(packageJson);
	return {
		name,
		version,
		dir,
		packageJson,
		source: isInsideDir(qgateModulesDir(), dir) && path.resolve(root) !== path.resolve(QGATE_DIR) ? "bundled" : "project"
	};
}
/**
* Resolves `name` from `fromDir` (the owning package). Without a project copy, returns qgate's bundled
* one, or throws DependencyError when `requireProjectTool` is set.
*/
function resolveTool(name, fromDir, options) {
	const own = packageJsonOf(name, fromDir);
	if (own) {
		const tool = describe(name, own, options.root);
		if (tool.source === "project" || !options.requireProjectTool) return tool;
	}
	if (options.requireProjectTool) {
		const where = toRelative(options.root, fromDir) || ".";
		throw new DependencyError(checkMessages.notInstalledRequired(name, where));
	}
	const bundled = packageJsonOf(name, QGATE_DIR);
	if (!bundled) throw new DependencyError(checkMessages.bundledMissing(name));
	return describe(name, bundled, options.root);
}
/** Loads a resolved tool's main module (ESM or CJS) from its own directory. */
async function importTool(tool, subpath = "") {
	const entry = createRequire(tool.packageJson).resolve(subpath ? `${tool.name}/${subpath}` : tool.name);
	return await import(pathToFileURL(entry).href);
}
function toolUse(tool, packageDir, root) {
	return {
		name: tool.name,
		version: tool.version,
		source: tool.source,
		packageDir: toRelative(root, packageDir)
	};
}

export { toolUse as i, importTool as n, resolveTool as r, QGATE_DIR as t };