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
/**
* The package managers' lockfiles (npm, pnpm, Yarn, Bun, Deno): generated, never formatted by hand;
* formatters leave them alone as lockfiles, whatever their file type (oxfmt formats YAML, not
* pnpm-lock.yaml).
*/
const LOCKFILES = /* @__PURE__ */ new Set([
	"package-lock.json",
	"npm-shrinkwrap.json",
	"pnpm-lock.yaml",
	"yarn.lock",
	"bun.lock",
	"bun.lockb",
	"deno.lock"
]);
function isLockfile(file) {
	return LOCKFILES.has(path.basename(file));
}

export { isLockfile as n, isScriptPath as r, extensionOf as t };