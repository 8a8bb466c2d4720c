import { describe, expect, it } from "vitest";
import { HookInputError, parseClaudeInput } from "../../src/events/claude.js";

const base = { session_id: "s1", transcript_path: "/t.jsonl", cwd: "/work/p" };

describe("parseClaudeInput", () => {
  it("reads PostToolUse for Write, Edit, MultiEdit and NotebookEdit with changed lines, never the content", () => {
    const write = parseClaudeInput(
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
    const edit = parseClaudeInput(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "Edit",
        tool_input: { file_path: "/work/p/a.ts", old_string: "x", new_string: "y\nz" },
      }),
    );
    expect(edit).toMatchObject({ files: [{ path: "/work/p/a.ts", change: "modify", changedLines: 2 }] });
    const multi = parseClaudeInput(
      JSON.stringify({
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "MultiEdit",
        tool_input: { file_path: "/work/p/a.ts", edits: [{ new_string: "a" }, { new_string: "b\nc" }] },
      }),
    );
    expect(multi).toMatchObject({ files: [{ changedLines: 3 }] });
    const notebook = parseClaudeInput(
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
    const read = parseClaudeInput(
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
      parseClaudeInput(
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
      parseClaudeInput(
        JSON.stringify({
          hook_event_name: "PostToolUseFailure",
          tool_name: "Write",
          error_message: "EACCES",
        }),
      ),
    ).toMatchObject({ error: "EACCES" });
    const batch = parseClaudeInput(
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
    expect(parseClaudeInput(JSON.stringify({ hook_event_name: "Stop", stop_hook_active: true }))).toEqual({
      event: "Stop",
      stopHookActive: true,
    });
    expect(parseClaudeInput(JSON.stringify({ hook_event_name: "SubagentStop" }))).toEqual({
      event: "SubagentStop",
      stopHookActive: false,
    });
    expect(
      parseClaudeInput(JSON.stringify({ ...base, hook_event_name: "UserPromptSubmit", prompt: "fix it" })),
    ).toMatchObject({
      prompt: "fix it",
    });
    expect(parseClaudeInput(JSON.stringify({ hook_event_name: "SessionEnd", reason: "logout" }))).toEqual({
      event: "SessionEnd",
      reason: "logout",
    });
  });

  it("refuses malformed JSON, a non-object, a missing or an unhandled event", () => {
    expect(() => parseClaudeInput("{not json")).toThrow(HookInputError);
    expect(() => parseClaudeInput("")).toThrow("hook: malformed hook JSON on stdin (stdin was empty)");
    expect(() => parseClaudeInput("[1]")).toThrow(/expected an object/);
    expect(() => parseClaudeInput("{}")).toThrow(/no hook_event_name/);
    expect(() => parseClaudeInput(JSON.stringify({ hook_event_name: "PreToolUse" }))).toThrow(
      /event "PreToolUse" is not handled/,
    );
  });
});
