/** A worker thread reading one part of the metrics logs (aggregate.ts); posts its counts back. */
import { parentPort, workerData } from "node:worker_threads";
import { FileError } from "../errors.js";
import { aggregatePart, type PartInput, type PartOutput } from "./aggregate.js";
import { partSummary } from "./stats-log.js";

const { sources, filter, part, perSession } = workerData as PartInput;
let output: PartOutput;
try {
  const { summary, aggregator } = await aggregatePart(sources, filter, perSession, part);
  output = { summary: partSummary(summary), series: aggregator.snapshot() };
} catch (error) {
  if (!(error instanceof FileError)) throw error;
  output = { fileError: error.message };
}
parentPort?.postMessage(output);
