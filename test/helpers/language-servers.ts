/** Finding language servers (`… --lsp …`) by their working directory, through /proc (Linux). */
import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/** The pids of the language servers whose working directory is `dir`, whoever started them. */
export function languageServersIn(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      // A zombie has an empty command line: it has ended already.
      if (argv.includes("--lsp") && readlinkSync(`/proc/${entry}/cwd`) === dir) pids.push(Number(entry));
    } catch {
      // Ended while listed, or not ours to read.
    }
  }
  return pids;
}
