import { a as readFilter, i as projectOf, n as filterJson, o as statsCommand, r as parseDate, s as statsHelp, t as DOORS } from "./stats-CWK_o2u6.js";

export { statsCommand };