/**
 * The seed door: qgate's command line exactly as the assistant calls a hook, run in the test's process
 * as the daemon runs a forwarded hook (test/helpers/in-process.ts),
 * `qgate hook <event> <args...>`, with real gate runs (qgate's bundled Prettier) in a temp git project.
 */
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject } from "../helpers/project.js";
import { CLEAN, FAST_POLICY, hookProject, UNFORMATTED, type HookProject } from "../helpers/hook-project.js";

/** A slow run on a busy machine must not add a warning to what these tests see. */
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };

const HOSTILE_RESULT = `File created successfully at: ./src/it's "quoted" $(touch pwned).ts\n$(touch pwned2); \`touch pwned3\` && echo "done"`;

describe("qgate hook edit-complete / tool-call-complete (seed door)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
    p.write(
      ".claude/settings.json",
      `${JSON.stringify({ hooks: { "error-occurred": "./scripts/on-error.mjs" } }, null, 2)}\n`,
    );
  });
  afterAll(() => p.cleanup());

  it("passes a clean file: one status line, exit 0, a passing metrics record", async () => {
    const result = await p.run(["hook", "edit-complete", "src/ok.ts", "modify"]);
    expect(result).toMatchObject({ exitCode: 0, stdout: "qgate: src/ok.ts: passed (format)", stderr: "" });
    const gate = p.log("metrics").at(-1);
    expect(gate).toMatchObject({
      type: "gate",
      door: "hook:edit-complete",
      verdict: "pass",
      files: [{ path: "src/ok.ts", passed: true, findings: {} }],
      failures: [],
    });
    expect(gate?.session).toMatch(/^s-/);
    expect(p.log("modification").at(-1)).toMatchObject({ path: "src/ok.ts", change: "modify" });
  });

  it("reports findings without blocking outside strict mode, and writes the full report", async () => {
    const result = await p.run(["hook", "edit-complete", "src/bad.ts", "modify"]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe(
      "qgate: 1 blocking finding in src/bad.ts (strict mode is off, so this does not block)",
    );
    expect(lines[1]).toMatch(/^- src\/bad\.ts:1:1 error format\/prettier\/format: /);
    const reportPath = /^Full report: (.+)$/.exec(lines.at(-1) ?? "")?.[1];
    expect(reportPath?.startsWith(p.logDir)).toBe(true);
    expect(JSON.parse(readFileSync(reportPath!, "utf8"))).toMatchObject({
      verdict: "block",
      strict: false,
      files: ["src/bad.ts"],
      findings: [{ check: "format", file: "src/bad.ts" }],
    });
    // Hook mode reports; it never rewrites the file the assistant is editing.
    expect(readFileSync(path.join(p.dir, "src/bad.ts"), "utf8")).toBe(UNFORMATTED);
  });

  it("blocks in strict mode (CLAUDE_STRICT_QUALITY=true or --strict): exit 1, says the operation is blocked", async () => {
    for (const [args, env] of [
      [["hook", "edit-complete", "src/bad.ts", "modify"], { CLAUDE_STRICT_QUALITY: "true" }],
      [["hook", "--strict", "edit-complete", "src/bad.ts", "modify"], {}],
    ] as const) {
      const result = await p.run([...args], { env });
      expect(result.exitCode).toBe(1);
      expect(result.stdout.split("\n")[0]).toBe(
        "qgate: the operation is blocked: 1 blocking finding in src/bad.ts",
      );
      expect(result.stderr).toMatch(
        /^qgate: the operation is blocked by the quality gate \(full report: .+\.json\)$/,
      );
    }
    // CLAUDE_STRICT_QUALITY must be exactly "true".
    expect(
      (
        await p.run(["hook", "edit-complete", "src/bad.ts", "modify"], {
          env: { CLAUDE_STRICT_QUALITY: "1" },
        })
      ).exitCode,
    ).toBe(0);
  });

  it("routes a block to the error-occurred hook with exactly (type, message, context)", async () => {
    const calls = p.recorded().filter((c) => c.argv[0] === "quality_gate_blocked");
    expect(calls.length).toBeGreaterThanOrEqual(1);
    const call = calls.at(-1)!;
    expect(call.argv).toHaveLength(3);
    expect(call.argv[1]).toMatch(/^qgate: .*1 blocking finding.* in src\/bad\.ts/);
    expect(JSON.parse(call.argv[2]!)).toMatchObject({
      event: "edit-complete",
      files: ["src/bad.ts"],
      verdict: "block",
      findings: [{ check: "format", file: "src/bad.ts" }],
    });
    expect(call.cwd).toBe(p.dir);
  });

  it("gates the file a Write or Edit result names, absolute or relative", async () => {
    const write = await p.run([
      "hook",
      "tool-call-complete",
      "Write",
      `File created successfully at: ${path.join(p.dir, "src/bad.ts")}`,
      "true",
    ]);
    expect(write.exitCode).toBe(0);
    expect(write.stdout).toMatch(/^qgate: 1 blocking finding in src\/bad\.ts/);
    const edit = await p.run([
      "hook",
      "tool-call-complete",
      "Edit",
      "The file src/ok.ts has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     1\texport const ok = 1;",
      "true",
    ]);
    expect(edit).toMatchObject({ exitCode: 0, stdout: "qgate: src/ok.ts: passed (format)" });
    expect(p.log("metrics").at(-1)).toMatchObject({
      door: "hook:tool-call-complete",
      files: [{ path: "src/ok.ts" }],
    });
  });

  it("gates the edited file even when its snippet in the result quotes another tool's sentence", async () => {
    const result = await p.run([
      "hook",
      "--strict",
      "tool-call-complete",
      "Edit",
      `The file ${path.join(p.dir, "src/bad.ts")} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n     1\t// log("File created successfully at: src/ok.ts")\n     2\texport const  bad=1`,
      "true",
    ]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split("\n")[0]).toBe(
      "qgate: the operation is blocked: 1 blocking finding in src/bad.ts",
    );
    expect(p.log("metrics").at(-1)).toMatchObject({
      door: "hook:tool-call-complete",
      files: [{ path: "src/bad.ts" }],
    });
  });

  it("treats a hostile tool result as data: quotes, newlines and $(...) run nothing", async () => {
    const result = await p.run(["hook", "tool-call-complete", "Write", HOSTILE_RESULT, "true"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("qgate: nothing to check");
    expect(result.stdout).toContain(`- skipped src/it's \\"quoted\\" $(touch pwned).ts: no such file`);
    expect(p.pwned()).toEqual([]);
  });

  it("skips a path outside the project root with a note, never a crash", async () => {
    const result = await p.run(["hook", "edit-complete", path.join(p.outside, "elsewhere.ts"), "create"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /^qgate: nothing to check\n- skipped .*elsewhere\.ts: outside the project root$/,
    );
  });

  it("says so when a file in the project is a symlink that leads outside it", async () => {
    writeFileSync(path.join(p.outside, "target.ts"), UNFORMATTED);
    symlinkSync(path.join(p.outside, "target.ts"), path.join(p.dir, "src", "link.ts"));
    try {
      const result = await p.run(["hook", "--strict", "edit-complete", "src/link.ts", "modify"]);
      expect(result).toMatchObject({
        exitCode: 0,
        stdout:
          "qgate: nothing to check\n- skipped src/link.ts: a symlink that leads outside the project root",
      });
    } finally {
      rmSync(path.join(p.dir, "src", "link.ts"));
    }
  });

  it("routes a failed tool (flag other than true) as tool_execution_failed, hostile text intact", async () => {
    const before = p.recorded().length;
    const result = await p.run(["hook", "tool-call-complete", "Bash", HOSTILE_RESULT, "false"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /^qgate: error tool_execution_failed \(logged in .*error\.jsonl\): check the tool's input/,
    );
    const calls = p.recorded().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.argv[0]).toBe("tool_execution_failed");
    expect(calls[0]!.argv[1]).toBe('tool Bash failed (success flag "false")');
    expect(JSON.parse(calls[0]!.argv[2]!)).toMatchObject({ tool: "Bash", successFlag: "false" });
    expect(p.pwned()).toEqual([]);
  });

  it("logs Read to the file-access log and Bash to the session log without gating", async () => {
    const read = await p.run(["hook", "tool-call-complete", "Read", "1\texport const ok = 1;", "true"]);
    expect(read).toMatchObject({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("file-access").at(-1)).toMatchObject({ tool: "Read", resultChars: 22 });
    const bash = await p.run(["hook", "tool-call-complete", "Bash", "ok", "true"]);
    expect(bash).toMatchObject({ exitCode: 0, stdout: "" });
    expect(p.log("session").at(-1)).toMatchObject({
      event: "tool-call-complete",
      tool: "Bash",
      success: true,
    });
  });

  it("re-checks a deletion without formatting the missing file", async () => {
    const result = await p.run(["hook", "edit-complete", "src/gone.ts", "delete"]);
    expect(result.exitCode).toBe(0);
    expect(p.log("modification").at(-1)).toMatchObject({ path: "src/gone.ts", change: "delete" });
    expect(p.log("metrics").at(-1)).toMatchObject({ files: [{ path: "src/gone.ts", findings: {} }] });
  });

  it("refuses an unknown event or a wrong number of arguments with the usage line, exit 2", async () => {
    const cases: Array<[string[], RegExp]> = [
      [
        ["hook", "edit-complete", "src/ok.ts"],
        /expected 2 arguments, got 1 \(usage: qgate hook edit-complete <path> <create\|modify\|delete>\)/,
      ],
      [
        ["hook", "tool-call-complete", "Write", "x"],
        /usage: qgate hook tool-call-complete <tool> <result> <success-flag>/,
      ],
      [["hook", "session-end", "now"], /expected 0 arguments, got 1/],
      [
        ["hook", "edit-complete", "src/ok.ts", "rename"],
        /change type "rename": expected create, modify or delete/,
      ],
      [["hook", "post-commit"], /unknown event "post-commit"/],
      [["hook", "--bogus", "session-end"], /unknown option --bogus/],
    ];
    for (const [args, message] of cases) {
      const result = await p.run(args);
      expect(result.exitCode, args.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
      expect(isOneLineError(result.stderr), result.stderr).toBe(true);
      expect(result.stderr).toMatch(message);
    }
  });
});

describe("qgate hook error-occurred (seed door)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
    p.write(
      ".claude/settings.json",
      `${JSON.stringify({ hooks: { "error-occurred": "./scripts/on-error.mjs" } })}\n`,
    );
  });
  afterAll(() => p.cleanup());

  it("logs the error, classifies it and prints one status line with a recovery hint per seed type", async () => {
    const hints: Record<string, RegExp> = {
      tool_execution_failed: /check the tool's input and retry/,
      file_operation_failed: /check that the path exists/,
      network_error: /check the connection/,
      dependency_error: /install the missing dependency/,
      system_crash: /critical: stop and review/,
      weird_type: /see the error log/,
    };
    for (const [type, hint] of Object.entries(hints)) {
      const result = await p.run(["hook", "error-occurred", type, "it broke", '{"step":1}']);
      expect(result.exitCode).toBe(0);
      expect(result.stdout.split("\n").filter(Boolean)).toHaveLength(1);
      expect(result.stdout).toMatch(hint);
      expect(
        result.stdout.startsWith(
          type === "system_crash" ? `qgate: CRITICAL error ${type}` : `qgate: error ${type}`,
        ),
      ).toBe(true);
    }
    const logged = p.log("error");
    expect(logged.map((r) => r.type)).toEqual(Object.keys(hints));
    expect(logged.find((r) => r.type === "system_crash")).toMatchObject({
      critical: true,
      context: { step: 1 },
    });
    expect(logged.find((r) => r.type === "network_error")).toMatchObject({
      critical: false,
      message: "it broke",
    });
    // error-occurred is the error hook's own event: it never calls the error hook again.
    expect(p.recorded()).toEqual([]);
  });

  it("keeps hostile arguments intact as data in the log and runs nothing", async () => {
    const message = `can't "open" $(touch pwned)\nline two \`touch pwned2\``;
    const context = `not json; $(touch pwned3) 'x'`;
    const result = await p.run(["hook", "error-occurred", "file_operation_failed", message, context]);
    expect(result.exitCode).toBe(0);
    expect(p.log("error").at(-1)).toMatchObject({
      type: "file_operation_failed",
      message,
      context: { text: context },
    });
    expect(p.pwned()).toEqual([]);
  });
});

describe("qgate hook user-prompt-submit / session-end (seed door sessions)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({
      inProcess: true,
      policy: {
        checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
        fix: "on-stop",
      },
    });
  });
  afterAll(() => p.cleanup());

  it("starts a session at the prompt, records the prompt without its text, and keeps it for edits", async () => {
    const prompt = "Refactor src/bad.ts. SECRET_PROMPT_TEXT";
    const result = await p.run(["hook", "user-prompt-submit"], { input: prompt });
    expect(result.exitCode).toBe(0);
    const session = /^qgate: session (s-[a-z0-9]+-[0-9a-f]+)/.exec(result.stdout)?.[1];
    expect(session).toBeDefined();
    const record = p.log("metrics").at(-1);
    expect(record).toMatchObject({ type: "prompt", session, chars: prompt.length });
    expect(typeof record?.score).toBe("number");
    expect(readFileSync(path.join(p.logDir, "metrics.jsonl"), "utf8")).not.toContain("SECRET_PROMPT_TEXT");
    // A second prompt continues the same session.
    const again = await p.run(["hook", "user-prompt-submit"], { input: "" });
    expect(again.stdout).toContain(`qgate: session ${session}`);
    // Edits join it; hook mode never fixes the file even though the policy says fix on-stop.
    await p.run(["hook", "edit-complete", "src/bad.ts", "modify"]);
    expect(p.log("metrics").at(-1)).toMatchObject({ type: "gate", session });
    expect(readFileSync(path.join(p.dir, "src/bad.ts"), "utf8")).toBe(UNFORMATTED);
  });

  it("session-end gates every file of the session, applies on-stop fixes, writes metrics and ends the session", async () => {
    writeFileSync(path.join(p.dir, "src/new.ts"), "export const  n=2\n");
    await p.run(["hook", "edit-complete", "src/new.ts", "create"]);
    const session = p.log("metrics").at(-1)?.session as string;
    const result = await p.run(["hook", "session-end"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(`qgate: session ${session} ended: 2 changed files checked`);
    expect(result.stdout).toContain("Fixed: src/bad.ts, src/new.ts");
    expect(readFileSync(path.join(p.dir, "src/bad.ts"), "utf8")).toBe("export const bad = 1;\n");
    const metrics = p.log("metrics");
    expect(metrics.at(-2)).toMatchObject({
      type: "gate",
      door: "hook:session-end",
      session,
      verdict: "pass",
    });
    expect((metrics.at(-2)?.files as Array<{ path: string }>).map((f) => f.path).sort()).toEqual([
      "src/bad.ts",
      "src/new.ts",
    ]);
    expect(metrics.at(-1)).toMatchObject({ type: "session-end", session, verdict: "pass" });
    // The next prompt starts a new session.
    const next = await p.run(["hook", "user-prompt-submit"]);
    expect(next.stdout).not.toContain(session);
  });

  it("without recorded edits, session-end checks the git working-tree changes; strict blocks with exit 1", async () => {
    await p.git("add", "-A");
    await p.git("commit", "-q", "-m", "fixed");
    writeFileSync(path.join(p.dir, "src/ok.ts"), "export const  ok=1\n");
    const result = await p.run(["hook", "session-end"], { env: { CLAUDE_STRICT_QUALITY: "true" } });
    // fix on-stop repairs it before the final check, so nothing is left to block.
    expect(result.exitCode).toBe(0);
    expect(readFileSync(path.join(p.dir, "src/ok.ts"), "utf8")).toBe(CLEAN);
    expect(p.log("metrics").at(-2)).toMatchObject({
      door: "hook:session-end",
      files: [{ path: "src/ok.ts" }],
    });
    expect(existsSync(path.join(p.logDir, "sessions"))).toBe(true);
  });
});

describe("qgate hook session-end with fix: true (every run)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({
      inProcess: true,
      policy: {
        checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
        fix: true,
      },
    });
  });
  afterAll(() => p.cleanup());

  it("applies the fixes at session-end too, so nothing is left to block", async () => {
    writeFileSync(path.join(p.dir, "src/late.ts"), "export const  late=1\n");
    const result = await p.run(["hook", "session-end"], { env: { CLAUDE_STRICT_QUALITY: "true" } });
    expect(result.exitCode).toBe(0);
    expect(readFileSync(path.join(p.dir, "src/late.ts"), "utf8")).toBe("export const late = 1;\n");
  });
});

describe("qgate hook session-end in strict mode without fixes", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("blocks with exit 1 when a file changed in the session still fails", async () => {
    await p.run(["hook", "edit-complete", "src/bad.ts", "modify"]);
    const result = await p.run(["hook", "session-end"], { env: { CLAUDE_STRICT_QUALITY: "true" } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("qgate: the operation is blocked: 1 blocking finding in src/bad.ts");
    expect(result.stderr).toContain("qgate: the operation is blocked by the quality gate");
    expect(p.log("metrics").at(-1)).toMatchObject({ type: "session-end", verdict: "block" });
  });
});

describe("qgate hook edit-complete <path> delete", () => {
  let project: Awaited<ReturnType<typeof tempProject>>;
  beforeAll(async () => {
    project = await tempProject("importer-break", { git: true });
  });
  afterAll(() => project.cleanup());

  it("runs no format or lint on the deleted file but re-checks the types of the files that imported it", async () => {
    const logDir = path.join(project.dir, "..", `${path.basename(project.dir)}-logs`);
    rmSync(path.join(project.dir, "src/a.ts"));
    const result = await runInProcess(["hook", "edit-complete", "src/a.ts", "delete"], {
      cwd: project.dir,
      env: { QGATE_LOG_DIR: logDir, HOME: logDir, CLAUDE_STRICT_QUALITY: "true" },
    });
    rmSync(logDir, { recursive: true, force: true });
    expect(result.exitCode).toBe(1);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe("qgate: the operation is blocked: 2 blocking findings in 2 files");
    expect(lines.slice(1, 3)).toEqual([
      expect.stringMatching(/^- src\/b\.ts:1:\d+ error types\/TS2307: Cannot find module '\.\/a\.js'/),
      expect.stringMatching(/^- src\/c\.ts:1:\d+ error types\/TS2307: Cannot find module '\.\/a\.js'/),
    ]);
    expect(result.stdout).not.toMatch(/format\/|lint\//);
  });
});
