import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Logs } from "../../src/routing/logs.js";
import { resolveLogDir } from "../../src/routing/log-dir.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "qgate-logs-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function lines(file: string): unknown[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe("Logs", () => {
  it("appends one JSON line per record, with a timestamp, in the named log file", () => {
    const logs = new Logs({ dir: path.join(dir, "logs") });
    logs.append("error", { type: "network_error", message: "line one\nline two" });
    logs.append("metrics", { type: "prompt", ts: "2026-01-01T00:00:00.000Z", chars: 3 });
    const errors = lines(path.join(dir, "logs", "error.jsonl"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ type: "network_error", message: "line one\nline two" });
    expect((errors[0] as { ts: string }).ts).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines(path.join(dir, "logs", "metrics.jsonl"))).toEqual([
      { type: "prompt", ts: "2026-01-01T00:00:00.000Z", chars: 3 },
    ]);
  });

  it("rotates a full file aside and keeps a bounded number of old files, losing no recent line", () => {
    const logs = new Logs({ dir, maxBytes: 200, keep: 2 });
    for (let i = 0; i < 30; i++) logs.append("session", { i, pad: "x".repeat(40) });
    const names = readdirSync(dir).sort();
    expect(names).toEqual(["session.jsonl", "session.jsonl.1", "session.jsonl.2"]);
    const all = ["session.jsonl.2", "session.jsonl.1", "session.jsonl"].flatMap((name) =>
      lines(path.join(dir, name)),
    ) as Array<{ i: number }>;
    const seen = all.map((r) => r.i);
    // The newest records are all there, in order, none split.
    expect(seen.at(-1)).toBe(29);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("keeps a year of metrics (64 MiB a file, 5 rotated) and 5 MiB a file of the other logs, unless set for all", () => {
    const logs = new Logs({ dir }, {});
    // 6 MiB already in each: past the other logs' cap, under the metrics log's.
    const full = `${"x".repeat(6 * 1024 * 1024 - 1)}\n`;
    writeFileSync(path.join(dir, "session.jsonl"), full);
    writeFileSync(path.join(dir, "metrics.jsonl"), full);
    logs.append("session", { event: "next" });
    logs.append("metrics", { type: "prompt", ts: "2026-01-01T00:00:00.000Z", chars: 3 });
    expect(readdirSync(dir).sort()).toEqual(["metrics.jsonl", "session.jsonl", "session.jsonl.1"]);
    // QGATE_LOG_MAX_BYTES sets every log's cap, the metrics log's too.
    new Logs({ dir }, { QGATE_LOG_MAX_BYTES: String(1024 * 1024) }).append("metrics", {
      type: "prompt",
      chars: 1,
    });
    expect(readdirSync(dir)).toContain("metrics.jsonl.1");
  });

  // A file where a directory must go: ENOTDIR, which no permission, not even root's, gets around.
  it("degrades to one warning when the directory cannot be written, whatever the user's permissions", () => {
    const warnings: string[] = [];
    writeFileSync(path.join(dir, "blocker"), "a file, not a directory");
    const logs = new Logs({ dir: path.join(dir, "blocker", "logs"), warn: (m) => warnings.push(m) });
    logs.append("error", { a: 1 });
    logs.append("metrics", { b: 2 });
    logs.append("session", { c: 3 });
    expect(logs.writable).toBe(false);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^qgate: warning: cannot write logs in ".*\/blocker\/logs" \((ENOTDIR|EEXIST)\); continuing without logs$/,
      ),
    ]);
    expect(readFileSync(path.join(dir, "blocker"), "utf8")).toBe("a file, not a directory");
  });

  it("warns once when a log file cannot be written (a directory stands where it goes)", () => {
    const warnings: string[] = [];
    mkdirSync(path.join(dir, "error.jsonl"));
    const logs = new Logs({ dir, warn: (m) => warnings.push(m) });
    logs.append("error", { a: 1 });
    logs.append("error", { a: 2 });
    expect(logs.writable).toBe(false);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^qgate: warning: cannot write logs in ".*" \(EISDIR\); continuing without logs$/,
      ),
    ]);
  });
});

describe("resolveLogDir", () => {
  it("uses QGATE_LOG_DIR, else CLAUDE_CONFIG_DIR/logs/qgate, else ~/.claude/logs/qgate", () => {
    expect(resolveLogDir({ QGATE_LOG_DIR: "/x/y" })).toBe("/x/y");
    expect(resolveLogDir({ CLAUDE_CONFIG_DIR: "/c" })).toBe("/c/logs/qgate");
  });
});
