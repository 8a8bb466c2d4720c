import { i as owningPackageDir, n as findUp, o as toRelative, t as displayPath } from "./paths-CKwe_9xS.js";
import { o as describeError } from "./errors-BsNsftzl.js";
import { i as emptyResult, t as addToolUse } from "./check-CKjFkU4c.js";
import { t as getOrCreate } from "./cache-DErHylgO.js";
import { r as isScriptPath } from "./files-BZPNiYX_.js";
import { i as toolUse, n as importTool, r as resolveTool, t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { a as noteProbe, c as startRecording, o as noteRead, s as recordThrough, t as baseEntry } from "./inputs-0W2IjWdi.js";
import { b as listSome, r as checkMessages, x as oneLine } from "./messages-CuSOVVL6.js";
import { t as readBaseContents } from "./base-b5zQOKEs.js";
import { n as requireWithCodeCache } from "./code-cache-CAq8dNP2.js";
import { createRequire } from "node:module";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, watch, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { spawn } from "node:child_process";
import { setTimeout as setTimeout$1 } from "node:timers/promises";

// dist/checks/types/config.js
/**
* Which tsconfig owns a file: the nearest `tsconfig.json` walking up from the file to the root, if
* the file is part of that project (its parsed file list), else of a project it references (solution
* style). Parsed configs are cached per TypeScript module and re-parsed when a config file changed or
* when the caller says the file list may have changed (files created or deleted).
*/
/** Compiler options for a file that belongs to no tsconfig at all (JSON, as in a tsconfig). */
const DEFAULT_COMPILER_OPTIONS = {
	target: "ES2022",
	module: "ESNext",
	moduleResolution: "Bundler",
	strict: true,
	skipLibCheck: true,
	noEmit: true
};
const cache = /* @__PURE__ */ new WeakMap();
function mtimeOf(file) {
	return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}
function unchanged(project) {
	for (const [file, mtime] of project.inputs) if (mtimeOf(file) !== mtime) return false;
	return true;
}
/** `dir` and, when recursive, the directories below it (not node_modules or hidden ones), at most 10,000. */
function directoriesUnder(dir, recursive) {
	const found = [path.resolve(dir)];
	for (let i = 0; recursive && i < found.length && found.length < 1e4; i++) {
		let entries;
		try {
			entries = readdirSync(found[i], { withFileTypes: true });
		} catch {
			continue;
		}
		for (const entry of entries) if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith(".")) found.push(path.join(found[i], entry.name));
	}
	return found;
}
function parse(tsm, configPath) {
	const inputs = /* @__PURE__ */ new Map();
	let unrecoverable;
	const host = {
		useCaseSensitiveFileNames: tsm.sys.useCaseSensitiveFileNames,
		getCurrentDirectory: () => path.dirname(configPath),
		fileExists: (file) => tsm.sys.fileExists(file),
		readFile: (file) => {
			const text = tsm.sys.readFile(file);
			if (text !== void 0) inputs.set(path.resolve(file), mtimeOf(file));
			return text;
		},
		readDirectory: (dir, extensions, excludes, includes, depth) => tsm.sys.readDirectory(dir, extensions, excludes, includes, depth),
		onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
			unrecoverable = diagnostic;
		}
	};
	inputs.set(configPath, mtimeOf(configPath));
	const parsed = tsm.getParsedCommandLineOfConfigFile(configPath, void 0, host) ?? {
		options: {},
		fileNames: [],
		errors: []
	};
	for (const [dir, flags] of Object.entries(parsed.wildcardDirectories ?? {})) {
		const recursive = (flags & tsm.WatchDirectoryFlags.Recursive) !== 0;
		for (const walked of directoriesUnder(dir, recursive)) inputs.set(walked, mtimeOf(walked));
	}
	return {
		configPath,
		parsed,
		fileSet: new Set(parsed.fileNames.map((f) => path.resolve(f))),
		inputs,
		...unrecoverable ? { unrecoverable } : {}
	};
}
function projectsOf(tsm) {
	return getOrCreate(cache, tsm, () => /* @__PURE__ */ new Map());
}
/** Forgets a parsed config (its file list went stale). */
function invalidateProject(tsm, configPath) {
	cache.get(tsm)?.delete(configPath);
}
/** The nearest tsconfig.json from the file's directory up to the root. */
function nearestConfig(absFile, root) {
	const found = findUp(path.dirname(absFile), ["tsconfig.json"], root);
	return found ? path.join(found.dir, found.name) : void 0;
}
/**
* Config lookups for one run. A config is parsed at most once per run; across runs the cached parse
* is reused while its files are unchanged, unless the run created or deleted files (`refresh`).
*/
var ConfigSession = class {
	tsm;
	root;
	refresh;
	parsedThisRun = /* @__PURE__ */ new Set();
	constructor(tsm, root, refresh) {
		this.tsm = tsm;
		this.root = root;
		this.refresh = refresh;
	}
	load(configPath, force = false) {
		const projects = projectsOf(this.tsm);
		const cached = projects.get(configPath);
		if (cached && (this.parsedThisRun.has(configPath) || !force && !this.refresh && unchanged(cached))) return cached;
		const project = parse(this.tsm, configPath);
		projects.set(configPath, project);
		this.parsedThisRun.add(configPath);
		return project;
	}
	/** The projects a solution-style tsconfig references, depth first, each once. */
	references(project, force = false) {
		const found = [];
		const seen = /* @__PURE__ */ new Set([project.configPath]);
		const visit = (current) => {
			for (const reference of current.parsed.projectReferences ?? []) {
				const configPath = path.resolve(this.tsm.resolveProjectReferencePath(reference));
				if (seen.has(configPath)) continue;
				seen.add(configPath);
				const child = this.load(configPath, force);
				found.push(child);
				visit(child);
			}
		};
		visit(project);
		return found;
	}
	locate(absFile) {
		const configPath = nearestConfig(absFile, this.root);
		if (!configPath) return { kind: "orphan" };
		const find = (force) => {
			const nearest = this.load(configPath, force);
			if (nearest.fileSet.has(absFile)) return {
				kind: "project",
				project: nearest
			};
			for (const referenced of this.references(nearest, force)) if (referenced.fileSet.has(absFile)) return {
				kind: "project",
				project: referenced
			};
			return {
				kind: "orphan",
				nearest
			};
		};
		const found = find(false);
		return found.kind === "orphan" ? find(true) : found;
	}
};
/** The compiler options for orphan files: the nearest config's, or qgate's defaults. */
function orphanOptions(tsm, nearest, root) {
	if (nearest) return {
		...nearest.parsed.options,
		noEmit: true
	};
	const json = { ...DEFAULT_COMPILER_OPTIONS };
	if (!("Bundler" in tsm.ModuleResolutionKind)) {
		delete json.moduleResolution;
		json.module = "CommonJS";
	}
	return tsm.convertCompilerOptionsFromJson(json, root).options;
}

// dist/checks/types/file-stamps.js
/**
* Modification stamps (kind, mtime, size) of the files the types check reads, without a stat per file
* per run in a long-lived process. The scan of a project's files (project-graph.ts) and the caching
* compiler host (host.ts) decide whether a cached parse is still good by a file's stamp; on a project
* of 10,000 files that was about 12,600 `stat` calls per run, most of a warm body edit's time there.
*
* In the daemon (`watchFileStamps(true)`), a file's stamp is read once and kept while a watcher on its
* directory (inotify on Linux, non-recursive, so a `node_modules` below is never watched) has reported
* nothing for it: a `change` event forgets that file's stamp, a `rename` (a file created, deleted or
* renamed, the directory itself removed) or a watcher error forgets the whole directory and its
* watcher, so the next look stats again and watches anew. The watcher is started before the first
* stat, so no change can fall between the two. A write completed before a run is always seen: the
* kernel queues its event at the write, and `drainFileEvents()`, awaited at the start of each run,
* lets the event loop poll and deliver what is queued. Where a directory cannot be watched (the system's watch
* limit, an unsupported file system), or past `MAX_WATCHED_DIRS`, its files are stated every time, as
* in a one-shot run; so are symbolic links (their target's writes show in another directory).
*/
/** Leaves most of the system's inotify watches to editors and other tools. */
const MAX_WATCHED_DIRS = 2e3;
let watching = false;
/** null: this directory cannot be watched; its files are stated every time. */
const dirs = /* @__PURE__ */ new Map();
let counts = {
	stats: 0,
	kept: 0
};
function statStamp(file) {
	counts.stats++;
	try {
		const stats = statSync(file, { throwIfNoEntry: false });
		return stats ? {
			isFile: stats.isFile(),
			mtimeMs: stats.mtimeMs,
			size: stats.size
		} : void 0;
	} catch {
		return;
	}
}
function forget(dir) {
	const entry = dirs.get(dir);
	dirs.delete(dir);
	entry?.watcher.close();
}
function startWatching(dir) {
	if (dirs.size >= MAX_WATCHED_DIRS) return null;
	let watcher;
	try {
		watcher = watch(dir, { persistent: false });
	} catch {
		dirs.set(dir, null);
		return null;
	}
	const entry = {
		watcher,
		stamps: /* @__PURE__ */ new Map()
	};
	watcher.on("change", (event, name) => {
		if (event === "change" && typeof name === "string" && name !== "") entry.stamps.delete(name);
		else forget(dir);
	});
	watcher.on("error", () => forget(dir));
	dirs.set(dir, entry);
	return entry;
}
/** Turns the watchers on for this process (the daemon's workers); off, every look is a stat. */
function watchFileStamps(on) {
	watching = on;
	if (!on) for (const dir of [...dirs.keys()]) forget(dir);
}
/**
* Lets the event loop deliver the file events already queued, so a run sees every completed write.
* Two turns: called from an I/O callback (a worker's message), the first `setImmediate` runs in the
* same loop iteration, before the loop polls again; the second runs after a poll, which reads every
* event the kernel queued before it.
*/
function drainFileEvents() {
	if (!watching) return Promise.resolve();
	return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
/**
* Forgets the stamps of `files` (the files of a change, which are stated afresh whatever the watchers
* said: a file system that reports no events for some writes, a network mount, still has the change
* itself seen).
*/
function forgetStamps(files) {
	for (const file of files) dirs.get(path.dirname(file))?.stamps.delete(path.basename(file));
}
/** The file's stamp: kept while its directory's watcher has seen no change to it, else a stat. */
function fileStamp(file) {
	if (!watching) return statStamp(file);
	const dir = path.dirname(file);
	const entry = dirs.has(dir) ? dirs.get(dir) : startWatching(dir);
	if (entry === null) return statStamp(file);
	const name = path.basename(file);
	if (entry.stamps.has(name)) {
		counts.kept++;
		return entry.stamps.get(name);
	}
	const link = lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
	const stamp = statStamp(file);
	if (!link) entry.stamps.set(name, stamp);
	return stamp;
}

// dist/checks/types/host.js
/**
* A compiler host that keeps parsed source files between runs. `createProgram` reuses the old
* program's structure only when the host hands back the very same SourceFile objects for unchanged
* files, so parsed files are cached per TypeScript module, keyed by the compilation settings that
* affect parsing and binding (the key TypeScript's own DocumentRegistry uses, so projects with
* compatible options share lib.d.ts and friends) and invalidated by modification time and size
* (file-stamps.ts: in the daemon, without a stat while the directory's watcher reports no change).
* Files of the current change are always compared by content: an edit within the same millisecond
* that keeps the size is still seen.
*/
const stores = /* @__PURE__ */ new WeakMap();
function storeOf(tsm) {
	let store = stores.get(tsm);
	if (!store) {
		store = {
			registry: tsm.createDocumentRegistry(tsm.sys.useCaseSensitiveFileNames),
			documents: /* @__PURE__ */ new Map()
		};
		stores.set(tsm, store);
	}
	return store;
}
/**
* @param fresh absolute paths whose content must be compared even when their stat is unchanged
* @param overlay absolute paths whose content comes from a snapshot (the index, a commit) instead of
*   the disk; null: the file does not exist there. Module resolution sees it too (fileExists).
* @param overlayDocuments where the overlay's parsed files are kept, when not with the work tree's
*   (the base-revision program keeps its own, so that it never evicts the files the next run reuses)
*/
function createCachingHost(tsm, options, fresh, overlay = /* @__PURE__ */ new Map(), overlayDocuments) {
	const host = tsm.createCompilerHost(options);
	const parseForTypeErrors = tsm.JSDocParsingMode?.ParseForTypeErrors;
	if (parseForTypeErrors !== void 0) host.jsDocParsingMode = parseForTypeErrors;
	const store = storeOf(tsm);
	const settingsKey = store.registry.getKeyForCompilationSettings(options);
	if (overlay.size > 0) {
		const fileExists = host.fileExists.bind(host);
		const readFile = host.readFile.bind(host);
		host.fileExists = (fileName) => {
			const text = overlay.get(path.resolve(fileName));
			return text === void 0 ? fileExists(fileName) : text !== null;
		};
		host.readFile = (fileName) => {
			const text = overlay.get(path.resolve(fileName));
			return text === void 0 ? readFile(fileName) : text ?? void 0;
		};
	}
	host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
		const settings = typeof languageVersionOrOptions === "object" ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
		const key = [
			settingsKey,
			settings.languageVersion,
			settings.impliedNodeFormat ?? "",
			settings.jsDocParsingMode ?? "",
			fileName
		].join("|");
		const snapshot = overlay.get(path.resolve(fileName));
		if (snapshot === null) return void 0;
		if (snapshot !== void 0 && overlayDocuments) {
			const kept = overlayDocuments.get(key);
			if (kept && kept.text === snapshot) return kept;
			const sourceFile = tsm.createSourceFile(fileName, snapshot, languageVersionOrOptions);
			overlayDocuments.set(key, sourceFile);
			return sourceFile;
		}
		if (snapshot !== void 0) {
			const cached = store.documents.get(key);
			if (cached && cached.sourceFile.text === snapshot) return cached.sourceFile;
			const sourceFile = tsm.createSourceFile(fileName, snapshot, languageVersionOrOptions);
			store.documents.set(key, {
				mtimeMs: -1,
				size: -1,
				sourceFile
			});
			return sourceFile;
		}
		const stats = fileStamp(fileName);
		if (!stats?.isFile) {
			noteProbe(fileName);
			store.documents.delete(key);
			return;
		}
		const cached = store.documents.get(key);
		const sameStat = cached !== void 0 && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size;
		if (cached && sameStat && !fresh.has(path.resolve(fileName))) return cached.sourceFile;
		let text;
		try {
			text = tsm.sys.readFile(fileName);
		} catch (error) {
			onError?.(error instanceof Error ? error.message : String(error));
			return;
		}
		if (text === void 0) return void 0;
		if (cached && cached.sourceFile.text === text) {
			cached.mtimeMs = stats.mtimeMs;
			cached.size = stats.size;
			return cached.sourceFile;
		}
		const sourceFile = tsm.createSourceFile(fileName, text, languageVersionOrOptions);
		store.documents.set(key, {
			mtimeMs: stats.mtimeMs,
			size: stats.size,
			sourceFile
		});
		return sourceFile;
	};
	return host;
}

// dist/checks/types/importers.js
/**
* Who imports a changed file. An edit to `a.ts` can break `b.ts` that imports it, and `d.ts` that
* imports it through a file re-exporting from `a.ts`: the importers are the files that import a target
* directly, and, transitively, the importers of files that re-export from a target.
*
* Imports come from `ts.preProcessFile` (a scanner pass, no parse; see project-graph.ts) and are
* resolved with `ts.resolveModuleName` under the project's own options, so `paths`, `exports`,
* `.js` -> `.ts` and every resolution mode are followed the way the compiler follows them; re-exports
* come from the top-level statements of the few files that import a target.
*/
function scanReexports(tsm, sourceFile) {
	const reexported = /* @__PURE__ */ new Set();
	const importedFrom = /* @__PURE__ */ new Map();
	const exportedNames = [];
	for (const statement of sourceFile.statements) if (tsm.isExportDeclaration(statement)) {
		if (statement.moduleSpecifier && tsm.isStringLiteral(statement.moduleSpecifier)) reexported.add(statement.moduleSpecifier.text);
		else if (statement.exportClause && tsm.isNamedExports(statement.exportClause)) for (const element of statement.exportClause.elements) exportedNames.push((element.propertyName ?? element.name).text);
	} else if (tsm.isImportDeclaration(statement) && tsm.isStringLiteral(statement.moduleSpecifier)) {
		const specifier = statement.moduleSpecifier.text;
		const clause = statement.importClause;
		if (clause?.name) importedFrom.set(clause.name.text, specifier);
		const bindings = clause?.namedBindings;
		if (bindings && tsm.isNamespaceImport(bindings)) importedFrom.set(bindings.name.text, specifier);
		if (bindings && tsm.isNamedImports(bindings)) for (const element of bindings.elements) importedFrom.set(element.name.text, specifier);
	} else if (tsm.isImportEqualsDeclaration(statement) && tsm.isExternalModuleReference(statement.moduleReference) && tsm.isStringLiteral(statement.moduleReference.expression)) {
		const specifier = statement.moduleReference.expression.text;
		importedFrom.set(statement.name.text, specifier);
		if (tsm.canHaveModifiers(statement) ? tsm.getModifiers(statement)?.some((m) => m.kind === tsm.SyntaxKind.ExportKeyword) : false) reexported.add(specifier);
	} else if (tsm.isExportAssignment(statement) && tsm.isIdentifier(statement.expression)) exportedNames.push(statement.expression.text);
	for (const name of exportedNames) {
		const specifier = importedFrom.get(name);
		if (specifier !== void 0) reexported.add(specifier);
	}
	return reexported;
}
const SCRIPT_EXTENSION = /(\.d)?\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/i;
function stem(name) {
	return name.replace(SCRIPT_EXTENSION, "").toLowerCase();
}
/** Names a relative specifier must end with to possibly reach one of the targets. */
function targetKeys(targets) {
	const keys = /* @__PURE__ */ new Set();
	for (const target of targets) {
		const name = stem(path.basename(target));
		keys.add(name);
		if (name === "index") keys.add(path.basename(path.dirname(target)).toLowerCase());
	}
	return keys;
}
/** A cheap pre-filter before resolving: a relative specifier whose last segment matches no target. */
function mayReach(ref, keys) {
	if (!(ref.kind === "path" || ref.specifier.startsWith(".") || ref.specifier.startsWith("/"))) return true;
	const last = ref.specifier.replace(/\/+$/, "").split("/").pop() ?? "";
	if (last === "" || last === "." || last === "..") return true;
	return keys.has(stem(last));
}
/** The files that import any of `targets`, directly or through files that re-export from them. */
function findImporters(targets, graph) {
	const importers = /* @__PURE__ */ new Set();
	const visited = new Set(targets);
	let frontier = new Set(visited);
	while (frontier.size > 0) {
		const keys = targetKeys(frontier);
		const next = /* @__PURE__ */ new Set();
		for (const file of graph.files) for (const ref of graph.importsOf(file)) {
			if (!mayReach(ref, keys)) continue;
			const resolved = graph.resolve(ref, file);
			if (resolved === void 0 || !frontier.has(resolved)) continue;
			importers.add(file);
			if (ref.kind === "import" && graph.reexportsOf(file).has(ref.specifier) && !visited.has(file)) next.add(file);
		}
		for (const file of next) visited.add(file);
		frontier = next;
	}
	for (const target of targets) importers.delete(target);
	return importers;
}
/**
* Every file that depends on one of `targets`, directly or through other files: the closure of
* importers, the set TypeScript's own builder re-checks when a file's exported shape changes (a type
* travels through the signatures of the modules in between, so importers of importers can break too).
*/
function findDependents(targets, graph) {
	const dependents = /* @__PURE__ */ new Set();
	const visited = new Set(targets);
	let frontier = new Set(visited);
	while (frontier.size > 0) {
		const keys = targetKeys(frontier);
		const next = /* @__PURE__ */ new Set();
		for (const file of graph.files) {
			if (visited.has(file)) continue;
			for (const ref of graph.importsOf(file)) {
				if (!mayReach(ref, keys)) continue;
				const resolved = graph.resolve(ref, file);
				if (resolved !== void 0 && frontier.has(resolved)) {
					next.add(file);
					break;
				}
			}
		}
		for (const file of next) {
			visited.add(file);
			dependents.add(file);
		}
		frontier = next;
	}
	return dependents;
}
/**
* Which of `targets` the file `from` imports, directly or through other files of the project (what an
* error in `from` may have been caused by, when the targets are the changed files). Follows the
* project's own files only, not the declarations of its dependencies.
*/
function importedTargets(from, targets, graph, own = new Set(graph.files)) {
	const found = /* @__PURE__ */ new Set();
	const visited = /* @__PURE__ */ new Set([from]);
	const stack = [from];
	while (stack.length > 0) {
		const file = stack.pop();
		for (const ref of graph.importsOf(file)) {
			const resolved = graph.resolve(ref, file);
			if (resolved === void 0 || visited.has(resolved)) continue;
			visited.add(resolved);
			if (targets.has(resolved)) found.add(resolved);
			if (own.has(resolved)) stack.push(resolved);
		}
	}
	return found;
}
/** Up to this many files, importedTargets walks from each; beyond, importedTargetsOf walks back from the targets. */
const WALKS_FROM_FILES = 16;
/**
* importedTargets for many files at once: for each of `files`, the targets it imports, directly or
* through other files of the project. Walking forward from each file costs its whole import closure:
* on a generated project of 10,000 modules, the 537 files a signature edit broke took 13 s that way.
* So, beyond a few files, the graph's edges are resolved once and walked back from each target.
*/
function importedTargetsOf(files, targets, graph, own = new Set(graph.files)) {
	if (files.length <= WALKS_FROM_FILES) return new Map(files.map((file) => [file, importedTargets(file, targets, graph, own)]));
	const found = new Map(files.map((file) => [file, /* @__PURE__ */ new Set()]));
	const importersOf = /* @__PURE__ */ new Map();
	for (const file of own) for (const ref of graph.importsOf(file)) {
		const resolved = graph.resolve(ref, file);
		if (resolved === void 0 || resolved === file) continue;
		const list = importersOf.get(resolved);
		if (list) list.push(file);
		else importersOf.set(resolved, [file]);
	}
	for (const target of targets) {
		const visited = /* @__PURE__ */ new Set([target]);
		const queue = [target];
		while (queue.length > 0) {
			const file = queue.pop();
			if (file !== target && !own.has(file)) continue;
			for (const importer of importersOf.get(file) ?? []) {
				if (visited.has(importer)) continue;
				visited.add(importer);
				queue.push(importer);
				found.get(importer)?.add(target);
			}
		}
	}
	return found;
}
/**
* A module resolution host for the importer search: the real file system, plus the files deleted by
* the change, so that imports of a deleted file still resolve to it and its importers are found.
*/
function resolutionHost(base, deleted) {
	const host = {
		fileExists: (file) => deleted.has(path.resolve(file)) || base.fileExists(file),
		readFile: (file) => base.readFile(file)
	};
	if (base.directoryExists) host.directoryExists = (dir) => base.directoryExists(dir);
	if (base.realpath) host.realpath = (file) => deleted.has(path.resolve(file)) ? file : base.realpath(file);
	if (base.getCurrentDirectory) host.getCurrentDirectory = () => base.getCurrentDirectory();
	if (base.getDirectories) host.getDirectories = (dir) => base.getDirectories(dir);
	return host;
}
/** Resolves a reference the way the compiler does, retrying with the other mode for `require`/`import()`. */
function resolveRef(tsm, ref, containingFile, options, host, cache) {
	if (ref.kind === "path") {
		const target = path.resolve(path.dirname(containingFile), ref.specifier);
		return host.fileExists(target) ? target : void 0;
	}
	const resolve = (mode) => tsm.resolveModuleName(ref.specifier, containingFile, options, host, cache, void 0, mode).resolvedModule?.resolvedFileName;
	let resolved = resolve(ref.mode);
	if (resolved === void 0 && ref.mode !== void 0) resolved = resolve(ref.mode === tsm.ModuleKind.ESNext ? tsm.ModuleKind.CommonJS : tsm.ModuleKind.ESNext);
	return resolved === void 0 ? void 0 : path.resolve(resolved);
}

// dist/checks/types/changed-exports.js
/**
* Which importers of a reshaped file can see what changed. A signature edit of one exported function
* in a module of many exports (zod's `util.ts`: 84 importers, 61 of which call the edited function)
* changes nothing for an importer that never names the function: the types it sees of the module are
* the very same declarations. TypeScript's builder re-checks every importer regardless, which on zod
* costs 2.9 s where the 62 files that name it cost 0.8 s.
*
* The changed names come from the two declaration emits (base and now), declaration by declaration,
* closed over the emit's own references: `make(o: Opts)` changes with `Opts` though its text does not.
* An importer sees a changed name when its text names it anywhere (a named import, `ns.name`, a
* destructuring), or when it uses a namespace object other than by `ns.member` (`typeof util`,
* `Object.keys(util)`), or imports it dynamically (`import()`, `require`). Re-exporting files carry
* renames and namespace names (`export * as util`) over to their own importers, and a file that
* re-exports with `export *` is always checked (a new name may clash there, TS2308). Everything about
* this errs towards checking: where the emit or a re-export is anything else, every importer is.
*/
function identifiersIn(tsm, node, into) {
	const visit = (child) => {
		if (tsm.isIdentifier(child)) into.add(child.text);
		tsm.forEachChild(child, visit);
	};
	visit(node);
}
function hasModifier(tsm, node, kind) {
	return tsm.canHaveModifiers(node) && (tsm.getModifiers(node)?.some((m) => m.kind === kind) ?? false);
}
/** Splits an emit into its declarations; undefined for an emit whose exports cannot be told by name. */
function declarationsOf(tsm, fileName, text) {
	const source = tsm.createSourceFile(fileName, text, tsm.ScriptTarget.Latest, false);
	const found = {
		texts: /* @__PURE__ */ new Map(),
		mentions: /* @__PURE__ */ new Map(),
		exported: /* @__PURE__ */ new Map(),
		other: []
	};
	const directives = [
		...source.referencedFiles,
		...source.typeReferenceDirectives,
		...source.libReferenceDirectives
	];
	if (directives.length > 0) found.other.push(JSON.stringify(directives.map((d) => d.fileName)));
	const declare = (name, statement) => {
		const list = found.texts.get(name) ?? [];
		list.push(statement.getText(source));
		found.texts.set(name, list);
		const mentions = found.mentions.get(name) ?? /* @__PURE__ */ new Set();
		identifiersIn(tsm, statement, mentions);
		found.mentions.set(name, mentions);
	};
	const exportAs = (local, name) => {
		const names = found.exported.get(local) ?? /* @__PURE__ */ new Set();
		names.add(name);
		found.exported.set(local, names);
	};
	for (const statement of source.statements) {
		const exported = hasModifier(tsm, statement, tsm.SyntaxKind.ExportKeyword);
		const asDefault = exported && hasModifier(tsm, statement, tsm.SyntaxKind.DefaultKeyword);
		const names = [];
		if (tsm.isImportDeclaration(statement)) {
			const clause = statement.importClause;
			if (clause?.name) names.push(clause.name.text);
			const bindings = clause?.namedBindings;
			if (bindings && tsm.isNamespaceImport(bindings)) names.push(bindings.name.text);
			if (bindings && tsm.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => e.name.text));
			if (names.length === 0) {
				found.other.push(statement.getText(source));
				continue;
			}
		} else if (tsm.isVariableStatement(statement)) for (const declaration of statement.declarationList.declarations) {
			if (!tsm.isIdentifier(declaration.name)) return void 0;
			names.push(declaration.name.text);
		}
		else if (tsm.isFunctionDeclaration(statement) || tsm.isClassDeclaration(statement) || tsm.isInterfaceDeclaration(statement) || tsm.isTypeAliasDeclaration(statement) || tsm.isEnumDeclaration(statement) || tsm.isImportEqualsDeclaration(statement) || tsm.isModuleDeclaration(statement) && tsm.isIdentifier(statement.name) && (statement.flags & tsm.NodeFlags.GlobalAugmentation) === 0) {
			if (statement.name) names.push(statement.name.text);
			else if (!asDefault) return void 0;
		} else if (tsm.isExportAssignment(statement)) {
			if (statement.isExportEquals) return void 0;
			declare("default", statement);
			exportAs("default", "default");
			continue;
		} else if (tsm.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
			if (!tsm.isNamedExports(statement.exportClause)) return void 0;
			for (const element of statement.exportClause.elements) exportAs((element.propertyName ?? element.name).text, element.name.text);
			found.other.push(statement.getText(source));
			continue;
		} else {
			found.other.push(statement.getText(source));
			continue;
		}
		if (asDefault) {
			const local = names[0] ?? "default";
			if (names.length === 0) names.push(local);
			exportAs(local, "default");
		} else if (exported) for (const name of names) exportAs(name, name);
		for (const name of names) declare(name, statement);
	}
	return found;
}
function sameList(a, b) {
	return a !== void 0 && b !== void 0 && a.length === b.length && a.every((x, i) => x === b[i]);
}
/**
* The names under which a module's exports differ between two declaration emits (its shapes at the
* base and now), or undefined when that cannot be told by name: an `export =`, a different re-export,
* augmentation or export list, or an emit with problems. A declaration counts as changed when its own
* text differs or it mentions a name that changed (its parameter's type, say), so an importer that
* names none of them sees the very same types.
*/
function changedExports(tsm, fileName, was, is) {
	if (was.includes("\0") || is.includes("\0")) return void 0;
	const emitName = fileName.replace(/\.[cm]?tsx?$/i, ".d.ts");
	const before = declarationsOf(tsm, emitName, was);
	const after = declarationsOf(tsm, emitName, is);
	if (!before || !after || !sameList(before.other, after.other)) return void 0;
	const changed = /* @__PURE__ */ new Set();
	for (const name of /* @__PURE__ */ new Set([...before.texts.keys(), ...after.texts.keys()])) if (!sameList(before.texts.get(name), after.texts.get(name))) changed.add(name);
	for (let grew = true; grew;) {
		grew = false;
		for (const side of [before, after]) for (const [name, mentions] of side.mentions) {
			if (changed.has(name)) continue;
			for (const mention of mentions) if (mention !== name && changed.has(mention)) {
				changed.add(name);
				grew = true;
				break;
			}
		}
	}
	const names = /* @__PURE__ */ new Set();
	for (const local of changed) for (const side of [before, after]) for (const name of side.exported.get(local) ?? []) names.add(name);
	return names;
}
const TYPESCRIPT_SOURCE$1 = /\.(?:ts|tsx|mts|cts)$/i;
/** Scans by file, while its text is the same: importers rarely change between signature edits. */
const importerScans = /* @__PURE__ */ new WeakMap();
/**
* Whether `node` refers to what its name holds as a whole: not as `node.member` or `node.Type`, and
* not as a name only (a member's, a declaration's, an import's).
*/
function wholeUse(tsm, node, parent) {
	if (tsm.isPropertyAccessExpression(parent) || tsm.isQualifiedName(parent)) return false;
	if (tsm.isShorthandPropertyAssignment(parent)) return true;
	if (tsm.isExportSpecifier(parent)) return (parent.propertyName ?? parent.name) === node;
	const named = parent;
	return named.name !== node && named.propertyName !== node && named.label !== node;
}
function scanImporter(tsm, file, text) {
	const scans = importerScans.get(tsm) ?? /* @__PURE__ */ new Map();
	importerScans.set(tsm, scans);
	const kept = scans.get(file);
	if (kept?.text === text) return kept;
	const source = tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest, false);
	const scan = {
		text,
		identifiers: /* @__PURE__ */ new Set(),
		wholeUses: /* @__PURE__ */ new Set(),
		namespaceImports: /* @__PURE__ */ new Map(),
		dynamic: false
	};
	const visit = (node, parent) => {
		if (tsm.isIdentifier(node)) {
			scan.identifiers.add(node.text);
			if (wholeUse(tsm, node, parent)) scan.wholeUses.add(node.text);
			return;
		}
		if (tsm.isImportTypeNode(node) || tsm.isCallExpression(node) && (node.expression.kind === tsm.SyntaxKind.ImportKeyword || tsm.isIdentifier(node.expression) && node.expression.text === "require")) scan.dynamic = true;
		if (tsm.isImportDeclaration(node) && tsm.isStringLiteral(node.moduleSpecifier)) {
			const bindings = node.importClause?.namedBindings;
			if (bindings && tsm.isNamespaceImport(bindings)) scan.namespaceImports.set(bindings.name.text, node.moduleSpecifier.text);
		}
		if (tsm.isImportEqualsDeclaration(node)) scan.dynamic = true;
		if (tsm.isExportDeclaration(node) && node.moduleSpecifier) {
			const names = (child) => {
				if (tsm.isIdentifier(child)) scan.identifiers.add(child.text);
				else tsm.forEachChild(child, names);
			};
			names(node);
			return;
		}
		tsm.forEachChild(node, (child) => visit(child, node));
	};
	tsm.forEachChild(source, (child) => visit(child, source));
	scans.set(file, scan);
	return scan;
}
/** Whether an importer names one of `names`, or uses a namespace that holds them other than as `ns.member`. */
function sees(scan, names, namespaces, reaches) {
	if (scan.dynamic) return true;
	for (const name of names) if (scan.identifiers.has(name)) return true;
	for (const name of namespaces) if (scan.wholeUses.has(name)) return true;
	for (const [name, specifier] of scan.namespaceImports) if (scan.wholeUses.has(name) && reaches(specifier)) return true;
	return false;
}
/** The module a statement imports or re-exports from, when it names one. */
function specifierOf(tsm, statement) {
	return (tsm.isExportDeclaration(statement) || tsm.isImportDeclaration(statement)) && statement.moduleSpecifier && tsm.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : void 0;
}
/**
* The importers of `targets` (findImporters' set) that can see one of `changed` (changedExports), or
* undefined when that cannot be told (an exported default, a re-export it cannot follow by name: every
* importer may then see it). `textOf` reads a file as the check sees it.
*
* A re-exporting file exposes a changed name when it re-exports it (under any name), a namespace that
* holds it (`export * as util`), or everything of a module that exposes one (`export *`); an importer
* sees it when it names it, or uses such a namespace (its own `import * as ns` of an exposing module,
* or an exported namespace's name) other than as `ns.member`.
*/
function importersThatSee(tsm, graph, targets, importers, changed, textOf) {
	const names = new Set(changed);
	const namespaces = /* @__PURE__ */ new Set();
	const affected = /* @__PURE__ */ new Set();
	const texts = /* @__PURE__ */ new Map();
	const read = (file) => {
		if (!texts.has(file)) texts.set(file, textOf(file));
		return texts.get(file);
	};
	const reached = new Set(targets);
	const reexporters = [];
	for (let grew = true; grew;) {
		grew = false;
		for (const file of importers) {
			if (reached.has(file)) continue;
			if (![...graph.reexportsOf(file)].some((specifier) => {
				const resolved = graph.resolve({
					specifier,
					kind: "import"
				}, file);
				return resolved !== void 0 && reached.has(resolved);
			})) continue;
			const text = read(file);
			if (text === void 0) return void 0;
			const source = tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest, false);
			if (source.statements.some((statement) => tsm.isExportAssignment(statement))) return void 0;
			reexporters.push({
				file,
				source
			});
			reached.add(file);
			grew = true;
		}
	}
	const exposing = new Set(targets);
	const exposes = (file, specifier) => {
		const resolved = specifier === void 0 ? void 0 : graph.resolve({
			specifier,
			kind: "import"
		}, file);
		return resolved !== void 0 && exposing.has(resolved);
	};
	for (let grew = true; grew;) {
		grew = false;
		const sizes = names.size + namespaces.size;
		for (const { file, source } of reexporters) {
			let exposed = false;
			const localNames = /* @__PURE__ */ new Set();
			const localNamespaces = /* @__PURE__ */ new Set();
			for (const statement of source.statements) {
				if (!exposes(file, specifierOf(tsm, statement))) continue;
				if (tsm.isExportDeclaration(statement)) {
					const clause = statement.exportClause;
					if (!clause) {
						exposed = true;
						affected.add(file);
					} else if (tsm.isNamespaceExport(clause)) {
						exposed = true;
						namespaces.add(clause.name.text);
					} else for (const element of clause.elements) {
						const from = (element.propertyName ?? element.name).text;
						if (names.has(from)) names.add(element.name.text);
						if (namespaces.has(from)) namespaces.add(element.name.text);
						if (names.has(from) || namespaces.has(from)) exposed = true;
					}
				} else if (tsm.isImportDeclaration(statement)) {
					const bindings = statement.importClause?.namedBindings;
					if (bindings && tsm.isNamespaceImport(bindings)) localNamespaces.add(bindings.name.text);
					if (bindings && tsm.isNamedImports(bindings)) for (const element of bindings.elements) {
						const from = (element.propertyName ?? element.name).text;
						if (names.has(from)) localNames.add(element.name.text);
						if (namespaces.has(from)) localNamespaces.add(element.name.text);
					}
				}
			}
			for (const statement of source.statements) {
				if (!tsm.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause) continue;
				if (!tsm.isNamedExports(statement.exportClause)) continue;
				for (const element of statement.exportClause.elements) {
					const local = (element.propertyName ?? element.name).text;
					if (localNames.has(local) || names.has(local)) names.add(element.name.text);
					else if (localNamespaces.has(local)) namespaces.add(element.name.text);
					else continue;
					exposed = true;
				}
			}
			if (exposed && !exposing.has(file)) {
				exposing.add(file);
				grew = true;
			}
		}
		if (names.size + namespaces.size !== sizes) grew = true;
	}
	if (names.has("default")) return void 0;
	for (const file of importers) {
		if (affected.has(file)) continue;
		const text = read(file);
		if (text === void 0 || !TYPESCRIPT_SOURCE$1.test(path.basename(file)) || sees(scanImporter(tsm, file, text), names, namespaces, (specifier) => exposes(file, specifier))) affected.add(file);
	}
	return {
		affected,
		names
	};
}

// dist/checks/types/follow-shapes.js
/** Follow shapes when the transitive dependents outnumber the direct importers by more than this. */
const FOLLOW_SHAPES_RATIO = 1.5;
/**
* Whether following shapes beyond `importers` may save more than it costs. Always when the importers
* were narrowed to those that can see a changed export (changed-exports.ts): they name it, mostly to
* call it, and what they export themselves rarely changes with it, so the re-check stops at them for
* the price of their emit (zod: 61 locale files, about 120 ms, where checking the 12 files beyond
* them, zod's largest among them, took 2.4 s). Otherwise when the further dependents outnumber them.
*/
function worthFollowing(importers, dependents, narrowed) {
	return narrowed || dependents.size > importers.size * 1.5;
}
/** The modules a declaration emit names: its imports, re-exports, import types and path references. */
function namedModules(tsm, graph, file, shape) {
	const info = tsm.preProcessFile(shape, true, true);
	const named = [];
	for (const ref of info.importedFiles) {
		const resolved = graph.resolve({
			specifier: ref.fileName,
			kind: "import"
		}, file);
		if (resolved !== void 0) named.push(resolved);
	}
	for (const ref of info.referencedFiles) {
		const resolved = graph.resolve({
			specifier: ref.fileName,
			kind: "path"
		}, file);
		if (resolved !== void 0) named.push(resolved);
	}
	return named;
}
/**
* Adds to `report` every file a reshaped file's change can affect, following shapes. Returns
* "everything" when a file whose meaning changed adds to the global scope or augments a module.
*/
function followShapes(args) {
	const { tsm, graph, report } = args;
	const meaningChanged = new Set(args.reshaped);
	const names = /* @__PURE__ */ new Map();
	let importers = args.importers;
	for (;;) {
		const candidates = [...importers].filter((file) => !meaningChanged.has(file));
		if (candidates.length === 0) return void 0;
		const shapes = args.widen(candidates.filter((file) => !report.has(file)));
		const changedNow = (file) => {
			const is = shapes.now(file);
			const was = shapes.base(file);
			if (is === void 0 || was === void 0 || is !== was) return true;
			let named = names.get(file);
			if (!named) names.set(file, named = namedModules(tsm, graph, file, is));
			return named.some((module) => meaningChanged.has(module));
		};
		const affecting = candidates.filter((file) => shapes.affectsEveryFile(file));
		const next = [];
		const pending = /* @__PURE__ */ new Set();
		const changes = (file) => {
			if (!changedNow(file)) return false;
			pending.delete(file);
			meaningChanged.add(file);
			next.push(file);
			return true;
		};
		for (const file of affecting) {
			pending.add(file);
			if (changes(file)) return "everything";
		}
		const named = new Set(affecting.flatMap((file) => names.get(file) ?? []));
		for (const file of candidates) if (named.has(file)) pending.add(file);
		for (const file of candidates) pending.add(file);
		let grew = true;
		while (grew) {
			grew = false;
			for (const file of pending) {
				if (!changes(file)) continue;
				grew = true;
				if (shapes.affectsEveryFile(file)) return "everything";
				for (const waiting of affecting) if (pending.has(waiting) && changes(waiting)) return "everything";
			}
		}
		if (next.length === 0) return void 0;
		importers = findImporters(next, graph);
	}
}

// dist/checks/types/project-graph.js
/**
* A tsconfig project's files as an import graph, built without parsing them: each file is read once
* and run through `ts.preProcessFile` (a scanner pass), and the result is cached per file by
* modification time and size, so a warm process only stats the project on the next run (and a daemon
* not even that: file-stamps.ts keeps the stamps while the directories' watchers report no change).
*
* The same scan decides which files a type-check program needs besides the changed files and their
* importers (`programRoots`): every file that may add to the global scope or augment a module, because
* nothing imports those and a program without them would report names they declare as missing.
*/
const scans = /* @__PURE__ */ new WeakMap();
const AMBIENT = /\bdeclare\s+(?:global|module)\b/;
const DECLARED_MODULE = /\bdeclare\s+module\s+(["'])([^"'\r\n]+)\1/g;
/** Top-level module syntax as written in practice: at the start of a line (formatted code). */
const MODULE_SYNTAX = /^(?:import|export)\b/m;
/** CommonJS in a JavaScript file also makes it a module for TypeScript. */
const COMMONJS = /\b(?:require\s*\(|module\.exports\b|exports\.[\w$]+\s*=)/;
const JAVASCRIPT$1 = /\.[cm]?jsx?$/i;
/** Always modules, whatever their content. */
const MODULE_EXTENSION = /\.(?:mts|cts|mjs|cjs)$/i;
/** `.d.ts`, `.d.mts`, `.d.cts` and declarations for other extensions (`styles.d.css.ts`). */
const DECLARATION = /\.d(?:\.[^\\/.]+)?\.[cm]?ts$/i;
function scansOf(tsm) {
	return getOrCreate(scans, tsm, () => /* @__PURE__ */ new Map());
}
/** The file's scan, fresh by its stamp; undefined when it is not a readable file. */
function scanFile(tsm, file) {
	const map = scansOf(tsm);
	const stats = fileStamp(file);
	if (!stats?.isFile) {
		map.delete(file);
		return;
	}
	const cached = map.get(file);
	if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
	let text;
	try {
		text = readFileSync(file, "utf8");
	} catch {
		map.delete(file);
		return;
	}
	const refs = [];
	if (!/\.json$/i.test(file)) {
		const info = tsm.preProcessFile(text, true, true);
		for (const imported of info.importedFiles) {
			const mode = imported.resolutionMode;
			refs.push({
				specifier: imported.fileName,
				kind: "import",
				mode
			});
		}
		for (const referenced of info.referencedFiles) refs.push({
			specifier: referenced.fileName,
			kind: "path"
		});
	}
	const script = !/\.json$/i.test(file) && !MODULE_EXTENSION.test(file) && !MODULE_SYNTAX.test(text) && !(JAVASCRIPT$1.test(file) && COMMONJS.test(text));
	const entry = {
		mtimeMs: stats.mtimeMs,
		size: stats.size,
		refs,
		ambient: AMBIENT.test(text),
		declaredModules: [...text.matchAll(DECLARED_MODULE)].map((match) => match[2]),
		script
	};
	map.set(file, entry);
	return entry;
}
/** The project's own files (its parsed file list, minus `deleted`) as an import graph. */
function projectGraph(tsm, project, deleted) {
	const options = project.parsed.options;
	const moduleCache = tsm.createModuleResolutionCache(path.dirname(project.configPath), (f) => tsm.sys.useCaseSensitiveFileNames ? f : f.toLowerCase(), options);
	const lookupHost = resolutionHost(tsm.sys, deleted);
	const files = [...project.fileSet].filter((file) => !deleted.has(file));
	const refsByFile = /* @__PURE__ */ new Map();
	return {
		files,
		importsOf(file) {
			let refs = refsByFile.get(file);
			if (refs) return refs;
			const scan = scanFile(tsm, file);
			if (!scan) return [];
			const implied = tsm.getImpliedNodeFormatForFile(file, moduleCache.getPackageJsonInfoCache(), tsm.sys, options);
			refs = implied === void 0 ? scan.refs : scan.refs.map((ref) => ref.kind === "import" && ref.mode === void 0 ? {
				...ref,
				mode: implied
			} : ref);
			refsByFile.set(file, refs);
			return refs;
		},
		reexportsOf(file) {
			const scan = scanFile(tsm, file);
			if (!scan) return /* @__PURE__ */ new Set();
			if (!scan.reexports) {
				let text = "";
				try {
					text = readFileSync(file, "utf8");
				} catch {}
				scan.reexports = scanReexports(tsm, tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest));
			}
			return scan.reexports;
		},
		resolve: (ref, containingFile) => resolveRef(tsm, ref, containingFile, options, lookupHost, moduleCache)
	};
}
/**
* The root files of a program that type-checks `report` (the changed files and their importers)
* exactly as the whole project would: `report` itself (TypeScript follows their imports), plus every
* file of the project that may declare globals or augment modules without being imported, namely
* declaration files, files containing `declare global` / `declare module`, and scripts (no line starts
* with `import`/`export`; with `moduleDetection: force` there are none). The scan is textual, so it
* errs towards including a file. In the project's own order.
*/
function programRoots(tsm, project, report, deleted) {
	const options = project.parsed.options;
	const everything = options.outFile !== void 0 || options.out !== void 0;
	const scriptsAreGlobal = options.moduleDetection !== tsm.ModuleDetectionKind.Force;
	const augmented = /* @__PURE__ */ new Set();
	let resolver;
	const roots = project.parsed.fileNames.filter((name) => {
		const file = path.resolve(name);
		if (deleted.has(file)) return false;
		const scan = scanFile(tsm, file);
		const included = everything || report.has(file) || DECLARATION.test(file) || scan !== void 0 && (scan.ambient || scriptsAreGlobal && scan.script);
		for (const specifier of included ? scan?.declaredModules ?? [] : []) {
			if (!specifier.startsWith(".")) continue;
			resolver ??= projectGraph(tsm, project, deleted);
			const target = resolver.resolve({
				specifier,
				kind: "import"
			}, file);
			if (target !== void 0) augmented.add(target);
		}
		return included;
	});
	const chosen = new Set(roots.map((name) => path.resolve(name)));
	const targets = project.parsed.fileNames.filter((name) => {
		const file = path.resolve(name);
		return augmented.has(file) && !chosen.has(file);
	});
	return targets.length > 0 ? [...roots, ...targets] : roots;
}

// dist/checks/types/messages.js
/** Turning TypeScript diagnostics (compiler API objects or native `tsc` output) into findings. */
function severityOf$1(tsm, category) {
	if (category === tsm.DiagnosticCategory.Error) return "error";
	if (category === tsm.DiagnosticCategory.Warning) return "warning";
	return "info";
}
/** A diagnostic that has a file and a position, as a finding (1-based line and column). */
function diagnosticToFinding(tsm, diagnostic, root) {
	const { file, start } = diagnostic;
	if (!file || start === void 0) return void 0;
	const begin = tsm.getLineAndCharacterOfPosition(file, start);
	const end = tsm.getLineAndCharacterOfPosition(file, start + (diagnostic.length ?? 0));
	return {
		check: "types",
		rule: `TS${diagnostic.code}`,
		severity: severityOf$1(tsm, diagnostic.category),
		file: toRelative(root, path.resolve(file.fileName)),
		line: begin.line + 1,
		column: begin.character + 1,
		endLine: end.line + 1,
		endColumn: end.character + 1,
		message: oneLine(tsm.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), Infinity)
	};
}
/** A diagnostic with no location (a global or options error), as one line. */
function describeDiagnostic(tsm, diagnostic) {
	return `TS${diagnostic.code}: ${oneLine(tsm.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), Infinity)}`;
}
const LOCATED = /^(.+)\((\d+),(\d+)\): (error|warning|message|suggestion) TS(\d+): (.*)$/;
const GLOBAL = /^(error|warning|message|suggestion) TS(\d+): (.*)$/;
function nativeSeverity(category) {
	return category === "error" ? "error" : category === "warning" ? "warning" : "info";
}
/**
* Parses `file(line,col): error TS1234: message` lines; elaborations continue on indented lines and
* are appended to the message. Paths are resolved against `cwd` (tsc prints them relative to it).
*/
function parseNativeOutput(output, cwd) {
	const diagnostics = [];
	let current;
	for (const raw of output.split(/\r?\n/)) {
		if (raw.trim() === "") continue;
		if (current && /^\s/.test(raw)) {
			current.message = `${current.message} ${raw.trim()}`;
			continue;
		}
		const located = LOCATED.exec(raw);
		const global = located ? void 0 : GLOBAL.exec(raw);
		if (located) {
			const [, file = "", line = "1", column = "1", category = "error", code = "0", message = ""] = located;
			current = {
				file: path.resolve(cwd, file),
				line: Number(line),
				column: Number(column),
				severity: nativeSeverity(category),
				code: Number(code),
				message: message.trim()
			};
			diagnostics.push(current);
		} else if (global) {
			const [, category = "error", code = "0", message = ""] = global;
			current = {
				severity: nativeSeverity(category),
				code: Number(code),
				message: message.trim()
			};
			diagnostics.push(current);
		} else current = void 0;
	}
	return diagnostics;
}

// dist/checks/types/api.js
/**
* TypeScript 5.x/6.x through the compiler API, in-process. The program holds only what the check
* needs: the changed files, the files they can affect (found by a scan, project-graph.ts) and whatever
* those import, plus the project's files that may declare globals; never the whole tsconfig for one edit.
*
* Which files a change can affect is decided the way TypeScript's own builder decides it (`tsc -w`,
* `--incremental`): by the shape of each changed file's declarations (its `.d.ts` emit). When a file's
* shape is the same as at the change's base revision (a body-only edit), no other file can have new
* errors because of it and only the file itself is checked. When it differs, the importers that can
* see what changed (changed-exports.ts: they name a changed export, or use the module's namespace
* whole) are checked again, and theirs as far as what they export changes with it (follow-shapes.ts); with no base (a new
* file, a deletion, no git) every file that depends on it, directly or through other files, is; a file
* that adds to the global scope or augments a module affects the whole project. An edit
* inside the body of a function whose signature says what it returns is known to keep the shape
* without the emit (bodyOnlyEdit), and without the base program.
*
* The last program per tsconfig stays in module state, with the last few programs of changed files
* alone (by their roots), and the one with the very roots of the next `createProgram` is its
* `oldProgram` (else the last one); with the caching host, unchanged files keep their SourceFile
* objects, and the program's structure is reused when the same roots are checked again. The
* base-revision program is kept the same way, and shapes are remembered while the program they were
* computed in stays the same. Each file's diagnostics are kept under a key of what they depend on
* (inputKeys).
*/
/** Shapes of changed files, by the SourceFile they were computed for (across runs and programs). */
const shapeBySource = /* @__PURE__ */ new WeakMap();
const programs = /* @__PURE__ */ new WeakMap();
function statesOf(tsm) {
	return getOrCreate(programs, tsm, () => /* @__PURE__ */ new Map());
}
function isConfigFile(file) {
	return file !== void 0 && /\.json$/i.test(file.fileName);
}
const BUILDER_SIGNATURE = 2;
/**
* What other files can see of a file: its declaration emit, with the problems declaration emit
* reports (as TypeScript's builder signs a file); a declaration or JSON file's own text. Undefined
* when it cannot be computed (the caller then assumes it changed).
*/
function declarationShape(tsm, program, sourceFile) {
	if (sourceFile.isDeclarationFile || /\.json$/i.test(sourceFile.fileName)) return sourceFile.text;
	let shape;
	try {
		program.emit(sourceFile, (_name, text, _bom, _onError, _sources, data) => {
			const problems = (data?.diagnostics ?? []).map((d) => `\n${d.file ? path.relative(path.dirname(sourceFile.fileName), d.file.fileName) : ""}(${d.start ?? ""},${d.length ?? ""}) ${d.code}: ${tsm.flattenDiagnosticMessageText(d.messageText, "\n")}`);
			shape = (shape ?? "") + text + (problems.length > 0 ? `\0${problems.join("")}` : "");
		}, void 0, BUILDER_SIGNATURE, void 0, true);
	} catch {
		return;
	}
	return shape;
}
/** The shapes kept for `program`: those of the previous program while its files are the very same. */
function shapesFor(program, kept) {
	const files = program.getSourceFiles();
	return kept !== void 0 && kept.files.length === files.length && kept.files.every((f, i) => f === files[i]) ? kept : {
		files,
		byFile: /* @__PURE__ */ new Map()
	};
}
function shapeIn(tsm, program, shapes, file) {
	if (shapes.byFile.has(file)) return shapes.byFile.get(file);
	const sourceFile = program.getSourceFile(file);
	const shape = sourceFile ? declarationShape(tsm, program, sourceFile) : void 0;
	shapes.byFile.set(file, shape);
	return shape;
}
/**
* The importers of `reshaped` that can see one of their changed exports, or undefined when that
* cannot be told by name (then every importer can).
*/
function importersSeeing(tsm, graph, reshaped, importers, base, now, host) {
	const names = /* @__PURE__ */ new Set();
	for (const file of reshaped) {
		const was = base.byFile.get(file);
		const is = now.byFile.get(file);
		const changed = was === void 0 || is === void 0 ? void 0 : changedExports(tsm, file, was, is);
		if (!changed) return void 0;
		for (const name of changed) names.add(name);
	}
	return importersThatSee(tsm, graph, reshaped, importers, names, (file) => host.readFile(file))?.affected;
}
/** TypeScript sources, whose declaration emit never reads a body (JavaScript's constructors declare `this.x`). */
const TYPESCRIPT_SOURCE = /\.(?:ts|tsx|mts|cts)$/i;
/**
* The outermost function in `sourceFile` whose block body holds [start, end) strictly inside its
* braces and whose signature says what it returns (a return type written out, or a constructor or set
* accessor, which return nothing to infer): its position, the body's end, and its kind.
*/
function enclosingTypedBody(tsm, sourceFile, start, end) {
	const visit = (node) => {
		if (node.pos > start || node.end < end) return void 0;
		if (tsm.isFunctionLike(node)) {
			const body = node.body;
			if ((node.type !== void 0 || tsm.isConstructorDeclaration(node) || tsm.isSetAccessorDeclaration(node)) && body && tsm.isBlock(body) && body.getStart(sourceFile) < start && end < body.end) return {
				pos: node.pos,
				kind: node.kind,
				bodyEnd: body.end
			};
		}
		return tsm.forEachChild(node, visit);
	};
	return visit(sourceFile);
}
/**
* Whether `now` differs from `was` only inside the body of one function whose signature says what it
* returns, in both parses the same function: then other files see the very same declarations (what
* `isolatedDeclarations` relies on), and the declaration emit that would prove it is not needed. A
* body edit of a function whose return type is inferred, or of JavaScript, is left to the emit.
*/
function bodyOnlyEdit(tsm, was, now) {
	if (now.isDeclarationFile || !TYPESCRIPT_SOURCE.test(now.fileName)) return false;
	const a = was.text;
	const b = now.text;
	let start = 0;
	const shorter = Math.min(a.length, b.length);
	while (start < shorter && a.charCodeAt(start) === b.charCodeAt(start)) start++;
	let endA = a.length;
	let endB = b.length;
	while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
		endA--;
		endB--;
	}
	const before = enclosingTypedBody(tsm, was, start, endA);
	const after = enclosingTypedBody(tsm, now, start, endB);
	return before !== void 0 && after !== void 0 && before.pos === after.pos && before.kind === after.kind && after.bodyEnd - before.bodyEnd === b.length - a.length;
}
/**
* Adds to the global scope (a script, `declare global`) or declares modules (`declare module`): such a
* file affects files that never import it, so a change to its shape affects the whole project.
*/
function affectsEveryFile(tsm, sourceFile) {
	if (/\.json$/i.test(sourceFile.fileName)) return false;
	const commonJs = sourceFile.commonJsModuleIndicator;
	if (!tsm.isExternalModule(sourceFile) && commonJs === void 0) return true;
	return sourceFile.statements.some((statement) => tsm.isModuleDeclaration(statement));
}
/** Files every file's diagnostics depend on: declaration files and files that declare globals or modules. */
function filesSeenEverywhere(tsm, program) {
	return program.getSourceFiles().filter((f) => !program.isSourceFileDefaultLibrary(f) && (f.isDeclarationFile || affectsEveryFile(tsm, f)));
}
function directInputs(program) {
	const resolved = program.getResolvedModuleFromModuleSpecifier;
	if (typeof resolved !== "function") return void 0;
	const known = /* @__PURE__ */ new Map();
	return (file) => {
		let direct = known.get(file);
		if (direct) return direct;
		const found = [];
		const add = (fileName) => {
			const input = fileName === void 0 ? void 0 : program.getSourceFile(fileName);
			if (input) found.push(input);
		};
		const imports = file.imports ?? [];
		for (const specifier of imports) add(resolved.call(program, specifier, file)?.resolvedModule?.resolvedFileName);
		for (const reference of file.referencedFiles) add(path.resolve(path.dirname(file.fileName), reference.fileName));
		direct = found;
		known.set(file, direct);
		return direct;
	};
}
/** A number per SourceFile object, for the life of the object: what "the very same file" means. */
const sourceIds = /* @__PURE__ */ new WeakMap();
let lastSourceId = 0;
const shapeTokens = /* @__PURE__ */ new WeakMap();
function sourceId(file) {
	return getOrCreate(sourceIds, file, () => ++lastSourceId);
}
/** What another file's diagnostics see of `file`: its declaration shape when known, else the object itself. */
function tokenOf(file) {
	const shape = shapeBySource.get(file);
	if (shape === void 0) return `#${sourceId(file)}`;
	return getOrCreate(shapeTokens, file, () => `=${sha1(`${file.fileName}\0${shape}`)}`);
}
function sha1(text) {
	return createHash("sha1").update(text).digest("base64");
}
/**
* The key of each file's diagnostics in this program: the file itself (the very same SourceFile), the
* files seen everywhere, and every file it reaches through its imports and references, each by
* tokenOf. An import that resolves elsewhere, or at all, reaches other files: another key.
*
* One walk of the import graph per run, shared by every reported file: strongly connected components
* (Tarjan's algorithm, iterative: import chains are deep), each hashed from its members and the
* components it imports. Listing each file's inputs instead made a signature edit of a module that 537
* modules import (thousands of files reach it) spend 12 of its 25 s in those lists (profiled).
* Undefined where this TypeScript cannot tell what an import resolved to.
*/
function inputKeys(direct, everywhere) {
	if (!direct) return void 0;
	const global = sha1(everywhere.map(tokenOf).join(","));
	const closure = /* @__PURE__ */ new Map();
	const index = /* @__PURE__ */ new Map();
	const low = /* @__PURE__ */ new Map();
	const stack = [];
	const onStack = /* @__PURE__ */ new Set();
	let next = 0;
	const walk = (start) => {
		const frames = [];
		const enter = (file) => {
			index.set(file, next);
			low.set(file, next++);
			stack.push(file);
			onStack.add(file);
			frames.push({
				file,
				inputs: direct(file),
				at: 0
			});
		};
		enter(start);
		while (frames.length > 0) {
			const frame = frames[frames.length - 1];
			if (frame.at < frame.inputs.length) {
				const input = frame.inputs[frame.at++];
				if (!index.has(input)) enter(input);
				else if (onStack.has(input)) low.set(frame.file, Math.min(low.get(frame.file), index.get(input)));
				continue;
			}
			frames.pop();
			const parent = frames[frames.length - 1];
			if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
			if (low.get(frame.file) !== index.get(frame.file)) continue;
			const members = [];
			let member;
			do {
				member = stack.pop();
				onStack.delete(member);
				members.push(member);
			} while (member !== frame.file);
			const inside = new Set(members);
			const imported = /* @__PURE__ */ new Set();
			for (const file of members) for (const input of direct(file)) if (!inside.has(input)) imported.add(closure.get(input));
			const hash = sha1(`${members.map((file) => `${file.fileName}\0${tokenOf(file)}`).sort().join(",")}|${[...imported].sort().join(",")}`);
			for (const file of members) closure.set(file, hash);
		}
	};
	return (file) => {
		if (!closure.has(file)) walk(file);
		return `${global}|${sourceId(file)}|${closure.get(file)}`;
	};
}
/** How many programs of changed files alone are kept per tsconfig (ProgramState.narrow). */
const KEPT_NARROW_PROGRAMS = 4;
function sameNames(a, b) {
	return a.length === b.length && a.every((name, i) => name === b[i]);
}
function runApiGroup(group, root) {
	const { tsm, project } = group;
	const options = project ? project.parsed.options : group.orphanOptions ?? {};
	const deleted = new Set(group.deleted);
	const changed = group.changed.filter((file) => !deleted.has(file));
	const host = createCachingHost(tsm, options, new Set(group.changed), group.overlay);
	const states = statesOf(tsm);
	const previous = states.get(group.key);
	const create = (names, oldProgram, compilerHost = host) => tsm.createProgram({
		rootNames: names,
		options,
		host: compilerHost,
		...oldProgram ? { oldProgram } : {},
		...project?.parsed.projectReferences ? { projectReferences: project.parsed.projectReferences } : {},
		...project ? { configFileParsingDiagnostics: project.parsed.errors } : {}
	});
	const sameOptions = previous?.options === options;
	const narrow = new Map(sameOptions ? previous?.narrow : void 0);
	const oldFor = (names, fallback) => (previous && sameNames(previous.program.getRootFileNames(), names) ? previous.program : void 0) ?? narrow.get(names.join("\0")) ?? fallback;
	const report = new Set(changed);
	let rootNames = project ? programRoots(tsm, project, report, deleted) : [...report];
	let program = create(rootNames, oldFor(rootNames, previous?.program));
	const rootsKey = rootNames.join("\0");
	narrow.delete(rootsKey);
	narrow.set(rootsKey, program);
	for (const key of narrow.keys()) if (narrow.size > KEPT_NARROW_PROGRAMS) narrow.delete(key);
	const state = {
		program,
		narrow,
		runs: (previous?.runs ?? 0) + 1
	};
	state.options = options;
	const cache = (sameOptions ? previous?.diagnostics : void 0) ?? /* @__PURE__ */ new Map();
	state.diagnostics = cache;
	const reshaped = [];
	let importGraph;
	if (project) {
		let everything = false;
		const unsure = [];
		const differs = [];
		for (const file of changed) {
			const base = group.base?.get(file);
			const now = program.getSourceFile(file);
			if (base === void 0 || base === null || !now) unsure.push(file);
			else if (base !== now.text) differs.push(file);
		}
		const baseSources = /* @__PURE__ */ new Map();
		const measure = differs.filter((file) => {
			const text = group.base.get(file);
			const kept = previous?.baseSources?.get(file);
			const was = kept?.text === text ? kept : tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest);
			baseSources.set(file, was);
			return !bodyOnlyEdit(tsm, was, program.getSourceFile(file));
		});
		state.baseSources = baseSources;
		const measured = [];
		let baseHost;
		let nowShapes;
		let baseProgram;
		let baseShapes;
		if (measure.length > 0) {
			const overlay = new Map(group.overlay ?? []);
			for (const file of differs) overlay.set(file, group.base.get(file));
			const documents = previous?.base?.documents ?? /* @__PURE__ */ new Map();
			baseHost = createCachingHost(tsm, options, /* @__PURE__ */ new Set(), overlay, documents);
			const differing = new Set(differs);
			const others = program.getSourceFiles().filter((f) => !differing.has(path.resolve(f.fileName)));
			const texts = differs.map((file) => `${file}\0${group.base.get(file)}`).join("\0");
			const kept = previous?.base;
			const same = kept?.texts === texts && kept.others !== void 0 && kept.others.length === others.length && kept.others.every((f, i) => f === others[i]);
			if (same && kept.shapes) {
				baseProgram = kept.program;
				baseShapes = kept.shapes;
			} else {
				baseProgram = create(rootNames, kept?.program, baseHost);
				baseShapes = shapesFor(baseProgram, kept?.shapes);
			}
			nowShapes = shapesFor(program, previous?.shapes);
			state.shapes = nowShapes;
			state.base = {
				program: baseProgram,
				documents,
				shapes: baseShapes,
				texts,
				others
			};
			if (same && kept.wide) state.base.wide = kept.wide;
			for (const file of measure) {
				const was = shapeIn(tsm, baseProgram, baseShapes, file);
				const is = shapeIn(tsm, program, nowShapes, file);
				const source = program.getSourceFile(file);
				if (source && is !== void 0) shapeBySource.set(source, is);
				if (was === void 0 || is === void 0) unsure.push(file);
				else if (was !== is) measured.push(file);
				else continue;
				const before = baseProgram.getSourceFile(file);
				if (before && affectsEveryFile(tsm, before)) everything = true;
			}
		} else {
			if (previous?.base) state.base = previous.base;
			if (previous?.shapes) state.shapes = previous.shapes;
		}
		for (const file of [...unsure, ...measured]) {
			reshaped.push(file);
			const now = program.getSourceFile(file);
			if (now && affectsEveryFile(tsm, now)) everything = true;
		}
		if (everything) for (const name of project.parsed.fileNames) {
			const file = path.resolve(name);
			if (!deleted.has(file)) report.add(file);
		}
		else if (reshaped.length > 0 || deleted.size > 0) {
			const graph = projectGraph(tsm, project, deleted);
			importGraph = graph;
			let importers = findImporters(reshaped, graph);
			const seeing = unsure.length === 0 && deleted.size === 0 && baseShapes && nowShapes ? importersSeeing(tsm, graph, reshaped, importers, baseShapes, nowShapes, host) : void 0;
			const narrowed = seeing !== void 0 && seeing.size < importers.size;
			if (narrowed) importers = seeing;
			const dependents = narrowed ? /* @__PURE__ */ new Set([...importers, ...findDependents(importers, graph)]) : findDependents([...reshaped, ...deleted], graph);
			if (unsure.length === 0 && deleted.size === 0 && baseProgram !== void 0 && worthFollowing(importers, dependents, narrowed)) {
				let lookup;
				if (followShapes({
					tsm,
					graph,
					reshaped,
					report,
					importers,
					widen: (files) => {
						if (files.length > 0 || !lookup) {
							for (const file of files) report.add(file);
							rootNames = programRoots(tsm, project, report, deleted);
							program = create(rootNames, oldFor(rootNames, program));
							const wide = state.base.wide;
							const baseWide = create(rootNames, wide?.program ?? baseProgram, baseHost);
							const wideShapes = shapesFor(baseWide, wide?.shapes);
							state.base.wide = {
								program: baseWide,
								shapes: wideShapes
							};
							const now = program;
							const nowWide = shapesFor(now, nowShapes);
							lookup = {
								now: (file) => shapeIn(tsm, now, nowWide, file),
								base: (file) => shapeIn(tsm, baseWide, wideShapes, file),
								affectsEveryFile: (file) => {
									const source = now.getSourceFile(file);
									return source !== void 0 && affectsEveryFile(tsm, source);
								}
							};
						}
						return lookup;
					}
				}) === "everything") for (const name of project.parsed.fileNames) {
					const file = path.resolve(name);
					if (!deleted.has(file)) report.add(file);
				}
			} else for (const dependent of dependents) report.add(dependent);
		}
		if (report.size > changed.length) {
			const wanted = programRoots(tsm, project, report, deleted);
			if (!sameNames(rootNames, wanted)) {
				rootNames = wanted;
				program = create(rootNames, oldFor(rootNames, program));
			}
		}
	} else reshaped.push(...changed);
	if (project && options.composite) {
		const inProgram = new Set(program.getSourceFiles().map((f) => path.resolve(f.fileName)));
		const roots = new Set(rootNames.map((f) => path.resolve(f)));
		const pulledIn = rootNames.length;
		rootNames = project.parsed.fileNames.filter((f) => {
			const file = path.resolve(f);
			return roots.has(file) || inProgram.has(file) && !deleted.has(file);
		});
		if (rootNames.length > pulledIn) program = create(rootNames, oldFor(rootNames, program));
	}
	state.program = program;
	state.reported = [...report];
	states.set(group.key, state);
	const findings = [];
	const failures = [];
	const seen = /* @__PURE__ */ new Set();
	const add = (diagnostic) => {
		const key = `${diagnostic.file?.fileName ?? ""}:${diagnostic.start ?? ""}:${diagnostic.code}`;
		if (seen.has(key)) return;
		seen.add(key);
		const finding = diagnosticToFinding(tsm, diagnostic, root);
		if (finding) findings.push(finding);
		else {
			const where = project ? toRelative(root, project.configPath) : checkMessages.types.compilerOptions;
			failures.push(checkMessages.types.diagnostic(where, describeDiagnostic(tsm, diagnostic)));
		}
	};
	const keyOf = inputKeys(directInputs(program), filesSeenEverywhere(tsm, program));
	for (const file of report) {
		const sourceFile = program.getSourceFile(file);
		if (!sourceFile) {
			cache.delete(file);
			continue;
		}
		const key = keyOf?.(sourceFile);
		const entry = cache.get(file);
		let diagnostics = key !== void 0 && entry?.key === key ? entry.diagnostics : void 0;
		if (!diagnostics) {
			diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
			if (key !== void 0) cache.set(file, {
				key,
				diagnostics
			});
			else cache.delete(file);
		}
		for (const diagnostic of diagnostics) add(diagnostic);
	}
	const files = program.getSourceFiles();
	const kept = sameOptions ? previous?.projectDiagnostics : void 0;
	const ownDiagnostics = kept !== void 0 && kept.files.length === files.length && kept.files.every((f, i) => f === files[i]) ? kept.diagnostics : [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
	state.projectDiagnostics = {
		files,
		diagnostics: ownDiagnostics
	};
	const projectDiagnostics = [...project?.parsed.errors ?? [], ...ownDiagnostics];
	for (const diagnostic of projectDiagnostics) {
		if (diagnostic.code === 18003) continue;
		if (diagnostic.code === 6053 && !diagnostic.file) {
			if (project) invalidateProject(tsm, project.configPath);
			continue;
		}
		const file = diagnostic.file;
		if (file && !isConfigFile(file) && !report.has(path.resolve(file.fileName))) continue;
		add(diagnostic);
	}
	const atBase = group.compare && group.base ? findingsAtBase(tsm, root, findings, group.base, {
		program,
		rootNames,
		overlay: group.overlay,
		documents: state.base?.documents ?? previous?.base?.documents ?? /* @__PURE__ */ new Map(),
		create: (names, oldProgram, compilerHost) => create(names, oldProgram, compilerHost),
		options,
		renamed: group.renamed
	}) : void 0;
	const causes = project ? causesOf(findings, changed, [...reshaped, ...deleted], importGraph ?? projectGraph(tsm, project, deleted), root) : {};
	return {
		findings,
		failures,
		reported: [...report],
		reshaped,
		...atBase ? { atBase } : {},
		...Object.keys(causes).length > 0 ? { causes } : {}
	};
}
/** GroupOutcome.causes: for each file with findings that the change did not touch, what it imports of it. */
function causesOf(findings, changed, targets, graph, root) {
	const changedFiles = new Set(changed.map((file) => toRelative(root, file)));
	const files = [...new Set(findings.map((f) => f.file))].filter((file) => !changedFiles.has(file));
	const reached = importedTargetsOf(files.map((file) => path.resolve(root, file)), new Set(targets), graph);
	const causes = {};
	for (const file of files) {
		const found = reached.get(path.resolve(root, file));
		if (found && found.size > 0) causes[file] = [...found].map((target) => toRelative(root, target)).sort();
	}
	return causes;
}
/**
* What the base revision reports in the files that have findings now: this run's program with every
* changed file as it was at the base (a new one absent, a deleted one back), built on this program (its
* other files are the very same SourceFiles, their imports resolved already) and asked for those files'
* diagnostics only. Nothing is built when nothing was found. A file new since the base has no findings
* there, a renamed one has those of its previous path; a file the program does not hold (a tsconfig)
* is not compared.
*/
function findingsAtBase(tsm, root, findings, base, now) {
	const atBase = {
		files: [],
		findings: []
	};
	const asked = /* @__PURE__ */ new Map();
	const configs = /* @__PURE__ */ new Map();
	for (const file of new Set(findings.map((f) => f.file))) {
		const absolute = path.resolve(root, file);
		if (/\.json$/i.test(file) && !now.program.getSourceFile(absolute) && !base.has(absolute)) {
			atBase.files.push(file);
			configs.set(absolute, file);
			continue;
		}
		if (!now.program.getSourceFile(absolute) || /\.json$/i.test(file)) continue;
		const previous = now.renamed?.get(absolute);
		const was = base.get(absolute) === null && previous !== void 0 && typeof base.get(previous) === "string" ? previous : absolute;
		atBase.files.push(file);
		if (base.get(was) !== null) asked.set(was, file);
	}
	if (asked.size === 0 && configs.size === 0) return atBase;
	const overlay = new Map(now.overlay ?? []);
	for (const [file, text] of base) if (text === null || now.program.getSourceFile(file)?.text !== text) overlay.set(file, text);
	const host = createCachingHost(tsm, now.options, /* @__PURE__ */ new Set(), overlay, now.documents);
	const roots = now.rootNames.filter((file) => base.get(path.resolve(file)) !== null);
	for (const file of asked.keys()) if (!roots.some((root) => path.resolve(root) === file)) roots.push(file);
	const program = now.create(roots, now.program, host);
	const seen = /* @__PURE__ */ new Set();
	const named = /* @__PURE__ */ new Map();
	const add = (diagnostic) => {
		const key = `${diagnostic.file?.fileName ?? ""}:${diagnostic.start ?? ""}:${diagnostic.code}`;
		if (seen.has(key)) return;
		seen.add(key);
		const finding = diagnosticToFinding(tsm, diagnostic, root);
		const file = diagnostic.file && (named.get(diagnostic.file.fileName) ?? configs.get(path.resolve(diagnostic.file.fileName)));
		if (finding && file) atBase.findings.push({
			file,
			rule: finding.rule,
			message: finding.message,
			line: finding.line
		});
	};
	for (const [file, name] of asked) {
		const sourceFile = program.getSourceFile(file);
		if (!sourceFile) continue;
		named.set(sourceFile.fileName, name);
		for (const diagnostic of program.getSyntacticDiagnostics(sourceFile)) add(diagnostic);
		for (const diagnostic of program.getSemanticDiagnostics(sourceFile)) add(diagnostic);
	}
	for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) if (diagnostic.file && (named.has(diagnostic.file.fileName) || configs.has(path.resolve(diagnostic.file.fileName)))) add(diagnostic);
	return atBase;
}

// dist/checks/types/load.js
/**
* Loading TypeScript: the project's own copy (resolved from the package that owns a file) or qgate's
* bundled 5.9. Loaded modules stay in module state, keyed by package.json, so a second run in the same
* process (or the same worker thread) does not pay for loading the compiler again.
*/
const loaded = /* @__PURE__ */ new Map();
/**
* TypeScript's compiler is one large CommonJS file: `require` loads it directly, while `import()`
* would first scan all of it for named exports (about a second). ESM-only builds fall back to import.
*/
async function requireTypeScript(tool) {
	try {
		return requireWithCodeCache(createRequire(tool.packageJson).resolve(tool.name));
	} catch {
		const module = await importTool(tool);
		return module.default ?? module;
	}
}
/** The compiler API of a resolved TypeScript 5.x/6.x, loaded once per process. */
function loadTypeScript(tool) {
	let module = loaded.get(tool.packageJson);
	if (!module) {
		module = requireTypeScript(tool);
		loaded.set(tool.packageJson, module);
		module.catch(() => loaded.delete(tool.packageJson));
	}
	return module;
}
/** qgate's own TypeScript: parses configs and follows imports for projects on the native compiler. */
function bundledTypeScript(root) {
	return loadTypeScript(resolveTool("typescript", QGATE_DIR, {
		requireProjectTool: false,
		root
	}));
}
function majorVersion(version) {
	const major = Number.parseInt(version, 10);
	return Number.isNaN(major) ? 0 : major;
}
/** TypeScript 7 and later ship a native `tsc` and no compiler API in their JavaScript entry. */
function isNative(tool) {
	return majorVersion(tool.version) >= 7;
}

// dist/checks/types/native-lsp.js
/**
* TypeScript 7 in a long-lived process (the daemon's worker threads): one language-server session
* (`tsc --lsp --stdio`) per project root and native compiler, kept between runs. Each run tells the
* server what changed on disk since the last one (workspace/didChangeWatchedFiles, from file stamps,
* so an edit behind qgate's back is seen too), opens the files to report with their current content
* (the snapshot's, where it differs from the work tree) and pulls their diagnostics
* (textDocument/diagnostic). The server keeps its program between runs, so a body edit re-checks the
* files asked about instead of the whole project. A cold one-shot run keeps running `tsc` (native.ts):
* starting a server costs more than the one check it would serve.
*
* The framing and request bookkeeping are vscode-languageserver-protocol's (on vscode-jsonrpc), loaded
* only when a TypeScript 7 project is checked warm.
*/
/**
* How long the server may take to answer one run (its start included) before qgate gives up on it,
* ends it and runs `tsc` instead. A first answer loads the whole project, as a full `tsc` run would;
* anything slower than this is a server that is stuck, not busy.
*/
const LSP_ANSWER_MS = 3e4;
let answerBoundMs = LSP_ANSWER_MS;
/** Why the server could not answer: the caller falls back to a `tsc` run and says so once. */
var LspUnavailable = class extends Error {};
/** A file's modification time, size and inode: what tells a changed file from an unchanged one. */
function stampOf(file) {
	const stat = statSync(file, {
		throwIfNoEntry: false,
		bigint: true
	});
	return stat ? `${stat.mtimeNs}:${stat.size}:${stat.ino}` : void 0;
}
/**
* A config input's stamp. The inputs include the directories the tsconfig's wildcards cover: a file
* created or deleted there changes them, which the server is told as a file event, not a new config.
*/
function configStampOf(file) {
	const stat = statSync(file, {
		throwIfNoEntry: false,
		bigint: true
	});
	if (stat?.isDirectory()) return "directory";
	return stat ? `${stat.mtimeNs}:${stat.size}:${stat.ino}` : void 0;
}
function readText(file) {
	try {
		return readFileSync(file, "utf8");
	} catch {
		return;
	}
}
function languageId(file) {
	if (/\.(tsx)$/i.test(file)) return "typescriptreact";
	if (/\.(jsx)$/i.test(file)) return "javascriptreact";
	if (/\.(js|mjs|cjs)$/i.test(file)) return "javascript";
	return "typescript";
}
function severityOf(severity) {
	return severity === 2 ? "warning" : severity === 3 ? "info" : "error";
}
/**
* An LSP diagnostic as `tsc --pretty false` prints it (and parseNativeOutput reads it): 1-based
* position, the code as a number, and elaboration lines joined into one line with single spaces.
* Suggestions (hints: "declared but never read" without noUnusedLocals...) are the editor's, not
* tsc's, and are left out.
*/
function lspToNative(file, diagnostic) {
	if (diagnostic.severity === 4) return void 0;
	const code = typeof diagnostic.code === "number" ? diagnostic.code : Number(diagnostic.code);
	if (!Number.isFinite(code)) return void 0;
	return {
		file,
		line: diagnostic.range.start.line + 1,
		column: diagnostic.range.start.character + 1,
		severity: severityOf(diagnostic.severity),
		code,
		message: (typeof diagnostic.message === "string" ? diagnostic.message : diagnostic.message.value).split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "").join(" ")
	};
}
let lspModule;
function loadLsp() {
	lspModule ??= import("vscode-languageserver-protocol/node");
	return lspModule;
}
var LspSession = class {
	request;
	lsp;
	child;
	connection;
	ready;
	/** Why the server is gone: its exit (the better reason) or its connection's end. */
	exitReason;
	closeReason;
	/** Rejects when the server exits or cannot be started. */
	exited;
	/** Files as the server last saw them on disk. */
	stamps = /* @__PURE__ */ new Map();
	configStamps = /* @__PURE__ */ new Map();
	open = /* @__PURE__ */ new Map();
	stderr = "";
	constructor(request, lsp) {
		this.request = request;
		this.lsp = lsp;
		const { command, root } = request;
		for (const file of request.configFiles) this.configStamps.set(file, configStampOf(file));
		for (const file of request.projectFiles) {
			const stamp = stampOf(file);
			if (stamp !== void 0) this.stamps.set(file, stamp);
		}
		this.child = spawn(command.file, [
			...command.args,
			"--lsp",
			"--stdio"
		], {
			cwd: root,
			detached: true,
			stdio: [
				"pipe",
				"pipe",
				"pipe"
			],
			env: {
				...process.env,
				NO_COLOR: "1"
			}
		});
		this.child.unref();
		for (const stream of [
			this.child.stdin,
			this.child.stdout,
			this.child.stderr
		]) stream?.unref?.();
		this.child.stderr?.on("data", (chunk) => {
			this.stderr = (this.stderr + chunk.toString("utf8")).slice(-2e3);
		});
		this.exited = new Promise((_, reject) => {
			const fail = (reason) => {
				this.exitReason ??= reason;
				reject(new LspUnavailable(this.exitReason));
			};
			this.child.on("error", (error) => fail(error.message));
			this.child.on("exit", (code, signal) => fail(checkMessages.types.lspExited(signal ?? String(code), this.lastError())));
		});
		this.exited.catch(() => void 0);
	}
	/** Set when the server exited or its connection ended: the session is never used again. */
	get failure() {
		return this.exitReason ?? this.closeReason;
	}
	get pid() {
		return this.child.pid;
	}
	lastError() {
		return this.stderr.split("\n").map((line) => line.trim()).find((line) => line !== "") ?? "";
	}
	start() {
		this.ready ??= (async () => {
			const { lsp, child, request } = this;
			if (!child.stdout || !child.stdin) throw new LspUnavailable(checkMessages.types.lspNoPipes);
			const connection = lsp.createProtocolConnection(new lsp.StreamMessageReader(child.stdout), new lsp.StreamMessageWriter(child.stdin));
			this.connection = connection;
			connection.onRequest(lsp.RegistrationRequest.type, () => void 0);
			connection.onRequest(lsp.UnregistrationRequest.type, () => void 0);
			connection.onRequest(lsp.ConfigurationRequest.type, (params) => params.items.map(() => null));
			connection.onClose(() => {
				this.closeReason ??= checkMessages.types.lspClosed;
			});
			connection.listen();
			const rootUri = pathToFileURL(request.root).href;
			if (!(await connection.sendRequest(lsp.InitializeRequest.type, {
				processId: process.pid,
				rootUri,
				workspaceFolders: [{
					uri: rootUri,
					name: path.basename(request.root)
				}],
				capabilities: {
					textDocument: {
						synchronization: { didSave: false },
						diagnostic: {
							dynamicRegistration: false,
							relatedDocumentSupport: false
						},
						publishDiagnostics: {}
					},
					workspace: {
						didChangeWatchedFiles: { dynamicRegistration: true },
						workspaceFolders: true
					}
				}
			})).capabilities.diagnosticProvider) throw new LspUnavailable(checkMessages.types.lspNoPullDiagnostics);
			await connection.sendNotification(lsp.InitializedNotification.type, {});
		})();
		return this.ready;
	}
	/** Diagnostics of the files to report, after telling the server everything that changed. */
	async diagnose(request) {
		if (this.failure) throw new LspUnavailable(this.failure);
		const { lsp } = this;
		await this.start();
		const connection = this.connection;
		const overlay = request.overlay ?? /* @__PURE__ */ new Map();
		const report = new Set(request.report);
		const deleted = new Set(request.deleted);
		const wanted = /* @__PURE__ */ new Map();
		for (const file of report) {
			const text = overlay.has(file) ? overlay.get(file) : readText(file);
			if (typeof text === "string") wanted.set(file, text);
		}
		for (const [file, text] of overlay) if (typeof text === "string") wanted.set(file, text);
		for (const file of [...this.open.keys()]) {
			if (wanted.has(file)) continue;
			this.open.delete(file);
			await connection.sendNotification(lsp.DidCloseTextDocumentNotification.type, { textDocument: { uri: pathToFileURL(file).href } });
			this.stamps.set(file, "");
		}
		const changes = [];
		const seen = /* @__PURE__ */ new Set([
			...request.projectFiles,
			...this.stamps.keys(),
			...deleted
		]);
		for (const file of seen) {
			const before = this.stamps.get(file);
			const now = deleted.has(file) ? void 0 : stampOf(file);
			if (before === now) continue;
			const uri = pathToFileURL(file).href;
			if (now === void 0) {
				this.stamps.delete(file);
				changes.push({
					uri,
					type: lsp.FileChangeType.Deleted
				});
			} else {
				this.stamps.set(file, now);
				changes.push({
					uri,
					type: before === void 0 ? lsp.FileChangeType.Created : lsp.FileChangeType.Changed
				});
			}
		}
		if (changes.length > 0) await connection.sendNotification(lsp.DidChangeWatchedFilesNotification.type, { changes });
		for (const [file, text] of wanted) {
			const uri = pathToFileURL(file).href;
			const document = this.open.get(file);
			if (!document) {
				this.open.set(file, {
					version: 1,
					text
				});
				await connection.sendNotification(lsp.DidOpenTextDocumentNotification.type, { textDocument: {
					uri,
					languageId: languageId(file),
					version: 1,
					text
				} });
			} else if (document.text !== text) {
				document.version += 1;
				document.text = text;
				await connection.sendNotification(lsp.DidChangeTextDocumentNotification.type, {
					textDocument: {
						uri,
						version: document.version
					},
					contentChanges: [{ text }]
				});
			}
		}
		const diagnostics = /* @__PURE__ */ new Map();
		await Promise.all([...report].filter((file) => wanted.has(file)).map(async (file) => {
			const result = await connection.sendRequest(lsp.DocumentDiagnosticRequest.type, { textDocument: { uri: pathToFileURL(file).href } });
			diagnostics.set(file, result.kind === "full" ? result.items : []);
		}));
		return diagnostics;
	}
	/** Whether the project's config files are as the session started with. */
	configUnchanged(configFiles) {
		const files = [...configFiles];
		if (files.length !== this.configStamps.size) return false;
		return files.every((file) => this.configStamps.has(file) && this.configStamps.get(file) === configStampOf(file));
	}
	/** Ends the server: asks it to exit, and kills its process group if it is still there. */
	close() {
		this.closeReason ??= checkMessages.types.lspClosed;
		this.connection?.dispose();
		this.child.stdin?.destroy();
		this.child.stdout?.destroy();
		this.child.stderr?.destroy();
		const pid = this.child.pid;
		if (pid !== void 0 && this.child.exitCode === null && this.child.signalCode === null) try {
			process.kill(-pid, "SIGKILL");
		} catch {}
	}
};
const sessions = /* @__PURE__ */ new Map();
function sessionKey(request) {
	return `${request.command.file}\0${request.command.args.join("\0")}\0${request.root}`;
}
/**
* The diagnostics of `request.report`, from the project's language server (started on first use,
* restarted when a config file changed or the last one died). Throws LspUnavailable when the server
* cannot start, dies, or does not answer within LSP_ANSWER_MS; the session is then ended, and the
* next run starts a new one.
*/
async function lspDiagnostics(request) {
	const key = sessionKey(request);
	let session = sessions.get(key);
	if (session?.failure !== void 0) {
		const reason = session.failure;
		session.close();
		sessions.delete(key);
		throw new LspUnavailable(reason);
	}
	if (session && !session.configUnchanged(request.configFiles)) {
		session.close();
		sessions.delete(key);
		session = void 0;
	}
	if (!session) {
		const lsp = await loadLsp();
		session = new LspSession(request, lsp);
		sessions.set(key, session);
	}
	request.registerChild(session.child);
	let timer;
	let onAbort;
	const bound = new Promise((_, reject) => {
		const bound = answerBoundMs;
		timer = setTimeout(() => reject(new LspUnavailable(checkMessages.types.lspNoAnswer(bound))), bound);
		onAbort = () => reject(new LspUnavailable(checkMessages.types.lspAborted));
		request.signal.addEventListener("abort", onAbort, { once: true });
	});
	try {
		const byFile = await Promise.race([
			session.diagnose(request),
			bound,
			session.exited
		]);
		const out = [];
		for (const [file, items] of byFile) for (const item of items) {
			const diagnostic = lspToNative(file, item);
			if (diagnostic) out.push(diagnostic);
		}
		return out;
	} catch (error) {
		if (!request.signal.aborted) await Promise.race([session.exited.catch(() => void 0), setTimeout$1(1e3)]);
		const reason = session.failure ?? (error instanceof Error ? error.message : String(error));
		session.close();
		if (sessions.get(key) === session) sessions.delete(key);
		throw new LspUnavailable(reason);
	} finally {
		clearTimeout(timer);
		if (onAbort) request.signal.removeEventListener("abort", onAbort);
	}
}

// dist/checks/types/native.js
/**
* TypeScript 7: its package ships a native `tsc` (the JavaScript entry only exports a version), so
* the project is checked by running it and parsing `file(line,col): error TS1234: message` lines.
* The tsconfig is still parsed, and imports followed, with qgate's bundled TypeScript: that decides
* which files own the change and which diagnostics (changed files and their dependents) are kept.
* In a long-lived process, the project's language server answers instead (native-lsp.ts), and this
* per-run `tsc` is the fallback when the server cannot.
*/
/** Thrown when the native compiler cannot be found or run (the caller turns it into a failure). */
var NativeTscError = class extends Error {
	errorType;
	constructor(message, errorType) {
		super(message);
		this.errorType = errorType;
	}
};
const commands = /* @__PURE__ */ new Map();
/**
* The native executable: `@typescript/<name>-<platform>-<arch>/lib/<bin>`, resolved from the
* TypeScript package the way its own launcher does; else the package's JavaScript launcher under node.
*/
function nativeTscCommand(tool) {
	const cached = commands.get(tool.packageJson);
	if (cached) return cached;
	const manifest = JSON.parse(readFileSync(tool.packageJson, "utf8"));
	const baseName = (manifest.name ?? tool.name).split("/").pop() ?? "typescript";
	const bins = typeof manifest.bin === "object" ? manifest.bin : {};
	const binName = Object.keys(bins)[0] ?? "tsc";
	const exe = process.platform === "win32" ? `${binName}.exe` : binName;
	const require = createRequire(tool.packageJson);
	let command;
	try {
		const platformPackage = require.resolve(`@typescript/${baseName}-${process.platform}-${process.arch}/package.json`);
		const file = path.join(path.dirname(platformPackage), "lib", exe);
		if (existsSync(file)) command = {
			file,
			args: []
		};
	} catch {}
	const launcher = bins[binName] ?? (typeof manifest.bin === "string" ? manifest.bin : void 0);
	if (!command && launcher !== void 0 && existsSync(path.join(tool.dir, launcher))) command = {
		file: process.execPath,
		args: [path.join(tool.dir, launcher)]
	};
	if (!command) throw new NativeTscError(checkMessages.types.nativeMissing(tool.version, `@typescript/${baseName}-${process.platform}-${process.arch}`), "dependency_error");
	commands.set(tool.packageJson, command);
	return command;
}
function orphanConfig(group, dir) {
	const config = {
		files: group.changed,
		include: []
	};
	if (group.nearest) {
		config.extends = group.nearest.configPath;
		config.compilerOptions = { noEmit: true };
	} else config.compilerOptions = DEFAULT_COMPILER_OPTIONS;
	const file = path.join(dir, "tsconfig.json");
	writeFileSync(file, JSON.stringify(config));
	return file;
}
function describeExecaFailure(result) {
	return [
		result.stderr,
		result.stdout,
		result.shortMessage
	].map((value) => typeof value === "string" ? value : "").join("\n").split("\n").find((line) => line.trim() !== "")?.trim() ?? "no output";
}
const BUILD_INFO_DIR = path.join(QGATE_DIR, "node_modules", ".cache", "qgate", "tsc");
/** At most 64 build infos (one per project and TypeScript): the least recently written go first. */
function pruneBuildInfo() {
	const names = readdirSync(BUILD_INFO_DIR);
	if (names.length <= 64) return;
	const byAge = names.map((name) => ({
		name,
		mtimeMs: statSync(path.join(BUILD_INFO_DIR, name), { throwIfNoEntry: false })?.mtimeMs ?? 0
	})).sort((a, b) => a.mtimeMs - b.mtimeMs);
	for (const { name } of byAge.slice(0, names.length - 64)) rmSync(path.join(BUILD_INFO_DIR, name), { force: true });
}
/** Where tsc keeps the build info of one project and TypeScript version; undefined when not writable. */
function buildInfoFile(tool, configPath) {
	try {
		mkdirSync(BUILD_INFO_DIR, { recursive: true });
		pruneBuildInfo();
		const key = createHash("sha256").update(`${tool.packageJson}\0${tool.version}\0${configPath}`).digest("hex");
		return path.join(BUILD_INFO_DIR, `${key.slice(0, 24)}.tsbuildinfo`);
	} catch {
		return;
	}
}
/** The diagnostics that are reported: those of the files to report and of config files. */
function toOutcome(diagnostics, root, where, report, configFiles) {
	const findings = [];
	const failures = [];
	for (const diagnostic of diagnostics) {
		if (diagnostic.file === void 0) {
			failures.push(`${where}: TS${diagnostic.code}: ${diagnostic.message}`);
			continue;
		}
		if (!(configFiles.has(diagnostic.file) || /\.json$/i.test(diagnostic.file)) && !report.has(diagnostic.file)) continue;
		findings.push({
			check: "types",
			rule: `TS${diagnostic.code}`,
			severity: diagnostic.severity,
			file: toRelative(root, diagnostic.file),
			line: diagnostic.line ?? 1,
			column: diagnostic.column ?? 1,
			message: diagnostic.message
		});
	}
	return {
		findings,
		failures,
		reported: [...report]
	};
}
async function runNativeGroup(group, context) {
	const { root } = context;
	const command = nativeTscCommand(group.tool);
	const deleted = new Set(group.deleted);
	const report = new Set(group.changed);
	const configFiles = /* @__PURE__ */ new Set();
	const notes = [];
	if (group.project) {
		for (const input of group.project.inputs.keys()) configFiles.add(input);
		for (const importer of findDependents([...group.changed, ...deleted], projectGraph(group.tsm, group.project, deleted))) report.add(importer);
	}
	const overlay = group.overlay ?? /* @__PURE__ */ new Map();
	if (group.project && context.longLived) {
		const where = toRelative(root, group.project.configPath);
		try {
			const diagnostics = await lspDiagnostics({
				root,
				command,
				projectFiles: group.project.fileSet,
				configFiles,
				report,
				deleted,
				overlay,
				signal: context.signal,
				registerChild: context.registerChild
			});
			const readsWorkTree = [...overlay.values()].some((content) => content === null);
			return {
				...toOutcome(diagnostics, root, where, report, configFiles),
				readsWorkTree,
				notes
			};
		} catch (error) {
			if (!(error instanceof LspUnavailable) || context.signal.aborted) throw error;
			notes.push(checkMessages.types.nativeFellBack(group.tool.version, where, error.message));
		}
	}
	const scratch = mkdtempSync(path.join(tmpdir(), "qgate-tsc-"));
	try {
		let configPath;
		const args = [
			"--noEmit",
			"--pretty",
			"false"
		];
		if (group.project) {
			configPath = group.project.configPath;
			const buildInfo = buildInfoFile(group.tool, configPath);
			if (buildInfo) args.push("--incremental", "--tsBuildInfoFile", buildInfo);
			else if (group.project.parsed.options.incremental || group.project.parsed.options.composite) args.push("--tsBuildInfoFile", path.join(scratch, "tsbuildinfo"));
		} else {
			configPath = orphanConfig(group, scratch);
			for (const input of group.nearest?.inputs.keys() ?? []) configFiles.add(input);
		}
		args.push("-p", configPath);
		const { execa } = await import("./execa-IwcDOerD.js");
		const subprocess = execa(command.file, [...command.args, ...args], {
			cwd: root,
			detached: true,
			reject: false,
			stdin: "ignore",
			cancelSignal: context.signal,
			maxBuffer: 268435456,
			env: { NO_COLOR: "1" }
		});
		context.registerChild(subprocess);
		const result = await subprocess;
		const where = group.project ? toRelative(root, configPath) : checkMessages.types.noProject;
		if (result.exitCode === void 0 || result.isCanceled || result.isTerminated) throw new NativeTscError(checkMessages.types.nativeUnfinished(group.tool.version, where, describeExecaFailure(result)), "tool_execution_failed");
		const diagnostics = parseNativeOutput(String(result.stdout ?? ""), root);
		if (result.exitCode !== 0 && (result.exitCode > 2 || diagnostics.length === 0)) throw new NativeTscError(checkMessages.types.nativeFailed(group.tool.version, where, result.exitCode, describeExecaFailure(result)), "tool_execution_failed");
		return {
			...toOutcome(diagnostics, root, where, report, configFiles),
			readsWorkTree: overlay.size > 0,
			notes
		};
	} finally {
		rmSync(scratch, {
			recursive: true,
			force: true
		});
	}
}

// dist/checks/types/run.js
/**
* The `types` check: TypeScript diagnostics in the changed files and in the files that import them.
* Each file is checked with the tsconfig that owns it and the TypeScript of the package that owns it:
* 5.x/6.x through the compiler API in-process (programs kept warm between runs), 7.x by running its
* native `tsc`. One run may span several tsconfigs and packages.
*/
const JAVASCRIPT = /\.(js|jsx|mjs|cjs)$/i;
function listed(paths) {
	return listSome(paths.map(displayPath));
}
function uniqueByPath(files) {
	return [...new Map(files.map((f) => [f.path, f])).values()];
}
function findingKey(f) {
	return `${f.file}:${f.line}:${f.column}:${f.rule}:${f.message}`;
}
/** Whether this process has run the check before: its caches then hide reads from a recording. */
let ranBefore = false;
async function runTypes(context) {
	const recording = !ranBefore && !context.longLived && !context.fix && (context.snapshot ?? []).length === 0 ? startRecording() : void 0;
	ranBefore = true;
	try {
		const { result, sawNative, base } = await checkTypes(context);
		const inputs = recording ? finishRecording(context, recording, result, sawNative, base) : void 0;
		if (inputs) result.inputs = inputs;
		return result;
	} finally {
		recording?.finish(context.root);
	}
}
/**
* The manifest of a recorded run, or undefined when its result cannot be kept: a failure, a group
* checked by TypeScript 7's own process (whose reads qgate does not see).
*/
function finishRecording(context, recording, result, sawNative, base) {
	if (result.failures.length > 0 || sawNative) return void 0;
	for (const file of [...context.files, ...context.allFiles]) for (let dir = path.dirname(file.absPath);; dir = path.dirname(dir)) {
		recording.recorder.list(dir);
		if (dir === context.root || path.dirname(dir) === dir) break;
	}
	let baseInputs;
	if (context.baseRevision && base) {
		baseInputs = baseEntry(context.root, context.baseRevision, base.contents, base.files);
		if (!baseInputs) return void 0;
	}
	return recording.finish(context.root, baseInputs);
}
/** The check's result, and what a recording needs to know of the run. */
async function checkTypes(context) {
	const result = emptyResult();
	const failureMessages = /* @__PURE__ */ new Set();
	const state = {
		context,
		result,
		notes: [],
		fail: (errorType, message, file) => {
			if (failureMessages.has(message)) return;
			failureMessages.add(message);
			result.failures.push({
				check: "types",
				errorType,
				message,
				file
			});
		}
	};
	if (context.longLived) watchFileStamps(true);
	await drainFileEvents();
	forgetStamps([...context.files, ...context.allFiles].map((f) => f.absPath));
	const overlay = new Map((context.snapshot ?? []).map((f) => [f.absPath, f.content]));
	const groups = await groupFiles(state);
	const measured = groups.filter((group) => !isNative(group.tool)).flatMap((group) => group.changed);
	const everyFile = groups.flatMap((group) => [...group.changed, ...group.deleted]);
	const renamed = new Map(context.files.flatMap((f) => f.previousPath === void 0 ? [] : [[f.absPath, path.join(context.root, f.previousPath)]]));
	const wanted = [...new Set(context.compareWithBase ? [
		...measured,
		...everyFile,
		...renamed.values()
	] : measured)];
	const base = context.baseRevision && wanted.length > 0 ? await readBaseContents(context.root, context.baseRevision, wanted) : void 0;
	const compare = context.compareWithBase === true && base !== void 0 && everyFile.every((f) => base.has(f));
	const atBase = compare ? {
		files: [],
		findings: []
	} : void 0;
	const notOverlaid = [];
	const seen = /* @__PURE__ */ new Set();
	const counted = /* @__PURE__ */ new Set();
	for (const group of groups) {
		if (context.signal.aborted) break;
		const outcome = await checkGroup(group, overlay, state, base, compare ? renamed : void 0);
		if (atBase && outcome && "atBase" in outcome && outcome.atBase) {
			const fresh = new Set(outcome.atBase.files.filter((file) => !atBase.files.includes(file)));
			atBase.files.push(...fresh);
			atBase.findings.push(...outcome.atBase.findings.filter((f) => fresh.has(f.file)));
		}
		if (outcome && "readsWorkTree" in outcome && outcome.readsWorkTree) notOverlaid.push(...group.paths);
		if (outcome && "notes" in outcome) state.notes.push(...outcome.notes);
		if (outcome && "causes" in outcome && outcome.causes) {
			result.causes ??= {};
			for (const [file, targets] of Object.entries(outcome.causes)) result.causes[file] = [.../* @__PURE__ */ new Set([...result.causes[file] ?? [], ...targets])].sort();
		}
		const done = group.paths.filter((file) => !counted.has(file));
		for (const file of done) counted.add(file);
		if (done.length > 0) context.onFilesDone?.(done.length);
		for (const finding of outcome?.findings ?? []) {
			const key = findingKey(finding);
			if (seen.has(key)) continue;
			seen.add(key);
			result.findings.push(finding);
		}
		for (const message of outcome?.failures ?? []) state.fail("tool_execution_failed", checkMessages.types.failed(message));
	}
	if (notOverlaid.length > 0) state.notes.push(checkMessages.types.nativeReadsWorkTree(overlay.size, listed(notOverlaid)));
	result.notes.push(...state.notes);
	if (atBase) result.atBase = atBase;
	return {
		result,
		sawNative: groups.some((group) => isNative(group.tool)),
		base: base ? {
			contents: base,
			files: wanted
		} : void 0
	};
}
/**
* Sorts the changed files (and the deleted ones, whose importers must be checked again) into groups:
* one per TypeScript and tsconfig, or per TypeScript and borrowed options for files in no project.
*/
async function groupFiles(state) {
	const { context, result, fail } = state;
	const { root } = context;
	const isGone = (f) => f.change === "delete" || !existsSync(f.absPath);
	const deletedFiles = uniqueByPath([...context.files, ...context.allFiles].filter((f) => isGone(f) && isScriptPath(f.path)));
	const liveFiles = context.files.filter((f) => !isGone(f));
	const refresh = [...context.files, ...context.allFiles].some((f) => f.change !== "modify" || isGone(f));
	const toolsByPackage = /* @__PURE__ */ new Map();
	const sessions = /* @__PURE__ */ new Map();
	const groups = /* @__PURE__ */ new Map();
	const skippedJs = [];
	/** Files a directory's expansion listed that their nearest tsconfig's program does not hold, by tsconfig. */
	const outsideProgram = /* @__PURE__ */ new Map();
	const toolFor = (packageDir, file) => {
		if (toolsByPackage.has(packageDir)) return toolsByPackage.get(packageDir);
		let tool;
		try {
			tool = resolveTool("typescript", packageDir, {
				requireProjectTool: context.requireProjectTool,
				root
			});
		} catch (error) {
			fail("dependency_error", checkMessages.types.failed(describeError(error)), file);
		}
		toolsByPackage.set(packageDir, tool);
		if (tool) noteRead(tool.packageJson);
		return tool;
	};
	for (const file of [...liveFiles, ...deletedFiles]) {
		const packageDir = owningPackageDir(file.absPath, root);
		const tool = toolFor(packageDir, file.path);
		if (!tool) continue;
		let tsm;
		try {
			tsm = isNative(tool) ? await bundledTypeScript(root) : await loadTypeScript(tool);
			recordThrough(tsm);
		} catch (error) {
			const where = toRelative(root, packageDir) || ".";
			fail("dependency_error", checkMessages.types.notLoaded(tool.version, where, describeError(error)));
			toolsByPackage.set(packageDir, void 0);
			continue;
		}
		const session = getOrCreate(sessions, tsm, () => new ConfigSession(tsm, root, refresh));
		const groupOf = (project, orphan) => {
			const base = project ? project.configPath : `orphan:${orphan?.nearest?.configPath ?? "defaults"}`;
			const key = `${tool.packageJson}|${base}`;
			let group = groups.get(key);
			if (!group) {
				group = {
					key,
					tool,
					packageDir,
					tsm,
					...project ? { project } : {},
					...orphan ? { orphan } : {},
					changed: [],
					deleted: [],
					paths: []
				};
				groups.set(key, group);
			}
			group.paths.push(file.path);
			return group;
		};
		if (isGone(file)) {
			const configPath = nearestConfig(file.absPath, root);
			if (configPath) {
				const nearest = session.load(configPath);
				for (const project of [nearest, ...session.references(nearest)]) groupOf(project).deleted.push(file.absPath);
			}
			result.checkedFiles.push(file.path);
			continue;
		}
		const location = session.locate(file.absPath);
		if (location.kind === "project") groupOf(location.project).changed.push(file.absPath);
		else if (file.expanded && location.nearest && !location.nearest.unrecoverable) {
			const config = toRelative(root, location.nearest.configPath);
			getOrCreate(outsideProgram, config, () => []).push(file.path);
			continue;
		} else {
			const options = orphanOptions(tsm, location.nearest, root);
			if (JAVASCRIPT.test(file.path) && !options.allowJs) {
				skippedJs.push(file.path);
				continue;
			}
			groupOf(void 0, location.nearest ? { nearest: location.nearest } : {}).changed.push(file.absPath);
		}
		result.checkedFiles.push(file.path);
	}
	if (skippedJs.length > 0) state.notes.push(checkMessages.types.javaScriptNotChecked(listed(skippedJs)));
	for (const [config, files] of outsideProgram) state.notes.push(checkMessages.types.outsideProgram(config, files.length, listed(files)));
	return [...groups.values()];
}
/** Runs TypeScript on one group; undefined when it could not run (the failure is recorded). */
async function checkGroup(group, overlay, state, base, compare) {
	const { context, result, fail } = state;
	const { root } = context;
	const where = group.project ? toRelative(root, group.project.configPath) : checkMessages.types.noProject;
	if (group.orphan) {
		const borrowed = group.orphan.nearest ? checkMessages.types.borrowedOptions(toRelative(root, group.orphan.nearest.configPath)) : checkMessages.types.defaultOptions;
		state.notes.push(checkMessages.types.orphans(borrowed, listed(group.paths)));
	}
	try {
		if (isNative(group.tool)) return await runNativeGroup({
			tool: group.tool,
			tsm: group.tsm,
			...group.project ? { project: group.project } : {},
			...group.orphan?.nearest ? { nearest: group.orphan.nearest } : {},
			changed: group.changed,
			deleted: group.deleted,
			...overlay.size > 0 ? { overlay } : {}
		}, context);
		const orphan = group.orphan ? orphanOptions(group.tsm, group.orphan.nearest, root) : void 0;
		return runApiGroup({
			tsm: group.tsm,
			key: group.key,
			...group.project ? { project: group.project } : {},
			...orphan ? { orphanOptions: orphan } : {},
			changed: group.changed,
			deleted: group.deleted,
			...overlay.size > 0 ? { overlay } : {},
			...base ? { base } : {},
			...compare ? {
				compare: true,
				renamed: compare
			} : {}
		}, root);
	} catch (error) {
		fail(error instanceof NativeTscError ? error.errorType : "tool_execution_failed", checkMessages.types.failedIn(where, describeError(error)));
		return;
	} finally {
		addToolUse(result.tools, toolUse(group.tool, group.packageDir, root));
	}
}

export { runTypes };