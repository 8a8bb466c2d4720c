// dist/cli/pending-record.js
/** null: this run records nothing; undefined: it may, and nothing is pending yet. */
let pending = null;
/** main(): this run may be recorded. */
function wantRunRecord() {
	pending = void 0;
}
/** The check command: whether to ask the engine what the run depended on. */
function runRecordWanted() {
	return pending !== null;
}
function setPendingRecord(record) {
	if (pending !== null) pending = record;
}
/** main(), after the run: the record to keep, if any; recording is over either way. */
function takePendingRecord() {
	const taken = pending ?? void 0;
	pending = null;
	return taken;
}

export { wantRunRecord as i, setPendingRecord as n, takePendingRecord as r, runRecordWanted as t };