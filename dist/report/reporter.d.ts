/** One interface for every output format; each format lives in its own file. */
import type { Report } from "./report.js";
export interface RenderContext {
    /** Whether to colour the output (decided once from NO_COLOR / FORCE_COLOR / TTY). */
    color: boolean;
    /** Written to a file rather than a terminal. */
    toFile: boolean;
    /** For the assistant text: whether this run blocks the assistant (default: strict and verdict block). */
    blocked?: boolean;
    /** For the assistant text: the lowest severity that blocks (default error). */
    blockOn?: "error" | "warning";
    /** For the assistant text: where the door wrote the full JSON report. */
    reportPath?: string | undefined;
}
export interface Reporter {
    readonly name: string;
    render(report: Report, context: RenderContext): string;
}
