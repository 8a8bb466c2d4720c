import type { EditedFile, FileRead } from "./event.js";
import { type Json } from "./json.js";
/** Tools that run shell commands: Claude Code's and Codex's Bash, Gemini's, Copilot's. */
export declare const SHELL_TOOLS: ReadonlySet<string>;
/** Claude Code's editing tools: their successful result names a file they changed. */
export declare const EDITING_TOOLS: Set<string>;
/** Gemini CLI's editing tools, the file in `file_path`. */
export declare const FILE_PATH_EDITING_TOOLS: Set<string>;
/** Copilot CLI's tools that write a file, and the argument naming it. */
export declare const PATH_EDITING_TOOLS: Set<string>;
/** The file one of Write, Edit, MultiEdit or NotebookEdit changed, with the lines it wrote (never the content). */
export declare function editedFile(toolName: string, input: Json, response: unknown): EditedFile | undefined;
/** The file a `create` or `edit` tool wrote (create: `file_text`; edit: `new_str`). */
export declare function pathEditedFile(toolName: string, args: Json): EditedFile | undefined;
/**
 * The files one tool call edited, whichever known tool it was: `apply_patch` names them in its patch
 * text (`tool_input.command`), write_file/replace in `file_path` with a diff stat in the response,
 * the others as above.
 */
export declare function filesOfToolCall(toolName: string, input: Json, response: unknown): EditedFile[];
/** A finished tool call as qgate's event: an edit when it edited files, a shell run, or another tool. */
export declare function toolEvent(call: {
    tool: string;
    filePath?: string | undefined;
}, files: EditedFile[]): {
    kind: "edit";
    call: typeof call;
    files: EditedFile[];
} | {
    kind: "shell";
    call: typeof call;
} | {
    kind: "tool";
    call: typeof call;
};
/**
 * Tools that read a file into the model's context, and the argument naming it: Claude Code's Read
 * (file_path) and Grep (path, when it names a file), Gemini CLI's read_file (file_path; absolute_path
 * before 0.10), Copilot CLI's view (path). Shell tools print files too: filesPrintedBy reads their
 * command as data.
 */
export declare const READING_TOOLS: ReadonlySet<string>;
/** The files a tool call is about to read or print (for the secrets guard), resolved from `cwd`. */
export declare function readsOfToolCall(toolName: string, input: Json, cwd: string | undefined): FileRead[];
