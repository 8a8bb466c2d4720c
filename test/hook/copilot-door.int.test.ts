/**
 * The GitHub Copilot door, in process (test/helpers/in-process.ts): `qgate hook` with payloads written from GitHub's Copilot CLI
 * hooks reference (github/docs at 927566b; test/fixtures/assistants/copilot-docs-927566b, paths moved
 * into a temp project). Copilot skips a hook that exits non-zero, so every answer is exit 0: postToolUse
 * answers the findings as `additionalContext` (appended to the tool's result for the model since 1.0.49:
 * test/e2e/copilot-cli.test.ts shows it on the real client), agentStop blocks.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  capturedPayload,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  type HookProject,
} from "../helpers/hook-project.js";

const COPILOT = path.resolve(import.meta.dirname, "../fixtures/assistants/copilot-docs-927566b");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };
const SESSION = "3f9a2c1e-8b7d-4e6f-a5c4-b3a2918f7e6d";
const BAD = "export const plantedBad: number = 'not a number';\n";
const HOOK = ["hook", "--assistant", "copilot", "--event"];

function payload(name: string, dir: string, change?: (data: Record<string, unknown>) => void): string {
  return capturedPayload(COPILOT, name, dir, change);
}

describe("qgate hook: GitHub Copilot (payloads written from the Copilot CLI hooks reference)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("postToolUse create (toolArgs a JSON string): gated and recorded, the findings as additionalContext, exit 0 even in strict mode", async () => {
    p.write("src/planted.ts", BAD);
    const result = await p.run([...HOOK, "postToolUse"], {
      input: payload("postToolUse-create", p.dir),
      env: STRICT,
    });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    const answer = stdoutJson(result.stdout);
    expect(Object.keys(answer)).toEqual(["additionalContext"]);
    expect(answer.additionalContext).toMatch(
      /^qgate: the operation is blocked: 1 blocking finding in src\/planted\.ts\n- src\/planted\.ts:1:1 error format\/prettier\/format/,
    );
    expect(p.log("metrics").at(-1)).toMatchObject({
      session: SESSION,
      files: [{ path: "src/planted.ts", changedLines: 1, passed: false }],
    });
    // Without --event and --assistant the payload is told by its fields.
    const told = await p.run(["hook"], { input: payload("postToolUse-edit", p.dir) });
    expect(told.exitCode).toBe(0);
    // Outside strict mode: the findings, not a block.
    expect(String(stdoutJson(told.stdout).additionalContext)).toMatch(
      /^(?!qgate: the operation is blocked)[^]*src\/planted\.ts:1:1 error format\/prettier\/format/,
    );
    expect(p.log("metrics").at(-1)).toMatchObject({ files: [{ path: "src/planted.ts", changedLines: 1 }] });
  });

  it("an edit that passes: no answer, exit 0, a passing record", async () => {
    p.write("src/planted.ts", 'export const plantedBad: number = "not a number";\n');
    const result = await p.run([...HOOK, "postToolUse"], {
      input: payload("postToolUse-edit", p.dir),
      env: STRICT,
    });
    expect(result).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({
      assistant: "copilot",
      verdict: "pass",
      files: [{ path: "src/planted.ts", passed: true }],
    });
  });

  it("a tool that writes nothing (bash) starts no gate", async () => {
    const before = p.log("metrics").length;
    const result = await p.run([...HOOK, "postToolUse"], { input: payload("postToolUse-bash", p.dir) });
    expect(result).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("metrics")).toHaveLength(before);
    expect(p.log("session").at(-1)).toMatchObject({ event: "PostToolUse", session: SESSION, tool: "bash" });
  });

  it("agentStop blocks in strict mode while the session's files fail, and not again until the agent edits", async () => {
    p.write("src/planted.ts", BAD);
    await p.run([...HOOK, "postToolUse"], { input: payload("postToolUse-create", p.dir) });
    expect(await p.run([...HOOK, "agentStop"], { input: payload("agentStop", p.dir) })).toEqual({
      exitCode: 0,
      stdout: "",
      stderr: "",
    });
    const first = await p.run([...HOOK, "agentStop"], { input: payload("agentStop", p.dir), env: STRICT });
    expect(first.exitCode).toBe(0);
    const block = stdoutJson(first.stdout);
    expect(Object.keys(block)).toEqual(["decision", "reason"]);
    expect(block.decision).toBe("block");
    expect(block.reason).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/planted\.ts/);
    // No edit since the block: blocking again would loop.
    const second = await p.run([...HOOK, "agentStop"], { input: payload("agentStop", p.dir), env: STRICT });
    expect(second).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    // A new edit that still fails: one more block.
    await p.run([...HOOK, "postToolUse"], { input: payload("postToolUse-edit", p.dir) });
    const third = await p.run(["hook"], { input: payload("agentStop", p.dir), env: STRICT });
    expect(stdoutJson(third.stdout).decision).toBe("block");
  });

  it("errorOccurred goes to qgate's error routing, classified by its context", async () => {
    const result = await p.run([...HOOK, "errorOccurred"], { input: payload("errorOccurred", p.dir) });
    expect(result).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("error").at(-1)).toMatchObject({
      type: "network_error",
      message: "TimeoutError: Network timeout",
      critical: false,
    });
  });

  it("userPromptSubmitted is counted in the metrics", async () => {
    const result = await p.run([...HOOK, "userPromptSubmitted"], {
      input: payload("userPromptSubmitted", p.dir),
    });
    expect(result).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({ type: "prompt", session: SESSION });
  });

  it("a path outside the project is skipped, never read; bad input is one line, exit 0", async () => {
    const input = payload("postToolUse-edit", p.dir, (data) => {
      (data.toolArgs as { path: string }).path = path.join(p.outside, "elsewhere.ts");
    });
    expect((await p.run([...HOOK, "postToolUse"], { input, env: STRICT })).exitCode).toBe(0);
    const malformed = await p.run([...HOOK, "agentStop"], { input: "not json" });
    expect(malformed.exitCode).toBe(0);
    expect(malformed.stderr.trim().split("\n")).toHaveLength(1);
    const unknown = await p.run([...HOOK, "preCompact"], { input: payload("agentStop", p.dir) });
    expect(unknown.stderr).toBe(
      'qgate: hook: Copilot event "preCompact" is not handled (qgate handles preToolUse, postToolUse, agentStop, errorOccurred, userPromptSubmitted, sessionEnd)',
    );
    const nobody = await p.run(["hook"], { input: '{"hello": "world"}' });
    expect(nobody).toEqual({
      exitCode: 0,
      stdout: "",
      stderr:
        "qgate: hook: cannot tell which assistant sent this JSON (it has no hook_event_name): pass --assistant",
    });
  });
});

describe("qgate hook: GitHub Copilot CLI 1.0.102 (payloads captured from the real client)", () => {
  const CAPTURED = path.resolve(import.meta.dirname, "../fixtures/assistants/copilot-1.0.102");
  const captured = (name: string, dir: string) => capturedPayload(CAPTURED, name, dir);
  const GEN = "export const  gen=1\n";
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("gates the create, the edit and the file the bash heredoc wrote; blocks agentStop once, then its stop_hook_active holds", async () => {
    expect(
      (await p.run([...HOOK, "userPromptSubmitted"], { input: captured("userPromptSubmitted", p.dir) }))
        .exitCode,
    ).toBe(0);
    p.write("src/bad.ts", "export const  bad=2\n");
    await p.run([...HOOK, "postToolUse"], { input: captured("postToolUse-create", p.dir) });
    await p.run([...HOOK, "postToolUse"], { input: captured("postToolUse-edit", p.dir) });
    p.write("src/gen.ts", GEN); // what the captured bash command wrote
    const bash = await p.run([...HOOK, "postToolUse"], { input: captured("postToolUse-bash", p.dir) });
    expect(bash.exitCode).toBe(0);
    expect(String(stdoutJson(bash.stdout).additionalContext)).toMatch(/src\/gen\.ts:1:1 error format\//);
    expect(p.log("metrics").at(-1)).toMatchObject({
      assistant: "copilot",
      files: [{ path: "src/gen.ts", passed: false }],
    });
    const first = await p.run([...HOOK, "agentStop"], {
      input: captured("agentStop-first", p.dir),
      env: STRICT,
    });
    expect(first.exitCode).toBe(0);
    expect(stdoutJson(first.stdout)).toEqual({
      decision: "block",
      reason: expect.stringMatching(
        /^qgate: the operation is blocked: 2 blocking findings in 2 files\n/,
      ) as unknown,
    });
    // Copilot sends the reason back as the next prompt: not the user's, so not linted or counted.
    const prompts = p.log("metrics").filter((record) => record.type === "prompt").length;
    const echoed = capturedPayload(CAPTURED, "userPromptSubmitted-after-block", p.dir, (data) => {
      data.prompt = stdoutJson(first.stdout).reason;
    });
    expect((await p.run([...HOOK, "userPromptSubmitted"], { input: echoed })).exitCode).toBe(0);
    expect(p.log("metrics").filter((record) => record.type === "prompt")).toHaveLength(prompts);
    expect(p.log("session").at(-1)).toMatchObject({ event: "UserPromptSubmit", continuation: true });
    // The turn the block started: stop_hook_active is true, so no second block.
    const second = await p.run([...HOOK, "agentStop"], {
      input: captured("agentStop-second", p.dir),
      env: STRICT,
    });
    expect(second).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    expect(p.log("session").at(-1)).toMatchObject({ event: "Stop", stopHookActive: true, verdict: "block" });
  });

  it("errorOccurred (a failed model call) is routed as a network error", async () => {
    expect(
      (await p.run([...HOOK, "errorOccurred"], { input: captured("errorOccurred", p.dir) })).exitCode,
    ).toBe(0);
    expect(p.log("error").at(-1)).toMatchObject({
      type: "network_error",
      message: 'Error: {"message":"scripted model refuses","type":"invalid_request_error"}',
    });
  });
});

describe("qgate install copilot", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true });
  });
  afterAll(() => p.cleanup());

  it("writes .github/hooks/qgate.json beside the user's own hooks files, and uninstall removes only it", async () => {
    const mine =
      '{ "version": 1, "hooks": { "sessionStart": [{ "type": "command", "bash": "./audit.sh" }] } }\n';
    p.write(".github/hooks/audit.json", mine);
    const install = await p.run(["install", "copilot"]);
    expect(install.exitCode).toBe(0);
    const file = path.join(p.dir, ".github/hooks/qgate.json");
    const installed = JSON.parse(readFileSync(file, "utf8")) as {
      version: number;
      hooks: Record<string, Array<{ type: string; bash: string; timeoutSec: number }>>;
    };
    expect(installed.version).toBe(1);
    expect(Object.keys(installed.hooks)).toEqual([
      "postToolUse",
      "agentStop",
      "errorOccurred",
      "userPromptSubmitted",
      "preToolUse",
    ]);
    expect(installed.hooks.agentStop).toEqual([
      {
        type: "command",
        bash: "npx --no-install qgate hook --assistant copilot --event agentStop",
        timeoutSec: 120,
      },
    ]);
    expect((await p.run(["install", "copilot"])).stdout).toMatch(/already installed/);
    const scope = await p.run(["install", "copilot", "--scope", "user"]);
    expect(scope).toMatchObject({
      exitCode: 2,
      stderr: 'qgate: install copilot: --scope "user": expected project',
    });
    const uninstall = await p.run(["uninstall", "copilot"]);
    expect(uninstall.stdout).toMatch(/removed \.github\/hooks\/qgate\.json: nothing else was in it/);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(path.join(p.dir, ".github/hooks/audit.json"), "utf8")).toBe(mine);
  });
});
