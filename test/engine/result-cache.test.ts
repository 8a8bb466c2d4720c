/**
 * The engine's result cache (engine/result-cache.ts): its key is everything a check's result depends
 * on, read from the disk every run. A real directory tree in a temp dir; each change a user can make
 * that may change a result gives another key, and a write that changes nothing gives the same one.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckId, CheckResult } from "../../src/checks/check.js";
import {
  FORMAT_TOOLS,
  LINT_TOOLS,
  TOOL_PACKAGES as TOOL_PACKAGE_NAMES,
} from "../../src/checks/project-tools.js";
import { ResultCache } from "../../src/engine/result-cache.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): { root: string; write(file: string, text: string): void } {
  const root = mkdtempSync(path.join(tmpdir(), "qgate-result-cache-"));
  dirs.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
  return { root, write };
}

function changed(root: string, file: string, extra: Partial<ChangedFile> = {}): ChangedFile {
  return { path: file, absPath: path.join(root, file), change: "modify", ...extra };
}

const NO_OPTIONS = { options: {}, requireProjectTool: false };

function result(extra: Partial<CheckResult> = {}): CheckResult {
  return { findings: [], failures: [], tools: [], checkedFiles: ["src/a.ts"], notes: [], ...extra };
}

describe("the result cache's key", () => {
  it("changes with the file's content, and not with a write of the same content", () => {
    const p = tree({ "package.json": "{}\n", "src/a.ts": "export const a = 1;\n" });
    const cache = new ResultCache();
    const files = [changed(p.root, "src/a.ts")];
    const first = cache.key("format", p.root, files, NO_OPTIONS);
    p.write("src/a.ts", "export const a = 1;\n");
    utimesSync(path.join(p.root, "src/a.ts"), new Date(), new Date(Date.now() + 5000));
    expect(cache.key("format", p.root, files, NO_OPTIONS)).toBe(first);
    p.write("src/a.ts", "export const a = 2;\n");
    expect(cache.key("format", p.root, files, NO_OPTIONS)).not.toBe(first);
  });

  it("changes when a config the tool reads is added, edited or removed, in any directory above the file", () => {
    const p = tree({ "package.json": "{}\n", "src/deep/a.ts": "export const a = 1;\n" });
    const cache = new ResultCache();
    const files = [changed(p.root, "src/deep/a.ts")];
    const keys = new Set<string | undefined>();
    const add = () => keys.add(cache.key("format", p.root, files, NO_OPTIONS));
    add();
    p.write("src/.prettierrc.json", '{ "semi": false }\n');
    add();
    p.write("src/.prettierrc.json", '{ "semi": true }\n');
    add();
    rmSync(path.join(p.root, "src/.prettierrc.json"));
    // Back to the first set of inputs: the first key again, which is what makes a reuse correct.
    expect(cache.key("format", p.root, files, NO_OPTIONS)).toBe([...keys][0]);
    p.write(".editorconfig", "root = true\n");
    add();
    expect(keys.size).toBe(4);
  });

  it("changes when an ignore file changes", () => {
    const p = tree({ "package.json": "{}\n", "src/a.ts": "export const a = 1;\n", ".prettierignore": "" });
    const cache = new ResultCache();
    const files = [changed(p.root, "src/a.ts")];
    const before = cache.key("format", p.root, files, NO_OPTIONS);
    p.write(".prettierignore", "src/a.ts\n");
    expect(cache.key("format", p.root, files, NO_OPTIONS)).not.toBe(before);
    const lintBefore = cache.key("lint", p.root, files, NO_OPTIONS);
    p.write(".eslintignore", "src/\n");
    expect(cache.key("lint", p.root, files, NO_OPTIONS)).not.toBe(lintBefore);
  });

  it("changes with the policy's options for the check and with requireProjectTool", () => {
    const p = tree({ "package.json": "{}\n", "src/a.ts": "export const a = 1;\n" });
    const cache = new ResultCache();
    const files = [changed(p.root, "src/a.ts")];
    const base = cache.key("security", p.root, files, NO_OPTIONS);
    expect(
      cache.key("security", p.root, files, { options: { secrets: false }, requireProjectTool: false }),
    ).not.toBe(base);
    expect(cache.key("security", p.root, files, { options: {}, requireProjectTool: true })).not.toBe(base);
    expect(cache.key("lint", p.root, files, NO_OPTIONS)).not.toBe(base);
  });

  it("changes when the installed tool's version changes, or a tool is installed nearer the file", () => {
    const p = tree({
      "package.json": "{}\n",
      "node_modules/prettier/package.json": '{ "name": "prettier", "version": "3.0.0" }\n',
      "packages/app/package.json": "{}\n",
      "packages/app/src/a.ts": "export const a = 1;\n",
    });
    const cache = new ResultCache();
    const files = [changed(p.root, "packages/app/src/a.ts")];
    const keys = new Set<string | undefined>([cache.key("format", p.root, files, NO_OPTIONS)]);
    p.write("node_modules/prettier/package.json", '{ "name": "prettier", "version": "3.1.0" }\n');
    keys.add(cache.key("format", p.root, files, NO_OPTIONS));
    p.write(
      "packages/app/node_modules/prettier/package.json",
      '{ "name": "prettier", "version": "2.8.8" }\n',
    );
    keys.add(cache.key("format", p.root, files, NO_OPTIONS));
    expect(keys.size).toBe(3);
  });

  it("changes with the project's own tools' configs and versions: Biome, oxlint, oxfmt, dprint", () => {
    const p = tree({
      "package.json": "{}\n",
      "node_modules/@biomejs/biome/package.json": '{ "name": "@biomejs/biome", "version": "2.6.8" }\n',
      "node_modules/oxlint/package.json": '{ "name": "oxlint", "version": "1.94.0" }\n',
      "src/a.ts": "export const a = 1;\n",
    });
    const cache = new ResultCache();
    const files = [changed(p.root, "src/a.ts")];
    for (const [id, edits] of [
      [
        "format",
        [
          ["biome.json", '{ "formatter": { "indentStyle": "tab" } }\n'],
          ["biome.json", '{ "formatter": { "indentStyle": "space" } }\n'],
          ["src/biome.jsonc", '{ "root": false }\n'],
          [".ignore", "dist\n"],
          ["node_modules/@biomejs/biome/package.json", '{ "name": "@biomejs/biome", "version": "2.6.9" }\n'],
          [".oxfmtrc.json", "{}\n"],
          ["dprint.json", "{}\n"],
        ],
      ],
      [
        "lint",
        [
          ["biome.json", '{ "linter": { "enabled": false } }\n'],
          [".gitignore", "dist\n"],
          [".oxlintrc.json", '{ "rules": {} }\n'],
          ["node_modules/oxlint/package.json", '{ "name": "oxlint", "version": "1.95.0" }\n'],
        ],
      ],
    ] as const) {
      const keys = new Set<string | undefined>([cache.key(id, p.root, files, NO_OPTIONS)]);
      for (const [file, text] of edits) {
        p.write(file, text);
        keys.add(cache.key(id, p.root, files, NO_OPTIONS));
      }
      expect(keys.size, id).toBe(edits.length + 1);
    }
  });

  it("changes with staged content, the change type and the size cap; for types it holds only the run's files", () => {
    const p = tree({ "package.json": "{}\n", "src/a.ts": "export const a = 1;\n" });
    const cache = new ResultCache();
    const onDisk = cache.key("format", p.root, [changed(p.root, "src/a.ts")], NO_OPTIONS);
    const staged = cache.key(
      "format",
      p.root,
      [changed(p.root, "src/a.ts", { content: "export const a = 3;\n" })],
      NO_OPTIONS,
    );
    const created = cache.key(
      "format",
      p.root,
      [changed(p.root, "src/a.ts", { change: "create" })],
      NO_OPTIONS,
    );
    const oversized = cache.key(
      "security",
      p.root,
      [changed(p.root, "src/a.ts", { oversized: { bytes: 20, maxFileBytes: 10 } })],
      NO_OPTIONS,
    );
    expect(new Set([onDisk, staged, created]).size).toBe(3);
    expect(oversized).not.toBe(cache.key("security", p.root, [changed(p.root, "src/a.ts")], NO_OPTIONS));
    // Types results are kept only with what the run read, checked before use (engine.ts, inputs.ts):
    // the key names the run's files and the base revision, not the program.
    const typesKey = cache.key("types", p.root, [changed(p.root, "src/a.ts")], NO_OPTIONS);
    expect(typesKey).toBeDefined();
    expect(
      cache.key("types", p.root, [changed(p.root, "src/a.ts")], { ...NO_OPTIONS, baseRevision: "HEAD" }),
    ).not.toBe(typesKey);
    // A file a directory's expansion listed is left out of types when its tsconfig does not hold it,
    // where the same file named is checked: `qgate check src` is not `qgate check src/a.ts`.
    const listed = cache.key("types", p.root, [changed(p.root, "src/a.ts", { expanded: true })], NO_OPTIONS);
    expect(listed).not.toBe(typesKey);
    expect(cache.key("types", p.root, [changed(p.root, "src/a.ts")], NO_OPTIONS)).toBe(typesKey);
  });
});

describe("the result cache's key: above the project root", () => {
  it("changes with a config and a tool above the root (a monorepo's .prettierrc, a hoisted node_modules)", () => {
    const p = tree({
      ".prettierrc.json": '{ "singleQuote": true }\n',
      "node_modules/prettier/package.json": '{ "name": "prettier", "version": "3.0.0" }\n',
      "proj/package.json": "{}\n",
      "proj/src/a.ts": "export const a = 1;\n",
    });
    const root = path.join(p.root, "proj");
    const cache = new ResultCache();
    const files = [changed(root, "src/a.ts")];
    const before = cache.key("format", root, files, NO_OPTIONS);
    p.write(".prettierrc.json", '{ "singleQuote": false }\n');
    const edited = cache.key("format", root, files, NO_OPTIONS);
    expect(edited).not.toBe(before);
    p.write("node_modules/prettier/package.json", '{ "name": "prettier", "version": "3.0.1" }\n');
    expect(cache.key("format", root, files, NO_OPTIONS)).not.toBe(edited);
  });
});

describe("the result cache's key: every tool a check can run", () => {
  // From the tools' own registry (checks/project-tools.ts), not the key's list: a tool the key forgot
  // is a version bump served from the cache.
  const CHECK_TOOLS: Array<[CheckId, readonly string[]]> = [
    ["format", FORMAT_TOOLS.map((tool) => TOOL_PACKAGE_NAMES[tool])],
    ["lint", [...LINT_TOOLS.map((tool) => TOOL_PACKAGE_NAMES[tool]), "typescript", "typescript-eslint"]],
  ];

  it("changes when any of them is upgraded, and comes back when it is put back", () => {
    const p = tree({ "package.json": "{}\n", "src/a.ts": "export const a = 1;\n" });
    const cache = new ResultCache();
    const files = [changed(p.root, "src/a.ts")];
    const manifest = (name: string, version: string) =>
      p.write(`node_modules/${name}/package.json`, JSON.stringify({ name, version }));
    for (const [, names] of CHECK_TOOLS) for (const name of names) manifest(name, "1.0.0");
    for (const [id, names] of CHECK_TOOLS) {
      const before = cache.key(id, p.root, files, NO_OPTIONS);
      for (const name of names) {
        manifest(name, "1.0.1");
        expect({ id, name, same: cache.key(id, p.root, files, NO_OPTIONS) === before }).toEqual({
          id,
          name,
          same: false,
        });
        manifest(name, "1.0.0");
        expect({ id, name, back: cache.key(id, p.root, files, NO_OPTIONS) === before }).toEqual({
          id,
          name,
          back: true,
        });
      }
    }
  });
});

describe("the result cache", () => {
  it("gives back a copy of a kept result, and keeps none with failures, fixes or type information", () => {
    const cache = new ResultCache();
    const kept = result({ notes: ["a note"] });
    cache.set("k", kept);
    const got = cache.get("k");
    expect(got).toEqual(kept);
    got?.notes.push("changed by a caller");
    expect(cache.get("k")?.notes).toEqual(["a note"]);
    cache.set(
      "failed",
      result({ failures: [{ check: "lint", errorType: "tool_execution_failed", message: "x" }] }),
    );
    cache.set("fixed", result({ fixedFiles: ["src/a.ts"] }));
    cache.set("program", result({ readsProgram: true }));
    expect([cache.get("failed"), cache.get("fixed"), cache.get("program")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
