/** What a check's `run` receives, built the way the engine builds it, for calling a check directly. */
import path from "node:path";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckContext } from "../../src/checks/check.js";

/** A file of the change set: `file` relative to `root`, modified unless `extra` says otherwise. */
export function changedFile(root: string, file: string, extra: Partial<ChangedFile> = {}): ChangedFile {
  return { path: file, absPath: path.join(root, file), change: "modify", ...extra };
}

/** A context that plans `files` (also the whole change set), with no fix, options or time limit. */
export function checkContext(
  root: string,
  files: ChangedFile[],
  extra: Partial<CheckContext> = {},
): CheckContext {
  return {
    root,
    files,
    allFiles: files,
    options: {},
    fix: false,
    requireProjectTool: false,
    signal: new AbortController().signal,
    registerChild: () => {},
    ...extra,
  };
}
