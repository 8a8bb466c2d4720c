/**
 * Each field of the common hook shape (src/hook/common-shape.ts) and of the Gemini, Qwen, Codex and
 * Copilot doors that qgate reads, and each field of their answers, read back from the captured payloads
 * in test/fixtures/assistants/ at the unit tier (issue 37 hardening, after door-fields.test.ts: a field
 * read from the wrong place, or not passed on, was seen by no unit test).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assistantById, roomFor } from "../../src/assistants/registry.js";
import { readShape, shapeAnswer } from "../../src/hook/common-shape.js";
import type { HookEvent, Outcome } from "../../src/hook/event.js";
import type { Json } from "../../src/hook/json.js";
import { REPO_ROOT } from "../helpers/project.js";

function fixture(dir: string, name: string): Json {
  return JSON.parse(
    readFileSync(path.join(REPO_ROOT, "test/fixtures/assistants", dir, `${name}.input.json`), "utf8"),
  ) as Json;
}

const room = (id: string) => assistantById(id)!;
const BLOCK = { kind: "block", reason: "fix it" } as Outcome;
const FINDINGS = { kind: "findings", text: "2 findings" } as Outcome;
const base = { session_id: "s1", transcript_path: "/t.jsonl", cwd: "/work/p" };
const read = (data: Json) => readShape(data, { assistant: "claude" });

describe("the common hook shape", () => {
  it("marks a SubagentStop as a subagent's, keeps no empty session id, reads a notebook's path", () => {
    expect(read({ ...base, hook_event_name: "SubagentStop" })).toMatchObject({
      kind: "turn-end",
      subagent: true,
    });
    expect(read({ ...base, hook_event_name: "Stop" })).not.toHaveProperty("subagent");
    expect(read({ ...base, session_id: "", hook_event_name: "Stop" })).not.toHaveProperty("sessionId");
    const notebook = read({
      ...base,
      hook_event_name: "PostToolUseFailure",
      tool_name: "NotebookEdit",
      tool_input: { notebook_path: "/work/p/n.ipynb" },
      error: "no",
    });
    expect(notebook).toMatchObject({ call: { tool: "NotebookEdit", filePath: "/work/p/n.ipynb" } });
  });

  it("reads a batch from tool_results too, and gates no file of a call that failed", () => {
    const calls = [
      { tool_name: "Write", tool_input: { file_path: "/work/p/a.ts", content: "x\n" } },
      { tool_name: "Write", tool_input: { file_path: "/work/p/b.ts", content: "y\n" }, error: "disk full" },
    ];
    for (const field of ["tool_calls", "tool_results"]) {
      const batch = read({ ...base, hook_event_name: "PostToolBatch", [field]: calls });
      expect(batch).toMatchObject({
        kind: "batch",
        files: [{ path: "/work/p/a.ts" }],
        errors: [{ tool: "Write", error: "disk full" }],
      });
      expect((batch as Extract<HookEvent, { kind: "batch" }>).files).toHaveLength(1);
    }
  });

  it("answers a block with exit 2 and the reason on stderr too", () => {
    expect(shapeAnswer(BLOCK, "Stop")).toEqual({
      stdout: `${JSON.stringify({ decision: "block", reason: "fix it" })}\n`,
      stderr: "fix it",
      exitCode: 2,
    });
  });
});

describe("Gemini CLI", () => {
  it("denies before a tool as after one, and takes a block's reason sent back as its own", () => {
    const before = room("gemini").read(fixture("gemini-0.61.0", "BeforeTool"), {});
    expect(before).toMatchObject({ echoesReason: true });
    expect(JSON.parse(room("gemini").answer(BLOCK, before, {}).stdout)).toEqual({
      decision: "deny",
      reason: "fix it",
    });
  });

  it("answers findings of an asyncRewake hook with exit 2 and the text on stderr", () => {
    const after = room("gemini").read(fixture("gemini-0.61.0", "AfterTool"), {});
    expect(room("gemini").answer(FINDINGS, after, { rewake: true })).toEqual({
      stdout: "",
      stderr: "2 findings",
      exitCode: 2,
    });
  });
});

describe("Qwen Code", () => {
  it("is told by its transcript under .qwen/ without a prompt_id, and trusts --assistant qwen", () => {
    const stop = fixture("qwen-0.24.4", "Stop-first");
    const { prompt_id: _id, ...withoutPromptId } = stop;
    expect(roomFor(withoutPromptId, undefined).id).toBe("qwen");
    expect(roomFor({ ...withoutPromptId, transcript_path: "/t.jsonl" }, "qwen").id).toBe("qwen");
  });

  it("blocks a prompt with decision:block (continue:false after a tool)", () => {
    const prompt = room("qwen").read(fixture("qwen-0.24.4", "UserPromptSubmit"), {});
    expect(JSON.parse(room("qwen").answer(BLOCK, prompt, {}).stdout)).toEqual({
      decision: "block",
      reason: "fix it",
    });
  });
});

describe("Codex CLI", () => {
  it("is told by turn_id on any event, and answers an asyncRewake hook's findings on stderr", () => {
    const stop = fixture("codex-0.169.0", "Stop-first");
    expect(stop.turn_id).toBeDefined();
    expect(roomFor(stop, undefined).id).toBe("codex");
    const event = room("codex").read(stop, {});
    expect(room("codex").answer(FINDINGS, event, { rewake: true })).toMatchObject({
      stderr: "2 findings",
      exitCode: 2,
    });
  });
});

describe("GitHub Copilot", () => {
  const copilot = (data: Json, event?: string) => room("copilot").read(data, { event });

  it("reads the VS Code format's session_id and error_context, and names the error", () => {
    const error = fixture("copilot-1.0.102", "errorOccurred");
    expect(copilot(error)).toMatchObject({
      kind: "error",
      errorType: "network_error",
      message: expect.stringMatching(/^Error: /) as unknown,
      echoesReason: true,
    });
    const { sessionId, errorContext: _context, ...rest } = error;
    expect(copilot({ ...rest, session_id: sessionId, error_context: "user_input" })).toMatchObject({
      sessionId,
      errorType: "usage_error",
    });
  });

  it("trusts a stop_hook_active false as the loop flag (no own bound), and bounds stops without one", () => {
    const first = fixture("copilot-1.0.102", "agentStop-first");
    expect(first.stop_hook_active).toBe(false);
    const flagged = copilot(first);
    expect(flagged).toMatchObject({ kind: "turn-end", loopFlag: false });
    expect(flagged).not.toHaveProperty("guardStops");
    const { stop_hook_active: _flag, ...unflagged } = first;
    expect(copilot(unflagged)).toMatchObject({ loopFlag: false, guardStops: true });
  });

  it("says why it denies a read, and gives a block's reason after a tool as context", () => {
    const pre = copilot(fixture("copilot-1.0.102", "preToolUse"));
    expect(JSON.parse(room("copilot").answer(BLOCK, pre, {}).stdout)).toEqual({
      permissionDecision: "deny",
      permissionDecisionReason: "fix it",
    });
    const post = copilot(fixture("copilot-1.0.102", "postToolUse-edit"));
    expect(JSON.parse(room("copilot").answer(BLOCK, post, {}).stdout)).toEqual({
      additionalContext: "fix it",
    });
  });
});
