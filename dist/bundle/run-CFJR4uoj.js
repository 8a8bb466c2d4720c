import { n as runLint, t as planFile } from "./run-BeGNmzHz.js";

export { runLint };