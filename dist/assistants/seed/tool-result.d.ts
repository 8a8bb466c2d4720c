/**
 * The file a Write or Edit tool touched, from its result text (seed section 2.2): Write says
 * "File created successfully at: <path>" (the seed's "File created ... at: <path>"), Edit says
 * "The file <path> has been updated..." and similar forms. Paths may be absolute or relative.
 * The text is data: it is only matched, never evaluated.
 */
import type { ChangeType } from "../../changes/change-set.js";
export interface ExtractedPath {
    path: string;
    change: ChangeType;
}
/**
 * The changed path and change type named by a tool result, or undefined when it names none.
 * The earliest sentence in the text wins, whichever pattern finds it: an Edit result goes on with a
 * snippet of the edited file, and a phrase like "File created at: x" inside that snippet must never
 * redirect the gate to another file.
 */
export declare function extractPathFromResult(tool: string, result: string): ExtractedPath | undefined;
