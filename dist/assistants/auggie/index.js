import { shapeAnswer } from "../../hook/common-shape.js";
import { HookInputError } from "../../hook/event.js";
import { countLines, isObject, str } from "../../hook/json.js";
import { filesOfPatch } from "../../hook/patch.js";
import { doorMessages } from "../../messages.js";
const SAMPLES = "test/fixtures/assistants/auggie-0.36.0-code";
const EVENTS = ["PostToolUse", "Stop"];
/** Auggie's own event names (its settings also take Cursor's, but its payloads name its own). */
const AUGGIE_EVENTS = new Set([
    "PreToolUse",
    "PostToolUse",
    "Stop",
    "SessionStart",
    "SessionEnd",
    "Notification",
    "PromptSubmit",
]);
/** `file_changes` as qgate's edited files (never the content, only its line count). */
function filesOf(data) {
    const changes = Array.isArray(data.file_changes) ? data.file_changes : [];
    const files = [];
    for (const change of changes) {
        if (!isObject(change))
            continue;
        const file = str(change.path);
        if (file === undefined || file === "")
            continue;
        const type = str(change.changeType);
        files.push({
            path: file,
            change: type === "create" ? "create" : type === "delete" ? "delete" : "modify",
            changedLines: type === "delete" ? 0 : countLines(change.content),
        });
    }
    // apply_patch names its files only in the patch text.
    const input = isObject(data.tool_input) ? data.tool_input : {};
    if (files.length === 0 && data.tool_name === "apply_patch")
        return filesOfPatch(str(input.input) ?? str(input.patch) ?? "");
    if (files.length === 0 && data.tool_name === "remove-files" && Array.isArray(input.file_paths))
        return input.file_paths
            .filter((file) => typeof file === "string" && file !== "")
            .map((file) => ({ path: file, change: "delete", changedLines: 0 }));
    return files;
}
function readAuggie(data) {
    const named = str(data.hook_event_name) ?? "";
    if (!EVENTS.includes(named))
        throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(named.slice(0, 60)), EVENTS));
    const roots = Array.isArray(data.workspace_roots) ? data.workspace_roots : [];
    const cwd = str(roots[0]);
    const sessionId = str(data.conversation_id);
    const base = { assistant: "auggie", named, ...(sessionId ? { sessionId } : {}), ...(cwd ? { cwd } : {}) };
    if (named === "Stop")
        return { ...base, kind: "turn-end", loopFlag: false, guardStops: true };
    const tool = str(data.tool_name) ?? "";
    const input = isObject(data.tool_input) ? data.tool_input : {};
    const call = { tool, filePath: str(input.path) };
    if (tool === "launch-process")
        return { ...base, kind: "shell", call };
    const error = str(data.tool_error);
    if (error !== undefined && error !== "")
        return { ...base, kind: "tool-failed", call, error, interrupted: false };
    const files = filesOf(data);
    return files.length > 0 ? { ...base, kind: "edit", call, files } : { ...base, kind: "tool", call };
}
const auggie = {
    id: "auggie",
    name: "Auggie",
    follows: "0.36.0, from its code and docs; not run",
    detect: [".augment"],
    events: ["PostToolUse (save-file, str-replace-editor, remove-files, apply_patch, launch-process)", "Stop"],
    blockChannel: "the reason as a message after the tool ([PostToolUse]:); at Stop",
    limits: [
        "not run against a real client here (its model runs behind Augment's service)",
        "its Stop has no loop flag: qgate blocks a turn's end again only after new edits, five times at most",
    ],
    // Cursor's payloads carry conversation_id and workspace_roots too, under camelCase event names.
    recognise: (payload) => AUGGIE_EVENTS.has(str(payload.hook_event_name) ?? "") &&
        typeof payload.conversation_id === "string" &&
        Array.isArray(payload.workspace_roots),
    trustsFlag: true,
    read: (payload) => readAuggie(payload),
    // Claude Code's answers (hook/common-shape.ts), but a block is exit 2 with the reason on stderr alone.
    answer: (outcome, event) => outcome.kind === "block"
        ? /* Exit 2 alone: a decision in the JSON as well would reach the agent a second time. */ {
            stdout: "",
            stderr: outcome.reason,
            exitCode: 2,
        }
        : shapeAnswer(outcome, event.named),
    installer: async () => (await import("./install.js")).auggieInstaller,
    samples: [
        `${SAMPLES}/PostToolUse-save-file.input.json`,
        `${SAMPLES}/PostToolUse-str-replace-editor.input.json`,
        `${SAMPLES}/PostToolUse-launch-process.input.json`,
        `${SAMPLES}/Stop.input.json`,
    ],
};
export default auggie;
