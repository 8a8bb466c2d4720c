/** Which `qgate check` command lines are recorded and replayed whole (src/engine/replayable-run.ts). */
import { describe, expect, it } from "vitest";
import { replayableRun } from "../../src/engine/replayable-run.js";

describe("replayableRun", () => {
  it("takes named files with the flags that only shape the output", () => {
    expect(replayableRun(["check", "src/a.ts"])).toEqual({ files: ["src/a.ts"], cwdOption: undefined });
    expect(
      replayableRun([
        "check",
        "--format",
        "json",
        "--format=pretty",
        "--strict",
        "--only",
        "format,lint",
        "--scope=file",
        "--policy",
        "strict",
        "--no-progress",
        "--timings",
        "--cwd",
        "pkg",
        "a.ts",
        "--",
        "--odd-name.ts",
      ]),
    ).toEqual({ files: ["a.ts", "--odd-name.ts"], cwdOption: "pkg" });
  });

  it("refuses what a replay could not honour: other commands, no files, other selectors, fixes, report files", () => {
    for (const argv of [
      ["hook", "src/a.ts"],
      ["check"],
      ["check", "--strict"],
      ["check", "--staged"],
      ["check", "--diff", "main"],
      ["check", "--diff-stdin"],
      ["check", "--fix", "src/a.ts"],
      ["check", "--shard", "1/2", "src/a.ts"],
      ["check", "--format", "json=report.json", "src/a.ts"],
      ["check", "--format=sarif=out.sarif", "src/a.ts"],
      // SARIF names the checkout by its URI: another clone's in a replay.
      ["check", "--format", "sarif", "src/a.ts"],
      ["check", "--only"],
      ["check", "-", "src/a.ts"],
      ["check", "--help", "src/a.ts"],
    ])
      expect({ argv, run: replayableRun(argv) }).toEqual({ argv, run: undefined });
  });
});
