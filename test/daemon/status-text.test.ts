/**
 * `qgate daemon status`'s text (src/daemon/status.ts renderStatus): each field of the daemon's status
 * has its line, the HTTP door's port, each project's request count and the last error included.
 */
import { describe, expect, it } from "vitest";
import type { DaemonStatus } from "../../src/daemon/protocol.js";
import { renderStatus } from "../../src/daemon/status.js";

const status = (fields: Partial<DaemonStatus> = {}): DaemonStatus => ({
  pid: 4242,
  version: "1.2.3",
  uptimeMs: 3_725_000,
  rssBytes: 300 * 1048576,
  requests: 17,
  projects: [],
  idleExitMs: 15 * 60_000,
  maxRssBytes: 1024 * 1048576,
  socket: "/run/user/1/qgate/d-1.sock",
  ...fields,
});

describe("the daemon's status text", () => {
  it("has a line for each field, durations in h, min and s", () => {
    expect(renderStatus(status())).toBe(
      [
        "qgate daemon 1.2.3: running, pid 4242",
        "  uptime     1 h 2 min",
        "  memory     300 MB resident (workers recycled past 1024 MB)",
        "  requests   17",
        "  idle exit  after 15 min 0 s without a request",
        "  socket     /run/user/1/qgate/d-1.sock",
        "  projects   none yet",
        "  last error none",
        "",
      ].join("\n"),
    );
  });

  it("names the HTTP door's port, each project with its requests, and the last error", () => {
    const text = renderStatus(
      status({
        uptimeMs: 75_000,
        http: { port: 7337 },
        projects: [{ root: "/work/a", requests: 3, lastUsedMs: 0 }],
        lastError: "types worker crashed",
      }),
    );
    expect(text).toContain("  uptime     1 min 15 s\n");
    expect(text).toContain("  http       http://127.0.0.1:7337/\n");
    expect(text).toContain("  projects\n    /work/a (3 requests)\n");
    expect(text).toContain("  last error types worker crashed\n");
  });
});
