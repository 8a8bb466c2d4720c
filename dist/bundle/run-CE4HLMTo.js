import { n as runLint, t as planFile } from "./run-BinZGo3h.js";

export { runLint };