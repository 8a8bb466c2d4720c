import { r as __toESM } from "./rolldown-runtime-CoNq6U3z.js";
import { a as UsageError, i as QgateError, o as describeError, r as FileError } from "./errors-BsNsftzl.js";
import { _ as handleReportedError, b as logName, c as readStdin, d as ensureBaseline, f as findShellWrites, g as errorStatusLine, h as editedChangeSet, l as recordEdits, m as gateChangeSet, n as ASSISTANT_IDS, o as roomFor, p as trySessionRecord, r as POSITIONAL, s as StdinTooLargeError, u as gateSession, v as routeError, y as parsePayload } from "./registry-B2DTrHAP.js";
import { o as toRelative, t as displayPath } from "./paths-CKwe_9xS.js";
import { n as lintPrompt } from "./lint-BeDnp2T6.js";
import { _ as secretsGuardMessages, h as reportMessages, i as cliMessages, o as doorMessages, x as oneLine } from "./messages-CuSOVVL6.js";
import { i as timed } from "./timings-DSKXXjcA.js";
import { r as require_picomatch } from "./dist-DbY8Nur6.js";
import { l as secretsIn, n as SECRET_PATTERNS } from "./redact-CzCWQn79.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { n as resolveErrorHook } from "./error-hook-C2iGoVrc.js";
import { t as Logs } from "./logs-DMA05iGa.js";
import { t as VALUE_EXAMPLES } from "./value-examples-ChO0uVyE.js";
import { appendFileSync, closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash, randomUUID } from "node:crypto";

// dist/hook/args.js
var import_picomatch = /* @__PURE__ */ __toESM(require_picomatch(), 1);
const VALUE_OPTIONS = /* @__PURE__ */ new Set([
	"--error-hook",
	"--policy",
	"--cwd",
	"--webhook-env",
	"--assistant",
	"--event"
]);
/** Options up to the first non-option word (the event); the rest is the event's data. */
function scanHookArgs(argv) {
	const options = {
		strict: false,
		help: false,
		timings: false
	};
	let i = 0;
	for (; i < argv.length; i++) {
		const arg = argv[i] ?? "";
		if (arg === "--") {
			i++;
			break;
		}
		if (!arg.startsWith("-") || arg === "-") break;
		if (arg === "--strict") options.strict = true;
		else if (arg === "--rewake") options.rewake = true;
		else if (arg === "--fail-closed") options.failClosed = true;
		else if (arg === "--timings") options.timings = true;
		else if (arg === "-h" || arg === "--help") options.help = true;
		else {
			const eq = arg.indexOf("=");
			const name = eq === -1 ? arg : arg.slice(0, eq);
			if (!VALUE_OPTIONS.has(name)) return { problem: {
				kind: "unknownOption",
				name
			} };
			const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
			if (value === void 0) return { problem: {
				kind: "needsValue",
				name
			} };
			if (name === "--error-hook") options.errorHook = value;
			else if (name === "--policy") options.policy = value;
			else if (name === "--cwd") options.cwd = value;
			else if (name === "--event") options.event = value;
			else if (name === "--assistant") options.assistant = value;
			else {
				if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value)) return { problem: {
					kind: "badWebhookEnv",
					value
				} };
				options.webhookEnv = value;
			}
		}
	}
	return {
		options,
		rest: argv.slice(i)
	};
}

// dist/hook/secrets-guard.js
/**
* The secrets guard (issue 36): the doors before the model. A prompt that holds a secret, or a read of
* a file that holds one, is refused before the assistant sends it to its model's provider; the reason
* names what was found and where (its kind and line), never any part of the secret.
*
* "A secret" is what the security check's detectors see: secretlint's recommended preset
* (util/secret-detectors.ts) and the strong shapes of util/redact.ts (a key's prefix and length, a PEM
* block, credentials in a URL), not the loose "a value after a name like password" that the redactor
* also masks. Only the prompt, or the one file about to be read, is scanned; a scan is cached by the
* text's SHA-256 for the life of the process (the warm daemon keeps it between hooks). No check runs.
*/
/** Files larger than this are scanned up to it (the security check's own cap on big files). */
const MAX_SCANNED_BYTES = 52428800;
/** Scans kept per process, by the text's SHA-256. */
const CACHE_SIZE = 512;
const cache = /* @__PURE__ */ new Map();
/** secretlint's rule ids, in words. */
const RULE_NAMES = {
	aws: "an AWS credential",
	github: "a GitHub token",
	privatekey: "a private key",
	slack: "a Slack token",
	npm: "an npm token",
	basicauth: "credentials in a URL",
	openai: "an OpenAI API key",
	anthropic: "an Anthropic API key",
	gcp: "a Google Cloud credential",
	sendgrid: "a SendGrid API key",
	shopify: "a Shopify token",
	linear: "a Linear API key",
	"1password": "a 1Password token"
};
/** A pattern's `secret` group that is a placeholder, not a value: `${TOKEN}`, `<password>`, `****`. */
function isPlaceholder(value) {
	return value !== void 0 && /^(?:[$<{%*]|\[)/.test(value);
}
function lineAt(text, index) {
	let line = 1;
	for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
	return line;
}
/**
* The secrets in `text`, each once per line and kind, in order. Throws when secretlint cannot run
* (the caller decides whether that refuses: `secrets.failClosed`).
*/
async function findSecrets(text) {
	if (text.length === 0) return [];
	const key = createHash("sha256").update(text).digest("hex");
	const cached = cache.get(key);
	if (cached !== void 0) {
		cache.delete(key);
		cache.set(key, cached);
		return cached;
	}
	const found = [];
	for (const hit of await secretsIn(text)) found.push({
		what: RULE_NAMES[hit.rule] ?? secretsGuardMessages.ruleSecret(hit.rule),
		index: hit.start
	});
	for (const { name, strong, pattern } of SECRET_PATTERNS) {
		if (!strong) continue;
		for (const match of text.matchAll(pattern)) {
			if (isPlaceholder(match.groups?.secret)) continue;
			found.push({
				what: name,
				index: match.index
			});
		}
	}
	found.sort((a, b) => a.index - b.index);
	const hits = [];
	const seen = /* @__PURE__ */ new Set();
	for (const { what, index } of found) {
		const line = lineAt(text, index);
		if (seen.has(`${line}\0${what}`)) continue;
		seen.add(`${line}\0${what}`);
		hits.push({
			what,
			line
		});
	}
	cache.set(key, hits);
	if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? "");
	return hits;
}
/** The guard's setting in effect: the policy's, or `block` in strict mode when the policy says nothing. */
function guardMode(policy, strict) {
	if (policy.secrets.guardFromPolicy) return policy.secrets.guard;
	return strict ? "block" : policy.secrets.guard;
}
/** Whether the policy's `secrets.allow` globs exempt a file (test fixtures holding fake keys). */
function allowedByPolicy(policy, root, file) {
	if (policy.secrets.allow.length === 0) return false;
	const relative = toRelative(root, file);
	return (0, import_picomatch.default)(policy.secrets.allow, { dot: true })(relative);
}
/**
* A file's text for the guard: undefined when it is not a readable regular file (the tool's own
* error then says so; nothing of it can reach the model) or holds a NUL byte in its first 8 KB
* (binary). At most MAX_SCANNED_BYTES are read.
*/
function readForGuard(file) {
	let fd;
	try {
		fd = openSync(file, "r");
	} catch {
		return;
	}
	try {
		const stat = fstatSync(fd);
		if (!stat.isFile()) return void 0;
		const size = Math.min(stat.size, MAX_SCANNED_BYTES);
		const buffer = Buffer.alloc(size);
		let read = 0;
		while (read < size) {
			const n = readSync(fd, buffer, read, size - read, read);
			if (n === 0) break;
			read += n;
		}
		const bytes = buffer.subarray(0, read);
		if (bytes.subarray(0, 8192).includes(0)) return void 0;
		return bytes.toString("utf8");
	} catch {
		return;
	} finally {
		closeSync(fd);
	}
}
/** Scans a text; a scan that throws is `failed` with its one-line reason (no secret in it). */
async function guardText(text) {
	try {
		return { hits: await findSecrets(text) };
	} catch (error) {
		return { failed: error instanceof Error ? error.message.split("\n")[0] ?? "" : "unknown error" };
	}
}
/** A file's path as the guard shows it: relative to the root when inside it. */
function shownFile(root, file) {
	const relative = path.relative(root, file);
	return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}
/** A refusal or warning about one text, or nothing (no secret, the guard off, or it failed open). */
function verdictOutcome(ctx, verdict, mode, words) {
	if ("failed" in verdict) {
		ctx.logs.append("error", {
			event: ctx.router.event,
			type: "tool_execution_failed",
			critical: false,
			message: secretsGuardMessages.guardFailed(verdict.failed)
		});
		return ctx.policy.secrets.failClosed ? {
			kind: "block",
			reason: secretsGuardMessages.guardFailed(verdict.failed)
		} : void 0;
	}
	if (verdict.hits.length === 0) return void 0;
	const found = secretsGuardMessages.hits(verdict.hits);
	return mode === "block" ? {
		kind: "block",
		reason: words.refused(found)
	} : {
		kind: "notice",
		text: words.warned(found)
	};
}
/** The guard on a prompt: a block or a warning when it holds a secret, else undefined. */
async function guardPrompt(ctx, prompt) {
	const mode = guardMode(ctx.policy, ctx.strict);
	if (mode === "off" || prompt.trim() === "") return void 0;
	const outcome = verdictOutcome(ctx, await guardText(prompt), mode, {
		refused: secretsGuardMessages.promptRefused,
		warned: secretsGuardMessages.promptWarned
	});
	if (outcome !== void 0) ctx.logs.append("session", {
		event: "UserPromptSubmit",
		guard: outcome.kind === "block" ? "refused" : "warned"
	});
	return outcome;
}
/** The guard before a tool reads files: the first file holding a secret refuses (or warns about) the call. */
async function guardReads(ctx, reads) {
	const mode = guardMode(ctx.policy, ctx.strict);
	if (mode === "off") return { kind: "pass" };
	const warnings = [];
	for (const read of reads) {
		const file = path.resolve(ctx.cwd, read.path);
		if (allowedByPolicy(ctx.policy, ctx.root, file)) continue;
		const text = read.content ?? readForGuard(file);
		if (text === void 0) continue;
		const shown = shownFile(ctx.root, file);
		const outcome = verdictOutcome(ctx, await guardText(text), mode, {
			refused: (found) => secretsGuardMessages.readRefused(shown, found),
			warned: (found) => secretsGuardMessages.readWarned(shown, found)
		});
		if (outcome === void 0) continue;
		ctx.logs.append("file-access", {
			event: "PreToolUse",
			path: shown,
			guard: outcome.kind === "block" ? "refused" : "warned"
		});
		if (outcome.kind === "block") return outcome;
		if (outcome.kind === "notice") warnings.push(outcome.text);
	}
	return warnings.length > 0 ? {
		kind: "notice",
		text: warnings.join("\n")
	} : { kind: "pass" };
}

// dist/hook/run.js
/**
* One hook event, gated: qgate's answer to any assistant, before its words (rooms answer it).
*
* Strict and blocked: a `block` outcome (never at a session's end, which no assistant can block:
* a notice there). Otherwise an edit's, a batch's or a prompt's findings are `findings` for the
* model, a turn's or session's are a `notice` for the user, and a pass stays silent.
* A turn end with the assistant's loop flag never blocks again, so the gate cannot loop.
*/
/** Turn ends qgate blocks in one session for an assistant that sends no loop flag (Copilot). */
const MAX_GUARDED_STOP_BLOCKS = 5;
const PASS = { kind: "pass" };
function block(reason) {
	return {
		kind: "block",
		reason
	};
}
function logToolCall(ctx, event, call, session) {
	if (call.tool === "Read" || call.tool === "Glob" || call.tool === "Grep") ctx.logs.append("file-access", {
		event,
		session,
		tool: call.tool,
		...call.filePath ? { path: call.filePath } : {}
	});
	else ctx.logs.append("session", {
		event,
		session,
		tool: oneLine(call.tool, 80)
	});
}
/** Gates the files an edit, a batch or a shell command touched, after recording them in the session. */
async function gateEdits(ctx, key, files, door, shell) {
	const { changeSet, changedLines } = timed("hook.changes", () => editedChangeSet(ctx, files, "hook"));
	if (shell) changeSet.notes = [...changeSet.notes ?? [], ...shell.notes];
	const session = await timed("hook.session", () => recordEdits(ctx, key, changeSet, {
		changedLines,
		event: door,
		session: "sessionId" in key ? key.sessionId : void 0,
		stamped: shell !== void 0
	}));
	return {
		outcome: await gateChangeSet(ctx, {
			changeSet,
			changedLines
		}, {
			door,
			session
		}),
		session
	};
}
/** A shell command's PostToolUse: the files it wrote, if any, gated like an edit's. */
async function gateShellWrites(ctx, key, tool) {
	const state = timed("hook.session", () => trySessionRecord(ctx, () => ctx.sessions.read(key)));
	const written = await timed("hook.shell-writes", () => findShellWrites(ctx, key, state));
	if (written.length === 0) return PASS;
	const names = written.map((f) => toRelative(ctx.root, f.path));
	const { outcome } = await gateEdits(ctx, key, written, "hook:PostToolUse", { notes: [doorMessages.shellWrote(tool, names)] });
	return editOutcome(outcome);
}
function editOutcome(outcome) {
	if (outcome.blocked) return block(outcome.text);
	if (outcome.report.verdict === "pass" && outcome.report.skipped.length === 0) return PASS;
	return {
		kind: "findings",
		text: outcome.text
	};
}
async function runEvent(ctx, event) {
	const key = event.sessionId !== void 0 ? { sessionId: event.sessionId } : { root: ctx.root };
	if (event.sessionId !== void 0) ctx.router.session = event.sessionId;
	const session = event.sessionId;
	const name = logName(event);
	switch (event.kind) {
		case "tool":
			logToolCall(ctx, name, event.call, session);
			return PASS;
		case "pre-tool":
			if (event.reads.length === 0) return PASS;
			return timed("hook.secrets-guard", () => guardReads(ctx, event.reads));
		case "shell":
			logToolCall(ctx, name, event.call, session);
			return gateShellWrites(ctx, key, event.call.tool);
		case "edit": {
			const { outcome } = await gateEdits(ctx, key, event.files, "hook:PostToolUse");
			return editOutcome(outcome);
		}
		case "batch": {
			for (const call of event.calls) logToolCall(ctx, name, call, session);
			for (const failure of event.errors) await toolFailed(ctx, failure.tool, failure.error, void 0);
			if (event.files.length === 0) return PASS;
			const { outcome } = await gateEdits(ctx, key, event.files, "hook:PostToolBatch");
			return editOutcome(outcome);
		}
		case "tool-failed":
			if (event.interrupted) {
				ctx.logs.append("session", {
					event: name,
					session,
					tool: event.call.tool,
					interrupted: true
				});
				return PASS;
			}
			return {
				kind: "notice",
				text: await toolFailed(ctx, event.call.tool, event.error, event.call.filePath)
			};
		case "turn-end": {
			const state = trySessionRecord(ctx, () => ctx.sessions.read(key));
			const looping = event.guardStops === true && state !== void 0 && (state.stopBlocksSinceEdit > 0 || state.stopBlocks >= MAX_GUARDED_STOP_BLOCKS);
			const outcome = await gateSession(ctx, key, state, {
				door: `hook:${name}`,
				session,
				neverBlock: event.loopFlag || looping
			});
			if (outcome.blocked && event.guardStops === true) trySessionRecord(ctx, () => ctx.sessions.recordStopBlock(key, ctx.root));
			ctx.logs.append("session", {
				event: name,
				session,
				files: outcome.report.files.length,
				verdict: outcome.report.verdict,
				...event.loopFlag || looping ? { stopHookActive: true } : {}
			});
			if (outcome.blocked) return block(outcome.text);
			if (outcome.report.verdict === "pass") return PASS;
			return {
				kind: "notice",
				text: outcome.text
			};
		}
		case "session-end": {
			const state = trySessionRecord(ctx, () => ctx.sessions.read(key));
			const id = session ?? state?.id;
			if (id !== void 0) ctx.router.session = id;
			const outcome = await gateSession(ctx, key, state, {
				door: "hook:SessionEnd",
				session: id,
				neverBlock: true
			});
			const record = {
				type: "session-end",
				ts: (/* @__PURE__ */ new Date()).toISOString(),
				session: id,
				project: ctx.root,
				...ctx.assistant !== void 0 ? { assistant: ctx.assistant } : {},
				verdict: outcome.report.verdict
			};
			ctx.logs.append("metrics", record);
			ctx.logs.append("session", {
				event: name,
				session: id,
				...event.reason !== void 0 ? { reason: oneLine(event.reason, 80) } : {},
				files: outcome.report.files.length
			});
			trySessionRecord(ctx, () => ctx.sessions.end(key));
			if (outcome.report.verdict === "pass") return PASS;
			return {
				kind: "notice",
				text: outcome.text
			};
		}
		case "error": return {
			kind: "notice",
			text: await handleReportedError(ctx, {
				type: event.errorType,
				message: oneLine(event.message, 500),
				context: {
					event: ctx.router.event,
					session: ctx.router.session
				}
			}, { runHook: false })
		};
		case "prompt": {
			if (event.echoesReason === true && isOwnReason(event.prompt)) {
				ctx.logs.append("session", {
					event: name,
					session,
					continuation: true
				});
				return PASS;
			}
			const guard = await timed("hook.secrets-guard", () => guardPrompt(ctx, event.prompt));
			if (guard?.kind === "block") return guard;
			const id = trySessionRecord(ctx, () => ctx.sessions.recordPrompt(key, ctx.root)) ?? session;
			await ensureBaseline(ctx, key, trySessionRecord(ctx, () => ctx.sessions.read(key)));
			const lint = event.prompt.trim() === "" ? void 0 : lintPrompt(event.prompt, { root: ctx.root });
			const record = {
				type: "prompt",
				ts: (/* @__PURE__ */ new Date()).toISOString(),
				session: id,
				project: ctx.root,
				...ctx.assistant !== void 0 ? { assistant: ctx.assistant } : {},
				...lint ? { score: lint.score } : {},
				chars: event.prompt.length
			};
			ctx.logs.append("metrics", record);
			ctx.logs.append("session", {
				event: name,
				session: id,
				chars: event.prompt.length
			});
			const warning = guard?.kind === "notice" ? [guard.text] : [];
			if (!lint || lint.findings.length === 0) return guard ?? PASS;
			const lines = [...warning, doorMessages.promptScore(lint.score)];
			for (const finding of lint.findings) lines.push(doorMessages.promptFinding(finding));
			if (ctx.strict && lint.score < ctx.policy.prompt.minScore) {
				lines.unshift(doorMessages.promptBlocked(lint.score, ctx.policy.prompt.minScore));
				return block(lines.join("\n").slice(0, 1e4));
			}
			return {
				kind: "findings",
				text: lines.join("\n").slice(0, 1e4)
			};
		}
	}
}
/** Whether a prompt is qgate's own block reason, sent back by the assistant as a turn. */
function isOwnReason(prompt) {
	return prompt.trimStart().startsWith(reportMessages.operationBlocked);
}
/** A failed tool call: error log, error hook, status line. */
async function toolFailed(ctx, tool, error, filePath) {
	await routeError(ctx.router, {
		type: "tool_execution_failed",
		message: doorMessages.toolCallFailed(oneLine(tool, 80), oneLine(error, 500)),
		context: {
			event: ctx.router.event,
			tool,
			file: filePath,
			session: ctx.router.session
		}
	});
	return errorStatusLine("tool_execution_failed", ctx.logs.writable ? ctx.logs.file("error") : void 0);
}

// dist/hook/session.js
/**
* Session records: which files the assistant changed in a session, so Stop / session-end can gate all
* of them. One JSON-lines file per session in `<log dir>/sessions/`, keyed by Claude Code's
* `session_id`, or (seed door, which has no id) by the project root with a fresh id per session.
*
* Concurrent hook processes never corrupt it: the file is append-only (one O_APPEND write per line),
* it is created atomically with its first line (hard link of a complete temp file), and readers merge
* the lines, skipping any that cannot be parsed.
*/
/** A seed session idle for longer than this is over: the next prompt starts a new one. */
const SESSION_IDLE_MS = 432e5;
function isPlainRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function hash(text) {
	return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
/** A file name that cannot escape the sessions directory, whatever the id holds. */
function safeName(id) {
	return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : `h-${hash(id)}`;
}
/** Folds the change types of several edits of one file into the change of the session. */
function mergeChange(previous, next) {
	if (previous === void 0) return next;
	if (next === "delete") return "delete";
	if (previous === "delete") return "modify";
	return previous === "create" ? "create" : next;
}
var SessionStore = class {
	dir;
	constructor(logDir) {
		this.dir = path.join(logDir, "sessions");
	}
	/** File of a Claude Code session (keyed by its id) or of the seed session of a project root. */
	fileFor(key) {
		const name = "sessionId" in key ? `claude-${safeName(key.sessionId)}` : `root-${hash(key.root)}`;
		return path.join(this.dir, `${name}.jsonl`);
	}
	/**
	* Returns the session's id, creating the record when there is none. `renewIfIdle` starts a new seed
	* session when the old one has been idle too long (a session-end that never came).
	*/
	ensure(key, root, renewIfIdle = false) {
		const file = this.fileFor(key);
		const existing = this.readStart(file);
		if (existing && renewIfIdle && !("sessionId" in key)) {
			if (Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 432e5) this.end(key);
			else return existing.id;
		} else if (existing) return existing.id;
		const id = "sessionId" in key ? key.sessionId : `s-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
		const start = {
			t: "start",
			id,
			root,
			ts: (/* @__PURE__ */ new Date()).toISOString()
		};
		mkdirSync(this.dir, { recursive: true });
		const temp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
		writeFileSync(temp, `${JSON.stringify(start)}\n`);
		try {
			linkSync(temp, file);
			return id;
		} catch (error) {
			if (error.code !== "EEXIST") throw error;
			return this.readStart(file)?.id ?? id;
		} finally {
			unlinkSync(temp);
		}
	}
	recordFile(key, root, file) {
		const id = this.ensure(key, root);
		const line = {
			t: "file",
			...file,
			ts: (/* @__PURE__ */ new Date()).toISOString()
		};
		appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
		return id;
	}
	recordPrompt(key, root) {
		const id = this.ensure(key, root, true);
		const line = {
			t: "prompt",
			ts: (/* @__PURE__ */ new Date()).toISOString()
		};
		appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
		return id;
	}
	recordStopBlock(key, root) {
		this.ensure(key, root);
		const line = {
			t: "stop-block",
			ts: (/* @__PURE__ */ new Date()).toISOString()
		};
		appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
	}
	/** Records working-tree stamps: a stamp per path, or null for a path no longer changed. */
	recordStamps(key, root, stamps) {
		this.ensure(key, root);
		const line = {
			t: "stamps",
			ts: (/* @__PURE__ */ new Date()).toISOString(),
			stamps
		};
		appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
	}
	/** The session's state, or undefined when there is no record. */
	read(key) {
		const lines = this.readLines(this.fileFor(key));
		if (lines === void 0) return void 0;
		const files = /* @__PURE__ */ new Map();
		let start;
		let prompts = 0;
		let stopBlocks = 0;
		let stopBlocksSinceEdit = 0;
		let stamps;
		for (const line of lines) if (line.t === "start") start ??= line;
		else if (line.t === "stamps" && isPlainRecord(line.stamps)) {
			stamps ??= /* @__PURE__ */ new Map();
			for (const [file, stamp] of Object.entries(line.stamps)) if (typeof stamp === "string") stamps.set(file, stamp);
			else stamps.delete(file);
		} else if (line.t === "prompt") prompts++;
		else if (line.t === "stop-block") {
			stopBlocks++;
			stopBlocksSinceEdit++;
		} else if (line.t === "file" && typeof line.path === "string") {
			stopBlocksSinceEdit = 0;
			const previous = files.get(line.path);
			const changedLines = line.changedLines === void 0 && previous?.changedLines === void 0 ? void 0 : (previous?.changedLines ?? 0) + (line.changedLines ?? 0);
			files.set(line.path, {
				path: line.path,
				change: mergeChange(previous?.change, line.change),
				changedLines
			});
		}
		return {
			id: start?.id ?? ("sessionId" in key ? key.sessionId : `root-${hash(key.root)}`),
			...start ? { root: start.root } : {},
			files: [...files.values()],
			prompts,
			stopBlocks,
			stopBlocksSinceEdit,
			...stamps ? { stamps } : {}
		};
	}
	/** Ends the session: its record is moved aside and removed, so the next prompt starts a new one. */
	end(key) {
		const file = this.fileFor(key);
		const aside = `${file}.${process.pid}.ended`;
		try {
			renameSync(file, aside);
			unlinkSync(aside);
		} catch {}
	}
	readStart(file) {
		const first = this.readLines(file)?.[0];
		return first?.t === "start" ? first : void 0;
	}
	readLines(file) {
		let text;
		try {
			text = readFileSync(file, "utf8");
		} catch {
			return;
		}
		const lines = [];
		for (const raw of text.split("\n")) {
			if (raw.trim() === "") continue;
			try {
				const parsed = JSON.parse(raw);
				if (parsed && typeof parsed === "object" && typeof parsed.t === "string") lines.push(parsed);
			} catch {}
		}
		return lines;
	}
};

// dist/hook/context.js
/**
* What every hook run shares: the project root, the policy, strict mode, the logs, the session store
* and the router. Built once per `qgate hook` process.
*/
function isDirectory(dir) {
	return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
/**
* The project root: `--cwd`, else `CLAUDE_PROJECT_DIR`, else (JSON door) the input's `cwd` field,
* else the git top level of the current directory.
*/
async function hookRoot(options) {
	if (options.cwd !== void 0) return resolveRoot(options.cwd);
	const fromEnv = options.env.CLAUDE_PROJECT_DIR;
	if (fromEnv !== void 0 && fromEnv !== "") {
		if (!isDirectory(fromEnv)) throw new FileError(doorMessages.projectDirNotDirectory(displayPath(fromEnv)));
		return realpathSync(fromEnv);
	}
	if (options.inputCwd !== void 0) {
		if (!isDirectory(options.inputCwd)) throw new FileError(doorMessages.inputCwdNotDirectory(displayPath(options.inputCwd)));
		return resolveRoot(void 0, options.inputCwd);
	}
	return resolveRoot(void 0);
}
function isStrict(options, env, policy) {
	return options.strict || env.CLAUDE_STRICT_QUALITY === "true" || (policy?.strict ?? false);
}
/**
* `io` comes from the CLI, the only code that writes to the terminal. The JSON door holds warnings
* back: when it blocks, stderr must be exactly the block reason (Claude Code feeds it to the model).
*/
function createContext(root, cwd, event, options, env, io) {
	const { warn } = io;
	const policy = timed("hook.policy", () => loadPolicy({
		root,
		policy: options.policy,
		cwd: process.cwd()
	}));
	const logs = new Logs({ warn }, env);
	const errorHook = resolveErrorHook({
		flag: options.errorHook,
		root,
		env,
		onWarning: (message) => logs.append("error", {
			event,
			type: "config_error",
			critical: false,
			message
		})
	});
	return {
		root,
		cwd,
		env,
		policy,
		strict: isStrict(options, env, policy),
		logs,
		sessions: new SessionStore(logs.dir),
		router: {
			root,
			logs,
			event,
			...errorHook ? { errorHook } : {},
			errorHookTimeoutMs: policy.hooks.errorHookTimeoutMs,
			webhookTimeoutMs: policy.hooks.webhookTimeoutMs,
			webhookEnv: options.webhookEnv,
			env
		},
		warn,
		print: io.print
	};
}

// dist/cli/hook-args.js
/**
* `qgate hook`'s own options, up to the first non-option word (the event). Kept apart from the door so
* that the daemon client can tell whether a hook reads stdin without loading the engine (it reads them
* with hook/args.ts, which this wraps with the door's usage errors and the registry's assistants).
*/
/** Options up to the first non-option word (the event); the rest is the event's data. */
function splitHookArgs(argv) {
	const scanned = scanHookArgs(argv);
	if ("options" in scanned) {
		const { assistant } = scanned.options;
		if (assistant !== void 0 && !ASSISTANT_IDS.includes(assistant)) throw new UsageError(cliMessages.hook.unknownAssistant(assistant, ASSISTANT_IDS));
		return scanned;
	}
	const { problem } = scanned;
	switch (problem.kind) {
		case "unknownOption": throw new UsageError(cliMessages.hook.unknownOption(problem.name));
		case "needsValue": throw new UsageError(cliMessages.hook.needsValue(problem.name, VALUE_EXAMPLES[problem.name]));
		case "badWebhookEnv": throw new UsageError(cliMessages.hook.badWebhookEnv(problem.value));
	}
}

// dist/cli/commands/hook.js
/**
* `qgate hook`: the assistant's door. With an event name, the seed's positional events; with none,
* one assistant's hook JSON object on stdin, read and answered by its room (src/assistants/). Options
* come before the event: everything after it is the assistant's data, passed through verbatim (a tool
* result that starts with "--" is still data).
*/
/** The events a secrets guard's door answers: a fail-closed hook refuses them when qgate fails. */
const GUARD_KINDS = /* @__PURE__ */ new Set(["prompt", "pre-tool"]);
/** `text` in lines of at most `width` characters, broken at ", " and joined with `join`. */
function wrap(text, width, join) {
	const lines = [];
	for (const word of text.split(" ")) {
		const last = lines.at(-1);
		if (last !== void 0 && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
		else lines.push(word);
	}
	return lines.join(join);
}
const hookHelp = `Usage: qgate hook [options] <event> [args...]     (positional hook events)
       qgate hook [options]                        (an assistant's hook JSON on stdin)

Positional hook events (arguments exactly as the assistant appends them):
  edit-complete <path> <create|modify|delete>        Gate the changed file
  tool-call-complete <tool> <result> <success-flag>  Write/Edit: gate the file named in the result
  error-occurred <type> <message> <context>          Log, classify, notify on critical errors
  user-prompt-submit                                 Start or continue the session (prompt on stdin)
  session-end                                        Gate every file changed in the session

Hook JSON on stdin, by assistant:
  Claude Code, Codex CLI  PostToolUse, PostToolUseFailure, PostToolBatch, Stop, SubagentStop,
                          UserPromptSubmit, SessionEnd, PreToolUse (the secrets guard)
  Gemini CLI              AfterTool, AfterAgent, BeforeAgent, SessionEnd, BeforeTool (the secrets guard)
  Cursor                  afterFileEdit, stop, beforeSubmitPrompt, beforeReadFile (the secrets guard)
  GitHub Copilot          postToolUse, agentStop, errorOccurred, userPromptSubmitted, sessionEnd,
                          preToolUse (the secrets guard)

Options (before the event):
  --strict                Block on a blocking verdict (also CLAUDE_STRICT_QUALITY=true or the policy)
  --assistant <name>      Whose hook JSON is on stdin: ${wrap(ASSISTANT_IDS.join(", "), 50, "\n                          ")}
                          (recognised by its fields without it)
  --event <name>          The event, for payloads that do not name it (Copilot's camelCase hooks)
  --rewake                Run as Claude Code's asyncRewake hook: an edit's findings exit 2 on stderr
                          (qgate install claude --async)
  --fail-closed           A prompt or pre-tool event that qgate fails on is refused, not let through
                          (the secrets guard's hooks, installed with the policy's secrets.failClosed)
  --error-hook <command>  The error-occurred command to route failures to (overrides the settings)
  --policy <name|path>    Built-in policy or a policy JSON file
  --cwd <dir>             Project root (default: CLAUDE_PROJECT_DIR, the JSON cwd, the git top level)
  --webhook-env <NAME>    Environment variable holding the webhook URL (default QGATE_WEBHOOK_URL)
  --timings               Print where the run's time went on stderr, after the answer (also
                          QGATE_TIMINGS=1, for hooks written into an assistant's settings)
  -h, --help              Show this help

Exit codes: positional events 0 (not strict, or nothing blocks), 1 strict and blocked, 2 usage error;
JSON on stdin 0 (nothing blocks), 2 strict and blocked ({"decision":"block",...} on stdout; Gemini,
Cursor and Copilot read their block from the JSON with exit 0).
`;
async function hookCommand(argv) {
	const { options, rest } = splitHookArgs(argv);
	if (options.help) {
		process.stdout.write(hookHelp);
		return 0;
	}
	const [name, ...args] = rest;
	if (name !== void 0) return positionalDoor(name, args, options);
	return jsonDoor(options);
}
async function positionalDoor(name, args, options) {
	const event = POSITIONAL.parse(name, args);
	const env = process.env;
	const root = await timed("hook.root", () => hookRoot({
		cwd: options.cwd,
		env
	}));
	const ctx = timed("hook.context", () => createContext(root, process.cwd(), event.event, options, env, {
		warn: (line) => process.stderr.write(`${line}\n`),
		print: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`)
	}));
	return timed("hook.event", () => event.run(ctx));
}
/**
* A broken hook must never break the assistant: input qgate cannot use, a bad policy or an internal
* error is one line on stderr, logged, and exit 0 outside strict mode (exit 2 in strict mode; input
* over the size cap is exit 0 in every mode).
*/
async function jsonDoor(options) {
	const env = process.env;
	let eventName = "(unknown)";
	let read;
	try {
		const input = await readStdin(1e4);
		read = timed("hook.input", () => {
			const payload = parsePayload(input);
			const room = roomFor(payload, options.assistant);
			return {
				room,
				event: room.read(payload, { event: options.event })
			};
		});
		const { room, event } = read;
		eventName = logName(event);
		const root = await timed("hook.root", () => hookRoot({
			cwd: options.cwd,
			inputCwd: event.cwd,
			env
		}));
		const warnings = [];
		const ctx = timed("hook.context", () => createContext(root, event.cwd ?? root, eventName, options, env, {
			warn: (line) => warnings.push(line),
			print: (text) => warnings.push(text)
		}));
		ctx.assistant = options.assistant ?? event.assistant;
		const outcome = await timed("hook.event", () => runEvent(ctx, event));
		return writeAnswer(room.answer(outcome, event, { rewake: options.rewake }), warnings);
	} catch (error) {
		const line = error instanceof QgateError ? cliMessages.error(error.message) : cliMessages.internalError(describeError(error));
		if (env.QGATE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack ?? ""}\n`);
		process.stderr.write(`${line}\n`);
		new Logs({ warn: () => void 0 }, env).append("error", {
			event: eventName,
			type: error instanceof QgateError ? error.errorType : "tool_execution_failed",
			critical: false,
			message: line
		});
		if (options.failClosed === true && (read === void 0 || GUARD_KINDS.has(read.event.kind))) {
			const reason = secretsGuardMessages.guardFailed(line.replace(/^qgate: /, ""));
			if (read === void 0) {
				process.stderr.write(`${reason}\n`);
				return 2;
			}
			const answer = read.room.answer({
				kind: "block",
				reason
			}, read.event, { rewake: options.rewake });
			if (answer.stdout !== "") process.stdout.write(answer.stdout);
			if (answer.exitCode === 2) process.stderr.write(`${reason}\n`);
			return answer.exitCode;
		}
		return isStrict(options, env) && !(error instanceof StdinTooLargeError) ? 2 : 0;
	}
}
/**
* Writes the door's answer. `warnings` (a slow run, logs that cannot be written) were held back during
* the run: they go to stderr only when the hook does not block, since a block's stderr is the reason
* the model reads and nothing else (a slow run is in the performance log either way).
*/
function writeAnswer(answer, warnings = []) {
	if (answer.stdout !== "") process.stdout.write(answer.stdout);
	const stderr = answer.exitCode === 2 ? answer.stderr : [...warnings, answer.stderr].join("\n");
	if (stderr.trim() !== "") process.stderr.write(stderr.endsWith("\n") ? stderr : `${stderr}\n`);
	return answer.exitCode;
}

export { hookCommand };