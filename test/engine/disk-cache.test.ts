/**
 * The result cache on disk (engine/disk-cache.ts) on its own, in a temp directory with real cacache:
 * where it lives, what turns it off, least-recently-used eviction past the cap, and clean.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CheckResult } from "../../src/checks/check.js";
import {
  cacheDir,
  cacheMaxBytes,
  cacheUsage,
  cleanCache,
  diskCacheFor,
  DiskCache,
} from "../../src/engine/disk-cache.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-disk-cache-"));
  dirs.push(dir);
  return dir;
}

/** A result whose stored size is the same for every one-letter name. */
function result(name: string): CheckResult {
  return { findings: [], failures: [], tools: [], checkedFiles: [`${name}.ts`], notes: [] };
}

/** A memory key (result-cache.ts gives sha1 hex) for a one-letter name. */
const key = (name: string) => name.repeat(40);

const POLICY = { cache: { enabled: true, maxSizeMb: 100 } };

describe("where the cache lives and what turns it off", () => {
  it("is QGATE_CACHE_DIR, else an absolute XDG_CACHE_HOME's qgate, else ~/.cache/qgate", () => {
    expect(cacheDir({ QGATE_CACHE_DIR: "/x/y", XDG_CACHE_HOME: "/xdg" })).toBe("/x/y");
    expect(cacheDir({ XDG_CACHE_HOME: "/xdg" })).toBe("/xdg/qgate");
    expect(cacheDir({ XDG_CACHE_HOME: "relative" })).toBe(path.join(homedir(), ".cache", "qgate"));
    expect(cacheDir({})).toBe(path.join(homedir(), ".cache", "qgate"));
  });

  it("is off with QGATE_CACHE=0 or the policy's cache.enabled false; the cap comes from the env, else the policy", () => {
    expect(diskCacheFor(POLICY, { QGATE_CACHE_DIR: "/c" })?.dir).toBe("/c/results");
    for (const value of ["0", "false", "OFF", "no"])
      expect(diskCacheFor(POLICY, { QGATE_CACHE: value, QGATE_CACHE_DIR: "/c" })).toBeUndefined();
    expect(diskCacheFor({ cache: { enabled: false, maxSizeMb: 100 } }, {})).toBeUndefined();
    expect(cacheMaxBytes(POLICY, {})).toBe(100 * 1048576);
    expect(cacheMaxBytes(POLICY, { QGATE_CACHE_MAX_MB: "7" })).toBe(7 * 1048576);
    expect(cacheMaxBytes(POLICY, { QGATE_CACHE_MAX_MB: "lots" })).toBe(100 * 1048576);
  });

  it("says in one note, not silently, that a bad QGATE_CACHE_MAX_MB was replaced by the policy's cap", () => {
    expect(diskCacheFor(POLICY, { QGATE_CACHE_DIR: "/c", QGATE_CACHE_MAX_MB: "7" })?.notes).toEqual([]);
    for (const value of ["lots", "0", "1.5", "-3"])
      expect(diskCacheFor(POLICY, { QGATE_CACHE_DIR: "/c", QGATE_CACHE_MAX_MB: value })?.notes).toEqual([
        `QGATE_CACHE_MAX_MB="${value}" is not a whole number of megabytes (1 or more): the cache's cap is 100 MB`,
      ]);
  });

  it("takes the remote from the environment over the policy, and never runs one without a team", () => {
    const policy = { cache: { ...POLICY.cache, remote: { url: "https://policy.example", team: "p" } } };
    const env = {
      QGATE_CACHE_DIR: "/c",
      TURBO_API: "https://turbo.example/",
      TURBO_TEAM: "t",
      TURBO_TOKEN: "x",
    };
    expect(diskCacheFor(policy, { QGATE_CACHE_DIR: "/c" })?.remote?.settings).toMatchObject({
      url: "https://policy.example",
      team: "p",
      readOnly: false,
    });
    expect(diskCacheFor(policy, env)?.remote?.settings).toMatchObject({
      url: "https://turbo.example",
      team: "t",
      token: "x",
    });
    const readOnly = { ...env, QGATE_REMOTE_CACHE_READ_ONLY: "1", QGATE_REMOTE_CACHE_TEAM: "q" };
    expect(diskCacheFor(policy, readOnly)?.remote?.settings).toMatchObject({ team: "q", readOnly: true });
    const noTeam = diskCacheFor(POLICY, {
      QGATE_CACHE_DIR: "/c",
      QGATE_REMOTE_CACHE_URL: "http://127.0.0.1:1",
    });
    expect(noTeam?.remote).toBeUndefined();
    expect(noTeam?.notes).toEqual([
      "remote cache http://127.0.0.1:1: no team set (QGATE_REMOTE_CACHE_TEAM, TURBO_TEAM or cache.remote.team): the remote cache is off for this run",
    ]);
    // The daemon's runs leave the remote out (an edit's new content would be a miss on every hook).
    const local = diskCacheFor(policy, env, { remote: false });
    expect(local?.remote).toBeUndefined();
    expect(local?.dir).toBe("/c/results");
  });
});

describe("the disk cache", () => {
  it("keeps what it is given, and a different key is a miss", async () => {
    const dir = tempDir();
    const cache = new DiskCache(dir, 1048576);
    cache.put(key("a"), result("a"));
    await cache.settle();
    expect(await new DiskCache(dir, 1048576).get(key("a"))).toEqual(result("a"));
    expect(await new DiskCache(dir, 1048576).get(key("b"))).toBeUndefined();
  });

  it("removes the least recently used entries past the cap, a read counting as a use", async () => {
    const dir = tempDir();
    let clock = 1000;
    const now = () => clock++;
    const probe = new DiskCache(dir, Number.MAX_SAFE_INTEGER, now, 0);
    probe.put(key("p"), result("p"));
    await probe.settle();
    const size = (await cacheUsage(dir)).bytes;
    await cleanCache(dir);
    // Room for three entries.
    const cache = new DiskCache(dir, 3 * size, now, 0);
    for (const name of ["a", "b", "c"]) {
      cache.put(key(name), result(name));
      await cache.settle();
    }
    expect(await cacheUsage(dir)).toEqual({ entries: 3, bytes: 3 * size });
    // `a` is used: `b` is now the least recently used.
    expect(await cache.get(key("a"))).toEqual(result("a"));
    cache.put(key("d"), result("d"));
    await cache.settle();
    expect(await cacheUsage(dir)).toEqual({ entries: 3, bytes: 3 * size });
    expect(await cache.get(key("b"))).toBeUndefined();
    for (const name of ["a", "c", "d"]) expect(await cache.get(key(name)), name).toEqual(result(name));
  });

  it("checks the cap at most once per interval, whichever run writes (the check reads the whole index)", async () => {
    const dir = tempDir();
    let clock = 1000;
    const now = () => clock;
    const probe = new DiskCache(dir, Number.MAX_SAFE_INTEGER, now, 0);
    probe.put(key("p"), result("p"));
    await probe.settle();
    const size = (await cacheUsage(dir)).bytes;
    await cleanCache(dir);
    // Room for one entry; the cap is checked at most every 100 ms of this clock, by any run.
    const run = () => new DiskCache(dir, size, now, 100);
    for (const name of ["a", "b", "c"]) {
      const cache = run();
      cache.put(key(name), result(name));
      await cache.settle();
      clock += 10;
    }
    // The first run checked (no stamp yet, one entry: nothing to remove); the next two were within
    // the interval, so the cache is over its cap until the next check.
    expect((await cacheUsage(dir)).entries).toBe(3);
    clock += 100;
    const later = run();
    later.put(key("d"), result("d"));
    await later.settle();
    expect(await cacheUsage(dir)).toEqual({ entries: 1, bytes: size });
  });

  it("takes a check stamped in the future (a clock set back) as none, so the cap is still applied", async () => {
    const dir = tempDir();
    const clock = 1000;
    const probe = new DiskCache(dir, Number.MAX_SAFE_INTEGER, () => clock, 0);
    probe.put(key("p"), result("p"));
    await probe.settle();
    const size = (await cacheUsage(dir)).bytes;
    await cleanCache(dir);
    writeFileSync(path.join(dir, "qgate-evicted-at"), String(clock + 1_000_000));
    const cache = new DiskCache(dir, size, () => clock, 100);
    cache.put(key("a"), result("a"));
    cache.put(key("b"), result("b"));
    await cache.settle();
    expect(await cacheUsage(dir)).toEqual({ entries: 1, bytes: size });
    expect(readFileSync(path.join(dir, "qgate-evicted-at"), "utf8")).toBe(String(clock));
  });

  it("clean removes every entry and says how many there were", async () => {
    const dir = tempDir();
    const cache = new DiskCache(dir, 1048576);
    cache.put(key("a"), result("a"));
    cache.put(key("b"), result("b"));
    await cache.settle();
    expect(await cleanCache(dir)).toBe(2);
    expect(await cacheUsage(dir)).toEqual({ entries: 0, bytes: 0 });
    expect(await cache.get(key("a"))).toBeUndefined();
  });
});
