import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-CQLjrBrg.js";

export { runFormat };