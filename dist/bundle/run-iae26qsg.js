import { n as runLint, t as planFile } from "./run-06swG4tw.js";

export { runLint };