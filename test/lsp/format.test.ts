/**
 * The language server's `textDocument/formatting` (src/lsp/format.ts formatText): the buffer through
 * the project's Prettier setup (qgate's bundled Prettier here: the temp project has none), with the
 * project's .prettierrc and .editorconfig and its .prettierignore, nothing written to disk.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
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

/** A Prettier plugin for `.qup` files that prints them upper-cased: enough to see that it loaded. */
const QUP_PLUGIN = `export const languages = [{ name: "qup", parsers: ["qup"], extensions: [".qup"] }];
export const parsers = {
  qup: { parse: (text) => ({ type: "root", text }), astFormat: "qup", locStart: () => 0, locEnd: (node) => node.text.length },
};
export const printers = { qup: { print: (path) => path.node.text.toUpperCase() } };
`;

describe("formatText", () => {
  it("loads the config's plugins from the package that owns the file, not from the server's directory", async () => {
    const root = project({ ".prettierrc": '{ "plugins": ["prettier-plugin-qup"] }\n' });
    const plugin = path.join(root, "node_modules", "prettier-plugin-qup");
    mkdirSync(plugin, { recursive: true });
    writeFileSync(
      path.join(plugin, "package.json"),
      '{ "name": "prettier-plugin-qup", "type": "module", "main": "index.js" }\n',
    );
    writeFileSync(path.join(plugin, "index.js"), QUP_PLUGIN);
    // This process runs in qgate's checkout, where no such plugin is installed.
    expect(process.cwd()).not.toBe(root);
    expect(await formatText(root, path.join(root, "note.qup"), "hello\n")).toBe("HELLO\n");
  });

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
