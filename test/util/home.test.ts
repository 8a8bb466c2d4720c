/**
 * Paths under ~ follow the environment a command runs in: the daemon and the servers run requests in
 * their client's environment (a swapped process.env), which os.homedir() does not read.
 */
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cacheDir } from "../../src/engine/disk-cache.js";
import { resolveLogDir } from "../../src/routing/log-dir.js";
import { homeDir } from "../../src/util/home.js";

describe("homeDir", () => {
  it("is the environment's HOME, and the process's home only without one", () => {
    expect(homeDir({ HOME: "/home/client" })).toBe("/home/client");
    expect(homeDir({})).toBe(os.homedir());
  });

  it("places the default log and cache directories under the request's HOME", () => {
    expect(resolveLogDir({ HOME: "/home/client" })).toBe(
      path.join("/home/client", ".claude", "logs", "qgate"),
    );
    expect(cacheDir({ HOME: "/home/client" })).toBe(path.join("/home/client", ".cache", "qgate"));
  });
});
