/**
 * The stamps the types check reads in a long-lived process (file-stamps.ts): kept without a stat while
 * the directory's watcher reports nothing, and never stale after a completed write once the queued
 * events are drained. Real files, real inotify watchers, the real types check on a real project.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import typesCheck from "../../src/checks/types/index.js";
import {
  drainFileEvents,
  fileStamp,
  forgetStamps,
  takeStampCounts,
  watchFileStamps,
} from "../../src/checks/types/file-stamps.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();
const dirs: string[] = [];

function tempDir(): string {
  const dir = path.join(os.tmpdir(), `qgate-stamps-${process.pid}-${dirs.length}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  watchFileStamps(false);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("types: file stamps in a long-lived process", () => {
  it("keeps a stamp without a stat until the file changes, and sees every completed write", async () => {
    watchFileStamps(true);
    const dir = tempDir();
    const file = path.join(dir, "a.ts");
    writeFileSync(file, "export const a = 1;\n");
    takeStampCounts();
    expect(fileStamp(file)?.size).toBe(20);
    expect(fileStamp(file)?.size).toBe(20);
    expect(takeStampCounts()).toMatchObject({ stats: 1, kept: 1 });

    writeFileSync(file, "export const a = 12;\n");
    await drainFileEvents();
    expect(fileStamp(file)?.size).toBe(21);
    expect(takeStampCounts()).toMatchObject({ stats: 1, kept: 0 });
  });

  it("sees a file created, deleted, and a directory removed and made again", async () => {
    watchFileStamps(true);
    const dir = tempDir();
    const file = path.join(dir, "sub", "b.ts");
    mkdirSync(path.dirname(file));
    expect(fileStamp(file)).toBeUndefined();
    writeFileSync(file, "export {};\n");
    await drainFileEvents();
    expect(fileStamp(file)).toMatchObject({ isFile: true, size: 11 });
    rmSync(file);
    await drainFileEvents();
    expect(fileStamp(file)).toBeUndefined();
    writeFileSync(file, "export {};\n");
    await drainFileEvents();
    expect(fileStamp(file)).toMatchObject({ isFile: true, size: 11 });

    rmSync(path.dirname(file), { recursive: true });
    await drainFileEvents();
    expect(fileStamp(file)).toBeUndefined();
    mkdirSync(path.dirname(file));
    writeFileSync(file, "export const again = 1;\n");
    await drainFileEvents();
    expect(fileStamp(file)).toMatchObject({ isFile: true, size: 24 });
  });

  it("stats a forgotten file afresh (the files of a change)", () => {
    watchFileStamps(true);
    const dir = tempDir();
    const file = path.join(dir, "d.ts");
    writeFileSync(file, "export {};\n");
    fileStamp(file);
    takeStampCounts();
    forgetStamps([file]);
    fileStamp(file);
    expect(takeStampCounts()).toMatchObject({ stats: 1, kept: 0 });
  });

  it("never keeps the stamp of a symbolic link, whose target changes elsewhere", async () => {
    watchFileStamps(true);
    const dir = tempDir();
    const target = path.join(tempDir(), "target.ts");
    writeFileSync(target, "export {};\n");
    const link = path.join(dir, "link.ts");
    symlinkSync(target, link);
    expect(fileStamp(link)?.size).toBe(11);
    writeFileSync(target, "export const changed = 1;\n");
    await drainFileEvents();
    expect(fileStamp(link)?.size).toBe(26);
  });

  it("stats every time when not watching (a one-shot run)", () => {
    const dir = tempDir();
    const file = path.join(dir, "c.ts");
    writeFileSync(file, "export {};\n");
    takeStampCounts();
    fileStamp(file);
    fileStamp(file);
    expect(takeStampCounts()).toMatchObject({ stats: 2, kept: 0, watchedDirs: 0 });
  });

  it("a warm check sees a file outside the change set that came to declare a global", async () => {
    const p = await project("importer-break");
    p.write("src/g.ts", "export const notGlobal = 1;\n");
    p.write("src/x.ts", "export const x: number = 1;\n");
    const warm = (files: string[]) =>
      typesCheck.run(
        checkContext(
          p.dir,
          files.map((f) => changedFile(p.dir, f)),
          { longLived: true },
        ),
      );
    const first = await warm(["src/x.ts"]);
    expect(first.findings).toEqual([]);
    // The stamps of the project's files are now kept; g.ts changes outside the change set.
    const watched = takeStampCounts().watchedDirs;
    p.write("src/g.ts", "export {};\ndeclare global {\n  const FROM_GLOBAL: number;\n}\n");
    p.write("src/x.ts", "export const x: number = FROM_GLOBAL;\n");
    const second = await warm(["src/x.ts"]);
    // As cold: the file that declares the global is in the program, so no TS2304 (Cannot find name).
    expect(second.findings).toEqual([]);
    p.write("src/g.ts", "export const notGlobal = 2;\n");
    const third = await warm(["src/x.ts"]);
    expect(third.findings.map((f) => `${f.file} ${f.rule}`)).toEqual(["src/x.ts TS2304"]);
    // Unchanged files were not stated again: only what changed (a.ts, g.ts) and what TypeScript itself asks.
    expect(takeStampCounts().kept).toBeGreaterThan(0);
    expect(watched).toBeGreaterThan(0);
  });
});
