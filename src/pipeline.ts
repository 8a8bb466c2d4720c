/**
 * The one pipeline every door runs: a change set (however the door built it), classified, planned
 * by the policy, run by the engine, returned as a Report. Doors differ only in how they build the
 * change set and in how they render and route the report; nothing here prints or exits.
 */
import type { ChangeSet } from "./changes/change-set.js";
import { classify } from "./changes/classify.js";
import { runChecks, type RunOptions } from "./engine/engine.js";
import type { Report } from "./report/report.js";
import { engineMessages, secretsGuardMessages } from "./messages.js";
import { timed } from "./util/timings.js";

export interface GateOptions extends Omit<RunOptions, "strict"> {
  /** Strict mode as the door decided it (flag, environment); default: the policy's `strict`. */
  strict?: boolean;
  /** Door work after the run, given the files `--fix` rewrote; returns notes for the report. */
  afterRun?: (fixed: string[]) => Promise<string[]>;
}

export async function runGate(changeSet: ChangeSet, options: GateOptions): Promise<Report> {
  const { afterRun, ...rest } = options;
  // Binary and oversized files are set aside here, once, for every door.
  const classified = timed("engine.classify", () => classify(changeSet, options.policy.maxFileBytes));
  const report = await runChecks(classified, { ...rest, strict: options.strict ?? options.policy.strict });
  if (afterRun) report.notes.push(...(await afterRun(report.fixed)));
  if (classified.files.length === 0) report.notes.unshift(engineMessages.nothingToCheck);
  // Accepted, but never silently: a strict policy that turns the secrets guard off says so.
  if (report.strict && options.policy.secrets.guard === "off")
    report.notes.push(secretsGuardMessages.guardOff);
  return report;
}
