import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-DgcmVl6g.js";

export { runFormat };