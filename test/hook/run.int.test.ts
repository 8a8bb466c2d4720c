/**
 * The Claude Code JSON door's Stop and SessionEnd decisions, in process: `runEvent` on a real
 * temp git project with real Prettier. (How the answer reaches stdout, stderr and the exit code is
 * the CLI's: test/hook/claude-door.int.test.ts.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportMessages } from "../../src/messages.js";
import { runHook } from "../helpers/door.js";
import { tempProject, type TempProject } from "../helpers/project.js";

const FAST_POLICY = {
  checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
  hooks: { slowRunMs: 600_000 },
};

let p: TempProject;
let logDir: string;

beforeAll(async () => {
  p = await tempProject(undefined, { git: true });
  p.write(".qgaterc.json", JSON.stringify(FAST_POLICY));
  p.write("src/ok.ts", "export const ok = 1;\n");
  p.write("src/bad.ts", "export const  bad=1\n");
  await p.git("add", "-A");
  await p.git("commit", "-qm", "fixture");
  logDir = mkdtempSync(path.join(tmpdir(), "qgate-door-logs-"));
});
afterAll(() => {
  p.cleanup();
  rmSync(logDir, { recursive: true, force: true });
});

/** One hook call, as `qgate hook` makes it, with the given fields on top of Claude Code's common ones. */
async function hook(event: string, fields: Record<string, unknown>, strict = false) {
  const env = { ...process.env, QGATE_LOG_DIR: logDir, CLAUDE_STRICT_QUALITY: strict ? "true" : undefined };
  return runHook(
    { session_id: "s1", cwd: p.dir, hook_event_name: event, ...fields },
    { root: p.dir, env, strict },
  );
}

const editOf = (file: string) => ({
  tool_name: "Edit",
  tool_input: { file_path: path.join(p.dir, file), new_string: "x" },
});

const lastLine = (name: string) =>
  JSON.parse(
    readFileSync(path.join(logDir, `${name}.jsonl`), "utf8")
      .trim()
      .split("\n")
      .at(-1)!,
  ) as Record<string, unknown>;

describe("runEvent: Stop and SessionEnd", () => {
  it("Stop in strict mode blocks once; with stop_hook_active it never blocks again (no loop)", async () => {
    await hook("PostToolUse", editOf("src/bad.ts"));
    const first = await hook("Stop", { stop_hook_active: false }, true);
    expect(first.exitCode).toBe(2);
    expect(first.json).toMatchObject({ decision: "block" });
    expect(first.stderr).toBe(first.json?.reason);
    const again = await hook("Stop", { stop_hook_active: true }, true);
    expect(again).toEqual({
      exitCode: 0,
      json: { systemMessage: expect.stringContaining("1 blocking finding") as unknown },
    });
    expect((await hook("SubagentStop", { stop_hook_active: true }, true)).exitCode).toBe(0);
    expect((await hook("SubagentStop", { stop_hook_active: false }, true)).exitCode).toBe(2);
  });

  it("SessionEnd never blocks, in strict mode too (Claude Code cannot stop a session ending): a system message", async () => {
    await hook("PostToolUse", { ...editOf("src/bad.ts"), session_id: "end-strict" });
    const result = await hook("SessionEnd", { session_id: "end-strict", reason: "logout" }, true);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBeUndefined();
    expect(Object.keys(result.json ?? {})).toEqual(["systemMessage"]);
    expect(result.json?.systemMessage).toMatch(/^qgate: 1 blocking finding in src\/bad\.ts\n/);
    expect(lastLine("metrics")).toMatchObject({
      type: "session-end",
      session: "end-strict",
      verdict: "block",
    });
    expect(lastLine("error")).toMatchObject({ type: "quality_gate_blocked", session: "end-strict" });
    // The session is over: its files are not gated again at a later stop under the same id.
    expect((await hook("Stop", { session_id: "end-strict", stop_hook_active: false }, true)).exitCode).toBe(
      0,
    );
  });
  it("Copilot's agentStop without a loop flag blocks again only after a new edit, and at most five times a session", async () => {
    const env = { ...process.env, QGATE_LOG_DIR: logDir };
    const copilot = (fields: Record<string, unknown>) =>
      runHook(
        { sessionId: "guarded", timestamp: 1795594662546, cwd: p.dir, ...fields },
        { root: p.dir, env, strict: true },
      );
    const edit = () =>
      copilot({
        toolName: "edit",
        toolArgs: { path: path.join(p.dir, "src/bad.ts"), old_str: "bad=1", new_str: "bad=1" },
        toolResult: { resultType: "success", textResultForLlm: "updated" },
      });
    const stop = async () => (await copilot({ stopReason: "end_turn" })).json?.decision === "block";
    await edit();
    expect(await stop()).toBe(true);
    // No edit since the block: held back, and the session log says the loop flag was taken as set.
    expect(await stop()).toBe(false);
    expect(lastLine("session")).toMatchObject({
      session: "guarded",
      stopHookActive: true,
    });
    for (let blocks = 2; blocks <= 5; blocks++) {
      await edit();
      expect({ blocks, blocked: await stop() }).toEqual({ blocks, blocked: true });
    }
    await edit();
    expect(await stop()).toBe(false);
  });
  it("records a prompt's length in the metrics log", async () => {
    const prompt = "Rename ok to fine in src/ok.ts and keep its tests passing.";
    await hook("UserPromptSubmit", { session_id: "prompted", prompt });
    expect(lastLine("metrics")).toMatchObject({ type: "prompt", chars: prompt.length });
    // An assistant that never sends a block's reason back (Claude Code): a prompt that reads like one is
    // the user's, linted and recorded like any other.
    const pasted = `${reportMessages.operationBlocked} pasted by the user`;
    await hook("UserPromptSubmit", { session_id: "pasted", prompt: pasted });
    expect(lastLine("metrics")).toMatchObject({ type: "prompt", chars: pasted.length });
  });
});
