/**
 * The result cache on disk end to end, with the built binary and no daemon: a second cold run of the
 * same files is served from the cache (its --timings lines say `cached`, which only a hit prints: no
 * timing is compared) with the report a fresh run gives; `qgate cache status` counts the entries and
 * `qgate cache clean` empties it. (The off switches and a miss after a change are shown in process, by
 * test/engine/disk-cache.test.ts and disk-cache.int.test.ts.) Run records are off here
 * (QGATE_RUN_RECORDS=0): each check's own entry is the subject; whole runs replayed are
 * test/e2e/run-record.test.ts's.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { runGit } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();
const cacheDirs: string[] = [];
afterEach(() => {
  for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The checks whose --timings line says they were served from the cache. */
function cachedChecks(stderr: string): string[] {
  return stderr
    .split("\n")
    .flatMap((line) => {
      const match = /^qgate timing: check\.(\w+) .*cached: /.exec(line);
      return match ? [match[1]!] : [];
    })
    .sort();
}

/** The JSON report without its timings (a hit reports what the lookup took). */
function timeless(stdout: string): unknown {
  const report = JSON.parse(stdout) as { timings?: unknown };
  delete report.timings;
  return report;
}

/** The JSON report without its timings or its root (which clone it ran in). */
function placeless(stdout: string): unknown {
  const report = timeless(stdout) as { root?: unknown };
  delete report.root;
  return report;
}

describe("the result cache on disk", () => {
  it("serves a second cold run from the cache with the same report; status counts it, clean empties it", async () => {
    const p = await project("importer-break", { git: true });
    // A format finding, so the report served has something in it.
    p.write("src/a.ts", "export const  a={x:1}\n");
    const cacheDir = mkdtempSync(path.join(tmpdir(), "qgate-e2e-cache-"));
    cacheDirs.push(cacheDir);
    const env = { QGATE_CACHE: "1", QGATE_CACHE_DIR: cacheDir, QGATE_RUN_RECORDS: "0" };
    const args = ["check", "--only", "format,lint,security", "--format", "json", "--timings", "src/a.ts"];

    const fresh = await runQgate(args, { cwd: p.dir, env });
    expect(cachedChecks(fresh.stderr)).toEqual([]);
    expect(JSON.stringify(timeless(fresh.stdout))).toContain('"check":"format"');

    const second = await runQgate(args, { cwd: p.dir, env });
    expect(cachedChecks(second.stderr)).toEqual(["format", "lint", "security"]);
    expect(second.exitCode).toBe(fresh.exitCode);
    expect(timeless(second.stdout)).toEqual(timeless(fresh.stdout));

    const status = await runQgate(["cache", "status", "--format", "json"], { cwd: p.dir, env });
    expect(status.exitCode).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      dir: path.join(cacheDir, "results"),
      enabled: true,
      entries: 3,
    });

    const clean = await runQgate(["cache", "clean"], { cwd: p.dir, env });
    expect(clean.stdout.trim()).toBe(`qgate cache: removed 3 entries from ${path.join(cacheDir, "results")}`);
    const empty = await runQgate(["cache", "status", "--format", "json"], { cwd: p.dir, env });
    expect(JSON.parse(empty.stdout)).toMatchObject({ entries: 0, bytes: 0 });
    // Two cold runs on a loaded two-core machine; the daemon and precommit tests allow as much.
  }, 120_000);
});

describe("the result cache's keys", () => {
  it("are shared by two clones of the same repository at different paths", async () => {
    const origin = await project("clean", { git: true });
    origin.write("src/a.ts", "export const  a={x:1}\n");
    await origin.git("add", "-A");
    await origin.git("commit", "-q", "-m", "a format finding");
    const scratch = mkdtempSync(path.join(tmpdir(), "qgate-e2e-clones-"));
    const cacheDir = path.join(scratch, "cache");
    cacheDirs.push(scratch);
    // Not the same depth either: nothing of where a clone is may reach the key.
    const first = path.join(scratch, "one", "project");
    const second = path.join(scratch, "two", "deeper", "elsewhere");
    mkdirSync(path.dirname(second), { recursive: true });
    for (const clone of [first, second]) await runGit(scratch, ["clone", "-q", origin.dir, clone]);
    const env = { QGATE_CACHE: "1", QGATE_CACHE_DIR: cacheDir, QGATE_RUN_RECORDS: "0" };
    const args = ["check", "--only", "format,lint,security", "--format", "json", "--timings", "src/a.ts"];

    const fresh = await runQgate(args, { cwd: first, env });
    expect(cachedChecks(fresh.stderr)).toEqual([]);
    const shared = await runQgate(args, { cwd: second, env });
    expect(cachedChecks(shared.stderr)).toEqual(["format", "lint", "security"]);
    expect(shared.exitCode).toBe(fresh.exitCode);
    expect(placeless(shared.stdout)).toEqual(placeless(fresh.stdout));
    expect(JSON.stringify(placeless(shared.stdout))).toContain('"check":"format"');
  }, 120_000);

  it("keeps a types result with what it read: a hit while all of it is unchanged, a miss after any change to it, shared by a second clone", async () => {
    const p = await project("importer-break", { git: true });
    // e.ts imports a module that is not there yet.
    p.write("src/e.ts", 'import { f } from "./f.js";\n\nexport const g: number = f;\n');
    await p.git("add", "-A");
    await p.git("commit", "-q", "-m", "e imports f");
    const cacheDir = mkdtempSync(path.join(tmpdir(), "qgate-e2e-cache-"));
    cacheDirs.push(cacheDir);
    const env = { QGATE_CACHE: "1", QGATE_CACHE_DIR: cacheDir, QGATE_RUN_RECORDS: "0" };
    const args = ["check", "--only", "types", "--format", "json", "--timings", "src/d.ts", "src/e.ts"];
    const run = async (cwd = p.dir) => {
      const result = await runQgate(args, { cwd, env });
      const report = JSON.parse(result.stdout) as { findings: { file: string; rule: string }[] };
      return {
        result,
        cached: cachedChecks(result.stderr),
        rows: report.findings.map((f) => `${f.file} ${f.rule}`),
      };
    };

    const fresh = await run();
    expect(fresh.cached).toEqual([]);
    expect(fresh.rows).toEqual(["src/e.ts TS2307"]);
    const again = await run();
    expect(again.cached).toEqual(["types"]);
    expect(timeless(again.result.stdout)).toEqual(timeless(fresh.result.stdout));

    // An edit of a file the run did not name, which d.ts imports through c.ts.
    const a = readFileSync(path.join(p.dir, "src/a.ts"), "utf8");
    p.write("src/a.ts", "export function add(x: string): string {\n  return x;\n}\n");
    const edited = await run();
    expect(edited.cached).toEqual([]);
    expect(edited.rows).toContain("src/d.ts TS2322");
    p.write("src/a.ts", a);
    expect((await run()).cached).toEqual([]);
    expect((await run()).cached).toEqual(["types"]);

    // The module e.ts looks for appears.
    p.write("src/f.ts", "export const f = 1;\n");
    const found = await run();
    expect(found.cached).toEqual([]);
    expect(found.rows).toEqual([]);

    // A compiler option changes.
    p.write(
      "tsconfig.json",
      readFileSync(path.join(p.dir, "tsconfig.json"), "utf8").replace('"strict": true', '"strict": false'),
    );
    expect((await run()).cached).toEqual([]);

    // Clones at other paths and depths share the entry the last run wrote.
    await p.git("add", "-A");
    await p.git("commit", "-q", "-m", "f");
    const scratch = mkdtempSync(path.join(tmpdir(), "qgate-e2e-clones-"));
    cacheDirs.push(scratch);
    for (const clone of [path.join(scratch, "one"), path.join(scratch, "two", "deeper")]) {
      await runGit(scratch, ["clone", "-q", p.dir, clone]);
      symlinkSync(path.join(p.dir, "node_modules"), path.join(clone, "node_modules"), "dir");
      const shared = await run(clone);
      expect(shared.cached).toEqual(["types"]);
      expect(shared.rows).toEqual([]);
    }
  }, 120_000);
});
