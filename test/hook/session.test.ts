import { mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mergeChange, SessionStore } from "../../src/hook/session.js";
import { trySessionRecord } from "../../src/hook/session-record.js";
import { Logs } from "../../src/routing/logs.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "qgate-session-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("SessionStore", () => {
  it("keys a Claude session by its id and collects every changed file once, merging change types", () => {
    const store = new SessionStore(dir);
    const key = { sessionId: "abc-123" };
    expect(store.recordFile(key, "/p", { path: "src/a.ts", change: "create", changedLines: 3 })).toBe(
      "abc-123",
    );
    store.recordFile(key, "/p", { path: "src/a.ts", change: "modify", changedLines: 2 });
    store.recordFile(key, "/p", { path: "src/b.ts", change: "modify" });
    store.recordFile(key, "/p", { path: "src/c.ts", change: "modify" });
    store.recordFile(key, "/p", { path: "src/c.ts", change: "delete" });
    store.recordPrompt(key, "/p");
    expect(store.read(key)).toEqual({
      id: "abc-123",
      root: "/p",
      prompts: 1,
      stopBlocks: 0,
      stopBlocksSinceEdit: 0,
      files: [
        { path: "src/a.ts", change: "create", changedLines: 5 },
        { path: "src/b.ts", change: "modify" },
        { path: "src/c.ts", change: "delete" },
      ],
    });
  });

  it("counts the stops qgate blocked, in all and since the last edit", () => {
    const store = new SessionStore(dir);
    const key = { sessionId: "loop-1" };
    store.recordFile(key, "/p", { path: "src/a.ts", change: "modify" });
    store.recordStopBlock(key, "/p");
    store.recordStopBlock(key, "/p");
    expect(store.read(key)).toMatchObject({ stopBlocks: 2, stopBlocksSinceEdit: 2 });
    store.recordFile(key, "/p", { path: "src/a.ts", change: "modify" });
    expect(store.read(key)).toMatchObject({ stopBlocks: 2, stopBlocksSinceEdit: 0 });
  });

  it("gives a project root one seed session until it ends, then a new one", () => {
    const store = new SessionStore(dir);
    const key = { root: "/p" };
    const first = store.recordPrompt(key, "/p");
    expect(first).toMatch(/^s-/);
    expect(store.recordFile(key, "/p", { path: "a.ts", change: "modify" })).toBe(first);
    store.end(key);
    expect(store.read(key)).toBeUndefined();
    const second = store.recordPrompt(key, "/p");
    expect(second).not.toBe(first);
  });

  it("starts a new seed session at the next prompt when the old one has been idle for 12 hours", () => {
    const store = new SessionStore(dir);
    const key = { root: "/p" };
    const first = store.recordPrompt(key, "/p");
    const old = new Date(Date.now() - 13 * 60 * 60 * 1000);
    utimesSync(store.fileFor(key), old, old);
    expect(store.recordPrompt(key, "/p")).not.toBe(first);
  });

  it("never lets a session id escape the sessions directory", () => {
    const store = new SessionStore(dir);
    const file = store.fileFor({ sessionId: "../../etc/passwd" });
    expect(path.dirname(file)).toBe(path.join(dir, "sessions"));
    expect(path.basename(file)).toMatch(/^claude-h-[0-9a-f]{16}\.jsonl$/);
  });

  it("skips a torn line and keeps the rest", () => {
    const store = new SessionStore(dir);
    const key = { sessionId: "s" };
    store.recordFile(key, "/p", { path: "a.ts", change: "modify" });
    appendFileSync(store.fileFor(key), '{"t":"file","path":"b.t');
    appendFileSync(store.fileFor(key), "\n");
    store.recordFile(key, "/p", { path: "c.ts", change: "modify" });
    expect(store.read(key)?.files.map((f) => f.path)).toEqual(["a.ts", "c.ts"]);
  });

  it("joins the session another process created first (link-based creation never overwrites)", () => {
    const store = new SessionStore(dir);
    const key = { root: "/p" };
    const id = store.recordPrompt(key, "/p");
    writeFileSync(path.join(dir, "unrelated"), "x");
    expect(new SessionStore(dir).recordFile(key, "/p", { path: "a.ts", change: "modify" })).toBe(id);
    expect(readFileSync(store.fileFor(key), "utf8").split("\n").filter(Boolean)).toHaveLength(3);
  });
});

describe("mergeChange", () => {
  it("folds a session's edits of one file", () => {
    expect(mergeChange(undefined, "modify")).toBe("modify");
    expect(mergeChange("create", "modify")).toBe("create");
    expect(mergeChange("modify", "delete")).toBe("delete");
    expect(mergeChange("delete", "create")).toBe("modify");
  });
});

describe("trySessionRecord", () => {
  it("gives the operation's result, or undefined and one error log line when the state cannot be kept", () => {
    const logs = new Logs({ dir: path.join(dir, "logs") });
    const ok = new SessionStore(path.join(dir, "logs"));
    expect(trySessionRecord({ logs }, () => ok.recordPrompt({ sessionId: "s1" }, "/p"))).toBe("s1");
    // A file where the session directory must go: the store throws ENOTDIR (or EEXIST), even for root.
    writeFileSync(path.join(dir, "blocker"), "a file, not a directory");
    const broken = new SessionStore(path.join(dir, "blocker"));
    expect(trySessionRecord({ logs }, () => broken.recordPrompt({ sessionId: "s2" }, "/p"))).toBeUndefined();
    const errors = readFileSync(path.join(dir, "logs", "error.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(errors.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      {
        ts: expect.any(String),
        type: "file_operation_failed",
        critical: false,
        message: expect.stringMatching(/^session record: (ENOTDIR|EEXIST)$/),
      },
    ]);
  });
});
