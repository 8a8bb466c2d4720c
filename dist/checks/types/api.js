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
import { createHash } from "node:crypto";
import path from "node:path";
import { toRelative } from "../../changes/paths.js";
import { invalidateProject } from "./config.js";
import { createCachingHost } from "./host.js";
import { findDependents, findImporters, importedTargetsOf } from "./importers.js";
import { changedExports, importersThatSee } from "./changed-exports.js";
import { followShapes, worthFollowing } from "./follow-shapes.js";
import { programRoots, projectGraph } from "./project-graph.js";
import { describeDiagnostic, diagnosticToFinding } from "./messages.js";
import { getOrCreate } from "../../util/cache.js";
import { checkMessages } from "../../messages.js";
/** Shapes of changed files, by the SourceFile they were computed for (across runs and programs). */
const shapeBySource = new WeakMap();
const programs = new WeakMap();
function statesOf(tsm) {
    return getOrCreate(programs, tsm, () => new Map());
}
/** The programs kept for a TypeScript module, by group key (tests use it to prove reuse between runs). */
export function cachedPrograms(tsm) {
    return [...(programs.get(tsm) ?? new Map())].map(([key, state]) => ({
        key,
        ...state,
    }));
}
function isConfigFile(file) {
    return file !== undefined && /\.json$/i.test(file.fileName);
}
const BUILDER_SIGNATURE = 2;
/**
 * What other files can see of a file: its declaration emit, with the problems declaration emit
 * reports (as TypeScript's builder signs a file); a declaration or JSON file's own text. Undefined
 * when it cannot be computed (the caller then assumes it changed).
 */
function declarationShape(tsm, program, sourceFile) {
    if (sourceFile.isDeclarationFile || /\.json$/i.test(sourceFile.fileName))
        return sourceFile.text;
    let shape;
    try {
        program.emit(sourceFile, (_name, text, _bom, _onError, _sources, data) => {
            const problems = (data?.diagnostics ?? []).map((d) => `\n${d.file ? path.relative(path.dirname(sourceFile.fileName), d.file.fileName) : ""}(${d.start ?? ""},${d.length ?? ""}) ${d.code}: ${tsm.flattenDiagnosticMessageText(d.messageText, "\n")}`);
            // After a NUL, which no emit contains: changedExports then compares the shape whole.
            shape = (shape ?? "") + text + (problems.length > 0 ? `\0${problems.join("")}` : "");
        }, undefined, BUILDER_SIGNATURE, undefined, true);
    }
    catch {
        return undefined;
    }
    return shape;
}
/** The shapes kept for `program`: those of the previous program while its files are the very same. */
function shapesFor(program, kept) {
    const files = program.getSourceFiles();
    const same = kept !== undefined && kept.files.length === files.length && kept.files.every((f, i) => f === files[i]);
    return same ? kept : { files, byFile: new Map() };
}
function shapeIn(tsm, program, shapes, file) {
    if (shapes.byFile.has(file))
        return shapes.byFile.get(file);
    const sourceFile = program.getSourceFile(file);
    const shape = sourceFile ? declarationShape(tsm, program, sourceFile) : undefined;
    shapes.byFile.set(file, shape);
    return shape;
}
/**
 * The importers of `reshaped` that can see one of their changed exports, or undefined when that
 * cannot be told by name (then every importer can).
 */
function importersSeeing(tsm, graph, reshaped, importers, base, now, host) {
    const names = new Set();
    for (const file of reshaped) {
        const was = base.byFile.get(file);
        const is = now.byFile.get(file);
        const changed = was === undefined || is === undefined ? undefined : changedExports(tsm, file, was, is);
        if (!changed)
            return undefined;
        for (const name of changed)
            names.add(name);
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
        if (node.pos > start || node.end < end)
            return undefined;
        if (tsm.isFunctionLike(node)) {
            const body = node.body;
            const typed = node.type !== undefined ||
                tsm.isConstructorDeclaration(node) ||
                tsm.isSetAccessorDeclaration(node);
            if (typed && body && tsm.isBlock(body) && body.getStart(sourceFile) < start && end < body.end) {
                return { pos: node.pos, kind: node.kind, bodyEnd: body.end };
            }
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
    if (now.isDeclarationFile || !TYPESCRIPT_SOURCE.test(now.fileName))
        return false;
    const a = was.text;
    const b = now.text;
    let start = 0;
    const shorter = Math.min(a.length, b.length);
    while (start < shorter && a.charCodeAt(start) === b.charCodeAt(start))
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
        endA--;
        endB--;
    }
    const before = enclosingTypedBody(tsm, was, start, endA);
    const after = enclosingTypedBody(tsm, now, start, endB);
    return (before !== undefined &&
        after !== undefined &&
        before.pos === after.pos &&
        before.kind === after.kind &&
        after.bodyEnd - before.bodyEnd === b.length - a.length);
}
/**
 * Adds to the global scope (a script, `declare global`) or declares modules (`declare module`): such a
 * file affects files that never import it, so a change to its shape affects the whole project.
 */
function affectsEveryFile(tsm, sourceFile) {
    if (/\.json$/i.test(sourceFile.fileName))
        return false;
    const commonJs = sourceFile.commonJsModuleIndicator;
    if (!tsm.isExternalModule(sourceFile) && commonJs === undefined)
        return true;
    return sourceFile.statements.some((statement) => tsm.isModuleDeclaration(statement));
}
/** Files every file's diagnostics depend on: declaration files and files that declare globals or modules. */
function filesSeenEverywhere(tsm, program) {
    return program
        .getSourceFiles()
        .filter((f) => !program.isSourceFileDefaultLibrary(f) && (f.isDeclarationFile || affectsEveryFile(tsm, f)));
}
function directInputs(program) {
    const resolved = program
        .getResolvedModuleFromModuleSpecifier;
    if (typeof resolved !== "function")
        return undefined;
    const known = new Map();
    return (file) => {
        let direct = known.get(file);
        if (direct)
            return direct;
        const found = [];
        const add = (fileName) => {
            const input = fileName === undefined ? undefined : program.getSourceFile(fileName);
            if (input)
                found.push(input);
        };
        const imports = file.imports ?? [];
        for (const specifier of imports)
            add(resolved.call(program, specifier, file)?.resolvedModule?.resolvedFileName);
        for (const reference of file.referencedFiles)
            add(path.resolve(path.dirname(file.fileName), reference.fileName));
        direct = found;
        known.set(file, direct);
        return direct;
    };
}
/** A number per SourceFile object, for the life of the object: what "the very same file" means. */
const sourceIds = new WeakMap();
let lastSourceId = 0;
const shapeTokens = new WeakMap();
function sourceId(file) {
    return getOrCreate(sourceIds, file, () => ++lastSourceId);
}
/** What another file's diagnostics see of `file`: its declaration shape when known, else the object itself. */
function tokenOf(file) {
    const shape = shapeBySource.get(file);
    if (shape === undefined)
        return `#${sourceId(file)}`;
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
    if (!direct)
        return undefined;
    const global = sha1(everywhere.map(tokenOf).join(","));
    const closure = new Map();
    const index = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    let next = 0;
    const walk = (start) => {
        const frames = [];
        const enter = (file) => {
            index.set(file, next);
            low.set(file, next++);
            stack.push(file);
            onStack.add(file);
            frames.push({ file, inputs: direct(file), at: 0 });
        };
        enter(start);
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            if (frame.at < frame.inputs.length) {
                const input = frame.inputs[frame.at++];
                if (!index.has(input))
                    enter(input);
                else if (onStack.has(input))
                    low.set(frame.file, Math.min(low.get(frame.file), index.get(input)));
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
            if (low.get(frame.file) !== index.get(frame.file))
                continue;
            // frame.file is the root of a component: its members are on the stack down to it.
            const members = [];
            let member;
            do {
                member = stack.pop();
                onStack.delete(member);
                members.push(member);
            } while (member !== frame.file);
            const inside = new Set(members);
            const imported = new Set();
            for (const file of members) {
                for (const input of direct(file))
                    if (!inside.has(input))
                        imported.add(closure.get(input));
            }
            const tokens = members.map((file) => `${file.fileName}\0${tokenOf(file)}`).sort();
            const hash = sha1(`${tokens.join(",")}|${[...imported].sort().join(",")}`);
            for (const file of members)
                closure.set(file, hash);
        }
    };
    return (file) => {
        if (!closure.has(file))
            walk(file);
        return `${global}|${sourceId(file)}|${closure.get(file)}`;
    };
}
/** How many programs of changed files alone are kept per tsconfig (ProgramState.narrow). */
const KEPT_NARROW_PROGRAMS = 4;
function sameNames(a, b) {
    return a.length === b.length && a.every((name, i) => name === b[i]);
}
export function runApiGroup(group, root) {
    const { tsm, project } = group;
    const options = project ? project.parsed.options : (group.orphanOptions ?? {});
    const deleted = new Set(group.deleted);
    const changed = group.changed.filter((file) => !deleted.has(file));
    const host = createCachingHost(tsm, options, new Set(group.changed), group.overlay);
    const states = statesOf(tsm);
    const previous = states.get(group.key);
    const create = (names, oldProgram, compilerHost = host) => tsm.createProgram({
        rootNames: names,
        options,
        host: compilerHost,
        ...(oldProgram ? { oldProgram } : {}),
        ...(project?.parsed.projectReferences ? { projectReferences: project.parsed.projectReferences } : {}),
        ...(project ? { configFileParsingDiagnostics: project.parsed.errors } : {}),
    });
    // The old program to build from: the kept one with the very same roots, whose structure and
    // module resolutions TypeScript then reuses; else the last one (its parsed files still count).
    const sameOptions = previous?.options === options;
    // Programs of other options: their structure is not reused anyway.
    const narrow = new Map(sameOptions ? previous?.narrow : undefined);
    const oldFor = (names, fallback) => (previous && sameNames(previous.program.getRootFileNames(), names) ? previous.program : undefined) ??
        narrow.get(names.join("\0")) ??
        fallback;
    // First the changed files alone (with what may declare globals): enough to see their shapes.
    const report = new Set(changed);
    let rootNames = project ? programRoots(tsm, project, report, deleted) : [...report];
    let program = create(rootNames, oldFor(rootNames, previous?.program));
    const rootsKey = rootNames.join("\0");
    narrow.delete(rootsKey);
    narrow.set(rootsKey, program);
    for (const key of narrow.keys())
        if (narrow.size > KEPT_NARROW_PROGRAMS)
            narrow.delete(key);
    const state = { program, narrow, runs: (previous?.runs ?? 0) + 1 };
    state.options = options;
    const cache = (sameOptions ? previous?.diagnostics : undefined) ?? new Map();
    state.diagnostics = cache;
    const reshaped = [];
    // The import graph the importers were found through, when they were (reused for GroupOutcome.causes).
    let importGraph;
    if (project) {
        let everything = false;
        const unsure = [];
        const differs = [];
        for (const file of changed) {
            const base = group.base?.get(file);
            const now = program.getSourceFile(file);
            if (base === undefined || base === null || !now)
                unsure.push(file);
            else if (base !== now.text)
                differs.push(file);
        }
        // An edit inside the body of a function whose signature says what it returns changes nothing
        // other files see: no base program and no declaration emit are needed to know it.
        const baseSources = new Map();
        const measure = differs.filter((file) => {
            const text = group.base.get(file);
            const kept = previous?.baseSources?.get(file);
            const was = kept?.text === text ? kept : tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest);
            baseSources.set(file, was);
            return !bodyOnlyEdit(tsm, was, program.getSourceFile(file));
        });
        state.baseSources = baseSources;
        // The changed files whose shape differs from the base's, both known: their importers' shapes can
        // be compared the same way (followShapes).
        const measured = [];
        let baseHost;
        let nowShapes;
        let baseProgram;
        let baseShapes;
        if (measure.length > 0) {
            // The base program: this one with the changed files as they were at the base revision.
            const overlay = new Map(group.overlay ?? []);
            for (const file of differs)
                overlay.set(file, group.base.get(file));
            const documents = previous?.base?.documents ?? new Map();
            baseHost = createCachingHost(tsm, options, new Set(), overlay, documents);
            // The base program depends only on the base texts and on this program's other files: when both
            // are what they were last run (another edit of the same files), it is last run's, shapes and all.
            const differing = new Set(differs);
            const others = program.getSourceFiles().filter((f) => !differing.has(path.resolve(f.fileName)));
            const texts = differs.map((file) => `${file}\0${group.base.get(file)}`).join("\0");
            const kept = previous?.base;
            const same = kept?.texts === texts &&
                kept.others !== undefined &&
                kept.others.length === others.length &&
                kept.others.every((f, i) => f === others[i]);
            if (same && kept.shapes) {
                baseProgram = kept.program;
                baseShapes = kept.shapes;
            }
            else {
                baseProgram = create(rootNames, kept?.program, baseHost);
                baseShapes = shapesFor(baseProgram, kept?.shapes);
            }
            nowShapes = shapesFor(program, previous?.shapes);
            state.shapes = nowShapes;
            state.base = { program: baseProgram, documents, shapes: baseShapes, texts, others };
            if (same && kept.wide)
                state.base.wide = kept.wide;
            for (const file of measure) {
                const was = shapeIn(tsm, baseProgram, baseShapes, file);
                const is = shapeIn(tsm, program, nowShapes, file);
                const source = program.getSourceFile(file);
                if (source && is !== undefined)
                    shapeBySource.set(source, is);
                if (was === undefined || is === undefined)
                    unsure.push(file);
                else if (was !== is)
                    measured.push(file);
                else
                    continue;
                const before = baseProgram.getSourceFile(file);
                if (before && affectsEveryFile(tsm, before))
                    everything = true;
            }
        }
        else {
            if (previous?.base)
                state.base = previous.base;
            if (previous?.shapes)
                state.shapes = previous.shapes;
        }
        for (const file of [...unsure, ...measured]) {
            reshaped.push(file);
            const now = program.getSourceFile(file);
            if (now && affectsEveryFile(tsm, now))
                everything = true;
        }
        // What the reshaped and deleted files can affect: every file that depends on them, or, when each
        // reshaped file's base is known, as far as the shapes of their importers change (followShapes).
        if (everything) {
            for (const name of project.parsed.fileNames) {
                const file = path.resolve(name);
                if (!deleted.has(file))
                    report.add(file);
            }
        }
        else if (reshaped.length > 0 || deleted.size > 0) {
            const graph = projectGraph(tsm, project, deleted);
            importGraph = graph;
            let importers = findImporters(reshaped, graph);
            // Each reshaped file's changed exports, by name, when both shapes are known: an importer that
            // can see none of them is not checked, nor what depends on it only (changed-exports.ts).
            const seeing = unsure.length === 0 && deleted.size === 0 && baseShapes && nowShapes
                ? importersSeeing(tsm, graph, reshaped, importers, baseShapes, nowShapes, host)
                : undefined;
            const narrowed = seeing !== undefined && seeing.size < importers.size;
            if (narrowed)
                importers = seeing;
            const dependents = narrowed
                ? new Set([...importers, ...findDependents(importers, graph)])
                : findDependents([...reshaped, ...deleted], graph);
            const follow = unsure.length === 0 &&
                deleted.size === 0 &&
                baseProgram !== undefined &&
                worthFollowing(importers, dependents, narrowed);
            if (follow) {
                let lookup;
                const followed = followShapes({
                    tsm,
                    graph,
                    reshaped,
                    report,
                    importers,
                    widen: (files) => {
                        if (files.length > 0 || !lookup) {
                            for (const file of files)
                                report.add(file);
                            rootNames = programRoots(tsm, project, report, deleted);
                            program = create(rootNames, oldFor(rootNames, program));
                            const wide = state.base.wide;
                            const baseWide = create(rootNames, wide?.program ?? baseProgram, baseHost);
                            const wideShapes = shapesFor(baseWide, wide?.shapes);
                            state.base.wide = { program: baseWide, shapes: wideShapes };
                            const now = program;
                            const nowWide = shapesFor(now, nowShapes);
                            lookup = {
                                now: (file) => shapeIn(tsm, now, nowWide, file),
                                base: (file) => shapeIn(tsm, baseWide, wideShapes, file),
                                affectsEveryFile: (file) => {
                                    const source = now.getSourceFile(file);
                                    return source !== undefined && affectsEveryFile(tsm, source);
                                },
                            };
                        }
                        return lookup;
                    },
                });
                if (followed === "everything") {
                    for (const name of project.parsed.fileNames) {
                        const file = path.resolve(name);
                        if (!deleted.has(file))
                            report.add(file);
                    }
                }
            }
            else {
                for (const dependent of dependents)
                    report.add(dependent);
            }
        }
        if (report.size > changed.length) {
            const wanted = programRoots(tsm, project, report, deleted);
            if (!sameNames(rootNames, wanted)) {
                rootNames = wanted;
                program = create(rootNames, oldFor(rootNames, program));
            }
        }
    }
    else {
        reshaped.push(...changed);
    }
    if (project && options.composite) {
        // A composite project reports every emitted file that is not a root (TS6307): the project's files
        // the program pulled in become roots too, as they are in the full program.
        const inProgram = new Set(program.getSourceFiles().map((f) => path.resolve(f.fileName)));
        const roots = new Set(rootNames.map((f) => path.resolve(f)));
        const pulledIn = rootNames.length;
        rootNames = project.parsed.fileNames.filter((f) => {
            const file = path.resolve(f);
            return roots.has(file) || (inProgram.has(file) && !deleted.has(file));
        });
        if (rootNames.length > pulledIn)
            program = create(rootNames, oldFor(rootNames, program));
    }
    state.program = program;
    state.reported = [...report];
    states.set(group.key, state);
    const findings = [];
    const failures = [];
    const seen = new Set();
    const add = (diagnostic) => {
        const key = `${diagnostic.file?.fileName ?? ""}:${diagnostic.start ?? ""}:${diagnostic.code}`;
        if (seen.has(key))
            return;
        seen.add(key);
        const finding = diagnosticToFinding(tsm, diagnostic, root);
        if (finding)
            findings.push(finding);
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
        let diagnostics = key !== undefined && entry?.key === key ? entry.diagnostics : undefined;
        if (!diagnostics) {
            diagnostics = [
                ...program.getSyntacticDiagnostics(sourceFile),
                ...program.getSemanticDiagnostics(sourceFile),
            ];
            if (key !== undefined)
                cache.set(file, { key, diagnostics });
            else
                cache.delete(file);
        }
        for (const diagnostic of diagnostics)
            add(diagnostic);
    }
    // Problems of the project itself: tsconfig errors (reported on the tsconfig), bad option combinations.
    // Asking for them builds the type checker: a program of the very same files has the same ones.
    const files = program.getSourceFiles();
    const kept = sameOptions ? previous?.projectDiagnostics : undefined;
    const sameFiles = kept !== undefined && kept.files.length === files.length && kept.files.every((f, i) => f === files[i]);
    const ownDiagnostics = sameFiles
        ? kept.diagnostics
        : [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    state.projectDiagnostics = { files, diagnostics: ownDiagnostics };
    const projectDiagnostics = [...(project?.parsed.errors ?? []), ...ownDiagnostics];
    for (const diagnostic of projectDiagnostics) {
        // "No inputs were found": the file is then in no project, which is handled (and noted) elsewhere.
        if (diagnostic.code === 18003)
            continue;
        // A root file deleted outside the change: the cached file list is stale; parse again next time.
        if (diagnostic.code === 6053 && !diagnostic.file) {
            if (project)
                invalidateProject(tsm, project.configPath);
            continue;
        }
        const file = diagnostic.file;
        if (file && !isConfigFile(file) && !report.has(path.resolve(file.fileName)))
            continue;
        add(diagnostic);
    }
    const atBase = group.compare && group.base
        ? findingsAtBase(tsm, root, findings, group.base, {
            program,
            rootNames,
            overlay: group.overlay,
            documents: state.base?.documents ?? previous?.base?.documents ?? new Map(),
            create: (names, oldProgram, compilerHost) => create(names, oldProgram, compilerHost),
            options,
            renamed: group.renamed,
        })
        : undefined;
    // The graph is lazy (a file is scanned when asked for): a walk from the few files with findings
    // costs little even when the whole project was checked and no graph was built for that.
    const causes = project
        ? causesOf(findings, changed, [...reshaped, ...deleted], importGraph ?? projectGraph(tsm, project, deleted), root)
        : {};
    return {
        findings,
        failures,
        reported: [...report],
        reshaped,
        ...(atBase ? { atBase } : {}),
        ...(Object.keys(causes).length > 0 ? { causes } : {}),
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
        if (found && found.size > 0)
            causes[file] = [...found].map((target) => toRelative(root, target)).sort();
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
    const atBase = { files: [], findings: [] };
    // The files asked for at the base (absolute), each with the name its findings are reported under.
    const asked = new Map();
    // A config's own diagnostics (a deprecated option in tsconfig.json), when the change left the config
    // as it was: what the base program says of it decides (an option TypeScript deprecated before the
    // change is no finding of the change's). A changed config is not compared: its lines decide.
    const configs = new Map();
    for (const file of new Set(findings.map((f) => f.file))) {
        const absolute = path.resolve(root, file);
        if (/\.json$/i.test(file) && !now.program.getSourceFile(absolute) && !base.has(absolute)) {
            atBase.files.push(file);
            configs.set(absolute, file);
            continue;
        }
        if (!now.program.getSourceFile(absolute) || /\.json$/i.test(file))
            continue;
        const previous = now.renamed?.get(absolute);
        const was = base.get(absolute) === null && previous !== undefined && typeof base.get(previous) === "string"
            ? previous
            : absolute;
        atBase.files.push(file);
        if (base.get(was) !== null)
            asked.set(was, file);
    }
    if (asked.size === 0 && configs.size === 0)
        return atBase;
    // The changed files as they were: only those whose text differs, so the rest stay shared.
    const overlay = new Map(now.overlay ?? []);
    for (const [file, text] of base) {
        if (text === null || now.program.getSourceFile(file)?.text !== text)
            overlay.set(file, text);
    }
    const host = createCachingHost(tsm, now.options, new Set(), overlay, now.documents);
    const roots = now.rootNames.filter((file) => base.get(path.resolve(file)) !== null);
    // A renamed file's previous path, which nothing may import any more.
    for (const file of asked.keys())
        if (!roots.some((root) => path.resolve(root) === file))
            roots.push(file);
    const program = now.create(roots, now.program, host);
    const seen = new Set();
    const named = new Map();
    const add = (diagnostic) => {
        const key = `${diagnostic.file?.fileName ?? ""}:${diagnostic.start ?? ""}:${diagnostic.code}`;
        if (seen.has(key))
            return;
        seen.add(key);
        const finding = diagnosticToFinding(tsm, diagnostic, root);
        const file = diagnostic.file &&
            (named.get(diagnostic.file.fileName) ?? configs.get(path.resolve(diagnostic.file.fileName)));
        if (finding && file)
            atBase.findings.push({ file, rule: finding.rule, message: finding.message, line: finding.line });
    };
    for (const [file, name] of asked) {
        const sourceFile = program.getSourceFile(file);
        if (!sourceFile)
            continue;
        named.set(sourceFile.fileName, name);
        for (const diagnostic of program.getSyntacticDiagnostics(sourceFile))
            add(diagnostic);
        for (const diagnostic of program.getSemanticDiagnostics(sourceFile))
            add(diagnostic);
    }
    for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
        if (diagnostic.file &&
            (named.has(diagnostic.file.fileName) || configs.has(path.resolve(diagnostic.file.fileName))))
            add(diagnostic);
    }
    return atBase;
}
