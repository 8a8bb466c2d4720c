/**
 * A real editor as qgate lsp's client (issue 34's acceptance): Debian's Neovim 0.7.2, headless,
 * `vim.lsp.start_client` with push diagnostics (test/e2e/nvim/qgate-lsp.lua), on fixtures/importer-break.
 * It sees qgate's diagnostic for a planted eval() in the unsaved buffer, the importer's type error in
 * src/b.ts after a signature change, and both cleared after the fix; nothing is written to disk.
 * Skipped, saying so, where no nvim is on PATH (CI installs it: apt-get install -y neovim).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QGATE_BIN } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";

const nvim = await execa("nvim", ["--version"], { reject: false }).catch(() => undefined);
const hasNvim = nvim?.exitCode === 0;
const SKIP = hasNvim ? "" : " (skipped: no nvim on PATH; CI installs Debian's neovim)";

describe.skipIf(!hasNvim)(`qgate lsp in Neovim${SKIP}`, () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await tempProject("importer-break", { git: true });
  });
  afterAll(() => project?.cleanup());

  it("shows the planted security finding and the importer's type error, and clears them after the fix", async () => {
    const before = readFileSync(path.join(project.dir, "src/a.ts"), "utf8");
    const out = path.join(project.dir, ".git", "nvim-result.json");
    const script = path.join(import.meta.dirname, "nvim", "qgate-lsp.lua");
    const run = await execa("nvim", ["--headless", "--clean", "-n", "-c", `luafile ${script}`], {
      cwd: project.dir,
      env: { QGATE_TEST_ROOT: project.dir, QGATE_TEST_OUT: out, QGATE_NODE: process.execPath, QGATE_BIN },
      reject: false,
      timeout: 170_000,
      stdin: "ignore",
    });
    const result = JSON.parse(readFileSync(out, "utf8")) as {
      steps: Array<{
        name: string;
        ok: boolean;
        diagnostics: Array<{ code: string; source: string; lnum: number }>;
      }>;
      modified: boolean;
    };
    expect(
      result.steps.map((s) => [s.name, s.ok]),
      run.stderr,
    ).toEqual([
      ["eval", true],
      ["importer", true],
      ["cleared", true],
    ]);
    expect(result.steps[0]!.diagnostics).toContainEqual(
      expect.objectContaining({ code: "security/no-eval", source: "qgate/security", lnum: 5 }),
    );
    expect(result.steps[1]!.diagnostics).toContainEqual(
      expect.objectContaining({ code: "TS2554", source: "qgate/types", lnum: 2 }),
    );
    // Only the buffer changed: qgate wrote nothing.
    expect(result.modified).toBe(true);
    expect(readFileSync(path.join(project.dir, "src/a.ts"), "utf8")).toBe(before);
  }, 240_000);
});
