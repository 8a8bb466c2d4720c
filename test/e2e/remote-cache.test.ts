/**
 * The remote result cache end to end: the built binary as a child process, real git clones, and the
 * real `turborepo-remote-cache` server (test/helpers/remote-cache-server.ts). A second clone on
 * another "machine" (its own local cache) is served from the remote with the same report; a server
 * killed mid-run, a server that never answers, a tampered artifact and a wrong token each leave the
 * verdict to the checks and are said once.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runQgate, type RunResult } from "../helpers/cli.js";
import { runGit, tempProject, type TempProject } from "../helpers/project.js";
import { startCacheServer, startSilentServer, type CacheServer } from "../helpers/remote-cache-server.js";

const SIGNATURE_KEY = "qgate-test-signature-key";
// A directory: the run is not recorded whole (src/engine/run-record.ts replays a run of named files),
// so what the second clone is served is each check's own entry, the subject here.
const ARGS = ["check", "--only", "format,security", "--format", "json", "--timings", "src"];

let origin: TempProject;
const scratch: string[] = [];
const servers: CacheServer[] = [];

beforeAll(async () => {
  // One small repository for every test: a format finding, so a report has something in it.
  origin = await tempProject("clean", { git: true });
  origin.write("src/a.ts", "export const  a={x:1}\n");
  await origin.git("add", "-A");
  await origin.git("commit", "-q", "-m", "a format finding");
});
afterAll(() => origin.cleanup());
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A clone of the origin as another machine has it: its own path and its own local cache. */
async function machine(): Promise<{ dir: string; cacheDir: string; logDir: string }> {
  const root = mkdtempSync(path.join(tmpdir(), "qgate-e2e-machine-"));
  scratch.push(root);
  const dir = path.join(root, "checkout", "project");
  mkdirSync(path.dirname(dir), { recursive: true });
  await runGit(root, ["clone", "-q", origin.dir, dir]);
  return { dir, cacheDir: path.join(root, "cache"), logDir: path.join(root, "logs") };
}

async function server(options: Parameters<typeof startCacheServer>[0] = {}): Promise<CacheServer> {
  const started = await startCacheServer(options);
  servers.push(started);
  return started;
}

/** The environment of a run on `at` with the remote at `remote` (or none). */
function envFor(
  at: { cacheDir: string; logDir?: string },
  remote?: { url: string; token: string; team: string },
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  return {
    QGATE_CACHE: "1",
    QGATE_CACHE_DIR: at.cacheDir,
    ...(at.logDir !== undefined ? { QGATE_LOG_DIR: at.logDir } : {}),
    // Nothing from the machine running the tests.
    TURBO_API: undefined,
    TURBO_TOKEN: undefined,
    TURBO_TEAM: undefined,
    TURBO_REMOTE_CACHE_SIGNATURE_KEY: undefined,
    QGATE_REMOTE_CACHE_SIGNATURE_KEY: undefined,
    QGATE_REMOTE_CACHE_READ_ONLY: undefined,
    QGATE_REMOTE_CACHE_URL: remote?.url,
    QGATE_REMOTE_CACHE_TOKEN: remote?.token,
    QGATE_REMOTE_CACHE_TEAM: remote?.team,
    ...extra,
  };
}

/** The checks whose --timings line says they were served from a cache. */
function cachedChecks(stderr: string): string[] {
  return stderr
    .split("\n")
    .flatMap((line) => {
      const match = /^qgate timing: check\.(\w+) .*cached: /.exec(line);
      return match ? [match[1]!] : [];
    })
    .sort();
}

interface Report {
  verdict: string;
  notes: string[];
  findings: unknown[];
}

function report(run: RunResult): Report {
  return JSON.parse(run.stdout) as Report;
}

/** The report without what differs by run or by clone: timings, root, and (with `notes`) the notes. */
function comparable(run: RunResult, withoutNotes = false): unknown {
  const parsed = JSON.parse(run.stdout) as Record<string, unknown>;
  delete parsed.timings;
  delete parsed.root;
  if (withoutNotes) delete parsed.notes;
  return parsed;
}

/** How the machine's last gate run was served, from its metrics log. */
function lastServed(at: { logDir: string }): {
  served: string | undefined;
  cached: Record<string, string> | undefined;
} {
  const lines = readFileSync(path.join(at.logDir, "metrics.jsonl"), "utf8").trim().split("\n");
  const { served, cached } = JSON.parse(lines.at(-1)!) as {
    served?: string;
    cached?: Record<string, string>;
  };
  return { served, cached };
}

function remoteNotes(run: RunResult): string[] {
  return report(run).notes.filter((note) => note.startsWith("remote cache"));
}

describe("the remote result cache", () => {
  it("serves a second clone on another machine, signed, with the same report; status shows it", async () => {
    const remote = await server({ keepsTags: true });
    const [first, second] = [await machine(), await machine()];
    const signed = { QGATE_REMOTE_CACHE_SIGNATURE_KEY: SIGNATURE_KEY };

    const fresh = await runQgate(ARGS, { cwd: first.dir, env: envFor(first, remote, signed) });
    expect(cachedChecks(fresh.stderr)).toEqual([]);
    expect(remoteNotes(fresh)).toEqual([]);
    // Written through before the run ended: one artifact per check.
    expect(remote.artifacts()).toHaveLength(2);

    const shared = await runQgate(ARGS, { cwd: second.dir, env: envFor(second, remote, signed) });
    expect(cachedChecks(shared.stderr)).toEqual(["format", "security"]);
    // The metrics log says where (qgate stats and the dashboard count it).
    expect(lastServed(first)).toEqual({ served: "cold", cached: undefined });
    expect(lastServed(second)).toEqual({ served: "cold", cached: { format: "remote", security: "remote" } });
    expect(shared.exitCode).toBe(fresh.exitCode);
    expect(comparable(shared)).toEqual(comparable(fresh));
    expect(report(shared).findings.length).toBeGreaterThan(0);

    // The remote's hits were kept locally: the same clone's next run needs no server.
    await remote.kill();
    const local = await runQgate(ARGS, { cwd: second.dir, env: envFor(second, remote, signed) });
    expect(cachedChecks(local.stderr)).toEqual(["format", "security"]);
    expect(lastServed(second)).toEqual({ served: "cold", cached: { format: "local", security: "local" } });
    expect(remoteNotes(local)).toEqual([]);

    const status = await runQgate(["cache", "status", "--format", "json"], {
      cwd: second.dir,
      env: envFor(second, remote, signed),
    });
    expect(status.stdout).not.toContain(remote.token);
    expect(status.stdout).not.toContain(SIGNATURE_KEY);
    expect(JSON.parse(status.stdout)).toMatchObject({
      entries: 2,
      remote: { url: remote.url, team: remote.team, readOnly: false, signed: true, token: true },
    });
  }, 60_000);

  it("never writes in read-only mode", async () => {
    const remote = await server();
    const at = await machine();
    const run = await runQgate(ARGS, {
      cwd: at.dir,
      env: envFor(at, remote, { QGATE_REMOTE_CACHE_READ_ONLY: "1" }),
    });
    expect(remoteNotes(run)).toEqual([]);
    expect(report(run).findings.length).toBeGreaterThan(0);
    expect(remote.artifacts()).toEqual([]);
  }, 60_000);

  it("a server killed mid-run leaves the verdict to the checks, said once", async () => {
    const remote = await server();
    const at = await machine();
    const alone = await runQgate(ARGS, { cwd: at.dir, env: envFor(at, undefined, { QGATE_CACHE: "0" }) });
    // Killed at its first request: whatever was asked after that finds no server.
    const killed = new Promise<void>((resolve) => remote.onRequest(() => resolve(remote.kill())));
    const run = await runQgate(ARGS, { cwd: at.dir, env: envFor(at, remote) });
    await killed;
    expect(run.exitCode).toBe(alone.exitCode);
    expect(comparable(run, true)).toEqual(comparable(alone, true));
    expect(remoteNotes(run)).toHaveLength(1);
    expect(remoteNotes(run)[0]).toMatch(
      /^remote cache http:\/\/127\.0\.0\.1:\d+: .*skipped for the rest of this run$/,
    );
  }, 60_000);

  it("a server that never answers is said once and changes nothing else", async () => {
    // A black hole: it accepts connections and never answers.
    const hole = await startSilentServer();
    try {
      const at = await machine();
      const alone = await runQgate(ARGS, { cwd: at.dir, env: envFor(at, undefined, { QGATE_CACHE: "0" }) });
      const remote = { url: hole.url, token: "t", team: "qgate-tests" };
      const run = await runQgate(ARGS, { cwd: at.dir, env: envFor(at, remote) });
      // It was asked, got nothing, and was then off for the run. What that costs (one 1 s timeout) is
      // latency, which the bench measures, not a test.
      expect(hole.sockets.length).toBeGreaterThan(0);
      expect(run.exitCode).toBe(alone.exitCode);
      expect(comparable(run, true)).toEqual(comparable(alone, true));
      expect(remoteNotes(run)).toEqual([
        `remote cache ${hole.url}: no answer within 1 s: skipped for the rest of this run`,
      ]);
    } finally {
      await hole.close();
    }
  }, 60_000);

  it("is left out of the daemon's runs: an edit's new content would be a miss on every hook", async () => {
    const hole = await startSilentServer();
    const at = await machine();
    const env = {
      ...envFor(at, { url: hole.url, token: "t", team: "qgate-tests" }),
      QGATE_DAEMON: "1",
      QGATE_DAEMON_DIR: path.join(at.cacheDir, "..", "daemon"),
    };
    try {
      expect((await runQgate(["daemon", "start"], { cwd: at.dir, env })).exitCode).toBe(0);
      const run = await runQgate(ARGS, { cwd: at.dir, env });
      expect(run.stderr).toMatch(/qgate timings: warm/);
      expect(remoteNotes(run)).toEqual([]);
      expect(hole.sockets).toEqual([]);
    } finally {
      await runQgate(["daemon", "stop"], { cwd: at.dir, env });
      await hole.close();
    }
  }, 60_000);

  it("refuses a tampered artifact: the checks run, said once", async () => {
    const remote = await server({ keepsTags: true });
    const [first, second] = [await machine(), await machine()];
    const signed = { QGATE_REMOTE_CACHE_SIGNATURE_KEY: SIGNATURE_KEY };
    const fresh = await runQgate(ARGS, { cwd: first.dir, env: envFor(first, remote, signed) });
    expect(remote.artifacts()).toHaveLength(2);
    // Someone with write access to the storage says "no findings" where there were some (format's),
    // keeping each entry's key; the security scan's entry, which had none, is left as it was.
    let tampered = 0;
    for (const name of remote.artifacts()) {
      const file = path.join(remote.teamDir, name);
      const entry = JSON.parse(readFileSync(file, "utf8")) as { result: { findings: unknown[] } };
      if (entry.result.findings.length === 0) continue;
      entry.result.findings = [];
      writeFileSync(file, JSON.stringify(entry));
      tampered++;
    }
    expect(tampered).toBe(1);
    const run = await runQgate(ARGS, { cwd: second.dir, env: envFor(second, remote, signed) });
    expect(cachedChecks(run.stderr)).toEqual(["security"]);
    expect(run.exitCode).toBe(fresh.exitCode);
    expect(comparable(run, true)).toEqual(comparable(fresh, true));
    expect(remoteNotes(run)).toEqual([
      `remote cache ${remote.url}: refused an entry without a valid signature (x-artifact-tag): checked here instead`,
    ]);
  }, 60_000);

  it("a wrong token is said once, with what to fix; the run stands on its own", async () => {
    const remote = await server();
    const at = await machine();
    const alone = await runQgate(ARGS, { cwd: at.dir, env: envFor(at, undefined, { QGATE_CACHE: "0" }) });
    const run = await runQgate(ARGS, { cwd: at.dir, env: envFor(at, { ...remote, token: "not-the-token" }) });
    expect(run.exitCode).toBe(alone.exitCode);
    expect(comparable(run, true)).toEqual(comparable(alone, true));
    expect(remoteNotes(run)).toEqual([
      `remote cache ${remote.url}: the server refused the token (401): check QGATE_REMOTE_CACHE_TOKEN (or TURBO_TOKEN) and the team: skipped for the rest of this run`,
    ]);
    expect(run.stdout + run.stderr).not.toContain("not-the-token");
    expect(remote.artifacts()).toEqual([]);
  }, 60_000);
});
