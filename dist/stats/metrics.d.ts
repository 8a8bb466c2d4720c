import { type Report } from "../report/report.js";
import type { GateRunRecord } from "./records.js";
export declare function gateRunRecord(report: Report, options: {
    door: string;
    session?: string | undefined;
    assistant?: string | undefined;
    blockOn: "error" | "warning";
    /** Changed lines per relative path, when the door knows them. */
    changedLines?: Map<string, number> | undefined;
}): GateRunRecord;
