/**
 * Vitest's order, except that the longest end-to-end files start first. On a fresh clone vitest has
 * no durations yet and starts the largest files first, which left a 140 s file (npm installs of qgate
 * from git) to start last, on one worker, while the other sat idle.
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Longest first, as measured on a 2-core machine (seconds, one worker each). */
export const LONGEST_FIRST = [
  "install-from-git", // 110: npm installs from git, the pre-commit framework
  "daemon", // 76: a daemon against cold runs of all four checks
  "install-resolution", // 57: npm and pnpm installs of the tarball from the registry
  "packed-typescript7", // 56: npm installs of the tarball next to TypeScript 7
  "hook-new-doors", // 50
  "hook-new-assistants", // 45
  "precommit", // 38
  "hook-routing", // 34
  "hook-claude", // 34
  "api", // 32: an npm install of the tarball
  "hook-seed", // 29
  "remote-cache", // 28: the real turborepo-remote-cache server, a daemon
  "diff-selection", // 28
  "parallel-hooks", // 23: 16 cold hooks at once
  "result-cache", // 16: cold types runs, clones
  "own-tools-warm", // 15: a daemon with Biome's servers against cold runs
].map((name) => `test/e2e/${name}.test.ts`);

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the rest keeps vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
