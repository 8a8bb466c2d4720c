/**
 * Reading the JSON the project's own linters print, in the shapes of the versions qgate drives. The
 * Biome 1.9 sample is real output of `biome check --reporter=json` (Biome 1.9.4, on zod's repository,
 * source text shortened); Biome 2 and oxlint are covered end to end (test/checks/own-tools-command.int.test.ts).
 */
import { describe, expect, it } from "vitest";
import { biomeLinter } from "../../src/checks/lint/tools/biome.js";
import { oxlintLinter } from "../../src/checks/lint/tools/oxlint.js";
import { rejectedArguments } from "../../src/checks/tool-process.js";
import { SUPPORTED_VERSIONS } from "../../src/checks/project-tools.js";
import { checkMessages } from "../../src/messages.js";

const BIOME_1_9 = JSON.stringify({
  diagnostics: [
    {
      category: "lint/correctness/noUnusedImports",
      severity: "error",
      description: "This import is unused.",
      message: [
        { elements: [], content: "This " },
        { elements: ["Emphasis"], content: "import" },
        { elements: [], content: " is unused." },
      ],
      advices: { advices: [] },
      verboseAdvices: { advices: [] },
      location: {
        path: { file: "packages/zod/src/v4/core/config.ts" },
        span: [9, 21],
        sourceCode: 'import { readFileSync } from "node:fs";\nimport type * as errors from "./errors.j',
      },
      tags: [],
      source: null,
    },
  ],
});

describe("Biome's JSON reporter", () => {
  it("reads Biome 1.9's shape: path.file, a byte span into sourceCode, and the description", () => {
    expect(biomeLinter.parse({ exitCode: 1, stdout: BIOME_1_9, stderr: "" }, "/repo")).toEqual({
      kind: "diagnostics",
      diagnostics: [
        {
          file: "/repo/packages/zod/src/v4/core/config.ts",
          rule: "lint/correctness/noUnusedImports",
          severity: "error",
          line: 1,
          column: 10,
          endLine: 1,
          endColumn: 22,
          message: "This import is unused.",
        },
      ],
    });
  });

  it("turns a config Biome rejects (no JSON, its diagnostic on stderr) into the config and the problem", () => {
    const stderr = [
      "/repo/biome.json:2:1 parse ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
      "",
      "  × Expected a property but instead found the end of the file.",
      "",
      "configuration ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
      "",
      "  × Biome exited because the configuration resulted in errors. Please fix them.",
    ].join("\n");
    expect(biomeLinter.parse({ exitCode: 1, stdout: "", stderr }, "/repo")).toEqual({
      kind: "config",
      where: "/repo/biome.json:2:1",
      problem: "Expected a property but instead found the end of the file.",
    });
  });
});

/**
 * What each tool prints when it refuses its command line (issue 39: oxlint 1.55.0 and
 * `--no-error-on-unmatched-pattern`), as the real tools print it: oxlint 1.55.0, oxfmt 0.18.0 and
 * Biome 1.8.0 (bpaf), dprint 0.57.4 (clap).
 */
describe("a tool that rejects qgate's arguments", () => {
  const OXLINT_1_55 = "Error: `--no-error-on-unmatched-pattern` is not expected in this context\n";

  it("is told apart from a broken config or unreadable output, for every tool's argument parser", () => {
    expect(rejectedArguments(OXLINT_1_55)).toBe(
      "`--no-error-on-unmatched-pattern` is not expected in this context",
    );
    expect(rejectedArguments("Error: couldn't parse `none`: invalid digit found in string\n")).toBe(
      "couldn't parse `none`: invalid digit found in string",
    );
    expect(
      rejectedArguments(
        "error: unexpected argument '--bogus' found\n\n  tip: to pass '--bogus' as a value, use '-- --bogus'\n",
      ),
    ).toBe("unexpected argument '--bogus' found");
    expect(rejectedArguments("Unsupported file type for stdin-filepath\n")).toBeUndefined();
    expect(rejectedArguments("Failed to load configuration file.\n")).toBeUndefined();
  });

  it("says so, with the versions qgate drives, not 'run the tool itself'", () => {
    const outcome = oxlintLinter.parse({ exitCode: 1, stdout: "", stderr: OXLINT_1_55 }, "/repo");
    expect(outcome).toEqual({
      kind: "arguments",
      problem: "`--no-error-on-unmatched-pattern` is not expected in this context",
    });
    const message = checkMessages.ownTools.rejectedArguments(
      "oxlint",
      "1.55.0",
      outcome.kind === "arguments" ? outcome.problem : "",
      SUPPORTED_VERSIONS.oxlint,
    );
    expect(message).toBe(
      "oxlint 1.55.0 rejected the arguments qgate passed it (`--no-error-on-unmatched-pattern` is not expected in this context): " +
        "qgate drives oxlint 1.1.0 or later (tested up to 1.94.0); with a version in that range this is a bug in qgate, please report it",
    );
    expect(message).not.toMatch(/run the tool itself/);
  });

  it("oxlint's JSON report is read past the line a newer oxlint prints when every file is ignored", () => {
    const stdout =
      'No files found to lint. Please check your paths and ignore patterns.\n{ "diagnostics": [],\n  "number_of_files": 0 }\n';
    expect(oxlintLinter.parse({ exitCode: 1, stdout, stderr: "" }, "/repo")).toEqual({
      kind: "diagnostics",
      diagnostics: [],
    });
  });
});
