/**
 * `qgate check` on projects whose formatter and linter are not Prettier and ESLint, the command line
 * run in the test's process (test/helpers/in-process.ts), on fixtures/own-tools, whose packages use the real Biome 2, oxlint + oxfmt, dprint (with
 * oxlint), and ESLint + Prettier, each installed from the registry. Each tool's own CLI is the judge
 * of what "clean" means.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";
import type { JsonReport } from "../helpers/check-report.js";

const newProject = tempProjects();
const project = () => newProject("own-tools", { git: true });

async function check(
  p: TempProject,
  args: string[],
): Promise<{ exitCode: number; report: JsonReport; stderr: string }> {
  const result = await runInProcess(["check", "--format", "json", ...args], { cwd: p.dir });
  let report: JsonReport;
  try {
    report = JSON.parse(result.stdout) as JsonReport;
  } catch {
    throw new Error(`not JSON (exit ${result.exitCode}): ${result.stdout}\n${result.stderr}`);
  }
  return { exitCode: result.exitCode, report, stderr: result.stderr };
}

function rows(report: JsonReport): string[] {
  return report.findings.map((f) => `${f.check} ${f.file}:${f.line}:${f.column} ${f.severity} ${f.rule}`);
}

/** The format and lint tools that ran, per package: `<package dir> <name> <version> <source>`. */
function tools(report: JsonReport): string[] {
  return report.tools
    .filter((t) => !["typescript", "secretlint", "eslint (security rules)"].includes(t.name))
    .map((t) => `${t.packageDir || "."} ${t.name} ${t.version} ${t.source}`)
    .sort();
}

/** Runs a tool's own CLI in a package of the project; its exit code says whether it calls the files clean. */
async function own(p: TempProject, pkg: string, bin: string, args: string[]) {
  return execa(path.join(p.dir, "node_modules", ".bin", bin), args, {
    cwd: path.join(p.dir, "packages", pkg),
    reject: false,
  });
}

const CLEAN = [
  "packages/biome/src/clean.ts",
  "packages/oxc/src/clean.ts",
  "packages/dprint/src/clean.ts",
  "packages/classic/src/clean.js",
];

describe("qgate check: the project's own Biome, oxlint, oxfmt and dprint", () => {
  it("passes files the project's tools call clean, running each package's own tools and no bundled fallback", async () => {
    const p = await project();
    expect((await own(p, "biome", "biome", ["check", "src/clean.ts"])).exitCode).toBe(0);
    expect((await own(p, "oxc", "oxlint", ["src/clean.ts"])).exitCode).toBe(0);
    expect((await own(p, "oxc", "oxfmt", ["--check", "src/clean.ts"])).exitCode).toBe(0);
    expect((await own(p, "dprint", "dprint", ["check", "src/clean.ts"])).exitCode).toBe(0);

    const { exitCode, report } = await check(p, CLEAN);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([]);
    expect(tools(report)).toEqual([
      "packages/biome @biomejs/biome 2.6.8 project",
      "packages/classic eslint 9.39.5 project",
      "packages/classic prettier 3.10.1 project",
      "packages/dprint dprint 0.57.4 project",
      "packages/dprint oxlint 1.94.0 project",
      "packages/oxc oxfmt 0.79.0 project",
      "packages/oxc oxlint 1.94.0 project",
    ]);
    expect(report.notes.join("\n")).not.toMatch(/bundled ESLint|bundled Prettier/);
    expect(report.verdict).toBe("pass");
    expect(exitCode).toBe(0);
  });

  it("finds a planted violation of each tool's own rules with its rule id, severity and location", async () => {
    const p = await project();
    const { exitCode, report } = await check(p, [
      "--only",
      "lint,format",
      "--format",
      "sarif=report.sarif",
      "packages/biome/src/violations.ts",
      "packages/oxc/src/violations.ts",
      "packages/dprint/src/unformatted.ts",
      "packages/classic/src/violations.js",
    ]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([
      "lint packages/biome/src/violations.ts:1:1 error assist/source/organizeImports",
      "lint packages/biome/src/violations.ts:5:11 error lint/suspicious/noDoubleEquals",
      "format packages/biome/src/violations.ts:6:1 error biome/format",
      "format packages/classic/src/violations.js:2:1 error prettier/format",
      "lint packages/classic/src/violations.js:2:16 error eqeqeq",
      "format packages/dprint/src/unformatted.ts:2:1 error dprint/format",
      "format packages/oxc/src/violations.ts:2:1 error oxfmt/format",
      "lint packages/oxc/src/violations.ts:2:3 warning eslint(no-debugger)",
      "lint packages/oxc/src/violations.ts:3:16 error eslint(eqeqeq)",
    ]);
    const sarif = readFileSync(path.join(p.dir, "report.sarif"), "utf8");
    for (const rule of [
      "lint/suspicious/noDoubleEquals",
      "biome/format",
      "eslint(eqeqeq)",
      "dprint/format",
    ]) {
      expect(sarif).toMatch(new RegExp(`"ruleId": "qgate/(lint|format)/${rule.replace(/[()]/g, "\\$&")}"`));
    }
    expect(report.verdict).toBe("block");
    expect(exitCode).toBe(1);
  });

  it("--fix applies Biome's safe fixes then its formatter, oxlint's fixes, oxfmt and dprint, leaving files each tool calls clean", async () => {
    const p = await project();
    p.write(
      "packages/oxc/src/fixable.ts",
      "export function check(value: { a: number }): boolean {\n    const { a: a } = value;\n    return a === 1;\n}\n",
    );
    await p.git("add", "-A");
    await p.git("commit", "-q", "-m", "fixable");
    const files = [
      "packages/biome/src/fixable.ts",
      "packages/oxc/src/fixable.ts",
      "packages/dprint/src/unformatted.ts",
    ];
    const { report } = await check(p, ["--only", "lint,format", "--fix", ...files]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([]);
    expect([...report.fixed].sort()).toEqual([...files].sort());
    expect((await own(p, "biome", "biome", ["check", "src/fixable.ts"])).exitCode).toBe(0);
    expect((await own(p, "oxc", "oxlint", ["--deny-warnings", "src/fixable.ts"])).exitCode).toBe(0);
    expect((await own(p, "oxc", "oxfmt", ["--check", "src/fixable.ts"])).exitCode).toBe(0);
    expect((await own(p, "dprint", "dprint", ["check", "src/unformatted.ts"])).exitCode).toBe(0);
    expect(readFileSync(path.join(p.dir, "packages/biome/src/fixable.ts"), "utf8")).toBe(
      "import { readFileSync } from 'node:fs'\nimport { basename, join } from 'node:path'\n\n" +
        "export function load(name: string): string {\n\treturn readFileSync(join(basename(name), name), 'utf8')\n}\n",
    );
  });

  it("uses the right tools in each package of a monorepo: Biome in one, ESLint + Prettier in the other", async () => {
    const p = await project();
    const { report } = await check(p, [
      "--only",
      "lint,format",
      "packages/biome/src/violations.ts",
      "packages/classic/src/violations.js",
    ]);
    expect(tools(report)).toEqual([
      "packages/biome @biomejs/biome 2.6.8 project",
      "packages/classic eslint 9.39.5 project",
      "packages/classic prettier 3.10.1 project",
    ]);
    const byFile = (file: string) =>
      [...new Set(report.findings.filter((f) => f.file === file).map((f) => f.rule))].sort();
    expect(byFile("packages/biome/src/violations.ts")).toEqual([
      "assist/source/organizeImports",
      "biome/format",
      "lint/suspicious/noDoubleEquals",
    ]);
    expect(byFile("packages/classic/src/violations.js")).toEqual(["eqeqeq", "prettier/format"]);
  });

  it("a biome.json Biome rejects is one clear line per check naming Biome, the file and the fix, and exit 2", async () => {
    const p = await project();
    p.write("packages/biome/biome.json", '{ "formatter": { "indentStyle": "tabz" } ');
    const { exitCode, report } = await check(p, ["packages/biome/src/clean.ts"]);
    expect(report.findings).toEqual([]);
    expect(report.failures.map((f) => `${f.check} ${f.errorType}`)).toEqual([
      "format tool_execution_failed",
      "lint tool_execution_failed",
    ]);
    for (const failure of report.failures) {
      expect(failure.message).toMatch(
        /^Biome 2\.6\.8 rejected packages\/biome\/biome\.json:\d+:\d+: .+ \(fix the config/,
      );
      expect(failure.message).not.toContain("\n");
    }
    expect(report.verdict).not.toBe("pass");
    expect(exitCode).toBe(2);
  });

  it("--staged checks the staged content with Biome and oxlint, and leaves no file behind", async () => {
    const p = await project();
    const violations = readFileSync(path.join(p.dir, "packages/biome/src/violations.ts"), "utf8");
    p.write("packages/biome/src/clean.ts", violations);
    p.write("packages/oxc/src/clean.ts", "export const same = (a: number) => a == 1\n");
    await p.git("add", "-A");
    // The work tree differs from what is staged: clean again.
    p.write("packages/biome/src/clean.ts", "export const ok = 1\n");
    p.write("packages/oxc/src/clean.ts", "export const ok = 1\n");
    const { report } = await check(p, ["--staged", "--only", "lint,format"]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([
      "lint packages/biome/src/clean.ts:1:1 error assist/source/organizeImports",
      "lint packages/biome/src/clean.ts:5:11 error lint/suspicious/noDoubleEquals",
      "format packages/biome/src/clean.ts:6:1 error biome/format",
      "lint packages/oxc/src/clean.ts:1:38 error eslint(eqeqeq)",
    ]);
    for (const pkg of ["biome", "oxc"]) {
      expect(
        readdirSync(path.join(p.dir, "packages", pkg, "src")).filter((f) => f.includes("qgate")),
      ).toEqual([]);
    }
  });

  it("--diff: a Biome or oxlint finding the change caused on a line it did not touch blocks; one the base had does not", async () => {
    const p = await project();
    // An import used on the last line, and an old violation of each tool on line 3.
    const source = (use: string) =>
      `import { readFileSync } from "node:fs"\n\nexport const legacy = (a: number) => a == 1\n\n${use}\n`;
    for (const pkg of ["biome", "oxc"])
      p.write(`packages/${pkg}/src/unused.ts`, source('export const text = readFileSync("a", "utf8")'));
    await p.git("add", "-A");
    await p.git("commit", "-qm", "legacy code using readFileSync");
    // Only the last line changes: the import on line 1 is left unused, untouched.
    for (const pkg of ["biome", "oxc"])
      p.write(`packages/${pkg}/src/unused.ts`, source('export const text = "a"'));
    const { exitCode, report } = await check(p, ["--diff", "HEAD", "--only", "lint"]);
    expect(report.failures).toEqual([]);
    expect(exitCode).toBe(1);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "packages/biome/src/unused.ts:1 lint/correctness/noUnusedImports",
      "packages/oxc/src/unused.ts:1 eslint(no-unused-vars)",
    ]);
    // Each file's == on line 3 was there before the change: counted, not shown.
    expect(report).toMatchObject({ verdict: "block", preexisting: 2 });
    for (const pkg of ["biome", "oxc"])
      expect(
        readdirSync(path.join(p.dir, "packages", pkg, "src")).filter((f) => f.includes("qgate")),
      ).toEqual([]);
  });

  it("--diff: a layout the change broke on lines it did not touch blocks under oxfmt and Biome; a file unformatted before does not", async () => {
    const p = await project();
    // Three items do not fit on one line (oxfmt's width is 100, Biome's 80), so each formatter puts one
    // per line; with two they fit, and it joins them. Deleting the third touches no remaining line (as
    // in unjs/c12, issue 39's D2). dprint keeps a list's line breaks, so it has no such case.
    const lists = { oxc: { length: 30, indent: "  " }, biome: { length: 20, indent: "\t" } };
    const list = (pkg: keyof typeof lists, n: number) =>
      `export const list = [\n${["a", "b", "c"]
        .slice(0, n)
        .map((c) => `${lists[pkg].indent}'${c.repeat(lists[pkg].length)}',\n`)
        .join("")}]\n`;
    const legacy = (last: string) => `export const  spaced = 1\n\nexport const a = 1\n${last}\n`;
    const pkgs = ["oxc", "biome"] as const;
    for (const pkg of pkgs) {
      p.write(`packages/${pkg}/src/list.ts`, list(pkg, 3));
      p.write(`packages/${pkg}/src/spaced.ts`, legacy("export const b = 2"));
    }
    // The base's lists are what each formatter calls clean.
    const base = await check(p, ["--only", "format", ...pkgs.map((pkg) => `packages/${pkg}/src/list.ts`)]);
    expect(base.report.findings).toEqual([]);
    await p.git("add", "-A");
    await p.git("commit", "-qm", "formatted lists, and files unformatted on line 1");
    for (const pkg of pkgs) {
      p.write(`packages/${pkg}/src/list.ts`, list(pkg, 2));
      p.write(`packages/${pkg}/src/spaced.ts`, legacy("export const b = 3"));
    }
    const { exitCode, report } = await check(p, ["--diff", "HEAD", "--only", "format"]);
    expect(report.failures).toEqual([]);
    expect(exitCode).toBe(1);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "packages/biome/src/list.ts:1 biome/format",
      "packages/oxc/src/list.ts:1 oxfmt/format",
    ]);
    // Each spaced.ts was unformatted on line 1 before the change: counted, not shown.
    expect(report).toMatchObject({ verdict: "block", preexisting: 2 });
  });

  it("checks.format.tool and checks.lint.tools choose the tools instead of detection", async () => {
    const p = await project();
    p.write(
      ".qgaterc.json",
      JSON.stringify({ checks: { format: { tool: "prettier" }, lint: { tools: ["oxlint"] } } }),
    );
    const { report } = await check(p, [
      "--only",
      "lint,format",
      "packages/biome/src/violations.ts",
      "packages/classic/src/violations.js",
    ]);
    expect(tools(report)).toEqual([
      "packages/biome oxlint 1.94.0 project",
      "packages/biome prettier 3.10.1 project",
      "packages/classic oxlint 1.94.0 project",
      "packages/classic prettier 3.10.1 project",
    ]);
    // oxlint's default rules (the classic package has no oxlint config) do not include eqeqeq.
    expect(rows(report)).toEqual([
      "format packages/biome/src/violations.ts:1:1 error prettier/format",
      "format packages/classic/src/violations.js:2:1 error prettier/format",
    ]);
  });

  it("the changed-lines scope keeps Biome findings on the lines a diff touched, and the rest are preexisting", async () => {
    const p = await project();
    const file = "packages/biome/src/violations.ts";
    const before = readFileSync(path.join(p.dir, file), "utf8");
    // Line 5 (kind == 1) stays; a new function with its own == is added at the end.
    p.write(file, `${before}\nexport const same = (a: number, b: number) => a == b\n`);
    const { report } = await check(p, ["--diff", "HEAD", "--scope", "added", "--only", "lint,format"]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([`lint ${file}:9:49 error lint/suspicious/noDoubleEquals`]);
  });

  it("the hook door: a Claude Code edit of a Biome file is blocked in strict mode with Biome's rule ids", async () => {
    const p = await project();
    const home = mkdtempSync(path.join(tmpdir(), "qgate-own-tools-home-"));
    try {
      const file = path.join(p.dir, "packages/biome/src/violations.ts");
      const input = JSON.stringify({
        session_id: "sess-own-tools",
        transcript_path: path.join(home, "transcript.jsonl"),
        cwd: p.dir,
        permission_mode: "default",
        hook_event_name: "PostToolUse",
        tool_name: "Write",
        tool_input: { file_path: file, content: readFileSync(file, "utf8") },
        tool_response: { type: "create", filePath: file },
        tool_use_id: "toolu_1",
      });
      const result = await runInProcess(["hook"], {
        cwd: p.dir,
        input,
        env: { HOME: home, QGATE_LOG_DIR: path.join(home, "logs"), CLAUDE_STRICT_QUALITY: "true" },
      });
      expect(result.exitCode).toBe(2);
      const output = JSON.parse(result.stdout) as { decision: string; reason: string };
      expect(output.decision).toBe("block");
      expect(output.reason).toContain("lint/suspicious/noDoubleEquals");
      expect(output.reason).toContain("biome/format");
      expect(output.reason).not.toMatch(/prettier|eslint/i);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe("qgate check on a project laid out as unjs/c12 (oxlint 1.55.0, oxfmt 0.40.0, pnpm), issue 39", () => {
  it("a changed pnpm-lock.yaml and a planted debugger: a complete run that blocks on oxlint's no-debugger", async () => {
    const p = await newProject("oxlint-1.55", { git: true });
    // Installing qgate changes the lockfile; the edit plants a debugger statement.
    p.write("pnpm-lock.yaml", "lockfileVersion: '9.0'\n\nsettings:\n  autoInstallPeers: true\n");
    p.write(
      "src/index.ts",
      "export function greet(name: string): string {\n  debugger\n  return 'hello ' + name\n}\n",
    );
    const { exitCode, report } = await check(p, ["--only", "lint,format"]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual(["lint src/index.ts:2:3 error eslint(no-debugger)"]);
    expect(tools(report)).toEqual([". oxfmt 0.40.0 project", ". oxlint 1.55.0 project"]);
    expect(report.notes).toContain("oxfmt does not check pnpm-lock.yaml: it leaves lockfiles alone");
    expect(report.verdict).toBe("block");
    expect(exitCode).toBe(1);
  });
});
