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
import path from "node:path";
import type ts from "typescript";
import { fileStamp } from "./file-stamps.js";
import { noteProbe } from "./inputs.js";
import type { TsModule } from "./load.js";

interface CachedDocument {
  mtimeMs: number;
  size: number;
  sourceFile: ts.SourceFile;
}

interface DocumentStore {
  registry: ts.DocumentRegistry;
  documents: Map<string, CachedDocument>;
}

const stores = new WeakMap<TsModule, DocumentStore>();

function storeOf(tsm: TsModule): DocumentStore {
  let store = stores.get(tsm);
  if (!store) {
    store = { registry: tsm.createDocumentRegistry(tsm.sys.useCaseSensitiveFileNames), documents: new Map() };
    stores.set(tsm, store);
  }
  return store;
}

/** How many parsed files are cached for a TypeScript module (for tests and diagnostics). */
export function cachedDocumentCount(tsm: TsModule): number {
  return stores.get(tsm)?.documents.size ?? 0;
}

/**
 * @param fresh absolute paths whose content must be compared even when their stat is unchanged
 * @param overlay absolute paths whose content comes from a snapshot (the index, a commit) instead of
 *   the disk; null: the file does not exist there. Module resolution sees it too (fileExists).
 * @param overlayDocuments where the overlay's parsed files are kept, when not with the work tree's
 *   (the base-revision program keeps its own, so that it never evicts the files the next run reuses)
 */
export function createCachingHost(
  tsm: TsModule,
  options: ts.CompilerOptions,
  fresh: ReadonlySet<string>,
  overlay: ReadonlyMap<string, string | null> = new Map(),
  overlayDocuments?: Map<string, ts.SourceFile>,
): ts.CompilerHost {
  const host = tsm.createCompilerHost(options);
  // What `tsc` itself does (TypeScript 5.3+): in .ts files, parse only the JSDoc that can matter for
  // type errors (@see, @link); JavaScript files keep all of theirs. Less parsing, the same errors.
  const parseForTypeErrors = tsm.JSDocParsingMode?.ParseForTypeErrors;
  if (parseForTypeErrors !== undefined) host.jsDocParsingMode = parseForTypeErrors;
  const store = storeOf(tsm);
  const settingsKey = store.registry.getKeyForCompilationSettings(options);
  if (overlay.size > 0) {
    const fileExists = host.fileExists.bind(host);
    const readFile = host.readFile.bind(host);
    host.fileExists = (fileName) => {
      const text = overlay.get(path.resolve(fileName));
      return text === undefined ? fileExists(fileName) : text !== null;
    };
    host.readFile = (fileName) => {
      const text = overlay.get(path.resolve(fileName));
      return text === undefined ? readFile(fileName) : (text ?? undefined);
    };
  }
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    const settings =
      typeof languageVersionOrOptions === "object"
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    const key = [
      settingsKey,
      settings.languageVersion,
      settings.impliedNodeFormat ?? "",
      settings.jsDocParsingMode ?? "",
      fileName,
    ].join("|");
    const snapshot = overlay.get(path.resolve(fileName));
    if (snapshot === null) return undefined;
    if (snapshot !== undefined && overlayDocuments) {
      const kept = overlayDocuments.get(key);
      if (kept && kept.text === snapshot) return kept;
      const sourceFile = tsm.createSourceFile(fileName, snapshot, languageVersionOrOptions);
      overlayDocuments.set(key, sourceFile);
      return sourceFile;
    }
    if (snapshot !== undefined) {
      // Never matched by a stat later (mtime -1): the next run without the overlay compares content.
      const cached = store.documents.get(key);
      if (cached && cached.sourceFile.text === snapshot) return cached.sourceFile;
      const sourceFile = tsm.createSourceFile(fileName, snapshot, languageVersionOrOptions);
      store.documents.set(key, { mtimeMs: -1, size: -1, sourceFile });
      return sourceFile;
    }
    const stats = fileStamp(fileName);
    if (!stats?.isFile) {
      noteProbe(fileName);
      store.documents.delete(key);
      return undefined;
    }
    const cached = store.documents.get(key);
    const sameStat = cached !== undefined && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size;
    if (cached && sameStat && !fresh.has(path.resolve(fileName))) return cached.sourceFile;
    let text: string | undefined;
    try {
      text = tsm.sys.readFile(fileName);
    } catch (error) {
      onError?.(error instanceof Error ? error.message : String(error));
      return undefined;
    }
    if (text === undefined) return undefined;
    if (cached && cached.sourceFile.text === text) {
      cached.mtimeMs = stats.mtimeMs;
      cached.size = stats.size;
      return cached.sourceFile;
    }
    const sourceFile = tsm.createSourceFile(fileName, text, languageVersionOrOptions);
    store.documents.set(key, { mtimeMs: stats.mtimeMs, size: stats.size, sourceFile });
    return sourceFile;
  };
  return host;
}
