/** One key per distinct tool use: the report lists each once. */
export function toolKey(tool) {
    return `${tool.name}@${tool.version}@${tool.packageDir}@${tool.source}`;
}
/** Adds `use` to `tools` unless the same tool is there already. */
export function addToolUse(tools, use) {
    if (!tools.some((tool) => toolKey(tool) === toolKey(use)))
        tools.push(use);
}
/** Keeps a check's literal id and options schema in its type, so the registry can derive `CheckId`. */
export function defineCheck(check) {
    return check;
}
export function emptyResult() {
    return { findings: [], failures: [], tools: [], checkedFiles: [], notes: [] };
}
