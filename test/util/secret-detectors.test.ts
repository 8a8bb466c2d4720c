import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { detectSecrets } from "../../src/util/secret-detectors.js";
import { FAKE_SECRETS } from "../checks/security-secrets.js";

describe("the secret detectors", () => {
  it("find a secret, and keep nothing of a scan once it is done (a daemon scans on every edit)", async () => {
    const secret = FAKE_SECRETS[2]!;
    expect(await detectSecrets(`token = "${secret}"\n`)).toEqual([secret]);
    const marks = () =>
      performance.getEntriesByType("mark").length + performance.getEntriesByType("measure").length;
    const before = marks();
    for (let i = 0; i < 20; i++) await detectSecrets(`report line ${i}\n`);
    // secretlint's profiler marked every step of every scan and kept the marks for good.
    expect(marks()).toBe(before);
  });
});
