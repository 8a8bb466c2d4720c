/**
 * qgate's public API: the same pipeline the CLI runs, silent. Nothing here prints, exits or changes
 * a file unless `fix` is asked for; a run returns a Report, which a reporter turns into text.
 *
 *   const root = await resolveRoot("path/to/project");
 *   const policy = loadPolicy({ root });
 *   const { changeSet } = await selectChanges({ root, staged: true });
 *   const report = await runGate(changeSet, { policy });
 *   console.log(getReporter("pretty")!.render(report, { color: false, toFile: false }));
 */
export { resolveRoot } from "./changes/root.js";
export { selectChanges } from "./changes/select.js";
export { editedChangeSet } from "./changes/edited.js";
export { loadPolicy, builtinPolicyNames } from "./policy/load.js";
export { runGate } from "./pipeline.js";
export { CHECKS, CHECK_IDS, getCheck } from "./checks/registry.js";
export { getReporter, reporterNames } from "./report/index.js";
export { isBlocking } from "./report/report.js";
export { ConfigError, DependencyError, FileError, QgateError, UsageError } from "./errors.js";
