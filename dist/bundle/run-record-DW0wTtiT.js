import { a as keepRunRecord, c as runKeyVariable, i as environmentRefuses, l as runRecordsDisabledByEnv, n as cleanRunRecords, o as recordedChecks, r as countRunRecords, s as replayRoot, t as OUTPUT_VARIABLES, u as runsDir } from "./run-record-B1NuYxko.js";

export { keepRunRecord };