import { n as resolveLogDir, t as METRICS_FILE } from "./log-dir-CrOCpWtg.js";
import { r as redactDeep } from "./redact-CzCWQn79.js";
import { g as routingMessages } from "./messages-CuSOVVL6.js";
import { appendFileSync, closeSync, mkdirSync, openSync, renameSync, statSync, unlinkSync } from "node:fs";
import path from "node:path";

// dist/routing/logs.js
/**
* The hook door's logs in the assistant's configuration directory (seed section 6.1): session, error,
* modification, file-access and performance logs, and the metrics JSON-lines file.
*
* Every record is one JSON line written with ONE append (O_APPEND), so concurrent hook processes never
* interleave or split lines. Rotation renames the full file aside under a `wx` lock file: a writer that
* raced the rename appends whole lines to either the old or the new file, never loses one.
* An unwritable directory degrades to one warning per process; logging never fails a hook.
*/
const LOG_FILES = {
	session: "session.jsonl",
	error: "error.jsonl",
	modification: "modification.jsonl",
	"file-access": "file-access.jsonl",
	performance: "performance.jsonl",
	metrics: METRICS_FILE
};
/** Default size cap of one log file before it is rotated (`QGATE_LOG_MAX_BYTES` overrides). */
const DEFAULT_LOG_MAX_BYTES = 5242880;
/** Rotated files kept per log (`<name>.1` newest ... `<name>.<keep>` oldest). */
const DEFAULT_LOG_KEEP = 3;
/**
* The metrics log keeps a year of a busy team's runs (about 1,000,000 records of 330 bytes): six files
* of 64 MiB. `qgate stats` and `qgate dashboard` read it all; the other logs are for debugging, and
* 20 MiB of each is plenty. `QGATE_LOG_MAX_BYTES` and `QGATE_LOG_KEEP` set every log's.
*/
const METRICS_LOG_MAX_BYTES = 67108864;
const METRICS_LOG_KEEP = 5;
/** A rotation lock older than this was left by a killed process. */
const STALE_LOCK_MS = 3e4;
function positiveInt(value) {
	if (value === void 0 || !/^\d+$/.test(value)) return void 0;
	const n = Number(value);
	return n > 0 ? n : void 0;
}
var Logs = class {
	dir;
	/** Each log's limits: the metrics log's are its own unless set for every log. */
	limits;
	warn;
	ready = false;
	broken = false;
	constructor(options = {}, env = process.env) {
		this.dir = options.dir ?? resolveLogDir(env);
		const maxBytes = options.maxBytes ?? positiveInt(env.QGATE_LOG_MAX_BYTES);
		const keep = options.keep ?? positiveInt(env.QGATE_LOG_KEEP);
		this.limits = (name) => ({
			maxBytes: maxBytes ?? (name === "metrics" ? 67108864 : 5242880),
			keep: keep ?? (name === "metrics" ? 5 : 3)
		});
		this.warn = options.warn ?? (() => void 0);
	}
	/** False once the directory turned out to be unwritable (the warning was given). */
	get writable() {
		return !this.broken && this.ensureDir();
	}
	file(name) {
		return path.join(this.dir, LOG_FILES[name]);
	}
	/** Appends one record as one line; `ts` is added first when the record has none. */
	append(name, record) {
		if (!this.ensureDir()) return;
		const safe = redactDeep("ts" in record ? record : {
			ts: (/* @__PURE__ */ new Date()).toISOString(),
			...record
		});
		const line = `${JSON.stringify(safe)}\n`;
		const file = this.file(name);
		try {
			this.rotateIfFull(file, this.limits(name));
			appendFileSync(file, line, {
				encoding: "utf8",
				flag: "a"
			});
		} catch (error) {
			this.fail(error);
		}
	}
	/** Creates the directory once; false (after one warning) when that is impossible. */
	ensureDir() {
		if (this.ready) return true;
		if (this.broken) return false;
		try {
			mkdirSync(this.dir, { recursive: true });
			this.ready = true;
			return true;
		} catch (error) {
			this.fail(error);
			return false;
		}
	}
	fail(error) {
		if (this.broken) return;
		this.broken = true;
		const code = error.code ?? "error";
		this.warn(routingMessages.logsUnwritable(this.dir, code));
	}
	rotateIfFull(file, { maxBytes, keep }) {
		if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) < maxBytes) return;
		const lock = `${file}.lock`;
		let fd;
		try {
			fd = openSync(lock, "wx");
		} catch (error) {
			if (error.code !== "EEXIST") throw error;
			if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > STALE_LOCK_MS) unlinkQuietly(lock);
			return;
		}
		try {
			if ((statSync(file, { throwIfNoEntry: false })?.size ?? 0) < maxBytes) return;
			for (let i = keep - 1; i >= 1; i--) renameQuietly(`${file}.${i}`, `${file}.${i + 1}`);
			renameSync(file, `${file}.1`);
		} finally {
			closeSync(fd);
			unlinkQuietly(lock);
		}
	}
};
function renameQuietly(from, to) {
	try {
		renameSync(from, to);
	} catch {}
}
function unlinkQuietly(file) {
	try {
		unlinkSync(file);
	} catch {}
}

export { Logs as t };