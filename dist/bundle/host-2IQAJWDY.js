import { i as emptyResult } from "./check-CKjFkU4c.js";
import { t as locateEslintConfig } from "./config-C8mixMh5.js";
import { r as getCheck } from "./registry-DAdWNiK0.js";
import { o as describeError } from "./errors-BsNsftzl.js";
import { n as killProcessTree } from "./process-C57Jgrqg.js";
import { s as engineMessages } from "./messages-CuSOVVL6.js";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

// dist/engine/host.js
/**
* Where checks execute. The worker host runs each check in its own long-lived worker thread: checks
* run truly in parallel, a check that hangs in synchronous code (a runaway lint rule) can still be
* killed on timeout, and each worker keeps its loaded tools warm for the next run in this process.
* The inline host runs checks on the main thread (unit tests, and the fallback when dist/ is absent).
*/
function failed(id, errorType, message) {
	return {
		...emptyResult(),
		failures: [{
			check: id,
			errorType,
			message
		}]
	};
}
function timedOut(request) {
	return failed(request.id, "tool_execution_failed", engineMessages.checkTimedOut(request.id, request.timeoutMs));
}
/** Runs checks on the calling thread. A timeout aborts the check's signal and kills its child processes. */
/**
* Runs one check request in this thread: the request's context, the given abort signal and child
* registration; a crash becomes a tool_execution_failed failure. Inline hosts and worker threads share it.
*/
async function runCheckRequest(request, signal, registerChild, onFilesDone) {
	try {
		return await getCheck(request.id).run({
			root: request.root,
			files: request.files,
			allFiles: request.allFiles,
			snapshot: request.snapshot,
			baseRevision: request.baseRevision,
			compareWithBase: request.compareWithBase,
			options: request.options,
			fix: request.fix,
			requireProjectTool: request.requireProjectTool,
			longLived: request.longLived,
			signal,
			registerChild,
			onFilesDone
		});
	} catch (error) {
		return failed(request.id, "tool_execution_failed", engineMessages.checkCrashed(request.id, describeError(error)));
	}
}
/** The child's pid while it runs; undefined once it has exited (the number may be another process's). */
function runningPid(child) {
	return child.exitCode === null && child.signalCode === null ? child.pid : void 0;
}
var InlineHost = class {
	async run(request, onFilesDone, onStarted) {
		onStarted?.();
		const controller = new AbortController();
		const children = /* @__PURE__ */ new Set();
		let timer;
		const timeout = new Promise((resolve) => {
			timer = setTimeout(() => {
				controller.abort();
				for (const child of children) {
					const pid = runningPid(child);
					if (pid !== void 0) killProcessTree(pid);
				}
				resolve(timedOut(request));
			}, request.timeoutMs);
		});
		const work = runCheckRequest(request, controller.signal, (child) => children.add(child), onFilesDone);
		try {
			return await Promise.race([work, timeout]);
		} finally {
			clearTimeout(timer);
		}
	}
	async close() {}
};
/**
* One worker thread, running one request at a time: what a tool prints belongs to the request that runs
* (check-worker.ts), and a request's timeout starts when its thread starts it, not while it waits
* behind another check that shares the thread.
*/
var CheckWorker = class {
	thread;
	onDead;
	worker;
	/** The pids of the tool processes this worker started that still run (the worker says when each exits). */
	children = /* @__PURE__ */ new Set();
	pending = /* @__PURE__ */ new Map();
	queue = [];
	nextId = 1;
	/** Killed: what is queued waits for the exit, and then runs elsewhere. */
	stopping = false;
	/** `onDead` gets the requests still queued, never started, to run elsewhere. */
	constructor(thread, workerFile, onDead, resourceLimits) {
		this.thread = thread;
		this.onDead = onDead;
		this.worker = new Worker(workerFile, {
			workerData: { thread },
			stdout: false,
			stderr: false,
			...resourceLimits ? { resourceLimits } : {}
		});
		this.worker.unref();
		this.worker.on("message", (message) => {
			if (message.type === "child") this.children.add(message.pid);
			else if (message.type === "child-exit") this.children.delete(message.pid);
			else if (message.type === "files") this.pending.get(message.requestId)?.onFilesDone?.(message.count);
			else this.settle(message.requestId, message.result);
		});
		this.worker.on("error", (error) => this.die((id) => engineMessages.checkCrashed(id, describeError(error))));
		this.worker.on("exit", (code) => this.die((id) => engineMessages.workerExited(id, code)));
	}
	run(queued) {
		this.queue.push(queued);
		this.next();
	}
	next() {
		if (this.stopping || this.pending.size > 0) return;
		const queued = this.queue.shift();
		if (!queued) return;
		const { request, resolve } = queued;
		const requestId = this.nextId++;
		const timer = setTimeout(() => {
			this.pending.delete(requestId);
			resolve(timedOut(request));
			this.kill();
		}, request.timeoutMs);
		this.pending.set(requestId, {
			...queued,
			timer
		});
		queued.onStarted?.();
		this.worker.postMessage({
			type: "run",
			requestId,
			request,
			progress: queued.onFilesDone !== void 0
		});
	}
	settle(requestId, result) {
		const pending = this.pending.get(requestId);
		if (!pending) return;
		clearTimeout(pending.timer);
		this.pending.delete(requestId);
		pending.resolve(result);
		this.next();
	}
	/** The worker ended: the running request fails with `message` (naming its check, not the thread). */
	die(message) {
		for (const [requestId, pending] of this.pending) {
			clearTimeout(pending.timer);
			this.pending.delete(requestId);
			pending.resolve(failed(pending.request.id, "tool_execution_failed", message(pending.request.id)));
		}
		this.onDead(this.queue.splice(0));
	}
	kill() {
		this.stopping = true;
		for (const pid of this.children) killProcessTree(pid);
		this.children.clear();
		this.worker.terminate();
	}
};
/** Resolves the compiled worker script (tests import src/ but run workers from dist/). */
function workerScript() {
	const candidate = fileURLToPath(import.meta.url).endsWith(".ts") ? fileURLToPath(new URL("../../dist/engine/check-worker.js", import.meta.url)) : fileURLToPath(new URL("./check-worker.js", import.meta.url));
	return existsSync(candidate) ? candidate : void 0;
}
/** A thread per check: what a long-lived host (the daemon) runs, so that warm checks run in parallel. */
const threadPerCheck = (request) => request.id;
/**
* Security's dangerous-pattern scan runs on qgate's ESLint with typescript-eslint's parser and
* TypeScript, and so does lint where no ESLint config of the project governs a file (qgate's default
* config): loading them is most of what either check costs on a cold run. So on such a cold run the
* two share a thread, one after the other, and one load serves both: on the demo, two cores, 24% less
* CPU and 18% less time for the whole run (3,860 against 2,930 ms of CPU, nine runs each, alternated,
* measured by hand: docs/performance.md; types in that thread too saved a little more CPU but took
* longer).
*
* Not where the project has an ESLint config: its ESLint and typescript-eslint may be the very
* modules qgate's resolve to (npm hoists and dedupes them), and in one thread they would be one
* instance, whose TypeScript is the project's for lint and qgate's own for security
* (lint/bundled-typescript.ts); in two threads each loads its own. Nor with many files, where the
* scan's own work outweighs the load it saves (a judgement, not a measurement: a few ms a file
* against about 700 ms).
*/
const SHARED_THREAD_MAX_FILES = 200;
const coldThreads = (request) => request.id === "security" && request.files.length <= 200 && noProjectEslintConfig(request) ? "lint" : request.id;
/** Whether no file of the run (`allFiles`: lint's files too) is under an ESLint config of the project. */
function noProjectEslintConfig(request) {
	const seen = /* @__PURE__ */ new Set();
	return request.allFiles.every((file) => {
		const dir = path.dirname(file.absPath);
		if (seen.has(dir)) return true;
		seen.add(dir);
		return locateEslintConfig(file.absPath, request.root, request.root).kind === "none";
	});
}
var WorkerHost = class {
	script;
	limits;
	threadFor;
	workers = /* @__PURE__ */ new Map();
	closed = false;
	constructor(script, limits, threadFor = threadPerCheck) {
		this.script = script;
		this.limits = limits;
		this.threadFor = threadFor;
	}
	run(request, onFilesDone, onStarted) {
		return new Promise((resolve) => this.dispatch(this.threadFor(request), {
			request,
			resolve,
			onFilesDone,
			onStarted
		}));
	}
	dispatch(thread, queued) {
		let worker = this.workers.get(thread);
		if (!worker) {
			const created = new CheckWorker(thread, this.script, (orphans) => {
				if (this.workers.get(thread) === created) this.workers.delete(thread);
				for (const orphan of orphans) if (this.closed) orphan.resolve(failed(orphan.request.id, "tool_execution_failed", engineMessages.hostClosed(orphan.request.id)));
				else this.dispatch(orphan.request.id, orphan);
			}, this.limits?.(thread));
			worker = created;
			this.workers.set(thread, worker);
		}
		worker.run(queued);
	}
	/** Ends every worker and every tool process they started (a daemon's stop leaves nothing behind). */
	async close() {
		this.closed = true;
		const all = [...this.workers.values()];
		this.workers.clear();
		for (const w of all) for (const pid of w.children) killProcessTree(pid);
		await Promise.all(all.map((w) => w.worker.terminate()));
	}
};
/**
* A long-lived process (the daemon) keeps one host per project root, so tools stay loaded between
* requests; `runChecks` asks here before creating (and afterwards closing) a host of its own.
*/
let sharedHosts;
function provideSharedHosts(provider) {
	sharedHosts = provider;
}
function sharedHostFor(root) {
	return sharedHosts?.(root);
}
let coldHostKind = "worker";
/**
* The default host: workers when the compiled worker exists, inline otherwise. `limits`: V8's limits
* per thread (the daemon's: daemon/memory.ts); `threadFor`: which checks share a thread (a cold run's
* by default; the daemon keeps one per check).
*/
function createHost(kind = coldHostKind, limits, threadFor = coldThreads) {
	const script = kind === "worker" ? workerScript() : void 0;
	return script ? new WorkerHost(script, limits, threadFor) : new InlineHost();
}

export { sharedHostFor as a, runningPid as i, provideSharedHosts as n, threadPerCheck as o, runCheckRequest as r, createHost as t };