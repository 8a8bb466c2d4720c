/**
 * Where the daemon lives and what it starts with: its directory (src/daemon/paths.ts daemonFiles) and
 * that directory's privacy (private-dir.ts: the socket and token in it let a process talk to the
 * daemon), the environment a spawned daemon gets (memory.ts daemonEnvironment), and the variable that
 * switches the daemon off (client.ts daemonDisabled). Real directories in the temp directory.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { daemonDisabled } from "../../src/daemon/client.js";
import { daemonEnvironment, daemonWorkerLimits } from "../../src/daemon/memory.js";
import { daemonFiles } from "../../src/daemon/paths.js";
import { ensurePrivateDir, insecureReason } from "../../src/daemon/private-dir.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-daemon-dir-")));
  dirs.push(dir);
  return dir;
}

describe("daemonFiles", () => {
  it("is QGATE_DAEMON_DIR, else $XDG_RUNTIME_DIR/qgate, else a per-user directory in the temp directory", () => {
    expect(daemonFiles({ QGATE_DAEMON_DIR: "/run/x", XDG_RUNTIME_DIR: "/run/user/7" }).dir).toBe("/run/x");
    expect(daemonFiles({ XDG_RUNTIME_DIR: "/run/user/7" }).dir).toBe("/run/user/7/qgate");
    // An empty QGATE_DAEMON_DIR is unset (not the working directory).
    expect(daemonFiles({ QGATE_DAEMON_DIR: "", XDG_RUNTIME_DIR: "/run/user/7" }).dir).toBe(
      "/run/user/7/qgate",
    );
    const fallback = daemonFiles({}).dir;
    expect(path.dirname(fallback)).toBe(os.tmpdir());
    expect(path.basename(fallback)).toMatch(/^qgate-\S+$/);
  });

  it("names the socket, token, state and log inside it, one set per install", () => {
    const files = daemonFiles({ QGATE_DAEMON_DIR: "/run/x" });
    for (const file of [files.socket, files.token, files.state, files.log])
      expect(path.dirname(file)).toBe("/run/x");
    expect(new Set([files.socket, files.token, files.state, files.log]).size).toBe(4);
    expect(path.extname(files.socket)).toBe(".sock");
  });
});

describe("the daemon's private directory", () => {
  it("is created 0700", () => {
    const dir = path.join(tempDir(), "run");
    ensurePrivateDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(insecureReason(dir)).toBeUndefined();
  });

  it("is tightened to 0700 when it exists and is ours", () => {
    const dir = path.join(tempDir(), "run");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    ensurePrivateDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("is refused when the group or others may read it, when it is not a directory, or is missing", () => {
    const base = tempDir();
    for (const mode of [0o750, 0o710, 0o705, 0o701]) {
      const dir = path.join(base, mode.toString(8));
      mkdirSync(dir);
      chmodSync(dir, mode);
      expect(insecureReason(dir), mode.toString(8)).toBe(`its mode is ${mode.toString(8)}, not 700`);
    }
    writeFileSync(path.join(base, "file"), "");
    expect(insecureReason(path.join(base, "file"))).toBe("it is not a directory");
    expect(insecureReason(path.join(base, "none"))).toBe("it does not exist");
  });

  it.runIf(process.getuid?.() === 0)(
    "is refused when another user owns it, even 0700 (run as root: chown)",
    () => {
      const dir = path.join(tempDir(), "theirs");
      mkdirSync(dir, { mode: 0o700 });
      chownSync(dir, 1, 1);
      expect(insecureReason(dir)).toBe("it belongs to another user");
      expect(() => ensurePrivateDir(dir)).toThrow("another user");
    },
  );
});

describe("the environment a spawned daemon gets", () => {
  it("limits glibc's malloc arenas to two, unless the user set it, and marks the daemon", () => {
    expect(daemonEnvironment({ PATH: "/usr/bin" })).toEqual({
      PATH: "/usr/bin",
      QGATE_DAEMON: "1",
      MALLOC_ARENA_MAX: "2",
    });
    expect(daemonEnvironment({ MALLOC_ARENA_MAX: "8" }).MALLOC_ARENA_MAX).toBe("8");
  });

  it("gives every check's worker a small young generation but the types check's", () => {
    expect(daemonWorkerLimits("types")).toBeUndefined();
    for (const id of ["format", "lint", "security"] as const)
      expect(daemonWorkerLimits(id)?.maxYoungGenerationSizeMb, id).toBe(12);
  });
});

describe("QGATE_DAEMON", () => {
  it("switches the daemon off with 0, false, off or no, in any case; anything else leaves it on", () => {
    for (const value of ["0", "false", "off", "no", "OFF", "False", "No"])
      expect(daemonDisabled({ QGATE_DAEMON: value }), value).toBe(true);
    for (const value of [undefined, "", "1", "true", "on", "yes"])
      expect(daemonDisabled({ QGATE_DAEMON: value }), String(value)).toBe(false);
  });
});
