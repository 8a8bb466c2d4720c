/**
 * A vitest reporter, next to the default one: after the run it prints the ten slowest test files (where
 * the suite's time goes), the slowest tests with the share of their timeout they used, so drift shows
 * long before a test fails on time (no test may use more than 40% of its timeout), and a plain closing
 * line that any CI reads: `tests: N passed, N failed`.
 */
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 12;
const FILES_SHOWN = 10;
/** A test that used more than this share of its timeout is marked: it is drifting towards a flake. */
const MOST = 0.4;

interface Timed {
  name: string;
  ms: number;
  timeoutMs: number | undefined;
}

export default class SlowTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed: Timed[] = [];
    const files: Array<{ name: string; ms: number }> = [];
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      const relative = testModule.moduleId.replace(`${process.cwd()}/`, "");
      const module = testModule.diagnostic();
      files.push({ name: relative, ms: module.duration + module.collectDuration + module.setupDuration });
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        timed.push({
          name: `${relative} > ${test.fullName}`,
          ms: diagnostic.duration,
          timeoutMs: test.options.timeout,
        });
      }
    }
    timed.sort((a, b) => b.ms - a.ms);
    const lines = timed.slice(0, SHOWN).map(({ name, ms, timeoutMs }) => {
      const share = timeoutMs ? ms / timeoutMs : 0;
      const mark = share > MOST ? "  <- over 40% of its timeout" : "";
      const of = timeoutMs ? ` (${Math.round(share * 100)}% of ${Math.round(timeoutMs / 1000)} s)` : "";
      return `  ${(ms / 1000).toFixed(1).padStart(6)} s${of}  ${name}${mark}`;
    });
    files.sort((a, b) => b.ms - a.ms);
    const fileLines = files
      .slice(0, FILES_SHOWN)
      .map(({ name, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
    const out = [
      `slowest files:`,
      ...fileLines,
      `slowest tests:`,
      ...lines,
      `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`,
    ];
    process.stdout.write(`\n${out.join("\n")}\n`);
  }
}
