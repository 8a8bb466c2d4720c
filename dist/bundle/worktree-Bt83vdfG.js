import { r as __toESM } from "./rolldown-runtime-CoNq6U3z.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { i as redactSecrets } from "./redact-CzCWQn79.js";
import { S as plural, _ as secretsGuardMessages, h as reportMessages, n as changeMessages, s as engineMessages, x as oneLine } from "./messages-CuSOVVL6.js";
import { i as timed, t as recordTiming } from "./timings-DSKXXjcA.js";
import { t as displayPath } from "./paths-CKwe_9xS.js";
import { a as toolKey } from "./check-CKjFkU4c.js";
import { n as appliesTo, t as CHECK_IDS } from "./registry-DAdWNiK0.js";
import { t as isAlive } from "./process-C57Jgrqg.js";
import { a as sharedHostFor, t as createHost } from "./host-2IQAJWDY.js";
import { a as splitZ, i as hasHead, n as gitOutput, r as gitTopLevel } from "./git-B9JU7sjJ.js";
import { r as require_picomatch } from "./dist-DbY8Nur6.js";
import { i as tooLargeReason, t as classify } from "./classify-Cdn_7mhv.js";
import { t as getOrCreate } from "./cache-DErHylgO.js";
import { C as reusable, S as ResultCache, g as diskCacheFor, o as recordedChecks } from "./run-record-B1NuYxko.js";
import { n as ruleLabel, r as whereLabel } from "./labels-Bu-vcy8U.js";
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import os from "node:os";

// dist/report/report.js
/**
* Whether a report stops the assistant in strict mode: blocking findings, or a check that could not
* run under `onFailure: "block"` (the `incomplete` verdict).
*/
function stopsInStrictMode(verdict) {
	return verdict === "block" || verdict === "incomplete";
}
/** Which findings block under a policy's `blockOn`. */
function isBlocking(finding, blockOn) {
	return finding.severity === "error" || blockOn === "warning" && finding.severity === "warning";
}

// node_modules/yocto-queue/index.js
var Node = class {
	value;
	next;
	constructor(value) {
		this.value = value;
	}
};
var Queue = class {
	#head;
	#tail;
	#size;
	constructor() {
		this.clear();
	}
	enqueue(value) {
		const node = new Node(value);
		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}
		this.#size++;
	}
	dequeue() {
		const current = this.#head;
		if (!current) return;
		this.#head = this.#head.next;
		this.#size--;
		if (!this.#head) this.#tail = void 0;
		return current.value;
	}
	peek() {
		if (!this.#head) return;
		return this.#head.value;
	}
	clear() {
		this.#head = void 0;
		this.#tail = void 0;
		this.#size = 0;
	}
	get size() {
		return this.#size;
	}
	*[Symbol.iterator]() {
		let current = this.#head;
		while (current) {
			yield current.value;
			current = current.next;
		}
	}
	*drain() {
		while (this.#head) yield this.dequeue();
	}
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
	let rejectOnClear = false;
	if (typeof concurrency === "object") ({concurrency, rejectOnClear = false} = concurrency);
	validateConcurrency(concurrency);
	if (typeof rejectOnClear !== "boolean") throw new TypeError("Expected `rejectOnClear` to be a boolean");
	const queue = new Queue();
	let activeCount = 0;
	const resumeNext = () => {
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};
	const next = () => {
		activeCount--;
		resumeNext();
	};
	const run = async (function_, resolve, arguments_) => {
		const result = (async () => function_(...arguments_))();
		resolve(result);
		try {
			await result;
		} catch {}
		next();
	};
	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = { reject };
		new Promise((internalResolve) => {
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(void 0, function_, resolve, arguments_));
		if (activeCount < concurrency) resumeNext();
	};
	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});
	Object.defineProperties(generator, {
		activeCount: { get: () => activeCount },
		pendingCount: { get: () => queue.size },
		clearQueue: { value() {
			if (!rejectOnClear) {
				queue.clear();
				return;
			}
			const abortError = AbortSignal.abort().reason;
			while (queue.size > 0) queue.dequeue().reject(abortError);
		} },
		concurrency: {
			get: () => concurrency,
			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;
				queueMicrotask(() => {
					while (activeCount < concurrency && queue.size > 0) resumeNext();
				});
			}
		},
		map: { async value(iterable, function_) {
			const promises = [];
			try {
				Array.from(iterable, (value, index) => {
					const promise = generator(function_, value, index);
					promises.push(promise);
					return promise;
				});
			} catch (error) {
				for (const promise of promises) promise.catch(() => {});
				throw error;
			}
			return Promise.all(promises);
		} }
	});
	return generator;
}
function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) throw new TypeError("Expected `concurrency` to be a number from 1 and up");
}

// dist/engine/plan.js
var import_picomatch = /* @__PURE__ */ __toESM(require_picomatch(), 1);
function matcher(globs) {
	if (globs.length === 0) return () => false;
	return (0, import_picomatch.default)(globs, { dot: true });
}
/** A file is selected when it matches `include` (or there is none) and no `exclude`. */
function selector(include, exclude) {
	const included = include.length === 0 ? () => true : matcher(include);
	const excluded = matcher(exclude);
	return (file) => included(file) && !excluded(file);
}
/** Whether the policy's top-level include and exclude select a file (relative to the root). */
function policySelects(policy) {
	return selector(policy.include, policy.exclude);
}
function planChecks(files, policy, appliesTo, only) {
	const inPolicy = policySelects(policy);
	const selected = files.filter((f) => inPolicy(f.path));
	const plans = [];
	for (const id of CHECK_IDS) {
		const checkPolicy = policy.checks[id];
		if (only ? !only.includes(id) : !checkPolicy.enabled) continue;
		const inCheck = selector(checkPolicy.include, checkPolicy.exclude);
		const checkFiles = selected.filter((f) => inCheck(f.path) && appliesTo(id, f));
		if (checkFiles.length > 0) plans.push({
			id,
			files: checkFiles,
			policy: checkPolicy
		});
	}
	return plans;
}

// dist/engine/project-lock.js
/**
* Cold runs on one project take turns. An assistant runs the hooks of parallel tool calls at the same
* time: 16 cold runs on 2 cores thrashed until every security check hit its timeout, and in strict
* mode 16 blocks came from no code at all. A lock per project root (a file in a per-user directory,
* never in the project) makes them run one after another; check timeouts start only once a run holds
* it, so waiting never counts against a check. A lock whose holder died is taken over (pid check, and
* an age limit for pids reused after a reboot), and a wait has its own upper bound.
*/
/** A holder this old is presumed gone (its pid may have been reused). */
const STALE_MS = 18e5;
function lockDir(env) {
	const user = typeof process.getuid === "function" ? String(process.getuid()) : os.userInfo().username;
	return env.QGATE_LOCK_DIR || path.join(os.tmpdir(), `qgate-${user}`, "locks");
}
/** Whether the lock file's holder is gone (dead pid, unreadable, or too old). */
function stale(file) {
	try {
		const pid = Number(readFileSync(file, "utf8").trim());
		const age = Date.now() - statSync(file).mtimeMs;
		return !Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || age > STALE_MS;
	} catch (error) {
		return error.code === "ENOENT";
	}
}
function tryCreate(file) {
	try {
		const fd = openSync(file, "wx", 384);
		writeSync(fd, `${process.pid}\n`);
		closeSync(fd);
		return true;
	} catch (error) {
		if (error.code === "EEXIST") return false;
		throw error;
	}
}
/**
* Waits for the project's lock and takes it. Never throws: a lock directory that cannot be used
* means running without the lock, as before.
*/
async function lockProject(root, options = {}) {
	const env = options.env ?? process.env;
	const maxWaitMs = options.maxWaitMs ?? 6e5;
	const started = Date.now();
	let file;
	try {
		const dir = lockDir(env);
		mkdirSync(dir, {
			recursive: true,
			mode: 448
		});
		file = path.join(dir, `${createHash("sha256").update(root).digest("hex").slice(0, 24)}.lock`);
	} catch {
		return {
			waitedMs: 0,
			held: false,
			release: () => void 0
		};
	}
	let delay = 25;
	for (;;) {
		let created;
		try {
			created = tryCreate(file);
		} catch {
			return {
				waitedMs: Date.now() - started,
				held: false,
				release: () => void 0
			};
		}
		if (created) return {
			waitedMs: Date.now() - started,
			held: true,
			release: () => {
				try {
					if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
				} catch {}
			}
		};
		if (stale(file)) {
			try {
				unlinkSync(file);
			} catch {}
			continue;
		}
		if (Date.now() - started >= maxWaitMs) return {
			waitedMs: Date.now() - started,
			held: false,
			release: () => void 0
		};
		await new Promise((resolve) => setTimeout(resolve, delay));
		delay = Math.min(delay * 2, 250);
	}
}

// dist/engine/engine.js
/**
* runChecks: plans the checks (planChecks), runs them concurrently (bounded), each under its timeout,
* and turns their findings and failures into one report with a verdict.
*/
function overlaps(ranges, start, end) {
	return ranges.some((range) => range.start <= end && start <= range.end);
}
/** Whether a finding is within the scope of the change; findings outside it are only counted. */
function inScope(finding, scope, filesByPath) {
	if (scope === "all") return true;
	const file = filesByPath.get(finding.file);
	if (!file) return finding.check === "types";
	if (scope === "file") return true;
	const ranges = scope === "added" ? file.addedLines : file.contextLines ?? file.addedLines;
	if (!ranges || finding.line === void 0) return true;
	return overlaps(ranges, finding.line, finding.endLine ?? finding.line);
}
/** A diff's scopes that judge by the changed lines, where what was there before the change is left out. */
function judgedByLines(scope) {
	return scope === "added" || scope === "context";
}
/** A base revision as a note names it: HEAD, or a commit's short id. */
function displayRevision(revision) {
	return revision && /^[0-9a-f]{40,64}$/.test(revision) ? revision.slice(0, 12) : revision ?? "HEAD";
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
function judgeFindings(found, scope, filesByPath, atBase) {
	const judged = {
		shown: [],
		caused: [],
		preexisting: 0
	};
	const compared = new Set(atBase?.files ?? []);
	const left = /* @__PURE__ */ new Map();
	for (const f of atBase?.findings ?? []) left.set(baseKey(f), (left.get(baseKey(f)) ?? 0) + 1);
	const inside = found.map((finding) => inScope(finding, scope, filesByPath));
	const sameLine = /* @__PURE__ */ new Map();
	for (const f of atBase?.findings ?? []) if (f.line !== void 0 && !filesByPath.has(f.file)) {
		const key = `${baseKey(f)}\0${f.line}`;
		sameLine.set(key, (sameLine.get(key) ?? 0) + 1);
	}
	const matched = /* @__PURE__ */ new Set();
	found.forEach((finding, i) => {
		if (!compared.has(finding.file) || filesByPath.has(finding.file)) return;
		const key = `${baseKey(finding)}\0${finding.line}`;
		const count = sameLine.get(key) ?? 0;
		if (count === 0) return;
		sameLine.set(key, count - 1);
		left.set(baseKey(finding), (left.get(baseKey(finding)) ?? 0) - 1);
		judged.preexisting++;
		matched.add(i);
	});
	const order = found.map((_, i) => i).filter((i) => !matched.has(i)).sort((a, b) => Number(inside[a]) - Number(inside[b]));
	const shown = /* @__PURE__ */ new Set();
	for (const i of order) {
		const finding = found[i];
		if (!compared.has(finding.file)) {
			if (inside[i]) shown.add(i);
			else judged.preexisting++;
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
		if (!inside[i] || !filesByPath.has(finding.file)) judged.caused.push(finding);
	}
	judged.shown = found.filter((_, i) => shown.has(i));
	return judged;
}
function baseKey(finding) {
	return `${finding.file}\0${finding.rule}\0${finding.message}`;
}
function compareFindings(a, b) {
	return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.check.localeCompare(b.check);
}
/** A reused host's results, by what they depend on (result-cache.ts); a new host starts empty. */
const resultCaches = /* @__PURE__ */ new WeakMap();
async function runPlans(host, longLived, changeSet, allFiles, plans, fix, concurrency, onProgress, cache, disk, deferKeep = false) {
	const limit = pLimit(concurrency);
	return Promise.all(plans.map((plan) => limit(async () => {
		onProgress?.({
			type: "started",
			id: plan.id
		});
		let started = performance.now();
		const comparesWithBase = (plan.id === "types" || plan.id === "lint" || plan.id === "format") && changeSet.baseRevision !== void 0 && changeSet.compareWithBase === true;
		const runOnHost = () => {
			const sent = performance.now();
			return host.run({
				id: plan.id,
				root: changeSet.root,
				files: plan.files,
				allFiles,
				...plan.id === "types" && changeSet.snapshot ? { snapshot: changeSet.snapshot } : {},
				...plan.id === "types" && changeSet.baseRevision ? { baseRevision: changeSet.baseRevision } : {},
				...comparesWithBase ? { compareWithBase: true } : {},
				...plan.id !== "types" && comparesWithBase ? { baseRevision: changeSet.baseRevision } : {},
				options: plan.policy.options,
				fix,
				requireProjectTool: plan.policy.requireProjectTool,
				timeoutMs: plan.policy.timeoutMs,
				...longLived ? { longLived } : {}
			}, onProgress ? (count) => onProgress({
				type: "files",
				id: plan.id,
				count
			}) : void 0, () => {
				started += performance.now() - sent;
			});
		};
		const cacheOptions = {
			options: plan.policy.options,
			requireProjectTool: plan.policy.requireProjectTool
		};
		if (plan.id === "types") {
			const typesOptions = {
				...cacheOptions,
				baseRevision: changeSet.baseRevision ?? null,
				...changeSet.baseRevision && changeSet.compareWithBase ? { compareWithBase: true } : {}
			};
			const typesKey = cache && disk && !fix && !deferKeep ? cache.key("types", changeSet.root, plan.files, typesOptions) : void 0;
			const found = typesKey !== void 0 ? await disk?.lookup(typesKey) : void 0;
			const stored = found?.result;
			if (stored?.inputs) {
				const { inputsUnchanged } = await import("./inputs-Vtb-PREZ.js");
				if (await inputsUnchanged(changeSet.root, stored.inputs)) {
					const { inputs: _read, ...result } = stored;
					onProgress?.({
						type: "files",
						id: plan.id,
						count: plan.files.length
					});
					const ms = Math.round(performance.now() - started);
					onProgress?.({
						type: "finished",
						id: plan.id,
						ms
					});
					return {
						plan,
						result,
						ms,
						cached: true,
						from: found.from,
						key: typesKey,
						keyOptions: typesOptions,
						inputs: stored.inputs
					};
				}
			}
			const { inputs, ...result } = await runOnHost();
			const kept = typesKey !== void 0 && inputs !== void 0 && reusable(result);
			if (kept) disk?.put(typesKey, {
				...result,
				inputs
			});
			const ms = Math.round(performance.now() - started);
			onProgress?.({
				type: "finished",
				id: plan.id,
				ms
			});
			return {
				plan,
				result,
				ms,
				cached: false,
				...kept ? {
					key: typesKey,
					keyOptions: typesOptions,
					inputs
				} : {}
			};
		}
		const key = cache && !fix && !comparesWithBase ? cache.key(plan.id, changeSet.root, plan.files, cacheOptions) : void 0;
		const cached = key !== void 0 ? await cache?.fetch(key, disk) : void 0;
		if (cached) {
			onProgress?.({
				type: "files",
				id: plan.id,
				count: plan.files.length
			});
			const ms = Math.round(performance.now() - started);
			onProgress?.({
				type: "finished",
				id: plan.id,
				ms
			});
			return {
				plan,
				result: cached.result,
				ms,
				cached: true,
				from: cached.from,
				key,
				keyOptions: cacheOptions
			};
		}
		const result = await runOnHost();
		const keepIfUnchanged = () => {
			if (key === void 0 || cache?.key(plan.id, changeSet.root, plan.files, cacheOptions) !== key) return false;
			cache.keep(key, result, disk);
			return reusable(result);
		};
		let kept = false;
		if (deferKeep) setImmediate(keepIfUnchanged);
		else kept = keepIfUnchanged();
		const ms = Math.round(performance.now() - started);
		onProgress?.({
			type: "finished",
			id: plan.id,
			ms
		});
		return {
			plan,
			result,
			ms,
			cached: false,
			...kept ? {
				key,
				keyOptions: cacheOptions
			} : {}
		};
	})));
}
async function runChecks(changeSet, options) {
	const started = performance.now();
	const { policy } = options;
	const scope = options.scope ?? "file";
	const plans = planChecks(changeSet.files, policy, appliesTo, options.only);
	recordTiming("engine.plan", performance.now() - started);
	const planned = new Set(plans.flatMap((plan) => plan.files.map((file) => file.path)));
	const unread = changeSet.files.flatMap((file) => file.oversized && !planned.has(file.path) ? [{
		path: file.path,
		reason: tooLargeReason(file.oversized)
	}] : []);
	const unreadPaths = new Set(unread.map((file) => file.path));
	const reused = options.host ?? sharedHostFor(changeSet.root);
	const lock = reused || plans.length === 0 ? void 0 : await lockProject(changeSet.root);
	const host = reused ?? createHost();
	const longLived = reused !== void 0;
	const daemonRun = options.host === void 0 && reused !== void 0;
	let cache;
	if (reused) {
		cache = resultCaches.get(reused);
		if (!cache) resultCaches.set(reused, cache = new ResultCache());
	}
	const disk = diskCacheFor(policy, process.env, { remote: !daemonRun });
	cache ??= disk ? new ResultCache() : void 0;
	const fixed = /* @__PURE__ */ new Set();
	const notes = [...changeSet.notes ?? [], ...options.notes ?? []];
	let outcomes;
	let recordable;
	try {
		if (options.fix) for (const id of ["lint", "format"]) {
			const plan = plans.find((p) => p.id === id);
			if (!plan) continue;
			const [outcome] = await runPlans(host, longLived, changeSet, changeSet.files, [plan], true, 1);
			for (const file of outcome?.result.fixedFiles ?? []) fixed.add(file);
		}
		const checking = performance.now();
		options.onProgress?.({
			type: "planned",
			checks: plans.map((plan) => ({
				id: plan.id,
				files: plan.files.length
			}))
		});
		outcomes = await runPlans(host, longLived, {
			...changeSet,
			compareWithBase: judgedByLines(scope)
		}, changeSet.files, plans, false, policy.concurrency, options.onProgress, cache, disk, daemonRun);
		if (daemonRun) setImmediate(() => void disk?.settle());
		else await disk?.settle();
		notes.push(...disk?.notes ?? []);
		if (options.onRecordable && !options.fix && !reused && disk && disk.notes.length === 0) recordable = recordedChecks(outcomes);
		recordTiming("engine.checks", performance.now() - checking);
		for (const { plan, ms, cached } of outcomes) recordTiming(`check.${plan.id}`, ms, {
			files: plan.files.length,
			cached
		});
	} finally {
		if (!reused) await host.close();
		lock?.release();
	}
	if (lock && lock.waitedMs >= 1e3) notes.push(lock.held ? `waited ${Math.round(lock.waitedMs / 1e3)} s for another qgate run on this project (check timeouts start after the wait)` : `waited ${Math.round(lock.waitedMs / 1e3)} s for another qgate run on this project, then ran alongside it`);
	if (recordable && !(lock && lock.waitedMs >= 1e3)) options.onRecordable?.(recordable);
	const reporting = performance.now();
	const filesByPath = new Map(changeSet.files.map((f) => [f.path, f]));
	const findings = [];
	const failures = [];
	const tools = [];
	const timings = {
		totalMs: 0,
		checks: {}
	};
	let preexisting = 0;
	const caused = [];
	for (const { plan, result, ms } of outcomes) {
		timings.checks[plan.id] = ms;
		failures.push(...result.failures);
		tools.push(...result.tools);
		notes.push(...result.notes);
		const severity = plan.policy.severity;
		const judged = judgeFindings(severity ? result.findings.map((f) => ({
			...f,
			severity
		})) : result.findings, scope, filesByPath, judgedByLines(scope) ? result.atBase : void 0);
		findings.push(...judged.shown);
		caused.push(...judged.caused);
		preexisting += judged.preexisting;
	}
	findings.sort(compareFindings);
	if (caused.length > 0) {
		caused.sort(compareFindings);
		notes.push(engineMessages.causedByChange(caused.length, displayRevision(changeSet.baseRevision), caused.map((f) => `${f.file}:${f.line}`), caused.every((f) => f.check === "types") ? "type error" : "finding"));
	}
	const runFiles = new Set(changeSet.files.map((f) => f.path));
	const inDependents = findings.filter((f) => !runFiles.has(f.file));
	if (changeSet.source === "explicit" && !changeSet.baseRevision && inDependents.length > 0) notes.push(engineMessages.inDependentsOfNamed(inDependents.length, inDependents.map((f) => f.line === void 0 ? f.file : `${f.file}:${f.line}`), inDependents.every((f) => f.check === "types") ? "type error" : "finding"));
	if (preexisting > 0 && judgedByLines(scope) && changeSet.source === "diff" && !changeSet.baseRevision) notes.push(engineMessages.notComparedWithBase(preexisting));
	const blocking = findings.some((f) => isBlocking(f, policy.blockOn));
	const verdict = failures.length > 0 && policy.onFailure === "block" ? "incomplete" : blocking ? "block" : findings.length > 0 || failures.length > 0 ? "warn" : "pass";
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
			cached: Object.fromEntries(outcomes.flatMap(({ plan, from }) => from !== void 0 ? [[plan.id, from]] : []))
		}
	};
}
function dedupeTools(tools) {
	const seen = /* @__PURE__ */ new Map();
	for (const tool of tools) seen.set(toolKey(tool), tool);
	return [...seen.values()];
}
/**
* One note per package for the tools qgate brought itself ("prettier 3.10.1 and typescript 5.9.3:
* qgate's bundled copies (none installed in the project)"), leaving out a tool a check's own note
* already names as bundled (lint says which ESLint config it used).
*/
function bundledToolNotes(tools, notes) {
	const byPackage = /* @__PURE__ */ new Map();
	for (const tool of tools) {
		if (tool.source !== "bundled" || tool.dedicated) continue;
		const named = `${tool.name} ${tool.version}`;
		if (notes.some((note) => note.toLowerCase().includes(`bundled ${named}`.toLowerCase()))) continue;
		getOrCreate(byPackage, tool.packageDir, () => []).push(named);
	}
	return [...byPackage].map(([packageDir, named]) => engineMessages.bundledCopies(named, packageDir));
}

// dist/pipeline.js
async function runGate(changeSet, options) {
	const { afterRun, ...rest } = options;
	const classified = timed("engine.classify", () => classify(changeSet, options.policy.maxFileBytes));
	const report = await runChecks(classified, {
		...rest,
		strict: options.strict ?? options.policy.strict
	});
	if (afterRun) report.notes.push(...await afterRun(report.fixed));
	if (classified.files.length === 0) report.notes.unshift(engineMessages.nothingToCheck);
	if (report.strict && options.policy.secrets.guard === "off") report.notes.push(secretsGuardMessages.guardOff);
	return report;
}

// dist/report/assistant.js
const say = reportMessages.assistant;
/** Claude Code truncates hook output beyond 10,000 characters. */
const ASSISTANT_CAP = 1e4;
/** One finding never takes more than this many characters. */
const CHECK_ORDER = {
	security: 0,
	types: 1,
	lint: 2,
	format: 3
};
const SEVERITY_ORDER = {
	error: 0,
	warning: 1,
	info: 2
};
/** Most important first: blocking before non-blocking, then severity, then check, then position. */
function rankFindings(findings, blockOn) {
	return [...findings].sort((a, b) => Number(isBlocking(b, blockOn)) - Number(isBlocking(a, blockOn)) || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || CHECK_ORDER[a.check] - CHECK_ORDER[b.check] || a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
function findingLine(f) {
	return oneLine(`- ${whereLabel(displayPath(f.file), f)} ${f.severity} ${ruleLabel(f)}: ${f.message}`);
}
/** The files the findings are in (a deletion's findings are in its importers), else the changed files. */
function filesLabel(report) {
	const withFindings = [...new Set(report.findings.map((f) => f.file))];
	const files = withFindings.length > 0 ? withFindings : report.files;
	if (files.length === 0) return say.noFiles;
	if (files.length === 1) return displayPath(files[0] ?? "");
	return plural(files.length, "file");
}
/** The first line: verdict, counts and files. */
function headline(report, options) {
	const blocking = report.findings.filter((f) => isBlocking(f, options.blockOn)).length;
	const others = report.findings.length - blocking;
	const parts = [];
	if (blocking > 0) parts.push(plural(blocking, "blocking finding"));
	if (others > 0) parts.push(plural(others, blocking > 0 ? "other finding" : "finding"));
	if (report.failures.length > 0) parts.push(say.couldNotRun(report.failures.length));
	const counts = parts.join(", ");
	const where = filesLabel(report);
	if (report.files.length === 0 && report.failures.length === 0) return say.nothingToCheck;
	if (options.blocked) return say.blocked(counts, where);
	if (report.verdict === "pass") return say.passed(where, Object.keys(report.timings.checks));
	return say.findings(counts, where, blocking > 0 && !report.strict);
}
/** The text for the assistant: never longer than the cap. */
function renderAssistantText(report, options) {
	const cap = options.cap ?? 1e4;
	const head = oneLine(headline(report, options), 1e3);
	const body = [];
	for (const failure of report.failures) {
		const where = failure.file ? ` (${displayPath(failure.file)})` : "";
		body.push(oneLine(say.failure(failure.check, failure.errorType, failure.message, where)));
	}
	const ranked = rankFindings(report.findings, options.blockOn);
	const pointer = options.reportPath ? say.fullReport(displayPath(options.reportPath)) : say.fullReportNotSaved;
	const tail = [];
	if (report.preexisting > 0) tail.push(say.preexisting(report.preexisting));
	if (report.fixed.length > 0) tail.push(oneLine(say.fixed(report.fixed.map(displayPath))));
	for (const skipped of report.skipped.slice(0, 5)) tail.push(oneLine(say.skipped(displayPath(skipped.path), skipped.reason), 300));
	if (report.skipped.length > 5) tail.push(say.moreSkipped(report.skipped.length - 5));
	const lines = [head];
	let length = head.length + 1;
	const reserve = say.moreNotShown(report.findings.length + report.failures.length, `${report.findings.length} errors, ${report.findings.length} warnings, ${report.findings.length} infos`).length + tail.reduce((sum, line) => sum + line.length + 1, 0) + pointer.length + 4;
	const candidates = [...body, ...ranked.map(findingLine)];
	let shown = 0;
	for (const line of candidates) {
		if (length + line.length + 1 + reserve > cap) break;
		lines.push(line);
		length += line.length + 1;
		shown++;
	}
	const omitted = candidates.length - shown;
	if (omitted > 0) {
		const leftFindings = ranked.slice(Math.max(0, shown - body.length));
		const bySeverity = (s) => leftFindings.filter((f) => f.severity === s).length;
		const leftFailures = Math.max(0, body.length - shown);
		const detail = [
			leftFailures > 0 ? plural(leftFailures, "failure") : "",
			bySeverity("error") > 0 ? plural(bySeverity("error"), "error") : "",
			bySeverity("warning") > 0 ? plural(bySeverity("warning"), "warning") : "",
			bySeverity("info") > 0 ? plural(bySeverity("info"), "info") : ""
		].filter(Boolean).join(", ");
		lines.push(say.moreNotShown(omitted, detail));
	}
	lines.push(...tail);
	if (report.verdict !== "pass" || options.reportPath) lines.push(pointer);
	const text = redactSecrets(lines.join("\n"));
	return text.length > cap ? `${text.slice(0, cap - 1)}…` : text;
}
/** The reporter: blocked and blockOn come from the render context, else the report's own strict verdict. */
const assistantReporter = {
	name: "assistant",
	render: (report, context) => `${renderAssistantText(report, {
		blocked: context.blocked ?? (report.strict && stopsInStrictMode(report.verdict)),
		blockOn: context.blockOn ?? "error",
		reportPath: context.reportPath
	})}\n`
};

// dist/report/json.js
/** The serialisable form of a report (no absolute paths). */
function toJson(report) {
	return {
		version: report.version,
		verdict: report.verdict,
		strict: report.strict,
		files: report.files,
		findings: report.findings,
		failures: report.failures,
		timings: report.timings,
		skipped: report.skipped,
		preexisting: report.preexisting,
		scope: report.scope,
		fixed: report.fixed,
		tools: report.tools,
		notes: report.notes
	};
}
const jsonReporter = {
	name: "json",
	render: (report) => `${JSON.stringify(toJson(report), null, 2)}\n`
};

// dist/stats/metrics.js
/** How much of a blocking finding's text a record keeps (the dashboard's "files that blocked most"). */
const BLOCKED_BY_CHARS = 200;
function gateRunRecord(report, options) {
	const fileFailures = new Set(report.failures.flatMap((f) => f.file === void 0 ? [] : [f.file]));
	const everyFileFailed = report.failures.some((f) => f.file === void 0);
	const runFiles = new Set(report.files);
	const elsewhere = {};
	const failedElsewhere = /* @__PURE__ */ new Set();
	for (const finding of report.findings) {
		if (runFiles.has(finding.file)) continue;
		elsewhere[finding.check] = (elsewhere[finding.check] ?? 0) + 1;
		if (!isBlocking(finding, options.blockOn)) continue;
		const causes = report.causes?.[finding.file]?.filter((file) => runFiles.has(file));
		const examined = report.examined?.[finding.check]?.filter((file) => runFiles.has(file));
		const against = causes !== void 0 && causes.length > 0 ? causes : examined !== void 0 && examined.length > 0 ? examined : report.files;
		for (const file of against) failedElsewhere.add(file);
	}
	const files = report.files.map((file) => {
		const findings = {};
		let blockedBy;
		for (const finding of report.findings) {
			if (finding.file !== file) continue;
			findings[finding.check] = (findings[finding.check] ?? 0) + 1;
			if (blockedBy === void 0 && isBlocking(finding, options.blockOn)) blockedBy = `${finding.check}/${finding.rule}: ${finding.message}`.slice(0, BLOCKED_BY_CHARS);
		}
		return {
			path: file,
			changedLines: options.changedLines?.get(file),
			passed: blockedBy === void 0 && !failedElsewhere.has(file) && !everyFileFailed && !fileFailures.has(file),
			findings,
			...blockedBy !== void 0 ? { blockedBy } : {}
		};
	});
	const rules = {};
	for (const finding of report.findings) {
		const key = `${finding.check}/${finding.rule}`;
		rules[key] = (rules[key] ?? 0) + 1;
	}
	return {
		type: "gate",
		ts: (/* @__PURE__ */ new Date()).toISOString(),
		session: options.session,
		door: options.door,
		...options.assistant !== void 0 ? { assistant: options.assistant } : {},
		verdict: report.verdict,
		durationMs: report.timings.totalMs,
		files,
		...Object.keys(elsewhere).length > 0 ? { elsewhere } : {},
		failures: [...new Set(report.failures.map((f) => f.check))],
		checkMs: { ...report.timings.checks },
		rules,
		...report.served ? { served: report.served.how } : {},
		...report.served && Object.keys(report.served.cached).length > 0 ? { cached: { ...report.served.cached } } : {}
	};
}

// dist/changes/worktree.js
/** `qgate check` with no selector: what changed in the working tree against HEAD, untracked files included. */
/** Parses `git diff --name-status -z` output (renames and copies carry two paths). */
function parseNameStatus(output) {
	const parts = splitZ(output);
	const entries = [];
	for (let i = 0; i < parts.length;) {
		const status = parts[i++] ?? "";
		if (status.startsWith("R") || status.startsWith("C")) {
			const previousPath = parts[i++] ?? "";
			entries.push({
				status,
				previousPath,
				path: parts[i++] ?? ""
			});
		} else entries.push({
			status,
			path: parts[i++] ?? ""
		});
	}
	return entries;
}
function changeTypeOf(status) {
	if (status.startsWith("D")) return "delete";
	if (status.startsWith("A") || status.startsWith("C")) return "create";
	return "modify";
}
async function worktreeChangeSet(root) {
	if (await gitTopLevel(root) === void 0) throw new UsageError(changeMessages.worktreeNotInRepository(displayPath(root)));
	const files = /* @__PURE__ */ new Map();
	const add = (relative, change, previousPath) => files.set(relative, {
		path: relative,
		absPath: path.join(root, relative),
		change,
		previousPath
	});
	if (await hasHead(root)) {
		const diff = await gitOutput(root, [
			"diff",
			"--name-status",
			"-z",
			"-M",
			"--relative",
			"HEAD",
			"--"
		]);
		for (const entry of parseNameStatus(diff)) {
			if (entry.previousPath !== void 0 && entry.status.startsWith("R")) add(entry.previousPath, "delete");
			add(entry.path, changeTypeOf(entry.status), entry.previousPath);
		}
	} else for (const relative of splitZ(await gitOutput(root, [
		"ls-files",
		"-z",
		"--cached"
	]))) add(relative, "create");
	for (const relative of splitZ(await gitOutput(root, [
		"ls-files",
		"-z",
		"--others",
		"--exclude-standard"
	]))) add(relative, "create");
	return {
		root,
		files: [...files.values()],
		skipped: [],
		source: "worktree",
		...await hasHead(root) ? { baseRevision: "HEAD" } : {}
	};
}

export { assistantReporter as a, runGate as c, stopsInStrictMode as d, toJson as i, policySelects as l, gateRunRecord as n, headline as o, jsonReporter as r, renderAssistantText as s, worktreeChangeSet as t, isBlocking as u };