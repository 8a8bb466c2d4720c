import { a as readFilter, i as projectOf, n as filterJson, o as statsCommand, r as parseDate, s as statsHelp, t as DOORS } from "./stats-Dki3kTaQ.js";

export { statsCommand };