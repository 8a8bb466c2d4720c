import type { ChangedFile } from "../../../changes/change-set.js";
import { type CheckContext, type CheckResult } from "../../check.js";
import { type FormatTool } from "../../project-tools.js";
import type { StdinFormatter } from "./types.js";
interface OwnFormat {
    file: ChangedFile;
    packageDir: string;
    formatter: StdinFormatter;
    configFile?: string | undefined;
}
export interface FormatPlan {
    /** Files Prettier formats: the project's own Prettier, or qgate's bundled one as the fallback. */
    prettier: ChangedFile[];
    /** Of those, the files with no formatter of the project's own: qgate's bundled Prettier. */
    bundled: Set<ChangedFile>;
    own: OwnFormat[];
}
export declare function planFormat(context: CheckContext): FormatPlan;
export declare function runOwnFormatters(items: OwnFormat[], context: CheckContext, result: CheckResult): Promise<void>;
/**
 * The editor door's formatting (`qgate lsp`) with a project formatter other than Prettier: the text on
 * the tool's stdin, as the format check runs it, and its output. Undefined when the text is formatted
 * already or the tool leaves the file alone (a file type it does not format, an ignored path); an
 * Error with the tool's reason when it cannot format it.
 */
export declare function formatWithOwnTool(root: string, absFile: string, text: string, chosen: {
    name: Exclude<FormatTool, "prettier">;
    configFile?: string | undefined;
}): Promise<string | undefined>;
export {};
