export const CHECK_IDS = ["format", "lint", "types", "security"];
export function emptyResult() {
    return { findings: [], failures: [], tools: [], checkedFiles: [], notes: [] };
}
