/**
 * The language server's `textDocument/formatting` (src/lsp/format.ts formatText): the buffer through
 * the project's Prettier setup (qgate's bundled Prettier here: the temp project has none), with the
 * project's .prettierrc and .editorconfig and its .prettierignore, nothing written to disk.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatText } from "../../src/lsp/format.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-lsp-format-")));
  dirs.push(dir);
  writeFileSync(path.join(dir, "package.json"), '{ "name": "p", "private": true }\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const UGLY = "const a = {b:1}\nif (a) {\nconsole.log('x')\n}\n";

describe("formatText", () => {
  it("formats the buffer with the project's .prettierrc and .editorconfig, and writes nothing", async () => {
    const root = project({
      ".prettierrc": '{ "semi": false }\n',
      ".editorconfig": "root = true\n[*]\nindent_style = space\nindent_size = 4\n",
      "a.ts": "on disk\n",
    });
    const file = path.join(root, "a.ts");
    expect(await formatText(root, file, UGLY)).toBe(
      'const a = { b: 1 }\nif (a) {\n    console.log("x")\n}\n',
    );
    expect(readFileSync(file, "utf8")).toBe("on disk\n");
  });

  it("leaves a formatted buffer, and a file the project ignores, as they are (undefined)", async () => {
    const root = project({ ".prettierignore": "ignored.ts\n" });
    expect(await formatText(root, path.join(root, "ignored.ts"), UGLY)).toBeUndefined();
    expect(await formatText(root, path.join(root, "b.ts"), "const a = { b: 1 };\n")).toBeUndefined();
    expect(await formatText(root, path.join(root, "b.ts"), UGLY)).toBe(
      'const a = { b: 1 };\nif (a) {\n  console.log("x");\n}\n',
    );
  });
});
