import { r as FileError } from "./errors-BsNsftzl.js";
import { n as aggregatePart, r as partSummary } from "./aggregate-DzmlaXgL.js";
import { parentPort, workerData } from "node:worker_threads";

// dist/stats/aggregate-worker.js
/** A worker thread reading one part of the metrics logs (aggregate.ts); posts its counts back. */
const { sources, filter, part, perSession } = workerData;
let output;
try {
	const { summary, aggregator } = await aggregatePart(sources, filter, perSession, part);
	output = {
		summary: partSummary(summary),
		series: aggregator.snapshot()
	};
} catch (error) {
	if (!(error instanceof FileError)) throw error;
	output = { fileError: error.message };
}
parentPort?.postMessage(output);

export {  };