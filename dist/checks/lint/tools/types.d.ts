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
}
/** The tool refused the command line qgate built (a flag its version does not know). */
 | {
    kind: "arguments";
    problem: string;
} | {
    kind: "failed";
    problem: string;
};
export interface ProcessLinter {
    name: Exclude<LintTool, "eslint">;
    label: string;
    /**
     * Arguments that lint `files` (paths relative to the working directory), fixing when asked, for
     * the installed `version` (SUPPORTED_VERSIONS in project-tools.ts).
     */
    args(files: string[], fix: boolean, version: string): string[];
    /** Reads the tool's output; paths in it are relative to `cwd`. */
    parse(output: {
        exitCode: number;
        stdout: string;
        stderr: string;
    }, cwd: string): LintOutcome;
}
