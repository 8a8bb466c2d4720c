import { a as statsCommand, i as readFilter, n as filterJson, o as statsHelp, r as parseDate, t as DOORS } from "./stats-DN9zqSqe.js";

export { statsCommand };