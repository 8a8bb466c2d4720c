/**
 * Every message qgate writes, in one place, grouped by the room that says it (issue 13), so that a
 * reviewer can read them all in one file: the typed errors' messages, the notes added to change sets
 * and reports, warnings, and the status lines the commands print. Not here: the --help texts, the
 * reporters' layouts, the prompt templates and the prompt-lint rules' texts, and the findings the
 * tools themselves report.
 *
 * Each message is a string or a small function returning one. Paths come in already shown (the
 * callers pass `displayPath(...)`), so this file imports nothing but util. The lint rule in
 * eslint.config.js keeps every error's message here.
 */
import { listSome, oneLine, plural } from "./util/text.js";
/** src/changes: choosing the files to check (git, diffs, paths, shards), and why a file is skipped. */
export const changeMessages = {
    gitFailed: (command, reason) => `git ${command} failed: ${reason}`,
    catFileFailed: (stderr) => `git cat-file failed: ${stderr}`,
    notInRepository: (flag, root) => `${flag}: ${root} is not in a git repository`,
    unknownRevision: (flag, rev, why) => `${flag}: unknown revision "${rev}"${why}`,
    noCommitsYet: " (the repository has no commits yet)",
    shallowCloneMissing: (remoteBranchFetch) => ` (this is a shallow clone, so it may not have that commit: git fetch --deepen=50, or fetch-depth: 0 in actions/checkout${remoteBranchFetch !== undefined ? `; a remote branch needs git fetch ${remoteBranchFetch}` : ""})`,
    noCommonAncestor: (flag, hint) => `${flag}: no common ancestor with HEAD${hint}`,
    shallowCloneHistory: " (this is a shallow clone: fetch more history, e.g. actions/checkout with fetch-depth: 0)",
    worktreeNotInRepository: (root) => `${root} is not in a git repository: name the files to check (qgate check <file...>)`,
    cwdMissing: (cwd) => `--cwd ${cwd}: does not exist`,
    cwdNotDirectory: (cwd) => `--cwd ${cwd}: not a directory`,
    chooseOneSelector: "check: choose one of [files...], --staged, --diff <base>, --diff-stdin, --stdin-filepath <file>",
    stdinFilepathIsTerminal: (file) => `--stdin-filepath ${file}: expected the file's content on standard input (an editor's buffer)`,
    stdinFilepathTooLarge: (file) => `--stdin-filepath ${file}: the content on standard input is too large`,
    stdinFilepathFix: "--stdin-filepath: --fix cannot rewrite a buffer that is not on disk (drop --fix)",
    diffNeedsRevision: "--diff: expected a revision, e.g. --diff origin/main",
    diffFixNotCheckedOut: (flag, to) => `--fix with ${flag}: the files at ${to} are not the checked-out ones (check it out first, or drop --fix)`,
    diffStdinIsTerminal: "--diff-stdin: expected a unified diff on standard input (git diff | qgate check --diff-stdin)",
    diffStdinEmpty: "--diff-stdin: no unified diff found on standard input",
    stagedFixPartial: (first, others) => `--staged --fix: ${first}${others > 0 ? ` (and ${others} more)` : ""} is partially staged (its working tree copy differs from the index); stage or undo those changes first, or run without --fix`,
    badShard: (value) => `--shard ${JSON.stringify(value)}: expected <i>/<n> with 1 <= i <= n, e.g. --shard 2/4`,
    noSuchFile: (file) => `${file}: no such file`,
    packageOutsideRoot: (dir, root) => `--package ${dir}: outside the project root ${root}`,
    noPackage: (dir) => `--package ${dir}: no package.json at or above it within the project root`,
    packageOneDir: "--package: expected at most one package directory (qgate check --package [dir])",
    packageWithSelector: "--package: goes with --diff <base> only, not with --staged or --diff-stdin",
    outsideRoot: (file, root) => `${file}: outside the project root ${root}`,
    symlinkOutsideRoot: (file, target) => `${file}: a symlink that leads outside the project root (to ${target})`,
    /** Notes on the change set, shown with the report. */
    note: {
        sinceBase: (base, mergeBase) => `changes since ${base} (merge-base ${mergeBase}), work tree included`,
        checkedAt: (to) => `files are checked as they are at ${to}`,
        repeatedInDiff: (file, count) => `${file} appears ${count} times in the diff: the whole file is in scope`,
        shard: (index, count, files, total) => `shard ${index}/${count}: ${files} of ${total} files`,
    },
    /** Why a file is skipped (the report lists it with its reason). */
    skipped: {
        outsideRoot: "outside the project root",
        submodule: "a submodule (not checked)",
        binary: "binary",
        emptyDirectory: "an empty directory",
        toolsSkipDirectory: "a directory the project's formatters and linters skip (node_modules, .git): name a file in it to check it",
        rootIsNotAFile: "the project root itself is not a file",
        deletedAfterEdit: "no such file (deleted after the edit?)",
        danglingSymlink: "a dangling symlink",
        symlinkOutsideRoot: "a symlink that leads outside the project root",
        symlinkInside: "a symlink (its target is checked as its own file)",
        directory: "a directory",
        notRegularFile: "not a regular file",
        unreadable: (code) => `unreadable (${code})`,
        tooLargeToScan: (size, cap) => `too large to scan (${size} > ${cap}): NOT checked, not even for secrets`,
        /** An oversized file that no check reads after all. */
        tooLarge: (size, max) => `too large (${size} > ${max})`,
    },
    /** For an oversized file's notes. */
    oversized: (size, max) => `too large for format, lint and types (${size} > ${max})`,
};
/** src/policy: finding, reading and validating the policy; each message names the file and the key. */
export const policyMessages = {
    invalid: (label, problem) => `${label}: ${problem}`,
    unknownCheck: (at, key, expected, suggestion) => `${at}: unknown check "${key}": ${expected}${suggestion}`,
    unknownKey: (where, key, expected, suggestion) => `${where ? `${where}: ` : ""}unknown key "${key}": ${expected}${suggestion}`,
    expectedKeys: (keys) => keys.length === 0 ? "this object takes no keys" : `expected ${keys.join(", ")}`,
    issue: (at, message) => `${at}: ${message}`,
    tokenInPolicy: (at) => `${at}.token: the token never goes in a policy (it would be committed): set QGATE_REMOTE_CACHE_TOKEN (or TURBO_TOKEN) in the environment, from your CI's secrets`,
    cannotRead: (label, code) => `${label}: cannot read policy file (${code})`,
    invalidJson: (label, problem) => `${label}: invalid JSON: ${problem}`,
    unknownPolicy: (where, name, names, suggestion) => `${where}: unknown policy "${name}": expected one of ${names.join(", ")} or a path to a JSON file${suggestion}`,
    notFound: (label, extendsFrom) => extendsFrom === undefined
        ? `${label}: policy file not found`
        : `${extendsFrom}: extends: policy file ${label} not found`,
    circularExtends: (label, next) => `${label}: extends: circular reference to ${next}`,
};
/** src/checks: why a check could not run (its failures), its notes, and the findings qgate words itself. */
export const checkMessages = {
    /** Shared by the checks. */
    cannotRead: (file, reason) => `cannot read ${file}: ${reason}`,
    cannotWrite: (file, reason) => `cannot write ${file}: ${reason}`,
    notInstalledRequired: (name, where) => `${name} is not installed in ${where} and the policy requires the project's own (requireProjectTool)`,
    bundledMissing: (name) => `${name} is not installed in the project, and qgate's bundled copy is missing`,
    format: {
        /** One note for every file Prettier's ignore files exclude, not one a file (as ESLint's). */
        ignored: (files) => `${plural(files.length, "file")} ignored by Prettier's ignore files: ${listSome(files)}`,
        noParser: (files) => `${plural(files.length, "file")} of a type Prettier has no parser for: ${listSome(files)}`,
        configUnreadable: (file, reason) => `Prettier could not read its configuration for ${file}: ${reason}`,
        failed: (version, file, reason) => `Prettier ${version} failed on ${file}: ${reason}`,
        notPrettier: (version, dir) => `prettier ${version} at ${dir} does not look like Prettier`,
        /** Findings. */
        cannotParse: (reason) => `Prettier cannot parse this file: ${reason}`,
        notFormatted: (line, endLine) => line === endLine
            ? `File is not formatted (Prettier): line ${line} differs`
            : `File is not formatted (Prettier): lines ${line}-${endLine} differ`,
    },
    lint: {
        noConfigRequired: (file) => `no ESLint config (eslint.config.js or .eslintrc) for ${file}, and the policy requires the project's own setup (requireProjectTool)`,
        legacyOnEslint10: (config, tool, version) => `${config} is a legacy .eslintrc config, which ESLint 10 dropped, and ${tool} is ${version}: install eslint@9 (or 8) in the project or migrate to eslint.config.js`,
        projectEslint: "the project's ESLint",
        bundledEslint: "qgate's bundled ESLint (the project has none)",
        defaultConfig: "the default config",
        qgateDefaultConfig: "qgate's default config",
        legacyNeeds7to9: (version, config) => `ESLint ${version} cannot run ${config}: qgate needs ESLint 7, 8 or 9 for .eslintrc configs`,
        flatNeeds821: (version, config) => `ESLint ${version} cannot run ${config}: flat config needs ESLint 8.21 or later`,
        ruleCrashed: (ruleId, where, tool, first) => `rule "${ruleId}" crashed on ${where} (${tool}): ${first}`,
        crashed: (tool, where, first) => `${tool} crashed on ${where}: ${first}`,
        failedOn: (tool, file, first) => `${tool} failed on ${file}: ${first}`,
        /** A failure: reporters show the check's id before it, so it does not repeat it. */
        failed: (reason) => reason,
        withFix: (message, fix) => `${message}; ${fix}`,
        unsupportedTypeScript: (config, tseslint, range, typescript, reason) => `${config} uses typescript-eslint${tseslint ? ` ${tseslint}` : ""}, which supports TypeScript ${range}, ` +
            `not the project's ${typescript ?? "TypeScript"}: give ESLint a supported TypeScript ` +
            `(TypeScript 7's release notes show TypeScript 6 side by side), or exclude .ts files from lint in .qgaterc.json ` +
            `(checks.lint.exclude) [typescript-eslint: ${reason}]`,
        installListed: (name) => `package.json lists ${name} but it is not installed: run npm install`,
        installMissing: (name) => `install it: npm i -D ${name}`,
        /** Notes. */
        ignored: (config, files) => `ignored by ESLint (${config}): ${files}`,
        defaultConfigUsed: (packageDir, version, description) => `lint: no ESLint config in ${packageDir || "the project"}; used qgate's bundled ESLint ${version} with ${description}`,
    },
    /** The project's own formatters and linters besides Prettier and ESLint (Biome, oxlint, oxfmt, dprint). */
    ownTools: {
        notInstalled: (tool, config, pkg, where) => `${config} configures ${tool}, but ${pkg} is not installed in ${where}: install it (npm i -D ${pkg})`,
        noBinary: (tool, version, platformPackage) => `${tool} ${version}: its platform binary is missing (no ${platformPackage} installed): reinstall with optional dependencies (npm install --include=optional)`,
        rejectedConfig: (tool, version, where, problem) => `${tool} ${version} rejected ${where}: ${problem} (fix the config; the tool's own CLI shows the full diagnostic)`,
        failed: (tool, version, file, problem) => `${tool} ${version} failed on ${file}: ${problem}`,
        unreadableOutput: (tool, version, file, problem, supported) => `${tool} ${version} on ${file}: qgate could not read its output (${problem}); qgate reads ${tool} ${supported}`,
        /** The tool refused the command line qgate built for it: qgate's fault or an unsupported version, not the project's. */
        rejectedArguments: (tool, version, problem, supported) => `${tool} ${version} rejected the arguments qgate passed it (${problem}): qgate drives ${tool} ${supported}; with a version in that range this is a bug in qgate, please report it`,
        /** Notes: a file the tool's own CLI would not check either. */
        notChecked: (tool, files, reason) => `${tool} does not check ${files}: ${reason}`,
        unsupportedFile: "it has no formatter for this file type",
        lockfile: "it leaves lockfiles alone",
        ignoredFile: "its ignore files or config exclude it",
        didNotFinish: (tool, version, file, reason) => `${tool} ${version} did not finish on ${file}: ${reason}`,
        /** Findings. */
        notFormatted: (tool, line, endLine) => line === endLine
            ? `File is not formatted (${tool}): line ${line} differs`
            : `File is not formatted (${tool}): lines ${line}-${endLine} differ`,
        cannotParse: (tool, reason) => `${tool} cannot parse this file: ${reason}`,
    },
    types: {
        /** Failures: every reporter shows the check's id before them (`types: …`), so they do not repeat it. */
        failed: (reason) => reason,
        failedIn: (where, reason) => `${where}: ${reason}`,
        notLoaded: (version, where, reason) => `typescript ${version} could not be loaded in ${where}: ${reason}`,
        noProject: "files in no tsconfig project",
        compilerOptions: "compiler options",
        diagnostic: (where, diagnostic) => `${where}: ${diagnostic}`,
        nativeMissing: (version, nativePackage) => `typescript ${version}: its native compiler is missing (no ${nativePackage} installed)`,
        nativeUnfinished: (version, where, reason) => `typescript ${version}: tsc on ${where} did not finish: ${reason}`,
        nativeFailed: (version, where, exitCode, reason) => `typescript ${version}: tsc on ${where} failed (exit code ${exitCode}): ${reason}`,
        lspExited: (how, stderr) => `its language server exited (${how})${stderr ? `: ${stderr}` : ""}`,
        lspNoPipes: "its language server could not be started with pipes",
        lspClosed: "its language server's connection closed",
        lspNoPullDiagnostics: "its language server does not answer diagnostic requests",
        lspNoAnswer: (ms) => `its language server did not answer within ${Math.round(ms / 1000)} s`,
        lspAborted: "the run was cancelled",
        /** Notes. */
        nativeReadsWorkTree: (overlaid, files) => `types: TypeScript 7's native compiler reads the work tree, not the ${plural(overlaid, "file")} that differ in the snapshot checked (it takes no file contents from qgate): ${files}`,
        nativeFellBack: (version, where, reason) => `types: typescript ${version} on ${where}: ${reason}; checked with a tsc run instead (the next run tries the language server again)`,
        javaScriptNotChecked: (files) => `types: not checked, JavaScript in no TypeScript project with allowJs: ${files}`,
        borrowedOptions: (config) => `the options of ${config}`,
        defaultOptions: "qgate's default options (no tsconfig.json found)",
        orphans: (borrowed, files) => `types: not in any tsconfig project, so checked with ${borrowed}: ${files}`,
        outsideProgram: (config, count, files) => `types: ${plural(count, "file")} of the named directories not checked: ${config} does not include ${count === 1 ? "it" : "them"}, so tsc -p would not check ${count === 1 ? "it" : "them"} either (name a file to check it with its options): ${files}`,
    },
    security: {
        failedOn: (what, file, reason) => `${what} ${file}: ${reason}`,
        cannotReadFile: "could not read",
        secretlintFailed: "secretlint failed on",
        eslintFailed: "eslint (security rules) failed on",
        parserNotLoaded: "the TypeScript parser is not loaded",
        rulesNotObject: 'options.rules: expected an object like {"security/no-eval": "warn"}',
        unknownRule: (key, known) => `options.rules: unknown rule "${key}": expected one of ${known.join(", ")}`,
        badLevel: (key) => `options.rules["${key}"]: expected "off", "warn" or "error"`,
        /** Notes. */
        oversized: (file, reason, secretsOn) => `${file}: ${reason}; ${secretsOn ? "scanned for secrets only" : "NOT scanned: the secret scan is off"}`,
        /** Findings. */
        secretFound: (kind) => `${kind} found: move it out of the source (an environment variable or a secret store) and rotate it`,
        notScanned: (reason) => `not scanned for dangerous patterns: ${reason}`,
    },
};
/** src/engine and the pipeline: what qgate says about a run as a whole. */
export const engineMessages = {
    nothingToCheck: "nothing to check",
    /** A check that did not finish: its failure's message. */
    checkTimedOut: (id, ms) => `${id} timed out after ${ms} ms and was stopped`,
    checkCrashed: (id, reason) => `${id} crashed: ${reason}`,
    workerExited: (id, code) => `${id} stopped unexpectedly (worker exit code ${code})`,
    hostClosed: (id) => `${id} did not run: qgate was stopping its checks`,
    /** What a tool printed with console.* in a check's worker, as one note. */
    toolPrinted: (id, first, more) => `${id}: a tool printed: ${first}${more > 0 ? ` (+${more} more lines)` : ""}`,
    unhandledRejection: (reason) => `unhandled rejection: ${reason}`,
    /**
     * Type errors shown on a diff outside its changed lines: the base revision lacks them ("2 type errors
     * on lines the change did not touch are new against the base revision 1a2b3c4d5e6f: the change
     * caused them (src/a.ts:6, …)").
     */
    causedByChange: (count, base, where, noun = "type error") => `${plural(count, noun)} on lines the change did not touch ${count === 1 ? "is" : "are"} new against the base revision ${base}: the change caused ${count === 1 ? "it" : "them"} (${listSome(where)})`,
    /** Named files (no base revision): findings in the files that depend on them. */
    inDependentsOfNamed: (count, where, noun = "type error") => `${plural(count, noun)} in files you did not name (${listSome(where)}): named files are checked with every file that depends on them, since there is no base revision to tell what a change to them caused, so ${count === 1 ? "it" : "these"} may have been there before; --diff HEAD shows only what a change caused`,
    /** A diff read from standard input: nothing to compare the findings outside its lines with. */
    notComparedWithBase: (count) => `${plural(count, "finding")} outside the changed lines ${count === 1 ? "is" : "are"} counted as pre-existing without a base revision to compare with (a diff on standard input): a type error or lint finding the change caused on an unchanged line would be among them; --diff <base> compares with the base`,
    /** "prettier 3.10.1 and typescript 5.9.3: qgate's bundled copies (none installed in the project)". */
    bundledCopies: (named, packageDir) => `${andList(named)}: qgate's bundled ${named.length === 1 ? "copy" : "copies"} (none installed in ${packageDir || "the project"})`,
};
/**
 * "a", "a and b", "a, b, and c": what `Intl.ListFormat("en")` gives, whose constructor costs about
 * 24 ms on its first use in a process (ICU's data), on every cold run that names a bundled tool.
 */
function andList(items) {
    if (items.length <= 2)
        return items.join(" and ");
    return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}
/** src/routing: settings files, the logs, the error hook, the webhook and the metrics log. */
export const routingMessages = {
    settingsUnreadable: (file, code) => `${file}: cannot read settings (${code})`,
    settingsInvalidJson: (file, problem) => `${file}: invalid JSON: ${problem}`,
    settingsNotObject: (file) => `${file}: expected a JSON object at the top level`,
    metricsUnreadable: (file, code) => `stats: ${JSON.stringify(file)}: cannot read the metrics log (${code})`,
    logsUnwritable: (dir, code) => `qgate: warning: cannot write logs in ${JSON.stringify(dir)} (${code}); continuing without logs`,
    /** The lines an install or uninstall lists for a hooks file. */
    hookCommandChanged: (event, command, previous) => `hooks.${event}: command "${command}" (was "${previous}")`,
    hookMatcherChanged: (event, matcher, previous) => `hooks.${event}: matcher "${matcher}" (was "${previous}")`,
    hookAdded: (event, matcher, command) => `hooks.${event}: added ${matcher ? `(matcher ${matcher}) ` : ""}"${command}"`,
    hookRemoved: (event) => `removed qgate from hooks.${event}`,
    /** Why the error-occurred hook did not run, or how it ended (logged). */
    errorHook: {
        loopGuard: "already inside an error-occurred hook (loop guard)",
        isQgate: "the configured error hook is qgate itself (already logged)",
        cannotStart: (reason) => `could not start: ${reason}`,
        timedOut: (ms) => `timed out after ${ms} ms and was killed`,
        killed: "was killed by a signal",
        exited: (code, stderr) => `exited with status ${code}${stderr ? `: ${stderr}` : ""}`,
        failed: (source, detail) => `error-occurred hook (${source}) ${detail ?? "failed"}`,
    },
    /** Why the webhook was not delivered (logged). */
    webhook: {
        notSet: (name) => `${name} is not set`,
        notHttp: (name) => `${name} is not an http(s) URL`,
        status: (status) => `HTTP ${status}`,
        noAnswer: (ms) => `no answer within ${ms} ms`,
        failed: (host, detail) => `webhook delivery failed${host ? ` (${host})` : ""}: ${detail ?? "unknown"}`,
    },
    /** qgate stats, when there is nothing to show. */
    noMetrics: (dir) => `No metrics recorded yet: no metrics.jsonl in ${dir}.\nThe assistant hooks write it on every gate run and prompt (qgate install claude), qgate check on every run.\n`,
    noMatch: "No gate runs or prompts match.",
};
/** src/stats: what the dashboard page says about its input (qgate dashboard). */
export const statsMessages = {
    noLog: (sources) => `No metrics log found (${sources}). The assistant hooks write one on every gate run and prompt (qgate install <assistant>), and qgate check on every run.`,
    emptyLog: (sources) => `The metrics log holds no records (${sources}).`,
    corrupt: (count, where, more) => `${plural(count, "corrupt line")} skipped (${where.join(", ")}${more ? ", …" : ""}).`,
    ignored: (count) => `${plural(count, "record")} of a type this version does not know (written by a newer qgate) ignored.`,
    duplicates: (count) => `${plural(count, "duplicate record")} across the merged logs counted once.`,
    unattributed: (count) => `${plural(count, "record")} from an older qgate ${count === 1 ? "names no project and is" : "name no project and are"} left out: --all-projects counts every project's.`,
    olderRecords: (older, runs) => `${older} of ${plural(runs, "gate run")} come from an older qgate that did not record the time per check or the rules: those charts cover the rest.`,
    noMatch: "No gate runs or prompts match this period and filter.",
    oneDay: (day) => `Every record falls on one day (${day}): each chart shows one point, and a trend needs more days.`,
    served: "no run of the period recorded where it was served from (older qgate versions did not)",
    noData: "No data for this chart in the period.",
};
/** src/cli: the command line's usage errors and the one-line errors and status lines the CLI prints. */
export const cliMessages = {
    /** How every QgateError is printed: `qgate: <message>`. */
    error: (message) => `qgate: ${message}`,
    internalError: (reason) => `qgate: internal error: ${reason} (QGATE_DEBUG=1 shows the stack)`,
    unknownTopOption: (name) => `unknown option ${name} (see qgate --help)`,
    unknownCommand: (name, suggestion) => `unknown command "${name}"${suggestion} (see qgate --help)`,
    unknownOption: (command, word, suggestion) => `${command}: unknown option ${word}${suggestion} (see qgate ${command} --help)`,
    needsValue: (command, option, example) => `${command}: ${option} needs a value${example ? `, e.g. ${option} ${example}` : ""} (see qgate ${command} --help)`,
    unexpectedArgument: (command, argument) => `${command}: unexpected argument "${argument}" (see qgate ${command} --help)`,
    /** Node's own parseArgs message, for anything else it refuses. */
    parseError: (command, message) => `${command}: ${message}`,
    /** qgate check's options. */
    unknownCheck: (id, checks) => `--only: unknown check "${id}": expected ${checks.join(", ")}`,
    noChecks: (checks) => `--only: expected a comma-separated list of ${checks.join(", ")}`,
    unknownScope: (value) => `--scope: unknown scope "${value}": expected added, context, file or all`,
    /** --format targets. */
    bothToStdout: (names) => `--format: ${names.join(" and ")} would both write to stdout; send all but one to a file (e.g. --format ${names[1]}=report.${names[1]})`,
    sameReportFile: (file) => `--format: two reports would be written to ${file}`,
    cannotWriteReport: (name, file, code) => `--format ${name}=${file}: cannot write (${code})`,
    stdoutFailed: (code) => `qgate: cannot write the report to stdout (${code})`,
    /** qgate hook's own options (parsed by hand, light enough for the thin client). */
    hook: {
        unknownOption: (name) => `hook: unknown option ${name} (see qgate hook --help)`,
        needsValue: (name, example) => `hook: ${name} needs a value${example ? `, e.g. ${name} ${example}` : ""} (see qgate hook --help)`,
        unknownAssistant: (value, assistants) => `hook: --assistant: unknown assistant "${value}": expected ${assistants.join(", ")}`,
        badWebhookEnv: (value) => `hook: --webhook-env "${value}": expected an environment variable name`,
    },
    /** qgate stats. */
    stats: {
        badSince: (value) => `stats: --since "${value}": expected an ISO date or time such as 2026-01-31 or 2026-01-31T09:00:00Z`,
        badDate: (command, option, value) => `${command}: --${option} "${value}": expected an ISO date or time such as 2026-01-31 or 2026-01-31T09:00:00Z`,
        badFormat: (format) => `stats: --format "${format}": expected pretty or json`,
        emptySession: (command = "stats") => `${command}: --session: expected a session id`,
        emptyProject: (command) => `${command}: --project: expected the project's directory`,
        projectAndAll: (command) => `${command}: --project and --all-projects: give one (a project, or every project in the log)`,
        unknownAssistant: (value, assistants, suggestion, command = "stats") => `${command}: --assistant "${value}": expected ${assistants.join(", ")}${suggestion}`,
        unknownDoor: (command, value, doors) => `${command}: --door "${value}": expected ${doors.join(", ")}`,
    },
    /** qgate dashboard. */
    dashboard: {
        written: (file, runs, from, to) => `qgate: dashboard written to ${file} (${plural(runs, "gate run")}${from !== null && to !== null ? `, ${from} to ${to}` : ""})`,
        cannotWrite: (file, code) => `dashboard: --out ${JSON.stringify(file)}: cannot write (${code})`,
        cannotOpen: (file, reason) => `qgate: could not open ${file} (${reason}); open it in a browser`,
        badPeriod: (since, until) => `dashboard: --since ${since} is not before --until ${until}`,
    },
};
/** qgate report's formats (src/report). */
const OPERATION_BLOCKED = "qgate: the operation is blocked";
export const reportMessages = {
    /** How a blocking gate's answer starts (a door can tell its own words by it). */
    operationBlocked: OPERATION_BLOCKED,
    /** The assistant text (what a hook hands the model): its headline and its lines. */
    assistant: {
        noFiles: "no files",
        couldNotRun: (checks) => `${plural(checks, "check")} could not run`,
        nothingToCheck: "qgate: nothing to check",
        blocked: (counts, where) => `${OPERATION_BLOCKED}: ${counts} in ${where}`,
        passed: (where, checks) => `qgate: ${where}: passed${checks.length > 0 ? ` (${checks.join(", ")})` : ""}`,
        findings: (counts, where, notStrict) => `qgate: ${counts || "nothing to report"} in ${where}${notStrict ? " (strict mode is off, so this does not block)" : ""}`,
        failure: (check, errorType, message, where) => `- could not run ${check}: ${errorType}: ${message}${where}`,
        fullReport: (file) => `Full report: ${file}`,
        fullReportNotSaved: "Full report: not saved (log directory not writable)",
        preexisting: (count) => `(${plural(count, "pre-existing finding")} outside the change not shown)`,
        fixed: (files) => `Fixed: ${files.join(", ")}`,
        skipped: (file, reason) => `- skipped ${file}: ${reason}`,
        moreSkipped: (count) => `- ... and ${count} more skipped`,
        moreNotShown: (count, detail) => `... ${count} more not shown (${detail})`,
    },
    unknownFormat: (name, names) => `unknown --format "${name}": expected one of ${names.join(", ")}`,
    missingFile: (name) => `--format ${name}=: missing file name after "="`,
};
/** qgate prompt lint and prompt new (src/cli/commands/prompt.ts, src/prompt). */
export const promptMessages = {
    badInteger: (option, value, min, max) => `prompt lint: ${option} "${value}": expected a whole number from ${min} to ${max}`,
    noInput: "prompt lint: expected a file, or - to read the prompt from standard input",
    stdinUnreadable: (code) => `prompt lint: cannot read standard input (${code})`,
    fileUnreadable: (file, code) => `prompt lint: ${file}: cannot read (${code})`,
    badFormat: (format) => `prompt lint: --format "${format}": expected pretty or json`,
    oneFile: (argument) => `prompt lint: unexpected argument "${argument}": give one file or -`,
    blocked: (score, minimum) => `qgate: prompt blocked: score ${score} is below the minimum ${minimum} (strict mode)`,
    noTechnique: (techniques) => `prompt new: expected a technique: ${techniques.join(", ")}`,
    newUnexpectedArgument: (argument) => `prompt new: unexpected argument "${argument}"`,
    unknownTechnique: (technique, techniques) => `prompt new: unknown technique "${technique}": expected one of ${techniques.join(", ")}`,
    unknownOption: (option) => `prompt: unknown option ${option} (see qgate prompt --help)`,
    unknownSubcommand: (sub) => `prompt: unknown subcommand "${sub}": expected lint or new`,
    resourceOnlyForTemplates: (technique) => `prompt new: --resource applies only to template-generation, not ${technique}`,
    badResource: (resource) => `prompt new: --resource "${resource}": expected a name of letters, digits, - or _ (e.g. invoice)`,
    badRole: 'prompt new: --role: expected one line, e.g. "a senior security engineer"',
};
/** src/daemon and qgate daemon: the daemon's usage errors, status lines, refusals and log lines. */
export const daemonMessages = {
    /** qgate daemon. */
    badEnvNumber: (name, value) => `${name}="${value}": expected a whole number above 0`,
    alreadyStarting: "qgate: a daemon is already running (or starting)",
    alreadyRunning: (pid) => `qgate daemon already running (pid ${pid})`,
    didNotStart: (log) => `daemon: it did not start within 10 s (see ${log})`,
    noHttp: (port, log) => `daemon: it did not serve HTTP on 127.0.0.1:${port} (see ${log})`,
    started: (pid, socket, httpPort) => `qgate daemon started (pid ${pid}, socket ${socket}${httpPort !== undefined ? `, http://127.0.0.1:${httpPort}/` : ""})`,
    notRunning: "no qgate daemon running",
    didNotStop: (pid) => `daemon: pid ${pid} did not stop within 10 s`,
    stopped: (pid) => `qgate daemon stopped (pid ${pid})`,
    unexpectedArgument: (argument) => `daemon: unexpected argument "${argument}" (see qgate daemon --help)`,
    badFormat: (format) => `daemon: --format "${format}": expected pretty or json`,
    badHttpPort: (value) => `daemon: --http "${value}": expected a port number from 1 to 65535`,
    unknownAction: (action) => `daemon: unknown action "${action}": expected start, stop, status or restart`,
    /** The client (bin/qgate.js): why a command ran without the daemon. */
    checkedWithout: (reason) => `qgate: daemon: ${reason}; checked without it`,
    unreachable: (reason) => `the daemon could not be reached: ${reason}`,
    connectTimedOut: "connect timed out",
    tokenMissing: "the daemon's token file is missing",
    startTimedOut: "it did not start within 5 s",
    queueTimedOut: "no answer in the queue within 120 s",
    notJson: "it answered something that is not JSON",
    noAnswerWithin: (seconds) => `no answer within ${seconds} s`,
    unexpectedAnswer: (type) => `unexpected answer "${type}"`,
    stoppedMidRequest: "it stopped in the middle of the request",
    connectionError: (code) => `connection error (${code})`,
    notPrivate: (dir, reason) => `daemon directory ${dir} is not private: ${reason}`,
    /** Why the daemon's directory is not private. */
    dir: {
        missing: "it does not exist",
        notDirectory: "it is not a directory",
        otherUser: "it belongs to another user",
        mode: (mode) => `its mode is ${mode}, not 700`,
    },
    /** The server's refusals and errors, as the client or the HTTP caller receives them. */
    refused: {
        origin: "requests from web pages (an Origin header) are refused",
        host: (host) => `unexpected Host "${host}"`,
        method: "only POST is served",
        token: "wrong or missing token",
        requestNotJson: "not JSON",
        unknownRequest: "unknown request type",
        version: (daemon, client) => `the daemon runs qgate ${daemon}, this is ${client}`,
        incomplete: "argv, cwd and env are required",
        disabled: "the project's policy turns the daemon off",
    },
    httpError: (message) => `qgate: ${message}`,
    /** Lines in the daemon's log file, and why it stopped. */
    log: {
        started: (pid, socket) => `started: pid ${pid}, socket ${socket}`,
        servingHttp: (port) => `serving HTTP hooks on 127.0.0.1:${port}`,
        configChanged: (root) => `configuration or tools changed in ${root}: restarting its workers`,
        fingerprintFailed: (root, reason) => `fingerprint of ${root}: ${reason}`,
        requestFailed: (reason) => `request failed: ${reason}`,
        recycling: (rssMb, ceilingMb) => `resident memory ${rssMb} MB over the ${ceilingMb} MB ceiling: recycling workers`,
        stopping: (reason) => `stopping: ${reason}`,
    },
    stopReason: {
        cannotListen: (port, code) => `cannot listen on 127.0.0.1:${port} (${code})`,
        filesRemoved: "its socket or token file was removed",
        idle: (seconds) => `idle for ${seconds} s`,
        asked: "asked to stop",
    },
};
/**
 * `--timings` (QGATE_TIMINGS=1): one line per step on stderr, after the command's own output, each
 * `qgate timing: <step> <ms> ms`, with what the step did in parentheses when that is worth saying.
 */
export const timingMessages = {
    header: (how) => how === "warm"
        ? "qgate timings: warm (the daemon ran the command; its steps are the daemon.* and those after)"
        : how === "replayed"
            ? "qgate timings: replayed (a recorded run of this command on the same inputs: no check ran, the report's timings are the recorded run's)"
            : "qgate timings: cold (no daemon; this process ran the command)",
    line: (entry, how) => {
        const notes = [
            entry.step === "outside-checks"
                ? how === "warm"
                    ? "in the daemon, around the checks"
                    : "in this process, around the checks"
                : TIMING_STEPS[entry.step],
            entry.files !== undefined ? plural(entry.files, "file") : undefined,
            entry.cached === true ? "cached: its files and configs are unchanged" : undefined,
            entry.cpuMs !== undefined
                ? `${Math.round(entry.cpuMs)} ms of CPU in the daemon, its workers included`
                : undefined,
        ].filter((note) => note !== undefined);
        return `qgate timing: ${entry.step} ${entry.ms.toFixed(1)} ms${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
    },
};
/** What a timing step covers, where its name does not say it. */
const TIMING_STEPS = {
    "client.start": "process start to qgate's first line",
    "client.load": "the client's modules",
    "client.connect": "to the daemon's socket",
    "client.first-byte": "since the process started",
    "client.wait": "request sent to answer read",
    "daemon.request": "parse, token, version, queue",
    "daemon.policy": "the policy's daemon settings",
    "daemon.config": "the project's config fingerprint",
    "daemon.answer": "the answer's frame",
    "daemon.total": "request read to answer sent",
    "engine.checks": "the checks, concurrently",
    "engine.report": "findings in scope, verdict, notes",
    "hook.logs": "metrics and performance logs",
    "hook.report-file": "the full JSON report beside the logs",
    "cli.redact": "the output through the redactor",
    "cli.run": "the command in this process",
    "cli.record": "the run's record, for a replay of the same command",
    "client.replay": "the recorded run found and its inputs checked",
    "replay.inputs": "the recorded run's inputs read and hashed again",
    "replay.remote": "the recorded run asked of the remote cache",
    total: "process start to the end",
};
/** qgate cache status|clean: the result cache on disk (engine/disk-cache.ts). */
export const cacheMessages = {
    unexpectedArgument: (argument) => `cache: unexpected argument "${argument}" (see qgate cache --help)`,
    badFormat: (format) => `cache: --format "${format}": expected pretty or json`,
    unknownAction: (action) => `cache: unknown action "${action}": expected status or clean`,
    /** Why the cache is off, when it is. */
    offByEnv: "off (QGATE_CACHE)",
    offByPolicy: (source) => `off (cache.enabled is false in ${source})`,
    on: "on",
    status: (state, dir, entries, bytes, maxBytes, runRecords, remote, warnings = []) => [
        `qgate cache: ${state}`,
        `  directory: ${dir}`,
        `  ${plural(entries, "entry", "entries")}, ${megabytes(bytes)} of ${megabytes(maxBytes)} (least recently used removed past that)`,
        `  ${plural(runRecords, "run record")} (whole \`qgate check\` runs replayed when nothing they read changed)`,
        `  remote: ${remote}`,
        ...warnings.map((warning) => `  warning: ${warning}`),
    ].join("\n"),
    /** The remote's line in `qgate cache status` (never the token). */
    remote: (url, team, readOnly, signed, from, state) => `${url} (team ${team}; ${readOnly ? "read-only" : "read and write"}; ${signed ? "signed artifacts" : "unsigned artifacts"}; from ${from}): ${state}`,
    noRemote: "none (set QGATE_REMOTE_CACHE_URL, or cache.remote.url in the policy; see docs/cache.md)",
    cleaned: (entries, dir, records, runsDir) => `qgate cache: removed ${plural(entries, "entry", "entries")} from ${dir}${records > 0 ? ` and ${plural(records, "run record")} from ${runsDir}` : ""}`,
};
/** The remote result cache (engine/remote-cache.ts): notes in the report, each said at most once a run. */
export const remoteCacheMessages = {
    badUrl: (from) => `remote cache: ${from} is not an http(s) URL: the remote cache is off for this run`,
    noTeam: (url) => `remote cache ${url}: no team set (QGATE_REMOTE_CACHE_TEAM, TURBO_TEAM or cache.remote.team): the remote cache is off for this run`,
    skipped: (url, reason) => `remote cache ${url}: ${reason}: skipped for the rest of this run`,
    refused: (url, signed) => signed
        ? `remote cache ${url}: refused an entry without a valid signature (x-artifact-tag): checked here instead`
        : `remote cache ${url}: refused an entry that is not what its key says: checked here instead`,
    tokenRefused: (status, hasToken) => hasToken
        ? `the server refused the token (${status}): check QGATE_REMOTE_CACHE_TOKEN (or TURBO_TOKEN) and the team`
        : `the server asks for a token (${status}): set QGATE_REMOTE_CACHE_TOKEN (or TURBO_TOKEN)`,
    errorStatus: (status) => `the server answered ${status}`,
    noAnswer: (ms) => `no answer within ${ms / 1000} s`,
    unreachable: (code) => `not reachable (${code})`,
    reachable: "reachable, token accepted",
    /** A bad QGATE_CACHE_MAX_MB, which the policy's cap replaces. */
    badMaxMb: (value, mb) => `QGATE_CACHE_MAX_MB="${value}" is not a whole number of megabytes (1 or more): the cache's cap is ${mb} MB`,
};
function megabytes(bytes) {
    return `${(bytes / 1048576).toFixed(bytes < 1048576 ? 2 : 1)} MB`;
}
/** qgate install and uninstall: usage errors, and the lines that say what changed. */
export const installMessages = {
    /** A fail-closed guard hook's own refusal when qgate cannot answer (no single quote: shell-quoted). */
    failClosedRefusal: "qgate: the secrets guard could not run, so this was refused (secrets.failClosed in the policy)",
    failClosedNote: "secrets.failClosed: the guard hooks refuse when qgate cannot answer (missing or crashed)",
    nxBadJson: "install nx: nx.json is not a JSON object (fix it, then install again)",
    nxPlugin: (what) => `${what} the qgate/nx plugin`,
    turboBadJson: (file) => `install turbo: ${file} is not a JSON object (fix it, then install again)`,
    turboNoWorkspaces: "install turbo: no workspaces in package.json (workspaces) or pnpm-workspace.yaml: Turborepo runs tasks in workspace packages",
    turboPipeline: "install turbo: turbo.json has `pipeline` (Turborepo 1): migrate it to `tasks` first (npx @turbo/codemod migrate)",
    turboTask: (what, name) => `${what} the ${name} task`,
    turboScript: (what, script) => `${what} the qgate script: ${script}`,
    turboScriptKept: (file, script) => `${file}: kept its own qgate script (${script}); turbo runs it for the qgate task`,
    nameTarget: (mode, targets) => `${mode}: name a target: ${targets.join(", ")} (see qgate ${mode} --help)`,
    unknownTarget: (mode, target, targets, suggestion) => `${mode}: unknown target "${target}": expected ${targets.join(", ")}${suggestion}`,
    detectIsForInstall: "uninstall: --detect is for install: name a target to uninstall",
    detectOption: (name) => `install --detect: ${name} is not taken with --detect (only --dry-run, --command, --cwd)`,
    detectCwdValue: "install --detect: --cwd needs a value, e.g. --cwd packages/api",
    detectNothing: (root, dirs) => `install --detect: no assistant's directory in ${root} (${dirs.join(", ")}): name a target instead`,
    unexpectedArgument: (command, argument) => `${command}: unexpected argument "${argument}"`,
    badScope: (command, scope, scopes) => `${command}: --scope "${scope}": expected ${scopes.join(" or ")}`,
    badCommandPrefix: (command) => `${command}: --command: expected a command prefix`,
    codexNote: "note: Codex runs these hooks only in a trusted project, once you trust them in its hooks view (or with --dangerously-bypass-hook-trust)",
    geminiNote: "note: Gemini CLI prints a warning naming every project hook before it runs them",
    cursorNote: "note: Cursor ignores afterFileEdit's answer: the findings reach the agent at stop, as a follow-up message",
    copilotNote: "note: Copilot has no matcher for postToolUse: qgate starts after every tool and exits at once for tools that write nothing; an edit's findings reach the model with the tool's result (Copilot 1.0.49 or later), and agentStop holds the agent while they fail",
    clineNote: "note: Cline reads the hook's answer only after a tool call: a block is context the model reads next; nothing holds the end of a task",
    clineHookComment: "qgate's hook for Cline: `qgate uninstall cline` removes this file",
    clineFileTaken: (command, file) => `${command}: ${file} is not qgate's: Cline also runs a PostToolUse file without the extension, so keep yours there, or call \`qgate hook --assistant cline\` from it`,
    qwenNote: "note: Qwen Code shows the model only continue:false and additionalContext after a tool: a block replaces the tool's result with its reason",
    droidNote: 'note: Droid gives the model a block\'s reason as "[Hook Feedback] …" after the tool; this follows its code and docs (0.225.2), not a run',
    auggieNote: 'note: Auggie gives the agent a block\'s reason as "[PostToolUse]: …"; this follows its code and docs (0.36.0), not a run',
    /** Writing an assistant's settings file. */
    alreadyInstalled: (file) => `qgate is already installed in ${file}: nothing to change`,
    notInstalled: (file) => `qgate is not in ${file}: nothing to remove`,
    dryRun: (command, file) => `${command} --dry-run: would write ${file}`,
    cannotWriteSettings: (file, code) => `${file}: cannot write settings (${code})`,
    changed: (mode, file) => `${mode === "install" ? "installed qgate in" : "removed qgate from"} ${file}:`,
    fileRemoved: (file) => `removed ${file}: nothing else was in it`,
    folderRemoved: (folder) => `removed ${folder}/: qgate install created it, and nothing else is in it`,
    emptyFileKept: (file) => `kept ${file}: it is empty now, but qgate has no record of creating it (it was there before the install, or the install ran in another checkout or as another user): yours to remove`,
    /** A line install prints beside the change: something kept, something to know. */
    note: (text) => `note: ${text}`,
    /** A line install prints on stderr before the change: what may break. */
    warning: (text) => `qgate: warning: ${text}`,
    /** qgate install claude. */
    claude: {
        badScope: (command, scope) => `${command}: --scope "${scope}": expected project, local or user`,
        onlyForInstall: (command, options) => `${command}: ${options} are only for install`,
        asyncWithHttp: (command) => `${command}: --async is for command hooks: HTTP hooks cannot run in the background`,
        badPort: (command, port) => `${command}: --http "${port}": expected a port number from 1 to 65535`,
        httpInProject: (command) => `${command}: --http puts your token in the settings file: use --scope local (not committed) or user`,
        httpHooks: (command) => `${command}: --http installs Claude Code's entries only (--hooks claude)`,
        strictWithoutHttp: (command) => `${command}: --strict goes with --http (command hooks read CLAUDE_STRICT_QUALITY)`,
        badHooks: (command, hooks) => `${command}: --hooks "${hooks}": expected claude, seed or both`,
        notInProject: "qgate is not installed in this project (node_modules/.bin/qgate): the hooks fail until `npm install --save-dev qgate`, or use --command",
        editFilter: (rules) => `the edit hook runs only for files the policy includes (if ${rules.filter((rule) => rule.startsWith("Edit(")).join(", ")}): install again after changing "include"`,
        noEditFilter: (glob) => `the policy's include glob "${glob}" has no Claude Code "if" form (negation, extglob or group): every edit starts qgate`,
        /** What install and uninstall change in the settings file, a line each. */
        notAnObject: `"hooks" is not an object: left alone, nothing installed`,
        seedKeySet: (key, command) => `hooks["${key}"] = "${command}"`,
        seedKeyUpdated: (key, command, previous) => `hooks["${key}"] = "${command}" (was "${previous}")`,
        seedKeyKept: (key) => `hooks["${key}"] is your own command: kept`,
        notAnArray: (event) => `hooks.${event} is not an array: left alone`,
        hooksUpdated: (event, shown, previous) => `hooks.${event}: "${shown}" (was "${previous.join('", "')}")`,
        matcherUpdated: (event, matcher, previous) => `hooks.${event}: matcher "${matcher}" (was "${previous.join('", "')}")`,
        hooksRefreshed: (event, shown) => `hooks.${event}: "${shown}" (its other fields brought up to date)`,
        sharedMatcherKept: (event, theirs, ours) => `hooks.${event}: the group qgate shares with your own hooks keeps its matcher "${theirs}" (qgate's is "${ours}"): change it by hand if you want qgate to run there too`,
        hooksAdded: (event, matcher, shown) => `hooks.${event} += ${matcher !== undefined ? `matcher "${matcher}" ` : ""}"${shown}"`,
        seedKeyRemoved: (key) => `removed hooks["${key}"]`,
        seedKeyDropped: (key) => `removed hooks["${key}"]: the seed's event key, which Claude Code does not read (--hooks seed writes it)`,
        /** --hooks seed or both, into Claude Code's own settings file (printed as a warning on stderr). */
        seedKeysInClaudeSettings: (hooks, file) => `--hooks ${hooks} writes the seed's event keys ("edit-complete", ...) into ${file}, Claude Code's own settings file: Claude Code does not read them, and some versions reject them ("Invalid key in record") and skip the whole file; --hooks claude (the default) writes only what Claude Code reads`,
        removedFrom: (event) => `removed qgate from hooks.${event}`,
    },
    /** qgate install pre-commit. */
    preCommit: {
        notInRepository: (command, cwd) => `${command}: ${cwd} is not in a git repository`,
        cannotWrite: (file, code) => `cannot write ${file} (${code})`,
        commandOnlyForInstall: (command) => `${command}: --command is only for install`,
        cwdNotDirectory: (command, cwd) => `${command}: --cwd ${cwd}: not a directory`,
        emptyCommand: (command) => `${command}: --command: expected a command`,
        notAShellScript: (file) => `${file} is not a shell script: add "qgate check --staged" to it yourself`,
        cannotExtend: (file, lefthook) => `${file}: its ${lefthook ? "pre-commit section" : "repos list"} is in a form qgate cannot extend; add qgate by hand (see qgate install pre-commit --help)`,
        alreadyInstalled: (file) => `qgate is already in ${file}: nothing to change`,
        gitHook: (file, hooksPath) => `git's pre-commit hook ${file}${hooksPath !== undefined ? ` (core.hooksPath ${hooksPath})` : ""}`,
        huskyHook: (file) => `husky's ${file}`,
        lefthookHook: (file) => `lefthook's ${file}`,
        frameworkHook: (file) => `the pre-commit framework's ${file}`,
        active: (where) => `qgate check --staged now runs before each commit: added to ${where}`,
        pending: (where, pending) => `qgate check --staged added to ${where}; it takes effect after ${pending}`,
        huskyPending: "husky is set up in this clone (`npx husky`; core.hooksPath does not point into .husky)",
        lefthookPending: "`lefthook install`",
        frameworkPending: "`pre-commit install`",
        notInAny: "qgate is not in any pre-commit hook: nothing to change",
        removed: (files) => `removed qgate from ${files.join(", ")}`,
    },
};
/**
 * src/hook and src/assistants, the hook doors: every line a door prints or hands back to an assistant, besides the
 * report itself (report/assistant.ts), and the doors' own errors.
 */
export const doorMessages = {
    /** Seed door, on stderr after the report, when the gate blocks. */
    blockedByGate: (reportPath) => `qgate: the operation is blocked by the quality gate${reportPath ? ` (full report: ${reportPath})` : ""}`,
    blockedByPromptCheck: "qgate: the operation is blocked by the prompt check",
    noFilePath: (tool) => `qgate: ${tool}: no file path in the tool result; nothing to check`,
    sessionEnded: (session, files) => `qgate: session ${session ?? "(no record)"} ended: ${plural(files, "changed file")} checked`,
    /** The first line of the prompt check's answer. */
    promptSession: (session, score) => `qgate: session ${session ?? "(not recorded)"}${score !== undefined ? `: prompt score ${score}/100` : ""}`,
    promptScore: (score) => `qgate prompt check: score ${score}/100`,
    promptFinding: (finding) => oneLine(`- ${finding.severity} ${finding.id}: ${finding.message} (${finding.suggestion})`),
    /** Seed door and JSON door word it alike: what blocks, and the policy's minimum. */
    promptBlocked: (score, minimum) => `qgate: the prompt is blocked: its score ${score} is below the policy's minimum ${minimum}`,
    slowRun: (ms, threshold) => `qgate: warning: slow hook run: ${ms} ms (over ${threshold} ms; policy hooks.slowRunMs)`,
    /** The one status line for an error: type, whether it is critical, where it is logged, what to do. */
    errorStatus: (type, critical, logFile, hint) => `qgate: ${critical ? "CRITICAL error" : "error"} ${oneLine(JSON.stringify(type).slice(1, -1), 80)}${logFile ? ` (logged in ${logFile})` : ""}: ${hint}`,
    /** The recovery hint of the error status line, by error type. */
    hints: {
        tool_execution_failed: "check the tool's input and retry; the session log has the call",
        file_operation_failed: "check that the path exists, is inside the project and is writable, then retry",
        network_error: "check the connection, proxy and credentials; the operation can be retried once the network is back",
        dependency_error: "install the missing dependency (npm install) or check package.json and the lockfile",
    },
    criticalHint: "critical: stop and review before continuing",
    defaultHint: "see the error log",
    /** A seed tool-call-complete whose success flag is not "true" (routed as tool_execution_failed). */
    toolFailed: (tool, flag) => `tool ${tool} failed (success flag ${JSON.stringify(flag)})`,
    /** A Claude Code PostToolUseFailure (routed as tool_execution_failed). */
    toolCallFailed: (tool, error) => `tool ${tool} failed: ${error}`,
    /** Copilot's errorOccurred without a message. */
    anErrorOccurred: "an error occurred",
    /** The seed's positional events. */
    unknownEvent: (shown, events) => `hook: unknown event ${shown}: expected ${events.join(", ")} (usage: qgate hook <event> [args...])`,
    wrongArgumentCount: (event, expected, got, usage) => `hook ${event}: expected ${expected} argument${expected === 1 ? "" : "s"}, got ${got} (usage: ${usage})`,
    badChangeType: (shown, usage) => `hook edit-complete: change type ${shown}: expected create, modify or delete (usage: ${usage})`,
    emptyPath: (usage) => `hook edit-complete: empty path (usage: ${usage})`,
    /** Where the project is. */
    projectDirNotDirectory: (dir) => `CLAUDE_PROJECT_DIR ${dir}: not a directory`,
    inputCwdNotDirectory: (dir) => `hook JSON cwd ${dir}: not a directory`,
    stdinTooLarge: (megabytes) => `hook input larger than ${megabytes} MB: not checked`,
    /** A message as a door prints it. */
    line: (message) => `qgate: ${message}`,
    /** Hook JSON qgate cannot use (HookInputError). */
    malformedJson: (detail) => `hook: malformed hook JSON on stdin (${detail})`,
    emptyStdin: "stdin was empty",
    notAnObject: "expected an object",
    cursorEventNotHandled: (shown, events) => `hook: Cursor event ${shown} is not handled (qgate handles ${events.join(", ")})`,
    clineEventNotHandled: (shown, events) => `hook: Cline event ${shown} is not handled (qgate handles ${events.join(", ")})`,
    copilotEventNotHandled: (shown, events) => `hook: Copilot event ${shown} is not handled (qgate handles ${events.join(", ")})`,
    copilotEventUnknown: (events) => `hook: cannot tell which Copilot event this is (qgate handles ${events.join(", ")}): pass --event`,
    whoSent: "hook: cannot tell which assistant sent this JSON (it has no hook_event_name): pass --assistant",
    eventNotHandled: (shown, events) => `hook: event ${shown} is not handled (qgate handles ${events.join(", ")})`,
    /** Session bookkeeping that failed (logged, never a hook failure). */
    sessionRecordFailed: (reason) => `session record: ${reason}`,
    /** Notes on a session's change set (Stop, session-end). */
    noEditsRecorded: "no edits were recorded in this session",
    noSessionRecord: "there is no session record",
    notGitRepository: (reason) => `${reason}, and the project is not a git repository`,
    checkedWorktree: (reason) => `${reason}: checked the git working-tree changes`,
    /** Files the session changed that no edit hook reported (a shell command, a generator). */
    writtenOutsideEdits: (files) => `${plural(files.length, "file")} changed outside the edit tools (a shell command?), checked too: ${listSome(files)}`,
    shellWrote: (tool, files) => `${tool} changed ${plural(files.length, "file")} outside the edit tools: ${listSome(files)}`,
    /** Looking for shell writes failed (logged; the hook goes on without them). */
    stampsFailed: (reason) => `looking for files changed outside the edit tools: ${reason}`,
};
/** What an assistant's config key holds: `lsp` language servers, the others MCP servers. */
const serverKind = (key) => (key === "lsp" ? "language server" : "MCP server");
/**
 * src/hook/secrets-guard.ts: the secrets guard's reasons. Each names what was found and on which line,
 * never any part of the secret, and tells the model what to do instead.
 */
export const secretsGuardMessages = {
    ruleSecret: (rule) => `a secret (secretlint rule ${rule})`,
    /** "an AWS credential on line 3, a GitHub token on line 7". */
    hits: (hits) => `${hits
        .slice(0, 3)
        .map((hit) => `${hit.what} on line ${hit.line}`)
        .join(", ")}${hits.length > 3 ? ` and ${hits.length - 3} more` : ""}`,
    promptRefused: (found) => `qgate refused this prompt before it reached the model: it holds ${found}. Take the secret out (and rotate it if it is real), then send the prompt again; refer to a secret by the name of the variable that holds it (for example $AWS_SECRET_ACCESS_KEY), never by its value.`,
    readRefused: (file, found) => `qgate refused to let ${file} be read: it holds ${found}, and its content would go to the model. Do not read or print this file (nor grep it); where code needs the value, refer to it by its variable's name (for example process.env.API_KEY or $API_KEY) and ask the user to set it.`,
    promptWarned: (found) => `qgate: warning: this prompt holds ${found} and was sent to the model (the policy's secrets.guard is "warn"); rotate it if it is real.`,
    readWarned: (file, found) => `qgate: warning: ${file} holds ${found}; reading it sends it to the model (the policy's secrets.guard is "warn").`,
    guardFailed: (reason) => `qgate refused this because its secrets guard could not run (${reason}) and the policy's secrets.failClosed is true.`,
    /** A report's note when a strict policy turns the guard off. */
    guardOff: 'the secrets guard is off (the policy\'s secrets.guard is "off"): prompts and file reads that hold secrets reach the model',
    /** The fail-closed hook command's own refusal, when qgate could not answer at all. */
    hookCommandFailed: "qgate: the secrets guard could not run; refused (secrets.failClosed)",
};
/** src/mcp: the MCP door (`qgate mcp`): tool descriptions, tool errors, notes and rule explanations. */
export const mcpMessages = {
    /** Tool descriptions: short, since every one is paid for in the model's context. */
    checkTool: "Run qgate's quality gate (format, lint, types, security) on files, a diff base or the staged changes; default: what changed against HEAD.",
    explainTool: "What a qgate finding's rule means and how to fix it (ESLint rule, TS code, security rule).",
    statusTool: "qgate's policy, checks, tool versions and daemon state for this project.",
    /** Argument docs in the tools' input schemas. */
    filesArg: "Files or directories, relative to the project root",
    diffArg: "A git base (branch, tag or commit): what changed since the merge base",
    stagedArg: "Check the staged content (what the next commit holds)",
    onlyArg: "Run only these checks",
    scopeArg: "Which findings of a changed file count: added, context, file or all",
    ruleArg: "A rule id as findings show it: no-unused-vars, TS2322, security/detect-child-process",
    /** One-line tool errors (the result has isError). */
    unknownTool: (name) => `unknown tool "${oneLine(name, 80)}": expected check, explain or status`,
    badArguments: (tool, detail) => `${tool}: bad arguments: ${oneLine(detail, 300)}`,
    oneSelector: "check: give files, diff or staged, not more than one",
    badDiff: "check: diff: expected a git revision (not starting with -)",
    checkFailed: (line) => `check: ${oneLine(line.replace(/^qgate: /, ""), 400)}`,
    checkNoReport: (exitCode) => `check: qgate ended with exit code ${exitCode} and no report`,
    internal: (tool, detail) => `${tool}: internal error: ${oneLine(detail, 300)}`,
    unknownRule: (rule) => `explain: unknown rule "${oneLine(rule, 120)}": expected an ESLint rule id, TS<code>, security/<rule>, secretlint/<rule> or prettier/<rule>`,
    /** Notes in a check's result. */
    coldBecause: (reason) => `checked without the daemon: ${oneLine(reason, 200)}`,
    findingsCut: (shown, total) => `${total} findings: the first ${shown} are listed (run qgate check for all)`,
    /** `qgate install <assistant> --mcp`: the server entry in an assistant's MCP config. */
    install: {
        added: (where) => `added qgate's ${serverKind(where)} to ${where}`,
        updated: (where) => `updated qgate's ${serverKind(where)} in ${where}`,
        removed: (where) => `removed qgate's ${serverKind(where)} from ${where}`,
        lspOnly: (command, assistants) => `${command} --lsp: qgate's language server is installed for ${assistants.slice(0, -1).join(", ")} and ${assistants.at(-1)} only (other editors: docs/lsp.md)`,
        claudeLspFile: (mode) => mode === "install"
            ? "+ qgate's language server plugin for Claude Code"
            : "- qgate's language server plugin",
        claudeLspNote: (marketplace, plugin) => `note: Claude Code loads a plugin it has installed. Once (and once for each teammate): claude plugin marketplace add ./${marketplace} --scope project && claude plugin install ${plugin} --scope project (or start a session with: claude --plugin-dir ./${marketplace}/${plugin.split("@")[0]}). It then shows the model qgate's diagnostics for the files it edits`,
        lspNote: (assistant) => `note: ${assistant} starts qgate's language server at its next session, for the files it edits (TypeScript and JavaScript)`,
        notJsonObject: (file) => `${file}: not a JSON object; fix or move it, then install again`,
        serversNotObject: (file, key) => `${file}: "${key}" is not an object; fix it, then install again`,
        badScope: (command, scope, scopes) => `${command} --mcp: --scope "${scope}": expected ${scopes.join(" or ")}`,
        onlyOptions: (command, option) => `${command} --mcp: ${option} is not taken with --mcp (only --scope, --command, --dry-run, --cwd)`,
        note: (assistant) => `note: ${assistant} starts qgate's MCP server at its next session; its tools are check, explain and status`,
    },
    /** Rule explanations qgate writes itself (the tools' own descriptions are theirs). */
    explain: {
        eslintFix: (fixable) => fixable
            ? "qgate check --fix (or the editor's ESLint fix) repairs it; otherwise change the code as the rule describes."
            : "Change the code as the rule describes; where a case is intended, disable the rule for that line with a reason.",
        tsMeaning: (code, text) => `TypeScript error TS${code}: ${text}`,
        tsFix: "Make the types agree at the reported line: fix the value or its declared type, or the code that uses it. The finding's message has the types involved.",
        securityFix: "Avoid the pattern, or pass only values that cannot come from outside (literals, validated input); a policy can change the rule's level (checks.security.options.rules).",
        secretMeaning: (kind) => `A credential in the source (${kind}): anyone who can read the repository can use it.`,
        secretFix: "Remove it from the file (and from git history if it was committed), rotate it, and load it from the environment or a secret store instead.",
        prettierFormat: "The file is not formatted as the project's Prettier configuration says.",
        prettierFormatFix: "Run qgate check --fix (or prettier --write on the file).",
        prettierSyntax: "Prettier could not parse the file: it has a syntax error at the reported position.",
        prettierSyntaxFix: "Fix the syntax error at the reported line; the finding's message says what was expected.",
        eslintParse: "ESLint could not parse the file: a syntax error, or a parser that does not fit the file.",
        eslintParseFix: "Fix the syntax at the reported line, or configure the right parser for the file type.",
        unusedDirective: "An eslint-disable comment that disables nothing.",
        unusedDirectiveFix: "Remove the comment.",
        levelNote: (level) => `qgate's default level for this rule: ${level}.`,
    },
};
/** The newer assistants' doors and installers: OpenCode's and Kilo's plugin files (installers/opencode-plugin.ts, hook/plugin-door.ts), Windsurf. */
export const pluginMessages = {
    added: "plugin: added",
    updated: "plugin: rewritten (qgate's command or the plugin changed)",
    removed: "plugin: removed",
    unreadable: (shown, code) => `cannot read ${shown} (${code})`,
    notOurs: (command, shown) => `${command}: ${shown} exists and qgate did not write it: move it away, then run this again`,
    noTool: "hook: the plugin's payload names no tool (input.tool)",
    opencodeNote: "note: OpenCode loads plugins when it starts: restart a running OpenCode to use qgate's",
    kiloNote: "note: Kilo loads plugins when it starts: restart a running Kilo to use qgate's",
    windsurfNote: "note: Windsurf's post_write_code hook cannot block or reach the model: its findings are shown to you only",
};
/** src/lsp: the editor door (`qgate lsp`): what it shows and logs to the editor. */
export const lspMessages = {
    /** A diagnostic's message for clients that show only the message (initializationOptions ruleInMessage). */
    withRule: (message, rule) => `${message} (qgate ${rule})`,
    started: (root) => `qgate lsp: serving${root ? ` ${root}` : ""}`,
    notAFile: (uri) => `qgate: ${oneLine(uri, 200)} is not a file on disk: not checked`,
    outsideWorkspace: (file) => `qgate: ${oneLine(file, 200)} is outside the workspace: not checked`,
    outsideProject: (file) => `qgate: ${oneLine(file, 200)} is in no project (no git repository): not checked`,
    tooLarge: (file, bytes, max) => `qgate: ${oneLine(file, 200)} is too large to check as you type (${bytes} bytes, more than ${max})`,
    notCovered: (file) => `qgate: no check covers ${oneLine(file, 200)}: nothing to report`,
    gateFailed: (file, reason) => `qgate: cannot check ${oneLine(file, 200)}: ${oneLine(reason, 400)}`,
    checkFailed: (check, reason) => `qgate: the ${check} check could not run: ${oneLine(reason, 400)}`,
    noReport: (exitCode) => `qgate ended with exit code ${exitCode} and no report`,
    coldBecause: (reason) => `qgate: checking without the daemon: ${oneLine(reason, 200)}`,
    internal: (what, detail) => `qgate: ${what}: internal error: ${oneLine(detail, 300)}`,
    unknownCommand: (command) => `qgate: unknown command ${oneLine(command, 80)}`,
    explainAction: (rule) => `qgate: explain ${oneLine(rule, 80)}`,
    fixAction: "qgate: format the document with the project's formatter",
    explained: (rule, meaning, fix, url) => `${rule}: ${meaning} ${fix}${url ? ` (${url})` : ""}`,
    noFormatter: (file, reason) => `qgate: cannot format ${oneLine(file, 200)}: ${oneLine(reason, 300)}`,
    lintFixAction: "qgate: apply the fixes of the project's linter",
    otherLinter: (tool) => `the project lints with ${tool}, which fixes files on disk only: use qgate check --fix or ${tool}'s own editor support`,
    noLintFix: (file, reason) => `qgate: cannot fix ${oneLine(file, 200)}: ${oneLine(reason, 300)}`,
};
