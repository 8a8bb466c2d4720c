import { describe, expect, it } from "vitest";
import { HookInputError, parseClaudeInput, parseHookInput } from "../../src/events/claude.js";

const base = { session_id: "s1", transcript_path: "/t.jsonl", cwd: "/work/p" };

/** The parsed event without its sender, which has its own test. */
function parsed(text: string) {
  const { sender: _sender, ...event } = parseClaudeInput(text);
  return event;
}

describe("parseClaudeInput", () => {
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
      event: "PostToolUse",
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
    expect(read).toMatchObject({ files: [], call: { tool: "Read", filePath: "/x" } });
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
      event: "PostToolUseFailure",
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
      event: "PostToolBatch",
      files: [{ path: "/work/p/a.ts" }, { path: "/work/p/b.ts" }],
      errors: [{ tool: "Edit", error: "no match" }],
    });
    expect(parsed(JSON.stringify({ hook_event_name: "Stop", stop_hook_active: true }))).toEqual({
      event: "Stop",
      stopHookActive: true,
    });
    expect(parsed(JSON.stringify({ hook_event_name: "SubagentStop" }))).toEqual({
      event: "SubagentStop",
      stopHookActive: false,
    });
    expect(
      parsed(JSON.stringify({ ...base, hook_event_name: "UserPromptSubmit", prompt: "fix it" })),
    ).toMatchObject({
      prompt: "fix it",
    });
    expect(parsed(JSON.stringify({ hook_event_name: "SessionEnd", reason: "logout" }))).toEqual({
      event: "SessionEnd",
      reason: "logout",
    });
  });

  it("refuses malformed JSON, a non-object, a missing or an unhandled event", () => {
    expect(() => parsed("{not json")).toThrow(HookInputError);
    expect(() => parsed("")).toThrow("hook: malformed hook JSON on stdin (stdin was empty)");
    expect(() => parsed("[1]")).toThrow(/expected an object/);
    expect(() => parsed("{}")).toThrow(/no hook_event_name/);
    expect(() => parsed(JSON.stringify({ hook_event_name: "PreToolUse" }))).toThrow(
      /event "PreToolUse" is not handled/,
    );
  });
});

describe("parseHookInput: Cursor and Copilot", () => {
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
      event: "PostToolUse",
      sessionId: "c1",
      cwd: "/work/p",
      files: [{ path: "/work/p/a.ts", change: "modify", changedLines: 3 }],
      answer: { assistant: "cursor", event: "afterFileEdit" },
    });
  });

  it("never lets a Cursor stop follow up after an aborted turn or at the loop limit", () => {
    const stop = (extra: object) =>
      parseHookInput(JSON.stringify({ hook_event_name: "stop", workspace_roots: ["/w"], ...extra }));
    expect(stop({ status: "completed", loop_count: 4 })).toMatchObject({ stopHookActive: false });
    expect(stop({ status: "completed", loop_count: 5 })).toMatchObject({ stopHookActive: true });
    expect(stop({ status: "aborted", loop_count: 0 })).toMatchObject({ stopHookActive: true });
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
      event: "PostToolUse",
      sessionId: "s9",
      files: [{ path: "src/new.ts", change: "create", changedLines: 1 }],
      answer: { assistant: "copilot", event: "postToolUse" },
    });
    expect(
      parseHookInput(JSON.stringify({ sessionId: "s9", timestamp: 1, cwd: "/w", stopReason: "end_turn" })),
    ).toMatchObject({ event: "Stop", guardStops: true });
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
      answer: { assistant: "copilot", event: "postToolUse" },
    });
  });

  it("takes no event name from an object's prototype (toString, constructor) for a known one", () => {
    expect(() => parseHookInput(JSON.stringify({ hook_event_name: "toString" }))).toThrow(
      /^hook: event "toString" is not handled \(qgate handles PostToolUse/,
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
    ).toMatchObject({ event: "ErrorOccurred", errorType: "tool_execution_failed" });
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

describe("the sender of Claude Code's shape", () => {
  it("tells Codex by turn_id or apply_patch, Gemini by its events, and Claude Code otherwise", () => {
    const stop = { ...base, hook_event_name: "Stop" };
    expect(parseClaudeInput(JSON.stringify(stop)).sender).toBe("claude");
    expect(parseClaudeInput(JSON.stringify({ ...stop, turn_id: "t1" })).sender).toBe("codex");
    expect(parseClaudeInput(JSON.stringify({ ...stop, hook_event_name: "AfterAgent" })).sender).toBe(
      "gemini",
    );
  });
});
