/**
 * The Gemini CLI door, in process (test/helpers/in-process.ts): `qgate hook` with the payloads Gemini CLI 0.61.0 really sent
 * (test/fixtures/assistants/gemini-0.61.0, paths moved into a temp project), answered in Gemini's
 * words: AfterTool's block is `"decision": "deny"` with exit 0, as the captured client honours it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  capturedPayload,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  type HookProject,
} from "../helpers/hook-project.js";

const GEMINI = path.resolve(import.meta.dirname, "../fixtures/assistants/gemini-0.61.0");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };

function payload(name: string, dir: string, change?: (data: Record<string, unknown>) => void): string {
  return capturedPayload(GEMINI, name, dir, change);
}

describe("qgate hook: Gemini CLI (payloads captured from Gemini CLI 0.61.0)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("AfterTool write_file: additionalContext outside strict mode; deny with the reason in it (exit 0)", async () => {
    p.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
    const input = payload("AfterTool", p.dir);
    const advisory = await p.run(["hook"], { input });
    expect(advisory.exitCode).toBe(0);
    expect(stdoutJson(advisory.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: "AfterTool",
        additionalContext: expect.stringMatching(
          /src\/planted\.ts:1:1 error format\/prettier\/format/,
        ) as unknown,
      },
    });
    const strict = await p.run(["hook", "--assistant", "gemini"], { input, env: STRICT });
    expect(strict.exitCode).toBe(0);
    const deny = stdoutJson(strict.stdout);
    expect(Object.keys(deny)).toEqual(["decision", "reason"]);
    expect(deny.decision).toBe("deny");
    expect(deny.reason).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/planted\.ts/);
    expect(strict.stderr).toBe("");
    expect(p.log("metrics").at(-1)).toMatchObject({
      session: "7f86763b-7a88-4c90-9df1-26d5f67449e2",
      files: [{ path: "src/planted.ts", changedLines: 1, passed: false }],
    });
  });

  it("a clean write passes silently", async () => {
    p.write("src/planted.ts", 'export const plantedBad: number = "not a number";\n');
    expect(await p.run(["hook"], { input: payload("AfterTool", p.dir) })).toEqual({
      exitCode: 0,
      stdout: "",
      stderr: "",
    });
  });

  it("AfterAgent blocks once in strict mode while the session's files fail, never with stop_hook_active", async () => {
    p.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
    await p.run(["hook"], { input: payload("AfterTool", p.dir) });
    const first = await p.run(["hook"], { input: payload("AfterAgent-first", p.dir), env: STRICT });
    expect(first.exitCode).toBe(0);
    expect(stdoutJson(first.stdout)).toMatchObject({ decision: "block" });
    const second = await p.run(["hook"], { input: payload("AfterAgent-second", p.dir), env: STRICT });
    expect(second.exitCode).toBe(0);
    expect(second.stdout).not.toMatch(/"decision"/);
  });

  it("BeforeAgent gets the prompt check as context under Gemini's event name", async () => {
    const result = await p.run(["hook"], { input: payload("BeforeAgent", p.dir) });
    expect(result.exitCode).toBe(0);
    expect(stdoutJson(result.stdout)).toMatchObject({ hookSpecificOutput: { hookEventName: "BeforeAgent" } });
  });

  it("a write outside the project is skipped with a note, never read; malformed input is one line, exit 0", async () => {
    const outside = path.join(p.outside, "elsewhere.ts");
    const input = payload("AfterTool", p.dir, (data) => {
      (data.tool_input as { file_path: string }).file_path = outside;
    });
    const result = await p.run(["hook"], { input, env: STRICT });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).not.toMatch(/"decision"/);
    const malformed = await p.run(["hook", "--assistant", "gemini"], { input: "[1," });
    expect(malformed.exitCode).toBe(0);
    expect(malformed.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("qgate install gemini", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true });
  });
  afterAll(() => p.cleanup());

  it("adds its hooks to .gemini/settings.json, keeping every other setting, and uninstall restores the file byte for byte", async () => {
    const mine =
      '{\n    "theme": "GitHub",\n    "hooks": {\n        "AfterTool": [\n            { "matcher": "run_shell_command", "hooks": [{ "type": "command", "command": "./audit.sh", "timeout": 5000 }] }\n        ]\n    }\n}\n';
    p.write(".gemini/settings.json", mine);
    const file = path.join(p.dir, ".gemini/settings.json");
    const install = await p.run(["install", "gemini"]);
    expect(install.exitCode).toBe(0);
    const installed = JSON.parse(readFileSync(file, "utf8")) as {
      theme: string;
      hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ command: string }> }>>;
    };
    expect(installed.theme).toBe("GitHub");
    expect(installed.hooks.AfterTool!.map((group) => group.matcher)).toEqual([
      "run_shell_command",
      "write_file|replace|run_shell_command",
    ]);
    expect(installed.hooks.AfterAgent![0]!.hooks[0]!.command).toBe(
      "npx --no-install qgate hook --assistant gemini",
    );
    expect(installed.hooks.BeforeAgent).toHaveLength(1);
    expect((await p.run(["install", "gemini"])).stdout).toMatch(/already installed/);
    expect((await p.run(["uninstall", "gemini"])).exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(mine);
  });
});
