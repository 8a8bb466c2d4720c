/**
 * The worker host's threads (engine/host.ts), with real worker threads running a stand-in worker
 * script that speaks check-worker.ts's messages: lint never answers (a rule that hangs, in synchronous
 * code), every other check answers at once. Checks that share a thread run one at a time; a check
 * queued behind one that timed out runs in a thread of its own; a closed host runs nothing more.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CheckId } from "../../src/checks/check.js";
import { WorkerHost, type CheckRequest } from "../../src/engine/host.js";

const dir = mkdtempSync(path.join(tmpdir(), "qgate-worker-host-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCRIPT = path.join(dir, "stand-in-worker.mjs");
writeFileSync(
  SCRIPT,
  `import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", (message) => {
  if (message.type !== "run") return;
  if (message.request.id === "lint") for (;;);
  parentPort.postMessage({
    type: "result",
    requestId: message.requestId,
    result: { findings: [], failures: [], tools: [], checkedFiles: [], notes: ["answered in thread " + threadId] },
  });
});
`,
);

function request(id: CheckId, timeoutMs = 60_000): CheckRequest {
  return {
    id,
    root: dir,
    files: [],
    allFiles: [],
    options: {},
    fix: false,
    requireProjectTool: false,
    timeoutMs,
  };
}

describe("a worker host whose checks share a thread", () => {
  it("stops the check that hangs at its timeout; the one queued behind it answers from a thread of its own", async () => {
    const host = new WorkerHost(SCRIPT, undefined, () => "shared");
    try {
      const [lint, security] = await Promise.all([
        host.run(request("lint", 500)),
        host.run(request("security", 500)),
      ]);
      expect(lint.failures).toEqual([
        {
          check: "lint",
          errorType: "tool_execution_failed",
          message: "lint timed out after 500 ms and was stopped",
        },
      ]);
      expect(security.failures).toEqual([]);
      expect(security.notes).toEqual([expect.stringMatching(/^answered in thread \d+$/)]);
    } finally {
      await host.close();
    }
  });

  it("runs the checks that share a thread in that one thread", async () => {
    const host = new WorkerHost(SCRIPT, undefined, () => "shared");
    try {
      const started: string[] = [];
      const first = await Promise.all(
        (["format", "security"] as const).map((id) =>
          host.run(request(id), undefined, () => started.push(id)),
        ),
      );
      // Both answered in the one thread (its id in each note), each told when it started.
      expect(new Set(first.map((result) => result.notes[0])).size).toBe(1);
      expect(started).toEqual(["format", "security"]);
    } finally {
      await host.close();
    }
  });

  it("once closed, fails what was still queued instead of starting a thread for it", async () => {
    const host = new WorkerHost(SCRIPT, undefined, () => "shared");
    const lint = host.run(request("lint"));
    const security = host.run(request("security"));
    await host.close();
    const [stopped, queued] = await Promise.all([lint, security]);
    expect(stopped.failures.map((failure) => failure.check)).toEqual(["lint"]);
    expect(queued.failures).toEqual([
      {
        check: "security",
        errorType: "tool_execution_failed",
        message: "security did not run: qgate was stopping its checks",
      },
    ]);
  });
});
