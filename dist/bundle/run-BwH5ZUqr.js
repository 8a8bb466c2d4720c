import { n as runLint, t as planFile } from "./run-s07pXf8n.js";

export { runLint };