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
export { selectChanges, type Selection, type SelectionOptions } from "./changes/select.js";
export { editedChangeSet, type EditedFile } from "./changes/edited.js";
export type {
  ChangeSet,
  ChangedFile,
  ChangeSource,
  ChangeType,
  LineRange,
  SkippedFile,
} from "./changes/change-set.js";
export { loadPolicy, builtinPolicyNames, type LoadPolicyOptions } from "./policy/load.js";
export type { Policy, CheckPolicy } from "./policy/policy.js";
export { runGate, type GateOptions } from "./pipeline.js";
export type { ProgressEvent } from "./engine/engine.js";
export { CHECKS, CHECK_IDS, getCheck, type CheckId } from "./checks/registry.js";
export type {
  Check,
  CheckContext,
  CheckFailure,
  CheckResult,
  Finding,
  Severity,
  ToolUse,
} from "./checks/check.js";
export { getReporter, reporterNames } from "./report/index.js";
export type { Reporter, RenderContext } from "./report/reporter.js";
export { isBlocking, type Report, type Verdict, type Timings } from "./report/report.js";
export { ConfigError, DependencyError, FileError, QgateError, UsageError, type ErrorType } from "./errors.js";
