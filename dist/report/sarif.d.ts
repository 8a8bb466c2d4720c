import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";
export declare const SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/** GitHub code scanning rejects runs with more results (docs: "SARIF results exceed limit"). */
export declare const MAX_RESULTS = 25000;
export declare const SRCROOT = "%SRCROOT%";
/** The key of qgate's fingerprint in `partialFingerprints` (versioned: a new scheme gets a new key). */
export declare const FINGERPRINT_KEY = "qgateFindingHash/v1";
/** A relative URI reference: each path segment percent-encoded (spaces, `#`, `?`, newlines...). */
export declare function fileUri(relative: string): string;
export declare function renderSarif(report: Report): string;
export declare const sarifReporter: Reporter;
