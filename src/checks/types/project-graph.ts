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
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ParsedProject } from "./config.js";
import {
  resolutionHost,
  resolveRef,
  scanReexports,
  type ImportGraphSource,
  type ModuleRef,
} from "./importers.js";
import { fileStamp } from "./file-stamps.js";
import type { TsModule } from "./load.js";
import { getOrCreate } from "../../util/cache.js";

interface FileScan {
  mtimeMs: number;
  size: number;
  /** Module references; `mode` only where the import itself says (`with { "resolution-mode" }`). */
  refs: ModuleRef[];
  /** Has `declare global` or `declare module`: augments the global scope or another module. */
  ambient: boolean;
  /** The modules it names in `declare module "<name>"` (an augmentation's target, or an ambient module). */
  declaredModules: string[];
  /** No line starts with `import` or `export`: a script, whose declarations are global. */
  script: boolean;
  /** Parsed on demand, only for files that import one of the targets. */
  reexports?: Set<string>;
}

const scans = new WeakMap<TsModule, Map<string, FileScan>>();

const AMBIENT = /\bdeclare\s+(?:global|module)\b/;
const DECLARED_MODULE = /\bdeclare\s+module\s+(["'])([^"'\r\n]+)\1/g;
/** Top-level module syntax as written in practice: at the start of a line (formatted code). */
const MODULE_SYNTAX = /^(?:import|export)\b/m;
/** CommonJS in a JavaScript file also makes it a module for TypeScript. */
const COMMONJS = /\b(?:require\s*\(|module\.exports\b|exports\.[\w$]+\s*=)/;
const JAVASCRIPT = /\.[cm]?jsx?$/i;
/** Always modules, whatever their content. */
const MODULE_EXTENSION = /\.(?:mts|cts|mjs|cjs)$/i;
/** `.d.ts`, `.d.mts`, `.d.cts` and declarations for other extensions (`styles.d.css.ts`). */
const DECLARATION = /\.d(?:\.[^\\/.]+)?\.[cm]?ts$/i;

function scansOf(tsm: TsModule): Map<string, FileScan> {
  return getOrCreate(scans, tsm, () => new Map<string, FileScan>());
}

/** The file's scan, fresh by its stamp; undefined when it is not a readable file. */
function scanFile(tsm: TsModule, file: string): FileScan | undefined {
  const map = scansOf(tsm);
  const stats = fileStamp(file);
  if (!stats?.isFile) {
    map.delete(file);
    return undefined;
  }
  const cached = map.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    map.delete(file);
    return undefined;
  }
  const refs: ModuleRef[] = [];
  if (!/\.json$/i.test(file)) {
    const info = tsm.preProcessFile(text, true, true);
    for (const imported of info.importedFiles) {
      const mode = imported.resolutionMode;
      refs.push({ specifier: imported.fileName, kind: "import", mode });
    }
    for (const referenced of info.referencedFiles)
      refs.push({ specifier: referenced.fileName, kind: "path" });
  }
  const script =
    !/\.json$/i.test(file) &&
    !MODULE_EXTENSION.test(file) &&
    !MODULE_SYNTAX.test(text) &&
    !(JAVASCRIPT.test(file) && COMMONJS.test(text));
  const entry: FileScan = {
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    refs,
    ambient: AMBIENT.test(text),
    declaredModules: [...text.matchAll(DECLARED_MODULE)].map((match) => match[2]!),
    script,
  };
  map.set(file, entry);
  return entry;
}

/** Forgets cached scans (tests measure cold behaviour with it). */
export function clearScans(tsm: TsModule): void {
  scans.delete(tsm);
}

/** The project's own files (its parsed file list, minus `deleted`) as an import graph. */
export function projectGraph(
  tsm: TsModule,
  project: ParsedProject,
  deleted: ReadonlySet<string>,
): ImportGraphSource {
  const options = project.parsed.options;
  const moduleCache = tsm.createModuleResolutionCache(
    path.dirname(project.configPath),
    (f) => (tsm.sys.useCaseSensitiveFileNames ? f : f.toLowerCase()),
    options,
  );
  const lookupHost = resolutionHost(tsm.sys, deleted);
  const files = [...project.fileSet].filter((file) => !deleted.has(file));
  const refsByFile = new Map<string, ModuleRef[]>();
  return {
    files,
    importsOf(file) {
      let refs = refsByFile.get(file);
      if (refs) return refs;
      const scan = scanFile(tsm, file);
      if (!scan) return [];
      // The file's own format (node16/nodenext: package.json "type", .mts/.cts) for imports that do not say.
      const implied = tsm.getImpliedNodeFormatForFile(
        file,
        moduleCache.getPackageJsonInfoCache(),
        tsm.sys,
        options,
      );
      refs =
        implied === undefined
          ? scan.refs
          : scan.refs.map((ref) =>
              ref.kind === "import" && ref.mode === undefined ? { ...ref, mode: implied } : ref,
            );
      refsByFile.set(file, refs);
      return refs;
    },
    reexportsOf(file) {
      const scan = scanFile(tsm, file);
      if (!scan) return new Set();
      if (!scan.reexports) {
        let text = "";
        try {
          text = readFileSync(file, "utf8");
        } catch {
          // Gone since the scan: it re-exports nothing any more.
        }
        scan.reexports = scanReexports(tsm, tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest));
      }
      return scan.reexports;
    },
    resolve: (ref, containingFile) => resolveRef(tsm, ref, containingFile, options, lookupHost, moduleCache),
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
export function programRoots(
  tsm: TsModule,
  project: ParsedProject,
  report: ReadonlySet<string>,
  deleted: ReadonlySet<string>,
): string[] {
  const options = project.parsed.options;
  // One output file: every file is part of what is checked together.
  const everything = options.outFile !== undefined || (options as { out?: string }).out !== undefined;
  const scriptsAreGlobal = options.moduleDetection !== tsm.ModuleDetectionKind.Force;
  // A module augmentation's target must be in the program too: TypeScript resolves the name of
  // `declare module "./config"` but does not load the file for it (TS2664 without it).
  const augmented = new Set<string>();
  let resolver: ImportGraphSource | undefined;
  const roots = project.parsed.fileNames.filter((name) => {
    const file = path.resolve(name);
    if (deleted.has(file)) return false;
    const scan = scanFile(tsm, file);
    const included =
      everything ||
      report.has(file) ||
      DECLARATION.test(file) ||
      (scan !== undefined && (scan.ambient || (scriptsAreGlobal && scan.script)));
    for (const specifier of included ? (scan?.declaredModules ?? []) : []) {
      if (!specifier.startsWith(".")) continue; // A package's module: the program resolves it from imports.
      resolver ??= projectGraph(tsm, project, deleted);
      const target = resolver.resolve({ specifier, kind: "import" }, file);
      if (target !== undefined) augmented.add(target);
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
