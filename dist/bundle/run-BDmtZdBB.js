import { n as runLint, t as planFile } from "./run-BRnoBMfN.js";

export { runLint };