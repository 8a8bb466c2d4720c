import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-CKLs9egJ.js";

export { runFormat };