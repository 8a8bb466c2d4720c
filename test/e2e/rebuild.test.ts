/**
 * A rebuilt or reinstalled qgate of the same version, on a private copy of the packed package
 * (test/helpers/private-package.ts): nothing the older code computed or serves may answer for it.
 * - A run record (src/engine/run-record.ts) is keyed by qgate's build: a byte changed in a bundle is
 *   another build, and the run happens again.
 * - A daemon started by other code (src/daemon/client.ts's BUILD: the bundle's build id) refuses the
 *   client and is replaced: never the old code answering a hook. The same build installed again (npm's
 *   fixed file times, pnpm's hard links) is the same build, and the daemon serves on.
 */
import {
  linkSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate, type RunResult } from "../helpers/cli.js";
import { privatePackage, type PrivatePackage } from "../helpers/private-package.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { claudeInput, hookProject, type HookProject } from "../helpers/hook-project.js";
import { alive, until } from "../helpers/processes.js";

const project = tempProjects();
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function ownPackage(): PrivatePackage {
  const own = privatePackage();
  cleanups.push(() => own.remove());
  return own;
}

const replayed = (run: RunResult) => run.stderr.includes("qgate timings: replayed");

describe("a rebuilt qgate of the same version", () => {
  it("does not replay the older build's run records", async () => {
    const own = ownPackage();
    const p = await project("importer-break", { git: true });
    p.write("src/b.ts", 'import { add } from "./a.js";\n\nexport const total: number = add(1,2)\n');
    const env = {
      CI: undefined,
      QGATE_CACHE: "1",
      QGATE_CACHE_DIR: tempDir("qgate-rebuild-cache-"),
      QGATE_LOG_DIR: tempDir("qgate-rebuild-logs-"),
      QGATE_TIMINGS: "1",
    };
    const args = ["check", "--format", "json", "src/b.ts"];
    const run = () => runQgate(args, { cwd: p.dir, env, bin: own.bin });
    const first = await run();
    expect(first.exitCode).toBe(1);
    expect(replayed(await run())).toBe(true);
    // A rebuild written in place: one byte of the check worker's bundle changed, the same size, the
    // same file (inode), a new modification time; the version unchanged.
    const worker = path.join(own.dir, "dist", "bundle", "check-worker.js");
    const code = readFileSync(worker, "utf8");
    // Its last statement's semicolon becomes a space (still valid code, by automatic insertion).
    expect(code.endsWith(";")).toBe(true);
    writeFileSync(worker, `${code.slice(0, -1)} `);
    const later = new Date(Date.now() + 60_000);
    utimesSync(worker, later, later);
    const rebuilt = await run();
    expect(replayed(rebuilt)).toBe(false);
    expect(rebuilt.stdout).toContain('"verdict": "block"');
    expect(replayed(await run())).toBe(true);
  }, 120_000);

  it("is never answered by a daemon another build started: it is replaced; the same build reinstalled is served on", async () => {
    const own = ownPackage();
    const p: HookProject = await hookProject();
    cleanups.push(() => p.cleanup());
    const daemonDir = path.join(tempDir("qgate-rebuild-daemon-"), "run");
    const env = {
      QGATE_DAEMON: "1",
      QGATE_DAEMON_DIR: daemonDir,
      CI: undefined,
      CLAUDE_STRICT_QUALITY: "true",
    };
    const qgate = (args: string[], input?: string) =>
      runQgate(args, {
        cwd: p.dir,
        env: p.env(env),
        bin: own.bin,
        ...(input !== undefined ? { input } : {}),
      });
    cleanups.push(async () => {
      await qgate(["daemon", "stop"]);
    });
    const status = async () =>
      JSON.parse((await qgate(["daemon", "status", "--format", "json"])).stdout) as Record<string, unknown>;
    const hook = () =>
      qgate(
        ["hook"],
        claudeInput(p, "PostToolUse", {
          tool_name: "Write",
          tool_input: { file_path: path.join(p.dir, "src/bad.ts"), content: "" },
          tool_response: { success: true },
        }),
      );
    expect((await qgate(["daemon", "start"])).exitCode).toBe(0);
    const old = Number((await status()).pid);
    const served = await hook();
    expect(served.exitCode).toBe(2);
    expect(await status()).toMatchObject({ running: true, pid: old, requests: 1 });
    const reportless = (stdout: string) => stdout.replace(/Full report: [^"]+/, "Full report: …");

    // The same build installed again, as npm and pnpm do it: the client's bundle written anew with
    // npm's one fixed modification time, and hard-linked into another project (a new change time).
    // The same code: the daemon serves on.
    const client = path.join(own.dir, "dist", "bundle", "client.cjs");
    const npmTime = new Date("1985-10-26T08:15:00Z");
    const bytes = readFileSync(client);
    rmSync(client);
    writeFileSync(client, bytes);
    utimesSync(client, npmTime, npmTime);
    linkSync(client, path.join(tempDir("qgate-rebuild-store-"), "client.cjs"));
    const again = await hook();
    expect(reportless(again.stdout)).toBe(reportless(served.stdout));
    expect(await status()).toMatchObject({ running: true, pid: old, requests: 2 });

    // Another build of the same version (what scripts/bundle.js writes for other code).
    writeFileSync(path.join(own.dir, "dist", "bundle", "build-id"), "0000000000000000\n");
    const after = await hook();
    // The same verdict, from the newer code (cold, or a fresh daemon), never from the old daemon.
    expect(after.exitCode).toBe(2);
    expect(reportless(after.stdout)).toBe(reportless(served.stdout));
    const now = await status();
    expect({
      servedByOld: now.running === true && Number(now.pid) === old && Number(now.requests) > 2,
    }).toEqual({
      servedByOld: false,
    });
    await until(() => !alive(old));
    // The next hook starts (or finds) a daemon of the newer build, which serves it.
    expect((await hook()).exitCode).toBe(2);
    const fresh = await status();
    expect(Number(fresh.pid)).not.toBe(old);
  }, 120_000);
});
