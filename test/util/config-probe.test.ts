/**
 * ConfigProbe (util/config-probe.ts): which config names exist in a directory, one stat for a
 * directory that did not change. A real temp directory whose times the test sets.
 */
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigProbe } from "../../src/util/config-probe.js";

const NAMES = [".a", ".b", ".c"] as const;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-config-probe-"));
  dirs.push(dir);
  return dir;
}

/** Sets the directory's times back to `stats`' (as if nothing had been created in it since). */
function keepTimes(dir: string, stats: { atime: Date; mtime: Date }): void {
  utimesSync(dir, stats.atime, stats.mtime);
}

describe("ConfigProbe", () => {
  it("sees a file created in a directory modified too recently to trust, even at the same mtime", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, ".a"), "1");
    const probe = new ConfigProbe();
    expect(probe.probe(dir, NAMES).present).toEqual([".a"]);
    const before = statSync(dir);
    writeFileSync(path.join(dir, ".b"), "2");
    keepTimes(dir, before); // A second change within the same clock tick keeps the mtime.
    expect(probe.probe(dir, NAMES).present).toEqual([".a", ".b"]);
  });

  it("sees edits in place and removals", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, ".a"), "1");
    writeFileSync(path.join(dir, ".b"), "2");
    const probe = new ConfigProbe();
    const first = probe.probe(dir, NAMES);
    expect(first.present).toEqual([".a", ".b"]);
    writeFileSync(path.join(dir, ".a"), "longer");
    expect(probe.probe(dir, NAMES).stamp).not.toBe(first.stamp);
    rmSync(path.join(dir, ".b"));
    expect(probe.probe(dir, NAMES).present).toEqual([".a"]);
    rmSync(dir, { recursive: true });
    expect(probe.probe(dir, NAMES).present).toEqual([]);
  });
});
