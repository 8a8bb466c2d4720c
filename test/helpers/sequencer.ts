/**
 * Vitest's order, except that the longest end-to-end files start first. On a fresh clone vitest has
 * no durations yet and starts the largest files first, which left a 140 s file (npm installs of qgate
 * from git) to start last, on one worker, while the other sat idle.
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Longest first, as measured in one `npm test` on a busy 2-core machine (seconds, two workers; the
 * slowest-files list that npm test prints at its end). Files not listed keep vitest's order after these.
 */
export const LONGEST_FIRST = [
  "e2e/install-from-git", // 110 (npm run test:clients): npm installs from git, the pre-commit framework
  "e2e/daemon", // 85: a daemon against cold runs of all four checks
  "e2e/run-record", // 70: cold runs against their replays, a remote cache server
  "e2e/precommit", // 41: real commits through each hook manager, cold checks
  "e2e/install-resolution", // 41 (npm run test:clients): npm and pnpm installs of the tarball
  "e2e/remote-cache", // 32: the real turborepo-remote-cache server, a daemon
  "e2e/packed-typescript7", // 35 (npm run test:clients): an npm install of the tarball, TypeScript 7
  "e2e/api", // 34 (npm run test:clients): an npm install of the tarball
  "architecture.int", // 26: ESLint with type information over the repository
  "routing/hook-routing.int", // 24: the error hook's timeouts, 20 concurrent processes of the binary
  "e2e/mcp-server", // 24
  "e2e/parallel-hooks", // 23: 16 cold hooks at once
  "checks/types-affected", // 23: a fresh full tsc per generated edit
  "hook/claude-door.int", // 20
  "e2e/redaction-matrix", // 20
  "e2e/action", // 17
].map((name) => `test/${name}.test.ts`);

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
