import { n as runLint, t as planFile } from "./run-DfYseQLE.js";

export { runLint };