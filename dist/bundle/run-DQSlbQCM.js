import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-BGa-_IXy.js";

export { runFormat };