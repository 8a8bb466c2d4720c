/**
 * The `explain` tool: what a finding's rule means and how to fix it, from the metadata the tools ship
 * (ESLint's rule `meta.docs`, typescript-eslint's, eslint-plugin-security's and qgate's own rule's,
 * TypeScript's diagnostic message table) and qgate's words for the rules it defines (prettier/*,
 * secretlint/*, eslint/*). A plugin rule qgate does not bundle is looked up in the project's own
 * `eslint-plugin-<name>`, resolved from the project root as ESLint resolves it.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { UsageError } from "../errors.js";
import { RULE_SET } from "../checks/security/rule-set.js";
import { nonLiteralShellCommand } from "../checks/security/rules/non-literal-shell-command.js";
import type { ExplainResult } from "./tools.js";
import { mcpMessages } from "../messages.js";

interface RuleMeta {
  docs?: { description?: string; url?: string };
  fixable?: string;
  hasSuggestions?: boolean;
}
type Rules = Record<string, { meta?: RuleMeta } | undefined>;

/** A rule id as qgate's findings name them; nothing else is looked up (no paths, no spaces). */
const RULE_ID = /^(?:@[a-z0-9][\w.-]*\/)?[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9@][\w.@-]*)*$/;

const m = mcpMessages.explain;

function fromMeta(
  rule: string,
  check: string,
  meta: RuleMeta | undefined,
  source: string,
  extra = "",
): ExplainResult | undefined {
  const description = meta?.docs?.description;
  if (description === undefined) return undefined;
  return {
    rule,
    check,
    meaning: `${description.replace(/\.?$/, ".")}${extra}`,
    fix: m.eslintFix(meta?.fixable !== undefined),
    ...(meta?.docs?.url ? { url: meta.docs.url } : {}),
    source,
  };
}

async function coreRules(): Promise<Map<string, { meta?: RuleMeta }>> {
  const { builtinRules } = (await import("eslint/use-at-your-own-risk")) as unknown as {
    builtinRules: Map<string, { meta?: RuleMeta }>;
  };
  return builtinRules;
}

async function tsDiagnostic(code: number): Promise<string | undefined> {
  const ts = (await import("typescript")).default as unknown as {
    Diagnostics?: Record<string, { code: number; message: string }>;
  };
  return Object.values(ts.Diagnostics ?? {}).find((d) => d.code === code)?.message;
}

/** The project's own ESLint plugin for `prefix` (`react` → eslint-plugin-react, `@scope` → @scope/eslint-plugin). */
async function projectPluginRules(
  root: string,
  prefix: string,
): Promise<{ rules: Rules; name: string } | undefined> {
  const name = prefix.startsWith("@") ? `${prefix}/eslint-plugin` : `eslint-plugin-${prefix}`;
  const require = createRequire(path.join(root, "__qgate_explain__.js"));
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    return undefined;
  }
  try {
    const loaded = (await import(pathToFileURL(entry).href)) as {
      default?: { rules?: Rules };
      rules?: Rules;
    };
    const rules = loaded.rules ?? loaded.default?.rules;
    return rules ? { rules, name } : undefined;
  } catch {
    return undefined;
  }
}

export async function explainRule(root: string, rule: string): Promise<ExplainResult> {
  const id = rule.trim();
  // No `..`: a plugin prefix becomes a package name to resolve, never a path.
  if (!RULE_ID.test(id) || id.includes("..")) throw new UsageError(mcpMessages.unknownRule(rule));
  const found = await lookup(root, id);
  if (!found) throw new UsageError(mcpMessages.unknownRule(rule));
  return found;
}

async function lookup(root: string, id: string): Promise<ExplainResult | undefined> {
  const ts = /^TS(\d{1,6})$/i.exec(id);
  if (ts) {
    const code = Number(ts[1]);
    const text = await tsDiagnostic(code);
    return text === undefined
      ? undefined
      : {
          rule: `TS${code}`,
          check: "types",
          meaning: m.tsMeaning(code, text),
          fix: m.tsFix,
          source: "typescript",
        };
  }
  switch (id) {
    case "prettier/format":
      return {
        rule: id,
        check: "format",
        meaning: m.prettierFormat,
        fix: m.prettierFormatFix,
        source: "qgate",
      };
    case "prettier/syntax":
      return {
        rule: id,
        check: "format",
        meaning: m.prettierSyntax,
        fix: m.prettierSyntaxFix,
        source: "qgate",
      };
    case "eslint/parse":
    case "security/parse-error":
      return {
        rule: id,
        check: id.startsWith("security") ? "security" : "lint",
        meaning: m.eslintParse,
        fix: m.eslintParseFix,
        source: "qgate",
      };
    case "eslint/unused-disable-directive":
      return {
        rule: id,
        check: "lint",
        meaning: m.unusedDirective,
        fix: m.unusedDirectiveFix,
        source: "qgate",
      };
  }
  if (id.startsWith("secretlint/")) {
    const name = id.slice("secretlint/".length);
    const kind = name.replace(/^@secretlint\/secretlint-rule-/, "");
    if (kind === "" || kind === name) return undefined;
    return {
      rule: id,
      check: "security",
      meaning: m.secretMeaning(kind),
      fix: m.secretFix,
      url: `https://github.com/secretlint/secretlint/tree/master/packages/%40secretlint/secretlint-rule-${kind}`,
      source: "secretlint",
    };
  }
  if (id.startsWith("security/")) {
    const name = id.slice("security/".length);
    // The security check's rule set names core rules (no-eval) under security/ too.
    const level = RULE_SET[name] ?? RULE_SET[id];
    const extra = level === undefined ? "" : ` ${m.levelNote(level)}`;
    if (name === "detect-non-literal-shell-command")
      return withSecurityFix(
        fromMeta(id, "security", nonLiteralShellCommand.meta as RuleMeta, "qgate", extra),
      );
    if (RULE_SET[name] !== undefined) {
      const core = (await coreRules()).get(name);
      return withSecurityFix(fromMeta(id, "security", core?.meta, "eslint", extra));
    }
    const plugin = (await import("eslint-plugin-security")) as unknown as { default: { rules: Rules } };
    return withSecurityFix(
      fromMeta(id, "security", plugin.default.rules[name]?.meta, "eslint-plugin-security", extra),
    );
  }
  if (id.startsWith("@typescript-eslint/")) {
    const { plugin } = (await import("typescript-eslint")) as unknown as { plugin: { rules: Rules } };
    return fromMeta(
      id,
      "lint",
      plugin.rules[id.slice("@typescript-eslint/".length)]?.meta,
      "typescript-eslint",
    );
  }
  const slash = id.lastIndexOf("/");
  if (slash === -1) return fromMeta(id, "lint", (await coreRules()).get(id)?.meta, "eslint");
  const plugin = await projectPluginRules(root, id.slice(0, slash));
  return plugin ? fromMeta(id, "lint", plugin.rules[id.slice(slash + 1)]?.meta, plugin.name) : undefined;
}

function withSecurityFix(result: ExplainResult | undefined): ExplainResult | undefined {
  return result ? { ...result, fix: m.securityFix } : undefined;
}
