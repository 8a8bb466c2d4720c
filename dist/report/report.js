/** Which findings block under a policy's `blockOn`. */
export function isBlocking(finding, blockOn) {
    return finding.severity === "error" || (blockOn === "warning" && finding.severity === "warning");
}
