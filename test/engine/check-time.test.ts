/**
 * A check's time in the report is its own: on a cold run security may wait in lint's thread for lint
 * to answer (engine/host.ts), and that wait is not security's. A host that stands in for the worker
 * host's shared thread, on a clock the test moves (fake `performance.now`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeSet } from "../../src/changes/change-set.js";
import { emptyResult } from "../../src/checks/check.js";
import { runChecks } from "../../src/engine/engine.js";
import type { CheckHost } from "../../src/engine/host.js";
import { loadPolicy } from "../../src/policy/load.js";
import { tempProject, type TempProject } from "../helpers/project.js";

let project: TempProject;
beforeAll(async () => {
  project = await tempProject();
  project.write("package.json", '{ "name": "check-time", "private": true }\n');
  project.write("a.ts", "export const a = 1;\n");
});
afterAll(() => project.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

describe("runChecks: each check's time", () => {
  it("leaves out the time a check waited for its thread", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    let lintAnswered!: () => void;
    const lintGone = new Promise<void>((resolve) => (lintAnswered = resolve));
    let bothSent!: () => void;
    const sent = new Promise<void>((resolve) => (bothSent = resolve));
    let calls = 0;
    // Both are sent to the host; lint runs for 1,000 ms, and security, which waits for it, for 10.
    const host: CheckHost = {
      run: async (request, _onFilesDone, onStarted) => {
        if (++calls === 2) bothSent();
        await sent;
        if (request.id === "security") await lintGone;
        onStarted?.();
        vi.advanceTimersByTime(request.id === "lint" ? 1000 : 10);
        if (request.id === "lint") lintAnswered();
        return emptyResult();
      },
      close: async () => {},
    };
    const policy = loadPolicy({ root: project.dir });
    policy.checks.format.enabled = false;
    policy.checks.types.enabled = false;
    const changeSet: ChangeSet = {
      root: project.dir,
      files: [{ path: "a.ts", absPath: `${project.dir}/a.ts`, change: "modify" }],
      skipped: [],
      source: "explicit",
    };
    const report = await runChecks(changeSet, { policy, strict: false, host });
    expect(report.timings.checks).toEqual({ lint: 1000, security: 10 });
  });
});
