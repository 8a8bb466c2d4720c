import { i as owningPackageDir, o as toRelative, t as displayPath } from "./paths-CKwe_9xS.js";
import { n as DependencyError, o as describeError } from "./errors-BsNsftzl.js";
import { i as emptyResult, n as countingDone, t as addToolUse } from "./check-CKjFkU4c.js";
import { a as formatWithServer, c as resolveOwnTool, d as fileInfoOf, f as getPrettier, l as runToolProcess, o as firstLine, p as majorVersion, s as rejectedArguments, t as biomeFormatter, u as toolCommand } from "./biome-BkkL7iZp.js";
import { t as ConfigProbe } from "./config-probe-DzZ_2I1P.js";
import { c as TOOL_PACKAGES, d as PRETTIER_CONFIG_FILES, l as projectFormatters, r as FORMAT_TOOLS, s as SUPPORTED_VERSIONS } from "./project-tools-DcEmU7UV.js";
import { i as toolUse, r as resolveTool, t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { b as listSome, r as checkMessages } from "./messages-CuSOVVL6.js";
import { t as readBaseContents } from "./base-b5zQOKEs.js";
import { n as isLockfile } from "./files-BZPNiYX_.js";
import { t as getOrCreate } from "./cache-DErHylgO.js";
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

// dist/checks/format/diff.js
/**
* Where a file differs from Prettier's output, in lines of the ORIGINAL text: the engine's
* changed-lines scope compares that range with the lines a diff touched.
*/
/** Splits on `\n` only, so a CRLF line that Prettier turns into LF counts as different. */
function lines(text) {
	return text.split("\n");
}
function differingLines(original, formatted) {
	if (original === formatted) return void 0;
	const a = lines(original);
	const b = lines(formatted);
	let prefix = 0;
	while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
	let suffix = 0;
	while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
	const last = original.endsWith("\n") ? Math.max(1, a.length - 1) : a.length;
	const line = Math.min(prefix + 1, last);
	return {
		line,
		endLine: Math.max(line, Math.min(a.length - suffix, last))
	};
}

// dist/checks/format/tools/dprint.js
/**
* dprint: `dprint fmt --stdin <absolute path>` formats stdin with the config dprint finds for that
* path (dprint.json(c) or .dprint.json(c) here or above), applying its includes and excludes (an
* excluded file comes back unchanged). A syntax error ends with `at file:///<path>:<line>:<col>`;
* configuration errors name the config file or say "configuration".
*/
const dprintFormatter = {
	name: "dprint",
	label: "dprint",
	args: (absFile) => [
		"fmt",
		"--stdin",
		absFile
	],
	problem(stderr, absFile) {
		const lines = stderr.split("\n").map((line) => line.trim());
		for (const line of lines) {
			const syntax = /^(.*) at (file:\/\/\S+):(\d+):(\d+)$/.exec(line);
			if (syntax?.[2] && fileURLToPath(syntax[2]) === absFile) return { syntax: {
				line: Number(syntax[3]),
				column: Number(syntax[4]),
				message: syntax[1] ?? ""
			} };
		}
		const configFile = lines.find((line) => /^at .*dprint\.jsonc?$/.test(line));
		const configLine = lines.findIndex((line) => /configuration|deserializ/i.test(line));
		if (configFile || configLine >= 0) return { config: {
			where: configFile ? configFile.slice(3) : "its config",
			problem: lines[Math.max(0, configLine)] ?? ""
		} };
		return {};
	}
};

// dist/checks/format/tools/oxfmt.js
/**
* oxfmt: `oxfmt --stdin-filepath=<file>` prints the formatted text with the config it finds for that
* path (.oxfmtrc.json(c), oxfmt.config.(m)ts, nested configs). A syntax error is printed as
* `x <message>` followed by `,-[<path>:<line>:<col>]`; a config it cannot load starts with
* "Failed to load configuration file."
*/
const oxfmtFormatter = {
	name: "oxfmt",
	label: "oxfmt",
	args: (absFile) => [`--stdin-filepath=${absFile}`],
	skipped: ({ exitCode, stderr }, absFile) => exitCode !== 0 && /Unsupported file type/i.test(stderr) ? isLockfile(absFile) ? checkMessages.ownTools.lockfile : checkMessages.ownTools.unsupportedFile : void 0,
	target: {
		args: (absFile) => ["--list-different", absFile],
		excluded: ({ exitCode, stdout, stderr }) => exitCode === 2 && /Expected at least one target file/i.test(`${stdout}\n${stderr}`)
	},
	problem(stderr, absFile, cwd) {
		const lines = stderr.split("\n").map((line) => line.trim());
		const at = lines.findIndex((line) => /^,-\[.+:\d+:\d+\]$/.test(line));
		if (at > 0) {
			const [, file, line, column] = /^,-\[(.+):(\d+):(\d+)\]$/.exec(lines[at] ?? "") ?? [];
			const message = lines.slice(0, at).reverse().map((text) => /^x\s+(.*)$/.exec(text)?.[1]).find((text) => text !== void 0);
			if (file && path.resolve(cwd, file) === absFile) return { syntax: {
				line: Number(line),
				column: Number(column),
				message: message ?? "syntax error"
			} };
		}
		const config = lines.findIndex((line) => line.startsWith("Failed to load configuration file"));
		if (config >= 0) return { config: {
			where: "its config",
			problem: lines.slice(config + 1).find((line) => line) ?? lines[config] ?? ""
		} };
		return {};
	}
};

// dist/checks/format/tools/index.js
/**
* The format check's dispatch: which formatter each file gets (project-tools.ts), and the run of the
* ones that are not Prettier (Biome, oxfmt, dprint). Each reads the file's text on stdin (the staged
* content in staged mode) and prints it formatted; the differing lines are the finding, and `--fix`
* writes the tool's output.
*/
const FORMATTERS = {
	biome: biomeFormatter,
	oxfmt: oxfmtFormatter,
	dprint: dprintFormatter
};
/** The policy's `checks.format.tool`, when it names one. */
function chosenTool(options) {
	const tool = options.tool;
	return FORMAT_TOOLS.find((name) => name === tool);
}
function planFormat(context) {
	const plan = {
		prettier: [],
		bundled: /* @__PURE__ */ new Set(),
		own: []
	};
	const chosen = chosenTool(context.options);
	for (const file of context.files) {
		if (file.change === "delete") continue;
		const packageDir = owningPackageDir(file.absPath, context.root);
		const tools = projectFormatters(file.absPath, packageDir, context.root, chosen);
		if (tools.length === 0) {
			plan.prettier.push(file);
			plan.bundled.add(file);
		}
		for (const tool of tools) if (tool.name === "prettier") plan.prettier.push(file);
		else plan.own.push({
			file,
			packageDir,
			formatter: FORMATTERS[tool.name],
			configFile: tool.configFile
		});
	}
	return plan;
}
/** The directory the tool runs in: the package, or a config below it (Biome and oxfmt look up from there). */
function cwdOf(item) {
	if (!item.configFile) return item.packageDir;
	const dir = path.dirname(item.configFile);
	return toRelative(item.packageDir, dir).startsWith("..") ? item.packageDir : dir;
}
async function runOwnFormatters(items, context, result) {
	const loaded = /* @__PURE__ */ new Map();
	const notChecked = /* @__PURE__ */ new Map();
	const skip = (label, reason, shown) => {
		const key = `${label}\0${reason}`;
		const entry = notChecked.get(key);
		if (entry) entry.files.push(shown);
		else notChecked.set(key, {
			label,
			reason,
			files: [shown]
		});
	};
	try {
		await formatEach();
	} finally {
		for (const { label, reason, files } of notChecked.values()) result.notes.push(checkMessages.ownTools.notChecked(label, listSome(files), reason));
	}
	async function formatEach() {
		for (const item of countingDone(items, context)) {
			const { file, formatter } = item;
			const shown = displayPath(file.path);
			const key = `${formatter.name}\0${item.packageDir}`;
			let entry = loaded.get(key);
			if (!entry) {
				try {
					const tool = resolveOwnTool(TOOL_PACKAGES[formatter.name], formatter.label, item, context);
					entry = {
						tool,
						command: toolCommand(tool, formatter.label)
					};
					addToolUse(result.tools, toolUse(tool, item.packageDir, context.root));
				} catch (error) {
					result.failures.push({
						check: "format",
						errorType: error instanceof DependencyError ? "dependency_error" : "tool_execution_failed",
						message: describeError(error),
						file: file.path
					});
					entry = { failed: true };
				}
				loaded.set(key, entry);
			}
			if ("failed" in entry) continue;
			const { tool, command } = entry;
			let text;
			try {
				text = file.content ?? await readFile(file.absPath, "utf8");
			} catch (error) {
				result.failures.push({
					check: "format",
					errorType: "file_operation_failed",
					message: checkMessages.cannotRead(shown, describeError(error)),
					file: file.path
				});
				continue;
			}
			const cwd = cwdOf(item);
			const warm = formatter.name === "biome" ? await formatWithServer(command, cwd, file.absPath, text, context) : void 0;
			const output = warm !== void 0 ? {
				exitCode: 0,
				stdout: warm,
				stderr: ""
			} : await runToolProcess(command, formatter.args(file.absPath), {
				cwd,
				input: text,
				context
			});
			if (output.exitCode === void 0) {
				result.failures.push({
					check: "format",
					errorType: "tool_execution_failed",
					message: checkMessages.ownTools.didNotFinish(formatter.label, tool.version, shown, output.unfinished ?? ""),
					file: file.path
				});
				continue;
			}
			const skipped = formatter.skipped?.({
				...output,
				exitCode: output.exitCode
			}, file.absPath);
			if (skipped) {
				skip(formatter.label, skipped, shown);
				continue;
			}
			if (output.exitCode !== 0) {
				const rejected = rejectedArguments(output.stderr);
				if (rejected) {
					result.failures.push({
						check: "format",
						errorType: "tool_execution_failed",
						message: checkMessages.ownTools.rejectedArguments(formatter.label, tool.version, rejected, SUPPORTED_VERSIONS[formatter.name]),
						file: file.path
					});
					loaded.set(key, { failed: true });
					continue;
				}
				const problem = formatter.problem(output.stderr, file.absPath, cwd);
				if (problem.syntax) {
					result.checkedFiles.push(file.path);
					result.findings.push({
						check: "format",
						rule: `${formatter.name}/parse`,
						severity: "error",
						file: file.path,
						line: Math.max(1, problem.syntax.line),
						column: Math.max(1, problem.syntax.column),
						message: checkMessages.ownTools.cannotParse(formatter.label, problem.syntax.message)
					});
					continue;
				}
				result.failures.push({
					check: "format",
					errorType: "tool_execution_failed",
					message: problem.config ? checkMessages.ownTools.rejectedConfig(formatter.label, tool.version, displayPath(toRelative(context.root, problem.config.where) || problem.config.where), problem.config.problem) : checkMessages.ownTools.failed(formatter.label, tool.version, shown, firstLine(output.stderr || output.stdout)),
					file: file.path
				});
				if (problem.config) loaded.set(key, { failed: true });
				continue;
			}
			const range = differingLines(text, output.stdout);
			if (range && formatter.target && existsSync(file.absPath)) {
				const answer = await runToolProcess(command, formatter.target.args(file.absPath), {
					cwd,
					context
				});
				if (answer.exitCode !== void 0 && formatter.target.excluded({
					...answer,
					exitCode: answer.exitCode
				})) {
					skip(formatter.label, checkMessages.ownTools.ignoredFile, shown);
					continue;
				}
			}
			result.checkedFiles.push(file.path);
			if (!range) continue;
			if (context.fix && file.content === void 0) {
				try {
					await writeFileAtomic(file.absPath, output.stdout);
					result.fixedFiles?.push(file.path);
				} catch (error) {
					result.failures.push({
						check: "format",
						errorType: "file_operation_failed",
						message: checkMessages.cannotWrite(shown, describeError(error)),
						file: file.path
					});
				}
				continue;
			}
			result.findings.push({
				check: "format",
				rule: `${formatter.name}/format`,
				severity: "error",
				file: file.path,
				line: range.line,
				column: 1,
				endLine: range.endLine,
				message: checkMessages.ownTools.notFormatted(formatter.label, range.line, range.endLine),
				fixable: true
			});
			if (await baseFormatted(file, command, formatter, cwd)) (result.atBase ??= {
				files: [],
				findings: []
			}).files.push(file.path);
		}
	}
	/** Whether the file is new at the base revision, or formatted there (false when unknown). */
	async function baseFormatted(file, command, formatter, cwd) {
		if (!context.compareWithBase || !context.baseRevision) return false;
		const before = (await readBaseContents(context.root, context.baseRevision, [file.absPath])).get(file.absPath);
		if (before === void 0) return false;
		if (before === null) return true;
		const output = await runToolProcess(command, formatter.args(file.absPath), {
			cwd,
			input: before,
			context
		});
		return output.exitCode === 0 && !differingLines(before, output.stdout);
	}
}
/** A tool process run for the editor door, outside any check: ended after this long. */
const EDITOR_RUN_MS = 3e4;
/**
* The editor door's formatting (`qgate lsp`) with a project formatter other than Prettier: the text on
* the tool's stdin, as the format check runs it, and its output. Undefined when the text is formatted
* already or the tool leaves the file alone (a file type it does not format, an ignored path); an
* Error with the tool's reason when it cannot format it.
*/
async function formatWithOwnTool(root, absFile, text, chosen) {
	const formatter = FORMATTERS[chosen.name];
	const item = {
		packageDir: owningPackageDir(absFile, root),
		configFile: chosen.configFile
	};
	const tool = resolveOwnTool(TOOL_PACKAGES[formatter.name], formatter.label, item, { root });
	const cwd = cwdOf(item);
	const output = await runToolProcess(toolCommand(tool, formatter.label), formatter.args(absFile), {
		cwd,
		input: text,
		context: {
			signal: AbortSignal.timeout(EDITOR_RUN_MS),
			registerChild: () => void 0
		}
	});
	const shown = displayPath(toRelative(root, absFile));
	if (output.exitCode === void 0) throw new Error(checkMessages.ownTools.didNotFinish(formatter.label, tool.version, shown, output.unfinished ?? ""));
	if (formatter.skipped?.({
		...output,
		exitCode: output.exitCode
	}, absFile)) return void 0;
	if (output.exitCode !== 0) {
		const problem = formatter.problem(output.stderr, absFile, cwd);
		throw new Error(problem.syntax ? checkMessages.ownTools.cannotParse(formatter.label, problem.syntax.message) : checkMessages.ownTools.failed(formatter.label, tool.version, shown, firstLine(output.stderr || output.stdout)));
	}
	return output.stdout === text ? void 0 : output.stdout;
}

// dist/checks/format/run.js
/**
* The `format` check: Prettier, as `prettier --check` would run it in the package that owns each file.
* The project's own Prettier and config decide (.prettierrc*, package.json `prettier`, overrides,
* .editorconfig, .prettierignore/.gitignore); qgate's bundled Prettier 3 is the fallback.
*/
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
			reason: "ignored"
		};
		if (typeof config.parser !== "string" && !info.inferredParser) return {
			kind: "skipped",
			reason: "noParser"
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
	const skipped = {
		ignored: [],
		noParser: []
	};
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
				skipped[outcome.reason].push(displayPath(file.path));
				break;
			case "failure": result.failures.push({
				check: "format",
				errorType: outcome.errorType,
				message: outcome.message,
				file: file.path
			});
		}
	}
	for (const reason of ["ignored", "noParser"]) if (skipped[reason].length > 0) result.notes.push(checkMessages.format[reason](skipped[reason]));
	await runOwnFormatters(plan.own, context, result);
	return result;
}

export { formatWithOwnTool as i, resolvePlugins as n, runFormat as r, ignorePaths as t };