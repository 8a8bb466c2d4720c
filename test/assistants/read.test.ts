import { describe, expect, it } from "vitest";
import { roomFor } from "../../src/assistants/registry.js";
import { parsePayload } from "../../src/hook/common-shape.js";
import { HookInputError } from "../../src/hook/event.js";

/**
 * Payloads read as `qgate hook` reads them: parsed, their room found in the registry (or named by
 * `--assistant`), read into qgate's event vocabulary (src/hook/event.ts).
 */
function parseHookInput(text: string, hint: { assistant?: string; event?: string } = {}) {
  const data = parsePayload(text);
  return roomFor(data, hint.assistant).read(data, { event: hint.event });
}

const base = { session_id: "s1", transcript_path: "/t.jsonl", cwd: "/work/p" };

/** The parsed event without its room and its own name for the event, which have their own test. */
function parsed(text: string) {
  const { assistant: _assistant, named: _named, ...event } = parseHookInput(text);
  return event;
}

describe("Claude Code's shape", () => {
  it("reads PostToolUse for Write, Edit, MultiEdit and NotebookEdit with changed lines, never the content", () => {
    const write = parsed(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "Write",
        tool_input: { file_path: "/work/p/a.ts", content: "a\nb\nc\n" },
        tool_response: { type: "create" },
      }),
    );
    expect(write).toEqual({
      sessionId: "s1",
      cwd: "/work/p",
      kind: "edit",
      call: { tool: "Write", filePath: "/work/p/a.ts" },
      files: [{ path: "/work/p/a.ts", change: "create", changedLines: 3 }],
    });
    const edit = parsed(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "Edit",
        tool_input: { file_path: "/work/p/a.ts", old_string: "x", new_string: "y\nz" },
      }),
    );
    expect(edit).toMatchObject({ files: [{ path: "/work/p/a.ts", change: "modify", changedLines: 2 }] });
    const multi = parsed(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "MultiEdit",
        tool_input: { file_path: "/work/p/a.ts", edits: [{ new_string: "a" }, { new_string: "b\nc" }] },
      }),
    );
    expect(multi).toMatchObject({ files: [{ changedLines: 3 }] });
    const notebook = parsed(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "NotebookEdit",
        tool_input: { notebook_path: "/work/p/n.ipynb", new_source: "x = 1" },
      }),
    );
    expect(notebook).toMatchObject({ files: [{ path: "/work/p/n.ipynb", changedLines: 1 }] });
  });

  it("gates nothing for a Read, but keeps the call for the file-access log", () => {
    const read = parsed(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: { file_path: "/x" },
      }),
    );
    expect(read).toEqual({
      sessionId: "s1",
      cwd: "/work/p",
      kind: "tool",
      call: { tool: "Read", filePath: "/x" },
    });
  });

  it("reads PostToolUseFailure (error or error_message), PostToolBatch, Stop, UserPromptSubmit, SessionEnd", () => {
    expect(
      parsed(
        JSON.stringify({
          ...base,
          hook_event_name: "PostToolUseFailure",
          tool_name: "Bash",
          tool_input: { command: "npm test" },
          error: "exit 1",
          is_interrupt: false,
        }),
      ),
    ).toMatchObject({
      kind: "tool-failed",
      error: "exit 1",
      interrupted: false,
      call: { tool: "Bash" },
    });
    expect(
      parsed(
        JSON.stringify({
          hook_event_name: "PostToolUseFailure",
          tool_name: "Write",
          error_message: "EACCES",
        }),
      ),
    ).toMatchObject({ error: "EACCES" });
    // The user pressed Esc: Claude Code says so in is_interrupt, and qgate routes no tool failure for it.
    expect(
      parsed(
        JSON.stringify({
          ...base,
          hook_event_name: "PostToolUseFailure",
          tool_name: "Bash",
          tool_input: { command: "npm test" },
          error: "interrupted",
          is_interrupt: true,
        }),
      ),
    ).toMatchObject({ kind: "tool-failed", interrupted: true });
    const batch = parsed(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolBatch",
        tool_calls: [
          { tool_name: "Write", tool_input: { file_path: "/work/p/a.ts", content: "x" } },
          { tool_name: "Edit", tool_input: { file_path: "/work/p/b.ts", new_string: "y" } },
          { tool_name: "Edit", tool_input: { file_path: "/work/p/c.ts" }, error: "no match" },
          { tool_name: "Read", tool_input: { file_path: "/work/p/d.ts" } },
        ],
      }),
    );
    expect(batch).toMatchObject({
      kind: "batch",
      files: [{ path: "/work/p/a.ts" }, { path: "/work/p/b.ts" }],
      errors: [{ tool: "Edit", error: "no match" }],
    });
    expect(parsed(JSON.stringify({ hook_event_name: "Stop", stop_hook_active: true }))).toEqual({
      kind: "turn-end",
      loopFlag: true,
    });
    expect(parsed(JSON.stringify({ hook_event_name: "SubagentStop" }))).toEqual({
      kind: "turn-end",
      loopFlag: false,
      subagent: true,
    });
    expect(
      parsed(JSON.stringify({ ...base, hook_event_name: "UserPromptSubmit", prompt: "fix it" })),
    ).toMatchObject({
      prompt: "fix it",
    });
    expect(parsed(JSON.stringify({ hook_event_name: "SessionEnd", reason: "logout" }))).toEqual({
      kind: "session-end",
      reason: "logout",
    });
  });

  it("refuses malformed JSON, a non-object, a missing or an unhandled event", () => {
    expect(() => parsed("{not json")).toThrow(HookInputError);
    // Where it stops being JSON, never the payload's text (issue 39, N5: JSON.parse's message was cut
    // mid-quote, `(Unexpected token 'o', "not json)`).
    expect(() => parsed("not json")).toThrow(
      /^hook: malformed hook JSON on stdin \(line 1, column 1: unexpected character\)$/,
    );
    expect(() => parsed('{"session_id": "s1",\n "tool_input": {"token": "sk-live-123"} oops}')).toThrow(
      /^hook: malformed hook JSON on stdin \(line 2, column 41: unexpected character\)$/,
    );
    expect(() => parsed('{"a": "unterminated')).toThrow(/\(line 1, column 7: unterminated string\)$/);
    expect(() => parsed("")).toThrow("hook: malformed hook JSON on stdin (stdin was empty)");
    expect(() => parsed("[1]")).toThrow(/expected an object/);
    expect(() => parsed("{}")).toThrow(/no hook_event_name/);
    expect(() => parsed(JSON.stringify({ hook_event_name: "Notification" }))).toThrow(
      /event "Notification" is not handled/,
    );
  });
});

describe("Cursor's and Copilot's payloads", () => {
  it("tells Cursor's payload by workspace_roots, keyed by its conversation, its edits counted", () => {
    const event = parseHookInput(
      JSON.stringify({
        conversation_id: "c1",
        hook_event_name: "afterFileEdit",
        workspace_roots: ["/work/p"],
        file_path: "/work/p/a.ts",
        edits: [
          { old_string: "x", new_string: "a\nb\n" },
          { old_string: "y", new_string: "c" },
        ],
      }),
    );
    expect(event).toMatchObject({
      kind: "edit",
      sessionId: "c1",
      cwd: "/work/p",
      files: [{ path: "/work/p/a.ts", change: "modify", changedLines: 3 }],
      assistant: "cursor",
      named: "afterFileEdit",
    });
  });

  it("never lets a Cursor stop follow up after an aborted turn or at the loop limit", () => {
    const stop = (extra: object) =>
      parseHookInput(JSON.stringify({ hook_event_name: "stop", workspace_roots: ["/w"], ...extra }));
    expect(stop({ status: "completed", loop_count: 4 })).toMatchObject({ loopFlag: false });
    expect(stop({ status: "completed", loop_count: 5 })).toMatchObject({ loopFlag: true });
    expect(stop({ status: "aborted", loop_count: 0 })).toMatchObject({ loopFlag: true });
  });

  it("parses Copilot's toolArgs twice when it is a JSON string, and tells the event by its fields", () => {
    const event = parseHookInput(
      JSON.stringify({
        sessionId: "s9",
        timestamp: 1,
        cwd: "/w",
        toolName: "create",
        toolArgs: JSON.stringify({ path: "src/new.ts", file_text: "a\n" }),
        toolResult: { resultType: "success", textResultForLlm: "ok" },
      }),
    );
    expect(event).toMatchObject({
      kind: "edit",
      sessionId: "s9",
      files: [{ path: "src/new.ts", change: "create", changedLines: 1 }],
      assistant: "copilot",
      named: "postToolUse",
    });
    expect(
      parseHookInput(JSON.stringify({ sessionId: "s9", timestamp: 1, cwd: "/w", stopReason: "end_turn" })),
    ).toMatchObject({ kind: "turn-end", guardStops: true });
  });

  it("reads Copilot's VS Code compatible format (PascalCase events, snake_case fields) when told", () => {
    const event = parseHookInput(
      JSON.stringify({
        hook_event_name: "PostToolUse",
        session_id: "s2",
        cwd: "/w",
        tool_name: "edit",
        tool_input: { path: "/w/a.ts", old_str: "a", new_str: "b\nc" },
      }),
      { assistant: "copilot" },
    );
    expect(event).toMatchObject({
      files: [{ path: "/w/a.ts", change: "modify", changedLines: 2 }],
      assistant: "copilot",
      named: "postToolUse",
    });
  });

  it("takes no event name from an object's prototype (toString, constructor) for a known one", () => {
    expect(() => parseHookInput(JSON.stringify({ hook_event_name: "toString" }))).toThrow(
      /^hook: event "toString" is not handled \(qgate handles PreToolUse, PostToolUse/,
    );
    expect(() =>
      parseHookInput(JSON.stringify({ hook_event_name: "constructor", workspace_roots: ["/w"] })),
    ).toThrow('hook: Cursor event "constructor" is not handled');
    expect(
      parseHookInput(
        JSON.stringify({
          sessionId: "s",
          timestamp: 1,
          cwd: "/w",
          error: { message: "m" },
          errorContext: "toString",
        }),
      ),
    ).toMatchObject({ kind: "error", errorType: "tool_execution_failed" });
  });

  it("says in one line when it cannot tell the assistant or the event", () => {
    expect(() => parseHookInput(JSON.stringify({ hello: 1 }))).toThrow(
      /cannot tell which assistant sent this JSON \(it has no hook_event_name\): pass --assistant/,
    );
    expect(() => parseHookInput(JSON.stringify({ sessionId: "s", timestamp: 1, cwd: "/w" }))).toThrow(
      /cannot tell which Copilot event this is .*: pass --event/,
    );
  });
});

describe("the room of Claude Code's shape", () => {
  it("tells Codex by turn_id or apply_patch, Gemini by its events, and Claude Code otherwise", () => {
    const stop = { ...base, hook_event_name: "Stop" };
    expect(parseHookInput(JSON.stringify(stop)).assistant).toBe("claude");
    expect(parseHookInput(JSON.stringify({ ...stop, turn_id: "t1" })).assistant).toBe("codex");
    expect(parseHookInput(JSON.stringify({ ...stop, hook_event_name: "AfterAgent" })).assistant).toBe(
      "gemini",
    );
  });
});
