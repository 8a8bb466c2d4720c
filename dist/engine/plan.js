/** planChecks: which checks run on which files, with which options (the policy applied to a change set). */
import picomatch from "picomatch";
import { CHECK_IDS } from "../checks/registry.js";
function matcher(globs) {
    if (globs.length === 0)
        return () => false;
    return picomatch(globs, { dot: true });
}
/** A file is selected when it matches `include` (or there is none) and no `exclude`. */
function selector(include, exclude) {
    const included = include.length === 0 ? () => true : matcher(include);
    const excluded = matcher(exclude);
    return (file) => included(file) && !excluded(file);
}
/** Whether the policy's top-level include and exclude select a file (relative to the root). */
export function policySelects(policy) {
    return selector(policy.include, policy.exclude);
}
export function planChecks(files, policy, appliesTo, only) {
    const inPolicy = policySelects(policy);
    const selected = files.filter((f) => inPolicy(f.path));
    const plans = [];
    for (const id of CHECK_IDS) {
        const checkPolicy = policy.checks[id];
        if (only ? !only.includes(id) : !checkPolicy.enabled)
            continue;
        const inCheck = selector(checkPolicy.include, checkPolicy.exclude);
        const checkFiles = selected.filter((f) => inCheck(f.path) && appliesTo(id, f));
        if (checkFiles.length > 0)
            plans.push({ id, files: checkFiles, policy: checkPolicy });
    }
    return plans;
}
