/**
 * TypeScript 5.x/6.x through the compiler API, in-process. One program per tsconfig stays in module
 * state and is handed to the next `createProgram` as `oldProgram`; with the caching host, unchanged
 * files keep their SourceFile objects and the program's structure is reused.
 */
import path from "node:path";
import type ts from "typescript";
import { toRelative } from "../../changes/paths.js";
import type { Finding } from "../check.js";
import { invalidateProject, type ParsedProject } from "./config.js";
import { createCachingHost } from "./host.js";
import {
  findImporters,
  resolutionHost,
  resolveRef,
  scanImports,
  scanReexports,
  type ImportGraphSource,
  type ModuleRef,
} from "./importers.js";
import type { TsModule } from "./load.js";
import { describeDiagnostic, diagnosticToFinding } from "./messages.js";

export interface ApiGroup {
  tsm: TsModule;
  /** Identifies the cached program: the tsconfig, or the orphan group's base. */
  key: string;
  /** The owning project; absent for files in no project. */
  project?: ParsedProject;
  /** Options for files in no project (the nearest tsconfig's, or defaults). */
  orphanOptions?: ts.CompilerOptions;
  /** Changed files that exist (absolute). */
  changed: string[];
  /** Deleted files whose importers must be checked again (absolute). */
  deleted: string[];
}

export interface GroupOutcome {
  findings: Finding[];
  /** One-line messages of problems that have no location (a broken tsconfig option...). */
  failures: string[];
  /** Files the diagnostics were reported for (changed files and their importers), absolute. */
  reported: string[];
}

interface ProgramState {
  program: ts.Program;
  runs: number;
}

const programs = new WeakMap<TsModule, Map<string, ProgramState>>();

function statesOf(tsm: TsModule): Map<string, ProgramState> {
  let states = programs.get(tsm);
  if (!states) {
    states = new Map();
    programs.set(tsm, states);
  }
  return states;
}

/** The programs kept for a TypeScript module, by group key (tests use it to prove reuse between runs). */
export function cachedPrograms(tsm: TsModule): Array<{ key: string; program: ts.Program; runs: number }> {
  return [...(programs.get(tsm) ?? new Map<string, ProgramState>())].map(([key, state]) => ({
    key,
    ...state,
  }));
}

const importsCache = new WeakMap<ts.SourceFile, ModuleRef[]>();
const reexportsCache = new WeakMap<ts.SourceFile, Set<string>>();

/** The program's own files (not lib, not node_modules) as an import graph. */
function graphOf(
  tsm: TsModule,
  program: ts.Program,
  host: ts.CompilerHost,
  deleted: ReadonlySet<string>,
): ImportGraphSource {
  const options = program.getCompilerOptions();
  const byPath = new Map<string, ts.SourceFile>();
  for (const sourceFile of program.getSourceFiles()) {
    if (
      program.isSourceFileDefaultLibrary(sourceFile) ||
      program.isSourceFileFromExternalLibrary(sourceFile)
    ) {
      continue;
    }
    if (/[\\/]node_modules[\\/]/.test(sourceFile.fileName)) continue;
    byPath.set(path.resolve(sourceFile.fileName), sourceFile);
  }
  const moduleCache = tsm.createModuleResolutionCache(
    host.getCurrentDirectory(),
    (f) => host.getCanonicalFileName(f),
    options,
  );
  const lookupHost = resolutionHost(host, deleted);
  return {
    files: [...byPath.keys()],
    importsOf(file) {
      const sourceFile = byPath.get(file);
      if (!sourceFile) return [];
      let refs = importsCache.get(sourceFile);
      if (!refs) {
        refs = scanImports(tsm, sourceFile.text, sourceFile.impliedNodeFormat);
        importsCache.set(sourceFile, refs);
      }
      return refs;
    },
    reexportsOf(file) {
      const sourceFile = byPath.get(file);
      if (!sourceFile) return new Set();
      let reexports = reexportsCache.get(sourceFile);
      if (!reexports) {
        reexports = scanReexports(tsm, sourceFile);
        reexportsCache.set(sourceFile, reexports);
      }
      return reexports;
    },
    resolve: (ref, containingFile) => resolveRef(tsm, ref, containingFile, options, lookupHost, moduleCache),
  };
}

function isConfigFile(file: ts.SourceFile | undefined): boolean {
  return file !== undefined && /\.json$/i.test(file.fileName);
}

export function runApiGroup(group: ApiGroup, root: string): GroupOutcome {
  const { tsm, project } = group;
  const options = project ? project.parsed.options : (group.orphanOptions ?? {});
  const deleted = new Set(group.deleted);
  const host = createCachingHost(tsm, options, new Set(group.changed));
  const rootNames = (project ? project.parsed.fileNames : group.changed).filter(
    (file) => !deleted.has(path.resolve(file)),
  );
  const states = statesOf(tsm);
  const previous = states.get(group.key);
  const program = tsm.createProgram({
    rootNames,
    options,
    host,
    ...(previous ? { oldProgram: previous.program } : {}),
    ...(project?.parsed.projectReferences ? { projectReferences: project.parsed.projectReferences } : {}),
    ...(project ? { configFileParsingDiagnostics: project.parsed.errors } : {}),
  });
  states.set(group.key, { program, runs: (previous?.runs ?? 0) + 1 });

  const targets = group.changed.filter((file) => program.getSourceFile(file) !== undefined);
  const report = new Set(targets);
  if (project && (targets.length > 0 || deleted.size > 0)) {
    for (const importer of findImporters([...targets, ...deleted], graphOf(tsm, program, host, deleted))) {
      report.add(importer);
    }
  }

  const findings: Finding[] = [];
  const failures: string[] = [];
  const seen = new Set<string>();
  const add = (diagnostic: ts.Diagnostic) => {
    const key = `${diagnostic.file?.fileName ?? ""}:${diagnostic.start ?? ""}:${diagnostic.code}`;
    if (seen.has(key)) return;
    seen.add(key);
    const finding = diagnosticToFinding(tsm, diagnostic, root);
    if (finding) findings.push(finding);
    else {
      const where = project ? toRelative(root, project.configPath) : "compiler options";
      failures.push(`${where}: ${describeDiagnostic(tsm, diagnostic)}`);
    }
  };

  for (const file of report) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) continue;
    for (const diagnostic of program.getSyntacticDiagnostics(sourceFile)) add(diagnostic);
    for (const diagnostic of program.getSemanticDiagnostics(sourceFile)) add(diagnostic);
  }
  // Problems of the project itself: tsconfig errors (reported on the tsconfig), bad option combinations.
  const projectDiagnostics = [
    ...(project?.parsed.errors ?? []),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ];
  for (const diagnostic of projectDiagnostics) {
    // "No inputs were found": the file is then in no project, which is handled (and noted) elsewhere.
    if (diagnostic.code === 18003) continue;
    // A root file deleted outside the change: the cached file list is stale; parse again next time.
    if (diagnostic.code === 6053 && !diagnostic.file) {
      if (project) invalidateProject(tsm, project.configPath);
      continue;
    }
    const file = diagnostic.file;
    if (file && !isConfigFile(file) && !report.has(path.resolve(file.fileName))) continue;
    add(diagnostic);
  }
  return { findings, failures, reported: [...report] };
}
