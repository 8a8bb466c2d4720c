/**
 * Run records: a cold `qgate check <files>` whose every check was served or kept under a result key
 * is recorded whole (its redacted output, exit code and metrics line), so that the next cold run of
 * the same command is answered by the thin client without loading the CLI, the policy or any tool.
 * One file checked from a filled cache then costs a process start and some hashing, not the CLI's
 * load (issue 20's single-file row).
 *
 * A record is used only when everything its output depended on is as it was:
 * - the run: the same command line (files, flags), the same directory relative to the project root,
 *   the repository's top at the same place relative to the root, the same qgate build (disk-cache.ts's
 *   qgateBuild: its code and every installed dependency), the platform, and the environment variables
 *   that change what a check run prints (runKey below);
 * - the files named are regular files inside the root, and the change set's files and the policy's
 *   files have the bytes they had (the policy's as loadPolicy read them; a project policy file it did
 *   not find is still not there);
 * - each check's result key, computed afresh from the disk (result-cache.ts: its files, configs and
 *   tool versions), is the recorded one, and for `types` everything the program read
 *   (checks/types/inputs.ts) is unchanged.
 * Anything else is a miss, and the run happens as before (and records itself again).
 *
 * Only simple runs are recorded: explicit regular files, no `--fix`, `--staged`, `--diff`, `--shard`,
 * report files or SARIF, no terminal (colours and the progress line), no git discovery variables,
 * nothing the cache had to say, nothing on stderr, no input changed while it ran, an output that names
 * neither the project root nor the directory the run started in (a second clone has other paths), and
 * a root found the way the client finds it. Records live in `<cache dir>/runs/`, one small JSON file
 * each, at most MAX_RECORDS, and go to the remote cache (remote-cache.ts, signed like the results)
 * under their own hashes; a replay reads the remote only when the environment sets it (the policy is
 * not read before a replay).
 */
import { redactDeep } from "../util/redact.js";
import { createHash, randomBytes } from "node:crypto";
import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, utimesSync, writeFileSync, } from "node:fs";
import path from "node:path";
import { inputsUnchanged } from "../checks/types/inputs.js";
import { cacheDir, cacheDisabledByEnv, qgateBuild } from "./disk-cache.js";
import { RemoteCache, remoteCacheSettings } from "./remote-cache.js";
import { ResultCache } from "./result-cache.js";
import { recordTiming } from "../util/timings.js";
import { replayableRun } from "./replayable-run.js";
const VERSION = 1;
/** Records kept on disk; past this the oldest (by last use) go. */
const MAX_RECORDS = 256;
/**
 * What each check of a finished run depended on, or undefined when one of them cannot be replayed: a
 * result not kept under a key (a failure, type-aware lint, the cache off), a `types` result without
 * what it read, or a file checked at other content than the disk's (a staged blob).
 */
export function recordedChecks(outcomes) {
    const checks = [];
    for (const { plan, key, keyOptions, inputs } of outcomes) {
        if (key === undefined || keyOptions === undefined)
            return undefined;
        if (plan.id === "types" && inputs === undefined)
            return undefined;
        if (plan.files.some((file) => file.content !== undefined))
            return undefined;
        checks.push({
            id: plan.id,
            files: plan.files.map(({ path: name, change, oversized, expanded }) => ({
                path: name,
                change,
                ...(oversized ? { oversized } : {}),
                ...(expanded ? { expanded } : {}),
            })),
            options: keyOptions,
            key,
            ...(inputs ? { inputs } : {}),
        });
    }
    return checks;
}
// --- Which runs ---
/**
 * The project root as the CLI resolves it (changes/root.ts): `--cwd`, else the nearest directory
 * above with a `.git`, real paths both; the CLI records only where its own answer (git's) is this one.
 */
export function replayRoot(run, cwd) {
    try {
        if (run.cwdOption !== undefined) {
            const dir = realpathSync(path.resolve(cwd, run.cwdOption));
            return statSync(dir).isDirectory() ? dir : undefined;
        }
        const start = realpathSync(cwd);
        return repositoryTop(start) ?? start;
    }
    catch {
        return undefined;
    }
}
/** The nearest directory at or above `dir` that holds a `.git` (a directory or a worktree's file). */
function repositoryTop(dir) {
    for (let at = dir;; at = path.dirname(at)) {
        if (statSync(path.join(at, ".git"), { throwIfNoEntry: false }))
            return at;
        if (path.dirname(at) === at)
            return undefined;
    }
}
/**
 * Whether every path the run names is a regular file: a directory is expanded by git and a missing
 * file may be a deletion (git decides), so those runs are neither recorded nor replayed.
 */
function namesRegularFiles(run, root, cwd) {
    const base = run.cwdOption === undefined ? cwd : root;
    return run.files.every((file) => {
        const named = path.resolve(base, file);
        if (!lstatSync(named, { throwIfNoEntry: false })?.isFile())
            return false;
        // A directory on the way may be a symlink: where the file really is must be inside the root, as
        // the CLI requires (a run of a file outside it is an error, never recorded).
        try {
            const relative = path.relative(root, realpathSync(named));
            return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
        }
        catch {
            return false;
        }
    });
}
/**
 * Where the git repository's top is, relative to the root (the nearest `.git` at or above it): the
 * github and rdjson reporters name files from there, so a root in another place within its repository
 * is another output.
 */
function repositoryPrefix(root) {
    const top = repositoryTop(root);
    return top === undefined ? "-" : path.relative(root, top).split(path.sep).join("/");
}
/**
 * Variables the run's output depends on besides its inputs (colours, strictness, the door), besides
 * the QGATE_* ones (runKeyVariable). Exported for the tests, which change each alone.
 */
export const OUTPUT_VARIABLES = [
    "CI",
    "NO_COLOR",
    "FORCE_COLOR",
    "TERM",
    "CLAUDE_STRICT_QUALITY",
    "CLAUDE_PROJECT_DIR",
    "GITHUB_ACTIONS",
    "GITLAB_CI",
];
/**
 * QGATE_* variables that change where things are kept or how they are timed, not what a run prints
 * (the cache's own switch and cap: a run with the cache off, or a cap that is said to be wrong, is
 * never recorded).
 */
const UNPRINTED_QGATE = /^QGATE_(TIMINGS|DAEMON|DAEMON_DIR|CACHE|CACHE_DIR|CACHE_MAX_MB|RUN_RECORDS|LOG_DIR|LOG_MAX_BYTES|LOG_KEEP|LOCK_DIR|PROGRESS_DELAY_MS|REMOTE_CACHE_.*)$/;
/** Whether `name`'s value is part of the run's key (runKey): it may change what a run prints. */
export function runKeyVariable(name) {
    return OUTPUT_VARIABLES.includes(name) || (name.startsWith("QGATE_") && !UNPRINTED_QGATE.test(name));
}
/**
 * Whether the environment switches run records off (QGATE_RUN_RECORDS=0/false/off/no): each check's
 * entry is still used, and every run runs (its report's timings are its own).
 */
export function runRecordsDisabledByEnv(env) {
    const value = (env.QGATE_RUN_RECORDS ?? "").toLowerCase();
    return value === "0" || value === "false" || value === "off" || value === "no";
}
/** Whether the environment rules records out (exported for the tests). */
export function environmentRefuses(env) {
    return (cacheDisabledByEnv(env) ||
        runRecordsDisabledByEnv(env) ||
        // git's discovery rules (the root), and a step summary the GitHub reporter appends to.
        [
            "GIT_DIR",
            "GIT_WORK_TREE",
            "GIT_CEILING_DIRECTORIES",
            "GIT_DISCOVERY_ACROSS_FILESYSTEM",
            "GIT_COMMON_DIR",
        ].some((name) => env[name] !== undefined) ||
        env.GITHUB_STEP_SUMMARY !== undefined);
}
/** The run's hash: everything besides files and configs that its output depends on. */
function runKey(argv, root, cwd, env, build) {
    const variables = Object.keys(env)
        .filter(runKeyVariable)
        .sort()
        .map((name) => [name, env[name]]);
    const relativeCwd = path.relative(root, cwd).split(path.sep).join("/");
    // `--timings` is the client's, not the run's; after `--` it is a file's name.
    const end = argv.indexOf("--");
    const own = end === -1 ? argv : argv.slice(0, end);
    const command = [...own.filter((arg) => arg !== "--timings"), ...(end === -1 ? [] : argv.slice(end))];
    return createHash("sha256")
        .update(JSON.stringify([
        `qgate-run:${VERSION}`,
        build,
        process.platform,
        command,
        relativeCwd,
        repositoryPrefix(root),
        variables,
    ]))
        .digest("hex");
}
/** The remote's name for a record (the results' hashes are of another form: they never meet). */
function remoteHash(run) {
    return createHash("sha256").update(`qgate-run:${VERSION}\n${run}`).digest("hex");
}
function recordFile(env, run) {
    return path.join(cacheDir(env), "runs", `${run}.json`);
}
/** Where records are kept: `qgate cache clean` removes it with the rest. */
export function runsDir(env) {
    return path.join(cacheDir(env), "runs");
}
/** How many records are kept (`qgate cache status`). */
export function countRunRecords(env) {
    try {
        return readdirSync(runsDir(env)).filter((name) => name.endsWith(".json")).length;
    }
    catch {
        return 0;
    }
}
/** Removes every record (`qgate cache clean`); returns how many there were. */
export function cleanRunRecords(env) {
    const count = countRunRecords(env);
    rmSync(runsDir(env), { recursive: true, force: true });
    return count;
}
/**
 * Keeps the run's record, on disk and on the remote, when it is one of the runs recorded; best effort
 * and silent (a record that cannot be written is a replay that does not happen).
 */
export async function keepRunRecord(argv, pending, output, 
/** Whether stdout or stderr is a terminal (colours, the progress line): such runs are not recorded. */
terminal, env = process.env) {
    const run = replayableRun(argv);
    if (!run || environmentRefuses(env) || terminal)
        return;
    const cwd = process.cwd();
    if (replayRoot(run, cwd) !== pending.root || !namesRegularFiles(run, pending.root, cwd))
        return;
    // What the run saw is still there: nothing changed while it ran (after its checks' own keys).
    if (!(await inputsUnchanged(pending.root, pending.inputs)))
        return;
    // A run's own stderr is empty (its report, notes included, is on stdout): anything there is this
    // run's weather (a log directory it could not write), not something to say again.
    if (output.stderr !== "")
        return;
    if (output.stdout.includes(pending.root) || output.stdout.includes(cwd))
        return;
    try {
        const dir = runsDir(env);
        const hash = runKey(argv, pending.root, cwd, env, qgateBuild(cacheDir(env)));
        const record = {
            version: VERSION,
            run: hash,
            checks: pending.checks,
            inputs: pending.inputs,
            ...output,
            // Redacted as the metrics log's own line is: a blocking finding's text may quote a secret, and
            // the record is kept on disk and sent to the remote cache.
            ...(pending.metrics ? { metrics: redactDeep(pending.metrics) } : {}),
        };
        const body = JSON.stringify(record);
        mkdirSync(dir, { recursive: true });
        const file = recordFile(env, hash);
        writeAtomically(file, body);
        trimRecords(dir);
        if (pending.remote) {
            const remote = new RemoteCache(pending.remote);
            remote.put(remoteHash(hash), Buffer.from(body));
            await remote.settle();
        }
    }
    catch {
        // Unwritable: no record.
    }
}
/**
 * Writes `file` through a temporary file moved into place: a reader sees the old record or the new,
 * never half of one. The temporary name is new (`wx`: never through something already there).
 */
function writeAtomically(file, body) {
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
        writeFileSync(temporary, body, { flag: "wx", mode: 0o600 });
        renameSync(temporary, file);
    }
    catch (error) {
        rmSync(temporary, { force: true });
        throw error;
    }
}
function trimRecords(dir) {
    const entries = readdirSync(dir);
    // A temporary file left by a process that died between writing and moving it.
    const stale = Date.now() - 10 * 60 * 1000;
    for (const name of entries.filter((entry) => entry.endsWith(".tmp"))) {
        const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
        if (stats && stats.mtimeMs < stale)
            rmSync(path.join(dir, name), { force: true });
    }
    const names = entries.filter((name) => name.endsWith(".json"));
    if (names.length <= MAX_RECORDS)
        return;
    const byUse = names
        .map((name) => ({ name, time: statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
        .sort((a, b) => a.time - b.time);
    for (const { name } of byUse.slice(0, names.length - MAX_RECORDS))
        rmSync(path.join(dir, name), { force: true });
}
// --- Replaying (the thin client, before the CLI) ---
function parseRecord(body, run) {
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        return undefined;
    }
    const record = parsed;
    if (typeof record !== "object" ||
        record === null ||
        record.version !== VERSION ||
        record.run !== run ||
        !Array.isArray(record.checks) ||
        typeof record.stdout !== "string" ||
        typeof record.stderr !== "string" ||
        // A run that blocked or passed; 2 (a check could not run) is never recorded.
        (record.exitCode !== 0 && record.exitCode !== 1) ||
        !isManifest(record.inputs) ||
        !record.checks.every(isRecordedCheck))
        return undefined;
    return record;
}
const CHECK_IDS = ["format", "lint", "types", "security"];
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isManifest(value) {
    return (isObject(value) &&
        isObject(value.files) &&
        isObject(value.dirs) &&
        isObject(value.probes) &&
        isObject(value.realpaths) &&
        (value.base === undefined || isObject(value.base)));
}
/** A check as recordedChecks writes it: anything else is no record (never a key that passes by absence). */
function isRecordedCheck(value) {
    return (isObject(value) &&
        typeof value.id === "string" &&
        CHECK_IDS.includes(value.id) &&
        typeof value.key === "string" &&
        isObject(value.options) &&
        Array.isArray(value.files) &&
        value.files.every((file) => isObject(file) && typeof file.path === "string" && typeof file.change === "string") &&
        (value.id === "types" ? isManifest(value.inputs) : value.inputs === undefined));
}
/** Whether everything `record` depended on is as it was (see the top). */
async function stillHolds(record, root) {
    const checking = performance.now();
    try {
        if (!(await inputsUnchanged(root, record.inputs)))
            return false;
        const cache = new ResultCache();
        for (const check of record.checks) {
            const files = check.files.map((file) => ({
                ...file,
                absPath: path.join(root, ...file.path.split("/")),
            }));
            if (cache.key(check.id, root, files, check.options) !== check.key)
                return false;
            if (check.inputs && !(await inputsUnchanged(root, check.inputs)))
                return false;
        }
        return true;
    }
    catch {
        return false;
    }
    finally {
        recordTiming("replay.inputs", performance.now() - checking);
    }
}
/**
 * The record of this exact run, when there is one and everything it depended on is as it was: from
 * the disk, else from the remote the environment sets (then kept on disk). Undefined otherwise,
 * silently: the caller runs the gate, which says what the cache had to say.
 */
export async function findReplay(argv, env, where) {
    const run = replayableRun(argv);
    if (!run || environmentRefuses(env) || where.terminal)
        return undefined;
    const cwd = process.cwd();
    const root = replayRoot(run, cwd);
    if (root === undefined)
        return undefined;
    if (!namesRegularFiles(run, root, cwd))
        return undefined;
    const hash = runKey(argv, root, cwd, env, qgateBuild(cacheDir(env)));
    const file = recordFile(env, hash);
    let body;
    try {
        body = readFileSync(file, "utf8");
    }
    catch {
        body = undefined;
    }
    if (body !== undefined) {
        const local = parseRecord(body, hash);
        // Corrupt or truncated: a miss, and gone, so that the run writes it afresh.
        if (!local)
            rmSync(file, { force: true });
        else if (await stillHolds(local, root)) {
            touch(file);
            return local;
        }
    }
    // The remote, set by the environment only (the policy's settings need the policy loaded).
    const { settings } = remoteCacheSettings({ cache: { enabled: true, maxSizeMb: 0 } }, env);
    if (!settings)
        return undefined;
    const remote = new RemoteCache(settings);
    const asking = performance.now();
    const fetched = await remote.get(remoteHash(hash));
    recordTiming("replay.remote", performance.now() - asking);
    // Down or silent: the run that follows in this process starts with it off, said once, rather than
    // wait for it again (a remote never slows a run by more than one request's timeout).
    if (remote.skippedBecause !== undefined)
        env.QGATE_REMOTE_CACHE_SKIPPED = remote.skippedBecause;
    const record = fetched === undefined ? undefined : parseRecord(fetched.toString("utf8"), hash);
    if (!record || !(await stillHolds(record, root)))
        return undefined;
    try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeAtomically(file, JSON.stringify(record));
    }
    catch {
        // Kept next time.
    }
    return record;
}
/** Marks a record used now (trimRecords keeps the most recently used). */
function touch(file) {
    try {
        const now = new Date();
        utimesSync(file, now, now);
    }
    catch {
        // Gone, or not ours to mark: only the order of trimming suffers.
    }
}
