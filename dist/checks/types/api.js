/**
 * TypeScript 5.x/6.x through the compiler API, in-process. The program holds only what the check
 * needs: the changed files, their importers (found by a scan, project-graph.ts) and whatever those
 * import, plus the project's files that may declare globals; never the whole tsconfig for one edit.
 * One program per tsconfig stays in module state and is handed to the next `createProgram` as
 * `oldProgram`; with the caching host, unchanged files keep their SourceFile objects, and the program's
 * structure is reused when the same files are checked again.
 */
import path from "node:path";
import { toRelative } from "../../changes/paths.js";
import { invalidateProject } from "./config.js";
import { createCachingHost } from "./host.js";
import { findImporters } from "./importers.js";
import { programRoots, projectGraph } from "./project-graph.js";
import { describeDiagnostic, diagnosticToFinding } from "./messages.js";
import { getOrCreate } from "../../util/cache.js";
import { checkMessages } from "../../messages.js";
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
export function runApiGroup(group, root) {
    const { tsm, project } = group;
    const options = project ? project.parsed.options : (group.orphanOptions ?? {});
    const deleted = new Set(group.deleted);
    const host = createCachingHost(tsm, options, new Set(group.changed), group.overlay);
    // What is reported: the changed files and their importers, found by scanning the project's files.
    const report = new Set(group.changed.filter((file) => !deleted.has(file)));
    if (project && (report.size > 0 || deleted.size > 0)) {
        for (const importer of findImporters([...report, ...deleted], projectGraph(tsm, project, deleted))) {
            report.add(importer);
        }
    }
    // What is built: those files and what they import (followed by TypeScript), plus the project's files
    // that may declare globals; not the whole tsconfig.
    let rootNames = project ? programRoots(tsm, project, report, deleted) : [...report];
    const states = statesOf(tsm);
    const previous = states.get(group.key);
    const create = (names, oldProgram) => tsm.createProgram({
        rootNames: names,
        options,
        host,
        ...(oldProgram ? { oldProgram } : {}),
        ...(project?.parsed.projectReferences ? { projectReferences: project.parsed.projectReferences } : {}),
        ...(project ? { configFileParsingDiagnostics: project.parsed.errors } : {}),
    });
    let program = create(rootNames, previous?.program);
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
            program = create(rootNames, program);
    }
    states.set(group.key, { program, runs: (previous?.runs ?? 0) + 1 });
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
    for (const file of report) {
        const sourceFile = program.getSourceFile(file);
        if (!sourceFile)
            continue;
        for (const diagnostic of program.getSyntacticDiagnostics(sourceFile))
            add(diagnostic);
        for (const diagnostic of program.getSemanticDiagnostics(sourceFile))
            add(diagnostic);
    }
    // Problems of the project itself: tsconfig errors (reported on the tsconfig), bad option combinations.
    const projectDiagnostics = [
        ...(project?.parsed.errors ?? []),
        ...program.getOptionsDiagnostics(),
        ...program.getGlobalDiagnostics(),
    ];
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
    return { findings, failures, reported: [...report] };
}
