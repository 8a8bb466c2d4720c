/** What the format check needs to know to run a formatter that reads stdin and writes stdout. */
import type { FormatTool } from "../../project-tools.js";
export interface ToolProblem {
    /** A syntax error in the file itself: a finding, as Prettier's are. */
    syntax?: {
        line: number;
        column: number;
        message: string;
    } | undefined;
    /** The config the tool rejected, with where it points, e.g. `biome.json:2:1`. */
    config?: {
        where: string;
        problem: string;
    } | undefined;
}
export interface StdinFormatter {
    name: Exclude<FormatTool, "prettier">;
    /** As users know it, for messages and findings. */
    label: string;
    /** Arguments that format stdin as `absFile` and print the result. */
    args(absFile: string): string[];
    /** What the tool's error output says, when it exits non-zero. */
    problem(stderr: string, absFile: string, cwd: string): ToolProblem;
    /**
     * Why the tool left the file alone, when its output says it did (a lockfile, a file type it has
     * no formatter for, a path its ignore files exclude): the file is skipped, as the tool's own CLI
     * skips it.
     */
    skipped?(output: {
        exitCode: number;
        stdout: string;
        stderr: string;
    }, absFile: string): string | undefined;
    /**
     * For a tool whose stdin mode formats files its CLI would skip (older oxfmt ignores its ignore
     * files there): the arguments that ask its CLI about the file on disk, and whether its answer says
     * the CLI would not check it. Asked only when the output differs, so a clean file costs nothing.
     */
    target?: {
        args(absFile: string): string[];
        excluded(output: {
            exitCode: number;
            stdout: string;
            stderr: string;
        }): boolean;
    };
}
