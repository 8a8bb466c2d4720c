/**
 * The MCP `explain` tool and the LSP door's explain command (src/mcp/explain.ts explainRule), from the
 * tools' real rule metadata (ESLint, typescript-eslint, eslint-plugin-security, TypeScript) and, for a
 * plugin qgate does not bundle, the project's own plugin package (a real one in a temp project): each
 * field a model reads (the check, the rule's link, the fix for a fixable rule, the security level).
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { explainRule } from "../../src/mcp/explain.js";
import { mcpMessages } from "../../src/messages.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempProject(): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-explain-")));
  dirs.push(dir);
  return dir;
}

/** A project with its own ESLint plugin package `name`, one rule `demo-rule`. */
function withPlugin(root: string, name: string): void {
  const dir = path.join(root, "node_modules", ...name.split("/"));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name, version: "1.0.0", main: "index.js" }));
  writeFileSync(
    path.join(dir, "index.js"),
    "module.exports = { rules: { 'demo-rule': { meta: { docs: { description: 'Demo things', url: 'https://demo.example/rule' } } } } };\n",
  );
}

const m = mcpMessages.explain;

describe("explainRule", () => {
  it("an ESLint core rule: its description, its link, and the fix for a rule ESLint can fix", async () => {
    const root = tempProject();
    const preferConst = await explainRule(root, "prefer-const");
    expect(preferConst).toMatchObject({
      rule: "prefer-const",
      check: "lint",
      source: "eslint",
      fix: m.eslintFix(true),
    });
    expect(preferConst.url).toBe("https://eslint.org/docs/latest/rules/prefer-const");
    expect((await explainRule(root, "no-unused-vars")).fix).toBe(m.eslintFix(false));
  });

  it("a security rule: the security check's, with qgate's level for it and the security fix", async () => {
    const result = await explainRule(tempProject(), "security/no-eval");
    expect(result).toMatchObject({ check: "security", source: "eslint", fix: m.securityFix });
    expect(result.meaning).toMatch(/qgate's default level for this rule: \w+\.$/);
    expect((await explainRule(tempProject(), "security/parse-error")).check).toBe("security");
    expect((await explainRule(tempProject(), "eslint/parse")).check).toBe("lint");
  });

  it("a TypeScript code in any case is named TS<code>", async () => {
    expect(await explainRule(tempProject(), "ts2322")).toMatchObject({
      rule: "TS2322",
      check: "types",
      source: "typescript",
    });
  });

  it("a secretlint rule links to its rule's page", async () => {
    expect((await explainRule(tempProject(), "secretlint/@secretlint/secretlint-rule-github")).url).toBe(
      "https://github.com/secretlint/secretlint/tree/master/packages/%40secretlint/secretlint-rule-github",
    );
  });

  it("a plugin rule from the project's own plugin, named or scoped as ESLint resolves it", async () => {
    const root = tempProject();
    withPlugin(root, "eslint-plugin-demo");
    withPlugin(root, "@acme/eslint-plugin");
    expect(await explainRule(root, "demo/demo-rule")).toMatchObject({
      check: "lint",
      source: "eslint-plugin-demo",
      meaning: "Demo things.",
      url: "https://demo.example/rule",
    });
    expect((await explainRule(root, "@acme/demo-rule")).source).toBe("@acme/eslint-plugin");
  });
});
