/** The per-project lock of cold runs: one holder at a time, waits counted, dead holders replaced. */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockProject } from "../../src/engine/project-lock.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function lockEnv(): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-locks-"));
  dirs.push(dir);
  return { QGATE_LOCK_DIR: dir };
}

describe("lockProject", () => {
  it("lets one run in at a time; the next gets in once the first releases", async () => {
    const env = lockEnv();
    const first = await lockProject("/repo", { env });
    expect(first.held).toBe(true);
    let secondIn = false;
    const second = lockProject("/repo", { env }).then((lock) => {
      secondIn = true;
      return lock;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(secondIn).toBe(false);
    first.release();
    const lock = await second;
    expect(lock.held).toBe(true);
    expect(lock.waitedMs).toBeGreaterThan(0);
    lock.release();
    expect(readdirSync(env.QGATE_LOCK_DIR!)).toEqual([]);
  });

  it("other projects do not wait", async () => {
    const env = lockEnv();
    const a = await lockProject("/repo-a", { env });
    const b = await lockProject("/repo-b", { env });
    expect([a.held, b.held]).toEqual([true, true]);
    a.release();
    b.release();
  });

  it("takes over a lock left by a process that died", async () => {
    const env = lockEnv();
    const held = await lockProject("/repo", { env });
    const [file] = readdirSync(env.QGATE_LOCK_DIR!);
    held.release();
    // A pid that cannot be running.
    writeFileSync(path.join(env.QGATE_LOCK_DIR!, file!), "2147483646\n");
    const lock = await lockProject("/repo", { env });
    expect(lock.held).toBe(true);
    lock.release();
  });

  it("gives up waiting at its bound and runs without the lock", async () => {
    const env = lockEnv();
    const first = await lockProject("/repo", { env });
    const second = await lockProject("/repo", { env, maxWaitMs: 50 });
    expect(second.held).toBe(false);
    first.release();
  });
});
