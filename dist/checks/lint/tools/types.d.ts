/** What the lint check needs from a linter it runs as a process on files (Biome, oxlint). */
import type { Severity } from "../../check.js";
import type { LintTool } from "../../project-tools.js";
export interface ToolDiagnostic {
    /** Absolute path of the file it is about. */
    file: string;
    rule: string;
    severity: Severity;
    line: number;
    column: number;
    endLine?: number | undefined;
    endColumn?: number | undefined;
    message: string;
}
export type LintOutcome = {
    kind: "diagnostics";
    diagnostics: ToolDiagnostic[];
}
/** The tool rejected its config: `where` is the config file (and position) it names. */
 | {
    kind: "config";
    where: string;
    problem: string;
} | {
    kind: "failed";
    problem: string;
};
export interface ProcessLinter {
    name: Exclude<LintTool, "eslint">;
    label: string;
    /** Arguments that lint `files` (paths relative to the working directory), fixing when asked. */
    args(files: string[], fix: boolean): string[];
    /** Reads the tool's output; paths in it are relative to `cwd`. */
    parse(output: {
        exitCode: number;
        stdout: string;
        stderr: string;
    }, cwd: string): LintOutcome;
}
