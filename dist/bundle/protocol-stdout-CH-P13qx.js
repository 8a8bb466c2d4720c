import { a as UsageError } from "./errors-BsNsftzl.js";
import { u as mcpMessages } from "./messages-CuSOVVL6.js";
import { t as RULE_SET } from "./rule-set-B1fkN_y9.js";
import { t as nonLiteralShellCommand } from "./non-literal-shell-command-BVmIl8Xx.js";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Writable } from "node:stream";

// dist/mcp/explain.js
/**
* The `explain` tool: what a finding's rule means and how to fix it, from the metadata the tools ship
* (ESLint's rule `meta.docs`, typescript-eslint's, eslint-plugin-security's and qgate's own rule's,
* TypeScript's diagnostic message table) and qgate's words for the rules it defines (prettier/*,
* secretlint/*, eslint/*). A plugin rule qgate does not bundle is looked up in the project's own
* `eslint-plugin-<name>`, resolved from the project root as ESLint resolves it.
*/
/** A rule id as qgate's findings name them; nothing else is looked up (no paths, no spaces). */
const RULE_ID = /^(?:@[a-z0-9][\w.-]*\/)?[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9@][\w.@-]*)*$/;
const m = mcpMessages.explain;
function fromMeta(rule, check, meta, source, extra = "") {
	const description = meta?.docs?.description;
	if (description === void 0) return void 0;
	return {
		rule,
		check,
		meaning: `${description.replace(/\.?$/, ".")}${extra}`,
		fix: m.eslintFix(meta?.fixable !== void 0),
		...meta?.docs?.url ? { url: meta.docs.url } : {},
		source
	};
}
async function coreRules() {
	const { builtinRules } = await import("eslint/use-at-your-own-risk");
	return builtinRules;
}
async function tsDiagnostic(code) {
	const ts = (await import("typescript")).default;
	return Object.values(ts.Diagnostics ?? {}).find((d) => d.code === code)?.message;
}
/** The project's own ESLint plugin for `prefix` (`react` → eslint-plugin-react, `@scope` → @scope/eslint-plugin). */
async function projectPluginRules(root, prefix) {
	const name = prefix.startsWith("@") ? `${prefix}/eslint-plugin` : `eslint-plugin-${prefix}`;
	const require = createRequire(path.join(root, "__qgate_explain__.js"));
	let entry;
	try {
		entry = require.resolve(name);
	} catch {
		return;
	}
	try {
		const loaded = await import(pathToFileURL(entry).href);
		const rules = loaded.rules ?? loaded.default?.rules;
		return rules ? {
			rules,
			name
		} : void 0;
	} catch {
		return;
	}
}
async function explainRule(root, rule) {
	const id = rule.trim();
	if (!RULE_ID.test(id) || id.includes("..")) throw new UsageError(mcpMessages.unknownRule(rule));
	const found = await lookup(root, id);
	if (!found) throw new UsageError(mcpMessages.unknownRule(rule));
	return found;
}
async function lookup(root, id) {
	const ts = /^TS(\d{1,6})$/i.exec(id);
	if (ts) {
		const code = Number(ts[1]);
		const text = await tsDiagnostic(code);
		return text === void 0 ? void 0 : {
			rule: `TS${code}`,
			check: "types",
			meaning: m.tsMeaning(code, text),
			fix: m.tsFix,
			source: "typescript"
		};
	}
	switch (id) {
		case "prettier/format": return {
			rule: id,
			check: "format",
			meaning: m.prettierFormat,
			fix: m.prettierFormatFix,
			source: "qgate"
		};
		case "prettier/syntax": return {
			rule: id,
			check: "format",
			meaning: m.prettierSyntax,
			fix: m.prettierSyntaxFix,
			source: "qgate"
		};
		case "eslint/parse":
		case "security/parse-error": return {
			rule: id,
			check: id.startsWith("security") ? "security" : "lint",
			meaning: m.eslintParse,
			fix: m.eslintParseFix,
			source: "qgate"
		};
		case "eslint/unused-disable-directive": return {
			rule: id,
			check: "lint",
			meaning: m.unusedDirective,
			fix: m.unusedDirectiveFix,
			source: "qgate"
		};
	}
	if (id.startsWith("secretlint/")) {
		const name = id.slice(11);
		const kind = name.replace(/^@secretlint\/secretlint-rule-/, "");
		if (kind === "" || kind === name) return void 0;
		return {
			rule: id,
			check: "security",
			meaning: m.secretMeaning(kind),
			fix: m.secretFix,
			url: `https://github.com/secretlint/secretlint/tree/master/packages/%40secretlint/secretlint-rule-${kind}`,
			source: "secretlint"
		};
	}
	if (id.startsWith("security/")) {
		const name = id.slice(9);
		const level = RULE_SET[name] ?? RULE_SET[id];
		const extra = level === void 0 ? "" : ` ${m.levelNote(level)}`;
		if (name === "detect-non-literal-shell-command") return withSecurityFix(fromMeta(id, "security", nonLiteralShellCommand.meta, "qgate", extra));
		if (RULE_SET[name] !== void 0) return withSecurityFix(fromMeta(id, "security", (await coreRules()).get(name)?.meta, "eslint", extra));
		return withSecurityFix(fromMeta(id, "security", (await import("eslint-plugin-security")).default.rules[name]?.meta, "eslint-plugin-security", extra));
	}
	if (id.startsWith("@typescript-eslint/")) {
		const { plugin } = await import("typescript-eslint");
		return fromMeta(id, "lint", plugin.rules[id.slice(19)]?.meta, "typescript-eslint");
	}
	const slash = id.lastIndexOf("/");
	if (slash === -1) return fromMeta(id, "lint", (await coreRules()).get(id)?.meta, "eslint");
	const plugin = await projectPluginRules(root, id.slice(0, slash));
	return plugin ? fromMeta(id, "lint", plugin.rules[id.slice(slash + 1)]?.meta, plugin.name) : void 0;
}
function withSecurityFix(result) {
	return result ? {
		...result,
		fix: m.securityFix
	} : void 0;
}

// dist/cli/protocol-stdout.js
/**
* A server door on stdio (`qgate mcp`, `qgate lsp`): stdout carries the protocol's messages and
* nothing else. Anything else in the process that writes to stdout (a tool's stray log) goes to stderr
* while the server runs, and stdout is put back however it ends.
*/
async function withProtocolStdout(serve) {
	const stdout = process.stdout;
	const write = stdout.write;
	const output = new Writable({ write(chunk, _encoding, callback) {
		write.call(stdout, chunk, (error) => callback(error ?? null));
	} });
	const toStderr = ((chunk, encoding, callback) => process.stderr.write(chunk, encoding, callback));
	stdout.write = toStderr;
	try {
		await serve(output);
	} finally {
		stdout.write = write;
	}
}

export { explainRule as n, withProtocolStdout as t };