/**
 * Session records: which files the assistant changed in a session, so Stop / session-end can gate all
 * of them. One JSON-lines file per session in `<log dir>/sessions/`, keyed by Claude Code's
 * `session_id`, or (seed door, which has no id) by the project root with a fresh id per session.
 *
 * Concurrent hook processes never corrupt it: the file is append-only (one O_APPEND write per line),
 * it is created atomically with its first line (hard link of a complete temp file), and readers merge
 * the lines, skipping any that cannot be parsed.
 */
import { createHash, randomUUID } from "node:crypto";
import { appendFileSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, } from "node:fs";
import path from "node:path";
/** A seed session idle for longer than this is over: the next prompt starts a new one. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
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
export function mergeChange(previous, next) {
    if (previous === undefined)
        return next;
    if (next === "delete")
        return "delete";
    if (previous === "delete")
        return "modify";
    return previous === "create" ? "create" : next;
}
export class SessionStore {
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
            const idle = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
            if (idle > SESSION_IDLE_MS)
                this.end(key);
            else
                return existing.id;
        }
        else if (existing) {
            return existing.id;
        }
        const id = "sessionId" in key ? key.sessionId : `s-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
        const start = { t: "start", id, root, ts: new Date().toISOString() };
        mkdirSync(this.dir, { recursive: true });
        const temp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
        writeFileSync(temp, `${JSON.stringify(start)}\n`);
        try {
            linkSync(temp, file); // Atomic create-if-absent with complete content.
            return id;
        }
        catch (error) {
            if (error.code !== "EEXIST")
                throw error;
            return this.readStart(file)?.id ?? id; // Another process created it first: join its session.
        }
        finally {
            unlinkSync(temp);
        }
    }
    recordFile(key, root, file) {
        const id = this.ensure(key, root);
        const line = { t: "file", ...file, ts: new Date().toISOString() };
        appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
        return id;
    }
    recordPrompt(key, root) {
        const id = this.ensure(key, root, true);
        const line = { t: "prompt", ts: new Date().toISOString() };
        appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
        return id;
    }
    recordStopBlock(key, root) {
        this.ensure(key, root);
        const line = { t: "stop-block", ts: new Date().toISOString() };
        appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
    }
    /** Records working-tree stamps: a stamp per path, or null for a path no longer changed. */
    recordStamps(key, root, stamps) {
        this.ensure(key, root);
        const line = { t: "stamps", ts: new Date().toISOString(), stamps };
        appendFileSync(this.fileFor(key), `${JSON.stringify(line)}\n`, { flag: "a" });
    }
    /** The session's state, or undefined when there is no record. */
    read(key) {
        const lines = this.readLines(this.fileFor(key));
        if (lines === undefined)
            return undefined;
        const files = new Map();
        let start;
        let prompts = 0;
        let stopBlocks = 0;
        let stopBlocksSinceEdit = 0;
        let stamps;
        for (const line of lines) {
            if (line.t === "start")
                start ??= line;
            else if (line.t === "stamps" && isPlainRecord(line.stamps)) {
                stamps ??= new Map();
                for (const [file, stamp] of Object.entries(line.stamps)) {
                    if (typeof stamp === "string")
                        stamps.set(file, stamp);
                    else
                        stamps.delete(file);
                }
            }
            else if (line.t === "prompt")
                prompts++;
            else if (line.t === "stop-block") {
                stopBlocks++;
                stopBlocksSinceEdit++;
            }
            else if (line.t === "file" && typeof line.path === "string") {
                stopBlocksSinceEdit = 0;
                const previous = files.get(line.path);
                const changedLines = line.changedLines === undefined && previous?.changedLines === undefined
                    ? undefined
                    : (previous?.changedLines ?? 0) + (line.changedLines ?? 0);
                files.set(line.path, {
                    path: line.path,
                    change: mergeChange(previous?.change, line.change),
                    changedLines,
                });
            }
        }
        const id = start?.id ?? ("sessionId" in key ? key.sessionId : `root-${hash(key.root)}`);
        return {
            id,
            ...(start ? { root: start.root } : {}),
            files: [...files.values()],
            prompts,
            stopBlocks,
            stopBlocksSinceEdit,
            ...(stamps ? { stamps } : {}),
        };
    }
    /** Ends the session: its record is moved aside and removed, so the next prompt starts a new one. */
    end(key) {
        const file = this.fileFor(key);
        const aside = `${file}.${process.pid}.ended`;
        try {
            renameSync(file, aside);
            unlinkSync(aside);
        }
        catch {
            // No record, or another process ended it first.
        }
    }
    readStart(file) {
        const first = this.readLines(file)?.[0];
        return first?.t === "start" ? first : undefined;
    }
    readLines(file) {
        let text;
        try {
            text = readFileSync(file, "utf8");
        }
        catch {
            return undefined;
        }
        const lines = [];
        for (const raw of text.split("\n")) {
            if (raw.trim() === "")
                continue;
            try {
                const parsed = JSON.parse(raw);
                if (parsed && typeof parsed === "object" && typeof parsed.t === "string")
                    lines.push(parsed);
            }
            catch {
                // A torn line (a process killed mid-write): ignore it, keep the rest.
            }
        }
        return lines;
    }
}
