import { t as locateEslintConfig } from "./config-C8mixMh5.js";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// dist/checks/format/config-names.js
/** The config files Prettier 2 and 3 look for in each directory, in the order it looks (package.json aside). */
const PRETTIER_CONFIG_FILES = [
	".prettierrc",
	".prettierrc.json",
	".prettierrc.yaml",
	".prettierrc.yml",
	".prettierrc.json5",
	".prettierrc.js",
	".prettierrc.cjs",
	".prettierrc.mjs",
	".prettierrc.ts",
	".prettierrc.cts",
	".prettierrc.mts",
	".prettierrc.toml",
	"prettier.config.js",
	"prettier.config.cjs",
	"prettier.config.mjs",
	"prettier.config.ts",
	"prettier.config.cts",
	"prettier.config.mts"
];

// dist/checks/project-tools.js
/**
* Which formatters and linters are the project's own, per file: the tools whose config governs the
* file (found the way each CLI looks for it, walking up from the file to the project root), else the
* tools the owning package (or the root package) declares in package.json. A tool that merely sits in
* node_modules (qgate's own Prettier and ESLint, hoisted there when qgate is a devDependency) is not
* the project's. When a file has none, the format and lint checks fall back to qgate's bundled
* Prettier and ESLint as before; when it has one, the bundled fallback never runs.
*/
const FORMAT_TOOLS = [
	"prettier",
	"biome",
	"oxfmt",
	"dprint"
];
const LINT_TOOLS = [
	"eslint",
	"biome",
	"oxlint"
];
/** The npm package each tool is installed as. */
const TOOL_PACKAGES = {
	prettier: "prettier",
	eslint: "eslint",
	biome: "@biomejs/biome",
	oxlint: "oxlint",
	oxfmt: "oxfmt",
	dprint: "dprint"
};
/**
* The versions qgate drives of the tools it runs as processes: the oldest is the first whose command
* line qgate's matches (oxfmt's `--stdin-filepath` came in 0.18.0; Biome 1.8 has the JSON reporter;
* dprint 0.45.0 is the oldest whose npm package ships every platform's binary, oxlint 1.1.0 likewise),
* and both ends are tested (test/checks/own-tools-versions.test.ts, fixtures/oldest-tools and
* fixtures/own-tools). docs/checks/format.md states the same ranges.
*/
const SUPPORTED_VERSIONS = {
	biome: "1.8.0 or later (tested up to 2.6.8)",
	oxlint: "1.1.0 or later (tested up to 1.94.0)",
	oxfmt: "0.18.0 or later (tested up to 0.79.0)",
	dprint: "0.45.0 or later (tested up to 0.57.4)"
};
/**
* Config file names as each CLI looks for them: Biome 2 (biome.json, biome.jsonc), oxlint 1.x and
* oxfmt (the names their binaries list: JSON, JSONC, and the TypeScript configs their npm packages
* load), dprint (dprint.json(c) or .dprint.json(c) in the directory or an ancestor), Prettier 3.
* The result cache's key holds them too (engine/result-cache.ts).
*/
const BIOME_CONFIG_FILES = ["biome.json", "biome.jsonc"];
const OXLINT_CONFIG_FILES = [
	".oxlintrc.json",
	".oxlintrc.jsonc",
	"oxlint.config.ts",
	"oxlint.config.mts"
];
const OXFMT_CONFIG_FILES = [
	".oxfmtrc.json",
	".oxfmtrc.jsonc",
	"oxfmt.config.ts",
	"oxfmt.config.mts"
];
const DPRINT_CONFIG_FILES = [
	"dprint.json",
	"dprint.jsonc",
	".dprint.json",
	".dprint.jsonc"
];
const CONFIG_FILES = {
	biome: BIOME_CONFIG_FILES,
	oxlint: OXLINT_CONFIG_FILES,
	oxfmt: OXFMT_CONFIG_FILES,
	dprint: DPRINT_CONFIG_FILES,
	prettier: [...PRETTIER_CONFIG_FILES]
};
function readPackageJson(file) {
	try {
		return JSON.parse(readFileSync(file, "utf8"));
	} catch {
		return;
	}
}
/** Whether `dir`'s package.json lists `name` among its dependencies of any kind. */
function declares(dir, name) {
	const data = readPackageJson(path.join(dir, "package.json"));
	if (!data) return false;
	return [
		"dependencies",
		"devDependencies",
		"optionalDependencies",
		"peerDependencies"
	].some((key) => {
		const deps = data[key];
		return typeof deps === "object" && deps !== null && name in deps;
	});
}
/** `startDir` and its parents up to `root`, inclusive. */
function* ancestors(startDir, root) {
	for (let dir = startDir;; dir = path.dirname(dir)) {
		const relative = path.relative(root, dir);
		if (relative.startsWith("..") || path.isAbsolute(relative)) return;
		yield dir;
		if (dir === root || path.dirname(dir) === dir) return;
	}
}
/** The nearest config of `tool` governing `absFile`, within the project. */
function findToolConfig(tool, absFile, root) {
	for (const dir of ancestors(path.dirname(absFile), root)) {
		for (const name of CONFIG_FILES[tool]) {
			const file = path.join(dir, name);
			if (existsSync(file)) return file;
		}
		if (tool === "prettier") {
			const packageJson = path.join(dir, "package.json");
			if (existsSync(packageJson) && readPackageJson(packageJson)?.prettier !== void 0) return packageJson;
		}
	}
}
function configOf(tool, absFile, root, packageDir) {
	if (tool === "eslint") {
		const found = locateEslintConfig(absFile, root, packageDir);
		return found.kind === "none" ? void 0 : found.file;
	}
	return findToolConfig(tool, absFile, root);
}
function choose(tools, absFile, packageDir, root) {
	const configured = tools.flatMap((name) => {
		const configFile = configOf(name, absFile, root, packageDir);
		return configFile ? [{
			name,
			configFile
		}] : [];
	});
	if (configured.length > 0) return configured;
	for (const dir of packageDir === root ? [root] : [packageDir, root]) {
		const declared = tools.filter((name) => declares(dir, TOOL_PACKAGES[name]));
		if (declared.length > 0) return declared.map((name) => ({ name }));
	}
	return [];
}
/**
* The project's formatters for a file (empty: none of its own, so qgate's bundled Prettier), or the
* policy's choice (`checks.format.tool`).
*/
function projectFormatters(absFile, packageDir, root, chosen) {
	if (chosen) return [{
		name: chosen,
		configFile: configOf(chosen, absFile, root, packageDir)
	}];
	return choose(FORMAT_TOOLS, absFile, packageDir, root);
}
/**
* The project's linters for a file (empty: none of its own, so qgate's bundled ESLint), or the
* policy's choice (`checks.lint.tools`).
*/
function projectLinters(absFile, packageDir, root, chosen) {
	if (chosen) return chosen.map((name) => ({
		name,
		configFile: configOf(name, absFile, root, packageDir)
	}));
	return choose(LINT_TOOLS, absFile, packageDir, root);
}

export { OXFMT_CONFIG_FILES as a, TOOL_PACKAGES as c, PRETTIER_CONFIG_FILES as d, LINT_TOOLS as i, projectFormatters as l, DPRINT_CONFIG_FILES as n, OXLINT_CONFIG_FILES as o, FORMAT_TOOLS as r, SUPPORTED_VERSIONS as s, BIOME_CONFIG_FILES as t, projectLinters as u };