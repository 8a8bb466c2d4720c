/**
 * The run record a `qgate check` may leave (engine/run-record.ts), between the check command, which
 * knows what the run depended on, and main(), which knows what it printed once redacted. Only a run
 * the thin client started cold asks for one (main's `record` option); nothing here is imported by
 * anything heavier than a type.
 */
import type { PendingRecord } from "../engine/run-record.js";
/** main(): this run may be recorded. */
export declare function wantRunRecord(): void;
/** The check command: whether to ask the engine what the run depended on. */
export declare function runRecordWanted(): boolean;
export declare function setPendingRecord(record: PendingRecord): void;
/** main(), after the run: the record to keep, if any; recording is over either way. */
export declare function takePendingRecord(): PendingRecord | undefined;
