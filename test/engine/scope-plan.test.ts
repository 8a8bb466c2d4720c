import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import { appliesTo } from "../../src/checks/registry.js";
import type { Finding } from "../../src/checks/check.js";
import { inScope, judgeFindings } from "../../src/engine/engine.js";
import { planChecks } from "../../src/engine/plan.js";
import { loadPolicy } from "../../src/policy/load.js";
import type { Policy } from "../../src/policy/policy.js";

function changed(path: string, extra: Partial<ChangedFile> = {}): ChangedFile {
  return { path, absPath: `/p/${path}`, change: "modify", ...extra };
}

function finding(file: string, line: number, extra: Partial<Finding> = {}): Finding {
  return { check: "lint", rule: "r", severity: "error", file, line, column: 1, message: "m", ...extra };
}

describe("inScope", () => {
  const files = new Map<string, ChangedFile>([
    [
      "a.ts",
      changed("a.ts", { addedLines: [{ start: 10, end: 12 }], contextLines: [{ start: 7, end: 15 }] }),
    ],
    ["whole.ts", changed("whole.ts")],
  ]);

  it("added: only findings on added lines; context: within the hunks", () => {
    expect(inScope(finding("a.ts", 11), "added", files)).toBe(true);
    expect(inScope(finding("a.ts", 8), "added", files)).toBe(false);
    expect(inScope(finding("a.ts", 8), "context", files)).toBe(true);
    expect(inScope(finding("a.ts", 20), "context", files)).toBe(false);
  });

  it("a finding spanning into the added lines counts", () => {
    expect(inScope(finding("a.ts", 5, { endLine: 10 }), "added", files)).toBe(true);
    expect(inScope(finding("a.ts", 5, { endLine: 9 }), "added", files)).toBe(false);
  });

  it("file and all: every finding of a changed file; a file without line ranges counts whole", () => {
    expect(inScope(finding("a.ts", 100), "file", files)).toBe(true);
    expect(inScope(finding("a.ts", 100), "all", files)).toBe(true);
    expect(inScope(finding("whole.ts", 100), "added", files)).toBe(true);
  });

  it("outside the change set, only type errors (an importer the change broke) count, unless all", () => {
    expect(inScope(finding("importer.ts", 1, { check: "types" }), "added", files)).toBe(true);
    expect(inScope(finding("importer.ts", 1, { check: "lint" }), "file", files)).toBe(false);
    expect(inScope(finding("importer.ts", 1, { check: "lint" }), "all", files)).toBe(true);
  });
});

describe("judgeFindings: on a diff, what is new against the base blocks, wherever it is", () => {
  const files = new Map<string, ChangedFile>([
    ["a.ts", changed("a.ts", { addedLines: [{ start: 10, end: 10 }] })],
  ]);
  const type = (line: number, message = "Expected 2 arguments, but got 1.") =>
    finding("a.ts", line, { check: "types", rule: "TS2554", message });
  const base = (...messages: string[]) => ({
    files: ["a.ts"],
    findings: messages.map((message) => ({ file: "a.ts", rule: "TS2554", message })),
  });
  const lines = (found: Finding[]) => found.map((f) => f.line);

  it("counts: two equal messages at the base and three now leave one new, the one on a changed line", () => {
    const same = "Expected 2 arguments, but got 1.";
    const judged = judgeFindings([type(10), type(3), type(20)], "added", files, base(same, same));
    expect(lines(judged.shown)).toEqual([10]);
    expect(judged).toMatchObject({ preexisting: 2, caused: [] });
  });

  it("in a file the change left alone, the base's errors match on their own lines: the new one is shown where it is", () => {
    // unjs/c12 (issue 39's trial): loader.ts, unchanged, had two equal errors at the base (lines 467
    // and 500); the change broke the call on line 98 with the same message.
    const message = "Expected 2 arguments, but got 1.";
    const importer = (line: number) =>
      finding("loader.ts", line, { check: "types", rule: "TS2554", message });
    const judged = judgeFindings([importer(98), importer(467), importer(500)], "added", files, {
      files: ["loader.ts"],
      findings: [467, 500].map((line) => ({ file: "loader.ts", rule: "TS2554", message, line })),
    });
    expect(lines(judged.shown)).toEqual([98]);
    expect(lines(judged.caused)).toEqual([98]);
    expect(judged.preexisting).toBe(2);
  });

  it("a new error on an unchanged line is shown and said to be caused; the base's own error is counted", () => {
    const judged = judgeFindings(
      [type(3), type(20, "Other."), type(10, "Other.")],
      "added",
      files,
      base("Other."),
    );
    expect(lines(judged.shown)).toEqual([3, 10]);
    expect(lines(judged.caused)).toEqual([3]);
    expect(judged.preexisting).toBe(1);
  });

  it("matched by file and rule too; a file not compared is judged by its lines", () => {
    const judged = judgeFindings(
      [type(3), finding("a.ts", 4, { check: "types", rule: "TS2322", message: "m" })],
      "added",
      files,
      {
        files: ["a.ts"],
        findings: [
          { file: "b.ts", rule: "TS2554", message: type(3).message },
          { file: "a.ts", rule: "TS2554", message: "m" },
        ],
      },
    );
    expect(lines(judged.shown)).toEqual([3, 4]);
    const unknown = judgeFindings([type(3), type(10)], "added", files, { files: [], findings: [] });
    expect(lines(unknown.shown)).toEqual([10]);
    expect(unknown).toMatchObject({ preexisting: 1, caused: [] });
  });
});

describe("planChecks", () => {
  const root = "/nonexistent-qgate-root";
  function policy(mutate: (p: Policy) => void = () => {}): Policy {
    const p = loadPolicy({ root });
    mutate(p);
    return p;
  }
  const files = [
    changed("src/a.ts"),
    changed("src/gen/b.ts"),
    changed("docs/readme.md"),
    changed(".env"),
    changed("src/old.ts", { change: "delete" }),
  ];
  const planned = (p: Policy, only?: Parameters<typeof planChecks>[3]) =>
    Object.fromEntries(planChecks(files, p, appliesTo, only).map((c) => [c.id, c.files.map((f) => f.path)]));

  it("gives each enabled check the files it applies to", () => {
    expect(planned(policy())).toEqual({
      format: ["src/a.ts", "src/gen/b.ts", "docs/readme.md"],
      lint: ["src/a.ts", "src/gen/b.ts"],
      types: ["src/a.ts", "src/gen/b.ts", "src/old.ts"],
      security: ["src/a.ts", "src/gen/b.ts", "docs/readme.md", ".env"],
    });
  });

  it("applies the policy's include/exclude, then each check's own", () => {
    const p = policy((x) => {
      x.exclude = ["src/gen/**"];
      x.checks.security.include = [".env", "**/*.md"];
      x.checks.lint.exclude = ["src/a.ts"];
    });
    expect(planned(p)).toEqual({
      format: ["src/a.ts", "docs/readme.md"],
      types: ["src/a.ts", "src/old.ts"],
      security: ["docs/readme.md", ".env"],
    });
  });

  it("leaves out disabled checks, and --only runs exactly the named ones, enabled or not", () => {
    const p = policy((x) => {
      x.checks.types.enabled = false;
    });
    expect(Object.keys(planned(p))).toEqual(["format", "lint", "security"]);
    expect(Object.keys(planned(p, ["types", "lint"]))).toEqual(["lint", "types"]);
  });

  it("plans nothing for a check without applicable files", () => {
    expect(planChecks([changed("notes.txt")], policy(), appliesTo).map((c) => c.id)).toEqual(["security"]);
  });
});
