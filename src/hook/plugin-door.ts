/**
 * What qgate's own in-process plugins send and read back (installers/opencode-plugin.ts): OpenCode's
 * and its fork Kilo Code's `tool.execute.after`, forwarded to `qgate hook --assistant <id>` as
 *
 *   {"hook_event_name": "tool.execute.after", "client": "<id>", "directory", "worktree",
 *    "input": {"tool", "sessionID", "callID", "args": {"filePath" | "command", ...}},
 *    "output": {"title", "metadata": {"filepath", "exists", "filediff", "files": [...], "exit", ...}}}
 *
 * (the client's own objects without file contents, diffs and tool output; captured from opencode
 * 1.18.33 and kilo 7.7.9). The answer is JSON the plugin applies to the tool's output, which is what
 * the model reads next: `{"replace": R}` (a strict block), `{"append": R}` (findings that do not block),
 * or nothing (a clean edit).
 */
import type { ChangeType } from "../changes/change-set.js";
import { doorMessages, pluginMessages } from "../messages.js";
import {
  HookInputError,
  jsonAnswer,
  SILENT,
  type DoorAnswer,
  type EditedFile,
  type HookEvent,
  type Outcome,
} from "./event.js";
import { isObject, str, type Json } from "./json.js";
import { filesOfPatch } from "./patch.js";

export const PLUGIN_EVENTS = ["tool.execute.after"] as const;

/** The editing tools (OpenCode's `write`/`edit`, its `apply_patch` for GPT models, the older `patch`/`multiedit`). */
const FILE_TOOLS = new Set(["write", "edit", "multiedit"]);
const PATCH_TOOLS = new Set(["apply_patch", "patch"]);
const SHELL_TOOLS = new Set(["bash"]);

/** Whether a payload is the plugin's, sent for the client `id`. */
export function isPluginPayload(data: Json, id: string): boolean {
  return str(data.hook_event_name) === "tool.execute.after" && str(data.client) === id;
}

const PATCH_CHANGES: Readonly<Record<string, ChangeType>> = {
  add: "create",
  update: "modify",
  delete: "delete",
};

/** apply_patch's `metadata.files`: each file the patch touched, a move as the old path gone and the new made. */
function filesOfMetadata(files: unknown[]): EditedFile[] {
  const edited: EditedFile[] = [];
  for (const file of files) {
    if (!isObject(file)) continue;
    const path = str(file.filePath);
    if (path === undefined || path === "") continue;
    const lines = typeof file.additions === "number" ? file.additions : undefined;
    const moved = str(file.movePath);
    if (str(file.type) === "move" && moved !== undefined && moved !== "") {
      edited.push(
        { path, change: "delete", changedLines: 0 },
        { path: moved, change: "create", changedLines: lines },
      );
      continue;
    }
    edited.push({ path, change: PATCH_CHANGES[str(file.type) ?? ""] ?? "modify", changedLines: lines });
  }
  return edited;
}

/** The plugin's payload as qgate's event; HookInputError for an event it does not send. */
export function readPluginPayload(data: Json, id: string): HookEvent {
  const named = str(data.hook_event_name) ?? "";
  if (named !== "tool.execute.after")
    throw new HookInputError(
      doorMessages.eventNotHandled(JSON.stringify(named.slice(0, 60) || "(none)"), PLUGIN_EVENTS),
    );
  const input = isObject(data.input) ? data.input : {};
  const output = isObject(data.output) ? data.output : {};
  const args = isObject(input.args) ? input.args : {};
  const metadata = isObject(output.metadata) ? output.metadata : {};
  const tool = str(input.tool) ?? "";
  if (tool === "") throw new HookInputError(pluginMessages.noTool);
  const sessionId = str(input.sessionID);
  const cwd = str(data.directory) ?? str(data.worktree);
  const base = {
    assistant: id,
    named,
    ...(sessionId ? { sessionId } : {}),
    ...(cwd ? { cwd } : {}),
  };
  if (SHELL_TOOLS.has(tool)) return { ...base, kind: "shell", call: { tool } };
  if (PATCH_TOOLS.has(tool)) {
    const files = Array.isArray(metadata.files)
      ? filesOfMetadata(metadata.files)
      : filesOfPatch(str(args.patchText) ?? "");
    return { ...base, kind: "edit", call: { tool }, files };
  }
  const filediff = isObject(metadata.filediff) ? metadata.filediff : {};
  const filePath = str(args.filePath) ?? str(metadata.filepath) ?? str(filediff.file);
  if (!FILE_TOOLS.has(tool) || filePath === undefined || filePath === "")
    return { ...base, kind: "tool", call: { tool, filePath } };
  const change: ChangeType = tool === "write" && metadata.exists === false ? "create" : "modify";
  const changedLines = typeof filediff.additions === "number" ? filediff.additions : undefined;
  return {
    ...base,
    kind: "edit",
    call: { tool, filePath },
    files: [{ path: filePath, change, changedLines }],
  };
}

/**
 * The answer the plugin applies to the tool's output. A block is also exit 2, as every qgate hook's
 * is; the plugin reads the JSON whatever the exit code. A notice is for the user, whom a plugin cannot
 * reach: stderr, which the client does not show, and the logs.
 */
export function answerPlugin(outcome: Outcome): DoorAnswer {
  switch (outcome.kind) {
    case "pass":
      return SILENT;
    case "block":
      return jsonAnswer({ replace: outcome.reason }, 2);
    case "findings":
      return jsonAnswer({ append: outcome.text });
    case "notice":
      return { stdout: "", stderr: `${outcome.text}\n`, exitCode: 0 };
  }
}
