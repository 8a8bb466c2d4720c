import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-C67Y3UOB.js";

export { runFormat };