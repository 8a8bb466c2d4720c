/**
 * Cline's hook payload (captured from the Cline CLI 3.0.65: test/fixtures/assistants/cline-3.0.65).
 * Each hook is a file named after the event; its stdin names the event by its 3.x name in `hookName`
 * (PostToolUse is `tool_result`) and the call in `tool_result` ({id, name, input, output, error?}),
 * with the legacy `postToolUse` object beside it. The CLI's tools: `editor` writes the file at
 * `input.path` (`new_text`; `old_text` for a replacement), `apply_patch` takes Codex's patch grammar
 * in `input.input`, `run_commands` runs `input.commands`. The workspace is `workspaceRoots[0]`.
 */
import { HookInputError, type EditedFile, type HookEvent } from "../../hook/event.js";
import { countLines, isObject, str, type Json } from "../../hook/json.js";
import { filesOfPatch } from "../../hook/patch.js";
import { doorMessages } from "../../messages.js";

/** The hook names qgate reads, by Cline's event file names. */
export const CLINE_EVENTS: Readonly<Record<string, string>> = { tool_result: "PostToolUse" };

/** Whether a payload is Cline's: its `hookName` and its task id, and no `hook_event_name`. */
export function isClinePayload(data: Json): boolean {
  return typeof data.hookName === "string" && typeof data.taskId === "string";
}

/** The files one of Cline's tool calls wrote; `output` tells a new file from an edit. */
function filesOf(tool: string, input: Json, output: unknown): EditedFile[] {
  if (tool === "apply_patch") return filesOfPatch(str(input.input) ?? str(input.patch) ?? "");
  if (tool !== "editor") return [];
  const file = str(input.path);
  if (file === undefined || file === "") return [];
  const result = isObject(output) ? (str(output.result) ?? "") : "";
  return [
    {
      path: file,
      change: result.startsWith("File created") ? "create" : "modify",
      changedLines: countLines(input.new_text),
    },
  ];
}

/** The tool call of a PostToolUse: the 3.x `tool_result`, or else the legacy `postToolUse`. */
function callOf(data: Json): { tool: string; input: Json; output: unknown; error: string | undefined } {
  if (isObject(data.tool_result)) {
    const call = data.tool_result;
    const output = call.output;
    const failed = isObject(output) && output.success === false;
    return {
      tool: str(call.name) ?? "",
      input: isObject(call.input) ? call.input : {},
      output,
      error: str(call.error) ?? (failed ? (str(output.result) ?? "the tool failed") : undefined),
    };
  }
  const legacy = isObject(data.postToolUse) ? data.postToolUse : {};
  return {
    tool: str(legacy.toolName) ?? "",
    input: isObject(legacy.parameters) ? legacy.parameters : {},
    output: undefined,
    error: legacy.success === false ? (str(legacy.result) ?? "the tool failed") : undefined,
  };
}

export function readCline(data: Json): HookEvent {
  const hookName = str(data.hookName) ?? "";
  if (CLINE_EVENTS[hookName] === undefined)
    throw new HookInputError(
      doorMessages.clineEventNotHandled(JSON.stringify(hookName.slice(0, 60)), Object.keys(CLINE_EVENTS)),
    );
  const roots = Array.isArray(data.workspaceRoots) ? data.workspaceRoots : [];
  const info = isObject(data.workspaceInfo) ? data.workspaceInfo : {};
  const cwd = str(roots[0]) ?? str(info.rootPath);
  const sessionId = str(data.taskId);
  const base = {
    assistant: "cline",
    named: "PostToolUse",
    ...(sessionId ? { sessionId } : {}),
    ...(cwd ? { cwd } : {}),
  };
  const { tool, input, output, error } = callOf(data);
  const call = { tool, filePath: str(input.path) };
  // A command that failed may still have written files: the stamps tell.
  if (tool === "run_commands") return { ...base, kind: "shell", call };
  if (error !== undefined) return { ...base, kind: "tool-failed", call, error, interrupted: false };
  const files = filesOf(tool, input, output);
  return files.length > 0 ? { ...base, kind: "edit", call, files } : { ...base, kind: "tool", call };
}
