/**
 * Which tsconfig owns a file: the nearest `tsconfig.json` walking up from the file to the root, if
 * the file is part of that project (its parsed file list), else of a project it references (solution
 * style). Parsed configs are cached per TypeScript module and re-parsed when a config file changed or
 * when the caller says the file list may have changed (files created or deleted).
 */
import { readdirSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import type ts from "typescript";
import { findUp } from "../../changes/paths.js";
import type { TsModule } from "./load.js";
import { getOrCreate } from "../../util/cache.js";

export interface ParsedProject {
  /** Absolute path of the tsconfig. */
  configPath: string;
  parsed: ts.ParsedCommandLine;
  /** The project's files (absolute, `path.resolve` form). */
  fileSet: Set<string>;
  /** Config files read while parsing (the tsconfig, what it extends) and their modification times. */
  inputs: Map<string, number>;
  /** An error that stopped parsing altogether (unreadable tsconfig). */
  unrecoverable?: ts.Diagnostic;
}

/** Compiler options for a file that belongs to no tsconfig at all (JSON, as in a tsconfig). */
export const DEFAULT_COMPILER_OPTIONS = {
  target: "ES2022",
  module: "ESNext",
  moduleResolution: "Bundler",
  strict: true,
  skipLibCheck: true,
  noEmit: true,
} as const;

const cache = new WeakMap<TsModule, Map<string, ParsedProject>>();

function mtimeOf(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

function unchanged(project: ParsedProject): boolean {
  for (const [file, mtime] of project.inputs) if (mtimeOf(file) !== mtime) return false;
  return true;
}

/** `dir` and, when recursive, the directories below it (not node_modules or hidden ones), at most 10,000. */
function directoriesUnder(dir: string, recursive: boolean): string[] {
  const found = [path.resolve(dir)];
  for (let i = 0; recursive && i < found.length && found.length < 10_000; i++) {
    let entries: Dirent[];
    try {
      entries = readdirSync(found[i]!, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith("."))
        found.push(path.join(found[i]!, entry.name));
  }
  return found;
}

function parse(tsm: TsModule, configPath: string): ParsedProject {
  const inputs = new Map<string, number>();
  let unrecoverable: ts.Diagnostic | undefined;
  const host: ts.ParseConfigFileHost = {
    useCaseSensitiveFileNames: tsm.sys.useCaseSensitiveFileNames,
    getCurrentDirectory: () => path.dirname(configPath),
    fileExists: (file) => tsm.sys.fileExists(file),
    readFile: (file) => {
      const text = tsm.sys.readFile(file);
      if (text !== undefined) inputs.set(path.resolve(file), mtimeOf(file));
      return text;
    },
    readDirectory: (dir, extensions, excludes, includes, depth) =>
      tsm.sys.readDirectory(dir, extensions, excludes, includes, depth),
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      unrecoverable = diagnostic;
    },
  };
  inputs.set(configPath, mtimeOf(configPath));
  const parsed = tsm.getParsedCommandLineOfConfigFile(configPath, undefined, host) ?? {
    options: {},
    fileNames: [],
    errors: [],
  };
  // The directories the include globs walk: a file created or removed there (by anyone, at any time)
  // changes its directory's mtime, so the cached file list is parsed again. A warm daemon needs this.
  for (const [dir, flags] of Object.entries(parsed.wildcardDirectories ?? {})) {
    const recursive = (flags & tsm.WatchDirectoryFlags.Recursive) !== 0;
    for (const walked of directoriesUnder(dir, recursive)) inputs.set(walked, mtimeOf(walked));
  }
  return {
    configPath,
    parsed,
    fileSet: new Set(parsed.fileNames.map((f) => path.resolve(f))),
    inputs,
    ...(unrecoverable ? { unrecoverable } : {}),
  };
}

function projectsOf(tsm: TsModule): Map<string, ParsedProject> {
  return getOrCreate(cache, tsm, () => new Map<string, ParsedProject>());
}

/** Forgets a parsed config (its file list went stale). */
export function invalidateProject(tsm: TsModule, configPath: string): void {
  cache.get(tsm)?.delete(configPath);
}

export type Location =
  | { kind: "project"; project: ParsedProject }
  /** In no project: checked with the nearest tsconfig's options, or defaults when there is none. */
  | { kind: "orphan"; nearest?: ParsedProject };

/** The nearest tsconfig.json from the file's directory up to the root. */
export function nearestConfig(absFile: string, root: string): string | undefined {
  const found = findUp(path.dirname(absFile), ["tsconfig.json"], root);
  return found ? path.join(found.dir, found.name) : undefined;
}

/**
 * Config lookups for one run. A config is parsed at most once per run; across runs the cached parse
 * is reused while its files are unchanged, unless the run created or deleted files (`refresh`).
 */
export class ConfigSession {
  private readonly parsedThisRun = new Set<string>();

  constructor(
    private readonly tsm: TsModule,
    private readonly root: string,
    private readonly refresh: boolean,
  ) {}

  load(configPath: string, force = false): ParsedProject {
    const projects = projectsOf(this.tsm);
    const cached = projects.get(configPath);
    if (cached && (this.parsedThisRun.has(configPath) || (!force && !this.refresh && unchanged(cached)))) {
      return cached;
    }
    const project = parse(this.tsm, configPath);
    projects.set(configPath, project);
    this.parsedThisRun.add(configPath);
    return project;
  }

  /** The projects a solution-style tsconfig references, depth first, each once. */
  references(project: ParsedProject, force = false): ParsedProject[] {
    const found: ParsedProject[] = [];
    const seen = new Set<string>([project.configPath]);
    const visit = (current: ParsedProject) => {
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

  locate(absFile: string): Location {
    const configPath = nearestConfig(absFile, this.root);
    if (!configPath) return { kind: "orphan" };
    const find = (force: boolean): Location => {
      const nearest = this.load(configPath, force);
      if (nearest.fileSet.has(absFile)) return { kind: "project", project: nearest };
      for (const referenced of this.references(nearest, force)) {
        if (referenced.fileSet.has(absFile)) return { kind: "project", project: referenced };
      }
      return { kind: "orphan", nearest };
    };
    const found = find(false);
    // A file created since the config was parsed is not in its cached file list yet: parse again once.
    return found.kind === "orphan" ? find(true) : found;
  }
}

/** The compiler options for orphan files: the nearest config's, or qgate's defaults. */
export function orphanOptions(
  tsm: TsModule,
  nearest: ParsedProject | undefined,
  root: string,
): ts.CompilerOptions {
  if (nearest) return { ...nearest.parsed.options, noEmit: true };
  const json: Record<string, unknown> = { ...DEFAULT_COMPILER_OPTIONS };
  // TypeScript before 5.0 has no "Bundler" resolution.
  if (!("Bundler" in tsm.ModuleResolutionKind)) {
    delete json.moduleResolution;
    json.module = "CommonJS";
  }
  return tsm.convertCompilerOptionsFromJson(json, root).options;
}
