/** File kinds the checks share: cheap tests on a path, so planning never loads a tool. */
import path from "node:path";
export const SCRIPT_EXTENSIONS = new Set([
    ".js",
    ".jsx",
    ".mjs",
    ".cjs",
    ".ts",
    ".tsx",
    ".mts",
    ".cts",
]);
export function extensionOf(file) {
    return path.posix.extname(file).toLowerCase();
}
export function isScriptPath(file) {
    return SCRIPT_EXTENSIONS.has(extensionOf(file));
}
