/**
 * runChecks's verdict with real checks (Prettier through the format check) on the calling thread:
 * blockOn, per-check severity overrides, and how a check that cannot run counts with strict/onFailure.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeSet } from "../../src/changes/change-set.js";
import { runChecks } from "../../src/engine/engine.js";
import { InlineHost } from "../../src/engine/host.js";
import { loadPolicy } from "../../src/policy/load.js";
import type { Policy } from "../../src/policy/policy.js";
import { tempProject, type TempProject } from "../helpers/project.js";

let project: TempProject;
let changeSet: ChangeSet;
const host = new InlineHost();

beforeAll(async () => {
  project = await tempProject();
  // No tools in the project: qgate's bundled Prettier is used unless the policy requires the project's own.
  project.write("package.json", '{ "name": "verdict", "private": true }\n');
  project.write(".prettierrc.json", "{}\n");
  project.write("ugly.ts", "export const  x={a:1}\n");
  project.write("tidy.ts", "export const x = { a: 1 };\n");
  changeSet = {
    root: project.dir,
    files: ["ugly.ts", "tidy.ts"].map((p) => ({ path: p, absPath: `${project.dir}/${p}`, change: "modify" })),
    skipped: [],
    source: "explicit",
  };
});
afterAll(async () => {
  await host.close();
  project.cleanup();
});

function policy(mutate: (p: Policy) => void = () => {}): Policy {
  const p = loadPolicy({ root: project.dir });
  mutate(p);
  return p;
}

const run = (p: Policy, strict = false) =>
  runChecks(changeSet, { policy: p, strict, only: ["format"], host });

describe("verdict", () => {
  it("blocks on an error finding, and reports it with a root-relative path and timings", async () => {
    const report = await run(policy());
    expect(report.verdict).toBe("block");
    expect(report.findings).toEqual([
      expect.objectContaining({ check: "format", severity: "error", file: "ugly.ts", line: 1, column: 1 }),
    ]);
    expect(report.files).toEqual(["ugly.ts", "tidy.ts"]);
    expect(report.failures).toEqual([]);
    expect(Object.keys(report.timings.checks)).toEqual(["format"]);
    expect(report.timings.totalMs).toBeGreaterThanOrEqual(report.timings.checks.format ?? 0);
    expect(report.notes.join("\n")).toMatch(/prettier .*bundled/);
  });

  it("passes when nothing is found", async () => {
    const report = await runChecks(
      { ...changeSet, files: changeSet.files.filter((f) => f.path === "tidy.ts") },
      { policy: policy(), strict: true, only: ["format"], host },
    );
    expect(report.verdict).toBe("pass");
    expect(report.findings).toEqual([]);
  });

  it("a severity override turns the finding into a warning: warn under blockOn error, block under warning", async () => {
    const warned = await run(policy((p) => (p.checks.format.severity = "warning")));
    expect(warned.findings.map((f) => f.severity)).toEqual(["warning"]);
    expect(warned.verdict).toBe("warn");
    const strictOnWarnings = await run(
      policy((p) => {
        p.checks.format.severity = "warning";
        p.blockOn = "warning";
      }),
    );
    expect(strictOnWarnings.verdict).toBe("block");
    const info = await run(
      policy((p) => {
        p.checks.format.severity = "info";
        p.blockOn = "warning";
      }),
    );
    expect(info.verdict).toBe("warn");
  });

  describe("a check that cannot run (the policy requires the project's own Prettier, and there is none)", () => {
    const requireOwn = (onFailure: Policy["onFailure"]) =>
      policy((p) => {
        p.checks.format.requireProjectTool = true;
        p.onFailure = onFailure;
      });

    it("is a typed failure, never a pass", async () => {
      const report = await run(requireOwn("block"));
      expect(report.findings).toEqual([]);
      expect(report.failures).toEqual([
        expect.objectContaining({ check: "format", errorType: "dependency_error" }),
      ]);
      expect(report.failures[0]?.message).toMatch(/prettier/);
      // onFailure "block" (the default): the run is incomplete, as `qgate check`'s exit code 2 says.
      expect(report.verdict).toBe("incomplete");
    });

    it("is incomplete under onFailure block, strict or not, and only warns when it is allow", async () => {
      expect((await run(requireOwn("block"), true)).verdict).toBe("incomplete");
      expect((await run(requireOwn("allow"), true)).verdict).toBe("warn");
      expect((await run(requireOwn("allow"), false)).verdict).toBe("warn");
    });

    it("is incomplete, not block, beside blocking findings of the checks that ran (exit 2 wins over 1)", async () => {
      const both = await runChecks(changeSet, {
        policy: policy((p) => {
          p.checks.lint.requireProjectTool = true;
        }),
        strict: false,
        only: ["format", "lint"],
        host,
      });
      expect(both.findings.map((f) => f.check)).toEqual(["format"]);
      expect(both.failures.map((f) => f.check)).toEqual(["lint"]);
      expect(both.verdict).toBe("incomplete");
    });
  });
});
