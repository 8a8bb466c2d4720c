import { t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { n as requireWithCodeCache } from "./code-cache-CAq8dNP2.js";
import Module, { createRequire } from "node:module";
import path from "node:path";

// dist/checks/lint/bundled-typescript.js
/**
* qgate's bundled typescript-eslint (the default lint config and the security scan's parser) must
* parse with a TypeScript it supports, whatever npm hoisted. In a project with TypeScript 7, npm
* nests qgate's typescript-eslint and TypeScript 5.x under qgate but hoists shared helpers (such as
* ts-api-utils) to the project root, where `require("typescript")` finds the project's TypeScript 7
* and typescript-eslint fails ("Cannot read properties of undefined (reading 'Intrinsic')").
*
* So every module loaded on behalf of the bundled stack (files inside qgate's install, and whatever
* they require, transitively) gets qgate's own TypeScript for `require("typescript")`. A project's own
* ESLint config and its own typescript-eslint are never redirected: they run on the project's
* TypeScript, and lint says so in one line when that version is unsupported (dependency-hints.ts).
*/
let installed = false;
/** qgate's own TypeScript (its dependency, nested under qgate when the project hoists another). */
function bundledTypeScript() {
	try {
		return createRequire(path.join(QGATE_DIR, "package.json")).resolve("typescript");
	} catch {
		return;
	}
}
/**
* Where the bundled stack lives: qgate's install, and the typescript-eslint that qgate's own code
* imports (npm may have hoisted it to the project root, shared with the project's config).
*/
function bundledRoots() {
	const roots = [QGATE_DIR];
	try {
		const entry = createRequire(path.join(QGATE_DIR, "package.json")).resolve("typescript-eslint");
		const marker = `${path.sep}node_modules${path.sep}typescript-eslint${path.sep}`;
		const at = entry.lastIndexOf(marker);
		if (at !== -1) roots.push(entry.slice(0, at + marker.length));
	} catch {}
	return roots;
}
/** Installs the redirection for this thread (idempotent). */
function pinBundledTypeScript() {
	if (installed) return;
	installed = true;
	const typescript = bundledTypeScript();
	if (!typescript) return;
	const internals = Module;
	const original = internals._resolveFilename;
	const lookupPaths = internals._nodeModulePaths(path.dirname(typescript));
	const bundled = /* @__PURE__ */ new Set();
	const roots = bundledRoots();
	const inQgate = (file) => roots.some((root) => file.startsWith(root));
	internals._resolveFilename = function(request, parent, ...rest) {
		const from = parent?.filename ?? void 0;
		const onBehalfOfQgate = from !== void 0 && (inQgate(from) || bundled.has(from));
		if (onBehalfOfQgate && (request === "typescript" || request.startsWith("typescript/"))) return request === "typescript" ? typescript : original.call(this, request, {
			filename: typescript,
			paths: lookupPaths
		}, ...rest);
		const resolved = original.call(this, request, parent, ...rest);
		if (onBehalfOfQgate && path.isAbsolute(resolved)) bundled.add(resolved);
		return resolved;
	};
	try {
		requireWithCodeCache(typescript);
	} catch {}
}

export { pinBundledTypeScript as t };