/**
 * `qgate lsp` at the protocol level: the packed binary, a client on vscode-languageserver-protocol's
 * connection over its stdio, and fixtures/importer-break (src/a.ts exports add(x, y); b.ts and, through
 * c.ts's re-export, d.ts call it with two arguments) as a git repository.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject, type TempProject } from "../helpers/project.js";
import { codeActions, fileUri, rules, startLsp, type LspSession } from "./lsp-helpers.js";

const A = `/** Adds two numbers. */
export function add(x: number, y: number): number {
  return x + y;
}
`;
const A_EVAL = `${A}
export function run(code: string): unknown {
  return eval(code);
}
`;
/** The signature change: b.ts and d.ts still pass two arguments. */
const A_ONE_ARG = `/** Adds one. */
export function add(x: number): number {
  return x + 1;
}
`;

describe("qgate lsp", () => {
  let project: TempProject;
  let lsp: LspSession;
  let a: string;
  beforeAll(async () => {
    project = await tempProject("importer-break", { git: true });
    lsp = await startLsp(project.dir);
    a = fileUri(project.dir, "src/a.ts");
  });
  afterAll(async () => {
    await lsp?.close();
    project?.cleanup();
  });

  it("pushes the security finding in the unsaved buffer with the document's version, and answers a pull", async () => {
    const published = lsp.waitForPublish((p) => p.uri === a && p.version === 1);
    lsp.open(a, A_EVAL, 1);
    const p = await published;
    expect(rules(p)).toContain("security/no-eval");
    const diagnostic = p.diagnostics.find((d) => d.code === "security/no-eval")!;
    expect(diagnostic.source).toBe("qgate/security");
    // An editor shows source and code: the message is the rule's own (no `ruleInMessage` asked for).
    expect(diagnostic.message).toBe("`eval` can be harmful.");
    expect(diagnostic.range.start.line).toBe(6);
    expect(diagnostic.codeDescription?.href).toContain("qgate.explain");
    // Not on disk: the buffer was checked.
    expect(readFileSync(path.join(project.dir, "src/a.ts"), "utf8")).toBe(A);
    const pulled = (await lsp.connection.sendRequest("textDocument/diagnostic", {
      textDocument: { uri: a },
    })) as { kind: string; items: Array<{ code: string }> };
    expect(pulled.kind).toBe("full");
    expect(pulled.items.map((d) => d.code)).toContain("security/no-eval");
  }, 60_000);

  it("offers to explain a rule, and the explanation is qgate explain's text", async () => {
    const [diagnostic] = lsp.published.filter((p) => p.uri === a && p.version === 1).at(-1)!.diagnostics;
    const actions = await codeActions(lsp, a, diagnostic!);
    const explain = actions.find((action) => action.title.includes("explain security/no-eval"));
    expect(explain?.command?.command).toBe("qgate.explain");
    const text = (await lsp.connection.sendRequest("workspace/executeCommand", {
      command: explain!.command!.command,
      arguments: explain!.command!.arguments,
    })) as string;
    expect(text).toMatch(/^security\/no-eval: .*eval/i);
  }, 30_000);

  it("publishes the importers' type errors on their own URIs after a signature change in the buffer, and clears them after the fix", async () => {
    const b = fileUri(project.dir, "src/b.ts");
    const d = fileUri(project.dir, "src/d.ts");
    const onB = lsp.waitForPublish((p) => p.uri === b && rules(p).includes("TS2554"));
    const onD = lsp.waitForPublish((p) => p.uri === d && rules(p).includes("TS2554"));
    const own = lsp.waitForPublish((p) => p.uri === a && p.version === 2);
    lsp.change(a, A_ONE_ARG, 2);
    const [pb, pd, pa] = await Promise.all([onB, onD, own]);
    expect(pb.diagnostics[0]!.source).toBe("qgate/types");
    expect(pb.diagnostics[0]!.range.start.line).toBe(2);
    expect(pd.diagnostics[0]!.message).toContain("Expected 1 arguments");
    // The edited file's own type errors are the editor's (tsserver's): not repeated by default.
    expect(pa.diagnostics).toEqual([]);
    expect(readFileSync(path.join(project.dir, "src/a.ts"), "utf8")).toBe(A);

    const clearedB = lsp.waitForPublish((p) => p.uri === b && p.diagnostics.length === 0);
    const clearedD = lsp.waitForPublish((p) => p.uri === d && p.diagnostics.length === 0);
    lsp.change(a, A, 3);
    await Promise.all([clearedB, clearedD]);
  }, 90_000);

  it("formats with the project's formatter as an edit, writing nothing", async () => {
    const c = fileUri(project.dir, "src/c.ts");
    const messy = `export   { add }   from "./a.js"\n`;
    lsp.open(c, messy, 1);
    const edits = (await lsp.connection.sendRequest("textDocument/formatting", {
      textDocument: { uri: c },
      options: { tabSize: 2, insertSpaces: true },
    })) as Array<{ newText: string }>;
    expect(edits).toHaveLength(1);
    expect(edits[0]!.newText).toBe(`export { add } from "./a.js";\n`);
    expect(readFileSync(path.join(project.dir, "src/c.ts"), "utf8")).toBe(`export { add } from "./a.js";\n`);
  }, 30_000);

  it('with lsp.checks "all", a format finding is shown and its code action is the formatter\'s edit', async () => {
    project.write(".qgaterc.json", `${JSON.stringify({ lsp: { checks: "all" } })}\n`);
    const e = fileUri(project.dir, "src/e.ts");
    const published = lsp.waitForPublish((p) => p.uri === e && p.version === 1);
    lsp.open(e, `export const  e = { a:1 }\n`, 1);
    const p = await published;
    const format = p.diagnostics.find((d) => d.source === "qgate/format");
    expect(format?.code).toBe("prettier/format");
    const actions = await codeActions(lsp, e, format!);
    const fix = actions.find((action) => action.edit !== undefined);
    expect(fix?.edit?.changes[e]?.[0]?.newText).toBe(`export const e = { a: 1 };\n`);
    await lsp.connection.sendNotification("textDocument/didClose", { textDocument: { uri: e } });
  }, 60_000);

  it('with lsp.checks "all", an ESLint finding with a fix offers the project\'s ESLint fix as an edit, and writes nothing', async () => {
    project.write(".qgaterc.json", `${JSON.stringify({ lsp: { checks: "all" } })}\n`);
    const g = fileUri(project.dir, "src/g.ts");
    const text = `let g = 1;\nexport const h = g;\n`;
    const published = lsp.waitForPublish((p) => p.uri === g && p.version === 1);
    lsp.open(g, text, 1);
    const lint = (await published).diagnostics.find((d) => d.source === "qgate/lint");
    expect(lint?.code).toBe("prefer-const");
    const actions = await codeActions(lsp, g, lint!);
    const fix = actions.find((action) => action.edit !== undefined);
    expect(fix?.title).toContain("linter");
    expect(fix?.edit?.changes[g]?.[0]?.newText).toBe(`const g = 1;\nexport const h = g;\n`);
    // Offered, not applied: the buffer was never saved, and the server wrote no file.
    expect(existsSync(path.join(project.dir, "src/g.ts"))).toBe(false);
    await lsp.connection.sendNotification("textDocument/didClose", { textDocument: { uri: g } });
  }, 60_000);

  it("drops what a closed document showed", async () => {
    const f = fileUri(project.dir, "src/closing.ts");
    const shown = lsp.waitForPublish((p) => p.uri === f && p.version === 1);
    lsp.open(f, A_EVAL, 1);
    expect(rules(await shown)).toContain("security/no-eval");
    const cleared = lsp.waitForPublish((p) => p.uri === f && p.version === undefined);
    await lsp.connection.sendNotification("textDocument/didClose", { textDocument: { uri: f } });
    expect((await cleared).diagnostics).toEqual([]);
  }, 60_000);
});
