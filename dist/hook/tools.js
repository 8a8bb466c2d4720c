import path from "node:path";
import { countLines, isObject, str } from "./json.js";
import { filesOfPatch } from "./patch.js";
import { filesPrintedBy } from "./shell-reads.js";
/** Tools that run shell commands: Claude Code's and Codex's Bash, Gemini's, Copilot's. */
export const SHELL_TOOLS = new Set([
    "Bash",
    "bash",
    "run_shell_command",
    "shell",
    "powershell",
]);
/** Claude Code's editing tools: their successful result names a file they changed. */
export const EDITING_TOOLS = new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
/** Gemini CLI's editing tools, the file in `file_path`. */
export const FILE_PATH_EDITING_TOOLS = new Set(["write_file", "replace"]);
/** Copilot CLI's tools that write a file, and the argument naming it. */
export const PATH_EDITING_TOOLS = new Set(["create", "edit"]);
/** The file one of Write, Edit, MultiEdit or NotebookEdit changed, with the lines it wrote (never the content). */
export function editedFile(toolName, input, response) {
    if (!EDITING_TOOLS.has(toolName))
        return undefined;
    const file = str(input.file_path) ?? str(input.notebook_path);
    if (file === undefined || file === "")
        return undefined;
    let changedLines;
    let change = "modify";
    switch (toolName) {
        case "Write":
            changedLines = countLines(input.content);
            change = isObject(response) && response.type === "update" ? "modify" : "create";
            break;
        case "Edit":
            changedLines = countLines(input.new_string);
            break;
        case "MultiEdit":
            if (Array.isArray(input.edits)) {
                changedLines = input.edits.reduce((sum, edit) => sum + (isObject(edit) ? (countLines(edit.new_string) ?? 0) : 0), 0);
            }
            break;
        case "NotebookEdit":
            changedLines = countLines(input.new_source);
            if (input.edit_mode === "delete")
                changedLines = 0;
            break;
    }
    return { path: file, change, changedLines };
}
/** The file a `create` or `edit` tool wrote (create: `file_text`; edit: `new_str`). */
export function pathEditedFile(toolName, args) {
    if (!PATH_EDITING_TOOLS.has(toolName))
        return undefined;
    const file = str(args.path) ?? str(args.file_path);
    if (file === undefined || file === "")
        return undefined;
    return toolName === "create"
        ? { path: file, change: "create", changedLines: countLines(args.file_text) }
        : { path: file, change: "modify", changedLines: countLines(args.new_str) };
}
/**
 * The files one tool call edited, whichever known tool it was: `apply_patch` names them in its patch
 * text (`tool_input.command`), write_file/replace in `file_path` with a diff stat in the response,
 * the others as above.
 */
export function filesOfToolCall(toolName, input, response) {
    if (toolName === "apply_patch")
        return filesOfPatch(str(input.command) ?? str(input.patch) ?? "");
    if (FILE_PATH_EDITING_TOOLS.has(toolName)) {
        const file = str(input.file_path);
        if (file === undefined || file === "")
            return [];
        const display = isObject(response) && isObject(response.returnDisplay) ? response.returnDisplay : {};
        const stat = isObject(display.diffStat) ? display.diffStat : {};
        return [
            {
                path: file,
                change: display.isNewFile === true ? "create" : "modify",
                changedLines: typeof stat.model_added_lines === "number" ? stat.model_added_lines : undefined,
            },
        ];
    }
    const file = editedFile(toolName, input, response) ?? pathEditedFile(toolName, input);
    return file ? [file] : [];
}
/** A finished tool call as qgate's event: an edit when it edited files, a shell run, or another tool. */
export function toolEvent(call, files) {
    if (files.length > 0)
        return { kind: "edit", call, files };
    return SHELL_TOOLS.has(call.tool) ? { kind: "shell", call } : { kind: "tool", call };
}
/**
 * Tools that read a file into the model's context, and the argument naming it: Claude Code's Read
 * (file_path) and Grep (path, when it names a file), Gemini CLI's read_file (file_path; absolute_path
 * before 0.10), Copilot CLI's view (path). Shell tools print files too: filesPrintedBy reads their
 * command as data.
 */
export const READING_TOOLS = new Set([
    "Read",
    "Grep",
    "read_file",
    "view",
    "NotebookRead",
]);
/** The files a tool call is about to read or print (for the secrets guard), resolved from `cwd`. */
export function readsOfToolCall(toolName, input, cwd) {
    const base = cwd ?? process.cwd();
    if (READING_TOOLS.has(toolName)) {
        const file = str(input.file_path) ?? str(input.absolute_path) ?? str(input.notebook_path) ?? str(input.path);
        return file === undefined || file === "" ? [] : [{ path: path.resolve(base, file) }];
    }
    if (toolName === "read_many_files" && Array.isArray(input.paths))
        return input.paths
            .filter((p) => typeof p === "string" && p !== "")
            .map((p) => ({ path: path.resolve(base, p) }));
    if (SHELL_TOOLS.has(toolName)) {
        const command = str(input.command);
        return command === undefined ? [] : filesPrintedBy(command, base).map((p) => ({ path: p }));
    }
    return [];
}
