/**
 * What a types result read (src/checks/types/inputs.ts), recorded through the real TypeScript's `sys`
 * as a cold run records it: a package linked elsewhere (pnpm's layout, a workspace link) and then
 * re-pointed is a change, even when every file it led to is unchanged where it is.
 */
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import {
  baseEntry,
  inputsUnchanged,
  noteRead,
  recordThrough,
  startRecording,
} from "../../src/checks/types/inputs.js";
import { runGit } from "../helpers/project.js";
import type { TsModule } from "../../src/checks/types/load.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a types result's inputs", () => {
  it("a linked package re-pointed to another copy is a change; pointed back, the same", async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-types-inputs-")));
    dirs.push(root);
    for (const version of ["v1", "v2"]) {
      mkdirSync(path.join(root, "pkgs", version), { recursive: true });
      writeFileSync(
        path.join(root, "pkgs", version, "index.d.ts"),
        `export declare const x: ${version === "v1" ? "number" : "string"};\n`,
      );
    }
    mkdirSync(path.join(root, "node_modules"));
    const link = path.join(root, "node_modules", "lib");
    const pointTo = (version: string) => {
      unlinkSync(link);
      symlinkSync(path.join(root, "pkgs", version), link, "dir");
    };
    symlinkSync(path.join(root, "pkgs", "v1"), link, "dir");
    const { finish } = startRecording();
    recordThrough(ts as unknown as TsModule);
    expect(ts.sys.realpath!(link)).toBe(path.join(root, "pkgs", "v1"));
    const manifest = finish(root)!;
    expect(manifest.realpaths).toEqual({ "node_modules/lib": "pkgs/v1" });
    expect(await inputsUnchanged(root, manifest)).toBe(true);
    pointTo("v2");
    expect(await inputsUnchanged(root, manifest)).toBe(false);
    pointTo("v1");
    expect(await inputsUnchanged(root, manifest)).toBe(true);
  });

  it("a package installed where the program looked and found nothing is a change; removed, the same", async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-types-inputs-")));
    dirs.push(root);
    mkdirSync(path.join(root, "node_modules"));
    const lib = path.join(root, "node_modules", "lib", "index.d.ts");
    const { finish } = startRecording();
    recordThrough(ts as unknown as TsModule);
    // What module resolution asks when `import "lib"` finds nothing: the package's files.
    expect(ts.sys.fileExists(lib)).toBe(false);
    const manifest = finish(root)!;
    expect(manifest.probes).toEqual({ "node_modules/lib/index.d.ts": "-" });
    expect(await inputsUnchanged(root, manifest)).toBe(true);
    mkdirSync(path.dirname(lib));
    writeFileSync(lib, "export declare const x: number;\n");
    expect(await inputsUnchanged(root, manifest)).toBe(false);
    rmSync(path.dirname(lib), { recursive: true });
    expect(await inputsUnchanged(root, manifest)).toBe(true);
  });

  it("a file added anywhere under a directory tsconfig's include walked is a change: a new global declaration", async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-types-inputs-")));
    dirs.push(root);
    mkdirSync(path.join(root, "src", "app"), { recursive: true });
    mkdirSync(path.join(root, "src", "types"));
    writeFileSync(path.join(root, "src", "app", "a.ts"), "export const a = FOO;\n");
    const { finish } = startRecording();
    recordThrough(ts as unknown as TsModule);
    // What a program's `include: ["src"]` asks: every file under src, at any depth.
    expect(ts.sys.readDirectory(path.join(root, "src"), [".ts"], undefined, ["**/*"])).toEqual([
      path.join(root, "src", "app", "a.ts"),
    ]);
    const manifest = finish(root)!;
    expect(await inputsUnchanged(root, manifest)).toBe(true);
    // In a directory that existed, off the path from the checked file to the root: it declares FOO.
    const globals = path.join(root, "src", "types", "globals.d.ts");
    writeFileSync(globals, "declare const FOO: number;\n");
    expect(await inputsUnchanged(root, manifest)).toBe(false);
    rmSync(globals);
    expect(await inputsUnchanged(root, manifest)).toBe(true);
  });
  it("keeps nothing of a run that read one file twice with two contents (a moving target)", () => {
    const { recorder, finish } = startRecording();
    recorder.read("/p/a.ts", "one");
    recorder.read("/p/a.ts", "one");
    expect(finish("/p")).toBeDefined();
    const moving = startRecording();
    moving.recorder.read("/p/a.ts", "one");
    moving.recorder.read("/p/a.ts", "two");
    expect(moving.finish("/p")).toBeUndefined();
  });

  it("records the changed files at the base revision, checks them there again, and records nothing git could not read", async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-types-inputs-")));
    dirs.push(root);
    const file = path.join(root, "a.ts");
    writeFileSync(file, "export const a = 1;\n");
    await runGit(root, ["init", "-q"]);
    await runGit(root, ["add", "a.ts"]);
    await runGit(root, ["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "base"]);
    const revision = await runGit(root, ["rev-parse", "HEAD"]);
    writeFileSync(file, "export const a = 2;\n");
    const atBase = baseEntry(root, revision, new Map([[file, "export const a = 1;\n"]]), [file])!;
    const empty = { files: {}, dirs: {}, probes: {}, realpaths: {} };
    expect(await inputsUnchanged(root, { ...empty, base: atBase })).toBe(true);
    // Recorded against other content at the base (another base, or the file as it is now): a change.
    const other = baseEntry(root, revision, new Map([[file, "export const a = 2;\n"]]), [file])!;
    expect(await inputsUnchanged(root, { ...empty, base: other })).toBe(false);
    // Not read at the base: no base entry at all (a re-read may not check the importers).
    expect(baseEntry(root, revision, new Map(), [file])).toBeUndefined();
  });
  it("records a file qgate read itself, and each directory TypeScript listed for its subdirectories", async () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-types-inputs-")));
    dirs.push(root);
    writeFileSync(path.join(root, "package.json"), '{"name":"a"}');
    mkdirSync(path.join(root, "types"));
    const { finish } = startRecording();
    recordThrough(ts as unknown as TsModule);
    noteRead(path.join(root, "package.json"));
    expect(ts.sys.getDirectories(root)).toEqual(["types"]);
    const manifest = finish(root)!;
    expect(Object.keys(manifest.files)).toEqual(["package.json"]);
    expect(Object.keys(manifest.dirs)).toEqual([""]);
    expect(await inputsUnchanged(root, manifest)).toBe(true);
    mkdirSync(path.join(root, "more-types"));
    expect(await inputsUnchanged(root, manifest)).toBe(false);
    rmSync(path.join(root, "more-types"), { recursive: true });
    writeFileSync(path.join(root, "package.json"), '{"name":"b"}');
    expect(await inputsUnchanged(root, manifest)).toBe(false);
  });
});
