import { n as runLint, t as planFile } from "./run-AV9FuIcI.js";

export { runLint };