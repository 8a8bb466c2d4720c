/** null: this run records nothing; undefined: it may, and nothing is pending yet. */
let pending = null;
/** main(): this run may be recorded. */
export function wantRunRecord() {
    pending = undefined;
}
/** The check command: whether to ask the engine what the run depended on. */
export function runRecordWanted() {
    return pending !== null;
}
export function setPendingRecord(record) {
    if (pending !== null)
        pending = record;
}
/** main(), after the run: the record to keep, if any; recording is over either way. */
export function takePendingRecord() {
    const taken = pending ?? undefined;
    pending = null;
    return taken;
}
