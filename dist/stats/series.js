import { doorKind, addTally, emptyTally, mean, median, metrics, comparePlace, placeOf, round2, StatsAggregator, } from "./stats.js";
/** A period longer than this many days is shown per week. */
export const DAYS_PER_DAY_SERIES = 60;
/** How many rules and files the lists keep. */
const TOP = 10;
/** How many of the top rules get a line over time. */
const TOP_RULES_OVER_TIME = 5;
const DAY_MS = 86_400_000;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T[^+-]*Z$/;
export function dayOf(ts) {
    // qgate writes UTC times (toISOString): their day is their first ten characters.
    if (typeof ts === "string" && UTC_TIME.test(ts))
        return ts.slice(0, 10);
    return new Date(typeof ts === "number" ? ts : Date.parse(ts)).toISOString().slice(0, 10);
}
/** The Monday of a day's week (UTC). */
export function weekOf(day) {
    const at = Date.parse(`${day}T00:00:00Z`);
    const weekday = (new Date(at).getUTCDay() + 6) % 7;
    return dayOf(at - weekday * DAY_MS);
}
function emptyDay() {
    return {
        tally: emptyTally(),
        verdicts: { pass: 0, blocked: 0, failed: 0 },
        doors: new Map(),
        assistants: new Map(),
        findings: new Map(),
        rules: new Map(),
        checkMs: new Map(),
        implemented: [],
        notReached: 0,
        served: emptyServed(),
    };
}
function emptyServed() {
    return { runs: 0, warm: 0, cold: 0, replayed: 0, localCache: 0, remoteCache: 0 };
}
function bump(map, key, by = 1) {
    map.set(key, (map.get(key) ?? 0) + by);
}
function mergeDays(days) {
    const out = emptyDay();
    for (const d of days)
        addDay(out, d);
    return out;
}
/** Adds a day's counts to another's, in place. */
function addDay(out, d) {
    addTally(out.tally, d.tally);
    out.verdicts.pass += d.verdicts.pass;
    out.verdicts.blocked += d.verdicts.blocked;
    out.verdicts.failed += d.verdicts.failed;
    for (const key of ["doors", "assistants", "findings", "rules"])
        for (const [name, n] of d[key])
            bump(out[key], name, n);
    for (const [check, counts] of d.checkMs) {
        let into = out.checkMs.get(check);
        if (!into)
            out.checkMs.set(check, (into = new Map()));
        for (const [ms, n] of counts)
            into.set(ms, (into.get(ms) ?? 0) + n);
    }
    for (const ms of d.implemented)
        out.implemented.push(ms);
    out.notReached += d.notReached;
    for (const key of Object.keys(out.served))
        out.served[key] += d.served[key];
}
/** Nearest-rank percentile of values given as (value, how many times) sorted by value. */
function percentile(sorted, runs, q) {
    if (runs === 0)
        return null;
    const rank = Math.max(1, Math.ceil(q * runs));
    let seen = 0;
    for (const [value, n] of sorted) {
        seen += n;
        if (seen >= rank)
            return round2(value);
    }
    return null;
}
function checkTimes(map) {
    const out = {};
    for (const [check, counts] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
        const sorted = [...counts].sort(([a], [b]) => a - b);
        const runs = sorted.reduce((sum, [, n]) => sum + n, 0);
        out[check] = { runs, p50: percentile(sorted, runs, 0.5), p90: percentile(sorted, runs, 0.9) };
    }
    return out;
}
function sortedRecord(map) {
    return Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)));
}
export function verdictOf(record) {
    return record.verdict === "block" ? "blocked" : record.failures.length > 0 ? "failed" : "pass";
}
export class SeriesAggregator {
    filter;
    days = new Map();
    stats;
    blocked = new Map();
    recorded = { gateRuns: 0, checkTimes: 0, rules: 0 };
    current;
    /** `perSession: false`: only the overall figures and the series will be asked for (the dashboard). */
    constructor(filter = {}, options = {}) {
        this.filter = filter;
        this.stats = new StatsAggregator((record) => this.day(record.ts).tally, options);
    }
    snapshot() {
        return {
            days: [...this.days],
            blocked: [...this.blocked],
            recorded: { ...this.recorded },
            sessions: this.stats.snapshot(),
        };
    }
    /**
     * The aggregation of a log's parts, each a share of its sessions: days, files and counts added, each
     * file's latest blocking finding the latest in the stream. Only for `result`.
     */
    static fromParts(filter, parts) {
        const aggregator = new SeriesAggregator(filter);
        for (const part of parts) {
            for (const [key, day] of part.days) {
                // The parts' own copies (posted, or made by `snapshot`): added to in place.
                const had = aggregator.days.get(key);
                if (had)
                    addDay(had, day);
                else
                    aggregator.days.set(key, day);
            }
            for (const [path, entry] of part.blocked) {
                const had = aggregator.blocked.get(path);
                if (!had)
                    aggregator.blocked.set(path, entry);
                else {
                    // The blocking finding shown is the one of the stream's latest run that named one.
                    const later = !had.place || (entry.place !== undefined && comparePlace(entry.place, had.place) > 0);
                    const latest = later ? entry : had;
                    aggregator.blocked.set(path, {
                        runs: had.runs + entry.runs,
                        blockedBy: latest.blockedBy,
                        ...(latest.place ? { place: latest.place } : {}),
                    });
                }
            }
            for (const key of ["gateRuns", "checkTimes", "rules"])
                aggregator.recorded[key] += part.recorded[key];
        }
        aggregator.stats = StatsAggregator.fromParts(parts.map((p) => p.sessions), (record) => aggregator.day(record.ts).tally);
        return aggregator;
    }
    day(ts) {
        // Records come in time order: most are on the day before them, known without working it out. A
        // time with an offset (not qgate's own) may begin with the same ten characters on another UTC day.
        const current = this.current;
        if (current && ts.length === 24 && ts[10] === "T" && ts.endsWith("Z") && ts.startsWith(current.key))
            return current.day;
        const key = dayOf(ts);
        if (current?.key === key)
            return current.day;
        let day = this.days.get(key);
        if (!day) {
            day = emptyDay();
            this.days.set(key, day);
        }
        this.current = { key, day };
        return day;
    }
    /**
     * Adds a record that passed `matches`, in time order; `at` is its time, when the caller has it;
     * `place`, its place in the stream, when this is one part of a log's aggregation.
     */
    add(record, at, place) {
        // The day is worked out once, here, for both tallies.
        const day = this.day(record.ts);
        this.stats.add(record, at, place, day.tally);
        if (record.type !== "gate")
            return;
        this.recorded.gateRuns++;
        day.verdicts[verdictOf(record)]++;
        bump(day.doors, doorKind(record.door));
        bump(day.assistants, record.assistant ?? "none");
        for (const file of record.files) {
            // Loops over keys, not Object.entries: no array per record (a million of them).
            for (const check in file.findings)
                bump(day.findings, check, file.findings[check] ?? 0);
            if (!file.passed) {
                const entry = this.blocked.get(file.path) ?? { runs: 0, blockedBy: null };
                entry.runs++;
                if (file.blockedBy !== undefined) {
                    entry.blockedBy = file.blockedBy;
                    if (place)
                        entry.place = placeOf(place);
                }
                this.blocked.set(file.path, entry);
            }
        }
        if (record.checkMs) {
            this.recorded.checkTimes++;
            for (const check in record.checkMs) {
                const ms = record.checkMs[check];
                if (ms === undefined)
                    continue;
                let counts = day.checkMs.get(check);
                if (!counts)
                    day.checkMs.set(check, (counts = new Map()));
                counts.set(ms, (counts.get(ms) ?? 0) + 1);
            }
        }
        if (record.served !== undefined) {
            const served = day.served;
            served.runs++;
            served[record.served]++;
            // A loop over the keys, not Object.values: no array per record.
            let local = false;
            let remote = false;
            for (const check in record.cached) {
                const from = record.cached[check];
                if (from === "local")
                    local = true;
                else if (from === "remote")
                    remote = true;
            }
            if (local)
                served.localCache++;
            if (remote)
                served.remoteCache++;
        }
        if (record.rules) {
            this.recorded.rules++;
            for (const rule in record.rules)
                bump(day.rules, rule, record.rules[rule] ?? 0);
        }
    }
    /**
     * The overall and per-session metrics (exactly `computeStats`'; the sessions only if `perSession`),
     * and the series.
     */
    result(options = {}) {
        const stats = this.stats.result(options);
        for (const { promptTs, reachedMs } of this.stats.implementations()) {
            const day = this.day(promptTs);
            if (reachedMs === undefined)
                day.notReached++;
            else
                day.implemented.push(reachedMs);
        }
        return { ...stats, series: this.series() };
    }
    series() {
        const seen = [...this.days.keys()].sort();
        const from = this.filter.since !== undefined ? dayOf(this.filter.since.getTime()) : (seen[0] ?? null);
        const to = this.filter.until !== undefined ? dayOf(this.filter.until.getTime() - 1) : (seen.at(-1) ?? null);
        const all = mergeDays([...this.days.values()]);
        const topRules = [...all.rules]
            .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
            .slice(0, TOP)
            .map(([rule, findings]) => ({ rule, findings }));
        const overTime = new Set(topRules.slice(0, TOP_RULES_OVER_TIME).map((r) => r.rule));
        const span = from !== null && to !== null ? (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 : 0;
        const unit = span > DAYS_PER_DAY_SERIES ? "week" : "day";
        const groups = new Map();
        if (from !== null && to !== null)
            for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
                const key = unit === "week" ? weekOf(dayOf(at)) : dayOf(at);
                if (!groups.has(key))
                    groups.set(key, []);
            }
        for (const [key, day] of this.days) {
            const group = unit === "week" ? weekOf(key) : key;
            const list = groups.get(group);
            if (list)
                list.push(day);
            else
                groups.set(group, [day]);
        }
        const buckets = [...groups]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([start, days]) => {
            const d = mergeDays(days);
            return {
                start,
                ...metrics(d.tally),
                timeToImplementation: {
                    sessions: d.implemented.length,
                    meanMs: mean(d.implemented),
                    medianMs: median(d.implemented),
                    notReached: d.notReached,
                },
                verdicts: d.verdicts,
                doors: sortedRecord(d.doors),
                assistants: sortedRecord(d.assistants),
                findings: sortedRecord(d.findings),
                rules: Object.fromEntries([...overTime].map((rule) => [rule, d.rules.get(rule) ?? 0])),
                checkMs: checkTimes(d.checkMs),
                served: d.served,
            };
        });
        return {
            unit,
            from,
            to,
            buckets,
            verdicts: all.verdicts,
            doors: sortedRecord(all.doors),
            assistants: sortedRecord(all.assistants),
            findings: sortedRecord(all.findings),
            topRules,
            blockedFiles: [...this.blocked]
                .sort(([a, x], [b, y]) => y.runs - x.runs || a.localeCompare(b))
                .slice(0, TOP)
                .map(([path, { runs, blockedBy }]) => ({ path, blockedRuns: runs, blockedBy })),
            checkMs: checkTimes(all.checkMs),
            recorded: { ...this.recorded },
            served: all.served.runs > 0 ? all.served : null,
        };
    }
}
