/** The lint check, called directly, with real ESLint 8, 9 and 10 on real fixture copies. */
import { readFileSync, rmSync, utimesSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/checks/check.js";
import { eslintCacheSize, getESLint } from "../../src/checks/lint/instances.js";
import lintCheck from "../../src/checks/lint/index.js";
import { resolveTool } from "../../src/checks/resolve-tool.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { renderAssistantText } from "../../src/report/assistant.js";
import { renderPretty } from "../../src/report/pretty.js";
import { sampleReport } from "../report/pretty-sample-report.js";

const project = tempProjects();

/** [file, rule, severity, line, column] for compact assertions (no line or column: a file-level finding). */
function summary(
  findings: Finding[],
): Array<[string, string, string, number | undefined, number | undefined]> {
  return findings.map((f) => [f.file, f.rule, f.severity, f.line, f.column]);
}

describe("lint check: flat config", () => {
  it("uses the project's ESLint 9 and eslint.config.js, with rule ids, severities and locations", async () => {
    const p = await project("lint-flat");
    const files = ["src/clean.ts", "src/lint-errors.ts"].map((f) => changedFile(p.dir, f));
    const result = await lintCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(result.tools).toEqual([{ name: "eslint", version: "9.39.5", source: "project", packageDir: "" }]);
    expect(summary(result.findings)).toEqual([
      ["src/lint-errors.ts", "prefer-const", "error", 2, 7],
      ["src/lint-errors.ts", "@typescript-eslint/no-unused-vars", "error", 3, 9],
      ["src/lint-errors.ts", "no-console", "warning", 4, 3],
      ["src/lint-errors.ts", "eqeqeq", "error", 5, 16],
    ]);
    expect(result.findings[0]).toMatchObject({ endLine: 2, endColumn: 12, fixable: true });
    expect(result.findings[3]?.fixable).toBeUndefined();
    expect(result.checkedFiles).toEqual(["src/clean.ts", "src/lint-errors.ts"]);
  });

  it("keeps ESLint's messages as `eslint --format json` gives them: qgate adds and strips nothing (issue 39, D5)", async () => {
    // ESLint's messages end in a period ("'unused' is assigned a value but never used."); its default
    // stylish formatter drops that period when it prints, its JSON formatter and its API keep it.
    const p = await project("lint-flat");
    const result = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/lint-errors.ts")]));
    const eslint = path.join(p.dir, "node_modules", ".bin", "eslint");
    const own = await execa(eslint, ["--format", "json", "src/lint-errors.ts"], {
      cwd: p.dir,
      reject: false,
    });
    const [file] = JSON.parse(own.stdout) as Array<{ messages: Array<{ message: string }> }>;
    expect(result.findings.map((f) => f.message)).toEqual(file?.messages.map((m) => m.message));
    expect(result.findings.map((f) => f.message)).toContain("'unused' is assigned a value but never used.");
  });

  it("is silent about ignored files, but for one note that names them all", async () => {
    const p = await project("lint-flat");
    const names = ["eslint-ignored.ts", ...Array.from({ length: 6 }, (_, i) => `more-${i}.ts`)];
    for (const name of names.slice(1)) p.write(`src/generated/${name}`, "export const x = 1;\n");
    const result = await lintCheck.run(
      checkContext(
        p.dir,
        names.map((name) => changedFile(p.dir, `src/generated/${name}`)),
      ),
    );
    expect(result.findings).toEqual([]);
    expect(result.failures).toEqual([]);
    expect(result.checkedFiles).toEqual([]);
    expect(result.notes).toEqual([
      "ignored by ESLint (eslint.config.js): src/generated/eslint-ignored.ts, src/generated/more-0.ts, src/generated/more-1.ts, src/generated/more-2.ts, src/generated/more-3.ts and 2 more",
    ]);
  });

  it("reports a parse error as an eslint/parse finding", async () => {
    const p = await project("lint-flat");
    p.write("src/broken.ts", "export const a = 1\nconst b = ;\n");
    const result = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/broken.ts")]));
    expect(summary(result.findings)).toEqual([["src/broken.ts", "eslint/parse", "error", 2, 10]]);
    expect(result.findings[0]?.message).toMatch(/^Parsing error: /);
  });

  it("reports ESLint's file-level message (line 0) as a file-level finding, with no position", async () => {
    const p = await project("lint-flat");
    // A parser that fails without a position, as typescript-eslint's project service does for a file
    // outside every tsconfig: ESLint reports it at line 0 ("0:0" in its own output).
    p.write(
      "eslint.config.js",
      `${readFileSync(path.join(p.dir, "eslint.config.js"), "utf8").replace(
        /\);\s*$/,
        `  {
    files: ["src/outside/**"],
    languageOptions: {
      parser: {
        parseForESLint() {
          throw new Error("src/outside/a.ts was not found by the project service");
        },
      },
    },
  },
);
`,
      )}`,
    );
    p.write("src/outside/a.ts", "export const a = 1;\n");
    const result = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/outside/a.ts")]));
    expect(result.failures).toEqual([]);
    expect(result.findings).toEqual([
      {
        check: "lint",
        rule: "eslint/parse",
        severity: "error",
        file: "src/outside/a.ts",
        message: "Parsing error: src/outside/a.ts was not found by the project service",
      },
    ]);
    const shown = renderPretty(sampleReport({ files: ["src/outside/a.ts"], findings: result.findings }), {
      color: false,
      toFile: false,
    });
    expect(shown).toContain("src/outside/a.ts\n  file     error    Parsing error:");
    expect(
      renderAssistantText(sampleReport({ findings: result.findings }), { blocked: true, blockOn: "error" }),
    ).toContain("- src/outside/a.ts error lint/eslint/parse: Parsing error: src/outside/a.ts was not found");
  });

  it("lints staged content instead of the disk, and never fixes it", async () => {
    const p = await project("lint-flat");
    const before = readFileSync(path.join(p.dir, "src/clean.ts"), "utf8");
    const staged = changedFile(p.dir, "src/clean.ts", { content: "let x = 1\nexport const y = x == 2\n" });
    const result = await lintCheck.run(checkContext(p.dir, [staged], { fix: true }));
    expect(summary(result.findings)).toEqual([
      ["src/clean.ts", "prefer-const", "error", 1, 5],
      ["src/clean.ts", "eqeqeq", "error", 2, 20],
    ]);
    expect(result.fixedFiles).toEqual([]);
    expect(readFileSync(path.join(p.dir, "src/clean.ts"), "utf8")).toBe(before);
  });

  it("--fix rewrites only the named files", async () => {
    const p = await project("lint-flat");
    p.write("src/other.ts", "let other = 1\nexport { other }\n");
    const otherBefore = readFileSync(path.join(p.dir, "src/other.ts"));
    const result = await lintCheck.run(
      checkContext(p.dir, [changedFile(p.dir, "src/lint-errors.ts")], { fix: true }),
    );
    expect(result.fixedFiles).toEqual(["src/lint-errors.ts"]);
    // prefer-const is fixed; what cannot be fixed remains.
    expect(readFileSync(path.join(p.dir, "src/lint-errors.ts"), "utf8")).toContain("const limit = 10");
    expect(result.findings.map((f) => f.rule)).toEqual([
      "@typescript-eslint/no-unused-vars",
      "no-console",
      "eqeqeq",
    ]);
    expect(readFileSync(path.join(p.dir, "src/other.ts"))).toEqual(otherBefore);
  });

  it("keeps ESLint instances between runs, and rebuilds one when its config changes", async () => {
    const p = await project("lint-flat");
    const files = [changedFile(p.dir, "src/clean.ts")];
    await lintCheck.run(checkContext(p.dir, files));
    const size = eslintCacheSize();
    await lintCheck.run(checkContext(p.dir, files));
    expect(size).toBeGreaterThan(0);
    expect(eslintCacheSize()).toBe(size);

    const tool = resolveTool("eslint", p.dir, { requireProjectTool: true, root: p.dir });
    const spec = {
      tool,
      mode: "flat" as const,
      cwd: p.dir,
      configFile: path.join(p.dir, "eslint.config.js"),
      fix: false,
    };
    const first = await getESLint(spec);
    expect(await getESLint(spec)).toBe(first);
    const later = new Date(Date.now() + 5_000);
    utimesSync(spec.configFile, later, later);
    expect(await getESLint(spec)).not.toBe(first);
  });
});

describe("lint check: legacy .eslintrc", () => {
  it("runs the project's ESLint 8 in eslintrc mode, honouring .eslintignore", async () => {
    const p = await project("legacy-eslintrc");
    const files = ["src/clean.js", "src/violations.js", "src/vendor/thirdparty.js"].map((f) =>
      changedFile(p.dir, f),
    );
    const result = await lintCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(result.tools).toEqual([{ name: "eslint", version: "8.57.1", source: "project", packageDir: "" }]);
    expect(summary(result.findings)).toEqual([
      ["src/violations.js", "no-var", "warning", 2, 3],
      ["src/violations.js", "eqeqeq", "error", 2, 18],
      ["src/violations.js", "no-unused-vars", "error", 3, 9],
      ["src/violations.js", "semi", "error", 4, 16],
    ]);
    expect(result.checkedFiles).toEqual(["src/clean.js", "src/violations.js"]);
    expect(result.notes).toEqual(["ignored by ESLint (.eslintrc.json): src/vendor/thirdparty.js"]);
  });

  it("--fix works in eslintrc mode too", async () => {
    const p = await project("legacy-eslintrc");
    const result = await lintCheck.run(
      checkContext(p.dir, [changedFile(p.dir, "src/violations.js")], { fix: true }),
    );
    expect(result.fixedFiles).toEqual(["src/violations.js"]);
    expect(readFileSync(path.join(p.dir, "src/violations.js"), "utf8")).toContain("  return result;\n");
    expect(result.findings.map((f) => f.rule)).not.toContain("semi");
  });

  it("runs ESLint 9 in eslintrc mode through loadESLint({ useFlatConfig: false })", async () => {
    const p = await project("lint-flat");
    rmSync(path.join(p.dir, "eslint.config.js"));
    p.write(
      ".eslintrc.json",
      JSON.stringify({
        root: true,
        parserOptions: { ecmaVersion: 2022, sourceType: "module" },
        rules: { eqeqeq: "error" },
      }),
    );
    p.write("src/plain.js", "export const same = (a, b) => a == b\n");
    const result = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/plain.js")]));
    expect(result.failures).toEqual([]);
    expect(result.tools[0]?.version).toBe("9.39.5");
    expect(summary(result.findings)).toEqual([["src/plain.js", "eqeqeq", "error", 1, 33]]);
  });

  it("fails with dependency_error when only ESLint 10 is available for an .eslintrc project", async () => {
    const p = await project();
    p.write(
      "package.json",
      JSON.stringify({ name: "old", private: true, eslintConfig: { rules: { eqeqeq: "error" } } }),
    );
    p.write("src/a.js", "export const x = 1\n");
    const result = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/a.js")]));
    expect(result.findings).toEqual([]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({
      check: "lint",
      errorType: "dependency_error",
      file: "src/a.js",
    });
    expect(result.failures[0]?.message).toBe(
      "package.json is a legacy .eslintrc config, which ESLint 10 dropped, and qgate's bundled ESLint (the project has none) is 10.15.0: install eslint@9 (or 8) in the project or migrate to eslint.config.js",
    );
  });
});

describe("lint check: monorepo and missing tools", () => {
  it("lints each package with its own rules in one run", async () => {
    const p = await project("monorepo");
    const files = [
      changedFile(p.dir, "packages/a/src/same.js"),
      changedFile(p.dir, "packages/b/src/same.js"),
    ];
    const result = await lintCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(summary(result.findings)).toEqual([
      ["packages/a/src/same.js", "eqeqeq", "error", 3, 16],
      ["packages/b/src/same.js", "no-console", "warning", 2, 3],
    ]);
    expect(result.tools.map((t) => [t.packageDir, t.source, t.version])).toEqual([
      ["packages/a", "project", "9.39.5"],
      ["packages/b", "project", "9.39.5"],
    ]);
  });

  it("lints packages that each have a typescript-eslint config, in one process (one inferred tsconfigRootDir each)", async () => {
    const p = await project("lint-flat");
    const config = readFileSync(path.join(p.dir, "eslint.config.js"), "utf8");
    for (const name of ["x", "y"]) {
      p.write(`packages/${name}/package.json`, JSON.stringify({ name, type: "module" }));
      p.write(`packages/${name}/eslint.config.js`, config);
      p.write(`packages/${name}/src/index.ts`, "let value = 1\nexport { value }\n");
    }
    const files = ["packages/x/src/index.ts", "packages/y/src/index.ts", "src/clean.ts"].map((f) =>
      changedFile(p.dir, f),
    );
    const result = await lintCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(summary(result.findings)).toEqual([
      ["packages/x/src/index.ts", "prefer-const", "error", 1, 5],
      ["packages/y/src/index.ts", "prefer-const", "error", 1, 5],
    ]);
  });

  it("uses qgate's bundled ESLint with default rules when the project has no config, and says so", async () => {
    const p = await project("no-tools");
    p.write("src/typed.ts", "export const id = (x: any) => x\n");
    const files = ["src/util.js", "src/ugly.ts", "src/typed.ts"].map((f) => changedFile(p.dir, f));
    const result = await lintCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(result.tools).toEqual([{ name: "eslint", version: "10.15.0", source: "bundled", packageDir: "" }]);
    expect(summary(result.findings)).toEqual([
      ["src/util.js", "no-unused-vars", "error", 2, 9],
      ["src/typed.ts", "@typescript-eslint/no-explicit-any", "error", 1, 23],
    ]);
    expect(result.notes).toEqual([
      "lint: no ESLint config in the project; used qgate's bundled ESLint 10.15.0 with @eslint/js and typescript-eslint recommended rules",
    ]);
  });

  it("fails with dependency_error, once, when the policy requires the project's ESLint", async () => {
    const p = await project("no-tools");
    const files = ["src/util.js", "src/ugly.ts"].map((f) => changedFile(p.dir, f));
    const result = await lintCheck.run(checkContext(p.dir, files, { requireProjectTool: true }));
    expect(result.findings).toEqual([]);
    expect(result.failures).toEqual([
      {
        check: "lint",
        errorType: "dependency_error",
        message:
          "eslint is not installed in . and the policy requires the project's own (requireProjectTool)",
        file: "src/util.js",
      },
    ]);
  });

  it("fails with dependency_error when the config names a plugin that is not installed", async () => {
    const p = await project("lint-flat");
    p.write(
      "eslint.config.js",
      'import missing from "eslint-plugin-not-installed";\nexport default [missing];\n',
    );
    const result = await lintCheck.run(
      checkContext(
        p.dir,
        ["src/clean.ts", "src/lint-errors.ts"].map((f) => changedFile(p.dir, f)),
      ),
    );
    expect(result.findings).toEqual([]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ errorType: "dependency_error", file: "src/clean.ts" });
    expect(result.failures[0]?.message).toMatch(
      /^ESLint 9\.39\.5, eslint\.config\.js failed on src\/clean\.ts: Cannot find package 'eslint-plugin-not-installed'/,
    );
  });

  it("turns a rule that throws into one tool_execution_failed line, and lints the other files", async () => {
    const p = await project("hanging-linter");
    const files = ["src/boom.js", "src/fine.js"].map((f) => changedFile(p.dir, f));
    const result = await lintCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([
      {
        check: "lint",
        errorType: "tool_execution_failed",
        message:
          'rule "local/boom" crashed on src/boom.js:1 (ESLint 9.39.5, eslint.config.js): boom: this rule always crashes',
        file: "src/boom.js",
      },
    ]);
    expect(result.checkedFiles).toEqual(["src/fine.js"]);
  });
});
