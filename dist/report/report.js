/**
 * Whether a report stops the assistant in strict mode: blocking findings, or a check that could not
 * run under `onFailure: "block"` (the `incomplete` verdict).
 */
export function stopsInStrictMode(verdict) {
    return verdict === "block" || verdict === "incomplete";
}
/** Which findings block under a policy's `blockOn`. */
export function isBlocking(finding, blockOn) {
    return finding.severity === "error" || (blockOn === "warning" && finding.severity === "warning");
}
