import { r as findReplay } from "./run-record-DasHi4aU.js";
import { t as Logs } from "./logs-CQ1U0rOs.js";
import { _ as timingMessages } from "./messages-JfGXkzcI.js";

// dist/daemon/replay.js
/**
* Appends a replayed run's metrics line, as the run itself did, with this run's time and duration
* (`qgate stats` counts every check run, replayed or not). Best effort, as the run's own was.
*/
function appendReplayedMetrics(record, durationMs) {
	if (!record.metrics) return;
	try {
		new Logs().append("metrics", {
			...record.metrics,
			ts: (/* @__PURE__ */ new Date()).toISOString(),
			durationMs
		});
	} catch {}
}

export { appendReplayedMetrics, findReplay, timingMessages };