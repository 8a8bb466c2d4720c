import { r as oversizedReason } from "./classify-Cdn_7mhv.js";
import { t as displayPath } from "./paths-CKwe_9xS.js";
import { o as describeError } from "./errors-BsNsftzl.js";
import { c as loadSecretScanner, i as redactSecrets, t as MASK } from "./redact-CzCWQn79.js";
import { i as emptyResult, n as countingDone } from "./check-CKjFkU4c.js";
import { r as isScriptPath } from "./files-BZPNiYX_.js";
import { i as toolUse, r as resolveTool, t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { t as preloadTypeScriptForEslint } from "./code-cache-CAq8dNP2.js";
import { i as resolveRules, n as RuleOptionError, r as findingRuleId } from "./rule-set-B1fkN_y9.js";
import { t as nonLiteralShellCommand } from "./non-literal-shell-command-BVmIl8Xx.js";
import { t as pinBundledTypeScript } from "./bundled-typescript-DpftPFVq.js";
import { r as checkMessages } from "./messages-CuSOVVL6.js";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";

// dist/checks/security/triggers.js
/**
* The rules whose reports need an identifier or a string that is exactly one of these words: each
* compares a callee's, a property's or an import's name with its own list (`callee.name === "eval"`).
*/
function wordsByRule(bufferMethods) {
	const words = {
		"no-eval": ["eval"],
		"no-implied-eval": [
			"setTimeout",
			"setInterval",
			"execScript"
		],
		"no-new-func": ["Function"],
		"no-script-url": [],
		"security/detect-child-process": ["child_process", "node:child_process"],
		"security/detect-non-literal-shell-command": ["child_process", "node:child_process"],
		"security/detect-non-literal-require": ["require"],
		"security/detect-new-buffer": ["Buffer"],
		"security/detect-pseudoRandomBytes": ["pseudoRandomBytes"],
		"security/detect-disable-mustache-escape": ["escapeMarkup"],
		"security/detect-no-csrf-before-method-override": ["methodOverride"]
	};
	if (bufferMethods && bufferMethods.length > 0) words["security/detect-buffer-noassert"] = bufferMethods;
	return words;
}
/** no-script-url reports strings that start with it, in any case; any string that holds it counts. */
const JAVASCRIPT_URL = /javascript:/i;
/** The rules that look for characters anywhere in the text (tokens and comments). */
const CHARACTERS = {
	"security/detect-bidi-characters": /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u,
	"security/detect-invisible-characters": /[\u3164\uFFA0]/u
};
/**
* What can make the enabled rules report, or undefined when an enabled rule has no known trigger (a
* policy turned on a rule that reports on any member access or regular expression).
*/
function triggersFor(rules, bufferMethods) {
	const byRule = wordsByRule(bufferMethods);
	const words = /* @__PURE__ */ new Set();
	const characters = [];
	let scriptUrls = false;
	for (const [rule, level] of Object.entries(rules)) {
		if (level === "off") continue;
		const character = CHARACTERS[rule];
		if (character) {
			characters.push(character);
			continue;
		}
		const ruleWords = Object.hasOwn(byRule, rule) ? byRule[rule] : void 0;
		if (!ruleWords) return void 0;
		if (rule === "no-script-url") scriptUrls = true;
		for (const word of ruleWords) words.add(word);
	}
	return {
		words,
		scriptUrls,
		characters
	};
}
/**
* no-new-func reports `Function` only where ESTree has it as a call's or `new`'s callee or as the
* object of a member (`Function.call(...)`), parentheses aside: not as a type (`f: Function`) or a
* value passed on (`const F = Function`). Every other word counts in any role, in a type too
* (`typeof eval` is a reference no-eval reports).
*/
function calledOrMember(tsm, node, ancestors) {
	let child = node;
	let at = ancestors.length - 1;
	while (at >= 0 && tsm.isParenthesizedExpression(ancestors[at])) child = ancestors[at--];
	const parent = ancestors[at];
	if (!parent) return true;
	const isCall = tsm.isCallExpression(parent) || tsm.isNewExpression(parent);
	const isMember = tsm.isPropertyAccessExpression(parent) || tsm.isElementAccessExpression(parent);
	return (isCall || isMember) && parent.expression === child;
}
const SCRIPT_KIND_BY_EXTENSION = {
	".ts": "TS",
	".mts": "TS",
	".cts": "TS",
	".tsx": "TSX"
};
/**
* True when the pattern scan certainly reports nothing on `content`: it parses, and none of the
* triggers is in it. False means "scan it" (a trigger, a parse error, or a kind of file not handled).
*/
function nothingToReport(tsm, fileName, content, triggers) {
	const extension = /\.[^.]+$/.exec(fileName)?.[0].toLowerCase() ?? "";
	const kind = SCRIPT_KIND_BY_EXTENSION[extension];
	if (!kind) return false;
	if (triggers.characters.some((character) => character.test(content))) return false;
	const sourceFile = tsm.createSourceFile(fileName, content, tsm.ScriptTarget.Latest, false, tsm.ScriptKind[kind]);
	const parseErrors = sourceFile.parseDiagnostics;
	if (parseErrors === void 0 || parseErrors.length > 0) return false;
	if (triggers.words.size === 0 && !triggers.scriptUrls) return true;
	let found = false;
	const strings = /* @__PURE__ */ new Set([
		tsm.SyntaxKind.StringLiteral,
		tsm.SyntaxKind.NoSubstitutionTemplateLiteral,
		tsm.SyntaxKind.TemplateHead,
		tsm.SyntaxKind.TemplateMiddle,
		tsm.SyntaxKind.TemplateTail,
		tsm.SyntaxKind.JsxText
	]);
	const ancestors = [];
	const visit = (node) => {
		if (found) return;
		if (node.kind === tsm.SyntaxKind.Identifier || node.kind === tsm.SyntaxKind.PrivateIdentifier) {
			const name = node.text;
			if (triggers.words.has(name) && (name !== "Function" || calledOrMember(tsm, node, ancestors))) found = true;
			return;
		}
		if (strings.has(node.kind)) {
			const text = node.text;
			if (triggers.words.has(text) || triggers.scriptUrls && JAVASCRIPT_URL.test(text)) found = true;
			return;
		}
		ancestors.push(node);
		tsm.forEachChild(node, visit);
		ancestors.pop();
	};
	visit(sourceFile);
	return !found;
}

// dist/checks/security/patterns.js
/**
* Dangerous code patterns through a dedicated ESLint instance: qgate's bundled ESLint with its own
* rule set (rule-set.ts). It never reads the project's ESLint config (`overrideConfigFile: true`), never
* honours the project's ignores, and ignores inline `eslint-disable` comments, so neither a broken
* project config nor a comment written to silence the gate changes what it reports.
*/
const SCRIPT_FILES = [
	"**/*.js",
	"**/*.jsx",
	"**/*.mjs",
	"**/*.cjs",
	"**/*.ts",
	"**/*.tsx",
	"**/*.mts",
	"**/*.cts"
];
const TS_EXTENSIONS = /\.(?:ts|tsx|mts|cts)$/i;
const TS_FILES = [
	"**/*.ts",
	"**/*.tsx",
	"**/*.mts",
	"**/*.cts"
];
/**
* The TypeScript parser pulls in the whole TypeScript compiler (the slowest import of the check), so
* it loads on the first TypeScript file only: a JavaScript-only run never pays for it. ESLint calls
* parsers synchronously, so scanPatterns awaits loadTsParser() before it lints a TypeScript file.
*/
let tsParser;
/** The TypeScript that parser runs on, for the proof that a file has nothing to report (triggers.ts). */
let parserTypeScript;
async function loadTsParser() {
	if (tsParser) return;
	const loaded = preloadTypeScriptForEslint(fileURLToPath(import.meta.url));
	pinBundledTypeScript();
	tsParser = (await import("typescript-eslint")).default.parser;
	if (typeof loaded?.createSourceFile === "function") parserTypeScript = loaded;
}
const lazyTsParser = {
	meta: { name: "typescript-eslint/parser (loaded on first use)" },
	parseForESLint(text, options) {
		if (!tsParser || !("parseForESLint" in tsParser)) throw new Error(checkMessages.security.parserNotLoaded);
		return tsParser.parseForESLint(text, options);
	}
};
/** One instance per project root (its `cwd`) and rule set, for the life of the process. */
const linters = /* @__PURE__ */ new Map();
/**
* ESLint warns on stderr when the cwd holds a legacy `.eslintignore`, which this instance never
* reads anyway. Its warning service captures `process.emitWarning` when the instance is built
* (synchronously), so a filter installed around the constructor stays with that instance only.
*/
function withoutIgnoreFileWarning(build) {
	const original = process.emitWarning.bind(process);
	const filtered = (warning, ...rest) => {
		if (rest[0] === "ESLintIgnoreWarning") return;
		original.call(process, warning, ...rest);
	};
	process.emitWarning = filtered;
	try {
		return build();
	} finally {
		process.emitWarning = original;
	}
}
async function createLinter(root, rules) {
	const [{ ESLint }, securityPlugin, globals] = await Promise.all([
		import("eslint"),
		import("eslint-plugin-security"),
		import("globals")
	]);
	const plugin = securityPlugin.default;
	const security = {
		meta: { name: "qgate-security" },
		rules: {
			...plugin.rules,
			"detect-non-literal-shell-command": nonLiteralShellCommand
		}
	};
	const config = [
		{ linterOptions: {
			reportUnusedDisableDirectives: "off",
			reportUnusedInlineConfigs: "off"
		} },
		{
			files: SCRIPT_FILES,
			plugins: { security },
			languageOptions: {
				ecmaVersion: "latest",
				sourceType: "module",
				globals: {
					...globals.default.node,
					...globals.default.browser
				},
				parserOptions: { ecmaFeatures: { jsx: true } }
			},
			rules
		},
		{
			files: ["**/*.cjs"],
			languageOptions: { sourceType: "commonjs" }
		},
		{
			files: TS_FILES,
			languageOptions: { parser: lazyTsParser }
		}
	];
	const eslint = withoutIgnoreFileWarning(() => new ESLint({
		cwd: root,
		overrideConfigFile: true,
		overrideConfig: config,
		ignore: false,
		allowInlineConfig: false
	}));
	const methods = (plugin.rules?.["detect-buffer-noassert"])?.meta?.__methodsToCheck;
	const bufferMethods = Array.isArray(methods?.read) && Array.isArray(methods.write) ? [...methods.read, ...methods.write].filter((name) => typeof name === "string") : void 0;
	return {
		eslint,
		version: ESLint.version,
		triggers: triggersFor(rules, bufferMethods)
	};
}
/** The process-wide linter for `root` and `rules`. A failed creation is not cached. */
function loadPatternLinter(root, rules) {
	const key = `${root}\0${JSON.stringify(rules)}`;
	let linter = linters.get(key);
	if (!linter) {
		linter = createLinter(root, rules).catch((error) => {
			linters.delete(key);
			throw error;
		});
		linters.set(key, linter);
	}
	return linter;
}
function severityOf(level) {
	return level === 2 ? "error" : "warning";
}
/**
* Lints one script file's content; `absPath` decides the parser and the config block. A TypeScript
* file that certainly has nothing to report (triggers.ts) is not linted, unless `prove` is false.
*/
async function scanPatterns(root, relPath, absPath, content, rules, { prove = true } = {}) {
	const { eslint, triggers } = await loadPatternLinter(root, rules);
	if (TS_EXTENSIONS.test(absPath)) {
		await loadTsParser();
		if (prove && triggers && parserTypeScript && nothingToReport(parserTypeScript, absPath, content, triggers)) return [];
	}
	const [result] = await eslint.lintText(content, {
		filePath: absPath,
		warnIgnored: false
	});
	return (result?.messages ?? []).filter((message) => message.ruleId !== null || message.fatal === true).map((message) => {
		const finding = {
			check: "security",
			rule: findingRuleId(message.ruleId),
			severity: message.fatal ? "warning" : severityOf(message.severity),
			file: relPath,
			line: message.line,
			column: message.column,
			message: redactSecrets(message.fatal ? checkMessages.security.notScanned(message.message) : message.message)
		};
		if (message.endLine !== void 0) finding.endLine = message.endLine;
		if (message.endColumn !== void 0) finding.endColumn = message.endColumn;
		return finding;
	});
}

// dist/checks/security/secrets.js
/**
* Secrets through secretlint, in-process: the recommended preset, loaded and configured once per
* process (a worker keeps it warm between runs). Messages are masked by secretlint and then by our
* own redaction with the exact matched text, so no output ever carries the secret.
*/
/**
* secretlint says "found GitHub Token(****): ****": the kind, then the masked secret. qgate says what
* was found and what to do. A message in another shape keeps its words, with one fixed-width mask
* (secretlint's keeps the secret's length, which is none of the reader's business).
*/
function secretMessage(masked) {
	const kind = /^found (.+?)\s*(?:\([^)]*\))?:\s/.exec(masked)?.[1];
	if (kind === void 0) return masked.replace(/\*{4,}/g, MASK);
	return checkMessages.security.secretFound(kind);
}
/** Scans one text file; `relPath` names it in findings, `absPath` is what secretlint sees. */
async function scanSecrets(relPath, absPath, content) {
	const { lintSource, config } = await loadSecretScanner();
	return (await lintSource({
		source: {
			filePath: absPath.replace(/[\r\n\u2028\u2029]/g, " "),
			content,
			ext: path.extname(absPath),
			contentType: "text"
		},
		options: {
			config,
			maskSecrets: true,
			locale: "en"
		}
	})).messages.map((message) => {
		const [start, end] = message.range;
		const secret = content.slice(start, end);
		return {
			check: "security",
			rule: `secretlint/${message.ruleId}`,
			severity: "error",
			file: relPath,
			line: message.loc.start.line,
			column: message.loc.start.column + 1,
			endLine: message.loc.end.line,
			endColumn: message.loc.end.column + 1,
			message: secretMessage(redactSecrets(message.message, [secret]))
		};
	});
}

// dist/checks/security/run.js
/**
* The `security` check: secrets in every text file (secretlint, recommended preset) and dangerous
* code patterns in script files (a dedicated ESLint instance with security rules). Both tools are
* qgate's own on purpose: the scan must not depend on, or be weakened by, the project's setup.
*
* Options (policy `checks.security.options`): `secrets: false` or `patterns: false` turn a half off;
* `rules: {"security/<rule>": "off" | "warn" | "error"}` adjusts the pattern rules (rule-set.ts).
*/
/** qgate's bundled copy of a tool, described for the report. */
function bundledTool(name, displayName, root) {
	const tool = resolveTool(name, QGATE_DIR, {
		requireProjectTool: false,
		root
	});
	return {
		...toolUse(tool, root, root),
		name: displayName,
		source: "bundled",
		dedicated: true
	};
}
async function contentOf(file) {
	return file.content ?? await readFile(file.absPath, "utf8");
}
async function runSecurity(context) {
	const result = emptyResult();
	const scanSecretsOn = context.options.secrets !== false;
	let rules;
	if (context.options.patterns !== false) try {
		rules = resolveRules(context.options.rules);
	} catch (error) {
		if (!(error instanceof RuleOptionError)) throw error;
		result.failures.push({
			check: "security",
			errorType: "config_error",
			message: error.message
		});
	}
	let usedSecretlint = false;
	let usedEslint = false;
	const fail = (file, errorType, what, error) => {
		result.failures.push({
			check: "security",
			errorType,
			message: redactSecrets(checkMessages.security.failedOn(what, displayPath(file.path), describeError(error))),
			file: file.path
		});
	};
	for (const file of countingDone(context.files, context)) {
		if (context.signal.aborted) break;
		if (file.change === "delete") continue;
		if (file.oversized) {
			result.notes.push(checkMessages.security.oversized(displayPath(file.path), oversizedReason(file.oversized), scanSecretsOn));
			if (!scanSecretsOn) continue;
		}
		let content;
		try {
			content = await contentOf(file);
		} catch (error) {
			fail(file, "file_operation_failed", checkMessages.security.cannotReadFile, error);
			continue;
		}
		result.checkedFiles.push(file.path);
		if (scanSecretsOn) {
			usedSecretlint = true;
			try {
				result.findings.push(...await scanSecrets(file.path, file.absPath, content));
			} catch (error) {
				fail(file, "tool_execution_failed", checkMessages.security.secretlintFailed, error);
			}
		}
		if (rules && isScriptPath(file.path) && !file.oversized) {
			usedEslint = true;
			try {
				result.findings.push(...await scanPatterns(context.root, file.path, file.absPath, content, rules));
			} catch (error) {
				fail(file, "tool_execution_failed", checkMessages.security.eslintFailed, error);
			}
		}
	}
	if (usedSecretlint) result.tools.push(bundledTool("@secretlint/core", "secretlint", context.root));
	if (usedEslint) result.tools.push(bundledTool("eslint", "eslint (security rules)", context.root));
	return result;
}

export { runSecurity };