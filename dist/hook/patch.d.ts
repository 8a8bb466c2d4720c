/**
 * Codex CLI edits files with `apply_patch`: one PostToolUse per patch, the paths only in the patch
 * text (captured from Codex 0.169.0, see test/fixtures/assistants/codex-0.169.0). The grammar:
 *
 *   *** Begin Patch
 *   *** Add File: <path>          then "+" lines: the new file
 *   *** Update File: <path>       optionally "*** Move to: <new path>", then "@@" hunks
 *   *** Delete File: <path>
 *   *** End Patch
 *
 * Paths are as Codex wrote them (relative to the session's cwd, or absolute); the door resolves them
 * and skips any outside the project. The patch is data: nothing here reads a file.
 */
import type { EditedFile } from "./event.js";
export declare function filesOfPatch(patch: string): EditedFile[];
