import { n as runLint, t as planFile } from "./run--o9hIaOn.js";

export { runLint };