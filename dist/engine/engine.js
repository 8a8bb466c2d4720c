/**
 * runChecks: plans the checks (planChecks), runs them concurrently (bounded), each under its timeout,
 * and turns their findings and failures into one report with a verdict.
 */
import pLimit from "p-limit";
import { tooLargeReason } from "../changes/classify.js";
import { toolKey, } from "../checks/check.js";
import { getOrCreate } from "../util/cache.js";
import { appliesTo } from "../checks/registry.js";
import { isBlocking } from "../report/report.js";
import { createHost, sharedHostFor } from "./host.js";
import { planChecks } from "./plan.js";
import { lockProject } from "./project-lock.js";
import { recordTiming } from "../util/timings.js";
import { ResultCache, reusable } from "./result-cache.js";
import { diskCacheFor } from "./disk-cache.js";
import { recordedChecks } from "./run-record.js";
import { engineMessages } from "../messages.js";
function overlaps(ranges, start, end) {
    return ranges.some((range) => range.start <= end && start <= range.end);
}
/** Whether a finding is within the scope of the change; findings outside it are only counted. */
export function inScope(finding, scope, filesByPath) {
    if (scope === "all")
        return true;
    const file = filesByPath.get(finding.file);
    // Type errors a change causes in other files are always reported.
    if (!file)
        return finding.check === "types";
    if (scope === "file")
        return true;
    const ranges = scope === "added" ? file.addedLines : (file.contextLines ?? file.addedLines);
    // No ranges, or a file-level finding (about the whole file, which the change touched).
    if (!ranges || finding.line === undefined)
        return true;
    return overlaps(ranges, finding.line, finding.endLine ?? finding.line);
}
/** A diff's scopes that judge by the changed lines, where what was there before the change is left out. */
function judgedByLines(scope) {
    return scope === "added" || scope === "context";
}
/** A base revision as a note names it: HEAD, or a commit's short id. */
function displayRevision(revision) {
    return revision && /^[0-9a-f]{40,64}$/.test(revision) ? revision.slice(0, 12) : (revision ?? "HEAD");
}
/**
 * Which findings a report shows. Without `atBase`, the scope decides: a finding outside it was there
 * before the change, as far as anyone can tell, and is only counted. With it (the types check on a
 * diff), a finding in a compared file is pre-existing exactly when the base revision has it too, by
 * file, rule and message, each of the base's findings matching one finding only: such findings are
 * counted, every other one is shown (and blocks), on a changed line or not. In a file the change left
 * alone (an importer), a base finding on the same line is that very finding, so those match first;
 * then the base's findings go to those outside the changed lines, so that of three equal messages
 * where the base had two, the one shown is the one on a changed line.
 */
export function judgeFindings(found, scope, filesByPath, atBase) {
    const judged = { shown: [], caused: [], preexisting: 0 };
    const compared = new Set(atBase?.files ?? []);
    const left = new Map();
    for (const f of atBase?.findings ?? [])
        left.set(baseKey(f), (left.get(baseKey(f)) ?? 0) + 1);
    const inside = found.map((finding) => inScope(finding, scope, filesByPath));
    // Unchanged files' findings on the base's own lines first: the same finding, where it was.
    const sameLine = new Map();
    for (const f of atBase?.findings ?? [])
        if (f.line !== undefined && !filesByPath.has(f.file)) {
            const key = `${baseKey(f)}\0${f.line}`;
            sameLine.set(key, (sameLine.get(key) ?? 0) + 1);
        }
    const matched = new Set();
    found.forEach((finding, i) => {
        if (!compared.has(finding.file) || filesByPath.has(finding.file))
            return;
        const key = `${baseKey(finding)}\0${finding.line}`;
        const count = sameLine.get(key) ?? 0;
        if (count === 0)
            return;
        sameLine.set(key, count - 1);
        left.set(baseKey(finding), (left.get(baseKey(finding)) ?? 0) - 1);
        judged.preexisting++;
        matched.add(i);
    });
    // Outside the scope first: they take the base's findings before those on changed lines do.
    const order = found
        .map((_, i) => i)
        .filter((i) => !matched.has(i))
        .sort((a, b) => Number(inside[a]) - Number(inside[b]));
    const shown = new Set();
    for (const i of order) {
        const finding = found[i];
        if (!compared.has(finding.file)) {
            if (inside[i])
                shown.add(i);
            else
                judged.preexisting++;
            continue;
        }
        const key = baseKey(finding);
        const count = left.get(key) ?? 0;
        if (count > 0) {
            left.set(key, count - 1);
            judged.preexisting++;
            continue;
        }
        shown.add(i);
        // Outside the changed lines, or in a file the change did not touch (an importer it broke).
        if (!inside[i] || !filesByPath.has(finding.file))
            judged.caused.push(finding);
    }
    // In the order the check reported them.
    judged.shown = found.filter((_, i) => shown.has(i));
    return judged;
}
function baseKey(finding) {
    return `${finding.file}\0${finding.rule}\0${finding.message}`;
}
function compareFindings(a, b) {
    return (a.file.localeCompare(b.file) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        a.check.localeCompare(b.check));
}
/** A reused host's results, by what they depend on (result-cache.ts); a new host starts empty. */
const resultCaches = new WeakMap();
async function runPlans(host, longLived, changeSet, allFiles, plans, fix, concurrency, onProgress, cache, disk, deferKeep = false) {
    const limit = pLimit(concurrency);
    return Promise.all(plans.map((plan) => limit(async () => {
        onProgress?.({ type: "started", id: plan.id });
        // Less the time the check waited for its thread: on a cold run security may wait for lint's
        // answer in the thread they share (host.ts), and its time is its own.
        let started = performance.now();
        // Types, lint and format also report what the base revision has in the files they found
        // something in.
        const comparesWithBase = (plan.id === "types" || plan.id === "lint" || plan.id === "format") &&
            changeSet.baseRevision !== undefined &&
            changeSet.compareWithBase === true;
        const runOnHost = () => {
            const sent = performance.now();
            return host.run({
                id: plan.id,
                root: changeSet.root,
                files: plan.files,
                allFiles,
                // Only the types check reads through the snapshot: it is kept out of the others' messages.
                ...(plan.id === "types" && changeSet.snapshot ? { snapshot: changeSet.snapshot } : {}),
                ...(plan.id === "types" && changeSet.baseRevision
                    ? { baseRevision: changeSet.baseRevision }
                    : {}),
                ...(comparesWithBase ? { compareWithBase: true } : {}),
                // Lint and format read the base revision only to compare with it.
                ...(plan.id !== "types" && comparesWithBase ? { baseRevision: changeSet.baseRevision } : {}),
                options: plan.policy.options,
                fix,
                requireProjectTool: plan.policy.requireProjectTool,
                timeoutMs: plan.policy.timeoutMs,
                ...(longLived ? { longLived } : {}),
            }, onProgress ? (count) => onProgress({ type: "files", id: plan.id, count }) : undefined, () => {
                started += performance.now() - sent;
            });
        };
        const cacheOptions = {
            options: plan.policy.options,
            requireProjectTool: plan.policy.requireProjectTool,
        };
        if (plan.id === "types") {
            // Its inputs are the whole program: only a cold run's result is kept, with what it read.
            const typesOptions = {
                ...cacheOptions,
                baseRevision: changeSet.baseRevision ?? null,
                ...(changeSet.baseRevision && changeSet.compareWithBase ? { compareWithBase: true } : {}),
            };
            const typesKey = cache && disk && !fix && !deferKeep
                ? cache.key("types", changeSet.root, plan.files, typesOptions)
                : undefined;
            const found = typesKey !== undefined ? await disk?.lookup(typesKey) : undefined;
            const stored = found?.result;
            if (stored?.inputs) {
                const { inputsUnchanged } = await import("../checks/types/inputs.js");
                if (await inputsUnchanged(changeSet.root, stored.inputs)) {
                    const { inputs: _read, ...result } = stored;
                    onProgress?.({ type: "files", id: plan.id, count: plan.files.length });
                    const ms = Math.round(performance.now() - started);
                    onProgress?.({ type: "finished", id: plan.id, ms });
                    return {
                        plan,
                        result,
                        ms,
                        cached: true,
                        from: found.from,
                        key: typesKey,
                        keyOptions: typesOptions,
                        inputs: stored.inputs,
                    };
                }
            }
            const { inputs, ...result } = await runOnHost();
            const kept = typesKey !== undefined && inputs !== undefined && reusable(result);
            if (kept)
                disk?.put(typesKey, { ...result, inputs });
            const ms = Math.round(performance.now() - started);
            onProgress?.({ type: "finished", id: plan.id, ms });
            return {
                plan,
                result,
                ms,
                cached: false,
                ...(kept ? { key: typesKey, keyOptions: typesOptions, inputs } : {}),
            };
        }
        // Never when fixing, nor a lint or format compared with a base revision (its findings there are
        // not keyed).
        const key = cache && !fix && !comparesWithBase
            ? cache.key(plan.id, changeSet.root, plan.files, cacheOptions)
            : undefined;
        const cached = key !== undefined ? await cache?.fetch(key, disk) : undefined;
        if (cached) {
            onProgress?.({ type: "files", id: plan.id, count: plan.files.length });
            const ms = Math.round(performance.now() - started);
            onProgress?.({ type: "finished", id: plan.id, ms });
            return {
                plan,
                result: cached.result,
                ms,
                cached: true,
                from: cached.from,
                key,
                keyOptions: cacheOptions,
            };
        }
        const result = await runOnHost();
        // Kept only when its inputs did not change while it ran. The daemon looks after answering (the
        // hashing is a millisecond or two per check, on the hook's clock otherwise): a change since
        // then also keeps it out, which is only a missed reuse.
        const keepIfUnchanged = () => {
            if (key === undefined || cache?.key(plan.id, changeSet.root, plan.files, cacheOptions) !== key)
                return false;
            cache.keep(key, result, disk);
            return reusable(result);
        };
        let kept = false;
        if (deferKeep)
            setImmediate(keepIfUnchanged);
        else
            kept = keepIfUnchanged();
        const ms = Math.round(performance.now() - started);
        onProgress?.({ type: "finished", id: plan.id, ms });
        // The key goes with the result only when it was kept: its inputs were the same after the run.
        return { plan, result, ms, cached: false, ...(kept ? { key, keyOptions: cacheOptions } : {}) };
    })));
}
export async function runChecks(changeSet, options) {
    const started = performance.now();
    const { policy } = options;
    const scope = options.scope ?? "file";
    const plans = planChecks(changeSet.files, policy, appliesTo, options.only);
    recordTiming("engine.plan", performance.now() - started);
    // An oversized file (changes/classify.ts) is read by the secret scan only: when that scan is not
    // planned for it (disabled, --only, excluded), nothing reads it and it is reported skipped.
    const planned = new Set(plans.flatMap((plan) => plan.files.map((file) => file.path)));
    const unread = changeSet.files.flatMap((file) => file.oversized && !planned.has(file.path)
        ? [{ path: file.path, reason: tooLargeReason(file.oversized) }]
        : []);
    const unreadPaths = new Set(unread.map((file) => file.path));
    const reused = options.host ?? sharedHostFor(changeSet.root);
    // A cold run waits for other cold runs on this project (project-lock.ts); a warm host is the
    // daemon's, which serves its requests one at a time already.
    const lock = reused || plans.length === 0 ? undefined : await lockProject(changeSet.root);
    const host = reused ?? createHost();
    // Only a host that outlives this run (the daemon's) has earlier results to reuse, and may keep
    // servers running for the next run (checks are told it is long-lived).
    const longLived = reused !== undefined;
    // The daemon's own runs (a shared host, not one the caller passed): they answer before the cache's
    // bookkeeping and leave the remote cache out (see below).
    const daemonRun = options.host === undefined && reused !== undefined;
    let cache;
    if (reused) {
        cache = resultCaches.get(reused);
        if (!cache)
            resultCaches.set(reused, (cache = new ResultCache()));
    }
    // Results on disk (disk-cache.ts), for every run, cold ones included, unless turned off.
    const disk = diskCacheFor(policy, process.env, { remote: !daemonRun });
    cache ??= disk ? new ResultCache() : undefined;
    const fixed = new Set();
    const notes = [...(changeSet.notes ?? []), ...(options.notes ?? [])];
    let outcomes;
    let recordable;
    try {
        if (options.fix) {
            // Fixers rewrite files: run them one after the other (ESLint, then Prettier has the last word),
            // never concurrently on the same file, then check everything again without fixing.
            for (const id of ["lint", "format"]) {
                const plan = plans.find((p) => p.id === id);
                if (!plan)
                    continue;
                const [outcome] = await runPlans(host, longLived, changeSet, changeSet.files, [plan], true, 1);
                for (const file of outcome?.result.fixedFiles ?? [])
                    fixed.add(file);
            }
        }
        const checking = performance.now();
        options.onProgress?.({
            type: "planned",
            checks: plans.map((plan) => ({ id: plan.id, files: plan.files.length })),
        });
        outcomes = await runPlans(host, longLived, { ...changeSet, compareWithBase: judgedByLines(scope) }, changeSet.files, plans, false, policy.concurrency, options.onProgress, cache, disk, daemonRun);
        // A cold run waits for its writes before the process ends; a daemon, which runs on, answers first.
        if (daemonRun)
            setImmediate(() => void disk?.settle());
        else
            await disk?.settle();
        // Bad cache settings, a remote skipped or an entry refused: said once each, never a failure.
        notes.push(...(disk?.notes ?? []));
        // A cold run whose every result was keyed: what it depended on, for a record of the whole run. Not
        // when the cache had something to say (a remote skipped is this run's weather, not its inputs').
        if (options.onRecordable && !options.fix && !reused && disk && disk.notes.length === 0)
            recordable = recordedChecks(outcomes);
        recordTiming("engine.checks", performance.now() - checking);
        for (const { plan, ms, cached } of outcomes)
            recordTiming(`check.${plan.id}`, ms, { files: plan.files.length, cached });
    }
    finally {
        if (!reused)
            await host.close();
        lock?.release();
    }
    if (lock && lock.waitedMs >= 1000) {
        notes.push(lock.held
            ? `waited ${Math.round(lock.waitedMs / 1000)} s for another qgate run on this project (check timeouts start after the wait)`
            : `waited ${Math.round(lock.waitedMs / 1000)} s for another qgate run on this project, then ran alongside it`);
    }
    // A wait is this run's weather too: only a run that said nothing of the kind is recorded.
    if (recordable && !(lock && lock.waitedMs >= 1000))
        options.onRecordable?.(recordable);
    const reporting = performance.now();
    const filesByPath = new Map(changeSet.files.map((f) => [f.path, f]));
    const findings = [];
    const failures = [];
    const tools = [];
    const timings = { totalMs: 0, checks: {} };
    let preexisting = 0;
    const caused = [];
    for (const { plan, result, ms } of outcomes) {
        timings.checks[plan.id] = ms;
        failures.push(...result.failures);
        tools.push(...result.tools);
        notes.push(...result.notes);
        const severity = plan.policy.severity;
        const judged = judgeFindings(severity ? result.findings.map((f) => ({ ...f, severity })) : result.findings, scope, filesByPath, judgedByLines(scope) ? result.atBase : undefined);
        findings.push(...judged.shown);
        caused.push(...judged.caused);
        preexisting += judged.preexisting;
    }
    findings.sort(compareFindings);
    if (caused.length > 0) {
        caused.sort(compareFindings);
        notes.push(engineMessages.causedByChange(caused.length, displayRevision(changeSet.baseRevision), caused.map((f) => `${f.file}:${f.line}`), caused.every((f) => f.check === "types") ? "type error" : "finding"));
    }
    // Named files have no base revision: every file that depends on them is checked (checks/types.md),
    // so a run can show, and block on, errors in files the user did not name. Said, with how to see only
    // what a change caused.
    const runFiles = new Set(changeSet.files.map((f) => f.path));
    const inDependents = findings.filter((f) => !runFiles.has(f.file));
    if (changeSet.source === "explicit" && !changeSet.baseRevision && inDependents.length > 0)
        notes.push(engineMessages.inDependentsOfNamed(inDependents.length, inDependents.map((f) => (f.line === undefined ? f.file : `${f.file}:${f.line}`)), inDependents.every((f) => f.check === "types") ? "type error" : "finding"));
    // A diff on standard input has no base revision: what lies outside its changed lines cannot be told
    // apart from what the change caused there (a caller's type error), and is only counted. Said, so
    // that "pre-existing" is not taken for a comparison that did not happen.
    if (preexisting > 0 && judgedByLines(scope) && changeSet.source === "diff" && !changeSet.baseRevision)
        notes.push(engineMessages.notComparedWithBase(preexisting));
    const blocking = findings.some((f) => isBlocking(f, policy.blockOn));
    // A check that could not run and the policy blocks on that: the run is incomplete (exit 2), whatever
    // the other checks found; strict mode decides whether it stops the assistant, not what it is.
    const incomplete = failures.length > 0 && policy.onFailure === "block";
    const verdict = incomplete
        ? "incomplete"
        : blocking
            ? "block"
            : findings.length > 0 || failures.length > 0
                ? "warn"
                : "pass";
    notes.push(...bundledToolNotes(tools, notes));
    timings.totalMs = Math.round(performance.now() - started);
    recordTiming("engine.report", performance.now() - reporting);
    return {
        version: 1,
        verdict,
        strict: options.strict,
        root: changeSet.root,
        files: changeSet.files.map((f) => f.path).filter((file) => !unreadPaths.has(file)),
        findings,
        failures,
        timings,
        skipped: [...changeSet.skipped, ...unread],
        tools: dedupeTools(tools),
        notes: [...new Set(notes)],
        scope,
        preexisting,
        fixed: [...fixed].sort(),
        policy: policy.name,
        examined: Object.fromEntries(outcomes.map(({ plan, result }) => [plan.id, result.checkedFiles])),
        causes: Object.assign({}, ...outcomes.map(({ result }) => result.causes ?? {})),
        served: {
            how: daemonRun ? "warm" : "cold",
            cached: Object.fromEntries(outcomes.flatMap(({ plan, from }) => (from !== undefined ? [[plan.id, from]] : []))),
        },
    };
}
function dedupeTools(tools) {
    const seen = new Map();
    for (const tool of tools)
        seen.set(toolKey(tool), tool);
    return [...seen.values()];
}
/**
 * One note per package for the tools qgate brought itself ("prettier 3.10.1 and typescript 5.9.3:
 * qgate's bundled copies (none installed in the project)"), leaving out a tool a check's own note
 * already names as bundled (lint says which ESLint config it used).
 */
function bundledToolNotes(tools, notes) {
    const byPackage = new Map();
    for (const tool of tools) {
        if (tool.source !== "bundled" || tool.dedicated)
            continue;
        const named = `${tool.name} ${tool.version}`;
        if (notes.some((note) => note.toLowerCase().includes(`bundled ${named}`.toLowerCase())))
            continue;
        getOrCreate(byPackage, tool.packageDir, () => []).push(named);
    }
    return [...byPackage].map(([packageDir, named]) => engineMessages.bundledCopies(named, packageDir));
}
