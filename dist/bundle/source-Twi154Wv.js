import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// dist/report/source.js
/**
* What the CI reporters need beyond the report: paths relative to the repository (GitHub resolves
* annotations and SARIF URIs against the repository root, which is not the project root when qgate
* runs with --cwd on a package), the text of a finding's line, and qgate's version.
*/
const QGATE_VERSION = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;
/** The repository's top directory (the nearest ancestor with `.git`), else the project root. */
function repositoryRoot(root) {
	for (let dir = root;; dir = path.dirname(dir)) {
		if (existsSync(path.join(dir, ".git"))) return dir;
		if (path.dirname(dir) === dir) return root;
	}
}
/** Maps project-relative paths to repository-relative ones (`/` separators). */
function repositoryPaths(root) {
	const top = repositoryRoot(root);
	const prefix = path.relative(top, root).split(path.sep).join("/");
	return {
		top,
		toRepo: (file) => prefix === "" ? file : `${prefix}/${file}`
	};
}
/** Reads the lines of report files on demand (each file once); undefined when unreadable. */
function lineReader(root) {
	const cache = /* @__PURE__ */ new Map();
	return ({ file, line }) => {
		if (!cache.has(file)) try {
			cache.set(file, readFileSync(path.join(root, file), "utf8").split(/\r?\n/));
		} catch {
			cache.set(file, void 0);
		}
		return line === void 0 ? void 0 : cache.get(file)?.[line - 1];
	};
}
/** The stable rule id of a finding across reporters: `qgate/<check>/<rule>`. */
function ruleId(finding) {
	return `qgate/${finding.check}/${finding.rule}`;
}

export { ruleId as i, lineReader as n, repositoryPaths as r, QGATE_VERSION as t };