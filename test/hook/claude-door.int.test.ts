/**
 * The Claude Code JSON door: `qgate hook` with one hook JSON object on stdin, as Claude Code runs it,
 * for every event qgate handles, in strict and non-strict mode. Each command line runs in the test's
 * process as the daemon runs a forwarded hook (test/helpers/in-process.ts: stdout, stderr and the exit
 * code as the assistant sees them); the input size cap, which the binary's stdin reader enforces, runs
 * the built binary. The real client is in test/e2e/claude-code*.test.ts (npm run test:clients).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintPrompt } from "../../src/prompt/lint.js";
import {
  claudeInput,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  UNFORMATTED,
  type HookProject,
} from "../helpers/hook-project.js";

const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
/** A slow run on a busy machine must not change what these tests see (the slow case has its own test). */
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };

describe("qgate hook: PostToolUse, PostToolBatch, PostToolUseFailure", () => {
  let p: HookProject;
  const write = (file: string, extra: Record<string, unknown> = {}) =>
    claudeInput(p, "PostToolUse", {
      tool_name: "Write",
      tool_input: {
        file_path: path.join(p.dir, file),
        content: readFileSync(path.join(p.dir, file), "utf8"),
      },
      tool_response: { type: "update", filePath: path.join(p.dir, file) },
      tool_use_id: "toolu_1",
      ...extra,
    });
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
    p.write(
      ".claude/settings.local.json",
      `${JSON.stringify({ hooks: { "error-occurred": "./scripts/on-error.mjs" } })}\n`,
    );
  });
  afterAll(() => p.cleanup());

  it("a clean edit: exit 0, nothing on stdout or stderr, a passing metrics record with changed lines", async () => {
    const result = await p.run(["hook"], { input: write("src/ok.ts") });
    expect(result).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({
      type: "gate",
      door: "hook:PostToolUse",
      session: "sess-1",
      verdict: "pass",
      files: [{ path: "src/ok.ts", changedLines: 1, passed: true }],
    });
  });

  it("--rewake (an asyncRewake hook): an edit's findings exit 2 on stderr, which wakes the model; a pass is silent", async () => {
    const failing = await p.run(["hook", "--rewake"], { input: write("src/bad.ts") });
    expect(failing.exitCode).toBe(2);
    expect(failing.stdout).toBe("");
    expect(failing.stderr).toMatch(/src\/bad\.ts:1:1 error format\/prettier\/format/);
    expect(await p.run(["hook", "--rewake"], { input: write("src/ok.ts") })).toEqual({
      exitCode: 0,
      stdout: "",
      stderr: "",
    });
  });

  it("non-strict: exit 0 and the findings go back to the model as additionalContext", async () => {
    const result = await p.run(["hook"], { input: write("src/bad.ts") });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    const output = stdoutJson(result.stdout);
    expect(Object.keys(output)).toEqual(["hookSpecificOutput"]);
    const specific = output.hookSpecificOutput as { hookEventName: string; additionalContext: string };
    expect(specific.hookEventName).toBe("PostToolUse");
    expect(specific.additionalContext).toMatch(
      /^qgate: 1 blocking finding in src\/bad\.ts \(strict mode is off, so this does not block\)\n- src\/bad\.ts:1:1 error format\/prettier\/format: .+\nFull report: .+\.json$/,
    );
    expect(readFileSync(path.join(p.dir, "src/bad.ts"), "utf8")).toBe(UNFORMATTED);
  });

  it('strict: {"decision":"block","reason"} on stdout, the same reason on stderr, exit 2', async () => {
    const result = await p.run(["hook"], { input: write("src/bad.ts"), env: STRICT });
    expect(result.exitCode).toBe(2);
    const output = stdoutJson(result.stdout);
    expect(Object.keys(output)).toEqual(["decision", "reason"]);
    expect(output.decision).toBe("block");
    const reason = output.reason as string;
    expect(reason.split("\n")[0]).toBe("qgate: the operation is blocked: 1 blocking finding in src/bad.ts");
    expect(reason.length).toBeLessThanOrEqual(10_000);
    expect(result.stderr).toBe(reason);
    // --strict does the same.
    expect((await p.run(["hook", "--strict"], { input: write("src/bad.ts") })).exitCode).toBe(2);
  });

  it("a slow run past hooks.slowRunMs: stderr is still exactly the reason; the slow run is in the performance log", async () => {
    p.write(".qgaterc.json", JSON.stringify({ ...FAST_POLICY, hooks: { slowRunMs: 1 } }));
    try {
      const result = await p.run(["hook"], { input: write("src/bad.ts"), env: STRICT });
      expect(result.exitCode).toBe(2);
      const reason = stdoutJson(result.stdout).reason as string;
      expect(reason.split("\n")[0]).toBe("qgate: the operation is blocked: 1 blocking finding in src/bad.ts");
      expect(result.stderr).toBe(reason);
      expect(p.log("performance").at(-1)).toMatchObject({
        door: "hook:PostToolUse",
        slow: true,
        thresholdMs: 1,
      });
      // Not blocking: the warning goes to stderr as usual.
      const open = await p.run(["hook"], { input: write("src/bad.ts") });
      expect(open.exitCode).toBe(0);
      expect(open.stderr).toMatch(
        /^qgate: warning: slow hook run: \d+ ms \(over 1 ms; policy hooks\.slowRunMs\)$/,
      );
    } finally {
      await p.git("checkout", "--", ".qgaterc.json");
    }
  });

  it("routes the block to the error-occurred hook from .claude/settings.local.json", async () => {
    const before = p.recorded().length;
    expect((await p.run(["hook"], { input: write("src/bad.ts"), env: STRICT })).exitCode).toBe(2);
    const call = p
      .recorded()
      .slice(before)
      .filter((c) => c.argv[0] === "quality_gate_blocked")
      .at(-1);
    expect(call?.argv).toHaveLength(3);
    expect(JSON.parse(call!.argv[2]!)).toMatchObject({
      event: "PostToolUse",
      session: "sess-1",
      files: ["src/bad.ts"],
    });
  });

  it("a Read is logged to the file-access log, not gated; a file outside the root is a note", async () => {
    const read = await p.run(["hook"], {
      input: claudeInput(p, "PostToolUse", {
        tool_name: "Read",
        tool_input: { file_path: path.join(p.dir, "src/ok.ts") },
      }),
    });
    expect(read).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("file-access").at(-1)).toMatchObject({
      tool: "Read",
      path: path.join(p.dir, "src/ok.ts"),
      session: "sess-1",
    });
    const outside = path.join(p.outside, "x.ts");
    writeFileSync(outside, "export const  x=1\n");
    const result = await p.run(["hook"], {
      input: claudeInput(p, "PostToolUse", {
        tool_name: "Edit",
        tool_input: { file_path: outside, new_string: "x" },
      }),
      env: STRICT,
    });
    expect(result.exitCode).toBe(0);
    const context = (stdoutJson(result.stdout).hookSpecificOutput as { additionalContext: string })
      .additionalContext;
    expect(context).toMatch(/^qgate: nothing to check\n- skipped .*x\.ts: outside the project root$/);
  });

  it("PostToolBatch gates every file of the batch in one run", async () => {
    const before = p.log("metrics").length;
    const result = await p.run(["hook"], {
      input: claudeInput(p, "PostToolBatch", {
        tool_calls: [
          {
            tool_name: "Edit",
            tool_input: { file_path: path.join(p.dir, "src/ok.ts"), new_string: "a" },
            tool_use_id: "t1",
          },
          {
            tool_name: "Write",
            tool_input: { file_path: path.join(p.dir, "src/bad.ts"), content: "b" },
            tool_use_id: "t2",
          },
          { tool_name: "Read", tool_input: { file_path: path.join(p.dir, "README.md") }, tool_use_id: "t3" },
        ],
      }),
    });
    expect(result.exitCode).toBe(0);
    const specific = stdoutJson(result.stdout).hookSpecificOutput as {
      hookEventName: string;
      additionalContext: string;
    };
    expect(specific.hookEventName).toBe("PostToolBatch");
    expect(specific.additionalContext).toMatch(/^qgate: 1 blocking finding in src\/bad\.ts/);
    const records = p.log("metrics").slice(before);
    expect(records).toHaveLength(1);
    expect((records[0]!.files as Array<{ path: string }>).map((f) => f.path)).toEqual([
      "src/ok.ts",
      "src/bad.ts",
    ]);
  });

  it("PostToolUseFailure is routed like error-occurred: error log, error hook, a status line, exit 0", async () => {
    const before = p.recorded().length;
    const result = await p.run(["hook"], {
      input: claudeInput(p, "PostToolUseFailure", {
        tool_name: "Bash",
        tool_input: { command: "npm test -- --token=abc" },
        tool_use_id: "t9",
        error: `Command failed: it's "quoted" $(touch pwned)`,
        is_interrupt: false,
      }),
      env: STRICT,
    });
    expect(result.exitCode).toBe(0);
    expect(stdoutJson(result.stdout)).toEqual({
      systemMessage: expect.stringMatching(
        /^qgate: error tool_execution_failed \(logged in .*error\.jsonl\): check the tool's input/,
      ),
    });
    const calls = p.recorded().slice(before);
    expect(calls.map((c) => c.argv[0])).toEqual(["tool_execution_failed"]);
    expect(calls[0]!.argv[1]).toBe(`tool Bash failed: Command failed: it's "quoted" $(touch pwned)`);
    // The tool input (it may hold file contents or secrets) never goes into the context.
    expect(JSON.parse(calls[0]!.argv[2]!)).toEqual({
      event: "PostToolUseFailure",
      tool: "Bash",
      session: "sess-1",
    });
    expect(p.pwned()).toEqual([]);
  });
});

describe("qgate hook: Stop, SubagentStop, SessionEnd, UserPromptSubmit", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("UserPromptSubmit records the prompt (never its text) and returns the prompt check as context", async () => {
    const prompt = "fix it PROMPT_TEXT_MARKER";
    const result = await p.run(["hook"], { input: claudeInput(p, "UserPromptSubmit", { prompt }) });
    const expected = lintPrompt(prompt, { root: p.dir });
    expect(result.exitCode).toBe(0);
    if (expected.findings.length === 0) expect(result.stdout).toBe("");
    else {
      const specific = stdoutJson(result.stdout).hookSpecificOutput as {
        hookEventName: string;
        additionalContext: string;
      };
      expect(specific.hookEventName).toBe("UserPromptSubmit");
      expect(specific.additionalContext).toContain(`score ${expected.score}/100`);
    }
    expect(p.log("metrics").at(-1)).toEqual({
      type: "prompt",
      ts: expect.any(String),
      session: "sess-1",
      project: p.dir,
      assistant: "claude",
      score: expected.score,
      chars: prompt.length,
    });
    for (const name of ["metrics", "session"])
      expect(readFileSync(path.join(p.logDir, `${name}.jsonl`), "utf8")).not.toContain("PROMPT_TEXT_MARKER");
  });

  it("UserPromptSubmit in strict mode blocks a prompt below the policy's minimum score", async () => {
    p.write(
      ".qgaterc.json",
      JSON.stringify({
        checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
        prompt: { minScore: 100 },
      }),
    );
    const prompt = "fix it";
    const expected = lintPrompt(prompt, { root: p.dir });
    const result = await p.run(["hook"], {
      input: claudeInput(p, "UserPromptSubmit", { prompt }),
      env: STRICT,
    });
    if (expected.score < 100) {
      expect(result.exitCode).toBe(2);
      expect(stdoutJson(result.stdout)).toMatchObject({
        decision: "block",
        reason: expect.stringMatching(/below the policy's minimum 100/),
      });
    } else {
      expect(result.exitCode).toBe(0);
    }
    await p.git("checkout", "--", ".qgaterc.json");
  });

  it("Stop gates every file changed in the session: a system message outside strict mode", async () => {
    await p.run(["hook"], {
      input: claudeInput(p, "PostToolUse", {
        tool_name: "Edit",
        tool_input: { file_path: path.join(p.dir, "src/bad.ts"), new_string: "x" },
      }),
    });
    await p.run(["hook"], {
      input: claudeInput(p, "PostToolUse", {
        tool_name: "Edit",
        tool_input: { file_path: path.join(p.dir, "src/ok.ts"), new_string: "y" },
      }),
    });
    const result = await p.run(["hook"], { input: claudeInput(p, "Stop", { stop_hook_active: false }) });
    expect(result.exitCode).toBe(0);
    expect(stdoutJson(result.stdout)).toEqual({
      systemMessage: expect.stringMatching(
        /^qgate: 1 blocking finding in src\/bad\.ts \(strict mode is off, so this does not block\)/,
      ),
    });
    const gate = p.log("metrics").at(-1);
    expect(gate).toMatchObject({ door: "hook:Stop", session: "sess-1" });
    expect((gate!.files as Array<{ path: string }>).map((f) => f.path).sort()).toEqual([
      "src/bad.ts",
      "src/ok.ts",
    ]);
  });

  it("SessionEnd gates the session's files, writes the session-end record and ends the session", async () => {
    const sessionFile = path.join(p.logDir, "sessions", "claude-sess-1.jsonl");
    expect(existsSync(sessionFile)).toBe(true);
    const result = await p.run(["hook"], { input: claudeInput(p, "SessionEnd", { reason: "logout" }) });
    expect(result.exitCode).toBe(0);
    expect(stdoutJson(result.stdout)).toEqual({ systemMessage: expect.stringContaining("src/bad.ts") });
    expect(p.log("metrics").at(-1)).toEqual({
      type: "session-end",
      ts: expect.any(String),
      session: "sess-1",
      project: p.dir,
      assistant: "claude",
      verdict: "block",
    });
    expect(existsSync(sessionFile)).toBe(false);
  });

  it("without a session record, Stop checks the git working-tree changes", async () => {
    writeFileSync(path.join(p.dir, "src/ok.ts"), "export const ok = 2;\n");
    const result = await p.run(["hook"], { input: claudeInput(p, "Stop", { session_id: "fresh" }) });
    expect(result).toMatchObject({ exitCode: 0 });
    expect(p.log("metrics").at(-1)).toMatchObject({
      door: "hook:Stop",
      session: "fresh",
      files: [{ path: "src/ok.ts", passed: true }],
    });
  });
});

describe("qgate hook: input it cannot use never breaks the assistant", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("malformed JSON or an unknown event: one line on stderr, logged, exit 0 (exit 2 in strict mode)", async () => {
    const cases: Array<[string, RegExp]> = [
      ["{not json", /^qgate: hook: malformed hook JSON on stdin \(line 1, column 2: unexpected character\)$/],
      ["", /^qgate: hook: malformed hook JSON on stdin \(stdin was empty\)$/],
      [
        JSON.stringify({ hook_event_name: "Notification", message: "waiting" }),
        /^qgate: hook: event "Notification" is not handled/,
      ],
    ];
    for (const [input, message] of cases) {
      const result = await p.run(["hook"], { input });
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toBe("");
      expect(result.stderr.split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(message);
      const strict = await p.run(["hook"], { input, env: STRICT });
      expect(strict.exitCode).toBe(2);
      expect(strict.stderr).toMatch(message);
    }
    expect(p.log("error").filter((r) => r.type === "usage_error")).toHaveLength(6);
  });

  it("reads a Write of a 9 MB file whole; input over 64 MB is one line and never blocks", async () => {
    const big = claudeInput(p, "PostToolUse", {
      tool_name: "Write",
      tool_input: { file_path: path.join(p.dir, "src/bad.ts"), content: "x".repeat(9 * 1024 * 1024) },
    });
    const gated = await p.binary(["hook"], { input: big, env: STRICT });
    expect(gated.exitCode).toBe(2);
    expect(stdoutJson(gated.stdout)).toMatchObject({
      decision: "block",
      reason: expect.stringMatching(/^qgate: the operation is blocked: 1 blocking finding in src\/bad\.ts/),
    });
    const huge = claudeInput(p, "PostToolUse", {
      tool_name: "Write",
      tool_input: { file_path: path.join(p.dir, "src/ok.ts"), content: "x".repeat(65 * 1024 * 1024) },
    });
    const result = await p.binary(["hook"], { input: huge, env: STRICT });
    expect(result).toEqual({
      exitCode: 0,
      stdout: "",
      stderr: "qgate: hook input larger than 64 MB: not checked",
    });
  });

  it("takes the root from CLAUDE_PROJECT_DIR before the cwd field; a bad root is one line, exit 0", async () => {
    const input = claudeInput(p, "PostToolUse", {
      cwd: p.outside,
      tool_name: "Edit",
      tool_input: { file_path: path.join(p.dir, "src/ok.ts"), new_string: "x" },
    });
    const result = await p.run(["hook"], { input, env: { CLAUDE_PROJECT_DIR: p.dir } });
    expect(result).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({ files: [{ path: "src/ok.ts" }] });
    const bad = await p.run(["hook"], {
      input,
      env: { CLAUDE_PROJECT_DIR: path.join(p.outside, "missing") },
    });
    expect(bad.exitCode).toBe(0);
    expect(bad.stderr).toMatch(/^qgate: CLAUDE_PROJECT_DIR .*missing: not a directory$/);
  });

  it("a broken policy file: one line on stderr, exit 0", async () => {
    p.write(".qgaterc.json", '{"blockOn": "sometimes"}');
    const result = await p.run(["hook"], {
      input: claudeInput(p, "PostToolUse", {
        tool_name: "Edit",
        tool_input: { file_path: path.join(p.dir, "src/ok.ts") },
      }),
    });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(/^qgate: \.qgaterc\.json: blockOn: /);
    await p.git("checkout", "--", ".qgaterc.json");
  });
});
