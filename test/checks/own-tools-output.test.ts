/**
 * Reading the JSON the project's own linters print, in the shapes of the versions qgate drives. The
 * Biome 1.9 sample is real output of `biome check --reporter=json` (Biome 1.9.4, on zod's repository,
 * source text shortened); Biome 2 and oxlint are covered end to end (test/e2e/own-tools.test.ts).
 */
import { describe, expect, it } from "vitest";
import { biomeLinter } from "../../src/checks/lint/tools/biome.js";

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
