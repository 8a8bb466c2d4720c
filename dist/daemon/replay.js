/**
 * The thin client's replay of a recorded `qgate check` (engine/run-record.ts): finding the record, and
 * the metrics line the run itself would have appended. Its own entry of the thin path's CommonJS
 * bundle (scripts/bundle.js), which bin/qgate.js requires only for `qgate check`: a hook never loads it.
 */
import { findReplay } from "../engine/run-record.js";
import { Logs } from "../routing/logs.js";
export { findReplay };
/** For `--timings` after a replay: loaded with this module already. */
export { timingMessages } from "../messages.js";
/**
 * Appends a replayed run's metrics line, as the run itself did, with this run's time and duration
 * (`qgate stats` counts every check run, replayed or not). Best effort, as the run's own was.
 */
export function appendReplayedMetrics(record, durationMs) {
    if (!record.metrics)
        return;
    try {
        // Replayed whole: no check ran, and no check's result was looked up in a cache.
        const { cached: _cached, ...metrics } = record.metrics;
        new Logs().append("metrics", {
            ...metrics,
            ts: new Date().toISOString(),
            durationMs,
            served: "replayed",
        });
    }
    catch {
        // The log is best effort.
    }
}
