/**
 * The run record a `qgate check` may leave (engine/run-record.ts), between the check command, which
 * knows what the run depended on, and main(), which knows what it printed once redacted. Only a run
 * the thin client started cold asks for one (main's `record` option); nothing here is imported by
 * anything heavier than a type.
 */
import type { PendingRecord } from "../engine/run-record.js";

/** null: this run records nothing; undefined: it may, and nothing is pending yet. */
let pending: PendingRecord | undefined | null = null;

/** main(): this run may be recorded. */
export function wantRunRecord(): void {
  pending = undefined;
}

/** The check command: whether to ask the engine what the run depended on. */
export function runRecordWanted(): boolean {
  return pending !== null;
}

export function setPendingRecord(record: PendingRecord): void {
  if (pending !== null) pending = record;
}

/** main(), after the run: the record to keep, if any; recording is over either way. */
export function takePendingRecord(): PendingRecord | undefined {
  const taken = pending ?? undefined;
  pending = null;
  return taken;
}
