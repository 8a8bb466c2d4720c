import { n as __exportAll } from "./rolldown-runtime-CiVTkJ2Q.js";
import { i as owningPackageDir, t as displayPath } from "./paths-Y55TxvEP.js";
import { k as describeError, r as checkMessages } from "./messages-BJRJVIsM.js";
import { C as countingDone, w as emptyResult } from "./registry--K55M4Yz.js";
import { d as fileInfoOf, f as getPrettier, p as majorVersion } from "./biome-DMMXqTVs.js";
import { t as ConfigProbe } from "./config-probe-DzZ_2I1P.js";
import { f as PRETTIER_CONFIG_FILES } from "./project-tools-ZTsO29qZ.js";
import { i as differingLines, n as planFormat, r as runOwnFormatters } from "./tools-Cmdgxlq-.js";
import { i as toolUse, r as resolveTool, t as QGATE_DIR } from "./resolve-tool-CDHot-qk.js";
import { t as getOrCreate } from "./cache-DErHylgO.js";
import { t as readBaseContents } from "./base-DmeMmyrD.js";
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import path from "node:path";
import { readFile } from "node:fs/promises";
import writeFileAtomic from "write-file-atomic";

// dist/checks/format/config-stamps.js
/**
* When Prettier's config cache must be cleared. Prettier caches each directory's config search and
* .editorconfig for the life of the process; re-searching on every run costs about 7 ms per file in a
* warm worker, most of the format check. Instead each directory Prettier may have searched (every
* ancestor of a file checked before) is stamped, and the cache is cleared only when a stamp changed.
* The stamps come from a ConfigProbe: a directory that did not change is one stat, not one per name.
*/
/** The files Prettier 2 and 3 look for in each directory (and .editorconfig, which it also reads). */
const CONFIG_FILES = [
	"package.json",
	"package.yaml",
	...PRETTIER_CONFIG_FILES,
	".editorconfig"
];
function ancestors(file) {
	const dirs = [];
	for (let dir = path.dirname(file);; dir = path.dirname(dir)) {
		dirs.push(dir);
		if (path.dirname(dir) === dir) return dirs;
	}
}
/** Per-process stamps of the directories seen so far, one record per Prettier instance. */
var ConfigStamps = class {
	seen = /* @__PURE__ */ new Map();
	probe = new ConfigProbe();
	/**
	* Records the stamps of every directory above `files`; true when one seen before has changed
	* (a config was added, edited or removed there), so the cache must be cleared before this run.
	*/
	changedSince(files) {
		let changed = false;
		const done = /* @__PURE__ */ new Set();
		for (const file of files) for (const dir of ancestors(file)) {
			if (done.has(dir)) break;
			done.add(dir);
			const { stamp } = this.probe.probe(dir, CONFIG_FILES);
			const before = this.seen.get(dir);
			if (before !== void 0 && before !== stamp) changed = true;
			this.seen.set(dir, stamp);
		}
		return changed;
	}
};

// dist/checks/format/run.js
/**
* The `format` check: Prettier, as `prettier --check` would run it in the package that owns each file.
* The project's own Prettier and config decide (.prettierrc*, package.json `prettier`, overrides,
* .editorconfig, .prettierignore/.gitignore); qgate's bundled Prettier 3 is the fallback.
*/
var run_exports = /* @__PURE__ */ __exportAll({ runFormat: () => runFormat });
/** Ignore files as the Prettier CLI reads them (v3: .prettierignore and .gitignore; v2: .prettierignore). */
function ignorePaths(tool, packageDir, root) {
	const dirs = packageDir === root ? [root] : [root, packageDir];
	const names = majorVersion(tool.version) >= 3 ? [".prettierignore", ".gitignore"] : [".prettierignore"];
	return dirs.flatMap((dir) => names.map((name) => path.join(dir, name))).filter((file) => existsSync(file));
}
/**
* Plugin names in a config are resolved from the owning package, not from qgate's working directory
* (Prettier would resolve them from process.cwd()). Anything unresolvable is passed on unchanged.
*/
function resolvePlugins(plugins, packageDir) {
	if (!Array.isArray(plugins)) return void 0;
	const require = createRequire(path.join(packageDir, "__qgate_prettier__.js"));
	return plugins.map((plugin) => {
		if (typeof plugin !== "string" || path.isAbsolute(plugin) || plugin.startsWith(".")) return plugin;
		try {
			return require.resolve(plugin);
		} catch {
			return plugin;
		}
	});
}
/** Prettier's syntax errors carry `loc`; anything else is a tool failure. */
function syntaxLocation(error) {
	const loc = error?.loc?.start;
	if (typeof loc?.line !== "number") return void 0;
	return {
		line: Math.max(1, loc.line),
		column: typeof loc.column === "number" ? Math.max(1, loc.column) : 1
	};
}
async function readSource(file) {
	return file.content ?? await readFile(file.absPath, "utf8");
}
async function checkFile(file, { tool, prettier }, packageDir, context) {
	const shown = displayPath(file.path);
	let config;
	let plugins;
	try {
		config = await prettier.resolveConfig(file.absPath, { editorconfig: true }) ?? {};
		plugins = resolvePlugins(config.plugins, packageDir);
		const ignorePath = ignorePaths(tool, packageDir, context.root);
		const info = await fileInfoOf(prettier, file.absPath, {
			...ignorePath.length > 0 ? { ignorePath: majorVersion(tool.version) >= 3 ? ignorePath : ignorePath[0] } : {},
			withNodeModules: false,
			...plugins ? { plugins } : {},
			resolveConfig: false
		});
		if (info.ignored) return {
			kind: "skipped",
			note: checkMessages.format.ignored(shown)
		};
		if (typeof config.parser !== "string" && !info.inferredParser) return {
			kind: "skipped",
			note: checkMessages.format.noParser(shown)
		};
	} catch (error) {
		return {
			kind: "failure",
			errorType: "tool_execution_failed",
			message: checkMessages.format.configUnreadable(shown, describeError(error))
		};
	}
	let text;
	try {
		text = await readSource(file);
	} catch (error) {
		return {
			kind: "failure",
			errorType: "file_operation_failed",
			message: checkMessages.cannotRead(shown, describeError(error))
		};
	}
	let formatted;
	try {
		formatted = await prettier.format(text, {
			...config,
			...plugins ? { plugins } : {},
			filepath: file.absPath
		});
	} catch (error) {
		const location = syntaxLocation(error);
		if (!location) return {
			kind: "failure",
			errorType: "tool_execution_failed",
			message: checkMessages.format.failed(tool.version, shown, describeError(error))
		};
		return {
			kind: "finding",
			atBase: await formatAtBase(),
			finding: {
				check: "format",
				rule: "prettier/syntax",
				severity: "error",
				file: file.path,
				...location,
				message: checkMessages.format.cannotParse(describeError(error).replace(/\s*\(\d+:\d+\)$/, ""))
			}
		};
	}
	const range = differingLines(text, formatted);
	if (!range) return { kind: "formatted" };
	if (context.fix && file.content === void 0) {
		try {
			await writeFileAtomic(file.absPath, formatted);
		} catch (error) {
			return {
				kind: "failure",
				errorType: "file_operation_failed",
				message: checkMessages.cannotWrite(shown, describeError(error))
			};
		}
		return { kind: "fixed" };
	}
	return {
		kind: "finding",
		atBase: await formatAtBase(),
		finding: {
			check: "format",
			rule: "prettier/format",
			severity: "error",
			file: file.path,
			line: range.line,
			column: 1,
			endLine: range.endLine,
			message: checkMessages.format.notFormatted(range.line, range.endLine),
			fixable: true
		}
	};
	/**
	* A diff judged by its changed lines: the file as it was at the base revision, formatted with the
	* same Prettier and config, so that a layout the change broke on lines it did not touch (the call a
	* deleted argument leaves) blocks, and a file that was unformatted before does not. Undefined (its
	* changed lines decide) when there is no base to compare with or it cannot be read or formatted.
	*/
	async function formatAtBase() {
		if (!context.compareWithBase || !context.baseRevision) return void 0;
		const before = (await readBaseContents(context.root, context.baseRevision, [file.absPath])).get(file.absPath);
		if (before === void 0) return void 0;
		if (before === null) return "new";
		try {
			const formattedBefore = await prettier.format(before, {
				...config,
				...plugins ? { plugins } : {},
				filepath: file.absPath
			});
			return differingLines(before, formattedBefore) ? { rule: "prettier/format" } : "clean";
		} catch (error) {
			return syntaxLocation(error) ? { rule: "prettier/syntax" } : void 0;
		}
	}
}
/** Config stamps per loaded Prettier, for the life of this process (a worker, a daemon). */
const configStamps = /* @__PURE__ */ new WeakMap();
function stampsOf(prettier) {
	return getOrCreate(configStamps, prettier, () => new ConfigStamps());
}
async function runFormat(context) {
	const result = {
		...emptyResult(),
		fixedFiles: []
	};
	const byPackage = /* @__PURE__ */ new Map();
	const stampsChecked = /* @__PURE__ */ new Set();
	const plan = planFormat(context);
	const checkedPaths = plan.prettier.map((file) => file.absPath);
	for (const file of countingDone(plan.prettier, context)) {
		const packageDir = owningPackageDir(file.absPath, context.root);
		const bundled = plan.bundled.has(file) && !context.requireProjectTool;
		const key = bundled ? `${packageDir}\0bundled` : packageDir;
		let entry = byPackage.get(key);
		if (!entry) {
			try {
				const tool = resolveTool("prettier", bundled ? QGATE_DIR : packageDir, {
					requireProjectTool: context.requireProjectTool,
					root: context.root
				});
				const prettier = await getPrettier(tool);
				if (!stampsChecked.has(prettier)) {
					stampsChecked.add(prettier);
					if (stampsOf(prettier).changedSince(checkedPaths)) await prettier.clearConfigCache?.();
				}
				entry = {
					tool,
					prettier
				};
				result.tools.push(toolUse(tool, packageDir, context.root));
			} catch (error) {
				const errorType = error.errorType === "dependency_error" ? "dependency_error" : "tool_execution_failed";
				result.failures.push({
					check: "format",
					errorType,
					message: describeError(error),
					file: file.path
				});
				entry = { failed: true };
			}
			byPackage.set(key, entry);
		}
		if ("failed" in entry) continue;
		const outcome = await checkFile(file, entry, packageDir, context);
		switch (outcome.kind) {
			case "formatted":
				result.checkedFiles.push(file.path);
				break;
			case "fixed":
				result.checkedFiles.push(file.path);
				result.fixedFiles?.push(file.path);
				break;
			case "finding":
				result.checkedFiles.push(file.path);
				result.findings.push(outcome.finding);
				if (outcome.atBase === "new" || outcome.atBase === "clean" || typeof outcome.atBase === "object" && outcome.atBase.rule !== outcome.finding.rule) (result.atBase ??= {
					files: [],
					findings: []
				}).files.push(file.path);
				break;
			case "skipped":
				result.notes.push(outcome.note);
				break;
			case "failure": result.failures.push({
				check: "format",
				errorType: outcome.errorType,
				message: outcome.message,
				file: file.path
			});
		}
	}
	await runOwnFormatters(plan.own, context, result);
	return result;
}

export { run_exports as n, ignorePaths as t };