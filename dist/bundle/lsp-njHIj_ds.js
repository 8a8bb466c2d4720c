import { a as UsageError } from "./errors-BsNsftzl.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { i as owningPackageDir, o as toRelative, r as isInside } from "./paths-CKwe_9xS.js";
import { n as explainRule, t as withProtocolStdout } from "./protocol-stdout-CH-P13qx.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { o as redactText } from "./redact-CzCWQn79.js";
import { i as cliMessages, l as lspMessages } from "./messages-CuSOVVL6.js";
import { l as projectFormatters, u as projectLinters } from "./project-tools-DcEmU7UV.js";
import { r as resolveTool, t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { a as getESLint, i as pinTsconfigRootDir, r as biomeFixedText, t as planFile } from "./run-Bc00TPUL.js";
import { f as getPrettier, p as majorVersion } from "./biome-BkkL7iZp.js";
import { i as formatWithOwnTool, n as resolvePlugins, t as ignorePaths } from "./run-Cog-Vcur.js";
import { a as forwardRun, i as daemonDisabled, n as DaemonOff } from "./client-BJW_B4A-.js";
import { t as inProcessRunner } from "./run-request-DvZaN2uP.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CodeActionKind, DocumentDiagnosticReportKind, LSPErrorCodes, ResponseError, ShowMessageNotification, TextDocumentSyncKind, TextDocuments, createConnection } from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";

// dist/lsp/diagnostics.js
/** The command code actions and `codeDescription` links run to explain a rule. */
const EXPLAIN_COMMAND = "qgate.explain";
/** The checks a run needs for this setting (undefined: the policy's own). */
function checksToRun(setting) {
	if (setting === "all") return void 0;
	if (setting === "editor-gaps") return ["types", "security"];
	return setting;
}
/** Whether a finding is shown, for a run on `file`. */
function shown(finding, file, setting) {
	if (setting === "all") return true;
	if (setting === "editor-gaps") return finding.check === "security" || finding.check === "types" && finding.file !== file;
	return setting.includes(finding.check);
}
const SEVERITY = {
	error: 1,
	warning: 2,
	info: 3
};
function toDiagnostic(finding, style = { ruleInMessage: false }) {
	const line = Math.max(0, finding.line - 1);
	const character = Math.max(0, finding.column - 1);
	const endLine = finding.endLine !== void 0 ? Math.max(line, finding.endLine - 1) : line;
	const endCharacter = finding.endColumn !== void 0 ? Math.max(0, finding.endColumn - 1) : finding.endLine !== void 0 && finding.endLine !== finding.line ? 0 : character + 1;
	return {
		range: {
			start: {
				line,
				character
			},
			end: {
				line: endLine,
				character: endLine === line ? Math.max(character, endCharacter) : endCharacter
			}
		},
		severity: SEVERITY[finding.severity] ?? 1,
		source: `qgate/${finding.check}`,
		code: finding.rule,
		codeDescription: { href: `command:${EXPLAIN_COMMAND}?${encodeURIComponent(JSON.stringify([finding.rule]))}` },
		message: style.ruleInMessage ? lspMessages.withRule(finding.message, finding.rule) : finding.message,
		data: {
			rule: finding.rule,
			check: finding.check,
			fixable: finding.fixable === true
		}
	};
}
/** The report's shown findings as diagnostics, by root-relative file (the gated file always present). */
function diagnosticsByFile(report, file, setting, style = { ruleInMessage: false }) {
	const byFile = /* @__PURE__ */ new Map([[file, []]]);
	for (const finding of report.findings) {
		if (!shown(finding, file, setting)) continue;
		const list = byFile.get(finding.file) ?? [];
		list.push(toDiagnostic(finding, style));
		byFile.set(finding.file, list);
	}
	return byFile;
}

// dist/checks/lint/fix-text.js
/**
* A text's lint fixes, for the editor door's code action: the unsaved buffer through the linters that
* lint the file, fixing: ESLint with the config that governs it (the project's, else qgate's default),
* and Biome (`biome check --write`, its safe fixes); returned as text the editor applies (nothing is
* written here). oxlint fixes only files on disk (it has no stdin mode): a file linted by oxlint alone
* is refused with a reason.
*/
var LintFixProblem = class extends Error {};
/** The text with its linters' fixes applied, or undefined when they change nothing. */
async function lintFixedText(root, absFile, text) {
	const packageDir = owningPackageDir(absFile, root);
	const linters = projectLinters(absFile, packageDir, root);
	const fixers = linters.filter((tool) => tool.name !== "oxlint");
	if (linters.length > 0 && fixers.length === 0) throw new LintFixProblem(lspMessages.otherLinter("oxlint"));
	const order = fixers.length > 0 ? fixers : [{
		name: "eslint",
		configFile: void 0
	}];
	let current = text;
	for (const tool of order) {
		const fixed = tool.name === "biome" ? await biomeFixedText(root, absFile, current, tool.configFile) : await eslintFixedText(root, packageDir, absFile, current);
		if (fixed !== void 0) current = fixed;
	}
	return current === text ? void 0 : current;
}
/** ESLint's fixes, with the ESLint and config that lint the file, or undefined when they change nothing. */
async function eslintFixedText(root, packageDir, absFile, text) {
	const file = {
		path: toRelative(root, absFile),
		absPath: absFile,
		change: "modify"
	};
	const spec = planFile(file, packageDir, {
		root,
		requireProjectTool: false
	});
	if (spec.variant !== "javascript") pinTsconfigRootDir(spec.mode === "default" ? QGATE_DIR : spec.cwd, spec.cwd);
	const [result] = await (await getESLint({
		...spec,
		fix: true
	})).lintText(text, {
		filePath: absFile,
		warnIgnored: false
	});
	return result?.output !== void 0 && result.output !== text ? result.output : void 0;
}

// dist/lsp/format.js
/**
* `textDocument/formatting`: the document's text through the project's formatter, returned as an edit
* the client applies (nothing is written here). Prettier (the project's, else qgate's bundled copy, as
* the format check uses it), or the project's own Biome, oxfmt or dprint, on stdin as the format check
* runs them. A file the project's .prettierignore (or, with Prettier 3, .gitignore) excludes is left as
* it is, as the format check skips it.
*/
/** The formatted text, or undefined when the formatter leaves it as it is (or ignores the file). */
async function formatText(root, absFile, text) {
	const packageDir = owningPackageDir(absFile, root);
	const own = projectFormatters(absFile, packageDir, root).find((tool) => tool.name !== "prettier");
	if (own) return formatWithOwnTool(root, absFile, text, own);
	const tool = resolveTool("prettier", packageDir, {
		requireProjectTool: false,
		root
	});
	const prettier = await getPrettier(tool);
	const config = await prettier.resolveConfig(absFile, { editorconfig: true }) ?? {};
	const plugins = resolvePlugins(config.plugins, packageDir);
	const ignorePath = ignorePaths(tool, packageDir, root);
	const info = await prettier.getFileInfo(absFile, {
		...ignorePath.length > 0 ? { ignorePath: majorVersion(tool.version) >= 3 ? ignorePath : ignorePath[0] } : {},
		withNodeModules: false,
		...plugins ? { plugins } : {},
		resolveConfig: false
	});
	if (info.ignored || typeof config.parser !== "string" && info.inferredParser === null) return void 0;
	const formatted = await prettier.format(text, {
		...config,
		...plugins ? { plugins } : {},
		filepath: absFile
	});
	return formatted === text ? void 0 : formatted;
}

// dist/lsp/gate.js
/**
* One gate run on a document's current text: `qgate check --format json --stdin-filepath <file>` with
* the text on its standard input, so the unsaved buffer is what is checked (changes/stdin-file.ts).
* It goes to the warm daemon when one serves (started as a hook starts it), else it runs in this
* process; runs here take turns, since runRequest swaps the process's streams for a run's duration.
*/
/** A run that produced no report: its one-line reason, shown to the user. */
var GateProblem = class extends Error {};
function gateRunner(runCli, onNote) {
	const runInProcess = inProcessRunner(runCli);
	const cold = (root, argv, text) => runInProcess(argv, root, text);
	return { async run(root, file, text, only) {
		const argv = [
			"check",
			"--format",
			"json",
			"--no-progress",
			`--cwd=${root}`,
			`--stdin-filepath=${file}`,
			...only ? [`--only=${only.join(",")}`] : []
		];
		let output;
		if (!daemonDisabled(process.env)) try {
			output = await forwardRun(argv, {
				autostart: process.env.CI !== "true",
				cwd: root,
				stdin: text
			});
		} catch (error) {
			if (!(error instanceof DaemonOff)) onNote(lspMessages.coldBecause(error.message));
		}
		output ??= await cold(root, argv, text);
		return parseReport(output);
	} };
}
function parseReport(output) {
	let report;
	try {
		report = JSON.parse(output.stdout.toString("utf8"));
	} catch {
		report = void 0;
	}
	if (report === void 0 || typeof report.verdict !== "string" || !Array.isArray(report.findings)) {
		const line = output.stderr.toString("utf8").split("\n").find((text) => text.startsWith("qgate: ") && !text.startsWith("qgate: note"));
		throw new GateProblem(line !== void 0 ? line.replace(/^qgate: /, "") : lspMessages.noReport(output.exitCode));
	}
	return report;
}

// dist/lsp/server.js
/**
* `qgate lsp`: the editor door, a stdio language server (vscode-languageserver). It gates each open
* document's current text (the unsaved buffer) on open, on change (debounced) and on save, with the
* project's policy, and pushes the findings as `textDocument/publishDiagnostics` with the document's
* version; it also answers pull diagnostics (`textDocument/diagnostic`). The rules it keeps:
* - at most one gate run in flight per document; a newer version supersedes it (its result is dropped
*   and the latest text is gated next);
* - a result is published only when it was computed for the document's current version, and never
*   for a closed document (closing clears what it showed);
* - the types check's errors in other files (an edit broke an importer) go on those files' URIs;
* - nothing is written: formatting and fixes are edits the client applies.
* Bad input (a URI outside the workspace or any project, a huge buffer, a broken policy, a daemon
* that is gone) is one log line or message, and the server goes on serving.
*/
/** Keystrokes are gated once they pause this long. */
const DEBOUNCE_MS = 300;
/** A buffer larger than this is not gated as one types (a generated file, a log opened by mistake). */
const MAX_BUFFER_BYTES = 2097152;
/** The file a `file:` URI names, or undefined for any other URI. */
function fileOf(uri) {
	try {
		if (!uri.startsWith("file:")) return void 0;
		return path.resolve(fileURLToPath(uri));
	} catch {
		return;
	}
}
function serveLsp(options, input, output) {
	const connection = createConnection(input, output);
	const documents = new TextDocuments(TextDocument);
	const debounceMs = options.debounceMs ?? 300;
	const states = /* @__PURE__ */ new Map();
	/** Diagnostics on a URI that came from another document's run (its importer errors), by that document. */
	const contributions = /* @__PURE__ */ new Map();
	let workspace = [];
	const style = { ruleInMessage: false };
	const gate = gateRunner(options.runCli, (note) => log(note));
	function log(text) {
		redactText(text).then((safe) => connection.console.log(safe), () => void 0);
	}
	/** A message for the user, once per document and text; always logged. */
	async function tell(state, text, type = 2) {
		log(text);
		if (state?.told.has(text)) return;
		state?.told.add(text);
		try {
			const message = await redactText(text);
			await connection.sendNotification(ShowMessageNotification.type, {
				type,
				message
			});
		} catch {}
	}
	function publish(uri) {
		const state = states.get(uri);
		const document = documents.get(uri);
		const diagnostics = [];
		if (state?.own && document && state.own.version === document.version) diagnostics.push(...state.own.diagnostics);
		for (const list of contributions.get(uri)?.values() ?? []) diagnostics.push(...list);
		connection.sendDiagnostics({
			uri,
			...document && states.has(uri) ? { version: document.version } : {},
			diagnostics
		});
	}
	/** Replaces what `source`'s run put on other URIs, and publishes every URI that changed. */
	function contribute(source, byUri) {
		const state = states.get(source);
		const touched = new Set(state?.contributed ?? []);
		for (const uri of state?.contributed ?? []) contributions.get(uri)?.delete(source);
		if (state) state.contributed = new Set(byUri.keys());
		for (const [uri, list] of byUri) {
			touched.add(uri);
			const map = contributions.get(uri) ?? /* @__PURE__ */ new Map();
			map.set(source, list);
			contributions.set(uri, map);
		}
		for (const uri of touched) publish(uri);
	}
	/** Where a document is checked: its project root and path there, or why it is not. */
	async function locate(uri) {
		const abs = fileOf(uri);
		if (abs === void 0) return lspMessages.notAFile(uri);
		if (workspace.length > 0 && !workspace.some((folder) => isInside(folder, abs))) return lspMessages.outsideWorkspace(abs);
		let dir = path.dirname(abs);
		while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
		const root = await resolveRoot(void 0, dir);
		if (!existsSync(path.join(root, ".git")) || !isInside(root, abs)) return lspMessages.outsideProject(abs);
		if (workspace.length > 0 && !workspace.some((folder) => isInside(folder, root) || isInside(root, folder))) return lspMessages.outsideWorkspace(abs);
		return {
			root,
			file: toRelative(root, abs),
			abs
		};
	}
	function setting(root) {
		try {
			return loadPolicy({
				root,
				cwd: root
			}).lsp.checks;
		} catch {
			return "editor-gaps";
		}
	}
	function wake(state) {
		const waiting = state.waiters.splice(0);
		for (const resolve of waiting) resolve();
	}
	function schedule(uri, delay) {
		const state = states.get(uri);
		if (!state) return;
		clearTimeout(state.timer);
		state.timer = void 0;
		if (delay === 0) {
			runFor(uri);
			return;
		}
		state.timer = setTimeout(() => {
			state.timer = void 0;
			runFor(uri);
		}, delay);
	}
	/** Gates the document's current text, unless a run for it is in flight (then that run's end does). */
	async function runFor(uri) {
		const state = states.get(uri);
		const document = documents.get(uri);
		if (!state || !document || state.running) return;
		const version = document.version;
		const text = document.getText();
		state.running = true;
		try {
			await gateOnce(uri, state, version, text);
		} catch (error) {
			await tell(state, lspMessages.internal("gate", error.message), 1);
		} finally {
			state.running = false;
		}
		const now = documents.get(uri);
		if (states.get(uri) === state && now && now.version !== version && state.timer === void 0) runFor(uri);
		else if (states.get(uri) === state) wake(state);
	}
	async function gateOnce(uri, state, version, text) {
		const where = await locate(uri);
		const current = () => states.get(uri) === state && documents.get(uri)?.version === version;
		if (typeof where === "string") {
			await tell(state, where, 3);
			if (current()) {
				state.own = {
					version,
					diagnostics: []
				};
				publish(uri);
			}
			return;
		}
		const bytes = Buffer.byteLength(text);
		if (bytes > 2097152) {
			await tell(state, lspMessages.tooLarge(where.file, bytes, MAX_BUFFER_BYTES), 2);
			if (current()) {
				state.own = {
					version,
					diagnostics: []
				};
				publish(uri);
			}
			return;
		}
		const checks = setting(where.root);
		let report;
		try {
			report = await gate.run(where.root, where.file, text, checksToRun(checks));
		} catch (error) {
			await tell(state, lspMessages.gateFailed(where.file, error.message), 1);
			if (current()) {
				state.own = {
					version,
					diagnostics: []
				};
				publish(uri);
			}
			return;
		}
		if (!current()) return;
		if (!report.files.includes(where.file)) log(lspMessages.notCovered(where.file));
		const byFile = diagnosticsByFile(report, where.file, checks, style);
		state.own = {
			version,
			diagnostics: byFile.get(where.file) ?? []
		};
		byFile.delete(where.file);
		const others = /* @__PURE__ */ new Map();
		for (const [file, list] of byFile) {
			const abs = path.join(where.root, file);
			if (isInside(where.root, abs)) others.set(pathToFileURL(abs).href, list);
		}
		publish(uri);
		contribute(uri, others);
		for (const failure of report.failures) await tell(state, lspMessages.checkFailed(failure.check, failure.message), 2);
	}
	connection.onInitialize((params) => {
		const init = params.initializationOptions;
		style.ruleInMessage = typeof init === "object" && init !== null && init.ruleInMessage === true;
		const folders = (params.workspaceFolders ?? []).map((folder) => fileOf(folder.uri));
		const rootUri = params.rootUri ? fileOf(params.rootUri) : void 0;
		workspace = [
			...folders,
			rootUri,
			options.cwd
		].filter((dir) => dir !== void 0 && statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true);
		return {
			capabilities: {
				textDocumentSync: {
					openClose: true,
					change: TextDocumentSyncKind.Incremental,
					save: { includeText: false }
				},
				diagnosticProvider: {
					interFileDependencies: true,
					workspaceDiagnostics: false,
					identifier: "qgate"
				},
				codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
				documentFormattingProvider: true,
				executeCommandProvider: { commands: [EXPLAIN_COMMAND] }
			},
			serverInfo: { name: "qgate" }
		};
	});
	connection.onInitialized(() => log(lspMessages.started(workspace[0])));
	documents.onDidOpen(({ document }) => {
		const previous = states.get(document.uri);
		if (previous) clearTimeout(previous.timer);
		states.set(document.uri, {
			uri: document.uri,
			running: false,
			contributed: /* @__PURE__ */ new Set(),
			waiters: [],
			told: /* @__PURE__ */ new Set()
		});
		schedule(document.uri, 0);
	});
	documents.onDidChangeContent(({ document }) => {
		const state = states.get(document.uri);
		if (state && (state.own !== void 0 || state.running || state.timer !== void 0)) schedule(document.uri, debounceMs);
	});
	documents.onDidSave(({ document }) => schedule(document.uri, 0));
	documents.onDidClose(({ document }) => {
		const state = states.get(document.uri);
		if (!state) return;
		clearTimeout(state.timer);
		states.delete(document.uri);
		wake(state);
		contribute(document.uri, /* @__PURE__ */ new Map());
		publish(document.uri);
	});
	connection.languages.diagnostics.on(async (params, token) => {
		const uri = params.textDocument.uri;
		for (;;) {
			const state = states.get(uri);
			const document = documents.get(uri);
			if (!state || !document || token.isCancellationRequested) break;
			if (state.own?.version === document.version) break;
			await new Promise((resolve) => {
				state.waiters.push(resolve);
				token.onCancellationRequested(() => resolve());
				if (!state.running && state.timer === void 0) runFor(uri);
			});
		}
		if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, "cancelled");
		const state = states.get(uri);
		const document = documents.get(uri);
		const items = [];
		if (state?.own && document && state.own.version === document.version) items.push(...state.own.diagnostics);
		for (const list of contributions.get(uri)?.values() ?? []) items.push(...list);
		return {
			kind: DocumentDiagnosticReportKind.Full,
			items
		};
	});
	connection.onCodeAction(async (params) => {
		const actions = [];
		const seen = /* @__PURE__ */ new Set();
		for (const diagnostic of params.context.diagnostics) {
			if (typeof diagnostic.source !== "string" || !diagnostic.source.startsWith("qgate/")) continue;
			const rule = String(diagnostic.code ?? "");
			if (rule === "" || seen.has(rule)) continue;
			seen.add(rule);
			actions.push({
				title: lspMessages.explainAction(rule),
				kind: CodeActionKind.QuickFix,
				diagnostics: [diagnostic],
				command: {
					title: lspMessages.explainAction(rule),
					command: EXPLAIN_COMMAND,
					arguments: [rule, params.textDocument.uri]
				}
			});
		}
		const fixable = (source) => params.context.diagnostics.filter((d) => d.source === source && (source === "qgate/lint" || d.data?.fixable === true));
		for (const [source, title, edits] of [[
			"qgate/format",
			lspMessages.fixAction,
			formattingEdits
		], [
			"qgate/lint",
			lspMessages.lintFixAction,
			lintFixEdits
		]]) {
			const fixes = fixable(source);
			if (fixes.length === 0) continue;
			const changes = await edits(params.textDocument.uri);
			if (changes.length > 0) actions.push({
				title,
				kind: CodeActionKind.QuickFix,
				diagnostics: fixes,
				edit: { changes: { [params.textDocument.uri]: changes } }
			});
		}
		return actions;
	});
	const formattingEdits = (uri) => wholeDocumentEdits(uri, formatText, lspMessages.noFormatter);
	const lintFixEdits = (uri) => wholeDocumentEdits(uri, lintFixedText, lspMessages.noLintFix);
	/** The document's text through `rewrite` (a formatter, ESLint's fixes) as one edit, or none. */
	async function wholeDocumentEdits(uri, rewrite, cannot) {
		const document = documents.get(uri);
		if (!document) return [];
		const where = await locate(uri);
		if (typeof where === "string") {
			await tell(states.get(uri), where, 3);
			return [];
		}
		const text = document.getText();
		let formatted;
		try {
			formatted = await rewrite(where.root, where.abs, text);
		} catch (error) {
			await tell(states.get(uri), cannot(where.file, error.message), 2);
			return [];
		}
		if (formatted === void 0 || documents.get(uri)?.version !== document.version) return [];
		return [{
			range: {
				start: {
					line: 0,
					character: 0
				},
				end: document.positionAt(text.length)
			},
			newText: formatted
		}];
	}
	connection.onDocumentFormatting((params) => formattingEdits(params.textDocument.uri));
	connection.onExecuteCommand(async (params) => {
		if (params.command !== "qgate.explain") {
			await tell(void 0, lspMessages.unknownCommand(params.command), 2);
			return null;
		}
		const [rule, uri] = params.arguments ?? [];
		const where = typeof uri === "string" ? await locate(uri) : void 0;
		const root = where !== void 0 && typeof where !== "string" ? where.root : workspace[0] ?? process.cwd();
		try {
			const found = await explainRule(root, String(rule));
			const text = lspMessages.explained(found.rule, found.meaning, found.fix, found.url);
			connection.sendNotification(ShowMessageNotification.type, {
				type: 3,
				message: await redactText(text)
			});
			return text;
		} catch (error) {
			await tell(void 0, error.message, 2);
			return null;
		}
	});
	documents.listen(connection);
	return listen(connection);
}
/** Serves until the client exits or closes the stream; a handler's exception never reaches the client as a stack. */
function listen(connection) {
	return new Promise((resolve) => {
		connection.onShutdown(() => void 0);
		connection.onExit(() => resolve());
		connection.listen();
	});
}

// dist/cli/commands/lsp.js
/**
* `qgate lsp`: the editor door on stdio (src/lsp/server.ts). stdout carries the protocol and nothing
* else: the connection gets stdout's own write, and anything else that writes to process.stdout while
* the server runs (a tool's stray console.log, outside a held check run) goes to stderr instead.
*/
const lspHelp = `Usage: qgate lsp [--stdio] [--cwd <dir>]

Serves qgate to an editor (Neovim, VS Code through a generic LSP client, Helix, Zed) or an assistant
that reads diagnostics (OpenCode, Kilo) as a language server over stdio. Each open document's current
text, the unsaved buffer included, is gated on open, on change (debounced) and on save with the
project's policy; the findings come back as diagnostics with the document's version (pushed, and
pulled by clients that ask). By default only what the editor does not already show: the security
scan and the errors an edit causes in other files (the policy's lsp.checks; "all" for everything).
Code actions explain a rule and format with the project's formatter. Checks go to the warm daemon
(QGATE_DAEMON=0 turns it off), else run in this process. See docs/lsp.md.

Options:
  --stdio       Talk over stdin and stdout (the default and only transport; accepted for editors)
  --cwd <dir>   The workspace when the client names none
  -h, --help    Show this help
`;
function lspCommand(argv, main) {
	return defineCommand({
		name: "lsp",
		help: lspHelp,
		options: {
			cwd: { type: "string" },
			stdio: { type: "boolean" }
		},
		positionals: false,
		run: async ({ values, positionals }) => {
			if (positionals.length > 0) throw new UsageError(cliMessages.unexpectedArgument("lsp", positionals[0]));
			await withProtocolStdout((output) => serveLsp({
				runCli: main,
				cwd: values.cwd
			}, process.stdin, output));
			return 0;
		}
	})(argv);
}

export { lspCommand };