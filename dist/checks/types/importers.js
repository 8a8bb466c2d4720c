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
import path from "node:path";
export function scanReexports(tsm, sourceFile) {
    const reexported = new Set();
    const importedFrom = new Map();
    const exportedNames = [];
    for (const statement of sourceFile.statements) {
        if (tsm.isExportDeclaration(statement)) {
            if (statement.moduleSpecifier && tsm.isStringLiteral(statement.moduleSpecifier)) {
                reexported.add(statement.moduleSpecifier.text);
            }
            else if (statement.exportClause && tsm.isNamedExports(statement.exportClause)) {
                for (const element of statement.exportClause.elements) {
                    exportedNames.push((element.propertyName ?? element.name).text);
                }
            }
        }
        else if (tsm.isImportDeclaration(statement) && tsm.isStringLiteral(statement.moduleSpecifier)) {
            const specifier = statement.moduleSpecifier.text;
            const clause = statement.importClause;
            if (clause?.name)
                importedFrom.set(clause.name.text, specifier);
            const bindings = clause?.namedBindings;
            if (bindings && tsm.isNamespaceImport(bindings))
                importedFrom.set(bindings.name.text, specifier);
            if (bindings && tsm.isNamedImports(bindings)) {
                for (const element of bindings.elements)
                    importedFrom.set(element.name.text, specifier);
            }
        }
        else if (tsm.isImportEqualsDeclaration(statement) &&
            tsm.isExternalModuleReference(statement.moduleReference) &&
            tsm.isStringLiteral(statement.moduleReference.expression)) {
            const specifier = statement.moduleReference.expression.text;
            importedFrom.set(statement.name.text, specifier);
            const exported = tsm.canHaveModifiers(statement)
                ? tsm.getModifiers(statement)?.some((m) => m.kind === tsm.SyntaxKind.ExportKeyword)
                : false;
            if (exported)
                reexported.add(specifier);
        }
        else if (tsm.isExportAssignment(statement) && tsm.isIdentifier(statement.expression)) {
            exportedNames.push(statement.expression.text);
        }
    }
    for (const name of exportedNames) {
        const specifier = importedFrom.get(name);
        if (specifier !== undefined)
            reexported.add(specifier);
    }
    return reexported;
}
const SCRIPT_EXTENSION = /(\.d)?\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/i;
function stem(name) {
    return name.replace(SCRIPT_EXTENSION, "").toLowerCase();
}
/** Names a relative specifier must end with to possibly reach one of the targets. */
function targetKeys(targets) {
    const keys = new Set();
    for (const target of targets) {
        const name = stem(path.basename(target));
        keys.add(name);
        // `./lib` reaches `lib/index.ts`.
        if (name === "index")
            keys.add(path.basename(path.dirname(target)).toLowerCase());
    }
    return keys;
}
/** A cheap pre-filter before resolving: a relative specifier whose last segment matches no target. */
function mayReach(ref, keys) {
    const relative = ref.kind === "path" || ref.specifier.startsWith(".") || ref.specifier.startsWith("/");
    if (!relative)
        return true; // Bare specifiers can map anywhere (`paths`, `imports`, workspaces).
    const last = ref.specifier.replace(/\/+$/, "").split("/").pop() ?? "";
    if (last === "" || last === "." || last === "..")
        return true;
    return keys.has(stem(last));
}
/** The files that import any of `targets`, directly or through files that re-export from them. */
export function findImporters(targets, graph) {
    const importers = new Set();
    const visited = new Set(targets);
    let frontier = new Set(visited);
    while (frontier.size > 0) {
        const keys = targetKeys(frontier);
        const next = new Set();
        for (const file of graph.files) {
            for (const ref of graph.importsOf(file)) {
                if (!mayReach(ref, keys))
                    continue;
                const resolved = graph.resolve(ref, file);
                if (resolved === undefined || !frontier.has(resolved))
                    continue;
                importers.add(file);
                if (ref.kind === "import" && graph.reexportsOf(file).has(ref.specifier) && !visited.has(file)) {
                    next.add(file);
                }
            }
        }
        for (const file of next)
            visited.add(file);
        frontier = next;
    }
    for (const target of targets)
        importers.delete(target);
    return importers;
}
/**
 * Every file that depends on one of `targets`, directly or through other files: the closure of
 * importers, the set TypeScript's own builder re-checks when a file's exported shape changes (a type
 * travels through the signatures of the modules in between, so importers of importers can break too).
 */
export function findDependents(targets, graph) {
    const dependents = new Set();
    const visited = new Set(targets);
    let frontier = new Set(visited);
    while (frontier.size > 0) {
        const keys = targetKeys(frontier);
        const next = new Set();
        for (const file of graph.files) {
            if (visited.has(file))
                continue;
            for (const ref of graph.importsOf(file)) {
                if (!mayReach(ref, keys))
                    continue;
                const resolved = graph.resolve(ref, file);
                if (resolved !== undefined && frontier.has(resolved)) {
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
export function importedTargets(from, targets, graph, own = new Set(graph.files)) {
    const found = new Set();
    const visited = new Set([from]);
    const stack = [from];
    while (stack.length > 0) {
        const file = stack.pop();
        for (const ref of graph.importsOf(file)) {
            const resolved = graph.resolve(ref, file);
            if (resolved === undefined || visited.has(resolved))
                continue;
            visited.add(resolved);
            if (targets.has(resolved))
                found.add(resolved);
            // A deleted target is in no file list, and has nothing to follow.
            if (own.has(resolved))
                stack.push(resolved);
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
export function importedTargetsOf(files, targets, graph, own = new Set(graph.files)) {
    if (files.length <= WALKS_FROM_FILES) {
        return new Map(files.map((file) => [file, importedTargets(file, targets, graph, own)]));
    }
    const found = new Map(files.map((file) => [file, new Set()]));
    const importersOf = new Map();
    for (const file of own) {
        for (const ref of graph.importsOf(file)) {
            const resolved = graph.resolve(ref, file);
            if (resolved === undefined || resolved === file)
                continue;
            const list = importersOf.get(resolved);
            if (list)
                list.push(file);
            else
                importersOf.set(resolved, [file]);
        }
    }
    for (const target of targets) {
        const visited = new Set([target]);
        const queue = [target];
        while (queue.length > 0) {
            const file = queue.pop();
            // A target is walked through only when it is one of the project's files (importedTargets).
            if (file !== target && !own.has(file))
                continue;
            for (const importer of importersOf.get(file) ?? []) {
                if (visited.has(importer))
                    continue;
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
export function resolutionHost(base, deleted) {
    const host = {
        fileExists: (file) => deleted.has(path.resolve(file)) || base.fileExists(file),
        readFile: (file) => base.readFile(file),
    };
    if (base.directoryExists)
        host.directoryExists = (dir) => base.directoryExists(dir);
    if (base.realpath) {
        host.realpath = (file) => (deleted.has(path.resolve(file)) ? file : base.realpath(file));
    }
    if (base.getCurrentDirectory)
        host.getCurrentDirectory = () => base.getCurrentDirectory();
    if (base.getDirectories)
        host.getDirectories = (dir) => base.getDirectories(dir);
    return host;
}
/** Resolves a reference the way the compiler does, retrying with the other mode for `require`/`import()`. */
export function resolveRef(tsm, ref, containingFile, options, host, cache) {
    if (ref.kind === "path") {
        const target = path.resolve(path.dirname(containingFile), ref.specifier);
        return host.fileExists(target) ? target : undefined;
    }
    const resolve = (mode) => tsm.resolveModuleName(ref.specifier, containingFile, options, host, cache, undefined, mode).resolvedModule
        ?.resolvedFileName;
    let resolved = resolve(ref.mode);
    if (resolved === undefined && ref.mode !== undefined) {
        // preProcessFile does not tell `import()` in a CommonJS file from a static import: try the other mode.
        const other = ref.mode === tsm.ModuleKind.ESNext ? tsm.ModuleKind.CommonJS : tsm.ModuleKind.ESNext;
        resolved = resolve(other);
    }
    return resolved === undefined ? undefined : path.resolve(resolved);
}
