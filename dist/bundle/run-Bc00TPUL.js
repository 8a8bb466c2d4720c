import { i as owningPackageDir, o as toRelative, t as displayPath } from "./paths-CKwe_9xS.js";
import { n as DependencyError, o as describeError } from "./errors-BsNsftzl.js";
import { i as emptyResult, n as countingDone, t as addToolUse } from "./check-CKjFkU4c.js";
import { t as locateEslintConfig } from "./config-C8mixMh5.js";
import { t as pinBundledTypeScript } from "./bundled-typescript-DpftPFVq.js";
import { c as resolveOwnTool, i as diagnoseWithServer, l as runToolProcess, n as biomeProblem, p as majorVersion, r as parseBiomeText, s as rejectedArguments, u as toolCommand } from "./biome-BkkL7iZp.js";
import { i as toolUse, n as importTool, r as resolveTool, t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { b as listSome, r as checkMessages } from "./messages-CuSOVVL6.js";
import { t as preloadTypeScriptForEslint } from "./code-cache-CAq8dNP2.js";
import { c as TOOL_PACKAGES, i as LINT_TOOLS, s as SUPPORTED_VERSIONS, u as projectLinters } from "./project-tools-DcEmU7UV.js";
import { t as readBaseContents } from "./base-b5zQOKEs.js";
import { createRequire } from "node:module";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { readFile, rm, writeFile } from "node:fs/promises";
import writeFileAtomic from "write-file-atomic";

// dist/checks/lint/default-config.js
/**
* qgate's built-in lint rules for projects without any ESLint config: @eslint/js recommended for
* every script, plus typescript-eslint recommended (syntax only, no type information) for TS files.
* Loaded lazily and once per process; typescript-eslint (which pulls in TypeScript) only for TS files.
*/
const SCRIPT_FILES = [
	"**/*.js",
	"**/*.jsx",
	"**/*.mjs",
	"**/*.cjs"
];
const TS_FILES = [
	"**/*.ts",
	"**/*.tsx",
	"**/*.mts",
	"**/*.cts"
];
const DEFAULT_CONFIG_DESCRIPTION = "@eslint/js and typescript-eslint recommended rules";
const loaded = /* @__PURE__ */ new Map();
async function build(withTypeScript) {
	const [{ default: js }, { default: globals }] = await Promise.all([import("@eslint/js"), import("globals")]);
	const config = [
		{ files: [...SCRIPT_FILES, ...TS_FILES] },
		js.configs.recommended,
		{ languageOptions: {
			globals: {
				...globals.node,
				...globals.browser
			},
			parserOptions: { ecmaFeatures: { jsx: true } }
		} }
	];
	if (!withTypeScript) return config;
	pinBundledTypeScript();
	const { default: tseslint } = await import("typescript-eslint");
	return [...config, ...tseslint.configs.recommended.map((entry) => ({
		...entry,
		files: TS_FILES
	}))];
}
/**
* The default config. Its TS part only matters for TS files, and typescript-eslint loads the whole
* TypeScript compiler (half a second cold), so a run with JavaScript files only uses the config
* without it (`withTypeScript: false`): the same rules for every JavaScript file.
*/
function defaultConfig(withTypeScript = true) {
	let config = loaded.get(withTypeScript);
	if (!config) {
		config = build(withTypeScript);
		config.catch(() => loaded.delete(withTypeScript));
		loaded.set(withTypeScript, config);
	}
	return config;
}

// dist/checks/lint/instances.js
/**
* Loading ESLint and creating instances in the mode a project's config needs:
* flat config (ESLint 9+, or 8's FlatESLint), legacy eslintrc (ESLint 7/8's `ESLint`, 9's
* `loadESLint({ useFlatConfig: false })`; ESLint 10 dropped it), or qgate's default config.
* Modules and instances live in module state, so later runs in this process (a worker, a daemon) are
* warm; an instance is rebuilt when its config file changes.
*/
const modules = /* @__PURE__ */ new Map();
const instances = /* @__PURE__ */ new Map();
function remember(map, key, create) {
	let value = map.get(key);
	if (!value) {
		value = create();
		value.catch(() => map.delete(key));
		map.set(key, value);
	}
	return value;
}
function moduleOf(tool, subpath = "") {
	return remember(modules, `${tool.packageJson}#${subpath}`, async () => {
		const loaded = await importTool(tool, subpath);
		return loaded.default && typeof loaded.default === "object" ? loaded.default : loaded;
	});
}
/** The ESLint class that runs `mode` for this tool, or a DependencyError saying why there is none. */
async function classFor(spec) {
	const { tool, mode } = spec;
	const major = majorVersion(tool.version);
	const api = await moduleOf(tool);
	if (mode === "legacy") {
		if (major >= 10) throw new DependencyError(checkMessages.lint.legacyOnEslint10(configName(spec), describeTool(tool), tool.version));
		if (major === 9 && api.loadESLint) return api.loadESLint({
			useFlatConfig: false,
			cwd: spec.cwd
		});
		if ((major === 7 || major === 8) && api.ESLint) return api.ESLint;
		throw new DependencyError(checkMessages.lint.legacyNeeds7to9(tool.version, configName(spec)));
	}
	if (major >= 9 && api.ESLint) return api.ESLint;
	if (major === 8) {
		if (api.loadESLint) return api.loadESLint({
			useFlatConfig: true,
			cwd: spec.cwd
		});
		const unsupported = await moduleOf(tool, "use-at-your-own-risk");
		if (unsupported.FlatESLint) return unsupported.FlatESLint;
	}
	throw new DependencyError(checkMessages.lint.flatNeeds821(tool.version, configName(spec)));
}
function describeTool(tool) {
	return tool.source === "project" ? checkMessages.lint.projectEslint : checkMessages.lint.bundledEslint;
}
function configName(spec) {
	return spec.configFile ? spec.configFile.split(/[\\/]/).pop() ?? spec.configFile : checkMessages.lint.defaultConfig;
}
async function options(spec) {
	const common = {
		cwd: spec.cwd,
		fix: spec.fix
	};
	switch (spec.mode) {
		case "flat": return {
			...common,
			overrideConfigFile: spec.configFile
		};
		case "legacy": return common;
		case "default": return {
			...common,
			overrideConfigFile: true,
			overrideConfig: await spec.defaultConfig?.() ?? []
		};
	}
}
function mtimeOf(file) {
	if (!file) return "";
	try {
		return String(statSync(file).mtimeMs);
	} catch {
		return "missing";
	}
}
/** A cached ESLint instance for this tool, mode, directory, config and fix setting. */
function getESLint(spec) {
	const key = [
		spec.tool.packageJson,
		spec.mode,
		spec.cwd,
		spec.configFile ?? "",
		spec.fix ? "fix" : "check",
		spec.variant ?? ""
	].join("\0");
	const stamp = mtimeOf(spec.configFile);
	const cached = instances.get(key);
	if (cached && cached.stamp === stamp) return cached.instance;
	const instance = (async () => {
		return new (await (classFor(spec)))(await options(spec));
	})();
	instance.catch(() => {
		if (instances.get(key)?.instance === instance) instances.delete(key);
	});
	instances.set(key, {
		stamp,
		instance
	});
	return instance;
}

// dist/checks/lint/messages.js
function ruleOf(message) {
	if (message.ruleId) return message.ruleId;
	if (message.fatal) return "eslint/parse";
	if (/^Unused eslint-(disable|enable) directive/.test(message.message)) return "eslint/unused-disable-directive";
	return "eslint";
}
function positive(value) {
	return typeof value === "number" && value >= 1 ? value : void 0;
}
function toFinding(file, message) {
	const finding = {
		check: "lint",
		rule: ruleOf(message),
		severity: message.severity >= 2 || message.fatal ? "error" : "warning",
		file,
		message: message.message.split("\n")[0]?.trim() ?? ""
	};
	if (message.fix !== void 0 && message.fix !== null) finding.fixable = true;
	const line = positive(message.line);
	if (line === void 0) return finding;
	finding.line = line;
	finding.column = positive(message.column) ?? 1;
	const endLine = positive(message.endLine);
	const endColumn = positive(message.endColumn);
	if (endLine !== void 0) finding.endLine = endLine;
	if (endColumn !== void 0) finding.endColumn = endColumn;
	return finding;
}
/**
* ESLint appends "Occurred while linting <file>:<line>" and `Rule: "<id>"` to an error a rule throws
* (and sets `ruleId`); "Error while loading rule '<id>'" when a rule's `create` throws. Anything else
* (a broken config, a missing plugin) is not about one file.
*/
function describeCrash(error, file, tool) {
	const lines = (error instanceof Error ? error.message : String(error)).split("\n").map((line) => line.trim());
	const loading = /^Error while loading rule '([^']+)': (.*)$/.exec(lines[0] ?? "");
	const first = (loading ? loading[2] : lines[0]) || (error instanceof Error ? error.name : "unknown error");
	const ruleId = error?.ruleId ?? loading?.[1] ?? lines.map((line) => /^Rule: "(.+)"$/.exec(line)?.[1]).find((id) => id !== void 0);
	const occurred = lines.find((line) => line.startsWith("Occurred while linting"));
	const at = occurred ? /:(\d+)$/.exec(occurred)?.[1] : void 0;
	const where = at ? `${file}:${at}` : file;
	if (typeof ruleId === "string") return {
		message: checkMessages.lint.ruleCrashed(ruleId, where, tool, first),
		inRule: true
	};
	if (occurred) return {
		message: checkMessages.lint.crashed(tool, where, first),
		inRule: true
	};
	return {
		message: checkMessages.lint.failedOn(tool, file, first),
		inRule: false
	};
}

// dist/checks/lint/dependency-hints.js
/**
* A project's own ESLint config whose typescript-eslint cannot run on the project's TypeScript (today:
* TypeScript 7, which typescript-eslint 8 does not support): one line that says so, with the supported
* range and the fix, instead of the parser's error. qgate does not swap the project's TypeScript for
* its own here: the config is the project's, and so is the choice of what it lints with.
*/
const UNSUPPORTED = /does not support TS \d|not officially supported|SUPPORTED TYPESCRIPT VERSIONS|reading 'Intrinsic'/i;
function versionOf(name, from) {
	try {
		const entry = createRequire(path.join(from, "__qgate_resolve__.js")).resolve(name);
		const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
		const at = entry.lastIndexOf(marker);
		const manifestFile = path.join(at === -1 ? path.dirname(entry) : entry.slice(0, at + marker.length), "package.json");
		const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
		const peer = manifest.peerDependencies?.typescript;
		return {
			version: manifest.version,
			peer
		};
	} catch {
		return;
	}
}
/** The one-line explanation, or undefined when the error is something else. */
function explainUnsupportedTypeScript(error, packageDir, configLabel) {
	if (!UNSUPPORTED.test(error instanceof Error ? error.message : String(error))) return void 0;
	const typescript = versionOf("typescript", packageDir);
	const tseslint = versionOf("typescript-eslint", packageDir) ?? versionOf("@typescript-eslint/parser", packageDir);
	const range = tseslint?.peer ?? ">=4.8.4 <6.1.0";
	return checkMessages.lint.unsupportedTypeScript(configLabel, tseslint?.version, range, typescript?.version, describeError(error));
}
/** The package a "Cannot find package/module 'x'" error names (its root name, without a subpath). */
function missingPackage(message) {
	const name = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
	if (!name || name.startsWith(".") || path.isAbsolute(name)) return void 0;
	const parts = name.split("/");
	return name.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
/**
* The fix for a config that imports a package the project does not have installed: `npm install`
* when package.json lists it (node_modules is missing or stale), else `npm i -D <it>`.
*/
function missingPackageFix(error, packageDir) {
	const name = missingPackage(error instanceof Error ? error.message : String(error));
	if (!name) return void 0;
	let listed = false;
	try {
		const manifest = createRequire(path.join(packageDir, "__qgate_resolve__.js"))(path.join(packageDir, "package.json"));
		listed = [
			"dependencies",
			"devDependencies",
			"optionalDependencies",
			"peerDependencies"
		].some((field) => manifest[field]?.[name] !== void 0);
	} catch {}
	return listed ? checkMessages.lint.installListed(name) : checkMessages.lint.installMissing(name);
}

// dist/checks/lint/ts-root.js
/**
* typescript-eslint infers `tsconfigRootDir` from the directories of the config files that read
* `tseslint.configs.*`, kept in one process-wide set; once two configs from different directories
* are loaded in one process (a monorepo with a config per package, a warm worker serving several
* projects), every parse fails with "multiple candidate TSConfigRootDirs". A single CLI run would
* only ever have seen the one config it loaded, so before each lint we leave exactly that one: the
* directory of the config in use. A tsconfigRootDir set in the config itself still wins.
*/
const registries = /* @__PURE__ */ new Map();
function isRegistry(value) {
	const candidate = value;
	return typeof candidate?.clearCandidateTSConfigRootDirs === "function" && typeof candidate.addCandidateTSConfigRootDir === "function";
}
/** The typescript-estree that the typescript-eslint visible from `fromDir` uses, if any. */
function registryFrom(fromDir) {
	let registry = registries.get(fromDir);
	if (registry !== void 0) return registry;
	registry = null;
	try {
		const from = path.join(fromDir, "__qgate_resolve__.js");
		preloadTypeScriptForEslint(from);
		const tseslint = createRequire(from).resolve("typescript-eslint");
		const estree = createRequire(tseslint)("@typescript-eslint/typescript-estree");
		if (isRegistry(estree)) registry = estree;
	} catch {}
	registries.set(fromDir, registry);
	return registry;
}
/** Makes `rootDir` the only inferred tsconfigRootDir candidate of the typescript-eslint seen from `fromDir`. */
function pinTsconfigRootDir(fromDir, rootDir) {
	const registry = registryFrom(fromDir);
	if (!registry) return;
	registry.clearCandidateTSConfigRootDirs();
	registry.addCandidateTSConfigRootDir(rootDir);
}

// dist/checks/lint/tools/biome.js
/**
* Biome as a linter and import sorter: `biome check` with its formatter off (the format check runs
* Biome's formatter) and the JSON reporter, so lint rules (`lint/suspicious/noDoubleEquals`) and assist
* actions (`assist/source/organizeImports`) come with the severity the config gives them and a
* location. `--write` applies Biome's safe fixes only, as `biome check --write` does.
*/
function majorOf(version) {
	return Number.parseInt(version, 10) || 0;
}
/** 1-based line and column of a UTF-8 byte offset in `text`. */
function positionOf(text, offset) {
	const lines = Buffer.from(text, "utf8").subarray(0, offset).toString("utf8").split("\n");
	return {
		line: lines.length,
		column: (lines.at(-1)?.length ?? 0) + 1
	};
}
function locate(item) {
	const location = item.location;
	const file = typeof location?.path === "string" ? location.path : location?.path?.file;
	if (location?.start) return {
		file,
		line: location.start.line ?? 0,
		column: location.start.column ?? 0,
		endLine: location.end?.line,
		endColumn: location.end?.column
	};
	const span = location?.span;
	if (span && typeof location.sourceCode === "string") {
		const start = positionOf(location.sourceCode, span[0]);
		const end = positionOf(location.sourceCode, span[1]);
		return {
			file,
			...start,
			endLine: end.line,
			endColumn: end.column
		};
	}
	return {
		file,
		line: 0,
		column: 0
	};
}
function messageOf(item) {
	if (typeof item.message === "string") return item.message;
	if (item.description) return item.description;
	if (Array.isArray(item.message)) return item.message.map((part) => typeof part.content === "string" ? part.content : "").join("");
	return "";
}
function severityOf$1(severity) {
	if (severity === "error" || severity === "fatal") return "error";
	if (severity === "warning") return "warning";
	return "info";
}
/**
* The warm server's diagnostics (biome-server.ts) as `biome check` reports them: positions from each
* span (UTF-8 byte offsets into `text`), and assist actions as errors, since `biome check` enforces
* them (`--enforce-assist`, on by default) where the workspace calls them information.
*/
function fromWorkspace(file, text, items) {
	const diagnostics = [];
	const seen = /* @__PURE__ */ new Set();
	for (const item of items) {
		const category = item.category ?? "";
		const span = item.location?.span;
		const start = span ? positionOf(text, span[0]) : {
			line: 1,
			column: 1
		};
		const end = span ? positionOf(text, span[1]) : void 0;
		const message = (messageOf(item) || item.description || "").split("\n")[0]?.trim() ?? "";
		const key = [
			category,
			start.line,
			start.column,
			message
		].join("\0");
		if (seen.has(key)) continue;
		seen.add(key);
		diagnostics.push({
			file,
			rule: category,
			severity: category.startsWith("assist/") ? "error" : severityOf$1(item.severity),
			line: Math.max(1, start.line),
			column: Math.max(1, start.column),
			endLine: end?.line,
			endColumn: end?.column,
			message
		});
	}
	return diagnostics;
}
const biomeLinter = {
	name: "biome",
	label: "Biome",
	args: (files, fix, version) => [
		"check",
		"--formatter-enabled=false",
		"--reporter=json",
		"--colors=off",
		"--no-errors-on-unmatched",
		"--files-ignore-unknown=true",
		`--max-diagnostics=${majorOf(version) >= 2 ? "none" : "65535"}`,
		...fix ? ["--write"] : [],
		...files
	],
	parse({ exitCode, stdout, stderr }, cwd) {
		const rejected = rejectedArguments(stderr);
		if (rejected && !stdout.trim().startsWith("{")) return {
			kind: "arguments",
			problem: rejected
		};
		const json = stdout.trim();
		if (json.startsWith("{")) {
			let data;
			try {
				data = JSON.parse(json);
			} catch (error) {
				return {
					kind: "failed",
					problem: `unreadable JSON report: ${String(error)}`
				};
			}
			const seen = /* @__PURE__ */ new Set();
			const diagnostics = [];
			for (const item of data.diagnostics ?? []) {
				const { file, line, column, endLine, endColumn } = locate(item);
				if (!file || !item.category) continue;
				const message = messageOf(item).split("\n")[0]?.trim() ?? "";
				const key = [
					file,
					item.category,
					line,
					column,
					message
				].join("\0");
				if (seen.has(key)) continue;
				seen.add(key);
				diagnostics.push({
					file: path.resolve(cwd, file),
					rule: item.category,
					severity: severityOf$1(item.severity),
					line: Math.max(1, line),
					column: Math.max(1, column),
					endLine,
					endColumn,
					message
				});
			}
			return {
				kind: "diagnostics",
				diagnostics
			};
		}
		const parsed = parseBiomeText(stderr);
		const problem = biomeProblem(parsed, "", cwd);
		if (problem.config) return {
			kind: "config",
			...problem.config
		};
		return {
			kind: "failed",
			problem: parsed.find((diagnostic) => diagnostic.message)?.message ?? `exit code ${exitCode}: ${stderr.trim().split("\n")[0] ?? ""}`
		};
	}
};

// dist/checks/lint/tools/oxlint.js
/**
* oxlint with its JSON format: each diagnostic's `code` is the rule as oxlint names it
* (`eslint(eqeqeq)`, `typescript(no-explicit-any)`), with the severity the config sets. oxlint reads
* its config (and type-aware mode, `options.typeAware`, which needs oxlint-tsgolint) from the
* directory it runs in and nested configs below it. A config it rejects is printed as text instead.
*/
/** The JSON report: from the first line that opens it (a note such as "No files found to lint" may come first). */
function jsonPart(stdout) {
	const text = stdout.trim();
	if (text.startsWith("{")) return text;
	const at = text.search(/^\{/m);
	return at > 0 ? text.slice(at) : text;
}
function severityOf(severity) {
	if (severity === "error") return "error";
	if (severity === "warning") return "warning";
	return "info";
}
/** A config file oxlint names (`Failed to parse oxlint config /repo/.oxlintrc.json.`), absolute. */
const CONFIG_NAMED = /^Failed to parse oxlint config (.+?)\.?$/;
/** Where in it: serde_json's words (`at line 5 column 3`). */
const AT_POSITION = / at line (\d+) column (\d+)$/;
/** serde's error as Rust prints it: `Error("unknown variant `x`, expected ...", line: 0, column: 0)`. */
const SERDE_ERROR = /^(.*?)Error\("(.*)", line: (\d+), column: (\d+)\)$/;
/**
* The config oxlint rejects, from its text: the header ("Failed to parse oxlint configuration file."),
* then the diagnostic, which may name the file and where in it the problem is. The position is kept as
* `<file>:<line>:<column>` (the engine names the file relative to the root); line 0 is no position.
*/
function configProblem(lines, cwd) {
	let file;
	let position;
	const problem = lines.flatMap((line) => {
		const named = CONFIG_NAMED.exec(line);
		if (named?.[1]) {
			file = path.resolve(cwd, named[1]);
			return [];
		}
		const serde = SERDE_ERROR.exec(line);
		if (serde) {
			let said = serde[2] ?? "";
			try {
				said = JSON.parse(`"${said}"`);
			} catch {}
			if (Number(serde[3]) > 0) position ??= {
				line: serde[3],
				column: serde[4]
			};
			return [`${serde[1] ?? ""}${said}`];
		}
		const at = AT_POSITION.exec(line);
		if (at && Number(at[1]) > 0) {
			position ??= {
				line: at[1],
				column: at[2]
			};
			return [line.slice(0, at.index)];
		}
		return [line];
	}).filter((part) => part !== "").map((part, i, all) => i < all.length - 1 ? part.replace(/\.$/, "") : part).join(": ");
	if (file !== void 0) return {
		where: position ? `${file}:${position.line}:${position.column}` : file,
		problem
	};
	return {
		where: "its config",
		problem: position ? `${problem} at line ${position.line} column ${position.column}` : problem
	};
}
const oxlintLinter = {
	name: "oxlint",
	label: "oxlint",
	args: (files, fix) => [
		"--format=json",
		...fix ? ["--fix"] : [],
		...files
	],
	parse(output, cwd) {
		const { exitCode } = output;
		const stdout = stripVTControlCharacters(output.stdout);
		const stderr = stripVTControlCharacters(output.stderr);
		const rejected = rejectedArguments(stderr);
		if (rejected) return {
			kind: "arguments",
			problem: rejected
		};
		const text = jsonPart(stdout);
		if (text.startsWith("{")) {
			let data;
			try {
				data = JSON.parse(text);
			} catch (error) {
				return {
					kind: "failed",
					problem: `unreadable JSON report: ${String(error)}`
				};
			}
			return {
				kind: "diagnostics",
				diagnostics: (data.diagnostics ?? []).flatMap((item) => {
					if (!item.filename) return [];
					const span = item.labels?.[0]?.span;
					return [{
						file: path.resolve(cwd, item.filename),
						rule: item.code ?? "oxlint(parse)",
						severity: severityOf(item.severity),
						line: Math.max(1, span?.line ?? 1),
						column: Math.max(1, span?.column ?? 1),
						message: (item.message ?? "").split("\n")[0]?.trim() ?? ""
					}];
				})
			};
		}
		const lines = `${stdout.trim()}\n${stderr}`.split("\n").map((line) => line.replace(/^\s*(?:[x×]|[|│])\s+/, "").trim()).filter((line) => line.length > 0);
		const configAt = lines.findIndex((line) => /config/i.test(line));
		if (configAt >= 0) return {
			kind: "config",
			...configProblem(lines.slice(configAt, configAt + 4), cwd)
		};
		return {
			kind: "failed",
			problem: lines[0] ?? `exit code ${exitCode}`
		};
	}
};

// dist/checks/lint/tools/index.js
/**
* The lint check's dispatch: which linters each file gets (project-tools.ts), and the run of the ones
* that are not ESLint (Biome, oxlint). They lint files on disk, one process per package and tool.
* Neither reports diagnostics for stdin (Biome's stdin mode prints none by design; oxlint reads no
* stdin), so a staged file whose content differs from the work tree is linted as a temporary sibling
* file holding that content (same directory and extension, so the same config, overrides and imports
* apply), removed right after.
*/
const LINTERS = {
	biome: biomeLinter,
	oxlint: oxlintLinter
};
/** The policy's `checks.lint.tools`, when it names some. */
function chosenTools(options) {
	const tools = options.tools;
	if (!Array.isArray(tools)) return void 0;
	return LINT_TOOLS.filter((name) => tools.includes(name));
}
function planLint(context) {
	const plan = {
		eslint: [],
		own: []
	};
	const chosen = chosenTools(context.options);
	for (const file of context.files) {
		if (file.change === "delete") continue;
		const packageDir = owningPackageDir(file.absPath, context.root);
		const tools = projectLinters(file.absPath, packageDir, context.root, chosen);
		if (tools.length === 0 && !chosen) plan.eslint.push(file);
		for (const tool of tools) if (tool.name === "eslint") plan.eslint.push(file);
		else plan.own.push({
			file,
			packageDir,
			linter: LINTERS[tool.name],
			configFile: tool.configFile
		});
	}
	return plan;
}
/** The directory the linter runs in: where its nearest config is (oxlint reads it from there), else the package. */
function cwdOf(item) {
	return item.configFile ? path.dirname(item.configFile) : item.packageDir;
}
/**
* `dir/name.ext` → `dir/name.qgate-staged-<pid>.ext` (or `qgate-base-…` for the base revision's
* content): the same directory and full extension.
*/
function stagedSibling(absPath, kind = "staged") {
	const dir = path.dirname(absPath);
	const base = path.basename(absPath);
	const dot = base.indexOf(".", 1);
	const stem = dot > 0 ? base.slice(0, dot) : base;
	const ext = dot > 0 ? base.slice(dot) : "";
	return path.join(dir, `${stem}.qgate-${kind}-${process.pid}${ext}`);
}
async function stagedTarget(file) {
	if (file.content === void 0) return {
		file,
		linted: file.absPath
	};
	let onDisk;
	try {
		onDisk = await readFile(file.absPath, "utf8");
	} catch {
		onDisk = void 0;
	}
	if (onDisk === file.content) return {
		file,
		linted: file.absPath
	};
	const linted = stagedSibling(file.absPath);
	await writeFile(linted, file.content);
	return {
		file,
		linted
	};
}
function findingOf(diagnostic, file) {
	const finding = {
		check: "lint",
		rule: diagnostic.rule,
		severity: diagnostic.severity,
		file,
		line: diagnostic.line,
		column: diagnostic.column,
		message: diagnostic.message
	};
	if (diagnostic.endLine !== void 0 && diagnostic.endLine >= diagnostic.line) finding.endLine = diagnostic.endLine;
	if (diagnostic.endColumn !== void 0 && diagnostic.endLine !== void 0) finding.endColumn = diagnostic.endColumn;
	return finding;
}
/**
* The group's Biome diagnostics from the warm server (the daemon), each file at the content checked
* (the staged one in staged mode, with no temporary file), with `file` the changed file's relative
* path; undefined when any file is not served warm: then the CLI lints the whole group.
*/
async function diagnoseWarm(group, command, cwd, context) {
	if (!context.longLived || context.fix) return void 0;
	const all = [];
	for (const { file } of group) {
		let text;
		try {
			text = file.content ?? await readFile(file.absPath, "utf8");
		} catch {
			return;
		}
		const items = await diagnoseWithServer(command, cwd, file.absPath, text, context);
		if (!items) return void 0;
		all.push(...fromWorkspace(file.path, text, items));
	}
	return all;
}
async function runOwnLinters(items, context, result) {
	const groups = /* @__PURE__ */ new Map();
	for (const item of items) {
		const key = `${item.linter.name}\0${item.packageDir}\0${cwdOf(item)}`;
		const group = groups.get(key);
		if (group) group.push(item);
		else groups.set(key, [item]);
	}
	for (const group of groups.values()) try {
		await lintGroup$1(group, context, result);
	} finally {
		context.onFilesDone?.(group.length);
	}
}
async function lintGroup$1(group, context, result) {
	const [first] = group;
	if (!first) return;
	const { linter } = first;
	const cwd = cwdOf(first);
	let tool;
	let command;
	try {
		tool = resolveOwnTool(TOOL_PACKAGES[linter.name], linter.label, first, context);
		command = toolCommand(tool, linter.label);
	} catch (error) {
		result.failures.push({
			check: "lint",
			errorType: error instanceof DependencyError ? "dependency_error" : "tool_execution_failed",
			message: describeError(error),
			file: first.file.path
		});
		return;
	}
	addToolUse(result.tools, toolUse(tool, first.packageDir, context.root));
	const warm = linter.name === "biome" ? await diagnoseWarm(group, command, cwd, context) : void 0;
	if (warm) {
		for (const item of group) result.checkedFiles.push(item.file.path);
		for (const diagnostic of warm) result.findings.push(findingOf(diagnostic, diagnostic.file));
	} else await lintFiles(group, linter, tool, command, cwd, context, result);
	await lintAtBase(group, linter, tool, command, cwd, context, result);
}
/**
* A diff judged by its changed lines (CheckContext.compareWithBase): the group's files with findings,
* as they were at the base revision, linted as temporary siblings (as staged content is), so that a
* finding the change caused on a line it did not touch (an import left unused) blocks, and one that
* was there before does not (the engine compares by file, rule and message). A base that cannot be
* read or linted leaves the files out: their changed lines decide.
*/
async function lintAtBase(group, linter, tool, command, cwd, context, result) {
	if (!context.compareWithBase || !context.baseRevision || context.fix) return;
	const withFindings = group.map((item) => item.file).filter((file) => result.findings.some((f) => f.check === "lint" && f.file === file.path));
	if (withFindings.length === 0) return;
	const contents = await readBaseContents(context.root, context.baseRevision, withFindings.map((file) => file.absPath));
	const newFiles = [];
	const targets = [];
	try {
		for (const file of withFindings) {
			const text = contents.get(file.absPath);
			if (text === void 0) continue;
			if (text === null) newFiles.push(file.path);
			else {
				const linted = stagedSibling(file.absPath, "base");
				await writeFile(linted, text);
				targets.push({
					file,
					linted
				});
			}
		}
		const atBase = result.atBase ??= {
			files: [],
			findings: []
		};
		atBase.files.push(...newFiles);
		if (targets.length === 0) return;
		const output = await runToolProcess(command, linter.args(targets.map((target) => path.relative(cwd, target.linted)), false, tool.version), {
			cwd,
			context
		});
		if (output.exitCode === void 0) return;
		const outcome = linter.parse({
			...output,
			exitCode: output.exitCode
		}, cwd);
		if (outcome.kind !== "diagnostics") return;
		const byLinted = new Map(targets.map((target) => [target.linted, target]));
		for (const target of targets) atBase.files.push(target.file.path);
		for (const diagnostic of outcome.diagnostics) {
			const target = byLinted.get(diagnostic.file);
			if (target) atBase.findings.push({
				file: target.file.path,
				rule: diagnostic.rule,
				message: diagnostic.message
			});
		}
	} finally {
		await Promise.all(targets.map((target) => rm(target.linted, { force: true })));
	}
}
/** The group's files linted by the tool's CLI, staged content as temporary siblings. */
async function lintFiles(group, linter, tool, command, cwd, context, result) {
	const [first] = group;
	if (!first) return;
	const targets = [];
	try {
		for (const item of group) {
			const target = await stagedTarget(item.file);
			if (context.fix && target.linted === item.file.absPath) target.before = await readFile(item.file.absPath, "utf8").catch(() => void 0);
			targets.push(target);
		}
		const relative = targets.map((target) => path.relative(cwd, target.linted));
		const fix = context.fix && targets.some((target) => target.linted === target.file.absPath);
		const output = await runToolProcess(command, linter.args(relative, fix, tool.version), {
			cwd,
			context
		});
		const shown = displayPath(first.file.path);
		if (output.exitCode === void 0) {
			result.failures.push({
				check: "lint",
				errorType: "tool_execution_failed",
				message: checkMessages.ownTools.didNotFinish(linter.label, tool.version, shown, output.unfinished ?? ""),
				file: first.file.path
			});
			return;
		}
		const outcome = linter.parse({
			...output,
			exitCode: output.exitCode
		}, cwd);
		if (outcome.kind !== "diagnostics") {
			const where = outcome.kind === "config" && outcome.where !== "its config" ? toRelative(context.root, outcome.where.replace(/:\d+:\d+$/, "")) + (/:\d+:\d+$/.exec(outcome.where)?.[0] ?? "") : first.configFile ? toRelative(context.root, first.configFile) : shown;
			result.failures.push({
				check: "lint",
				errorType: "tool_execution_failed",
				message: outcome.kind === "config" ? checkMessages.ownTools.rejectedConfig(linter.label, tool.version, displayPath(where), outcome.problem) : outcome.kind === "arguments" ? checkMessages.ownTools.rejectedArguments(linter.label, tool.version, outcome.problem, SUPPORTED_VERSIONS[linter.name]) : output.exitCode === 0 || output.exitCode === 1 ? checkMessages.ownTools.unreadableOutput(linter.label, tool.version, shown, outcome.problem, SUPPORTED_VERSIONS[linter.name]) : checkMessages.ownTools.failed(linter.label, tool.version, shown, outcome.problem),
				file: first.file.path
			});
			return;
		}
		const byLinted = new Map(targets.map((target) => [target.linted, target]));
		for (const target of targets) result.checkedFiles.push(target.file.path);
		for (const diagnostic of outcome.diagnostics) {
			const target = byLinted.get(diagnostic.file);
			if (target) result.findings.push(findingOf(diagnostic, target.file.path));
		}
		for (const target of targets) {
			if (target.before === void 0) continue;
			const after = await readFile(target.file.absPath, "utf8").catch(() => void 0);
			if (after !== void 0 && after !== target.before) result.fixedFiles?.push(target.file.path);
		}
	} finally {
		await Promise.all(targets.filter((target) => target.linted !== target.file.absPath).map((target) => rm(target.linted, { force: true })));
	}
}
/** A tool process run for the editor door, outside any check: ended after this long. */
const EDITOR_RUN_MS = 3e4;
/**
* The editor door's fix (`qgate lsp`) with Biome: the text on stdin through `biome check --write`
* with its formatter off (Biome's safe fixes and import sorting, as the lint check's `--fix` applies
* them), printed. Undefined when nothing changes; an Error with Biome's reason when it cannot run.
*/
async function biomeFixedText(root, absFile, text, configFile) {
	const item = {
		packageDir: owningPackageDir(absFile, root),
		configFile
	};
	const tool = resolveOwnTool(TOOL_PACKAGES.biome, biomeLinter.label, item, { root });
	const output = await runToolProcess(toolCommand(tool, biomeLinter.label), [
		"check",
		"--formatter-enabled=false",
		"--write",
		"--colors=off",
		`--stdin-file-path=${absFile}`
	], {
		cwd: configFile ? path.dirname(configFile) : item.packageDir,
		input: text,
		context: {
			signal: AbortSignal.timeout(EDITOR_RUN_MS),
			registerChild: () => void 0
		}
	});
	if (output.exitCode !== 0) throw new Error(output.unfinished ?? (output.stderr.trim().split("\n")[0] || `Biome ${tool.version} exited ${output.exitCode}`));
	return output.stdout === "" || output.stdout === text ? void 0 : output.stdout;
}

// dist/checks/lint/run.js
/**
* The `lint` check: ESLint, with the project's own ESLint and the config that governs each file
* (flat config, or legacy .eslintrc where the project's ESLint 7/8/9 still runs it). Files are grouped
* by (owning package, config, tool) and each group is linted by one cached ESLint instance, so one run
* can span the packages of a monorepo. Without any config, qgate's bundled ESLint runs its default rules.
*/
const TS_FILE = /\.(?:ts|tsx|mts|cts)$/i;
/** `dir` if it contains `other` (or is it), else `other`: the outer of two nested directories. */
function outer(dir, other) {
	const relative = path.relative(dir, other);
	return !relative.startsWith("..") && !path.isAbsolute(relative) ? dir : other;
}
/** Decides tool, mode and working directory for one file; throws DependencyError when it cannot lint. */
function planFile(file, packageDir, context) {
	const options = {
		requireProjectTool: context.requireProjectTool,
		root: context.root
	};
	const config = locateEslintConfig(file.absPath, context.root, packageDir);
	switch (config.kind) {
		case "flat": return {
			tool: resolveTool("eslint", packageDir, options),
			mode: "flat",
			cwd: config.dir,
			...config.file ? { configFile: config.file } : {}
		};
		case "legacy": return {
			tool: resolveTool("eslint", packageDir, options),
			mode: "legacy",
			cwd: outer(config.dir, packageDir),
			...config.file ? { configFile: config.file } : {}
		};
		case "none":
			if (context.requireProjectTool) {
				resolveTool("eslint", packageDir, options);
				throw new DependencyError(checkMessages.lint.noConfigRequired(displayPath(file.path)));
			}
			return {
				tool: resolveTool("eslint", QGATE_DIR, {
					requireProjectTool: false,
					root: context.root
				}),
				mode: "default",
				cwd: packageDir,
				...TS_FILE.test(file.path) ? {
					defaultConfig: () => defaultConfig(true),
					variant: "typescript"
				} : {
					defaultConfig: () => defaultConfig(false),
					variant: "javascript"
				}
			};
	}
}
function errorTypeOf(error) {
	if (error instanceof DependencyError) return "dependency_error";
	const { code, messageTemplate } = error ?? {};
	if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") return "dependency_error";
	if (messageTemplate === "plugin-missing" || messageTemplate === "extend-config-missing") return "dependency_error";
	return "tool_execution_failed";
}
/**
* One failure line for an error thrown while loading or running ESLint on `file`: TypeScript that the
* config's typescript-eslint does not support, a missing package (with the install command), a missing
* tool, or a crash (in a rule, or in the config, which fails every file alike).
*/
function lintFailure(error, file, what, cwd, configLabel) {
	const unsupported = explainUnsupportedTypeScript(error, cwd, configLabel);
	const crash = unsupported ? {
		message: unsupported,
		inRule: false
	} : error instanceof DependencyError ? {
		message: describeError(error),
		inRule: false
	} : describeCrash(error, displayPath(file), what);
	const errorType = unsupported ? "dependency_error" : errorTypeOf(error);
	const fix = errorType === "dependency_error" && !unsupported ? missingPackageFix(error, cwd) : void 0;
	return {
		failure: {
			check: "lint",
			errorType,
			message: fix ? checkMessages.lint.withFix(crash.message, fix) : crash.message,
			file
		},
		inRule: crash.inRule
	};
}
async function lintGroup(group, context, result) {
	const { spec } = group;
	const toolName = `ESLint ${spec.tool.version}`;
	const configLabel = spec.configFile ? toRelative(context.root, spec.configFile) : checkMessages.lint.qgateDefaultConfig;
	const instances = /* @__PURE__ */ new Map();
	const instance = (fix) => {
		let found = instances.get(fix);
		if (!found) instances.set(fix, found = getESLint({
			...spec,
			fix
		}));
		return found;
	};
	const ignored = [];
	/** Files with findings, to lint as they are at the base revision too (compareWithBase). */
	const withFindings = [];
	try {
		await lintGroupFiles();
		await lintAtBase();
	} finally {
		if (ignored.length > 0) result.notes.push(checkMessages.lint.ignored(configLabel, listSome(ignored)));
	}
	/**
	* A diff judged by its changed lines: what ESLint reports in the same files at the base revision,
	* so that a finding the change caused on a line it did not touch (an import left unused) blocks, and
	* one that was there before does not (the engine compares by file, rule and message). A file that
	* cannot be read or linted there is left out: its changed lines decide, as before.
	*/
	async function lintAtBase() {
		if (!context.compareWithBase || !context.baseRevision || withFindings.length === 0) return;
		const contents = await readBaseContents(context.root, context.baseRevision, withFindings.map((file) => file.absPath));
		const eslint = await instance(false);
		for (const file of withFindings) {
			const text = contents.get(file.absPath);
			if (text === void 0) continue;
			const atBase = result.atBase ??= {
				files: [],
				findings: []
			};
			if (text === null) {
				atBase.files.push(file.path);
				continue;
			}
			try {
				const [lint] = await eslint.lintText(text, {
					filePath: file.absPath,
					warnIgnored: false
				});
				if (!lint) continue;
				atBase.files.push(file.path);
				for (const message of lint.messages) {
					const { rule, message: said } = toFinding(file.path, message);
					atBase.findings.push({
						file: file.path,
						rule,
						message: said
					});
				}
			} catch {}
		}
		if (result.readsProgram === true) for (const file of withFindings) {
			const text = file.content ?? await readFile(file.absPath, "utf8").catch(() => void 0);
			if (text !== void 0) await eslint.lintText(text, {
				filePath: file.absPath,
				warnIgnored: false
			}).catch(() => void 0);
		}
	}
	async function lintGroupFiles() {
		for (const file of countingDone(group.files, context)) {
			const shown = displayPath(file.path);
			const fix = context.fix && file.content === void 0;
			let eslint;
			try {
				eslint = await instance(fix);
			} catch (error) {
				result.failures.push(lintFailure(error, file.path, `${toolName}, ${configLabel}`, spec.cwd, configLabel).failure);
				return;
			}
			let text;
			try {
				text = file.content ?? await readFile(file.absPath, "utf8");
			} catch (error) {
				result.failures.push({
					check: "lint",
					errorType: "file_operation_failed",
					message: checkMessages.cannotRead(shown, describeError(error)),
					file: file.path
				});
				continue;
			}
			let lint;
			try {
				if (spec.variant !== "javascript") pinTsconfigRootDir(spec.mode === "default" ? QGATE_DIR : spec.cwd, spec.cwd);
				[lint] = await eslint.lintText(text, {
					filePath: file.absPath,
					warnIgnored: false
				});
			} catch (error) {
				const { failure, inRule } = lintFailure(error, file.path, `${toolName}, ${configLabel}`, spec.cwd, configLabel);
				result.failures.push(failure);
				if (!inRule) return;
				continue;
			}
			if (!lint) {
				ignored.push(shown);
				continue;
			}
			result.checkedFiles.push(file.path);
			if (result.readsProgram !== true && await usesTypeInformation(eslint, file.absPath)) result.readsProgram = true;
			if (fix && lint.output !== void 0 && lint.output !== text) try {
				await writeFileAtomic(file.absPath, lint.output);
				result.fixedFiles?.push(file.path);
			} catch (error) {
				result.failures.push({
					check: "lint",
					errorType: "file_operation_failed",
					message: checkMessages.cannotWrite(shown, describeError(error)),
					file: file.path
				});
			}
			result.findings.push(...lint.messages.map((message) => toFinding(file.path, message)));
			if (lint.messages.length > 0) withFindings.push(file);
		}
	}
}
/**
* Whether the config that linted `file` gives its rules type information (typescript-eslint's
* `project` or `projectService`): then the findings depend on other files too, and the engine must not
* reuse them when only this file is unchanged. When it cannot tell, it says yes.
*/
async function usesTypeInformation(eslint, file) {
	if (!eslint.calculateConfigForFile) return true;
	try {
		const config = await eslint.calculateConfigForFile(file);
		const options = config?.languageOptions?.parserOptions ?? config?.parserOptions;
		return Boolean(options && (options.project || options.projectService || options.programs || options.EXPERIMENTAL_useProjectService));
	} catch {
		return true;
	}
}
async function runLint(context) {
	const result = {
		...emptyResult(),
		fixedFiles: []
	};
	const groups = /* @__PURE__ */ new Map();
	const reported = /* @__PURE__ */ new Set();
	const plan = planLint(context);
	for (const file of plan.eslint) {
		const packageDir = owningPackageDir(file.absPath, context.root);
		let spec;
		try {
			spec = planFile(file, packageDir, context);
		} catch (error) {
			const message = describeError(error);
			if (!reported.has(message)) {
				reported.add(message);
				result.failures.push({
					check: "lint",
					errorType: errorTypeOf(error),
					message,
					file: file.path
				});
			}
			continue;
		}
		const key = [
			packageDir,
			spec.tool.packageJson,
			spec.mode,
			spec.cwd,
			spec.configFile ?? "",
			spec.variant ?? ""
		].join("\0");
		let group = groups.get(key);
		if (!group) groups.set(key, group = {
			packageDir,
			spec,
			files: []
		});
		group.files.push(file);
	}
	for (const group of groups.values()) {
		const use = toolUse(group.spec.tool, group.packageDir, context.root);
		addToolUse(result.tools, use);
		if (group.spec.mode === "default") {
			const note = checkMessages.lint.defaultConfigUsed(use.packageDir, use.version, DEFAULT_CONFIG_DESCRIPTION);
			if (!result.notes.includes(note)) result.notes.push(note);
		}
		try {
			await lintGroup(group, context, result);
		} catch (error) {
			const unsupported = explainUnsupportedTypeScript(error, group.spec.cwd, group.spec.configFile ? toRelative(context.root, group.spec.configFile) : checkMessages.lint.qgateDefaultConfig);
			result.failures.push({
				check: "lint",
				errorType: unsupported ? "dependency_error" : errorTypeOf(error),
				message: unsupported ?? checkMessages.lint.failed(describeError(error))
			});
		}
	}
	await runOwnLinters(plan.own, context, result);
	return result;
}

export { getESLint as a, pinTsconfigRootDir as i, runLint as n, biomeFixedText as r, planFile as t };