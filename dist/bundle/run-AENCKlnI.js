import { n as runLint, t as planFile } from "./run-BfQIQypt.js";

export { runLint };