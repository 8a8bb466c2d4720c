/** Two decimals, so JSON output and hand-computed answers agree. */
export function round2(value) {
    return Math.round(value * 100) / 100;
}
function mean(values) {
    return values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);
}
function median(values) {
    if (values.length === 0)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return round2(sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}
const time = (record) => Date.parse(record.ts);
/** A gate run with nothing to fix: pass verdict, no failed check, every file passed. */
export function isAllGreen(record) {
    return record.verdict === "pass" && record.failures.length === 0 && record.files.every((f) => f.passed);
}
function tally(records) {
    const t = {
        gateRuns: 0,
        tracks: [],
        withLines: { fileRuns: 0, changedLines: 0, findings: 0, byCheck: new Map() },
        withoutLines: { fileRuns: 0, findings: 0, byCheck: new Map() },
        prompts: 0,
        scores: [],
    };
    const byPath = new Map();
    for (const record of records) {
        if (record.type === "prompt") {
            t.prompts++;
            if (record.score !== undefined)
                t.scores.push(record.score);
            continue;
        }
        if (record.type !== "gate")
            continue;
        t.gateRuns++;
        for (const file of record.files) {
            let track = byPath.get(file.path);
            if (!track) {
                track = { runs: 0, firstPassed: file.passed };
                byPath.set(file.path, track);
                t.tracks.push(track);
            }
            track.runs++;
            if (file.passed && track.passedAt === undefined)
                track.passedAt = track.runs;
            const bucket = file.changedLines !== undefined ? t.withLines : t.withoutLines;
            bucket.fileRuns++;
            if (file.changedLines !== undefined)
                t.withLines.changedLines += file.changedLines;
            for (const [check, count] of Object.entries(file.findings)) {
                bucket.findings += count ?? 0;
                bucket.byCheck.set(check, (bucket.byCheck.get(check) ?? 0) + (count ?? 0));
            }
        }
    }
    return t;
}
function merge(tallies) {
    const t = tally([]);
    for (const part of tallies) {
        t.gateRuns += part.gateRuns;
        t.tracks.push(...part.tracks);
        t.prompts += part.prompts;
        t.scores.push(...part.scores);
        for (const key of ["withLines", "withoutLines"]) {
            t[key].fileRuns += part[key].fileRuns;
            t[key].findings += part[key].findings;
            for (const [check, count] of part[key].byCheck)
                t[key].byCheck.set(check, (t[key].byCheck.get(check) ?? 0) + count);
        }
        t.withLines.changedLines += part.withLines.changedLines;
    }
    return t;
}
function rates(byCheck, denominator, scale) {
    const out = {};
    for (const [check, count] of [...byCheck].sort(([a], [b]) => a.localeCompare(b)))
        out[check] = round2((count * scale) / denominator);
    return denominator > 0 ? out : {};
}
function metrics(t) {
    const passedFirstRun = t.tracks.filter((track) => track.firstPassed).length;
    const passedAt = t.tracks.flatMap((track) => (track.passedAt === undefined ? [] : [track.passedAt]));
    const { withLines, withoutLines } = t;
    return {
        gateRuns: t.gateRuns,
        files: t.tracks.length,
        firstTimeSuccess: {
            passedFirstRun,
            files: t.tracks.length,
            rate: t.tracks.length === 0 ? null : round2(passedFirstRun / t.tracks.length),
        },
        iterations: {
            passedFiles: passedAt.length,
            mean: mean(passedAt),
            median: median(passedAt),
            neverPassed: t.tracks.length - passedAt.length,
        },
        codeQuality: {
            withLines: {
                fileRuns: withLines.fileRuns,
                changedLines: withLines.changedLines,
                findings: withLines.findings,
                per100Lines: withLines.changedLines > 0 ? round2((withLines.findings * 100) / withLines.changedLines) : null,
                byCheck: rates(withLines.byCheck, withLines.changedLines, 100),
            },
            withoutLines: {
                fileRuns: withoutLines.fileRuns,
                findings: withoutLines.findings,
                perFileRun: withoutLines.fileRuns > 0 ? round2(withoutLines.findings / withoutLines.fileRuns) : null,
                byCheck: rates(withoutLines.byCheck, withoutLines.fileRuns, 1),
            },
        },
        prompts: { count: t.prompts, scored: t.scores.length, meanScore: mean(t.scores) },
    };
}
function timeToImplementation(session, records) {
    if (session === null)
        return { timeToImplementationMs: null, timeNote: "no session id" };
    const prompt = records.find((r) => r.type === "prompt");
    if (!prompt)
        return { timeToImplementationMs: null, timeNote: "no prompt recorded" };
    const start = time(prompt);
    const green = records.find((r) => r.type === "gate" && time(r) >= start && isAllGreen(r));
    if (!green)
        return { timeToImplementationMs: null, timeNote: "no all-green gate run after the first prompt" };
    return { timeToImplementationMs: time(green) - start };
}
export function computeStats(all, filter = {}) {
    const since = filter.since?.getTime();
    // Stable sort by time: concurrent hook processes may append slightly out of order.
    const records = all
        .filter((r) => (filter.session === undefined || r.session === filter.session) &&
        (filter.assistant === undefined || r.assistant === filter.assistant) &&
        (since === undefined || time(r) >= since))
        .map((record, index) => ({ record, index }))
        .sort((a, b) => time(a.record) - time(b.record) || a.index - b.index)
        .map(({ record }) => record);
    const groups = new Map();
    for (const record of records) {
        const key = record.session ?? null;
        const list = groups.get(key);
        if (list)
            list.push(record);
        else
            groups.set(key, [record]);
    }
    const tallies = [];
    const sessions = [];
    for (const [session, list] of groups) {
        const t = tally(list);
        tallies.push(t);
        sessions.push({
            session,
            first: list[0]?.ts ?? "",
            last: list[list.length - 1]?.ts ?? "",
            ...metrics(t),
            ...timeToImplementation(session, list),
        });
    }
    const times = sessions.flatMap((s) => s.timeToImplementationMs === null ? [] : [s.timeToImplementationMs]);
    return {
        overall: {
            sessions: sessions.filter((s) => s.session !== null).length,
            ...metrics(merge(tallies)),
            timeToImplementation: {
                sessions: times.length,
                meanMs: mean(times),
                medianMs: median(times),
                notReached: sessions.filter((s) => s.timeNote === "no all-green gate run after the first prompt")
                    .length,
            },
        },
        sessions,
    };
}
