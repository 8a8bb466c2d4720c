/**
 * The part of Prettier's API the format check uses, for Prettier 3 (async) and Prettier 2 (sync
 * `format`, async config look-ups): every call is awaited, so both work. Loaded modules are kept in
 * module state, keyed by the package's path, so later runs in this process (a worker, a daemon) are warm.
 */
import { importTool } from "../resolve-tool.js";
import { checkMessages } from "../../messages.js";
const loaded = new Map();
function isApi(value) {
    const candidate = value;
    return (typeof candidate?.format === "function" &&
        typeof candidate.resolveConfig === "function" &&
        typeof candidate.getFileInfo === "function");
}
async function load(tool) {
    const module = await importTool(tool);
    // Prettier 3 (ESM or its CJS wrapper) has named exports; Prettier 2 is CJS behind `default`.
    const api = isApi(module) ? module : module.default;
    if (!isApi(api))
        throw new Error(checkMessages.format.notPrettier(tool.version, tool.dir));
    return api;
}
/** The Prettier module of `tool`, loaded once per process. */
export function getPrettier(tool) {
    let api = loaded.get(tool.packageJson);
    if (!api) {
        api = load(tool);
        // A failed load is not cached: the next run tries again (the user may have installed it meanwhile).
        api.catch(() => loaded.delete(tool.packageJson));
        loaded.set(tool.packageJson, api);
    }
    return api;
}
export function prettierCacheSize() {
    return loaded.size;
}
/** The major version of a resolved tool, or 0 when it cannot be read. */
export function majorVersion(version) {
    const major = Number.parseInt(version, 10);
    return Number.isFinite(major) ? major : 0;
}
