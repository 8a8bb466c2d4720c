/**
 * A log read in parts on worker threads (src/stats/aggregate.ts) gives what the same log read whole
 * gives: every figure, the per-session list in its order, the series and the log's summary. The
 * workers are the compiled ones (dist/stats/aggregate-worker.js, `npm run compile`), real threads.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aggregateLogs } from "../../src/stats/aggregate.js";
import { partOf, timeOf } from "../../src/stats/stats-log.js";
import type { MetricsRecord } from "../../src/stats/records.js";

let dir: string;

/** A seeded generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * Sessions that interleave (as several assistants' do), with files that fail and pass, importers'
 * findings, records without a session, blocked files whose first blocking finding changes over time,
 * lines out of order within the reorder window, corrupt lines and a record type this version does not
 * know. Times are whole seconds, and several records share one, so that order ties are decided by the
 * stream's order.
 */
function generateLog(seed: number, records: number): string[] {
  const next = random(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
  const start = Date.parse("2026-03-01T00:00:00.000Z");
  const lines: string[] = [];
  const open: string[] = [];
  let sessions = 0;
  let at = start;
  // Each session in a project (a repository, a package of it, another one) or none (an older qgate).
  const projects = new Map<string, string | undefined>();
  const projectOf = (session: string | undefined) =>
    session !== undefined ? projects.get(session) : pick(["/p/one", "/p/two", undefined]);
  for (let i = 0; i < records; i++) {
    at += Math.floor(next() * 3) * 1000 + (next() < 0.05 ? 86_400_000 : 0);
    const ts = new Date(at).toISOString();
    if (open.length === 0 || next() < 0.08) {
      const session = `s-${seed}-${sessions++}`;
      open.push(session);
      projects.set(session, pick(["/p/one", "/p/one/packages/a", "/p/two", undefined]));
      lines.push(
        JSON.stringify({
          type: "prompt",
          ts,
          session,
          project: projects.get(session),
          assistant: pick(["claude", "codex"]),
          chars: 90,
          score: Math.floor(next() * 100),
        }),
      );
      continue;
    }
    const roll = next();
    if (roll < 0.02) lines.push(`{"type":"gate","ts":"${ts}", broken`);
    else if (roll < 0.03) lines.push(JSON.stringify({ type: "future-kind", ts, session: pick(open) }));
    else if (roll < 0.05) {
      const session = open.splice(Math.floor(next() * open.length), 1)[0];
      lines.push(
        JSON.stringify({ type: "session-end", ts, session, project: projectOf(session), verdict: "pass" }),
      );
    } else {
      const session = next() < 0.1 ? undefined : pick(open);
      const files = Array.from({ length: 1 + Math.floor(next() * 2) }, () => {
        const passed = next() > 0.3;
        return {
          path: `src/m${Math.floor(next() * 12)}.ts`,
          ...(next() < 0.8 ? { changedLines: Math.floor(next() * 20) } : {}),
          passed,
          findings: passed ? {} : { lint: 1 + Math.floor(next() * 2) },
          ...(passed ? {} : { blockedBy: `lint/rule-${Math.floor(next() * 5)}: message ${i}` }),
        };
      });
      const blocked = files.some((f) => !f.passed);
      const record: MetricsRecord = {
        type: "gate",
        ts,
        ...(session !== undefined ? { session } : {}),
        project: projectOf(session),
        door: session === undefined ? "check" : "hook:PostToolUse",
        ...(session !== undefined ? { assistant: "claude" } : {}),
        verdict: blocked ? "block" : "pass",
        durationMs: 100 + Math.floor(next() * 400),
        files,
        failures: next() < 0.05 ? ["types"] : [],
        ...(next() < 0.1 ? { elsewhere: { types: 2 } } : {}),
        checkMs: { lint: Math.floor(next() * 50), types: Math.floor(next() * 200) },
        rules: blocked ? { [`lint/rule-${Math.floor(next() * 5)}`]: 1 } : {},
        served: pick(["warm", "cold", "replayed"] as const),
        ...(next() < 0.2 ? { cached: { lint: pick(["local", "remote"] as const) } } : {}),
      };
      lines.push(JSON.stringify(record));
    }
  }
  // Concurrent hooks append slightly out of order: swap neighbours here and there.
  for (let i = 1; i < lines.length; i += 1 + Math.floor(next() * 40)) {
    const [a, b] = [lines[i - 1], lines[i]] as [string, string];
    [lines[i - 1], lines[i]] = [b, a];
  }
  return lines;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "qgate-aggregate-"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("a log read in parts on worker threads", () => {
  it("gives every figure, session and day the log read whole gives, whatever the number of parts", async () => {
    for (const seed of [1, 2, 3]) {
      const file = path.join(dir, `metrics-${seed}.jsonl`);
      writeFileSync(file, `${generateLog(seed, 3000).join("\n")}\n`);
      const whole = await aggregateLogs([file], {}, { parts: 1 });
      expect(whole.parts).toBe(1);
      expect(whole.summary.corrupt).toBeGreaterThan(0);
      expect(whole.summary.ignored).toBeGreaterThan(0);
      expect(whole.result.sessions.length).toBeGreaterThan(100);
      expect(whole.result.series.blockedFiles.length).toBeGreaterThan(0);
      for (const parts of [2, 3]) {
        const inParts = await aggregateLogs([file], {}, { parts });
        // Really read in parts: a missing worker script would read the log whole and compare it with itself.
        expect(inParts.parts, `seed ${seed}, ${parts} parts`).toBe(parts);
        expect(inParts.summary, `seed ${seed}, ${parts} parts`).toEqual(whole.summary);
        expect(inParts.result, `seed ${seed}, ${parts} parts`).toEqual(whole.result);
        // The dashboard's: the sessions' shared tally, and only what the overall figures need of them.
        const overall = await aggregateLogs([file], {}, { parts, perSession: false });
        expect(overall.parts).toBe(parts);
        expect(overall.result.overall, `seed ${seed}, ${parts} parts`).toEqual(whole.result.overall);
        expect(overall.result.series, `seed ${seed}, ${parts} parts`).toEqual(whole.result.series);
      }
    }
  });

  it("with only the overall figures asked for (the dashboard), and with a filter and a project", async () => {
    const file = path.join(dir, "metrics-filter.jsonl");
    writeFileSync(file, `${generateLog(7, 3000).join("\n")}\n`);
    const filter = { since: new Date("2026-03-02T00:00:00.000Z"), assistant: "claude" };
    const whole = await aggregateLogs([file], filter, { parts: 1, perSession: false });
    const inParts = await aggregateLogs([file], filter, { parts: 2, perSession: false });
    expect(inParts.parts).toBe(2);
    expect(inParts.result).toEqual(whole.result);
    expect(whole.result.overall.gateRuns).toBeGreaterThan(100);
    expect(inParts.result.sessions).toEqual([]);
    // One project: its repository's records and its package's; those naming none counted apart.
    const project = { ...filter, project: "/p/one" };
    const oneWhole = await aggregateLogs([file], project, { parts: 1 });
    const oneInParts = await aggregateLogs([file], project, { parts: 3 });
    expect(oneInParts.parts).toBe(3);
    expect(oneInParts.summary).toEqual(oneWhole.summary);
    expect(oneInParts.result).toEqual(oneWhole.result);
    expect(oneWhole.summary.unattributed).toBeGreaterThan(10);
    expect(oneWhole.result.overall.gateRuns).toBeGreaterThan(10);
    expect(oneWhole.result.overall.gateRuns).toBeLessThan(whole.result.overall.gateRuns);
  });

  it("merges logs from several machines in parts, each duplicate counted once", async () => {
    const lines = generateLog(11, 2000);
    const a = path.join(dir, "machine-a.jsonl");
    const b = path.join(dir, "machine-b.jsonl");
    // Machine b holds a copy of a's second half and its own runs.
    writeFileSync(a, `${lines.slice(0, 1500).join("\n")}\n`);
    writeFileSync(b, `${[...lines.slice(750, 1500), ...lines.slice(1500)].join("\n")}\n`);
    const whole = await aggregateLogs([a, b], {}, { parts: 1 });
    const inParts = await aggregateLogs([a, b], {}, { parts: 2 });
    expect(whole.summary.duplicates).toBeGreaterThan(500);
    expect(inParts.parts).toBe(2);
    expect(inParts.summary).toEqual(whole.summary);
    expect(inParts.result).toEqual(whole.result);
  });

  it("reads the log whole on this thread when a worker dies, never a part's result alone", async () => {
    const file = path.join(dir, "metrics-die.jsonl");
    writeFileSync(file, `${generateLog(5, 3000).join("\n")}\n`);
    const whole = await aggregateLogs([file], {}, { parts: 1 });
    // A heap too small for the worker to start its module: it dies with ERR_WORKER_OUT_OF_MEMORY.
    const died = await aggregateLogs([file], {}, { parts: 2, partLimits: { maxOldGenerationSizeMb: 1 } });
    expect(died.parts).toBe(1);
    expect(died.result).toEqual(whole.result);
    expect(died.summary).toEqual(whole.summary);
  });
});

describe("partOf: a line's part, from its session id's text", () => {
  it("puts every line of a session in one part and a line without a session in part 0", () => {
    const part = (line: string, parts: number) => partOf(Buffer.from(line), 0, line.length, parts);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const session = `session-${i}`;
      const a = part(JSON.stringify({ type: "prompt", ts: "2026-03-01T00:00:00.000Z", session }), 4);
      const b = part(JSON.stringify({ type: "gate", ts: "2026-03-02T10:00:00.000Z", session, files: [] }), 4);
      expect(b).toBe(a);
      // Keys in another order (another writer, an older qgate): the key is searched for, not expected.
      const c = part(JSON.stringify({ session, type: "gate", ts: "2026-03-02T10:00:00.000Z" }), 4);
      const d = part(JSON.stringify({ type: "gate", ts: "2026-03-02T10:00:00Z", door: "hook", session }), 4);
      expect([c, d]).toEqual([a, a]);
      seen.add(a);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
    expect(part(JSON.stringify({ type: "gate", ts: "2026-03-01T00:00:00.000Z", door: "check" }), 4)).toBe(0);
    // Only the line itself is read: a session id in the next line does not count.
    const two = Buffer.from('{"type":"gate"}\n{"type":"gate","session":"x"}');
    expect(partOf(two, 0, 15, 4)).toBe(0);
  });
});

describe("timeOf: toISOString's form read from its digits", () => {
  it("equals Date.parse on generated times, valid or not", () => {
    const next = random(3);
    const pad = (n: number, width: number) => String(n).padStart(width, "0");
    for (let i = 0; i < 20_000; i++) {
      const n = (max: number) => Math.floor(next() * max);
      const ts = `${pad(n(10000), 4)}-${pad(n(14), 2)}-${pad(n(33), 2)}T${pad(n(26), 2)}:${pad(n(62), 2)}:${pad(n(62), 2)}.${pad(n(1000), 3)}Z`;
      expect(Object.is(timeOf(ts), Date.parse(ts)), ts).toBe(true);
    }
    for (const ts of [
      "2024-02-29T00:00:00.000Z",
      "2026-02-29T00:00:00.000Z",
      "0099-01-01T00:00:00.000Z",
      "2026-01-01T00:00:00Z",
      "2026-01-01T00:00:00.000+01:00",
      "2026-01-0xT00:00:00.000Z",
      "not a time",
    ])
      expect(Object.is(timeOf(ts), Date.parse(ts)), ts).toBe(true);
  });
});
