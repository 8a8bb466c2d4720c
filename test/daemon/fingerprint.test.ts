/**
 * What makes the daemon restart a project's warm workers (src/daemon/fingerprint.ts): the stat
 * fingerprint of every config and ignore file the tools read, and of each tool's installed
 * package.json, in each package directory of the project; a source file is not part of it (the checks
 * compare sources themselves). Real files in a temp project; every change is a rewrite with new size.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { configFingerprint, packageDirs } from "../../src/daemon/fingerprint.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-fingerprint-")));
  dirs.push(root);
  writeFileSync(path.join(root, "package.json"), "{}\n");
  mkdirSync(path.join(root, "packages", "app", "node_modules", "eslint"), { recursive: true });
  writeFileSync(path.join(root, "packages", "app", "package.json"), "{}\n");
  mkdirSync(path.join(root, "node_modules", "dep"), { recursive: true });
  writeFileSync(path.join(root, "node_modules", "dep", "package.json"), "{}\n");
  writeFileSync(path.join(root, "a.ts"), "export {};\n");
  return root;
}

describe("packageDirs", () => {
  it("is the root and each directory holding a package.json, node_modules left out", () => {
    const root = project();
    expect(packageDirs(root)).toEqual([root, path.join(root, "packages", "app")]);
  });
});

describe("configFingerprint", () => {
  const CONFIGS = [
    "package.json",
    "package-lock.json",
    "pnpm-lock.yaml",
    "yarn.lock",
    "tsconfig.json",
    "tsconfig.base.json",
    "jsconfig.json",
    "eslint.config.mjs",
    ".eslintrc.json",
    ".eslintignore",
    ".prettierrc",
    ".prettierrc.yaml",
    "prettier.config.js",
    ".prettierignore",
    ".editorconfig",
    ".qgaterc.json",
    ".gitignore",
    ".secretlintrc.json",
  ];

  it("changes when any config or ignore file is written, in the root or a package", () => {
    for (const name of CONFIGS) {
      for (const where of [[], ["packages", "app"]]) {
        const root = project();
        const at = packageDirs(root);
        const before = configFingerprint(root, at);
        writeFileSync(path.join(root, ...where, name), `changed ${name}\n`);
        expect(configFingerprint(root, at), path.join(...where, name)).not.toBe(before);
      }
    }
  });

  it("changes when a warm tool is installed or updated in a package, not when a source file changes", () => {
    for (const tool of [
      "eslint",
      "prettier",
      "typescript",
      "typescript-eslint",
      "@typescript-eslint/parser",
      "@typescript/native-preview",
    ]) {
      const root = project();
      const at = packageDirs(root);
      const before = configFingerprint(root, at);
      mkdirSync(path.join(root, "packages", "app", "node_modules", tool), { recursive: true });
      writeFileSync(
        path.join(root, "packages", "app", "node_modules", tool, "package.json"),
        '{ "version": "9.0.0" }\n',
      );
      expect(configFingerprint(root, at), tool).not.toBe(before);
    }
    const root = project();
    const at = packageDirs(root);
    const before = configFingerprint(root, at);
    writeFileSync(path.join(root, "a.ts"), "export const changed = 1;\n");
    writeFileSync(path.join(root, "README.md"), "new\n");
    expect(configFingerprint(root, at)).toBe(before);
  });

  it("says so when a package directory is gone", () => {
    const root = project();
    const at = packageDirs(root);
    const before = configFingerprint(root, at);
    rmSync(path.join(root, "packages"), { recursive: true });
    expect(configFingerprint(root, at)).not.toBe(before);
  });
});
