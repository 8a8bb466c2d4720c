/**
 * The engine kills the tool processes a check started when the check times out and when its host
 * closes (a daemon's stop, an evicted project). It must know only those that still run: the system
 * hands an exited process's pid, and the process group it led, to the next process that starts, and
 * on a machine whose pids wrap at 32768 a daemon that ran for hours would otherwise SIGKILL whichever
 * processes had inherited them. The real oxlint CLI in a real worker thread.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeSet } from "../../src/changes/change-set.js";
import { runChecks } from "../../src/engine/engine.js";
import { createHost, type CheckHost } from "../../src/engine/host.js";
import { loadPolicy } from "../../src/policy/load.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

afterEach(() => {
  vi.restoreAllMocks();
});

async function lintWithOxlint(host: CheckHost, root: string) {
  const policy = loadPolicy({ root });
  for (const id of ["format", "types", "security"] as const) policy.checks[id].enabled = false;
  const changeSet: ChangeSet = {
    root,
    files: [{ path: "src/violations.ts", absPath: `${root}/src/violations.ts`, change: "modify" }],
    skipped: [],
    source: "explicit",
  };
  return runChecks(changeSet, { policy, strict: false, host });
}

describe("the worker host and the tool processes its checks started", () => {
  it("signals none that has exited when it closes", async () => {
    const p = await project("oxlint-1.55");
    const checks = createHost("worker");
    let closed = false;
    try {
      const report = await lintWithOxlint(checks, p.dir);
      // oxlint ran as a child process and answered: its findings are in the report.
      expect(report.findings.filter((f) => f.check === "lint").length).toBeGreaterThan(0);
      expect(report.failures).toEqual([]);
      const kill = vi.spyOn(process, "kill");
      await checks.close();
      closed = true;
      expect(kill.mock.calls).toEqual([]);
    } finally {
      if (!closed) await checks.close();
    }
  });
});
