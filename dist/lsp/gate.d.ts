import { type RunCli } from "../daemon/run-request.js";
import type { CheckId } from "../checks/registry.js";
export interface GateFinding {
    check: string;
    rule: string;
    severity: "error" | "warning" | "info";
    file: string;
    line: number;
    column: number;
    endLine?: number;
    endColumn?: number;
    message: string;
    fixable?: boolean;
}
export interface GateReport {
    verdict: string;
    files: string[];
    findings: GateFinding[];
    failures: Array<{
        check: string;
        message: string;
        file?: string;
    }>;
    skipped: Array<{
        path: string;
        reason: string;
    }>;
}
/** A run that produced no report: its one-line reason, shown to the user. */
export declare class GateProblem extends Error {
}
export interface Gate {
    run(root: string, file: string, text: string, only: CheckId[] | undefined): Promise<GateReport>;
}
export declare function gateRunner(runCli: RunCli, onNote: (note: string) => void): Gate;
