import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-D5s-z-6t.js";

export { runFormat };