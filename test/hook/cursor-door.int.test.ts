/**
 * The Cursor door, in process (test/helpers/in-process.ts): `qgate hook` with payloads written from Cursor's hooks docs (Cursor 2.0;
 * test/fixtures/assistants/cursor-docs-2.0, paths moved into a temp project). afterFileEdit is
 * fire-and-forget, so the findings reach the agent at stop as a follow-up message, within the loop limit.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  capturedPayload,
  claudeInput,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  type HookProject,
} from "../helpers/hook-project.js";

const CURSOR = path.resolve(import.meta.dirname, "../fixtures/assistants/cursor-docs-2.0");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };
const SESSION = "c7d1e0a2-5b9f-4e0c-9a57-3d2f1b8e6a41";
const BAD = "export const plantedBad: number = 'not a number';\n";

function payload(name: string, dir: string, change?: (data: Record<string, unknown>) => void): string {
  return capturedPayload(CURSOR, name, dir, change);
}

function stop(dir: string, loopCount: number, status = "completed"): string {
  return payload("stop", dir, (data) => {
    data.loop_count = loopCount;
    data.status = status;
  });
}

describe("qgate hook: Cursor (payloads written from Cursor 2.0's hooks docs)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("afterFileEdit gates and records the file, answers {} with exit 0 even in strict mode", async () => {
    p.write("src/planted.ts", BAD);
    const result = await p.run(["hook"], { input: payload("afterFileEdit", p.dir), env: STRICT });
    expect(result).toEqual({ exitCode: 0, stdout: "{}", stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({
      session: SESSION,
      files: [{ path: "src/planted.ts", changedLines: 1, passed: false }],
    });
  });

  it("stop sends what still fails as a follow-up: once outside strict mode, up to the loop limit in it", async () => {
    p.write("src/planted.ts", BAD);
    await p.run(["hook", "--assistant", "cursor"], { input: payload("afterFileEdit", p.dir) });

    const advisory = await p.run(["hook"], { input: stop(p.dir, 0) });
    expect(advisory.exitCode).toBe(0);
    const followup = stdoutJson(advisory.stdout);
    expect(Object.keys(followup)).toEqual(["followup_message"]);
    expect(followup.followup_message).toMatch(/src\/planted\.ts:1:1 error format\/prettier\/format/);
    // Outside strict mode the agent is told once, never held.
    expect(await p.run(["hook"], { input: stop(p.dir, 1) })).toEqual({
      exitCode: 0,
      stdout: "{}",
      stderr: "",
    });

    const strict = await p.run(["hook"], { input: stop(p.dir, 1), env: STRICT });
    expect(strict.exitCode).toBe(0);
    expect(stdoutJson(strict.stdout).followup_message).toMatch(
      /^qgate: the operation is blocked: 1 blocking finding in src\/planted\.ts/,
    );
    // Cursor's loop limit (5 by default), and an aborted turn: never again.
    expect((await p.run(["hook"], { input: stop(p.dir, 5), env: STRICT })).stdout).toBe("{}");
    expect((await p.run(["hook"], { input: stop(p.dir, 0, "aborted"), env: STRICT })).stdout).toBe("{}");
  });

  it("stop with the session's files clean answers {}", async () => {
    p.write("src/planted.ts", 'export const plantedBad: number = "not a number";\n');
    const edit = await p.run(["hook"], { input: payload("afterFileEdit", p.dir) });
    expect(edit).toEqual({ exitCode: 0, stdout: "{}", stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({
      assistant: "cursor",
      verdict: "pass",
      files: [{ path: "src/planted.ts", passed: true }],
    });
    expect(await p.run(["hook"], { input: stop(p.dir, 0), env: STRICT })).toEqual({
      exitCode: 0,
      stdout: "{}",
      stderr: "",
    });
  });

  it("beforeSubmitPrompt lets the prompt through with continue: true", async () => {
    const result = await p.run(["hook"], { input: payload("beforeSubmitPrompt", p.dir) });
    expect(result).toEqual({ exitCode: 0, stdout: '{"continue":true}', stderr: "" });
    expect(p.log("metrics").at(-1)).toMatchObject({ type: "prompt", session: SESSION });
  });

  it("an edit outside the project is skipped with a note, never read; malformed input is one line, exit 0", async () => {
    const input = payload("afterFileEdit", p.dir, (data) => {
      data.file_path = path.join(p.outside, "elsewhere.ts");
    });
    const result = await p.run(["hook"], { input, env: STRICT });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe("{}");
    const malformed = await p.run(["hook", "--assistant", "cursor"], {
      input: '{"hook_event_name": "stop",',
    });
    expect(malformed.exitCode).toBe(0);
    expect(malformed.stdout).toBe("");
    expect(malformed.stderr).toMatch(/^qgate: hook: malformed hook JSON on stdin \(.+\)$/);
    const unknown = await p.run(["hook"], {
      input: payload("stop", p.dir, (d) => (d.hook_event_name = "afterTabFileEdit")),
    });
    expect(unknown.exitCode).toBe(0);
    expect(unknown.stderr).toBe(
      'qgate: hook: Cursor event "afterTabFileEdit" is not handled (qgate handles afterFileEdit, stop, beforeSubmitPrompt, beforeReadFile)',
    );
  });
});

describe("qgate stats --assistant", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("counts one assistant's hooks apart from another's in the same log", async () => {
    p.write("src/planted.ts", BAD);
    await p.run(["hook"], { input: payload("afterFileEdit", p.dir) });
    const claude = claudeInput(p, "PostToolUse", {
      tool_name: "Write",
      tool_input: { file_path: path.join(p.dir, "src/bad.ts"), content: "export const  bad=1\n" },
      tool_response: { type: "update" },
    });
    await p.run(["hook"], { input: claude });
    expect(p.log("metrics").map((r) => r.assistant)).toEqual(["cursor", "claude"]);
    const stats = async (name: string) =>
      JSON.parse((await p.run(["stats", "--assistant", name, "--format", "json"])).stdout) as {
        overall: { gateRuns: number };
        filter: { assistant: string };
      };
    expect((await stats("cursor")).overall.gateRuns).toBe(1);
    expect((await stats("claude")).overall.gateRuns).toBe(1);
    expect((await stats("copilot")).overall.gateRuns).toBe(0);
    const typo = await p.run(["stats", "--assistant", "cursr"]);
    expect(typo).toMatchObject({
      exitCode: 2,
      stderr:
        'qgate: stats: --assistant "cursr": expected claude, codex, gemini, cursor, copilot, cline, qwen, droid, auggie, opencode, kilo, windsurf; did you mean "cursor"?',
    });
  });
});

describe("qgate install cursor", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true });
  });
  afterAll(() => p.cleanup());

  it("adds its hooks to .cursor/hooks.json beside the user's own, and uninstall restores the file byte for byte", async () => {
    const mine =
      '{\n  "version": 1,\n  "hooks": {\n    "afterFileEdit": [{ "command": "./hooks/format.sh" }],\n    "stop": [\n      { "command": "./hooks/audit.sh", "loop_limit": 2 }\n    ]\n  }\n}\n';
    p.write(".cursor/hooks.json", mine);
    const file = path.join(p.dir, ".cursor/hooks.json");
    const install = await p.run(["install", "cursor"]);
    expect(install.exitCode).toBe(0);
    const installed = JSON.parse(readFileSync(file, "utf8")) as {
      version: number;
      hooks: Record<string, Array<{ command: string }>>;
    };
    expect(installed.version).toBe(1);
    expect(installed.hooks.afterFileEdit!.map((h) => h.command)).toEqual([
      "./hooks/format.sh",
      "npx --no-install qgate hook --assistant cursor",
    ]);
    expect(installed.hooks.stop).toHaveLength(2);
    expect(installed.hooks.beforeSubmitPrompt).toEqual([
      { command: "npx --no-install qgate hook --assistant cursor" },
    ]);
    expect(installed.hooks.beforeReadFile).toEqual([
      { command: "npx --no-install qgate hook --assistant cursor" },
    ]);
    expect((await p.run(["install", "cursor"])).stdout).toMatch(/already installed/);
    expect((await p.run(["uninstall", "cursor"])).exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(mine);
  });
});

describe("qgate install --detect", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true });
  });
  afterAll(() => p.cleanup());

  it("installs for each assistant whose directory the project has, and says so when there is none", async () => {
    const none = await p.run(["install", "--detect"]);
    expect(none.exitCode).toBe(0);
    expect(none.stdout).toMatch(/^install --detect: no assistant's directory in .+: name a target instead$/);
    p.write(".cursor/rules.md", "be kind\n");
    p.write(".github/hooks/audit.json", '{ "version": 1, "hooks": {} }\n');
    const result = await p.run(["install", "--detect"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/installed qgate in \.cursor\/hooks\.json/);
    expect(result.stdout).toMatch(/installed qgate in \.github\/hooks\/qgate\.json/);
    expect(result.stdout).not.toMatch(/\.gemini|\.codex|\.claude/);
    const dry = await p.run(["install", "--detect", "--dry-run"]);
    expect(dry.stdout).toMatch(/already installed in \.cursor\/hooks\.json/);
  });
});
