// dist/checks/check.js
/** One key per distinct tool use: the report lists each once. */
function toolKey(tool) {
	return `${tool.name}@${tool.version}@${tool.packageDir}@${tool.source}`;
}
/** Adds `use` to `tools` unless the same tool is there already. */
function addToolUse(tools, use) {
	if (!tools.some((tool) => toolKey(tool) === toolKey(use))) tools.push(use);
}
/**
* The items, each counted as done when the loop body for it has run (`continue` included), so a
* check's file loop reports its progress by iterating through this.
*/
function* countingDone(items, context) {
	for (const item of items) {
		yield item;
		context.onFilesDone?.(1);
	}
}
/** Keeps a check's literal id and options schema in its type, so the registry can derive `CheckId`. */
function defineCheck(check) {
	return check;
}
function emptyResult() {
	return {
		findings: [],
		failures: [],
		tools: [],
		checkedFiles: [],
		notes: []
	};
}

export { toolKey as a, emptyResult as i, countingDone as n, defineCheck as r, addToolUse as t };