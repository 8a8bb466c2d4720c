import path from "node:path";

// dist/checks/files.js
/** File kinds the checks share: cheap tests on a path, so planning never loads a tool. */
const SCRIPT_EXTENSIONS = /* @__PURE__ */ new Set([
	".js",
	".jsx",
	".mjs",
	".cjs",
	".ts",
	".tsx",
	".mts",
	".cts"
]);
function extensionOf(file) {
	return path.posix.extname(file).toLowerCase();
}
function isScriptPath(file) {
	return SCRIPT_EXTENSIONS.has(extensionOf(file));
}

export { isScriptPath as n, extensionOf as t };