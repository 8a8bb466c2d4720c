import { n as runLint, t as planFile } from "./run-Bc00TPUL.js";

export { runLint };