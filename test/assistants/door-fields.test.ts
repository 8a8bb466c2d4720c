/**
 * Each field of Windsurf's, Cursor's and Cline's payloads that qgate reads, and each field of their
 * answers, read back from the captured or documented payloads (test/fixtures/assistants/*) at the unit
 * tier (issue 37 hardening: a field read from the wrong place, or not passed on, was seen by no unit
 * test).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCline } from "../../src/assistants/cline/read.js";
import { answerCursor, readCursor } from "../../src/assistants/cursor/read.js";
import { answerWindsurf, readWindsurf } from "../../src/assistants/windsurf/read.js";
import type { Json } from "../../src/hook/json.js";
import { REPO_ROOT } from "../helpers/project.js";

function fixture(dir: string, name: string): Json {
  return JSON.parse(
    readFileSync(path.join(REPO_ROOT, "test/fixtures/assistants", dir, `${name}.input.json`), "utf8"),
  ) as Json;
}

describe("Windsurf's post_write_code", () => {
  const payload = fixture("windsurf-docs", "post_write_code");

  it("keys the session by the trajectory, counts the new lines of each edit, takes tool_info.cwd first", () => {
    expect(readWindsurf(payload)).toMatchObject({
      sessionId: "traj-0001",
      kind: "edit",
      files: [{ path: "/home/user/project/src/made.ts", change: "modify", changedLines: 1 }],
    });
    const twoLines = {
      ...payload,
      cwd: "/outer",
      tool_info: {
        ...(payload.tool_info as Json),
        cwd: "/inner",
        edits: [{ old_string: "a", new_string: "b\nc\nd" }],
      },
    };
    expect(readWindsurf(twoLines)).toMatchObject({ cwd: "/inner", files: [{ changedLines: 3 }] });
    expect(readWindsurf({ ...payload, cwd: "/outer" })).toMatchObject({ cwd: "/outer" });
  });

  it("answers a block as plain text with exit 0 (a post hook cannot block)", () => {
    expect(answerWindsurf({ kind: "block", reason: "fix it" } as never)).toEqual({
      stdout: "fix it\n",
      stderr: "",
      exitCode: 0,
    });
  });
});

describe("Cursor's hooks", () => {
  it("takes the first workspace root as the directory, and never follows up after a failed turn", () => {
    const stop = fixture("cursor-docs-2.0", "stop");
    expect(readCursor({ ...stop, workspace_roots: ["/first", "/second"] })).toMatchObject({ cwd: "/first" });
    for (const status of ["aborted", "error", "failed"])
      expect({ status, event: readCursor({ ...stop, status }) }).toMatchObject({
        status,
        event: { room: { followup: false }, loopFlag: true },
      });
    expect(readCursor({ ...stop, status: undefined })).toMatchObject({ room: { followup: true } });
  });

  it("says why to the user and the agent when it denies a read or a prompt", () => {
    const read = readCursor({
      hook_event_name: "beforeReadFile",
      workspace_roots: ["/p"],
      file_path: "/p/.env",
      content: "X=1",
    });
    const block = { kind: "block", reason: "a secret" } as never;
    expect(JSON.parse(answerCursor(block, read).stdout)).toEqual({
      permission: "deny",
      user_message: "a secret",
      agent_message: "a secret",
    });
    const prompt = readCursor(fixture("cursor-docs-2.0", "beforeSubmitPrompt"));
    expect(JSON.parse(answerCursor(block, prompt).stdout)).toEqual({
      continue: false,
      user_message: "a secret",
    });
  });
});

describe("Cline's tool_result", () => {
  it("keys the session by the task, takes the first workspace root, tells a created file from an edit", () => {
    const create = fixture("cline-3.0.65", "PostToolUse-editor-create");
    expect(readCline({ ...create, workspaceInfo: { rootPath: "/elsewhere" } })).toMatchObject({
      sessionId: "conv_1795626219711_b5dpsn8",
      cwd: "/home/user/project",
      kind: "edit",
      files: [{ path: "/home/user/project/src/made.ts", change: "create", changedLines: 1 }],
    });
    const edit = fixture("cline-3.0.65", "PostToolUse-editor-edit");
    expect(readCline(edit)).toMatchObject({ kind: "edit", files: [{ change: "modify" }] });
  });

  it("reads the legacy postToolUse: a failure only when it says success false", () => {
    const legacy = (success?: boolean) => ({
      hookName: "tool_result",
      taskId: "t1",
      postToolUse: {
        toolName: "editor",
        parameters: { path: "/p/a.ts", new_text: "x\n" },
        result: "",
        ...(success === undefined ? {} : { success }),
      },
    });
    expect(readCline(legacy(false))).toMatchObject({ kind: "tool-failed" });
    expect(readCline(legacy(true))).toMatchObject({ kind: "edit" });
    expect(readCline(legacy())).toMatchObject({ kind: "edit" });
  });
});
