/** `qgate check`: the manual, pre-commit and CI door. */
import { CHECK_IDS, type CheckId } from "../../checks/registry.js";
import { resolveRoot } from "../../changes/root.js";
import { runGate } from "../../pipeline.js";
import type { ChangeSet } from "../../changes/change-set.js";
import { Logs } from "../../routing/logs.js";
import { gateRunRecord } from "../../stats/metrics.js";
import { UsageError } from "../../errors.js";
import { loadPolicy } from "../../policy/load.js";
import { ScopeSchema, type Scope } from "../../policy/schema.js";
import { parseFormat, type FormatTarget } from "../../report/index.js";
import type { Report } from "../../report/report.js";
import { isStrictEnv } from "../args.js";
import { defineCommand } from "../define-command.js";
import { checkTargets, writeReports } from "../output.js";
import { selectChanges } from "../../changes/select.js";
import { startProgress } from "../progress.js";
import { cliMessages } from "../../messages.js";
import { timed } from "../../util/timings.js";
import type { RecordedCheck } from "../../engine/run-record.js";
import { remoteCacheSettings } from "../../engine/remote-cache.js";
import { filesManifest } from "../../checks/types/inputs.js";
import type { GateRunRecord } from "../../stats/records.js";
import { runRecordWanted, setPendingRecord } from "../pending-record.js";

export const checkHelp = `Usage: qgate check [options] [files...]

Runs the policy's checks (format, lint, types, security) on what changed and prints one report.
With no files, checks what changed in the working tree against HEAD (untracked files included).

Selection:
  [files...]              Files or directories to check (relative to --cwd)
  --staged                The staged content of the files in the index (pre-commit)
  --diff <base>           Files changed since the merge-base with <base>; <a>..<b> for commits only
  --diff-stdin            A unified diff on stdin (git diff | qgate check --diff-stdin)
  --stdin-filepath <file> One file, its content read from stdin instead of the disk (an editor's buffer)
  --scope <scope>         added | context | file | all: which findings of a changed file count
  --shard <i>/<n>         Check only shard i of n (a CI matrix)
  --package [dir]         Every file of the package that owns dir (default: the current directory),
                          or with --diff <base> (else TURBO_SCM_BASE) what changed in it: a monorepo
                          task (qgate install turbo, docs/monorepo.md)

Policy:
  --policy <name|path>    Built-in policy (default, strict, security, fast) or a policy JSON file
  --only <checks>         Comma-separated check ids to run (format,lint,types,security)
  --strict                Strict mode (also CLAUDE_STRICT_QUALITY=true)
  --fix                   Apply Prettier and ESLint fixes to the selected files, then check again

Output:
  --format <name>[=<file>]
                          pretty (default), json, sarif, github, junit, rdjson, assistant;
                          repeatable, each to stdout or to its own file
  --no-progress           No progress line on the terminal (it shows on stderr when a run takes a second)
  --timings               Print where the run's time went on stderr, after the report (also QGATE_TIMINGS=1)
  --cwd <dir>             Project root (default: the git top level of the current directory)
  -h, --help              Show this help

Exit codes: 0 pass or warn, 1 blocking findings, 2 qgate could not do its job.
`;

export function parseOnly(value: string | undefined): CheckId[] | undefined {
  if (value === undefined) return undefined;
  const ids = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of ids) {
    if (!(CHECK_IDS as readonly string[]).includes(id)) {
      throw new UsageError(cliMessages.unknownCheck(id, CHECK_IDS));
    }
  }
  if (ids.length === 0) throw new UsageError(cliMessages.noChecks(CHECK_IDS));
  return ids as CheckId[];
}

export function parseScope(value: string | undefined): Scope | undefined {
  if (value === undefined) return undefined;
  const parsed = ScopeSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(cliMessages.unknownScope(value));
  return parsed.data;
}

/** Exit code of the check door (docs/architecture.md): 2 when a check could not run and that blocks, 1 on block. */
export function checkExitCode(report: Report, onFailure: "block" | "allow"): number {
  if (report.failures.length > 0 && onFailure === "block") return 2;
  return report.verdict === "block" ? 1 : 0;
}

export const checkCommand = defineCommand({
  name: "check",
  help: checkHelp,
  options: {
    staged: { type: "boolean" },
    diff: { type: "string" },
    "diff-stdin": { type: "boolean" },
    "stdin-filepath": { type: "string" },
    policy: { type: "string" },
    strict: { type: "boolean" },
    fix: { type: "boolean" },
    only: { type: "string" },
    format: { type: "string", multiple: true },
    scope: { type: "string" },
    shard: { type: "string" },
    package: { type: "boolean" },
    cwd: { type: "string" },
    "no-progress": { type: "boolean" },
    // Read by the client that prints them (src/daemon/client.ts); accepted here so it is no usage error.
    timings: { type: "boolean" },
  },
  run: async ({ values, positionals }) => {
    const only = parseOnly(values.only);
    const scopeFlag = parseScope(values.scope);
    const targets: FormatTarget[] = (values.format ?? ["pretty"]).map(parseFormat);
    checkTargets(targets, process.cwd());
    const root = await resolveRoot(values.cwd);
    const cwd = values.cwd === undefined ? process.cwd() : root;
    const policy = timed("check.policy", () =>
      loadPolicy({
        root,
        policy: values.policy,
        cwd: process.cwd(),
      }),
    );
    const strict = Boolean(values.strict) || isStrictEnv() || policy.strict;
    const fix = Boolean(values.fix) || policy.fix === true;

    const selection = await timed("check.changes", () =>
      selectChanges({
        root,
        cwd,
        files: positionals,
        staged: Boolean(values.staged),
        diff: values.diff,
        diffStdin: Boolean(values["diff-stdin"]),
        stdinFilepath: values["stdin-filepath"],
        shard: values.shard,
        package: values.package === true,
        packageBase: process.env.TURBO_SCM_BASE,
        fix,
      }),
    );
    const scope = scopeFlag ?? (selection.fromDiff ? policy.scope.diff : "file");
    // What a record of this run would depend on besides its checks (engine/run-record.ts): the change
    // set's files as they are now, and the policy's as they were read.
    const recordInputsNow =
      runRecordWanted() && !fix
        ? filesManifest(
            root,
            selection.changeSet.files.map((file) => file.absPath),
            policy.sources ?? {},
          )
        : undefined;
    const progress = startProgress(process.stderr, process.env, values["no-progress"] === true);
    // A run the thin client may replay next time (engine/run-record.ts): what it depended on.
    let recordable: RecordedCheck[] | undefined;
    let report: Report;
    try {
      report = await runGate(selection.changeSet, {
        policy,
        strict,
        fix,
        scope,
        ...(only ? { only } : {}),
        ...(selection.afterRun ? { afterRun: selection.afterRun } : {}),
        onProgress: progress.onProgress,
        ...(recordInputsNow ? { onRecordable: (checks: RecordedCheck[]) => (recordable = checks) } : {}),
      });
    } finally {
      progress.stop();
    }
    await timed("check.output", () => writeReports(report, targets, process.cwd()));
    const metrics = timed("check.metrics", () =>
      recordCheckRun(report, selection.changeSet, policy.blockOn, Boolean(values.staged)),
    );
    if (recordable && recordInputsNow) {
      const remote = remoteCacheSettings(policy, process.env).settings;
      setPendingRecord({
        root,
        inputs: recordInputsNow,
        checks: recordable,
        ...(metrics ? { metrics: { ...metrics } } : {}),
        ...(remote ? { remote } : {}),
      });
    }
    return checkExitCode(report, policy.onFailure);
  },
});

/**
 * Every check run goes into the metrics log too, under the door that ran it, so `qgate stats` covers
 * pre-commit, CI and runs by hand beside the assistant hooks. Best effort and silent: a log directory
 * that cannot be written never changes a check's output or exit code.
 */
function recordCheckRun(
  report: Report,
  changeSet: ChangeSet,
  blockOn: "error" | "warning",
  staged: boolean,
): GateRunRecord | undefined {
  if (report.files.length === 0) return undefined;
  const door = staged ? "pre-commit" : process.env.CI === "true" ? "ci" : "check";
  const changedLines = new Map<string, number>();
  for (const file of changeSet.files)
    if (file.addedLines)
      changedLines.set(
        file.path,
        file.addedLines.reduce((sum, range) => sum + range.end - range.start + 1, 0),
      );
  const record = { ...gateRunRecord(report, { door, blockOn, changedLines }), project: changeSet.root };
  new Logs().append("metrics", record);
  return record;
}
