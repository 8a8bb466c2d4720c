import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-CUkD5O1H.js";

export { runFormat };