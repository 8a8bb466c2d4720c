/**
 * Run records end to end (src/engine/run-record.ts), with the built binary, no daemon, real git
 * repositories and, for the remote, the real `turborepo-remote-cache` server: a second cold run of the
 * same `qgate check <file>` prints what the first printed, byte for byte, with its exit code and a
 * metrics line, without running a check; after any change to what the run depended on (the file, a
 * config above it, the policy, a file its types read) the run happens again and reports what a run
 * without any cache reports. The replay is told by `QGATE_TIMINGS=1`'s header, never by time.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { QGATE_BIN, runQgate, type RunResult } from "../helpers/cli.js";
import { runGit } from "../helpers/project.js";
import { startCacheServer, startSilentServer, type CacheServer } from "../helpers/remote-cache-server.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();
const scratch: string[] = [];
const servers: CacheServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ARGS = ["check", "--format", "json", "src/b.ts"];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** A machine's environment: its own cache and log directories, no remote unless given. */
function machineEnv(
  cacheDir: string,
  logDir: string,
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    // Not CI's door (a run under CI=true is logged as `ci`), whatever runs the tests.
    CI: undefined,
    QGATE_CACHE: "1",
    QGATE_CACHE_DIR: cacheDir,
    QGATE_LOG_DIR: logDir,
    QGATE_TIMINGS: "1",
    TURBO_API: undefined,
    TURBO_TOKEN: undefined,
    TURBO_TEAM: undefined,
    TURBO_REMOTE_CACHE_SIGNATURE_KEY: undefined,
    QGATE_REMOTE_CACHE_URL: undefined,
    QGATE_REMOTE_CACHE_SIGNATURE_KEY: undefined,
    ...extra,
  };
}

function replayed(run: RunResult): boolean {
  return run.stderr.includes("qgate timings: replayed");
}

/** The report without its timings (a run's own) or the --timings lines. */
function timeless(run: RunResult): unknown {
  const report = JSON.parse(run.stdout) as { timings?: unknown };
  delete report.timings;
  return report;
}

function metricsLines(
  logDir: string,
): Array<{ type: string; verdict: string; door: string; served?: string; cached?: unknown }> {
  const file = path.join(
    logDir,
    readdirSync(logDir).find((name) => name.startsWith("metrics"))!,
  );
  return readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map(
      (line) =>
        JSON.parse(line) as {
          type: string;
          verdict: string;
          door: string;
          served?: string;
          cached?: unknown;
        },
    );
}

describe("run records", () => {
  it("replays a second cold run byte for byte, exit code and metrics line included", async () => {
    const p = await project("importer-break", { git: true });
    // A format finding, so the output has something in it.
    p.write("src/b.ts", 'import { add } from "./a.js";\n\nexport const total: number = add(1,2)\n');
    const [cacheDir, logDir] = [tempDir("qgate-e2e-runs-"), tempDir("qgate-e2e-logs-")];
    const env = machineEnv(cacheDir, logDir, { QGATE_TIMINGS: undefined });
    const first = await runQgate(ARGS, { cwd: p.dir, env });
    expect(first.exitCode).toBe(1);
    expect(readdirSync(path.join(cacheDir, "runs"))).toHaveLength(1);
    const second = await runQgate(ARGS, { cwd: p.dir, env });
    expect(second).toEqual(first);
    const timed = await runQgate(ARGS, { cwd: p.dir, env: { ...env, QGATE_TIMINGS: "1" } });
    expect(replayed(timed)).toBe(true);
    expect(timed.stdout).toBe(first.stdout);
    expect(timed.stderr).toMatch(/^qgate timing: check\.types 0\.0 ms \(1 file; cached: /m);
    // A reader that goes away before the replay writes (`qgate check | head -c 0`): the run's exit
    // code, and nothing on stderr (no unhandled EPIPE).
    const gone = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [QGATE_BIN, ...ARGS], {
        cwd: p.dir,
        // FORCE_COLOR is in the run's key: unset here as runQgate unsets it (npm run mutate sets it).
        env: { ...process.env, ...env, NO_COLOR: "1", FORCE_COLOR: undefined },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.destroy();
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("close", (code) => resolve({ code, stderr }));
    });
    expect(gone).toEqual({ code: 1, stderr: "" });
    // Every run is in the metrics log, the replayed ones too.
    // The first ran cold, the others were replayed whole (no check's result looked up).
    expect(
      metricsLines(logDir).map((line) => [line.type, line.verdict, line.door, line.served, line.cached]),
    ).toEqual([
      ["gate", "block", "check", "cold", undefined],
      ["gate", "block", "check", "replayed", undefined],
      ["gate", "block", "check", "replayed", undefined],
      ["gate", "block", "check", "replayed", undefined],
    ]);
    const status = await runQgate(["cache", "status", "--format", "json"], { cwd: p.dir, env });
    expect(JSON.parse(status.stdout)).toMatchObject({ runRecords: 1 });
    // `qgate cache clean` removes the records with the results.
    const clean = await runQgate(["cache", "clean"], { cwd: p.dir, env });
    expect(clean.stdout).toContain(`and 1 run record from ${path.join(cacheDir, "runs")}`);
    expect(replayed(await runQgate(ARGS, { cwd: p.dir, env: { ...env, QGATE_TIMINGS: "1" } }))).toBe(false);
  }, 120_000);

  it("keeps the redacted output: a replay never prints a secret the run's own output masked", async () => {
    const p = await project("importer-break", { git: true });
    // A type error whose message quotes a string literal: a token-shaped one, built at run time.
    const token = ["gh", "p_", "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"].join("");
    // A literal type: TypeScript quotes the literal in its message (with \`number\` it would not).
    p.write("src/b.ts", `export const token: "a" = "${token}";\n`);
    const [cacheDir, logDir] = [tempDir("qgate-e2e-runs-"), tempDir("qgate-e2e-logs-")];
    const env = machineEnv(cacheDir, logDir);
    const first = await runQgate(ARGS, { cwd: p.dir, env });
    expect(first.exitCode).toBe(1);
    expect(first.stdout).toContain("Type '\\\"****\\\"' is not assignable");
    expect(first.stdout).not.toContain(token);
    const second = await runQgate(ARGS, { cwd: p.dir, env });
    expect(replayed(second)).toBe(true);
    expect(second.stdout).not.toContain(token);
    expect(second.stdout).toBe(first.stdout);
    // Nor does the record itself hold it.
    for (const name of readdirSync(path.join(cacheDir, "runs")))
      expect(readFileSync(path.join(cacheDir, "runs", name), "utf8")).not.toContain(token);
  }, 120_000);

  it("runs again after a change to what the run read, and reports what an uncached run does", async () => {
    const p = await project("importer-break", { git: true });
    const [cacheDir, logDir] = [tempDir("qgate-e2e-runs-"), tempDir("qgate-e2e-logs-")];
    const env = machineEnv(cacheDir, logDir);
    const uncached = { ...env, QGATE_CACHE: "0" };
    /** A run with the cache, which must not be a replay and must report what an uncached run does. */
    const freshAfterChange = async (what: string) => {
      const run = await runQgate(ARGS, { cwd: p.dir, env });
      const alone = await runQgate(ARGS, { cwd: p.dir, env: uncached });
      expect({ what, replayed: replayed(run) }).toEqual({ what, replayed: false });
      expect({ what, report: timeless(run), code: run.exitCode }).toEqual({
        what,
        report: timeless(alone),
        code: alone.exitCode,
      });
      expect({ what, replayedAfter: replayed(await runQgate(ARGS, { cwd: p.dir, env })) }).toEqual({
        what,
        replayedAfter: true,
      });
    };
    await freshAfterChange("the first run");
    // The file itself: a format finding.
    p.write("src/b.ts", 'import { add } from "./a.js";\n\nexport const total: number = add(1,2)\n');
    await freshAfterChange("an edit of the file");
    // A config created above it: Prettier without semicolons, so the finding moves.
    p.write(".prettierrc.json", '{ "semi": false }\n');
    await freshAfterChange("a Prettier config created at the root");
    // The same config edited in place (no listing changes: only the format check's key tells).
    p.write(".prettierrc.json", '{ "semi": true }\n');
    await freshAfterChange("the Prettier config edited in place");
    // The policy: warnings block too, and format findings are warnings.
    p.write(".qgaterc.json", '{ "blockOn": "warning", "checks": { "format": { "severity": "warning" } } }\n');
    await freshAfterChange("a policy created at the root");
    // A file the types read and the run did not name: the signature b.ts calls changes.
    p.write("src/a.ts", "export function add(x: string, y: number): number {\n  return y;\n}\n");
    await freshAfterChange("a signature b.ts imports");
    const last = await runQgate(ARGS, { cwd: p.dir, env });
    expect(last.stdout).toContain('"check": "types"');
    // Another command line is another run.
    const other = await runQgate([...ARGS.slice(0, -1), "--strict", "src/b.ts"], { cwd: p.dir, env });
    expect(replayed(other)).toBe(false);
  }, 240_000);

  it("runs again after the policy is edited in place or deleted, in a run whose checks do not read it", async () => {
    // Format and lint only: no types manifest records the root's listing, so only the run's own
    // manifest (the policy's files as loadPolicy read them) can tell.
    const p = await project("importer-break", { git: true });
    p.write("src/b.ts", 'import { add } from "./a.js";\n\nexport const total: number = add(1,2)\n');
    p.write(".qgaterc.json", '{ "checks": { "format": { "severity": "warning" } } }\n');
    const [cacheDir, logDir] = [tempDir("qgate-e2e-runs-"), tempDir("qgate-e2e-logs-")];
    const env = machineEnv(cacheDir, logDir);
    const args = ["check", "--only", "format,lint", "--format", "json", "src/b.ts"];
    const run = () => runQgate(args, { cwd: p.dir, env });
    expect((await run()).exitCode).toBe(0);
    expect(replayed(await run())).toBe(true);
    // The same file, edited: warnings block now.
    p.write(".qgaterc.json", '{ "blockOn": "warning", "checks": { "format": { "severity": "warning" } } }\n');
    const edited = await run();
    expect({ replayed: replayed(edited), code: edited.exitCode }).toEqual({ replayed: false, code: 1 });
    expect(replayed(await run())).toBe(true);
    // Gone: the defaults (format findings are errors).
    rmSync(path.join(p.dir, ".qgaterc.json"));
    const deleted = await run();
    expect({ replayed: replayed(deleted), code: deleted.exitCode }).toEqual({ replayed: false, code: 1 });
    expect(JSON.parse(deleted.stdout)).toMatchObject({ verdict: "block" });
  }, 120_000);

  it("records nothing with the cache or records off, or an output naming the root; a corrupt record is a miss, written afresh", async () => {
    const p = await project("importer-break", { git: true });
    const [cacheDir, logDir] = [tempDir("qgate-e2e-runs-"), tempDir("qgate-e2e-logs-")];
    const env = machineEnv(cacheDir, logDir);
    const off = await runQgate(ARGS, { cwd: p.dir, env: { ...env, QGATE_CACHE: "0" } });
    expect(readdirSync(cacheDir)).toEqual([]);
    // Run records alone off: the entries are kept, no record, and the next run runs.
    const recordsOff = { ...env, QGATE_RUN_RECORDS: "0" };
    await runQgate(ARGS, { cwd: p.dir, env: recordsOff });
    expect(readdirSync(cacheDir)).not.toContain("runs");
    expect(readdirSync(cacheDir)).toContain("results");
    const first = await runQgate(ARGS, { cwd: p.dir, env });
    const [name] = readdirSync(path.join(cacheDir, "runs"));
    const file = path.join(cacheDir, "runs", name!);
    // Truncated, garbled, and well-formed but forged (a check no key can match, and an exit code no run
    // has): each a plain miss (the run happens and says nothing about it).
    const valid = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    const forged = JSON.stringify({ ...valid, checks: [{ id: "nope", files: [] }], stdout: "FORGED" });
    const oddExit = JSON.stringify({ ...valid, exitCode: 1.5 });
    for (const broken of [
      readFileSync(file, "utf8").slice(0, 40),
      '{"version":1,"run":"x"}',
      forged,
      oddExit,
    ]) {
      writeFileSync(file, broken);
      const run = await runQgate(ARGS, { cwd: p.dir, env });
      expect(replayed(run)).toBe(false);
      expect(run.exitCode).toBe(off.exitCode);
      expect(timeless(run)).toEqual(timeless(off));
      expect(replayed(await runQgate(ARGS, { cwd: p.dir, env }))).toBe(true);
    }
    expect(first.exitCode).toBe(off.exitCode);
    // SARIF names the project root (its base URI): a second clone would replay another clone's path.
    const sarif = ["check", "--only", "security", "--format", "sarif", "src/b.ts"];
    await runQgate(sarif, { cwd: p.dir, env });
    expect(readdirSync(path.join(cacheDir, "runs"))).toEqual([name]);
    expect(replayed(await runQgate(sarif, { cwd: p.dir, env }))).toBe(false);
  }, 120_000);

  it("a remote that never answers costs the replay and the run one timeout in all, said once", async () => {
    const p = await project("importer-break", { git: true });
    const silent = await startSilentServer();
    try {
      const env = machineEnv(tempDir("qgate-e2e-runs-"), tempDir("qgate-e2e-logs-"), {
        QGATE_REMOTE_CACHE_URL: silent.url,
        QGATE_REMOTE_CACHE_TOKEN: "t",
        QGATE_REMOTE_CACHE_TEAM: "qgate-tests",
      });
      const run = await runQgate(ARGS, { cwd: p.dir, env });
      // The replay asked (one connection) and got nothing; the run that followed did not ask again.
      expect(silent.sockets).toHaveLength(1);
      expect((JSON.parse(run.stdout) as { notes: string[] }).notes).toContain(
        `remote cache ${silent.url}: no answer within 1 s: skipped for the rest of this run`,
      );
    } finally {
      await silent.close();
    }
  }, 60_000);

  it("replays a second clone from the remote, signed; a tampered record is refused and the run happens", async () => {
    const origin = await project("importer-break", { git: true });
    origin.write("src/b.ts", 'import { add } from "./a.js";\n\nexport const total: number = add(1,2)\n');
    await origin.git("add", "-A");
    await origin.git("commit", "-q", "-m", "a format finding");
    const server = await startCacheServer({ keepsTags: true });
    servers.push(server);
    const clone = async () => {
      const root = tempDir("qgate-e2e-clone-");
      const dir = path.join(root, "checkout", "project");
      mkdirSync(path.dirname(dir), { recursive: true });
      await runGit(root, ["clone", "-q", origin.dir, dir]);
      // The fixture's node_modules is not in git: linked as tempProject links it.
      symlinkSync(realpathSync(path.join(origin.dir, "node_modules")), path.join(dir, "node_modules"), "dir");
      return { dir, cacheDir: path.join(root, "cache"), logDir: path.join(root, "logs") };
    };
    const remote = {
      QGATE_REMOTE_CACHE_URL: server.url,
      QGATE_REMOTE_CACHE_TOKEN: server.token,
      QGATE_REMOTE_CACHE_TEAM: server.team,
      QGATE_REMOTE_CACHE_SIGNATURE_KEY: "qgate-test-signature-key",
    };
    const [a, b, c, d] = [await clone(), await clone(), await clone(), await clone()];
    const filled = await runQgate(ARGS, { cwd: a.dir, env: machineEnv(a.cacheDir, a.logDir, remote) });
    expect(replayed(filled)).toBe(false);
    const shared = await runQgate(ARGS, { cwd: b.dir, env: machineEnv(b.cacheDir, b.logDir, remote) });
    expect(replayed(shared)).toBe(true);
    expect(shared.stdout).toBe(filled.stdout);
    expect(shared.exitCode).toBe(filled.exitCode);
    // A clone whose checked file differs: the remote's record does not hold there, and the run is its own.
    writeFileSync(
      path.join(d.dir, "src/b.ts"),
      'import { add } from "./a.js";\n\nexport const total: number = add(1, 2);\n',
    );
    const own = await runQgate(ARGS, { cwd: d.dir, env: machineEnv(d.cacheDir, d.logDir, remote) });
    const uncached = await runQgate(ARGS, {
      cwd: d.dir,
      env: { ...machineEnv(d.cacheDir, d.logDir), QGATE_CACHE: "0" },
    });
    expect({ replayed: replayed(own), report: timeless(own), code: own.exitCode }).toEqual({
      replayed: false,
      report: timeless(uncached),
      code: uncached.exitCode,
    });
    // Someone with write access to the storage turns the record's verdict into a pass.
    let tampered = 0;
    for (const artifact of server.artifacts()) {
      const stored = path.join(server.teamDir, artifact);
      const body = readFileSync(stored, "utf8");
      if (!body.includes('"stdout"')) continue;
      const record = JSON.parse(body) as { exitCode: number; stdout: string };
      record.exitCode = 0;
      record.stdout = record.stdout.replace('"verdict": "block"', '"verdict": "pass"');
      writeFileSync(stored, JSON.stringify(record));
      tampered++;
    }
    expect(tampered).toBe(1);
    const refused = await runQgate(ARGS, { cwd: c.dir, env: machineEnv(c.cacheDir, c.logDir, remote) });
    expect(replayed(refused)).toBe(false);
    expect(refused.exitCode).toBe(filled.exitCode);
    expect(timeless(refused)).toMatchObject({ verdict: "block" });
  }, 120_000);
});
