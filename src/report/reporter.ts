/** One interface for every output format; each format lives in its own file. */
import type { Report } from "./report.js";

export interface RenderContext {
  /** Whether to colour the output (decided once from NO_COLOR / FORCE_COLOR / TTY). */
  color: boolean;
  /** Written to a file rather than a terminal. */
  toFile: boolean;
}

export interface Reporter {
  readonly name: string;
  render(report: Report, context: RenderContext): string;
}
