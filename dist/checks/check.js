/** Keeps a check's literal id and options schema in its type, so the registry can derive `CheckId`. */
export function defineCheck(check) {
    return check;
}
export function emptyResult() {
    return { findings: [], failures: [], tools: [], checkedFiles: [], notes: [] };
}
