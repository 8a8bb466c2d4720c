/** File kinds the checks share: cheap tests on a path, so planning never loads a tool. */
import path from "node:path";

export const SCRIPT_EXTENSIONS: ReadonlySet<string> = new Set([
  ".js",
  ".jsx",
  ".mjs",
  ".cjs",
  ".ts",
  ".tsx",
  ".mts",
  ".cts",
]);

export function extensionOf(file: string): string {
  return path.posix.extname(file).toLowerCase();
}

export function isScriptPath(file: string): boolean {
  return SCRIPT_EXTENSIONS.has(extensionOf(file));
}
