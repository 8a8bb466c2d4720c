import { n as resolvePlugins, r as runFormat, t as ignorePaths } from "./run-Cog-Vcur.js";

export { runFormat };