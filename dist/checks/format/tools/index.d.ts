import type { ChangedFile } from "../../../changes/change-set.js";
import { type CheckContext, type CheckResult } from "../../check.js";
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
export {};
