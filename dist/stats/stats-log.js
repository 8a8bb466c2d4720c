/**
 * Reading the metrics log for `qgate stats`: `metrics.jsonl` and its rotated copies (`metrics.jsonl.3`
 * oldest ... `.1`, then the live file), line by line. A line that is not a well-formed record is
 * counted as corrupt and skipped, never fatal; a record of a type this version does not know is
 * counted as ignored (a newer qgate may have written it).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { FileError } from "../errors.js";
import { METRICS_FILE } from "../routing/log-dir.js";
import { routingMessages } from "../messages.js";
const VERDICTS = new Set(["pass", "warn", "block", "incomplete"]);
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function optionalString(value) {
    return value === undefined || typeof value === "string";
}
function optionalNumber(value) {
    return value === undefined || (typeof value === "number" && Number.isFinite(value) && value >= 0);
}
function counts(value) {
    if (!isObject(value))
        return false;
    // A loop over the keys, not Object.values: no array per record (a million of them).
    for (const key in value) {
        const n = value[key];
        if (typeof n !== "number" || !Number.isFinite(n) || n < 0)
            return false;
    }
    return true;
}
/**
 * Milliseconds of an ISO time. qgate writes `toISOString()`'s form (`2026-03-01T12:00:00.000Z`), read
 * here from its digits, which costs a fraction of `Date.parse`; any other form goes to `Date.parse`.
 */
export function timeOf(ts) {
    if (ts.length !== 24 || ts.charCodeAt(23) !== 90 || ts.charCodeAt(10) !== 84)
        return Date.parse(ts);
    if (ts[4] !== "-" || ts[7] !== "-" || ts[13] !== ":" || ts[16] !== ":" || ts[19] !== ".")
        return Date.parse(ts);
    const month = digitsAt(ts, 5, 2);
    const day = digitsAt(ts, 8, 2);
    const hour = digitsAt(ts, 11, 2);
    const minute = digitsAt(ts, 14, 2);
    const second = digitsAt(ts, 17, 2);
    // Out of range: Date.parse says whether it is a time at all (NaN), as before.
    if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59))
        return Date.parse(ts);
    const year = digitsAt(ts, 0, 4);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    // Date.UTC reads years below 100 as 19xx, and rolls a day past its month's end (02-30) over, where
    // Date.parse refuses it: those go to Date.parse.
    if (!(year >= 100) || day > (month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]))
        return Date.parse(ts);
    return Date.UTC(year, month - 1, day, hour, minute, second, digitsAt(ts, 20, 3));
}
/** The number `count` decimal digits of `text` at `from` spell; NaN if one is not a digit. */
function digitsAt(text, from, count) {
    let n = 0;
    for (let i = from; i < from + count; i++) {
        const d = text.charCodeAt(i) - 48;
        if (d < 0 || d > 9)
            return Number.NaN;
        n = n * 10 + d;
    }
    return n;
}
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const SERVED = new Set(["warm", "cold", "replayed"]);
const CACHE_SOURCES = new Set(["memory", "local", "remote"]);
function validFile(value) {
    if (!isObject(value))
        return false;
    if (typeof value.path !== "string" || typeof value.passed !== "boolean")
        return false;
    if (!optionalNumber(value.changedLines) || !optionalString(value.blockedBy))
        return false;
    return counts(value.findings);
}
/** The record, or "corrupt", or "unknown" for a well-formed line of a type this version does not read. */
export function parseRecord(line) {
    const parsed = parseLine(line, 0);
    return typeof parsed === "string" ? parsed : parsed.record;
}
function parseLine(line, seq, source = 0) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return "corrupt";
    }
    if (!isObject(value) || typeof value.type !== "string" || typeof value.ts !== "string")
        return "corrupt";
    const at = timeOf(value.ts);
    if (Number.isNaN(at) || !optionalString(value.session) || !optionalString(value.project))
        return "corrupt";
    const valid = (record) => ({
        record: record,
        line,
        at,
        source,
        seq,
    });
    switch (value.type) {
        case "gate":
            if (typeof value.verdict !== "string" ||
                !VERDICTS.has(value.verdict) ||
                !Array.isArray(value.files) ||
                !value.files.every(validFile) ||
                !Array.isArray(value.failures) ||
                (value.elsewhere !== undefined && !counts(value.elsewhere)) ||
                (value.checkMs !== undefined && !counts(value.checkMs)) ||
                (value.rules !== undefined && !counts(value.rules)) ||
                (value.served !== undefined && !SERVED.has(value.served)) ||
                (value.cached !== undefined &&
                    (!isObject(value.cached) ||
                        !Object.values(value.cached).every((from) => CACHE_SOURCES.has(from)))))
                return "corrupt";
            return valid(value);
        case "prompt":
            if (!optionalNumber(value.score) || !optionalNumber(value.chars))
                return "corrupt";
            return valid(value);
        case "session-end":
            return valid(value);
        default:
            return "unknown";
    }
}
/** `metrics.jsonl.<n>` (highest n = oldest) then `metrics.jsonl`: the order they were written in. */
export function metricsFiles(dir) {
    let names;
    try {
        names = readdirSync(dir);
    }
    catch {
        return [];
    }
    const rotated = names
        .map((name) => ({
        name,
        n: new RegExp(`^${METRICS_FILE.replace(".", "\\.")}\\.(\\d+)$`).exec(name)?.[1],
    }))
        .filter((entry) => entry.n !== undefined)
        .sort((a, b) => Number(b.n) - Number(a.n))
        .map((entry) => path.join(dir, entry.name));
    const live = path.join(dir, METRICS_FILE);
    return existsSync(live) ? [...rotated, live] : rotated;
}
function emptySummary(dir) {
    return {
        dir,
        files: [],
        lines: 0,
        records: 0,
        corrupt: 0,
        corruptAt: [],
        ignored: 0,
        duplicates: 0,
        unattributed: 0,
    };
}
const SESSION_KEY = Buffer.from('"session":"');
/** Records handed on at a time. */
const BATCH = 128;
/** Bytes read from a log file at a time. */
const READ_BYTES = 1 << 20;
/**
 * Which part a line belongs to. qgate writes `session` only at the top level, and a JSON string holds
 * no unescaped quote, so the key's first occurrence is the record's own session id; its bytes up to the
 * closing quote are hashed (FNV-1a): JSON.stringify writes one id one way, so every line of a session
 * hashes alike.
 */
export function partOf(buffer, start, end, parts) {
    // Where qgate's writer puts the key, after `{"type":"<type>","ts":"<24 characters>",`; anywhere else,
    // a loop over the line's bytes finds it (a call into Buffer.indexOf per line costs more than the loop).
    let key = writtenKeyAt(buffer, start, end);
    const first = SESSION_KEY[0];
    const last = end - SESSION_KEY.length;
    for (let i = start; i <= last && key === -1; i++) {
        if (buffer[i] !== first)
            continue;
        let j = 1;
        while (j < SESSION_KEY.length && buffer[i + j] === SESSION_KEY[j])
            j++;
        if (j === SESSION_KEY.length)
            key = i;
    }
    if (key === -1)
        return 0;
    let hash = 2166136261;
    for (let i = key + SESSION_KEY.length; i < end && buffer[i] !== 34; i++)
        hash = Math.imul(hash ^ (buffer[i] ?? 0), 16777619);
    return shareOf((hash >>> 0) % SLOTS, parts);
}
const TYPE_KEY = Buffer.from('{"type":"');
const TS_KEY = Buffer.from('","ts":"');
/** Where the session key starts when the line begins as qgate writes it; -1 when not, or not there. */
function writtenKeyAt(buffer, start, end) {
    if (!startsWithAt(buffer, start, end, TYPE_KEY))
        return -1;
    let i = start + TYPE_KEY.length;
    // A type is a short plain word (`gate`, `prompt`, `session-end`).
    const typeEnd = Math.min(end, i + 32);
    while (i < typeEnd && buffer[i] !== 34 && buffer[i] !== 92)
        i++;
    if (buffer[i] !== 34 || !startsWithAt(buffer, i, end, TS_KEY))
        return -1;
    const key = i + TS_KEY.length + 24 + 2;
    return buffer[key - 2] === 34 && buffer[key - 1] === 44 && startsWithAt(buffer, key, end, SESSION_KEY)
        ? key
        : -1;
}
function startsWithAt(buffer, at, end, bytes) {
    if (at + bytes.length > end)
        return false;
    for (let j = 0; j < bytes.length; j++)
        if (buffer[at + j] !== bytes[j])
            return false;
    return true;
}
/** A session's hash picks one of this many slots; the parts share the slots out. */
const SLOTS = 4096;
/**
 * Part 0 is read by the thread that starts the others (aggregate.ts), which is reading while each
 * worker is still starting and loading its modules (a tenth to a quarter of a second): it takes this
 * much more than an even share, so that all end together.
 */
const FIRST_PART_EXTRA = 0.1;
/** The part a slot falls in: part 0 a share of `1 + FIRST_PART_EXTRA`, every other part a share of 1. */
function shareOf(slot, parts) {
    if (parts <= 1)
        return 0;
    const first = Math.round((SLOTS * (1 + FIRST_PART_EXTRA)) / (parts + FIRST_PART_EXTRA));
    if (slot < first)
        return 0;
    return 1 + Math.floor(((slot - first) * (parts - 1)) / (SLOTS - first));
}
/** Where each of `corruptAt`'s lines is: source, file, line (not shown; how parts' lists merge). */
const corruptPlaces = new WeakMap();
function comparePlaces(a, b) {
    return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
/** Keeps the first 10 corrupt lines by place, whatever order the sources are read in. */
function noteCorrupt(summary, place, label) {
    let places = corruptPlaces.get(summary);
    if (!places)
        corruptPlaces.set(summary, (places = []));
    const last = places.at(-1);
    if (places.length >= 10 && last && comparePlaces(place, last) >= 0)
        return;
    const entries = places.map((p, i) => ({ place: p, label: summary.corruptAt[i] ?? "" }));
    entries.push({ place, label });
    entries.sort((a, b) => comparePlaces(a.place, b.place));
    entries.length = Math.min(entries.length, 10);
    corruptPlaces.set(summary, entries.map((e) => e.place));
    summary.corruptAt = entries.map((e) => e.label);
}
/** Whether a line holds nothing but white space (as String.trim sees it). */
function isBlank(buffer, start, end) {
    if (start >= end)
        return true;
    // A record starts with "{": the common case needs no decoding.
    if (buffer[start] === 123)
        return false;
    return buffer.toString("utf8", start, end).trim() === "";
}
/**
 * The well-formed records of the files, in file order, with their lines, a chunk at a time (an await
 * per record costs more than parsing it); counts the rest in `summary`. With a `part`, only the lines of
 * that part are decoded and parsed (and counted); the others are only numbered, so that every part
 * numbers the log's lines alike.
 */
async function* fileRecords(files, summary, source = 0, part, keepLines = true) {
    let seq = 0;
    for (const [fileIndex, file] of files.entries()) {
        summary.files.push(file);
        const name = path.basename(file);
        let lineNumber = 0;
        const take = (buffer, start, end, batch) => {
            lineNumber++;
            if (end > start && buffer[end - 1] === 13)
                end--;
            if (isBlank(buffer, start, end))
                return;
            seq++;
            if (part && part.parts > 1 && partOf(buffer, start, end, part.parts) !== part.index)
                return;
            summary.lines++;
            const parsed = parseLine(buffer.toString("utf8", start, end), seq, source);
            if (parsed === "corrupt") {
                summary.corrupt++;
                noteCorrupt(summary, [source, fileIndex, lineNumber], `${name}:${lineNumber}`);
            }
            else if (parsed === "unknown")
                summary.ignored++;
            else {
                summary.records++;
                // The line is kept only to find duplicates between merged logs: a reorder window of lines
                // held past the young generation costs the collector more than the parse.
                if (!keepLines)
                    parsed.line = "";
                batch.push(parsed);
            }
        };
        // One buffer, reused for every read: a new 1 MB buffer per chunk is fresh memory the kernel must
        // map and fault in, under a lock the parts' threads share (aggregate.ts); it cost the parts read
        // together a third of a second and 50 MB. The reads are synchronous: only the stats and dashboard
        // commands read the log, with nothing else to do meanwhile, and each asynchronous read's round
        // trip through the thread pool left a part idle for a sixth of a second in all.
        let handle;
        let buffer = Buffer.allocUnsafe(2 * READ_BYTES);
        // Bytes at the buffer's start carried over from the last read: a line cut by its end.
        let carried = 0;
        try {
            handle = await open(file, "r");
            for (;;) {
                if (buffer.length - carried < READ_BYTES) {
                    // A line longer than a read: the buffer grows to hold it.
                    const larger = Buffer.allocUnsafe(2 * buffer.length);
                    buffer.copy(larger, 0, 0, carried);
                    buffer = larger;
                }
                const bytesRead = readSync(handle.fd, buffer, carried, READ_BYTES, null);
                if (bytesRead === 0)
                    break;
                const chunk = buffer.subarray(0, carried + bytesRead);
                let batch = [];
                let start = 0;
                for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
                    take(chunk, start, end, batch);
                    start = end + 1;
                    // Small batches: records parsed and held past the young generation cost the collector more
                    // than the parse (a 1 MB chunk's 3,000 records at once doubled the collector's time).
                    if (batch.length >= BATCH) {
                        yield batch;
                        batch = [];
                    }
                }
                // Lines are decoded as they are taken, so the buffer's bytes may be overwritten now.
                carried = chunk.length - start;
                if (carried > 0)
                    chunk.copy(buffer, 0, start);
                if (batch.length > 0)
                    yield batch;
            }
            const last = [];
            if (carried > 0)
                take(buffer, 0, carried, last);
            if (last.length > 0)
                yield last;
        }
        catch (error) {
            throw new FileError(routingMessages.metricsUnreadable(file, error.code ?? "error"));
        }
        finally {
            await handle?.close();
        }
    }
}
export async function readMetricsLog(dir) {
    const summary = emptySummary(dir);
    const records = [];
    for await (const batch of fileRecords(metricsFiles(dir), summary))
        for (const { record } of batch)
            records.push(record);
    return { summary, records };
}
/**
 * Records appended out of order (concurrent hook processes) are put back in order within this many
 * records; a record further out of place is taken where it stands.
 */
const REORDER_WINDOW = 256;
/** One source's records in time order (stable), in batches, holding at most twice the window. */
async function* windowSorted(source) {
    const byTime = (a, b) => a.at - b.at || a.seq - b.seq;
    let buffer = [];
    for await (const batch of source) {
        for (const line of batch)
            buffer.push(line);
        if (buffer.length >= 2 * REORDER_WINDOW) {
            buffer.sort(byTime);
            const keep = buffer.length - REORDER_WINDOW;
            yield buffer.slice(0, keep);
            buffer = buffer.slice(keep);
        }
    }
    buffer.sort(byTime);
    if (buffer.length > 0)
        yield buffer;
}
/** The head's next entry, reading its next batch when this one is used up; undefined at its end. */
async function peek(head) {
    while (head.at >= head.batch.length) {
        const step = await head.it.next();
        if (step.done === true)
            return undefined;
        head.batch = step.value;
        head.at = 0;
    }
    return head.batch[head.at];
}
/** The files of a `--log` source: a log directory's metrics files, or one file as given. */
export function sourceFiles(source) {
    let isDirectory;
    try {
        isDirectory = statSync(source).isDirectory();
    }
    catch {
        return [];
    }
    return isDirectory ? metricsFiles(source) : [source];
}
/**
 * Streams the records of one or more metrics logs (directories or files) to `onRecord`, merged in
 * time order, each record once: logs from several machines, or copies of one, may hold the same line.
 * Nothing but a reorder window per source and one short hash per record is held. With a `part`, only
 * that part's records (by session, `partOf`) are read; the summary counts that part's lines.
 */
export async function streamMetricsLogs(sources, onRecord, part) {
    const summary = emptySummary(sources.join(", "));
    const heads = sources.map((source, index) => ({
        it: windowSorted(fileRecords(sourceFiles(source), summary, index, part, sources.length > 1)),
        batch: [],
        at: 0,
    }));
    const seen = sources.length > 1 ? new Set() : undefined;
    const [only] = heads;
    if (heads.length === 1 && only) {
        for await (const batch of only.it)
            for (const line of batch)
                onRecord(line.record, line.at, line);
        return summary;
    }
    for (;;) {
        let next;
        let nextEntry;
        for (const head of heads) {
            // An await only when the head's batch is used up: one per record costs more than the record.
            const entry = head.at < head.batch.length ? head.batch[head.at] : await peek(head);
            if (entry && (!nextEntry || entry.at < nextEntry.at))
                [next, nextEntry] = [head, entry];
        }
        if (!next || !nextEntry)
            break;
        next.at++;
        const key = createHash("sha1").update(nextEntry.line.trim()).digest("base64").slice(0, 20);
        if (seen?.has(key)) {
            summary.duplicates++;
            summary.records--;
            continue;
        }
        seen?.add(key);
        onRecord(nextEntry.record, nextEntry.at, nextEntry);
    }
    return summary;
}
export function partSummary(summary) {
    return { summary, places: corruptPlaces.get(summary) ?? [] };
}
/** The summaries of a log's parts as one: counts added, the first corrupt lines by place. */
export function mergeSummaries(parts) {
    const [first] = parts;
    if (!first)
        throw new Error("no summaries to merge");
    const merged = { ...emptySummary(first.summary.dir), files: first.summary.files };
    for (const { summary, places } of parts) {
        merged.lines += summary.lines;
        merged.records += summary.records;
        merged.corrupt += summary.corrupt;
        merged.ignored += summary.ignored;
        merged.duplicates += summary.duplicates;
        merged.unattributed += summary.unattributed;
        places.forEach((place, i) => noteCorrupt(merged, place, summary.corruptAt[i] ?? ""));
    }
    return merged;
}
