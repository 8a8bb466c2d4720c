import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";
/** Text safe for XML 1.0: characters it forbids (most C0 controls, lone surrogates) are shown as \uXXXX. */
export declare function xmlText(value: string): string;
/** Attribute values also keep their quotes, tabs and line breaks. */
export declare function xmlAttr(value: string): string;
export declare function renderJunit(report: Report): string;
export declare const junitReporter: Reporter;
