/**
 * A gate report's findings as the LSP diagnostics an editor shows (src/lsp/diagnostics.ts): each field
 * an editor or a model reads (source, code, the link that explains the rule, the data the code actions
 * read back, the rule in the message for clients that show only the message), and which findings the
 * `lsp.checks` setting shows.
 */
import { describe, expect, it } from "vitest";
import {
  EXPLAIN_COMMAND,
  checksToRun,
  diagnosticsByFile,
  shown,
  toDiagnostic,
} from "../../src/lsp/diagnostics.js";
import type { GateFinding, GateReport } from "../../src/lsp/gate.js";

const finding = (fields: Partial<GateFinding> = {}): GateFinding => ({
  check: "security",
  rule: "security/no-eval",
  severity: "error",
  file: "src/a.ts",
  line: 3,
  column: 10,
  message: "eval of a variable",
  ...fields,
});

describe("toDiagnostic", () => {
  it("carries the check as its source, the rule as its code, and a link that explains the rule", () => {
    const diagnostic = toDiagnostic(finding());
    expect(diagnostic.source).toBe("qgate/security");
    expect(diagnostic.code).toBe("security/no-eval");
    expect(diagnostic.codeDescription?.href).toBe(
      `command:${EXPLAIN_COMMAND}?${encodeURIComponent(JSON.stringify(["security/no-eval"]))}`,
    );
    expect(diagnostic.message).toBe("eval of a variable");
    expect(diagnostic.severity).toBe(1);
  });

  it("keeps in its data the rule, the check and whether the finding is fixable", () => {
    expect(toDiagnostic(finding({ check: "lint", rule: "prefer-const", fixable: true })).data).toEqual({
      rule: "prefer-const",
      check: "lint",
      fixable: true,
    });
    expect(toDiagnostic(finding()).data).toEqual({
      rule: "security/no-eval",
      check: "security",
      fixable: false,
    });
  });

  it("ends the message with the rule when the client asked for ruleInMessage, and only then", () => {
    expect(toDiagnostic(finding(), { ruleInMessage: true }).message).toBe(
      "eval of a variable (qgate security/no-eval)",
    );
    expect(toDiagnostic(finding(), { ruleInMessage: false }).message).toBe("eval of a variable");
    const report: GateReport = {
      verdict: "block",
      files: ["src/a.ts"],
      findings: [finding()],
      failures: [],
      skipped: [],
    };
    expect(
      diagnosticsByFile(report, "src/a.ts", "all", { ruleInMessage: true }).get("src/a.ts")![0]!.message,
    ).toBe("eval of a variable (qgate security/no-eval)");
  });

  it("maps severities and 1-based positions to the protocol's 0-based range", () => {
    expect(toDiagnostic(finding({ severity: "warning" })).severity).toBe(2);
    expect(toDiagnostic(finding({ severity: "info" })).severity).toBe(3);
    expect(toDiagnostic(finding()).range).toEqual({
      start: { line: 2, character: 9 },
      end: { line: 2, character: 10 },
    });
    expect(toDiagnostic(finding({ endLine: 4, endColumn: 2 })).range).toEqual({
      start: { line: 2, character: 9 },
      end: { line: 3, character: 1 },
    });
  });
});

describe("lsp.checks", () => {
  it("editor-gaps runs types and security, and shows security everywhere and types only in other files", () => {
    expect(checksToRun("editor-gaps")).toEqual(["types", "security"]);
    expect(checksToRun("all")).toBeUndefined();
    expect(checksToRun(["lint"])).toEqual(["lint"]);
    expect(shown(finding(), "src/a.ts", "editor-gaps")).toBe(true);
    expect(shown(finding({ check: "types", file: "src/b.ts" }), "src/a.ts", "editor-gaps")).toBe(true);
    expect(shown(finding({ check: "types" }), "src/a.ts", "editor-gaps")).toBe(false);
    expect(shown(finding({ check: "lint" }), "src/a.ts", "editor-gaps")).toBe(false);
    expect(shown(finding({ check: "lint" }), "src/a.ts", ["lint"])).toBe(true);
    expect(shown(finding(), "src/a.ts", ["lint"])).toBe(false);
  });

  it("groups the shown findings by file, the gated file always present", () => {
    const report: GateReport = {
      verdict: "block",
      files: ["src/a.ts"],
      findings: [finding({ check: "types", file: "src/b.ts", rule: "TS2554" }), finding({ check: "lint" })],
      failures: [],
      skipped: [],
    };
    const byFile = diagnosticsByFile(report, "src/a.ts", "editor-gaps");
    expect([...byFile.keys()]).toEqual(["src/a.ts", "src/b.ts"]);
    expect(byFile.get("src/a.ts")).toEqual([]);
    expect(byFile.get("src/b.ts")!.map((d) => d.code)).toEqual(["TS2554"]);
  });
});
