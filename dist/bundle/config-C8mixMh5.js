import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// dist/checks/lint/config.js
/**
* Which ESLint configuration governs a file: the nearest flat config walking up from the file to the
* project root (ESLint 9+ picks flat config whenever one exists, and 10 looks it up from each file),
* else the nearest legacy eslintrc (`.eslintrc*` or `eslintConfig` in package.json), else none.
*/
const FLAT_CONFIG_FILES = [
	"eslint.config.js",
	"eslint.config.mjs",
	"eslint.config.cjs",
	"eslint.config.ts",
	"eslint.config.mts",
	"eslint.config.cts"
];
const LEGACY_CONFIG_FILES = [
	".eslintrc.js",
	".eslintrc.cjs",
	".eslintrc.yaml",
	".eslintrc.yml",
	".eslintrc.json",
	".eslintrc"
];
function hasEslintConfigKey(packageJson) {
	try {
		const data = JSON.parse(readFileSync(packageJson, "utf8"));
		return typeof data.eslintConfig === "object" && data.eslintConfig !== null;
	} catch {
		return false;
	}
}
/** `startDir` and its parents up to `root`, inclusive; nothing outside the root. */
function* ancestors(startDir, root) {
	let dir = startDir;
	for (;;) {
		const relative = path.relative(root, dir);
		if (relative.startsWith("..") || path.isAbsolute(relative)) return;
		yield dir;
		if (dir === root || path.dirname(dir) === dir) return;
		dir = path.dirname(dir);
	}
}
function findFlat(startDir, root) {
	for (const dir of ancestors(startDir, root)) for (const name of FLAT_CONFIG_FILES) {
		const file = path.join(dir, name);
		if (existsSync(file)) return file;
	}
}
/** The nearest legacy config: an `.eslintrc*` file or the `eslintConfig` key of a package.json. */
function findLegacy(startDir, root) {
	for (const dir of ancestors(startDir, root)) {
		for (const name of LEGACY_CONFIG_FILES) {
			const file = path.join(dir, name);
			if (existsSync(file)) return file;
		}
		const packageJson = path.join(dir, "package.json");
		if (existsSync(packageJson) && hasEslintConfigKey(packageJson)) return packageJson;
	}
}
function locateEslintConfig(absFile, root, packageDir) {
	const start = path.dirname(absFile);
	const flat = findFlat(start, root);
	if (flat) return {
		kind: "flat",
		file: flat,
		dir: path.dirname(flat)
	};
	const legacy = findLegacy(start, root);
	if (legacy) return {
		kind: "legacy",
		file: legacy,
		dir: path.dirname(legacy)
	};
	return {
		kind: "none",
		dir: packageDir
	};
}

export { locateEslintConfig as t };