/** qgate prompt lint / prompt new through the CLI in the test's process (test/helpers/in-process.ts): output formats, exit codes, strict mode. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TECHNIQUES } from "../../src/prompt/techniques.js";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { REPO_ROOT, tempProject, type TempProject } from "../helpers/project.js";

const CORPUS = path.join(REPO_ROOT, "test", "fixtures", "prompts");

interface LintJson {
  score: number;
  findings: Array<{ id: string; severity: string; message: string; suggestion: string; line?: number }>;
  techniques: string[];
  minScore: number;
  strict: boolean;
  blocked: boolean;
}

let project: TempProject;

beforeAll(async () => {
  project = await tempProject(undefined, { git: true });
  project.write("src/cart.ts", "export {};\n");
  project.write("src/auth/login.ts", "export {};\n");
  project.write("src/auth/login.test.ts", "export {};\n");
});

afterAll(() => project.cleanup());

const lint = (args: string[], options: { input?: string; env?: Record<string, string | undefined> } = {}) =>
  runInProcess(["prompt", "lint", ...args], { cwd: project.dir, ...options });

describe("qgate prompt lint", () => {
  it("prints the JSON contract for a file: score, findings with id/severity/message/suggestion", async () => {
    const result = await lint([path.join(CORPUS, "06-unclosed-tag.md"), "--format", "json"]);
    expect(result.exitCode).toBe(0);
    const json = JSON.parse(result.stdout) as LintJson;
    expect(json.score).toBe(90);
    expect(json.findings).toEqual([
      {
        id: "tag-unclosed",
        severity: "error",
        message: "<context> on line 3 is never closed",
        suggestion: "Add </context> on its own line after the end of the context block.",
        line: 3,
      },
    ]);
    expect(json.techniques).toEqual(["role-assignment", "focused-context", "constraint-driven"]);
  });

  it("reads standard input with - and with no argument, resolving relevant_files in --cwd", async () => {
    const text =
      "You are a senior developer.\n<relevant_files>\n- src/nope.ts\n- src/cart.ts\n</relevant_files>\n";
    for (const args of [["-"], []]) {
      const result = await lint([...args, "--format", "json"], { input: text });
      expect(result.exitCode).toBe(0);
      const json = JSON.parse(result.stdout) as LintJson;
      const missing = json.findings.filter((f) => f.id === "relevant-file-not-found");
      expect(missing.map((f) => f.line)).toEqual([3]);
    }
  });

  it("prints a pretty report with each suggestion under its finding", async () => {
    const result = await lint(["-"], { input: "make it better" });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("Prompt score: 20/100");
    expect(result.stdout).toMatch(
      /error +The request "make it better" names no concrete object.*vague-request/,
    );
    expect(result.stdout).toContain('→ Replace "make it better" with the exact change');
    expect(result.stdout).toContain("<acceptance_criteria>");
    expect(result.stdout).toContain("Techniques recognised: none");
  });

  it("is advisory by default: a low score still exits 0, also with --min-score outside strict mode", async () => {
    const plain = await lint(["-", "--min-score", "90"], { input: "fix it" });
    expect(plain.exitCode).toBe(0);
    expect(plain.stdout).toContain("Minimum score 90: not met (advisory: not strict)");
  });

  it("blocks a score below --min-score in strict mode (--strict or CLAUDE_STRICT_QUALITY=true)", async () => {
    for (const run of [
      () => lint(["-", "--min-score", "90", "--strict", "--format", "json"], { input: "fix it" }),
      () =>
        lint(["-", "--min-score", "90", "--format", "json"], {
          input: "fix it",
          env: { CLAUDE_STRICT_QUALITY: "true" },
        }),
    ]) {
      const result = await run();
      expect(result.exitCode).toBe(1);
      expect(JSON.parse(result.stdout)).toMatchObject({ minScore: 90, strict: true, blocked: true });
      expect(result.stderr.trim()).toMatch(
        /^qgate: prompt blocked: score \d+ is below the minimum 90 \(strict mode\)$/,
      );
    }
    const good = await lint([path.join(CORPUS, "01-good-full.md"), "--min-score", "90", "--strict"]);
    expect(good.exitCode).toBe(0);
  });

  it("takes the minimum from the policy's prompt.minScore, and strict from the policy too", async () => {
    const strictProject = await tempProject(undefined, { git: true });
    try {
      strictProject.write(".qgaterc.json", JSON.stringify({ prompt: { minScore: 70 } }));
      const run = (env: Record<string, string | undefined> = {}) =>
        runInProcess(["prompt", "lint", "-"], { cwd: strictProject.dir, input: "improve this", env });
      expect((await run()).exitCode).toBe(0);
      expect((await run({ CLAUDE_STRICT_QUALITY: "true" })).exitCode).toBe(1);
      strictProject.write(".qgaterc.json", JSON.stringify({ strict: true, prompt: { minScore: 70 } }));
      const policyStrict = await run();
      expect(policyStrict.exitCode).toBe(1);
      expect(policyStrict.stdout).toContain("Minimum score 70: not met: blocked");
    } finally {
      strictProject.cleanup();
    }
  });

  it.each([
    [["/no/such/prompt.md"], /^qgate: prompt lint: \/no\/such\/prompt\.md: cannot read \(ENOENT\)$/],
    [["src"], /^qgate: prompt lint: src: cannot read \(EISDIR\)$/],
    [
      ["-", "--min-score", "101"],
      /^qgate: prompt lint: --min-score "101": expected a whole number from 0 to 100$/,
    ],
    [["-", "--format", "sarif"], /^qgate: prompt lint: --format "sarif": expected pretty or json$/],
    [["-", "--bogus"], /^qgate: prompt lint: unknown option --bogus/],
    [["a.md", "b.md"], /^qgate: prompt lint: unexpected argument "b.md"/],
  ])("bad input %j: one-line error, exit 2", async (args, message) => {
    const result = await lint(args, { input: "x" });
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr.trim()).toMatch(message);
  });
});

describe("qgate prompt new", () => {
  // Every technique's skeleton lints clean in test/prompt/templates.test.ts (in process); here, that
  // the CLI's two commands agree on one of them, through standard input.
  it("prints a skeleton that qgate prompt lint passes with no errors", async () => {
    const technique = TECHNIQUES[0]!;
    const created = await runInProcess(["prompt", "new", technique], { cwd: project.dir });
    expect(created.exitCode).toBe(0);
    const linted = await lint(["-", "--format", "json"], { input: created.stdout });
    const json = JSON.parse(linted.stdout) as LintJson;
    expect(json.findings.filter((f) => f.severity === "error")).toEqual([]);
    expect(json.techniques).toContain(technique);
  });

  it("prints create/read/update/delete routes for --resource, with --role first", async () => {
    const result = await runInProcess(
      ["prompt", "new", "template-generation", "--resource", "user", "--role", "a senior API designer"],
      { cwd: project.dir },
    );
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe("You are a senior API designer.");
    for (const route of [
      "POST   /users ",
      "GET    /users ",
      "GET    /users/:id",
      "PUT    /users/:id",
      "DELETE /users/:id",
    ])
      expect(
        lines.some((line) => line.startsWith(route)),
        route,
      ).toBe(true);
    expect(result.stdout).toContain("<resource>\nuser:");
  });

  it("names an unknown technique and lists the valid ones (exit 2)", async () => {
    const result = await runInProcess(["prompt", "new", "mind-reading"], { cwd: project.dir });
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toContain('unknown technique "mind-reading"');
    for (const technique of TECHNIQUES) expect(result.stderr).toContain(technique);
  });

  it("rejects a missing technique, --resource elsewhere and unknown subcommands (exit 2)", async () => {
    for (const args of [
      ["prompt", "new"],
      ["prompt", "new", "self-refine", "--resource", "user"],
      ["prompt", "new", "template-generation", "--resource", "a/b"],
      ["prompt", "explain"],
    ]) {
      const result = await runInProcess(args, { cwd: project.dir });
      expect(result.exitCode, args.join(" ")).toBe(2);
      expect(isOneLineError(result.stderr), result.stderr).toBe(true);
    }
  });

  it("has --help for prompt, prompt lint and prompt new", async () => {
    for (const args of [
      ["prompt", "--help"],
      ["prompt", "lint", "--help"],
      ["prompt", "new", "--help"],
    ]) {
      const result = await runInProcess(args, { cwd: project.dir });
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toMatch(/^Usage: qgate prompt/);
    }
  });
});
