import { n as runLint, t as planFile } from "./run-Dl--Mhq0.js";

export { runLint };