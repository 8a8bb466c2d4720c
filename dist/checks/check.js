/** One key per distinct tool use: the report lists each once. */
export function toolKey(tool) {
    return `${tool.name}@${tool.version}@${tool.packageDir}@${tool.source}`;
}
/** Adds `use` to `tools` unless the same tool is there already. */
export function addToolUse(tools, use) {
    if (!tools.some((tool) => toolKey(tool) === toolKey(use)))
        tools.push(use);
}
/**
 * The items, each counted as done when the loop body for it has run (`continue` included), so a
 * check's file loop reports its progress by iterating through this.
 */
export function* countingDone(items, context) {
    for (const item of items) {
        yield item;
        context.onFilesDone?.(1);
    }
}
/** Keeps a check's literal id and options schema in its type, so the registry can derive `CheckId`. */
export function defineCheck(check) {
    return check;
}
export function emptyResult() {
    return { findings: [], failures: [], tools: [], checkedFiles: [], notes: [] };
}
