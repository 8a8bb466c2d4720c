/**
 * `qgate lsp`'s formatting and fixes with the project's own tools other than Prettier and ESLint, on
 * fixtures/own-tools (the real Biome 2, dprint and oxfmt + oxlint, each package with its config):
 * `textDocument/formatting` is the package's formatter on the unsaved buffer, a Biome lint finding's
 * code action is Biome's safe fixes, and an oxlint package is told that oxlint fixes files on disk only.
 * Nothing is written: each result is an edit for the editor to apply.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject, type TempProject } from "../helpers/project.js";
import { codeActions, fileUri, startLsp, type LspSession } from "./lsp-helpers.js";

type Edit = { newText: string };

describe("qgate lsp with the project's own formatters and linters", () => {
  let project: TempProject;
  let lsp: LspSession;

  beforeAll(async () => {
    project = await tempProject("own-tools", { git: true });
    project.write(".qgaterc.json", `${JSON.stringify({ lsp: { checks: "all" } })}\n`);
    lsp = await startLsp(project.dir);
  }, 60_000);
  afterAll(async () => {
    await lsp?.close();
    project?.cleanup();
  });

  const format = (uri: string) =>
    lsp.connection.sendRequest("textDocument/formatting", {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    }) as Promise<Edit[] | null>;

  it("formats the buffer with Biome, dprint and oxfmt, each with its package's config, and writes nothing", async () => {
    const cases = [
      // Biome: tabs, single quotes, no semicolons (packages/biome/biome.json).
      ["biome", `export const a = {\n  b: "c",\n};\n`, `export const a = {\n\tb: 'c',\n}\n`],
      // dprint: single quotes, no semicolons, four spaces (packages/dprint/dprint.json).
      ["dprint", `export const a = {\n  b: "c",\n};\n`, `export const a = {\n    b: 'c',\n}\n`],
      // oxfmt: single quotes, no semicolons (packages/oxc/.oxfmtrc.json).
      ["oxc", `export const a = {\n      b: "c",\n};\n`, `export const a = {\n  b: 'c',\n}\n`],
    ] as const;
    for (const [pkg, text, formatted] of cases) {
      // An edited buffer of a file that exists (dprint formats only paths it finds on disk).
      const file = path.join(project.dir, "packages", pkg, "src", "clean.ts");
      const saved = readFileSync(file, "utf8");
      const uri = fileUri(project.dir, `packages/${pkg}/src/clean.ts`);
      lsp.open(uri, text, 1);
      const edits = await format(uri);
      expect(edits?.[0]?.newText, `${pkg}: ${lsp.messages.join("\n")}`).toBe(formatted);
      await lsp.connection.sendNotification("textDocument/didClose", { textDocument: { uri } });
      expect(readFileSync(file, "utf8")).toBe(saved);
    }
  }, 60_000);

  it("offers Biome's safe fixes for a Biome lint finding, and says why an oxlint package gets none", async () => {
    const biome = fileUri(project.dir, "packages/biome/src/buffer.ts");
    const text = `let a = 1\nexport const b = a\n`;
    const published = lsp.waitForPublish((p) => p.uri === biome && p.version === 1);
    lsp.open(biome, text, 1);
    const lint = (await published).diagnostics.find((d) => d.source === "qgate/lint");
    expect(lint?.code).toBe("lint/style/useConst");
    const actions = await codeActions(lsp, biome, lint!);
    const fix = actions.find((action) => action.edit !== undefined);
    expect(fix?.edit?.changes[biome]?.[0]?.newText).toBe(`const a = 1\nexport const b = a\n`);

    const oxc = fileUri(project.dir, "packages/oxc/src/buffer.ts");
    const oxcPublished = lsp.waitForPublish((p) => p.uri === oxc && p.version === 1);
    lsp.open(oxc, `export function f() {\n  debugger\n}\n`, 1);
    const oxlint = (await oxcPublished).diagnostics.find((d) => d.source === "qgate/lint");
    expect(oxlint).toBeDefined();
    const told = lsp.messages.length;
    const none = await codeActions(lsp, oxc, oxlint!);
    expect(none.filter((action) => action.edit !== undefined)).toEqual([]);
    expect(lsp.messages.slice(told).join("\n")).toContain("oxlint, which fixes files on disk only");
  }, 60_000);
});
