import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./test/helpers/sequencer.js";

// The real assistant clients (about 2.3 GB from npm, installed once by the global setup when this
// project runs): `npm run test:clients`, which CI runs after `npm test`.
const CLIENTS = [
  "claude-code",
  "claude-code-secrets",
  "claude-code-mcp",
  "claude-code-dashboard",
  "claude-code-payloads",
  "claude-code-lsp",
  "codex-cli",
  "codex-cli-secrets",
  "gemini-cli",
  "gemini-cli-secrets",
  "gemini-cli-mcp",
  "copilot-cli",
  "copilot-cli-secrets",
  "cline",
  "qwen-code",
  "opencode",
  "kilo-cli",
  "mcp-entries",
].map((name) => `test/e2e/${name}.test.ts`);
// The real installers, from the registry: npm installs of qgate from git as the pre-commit framework does
// (npm install -g git+file://, and Debian's pre-commit 3.x itself, which npm-installs a clone with its dev
// dependencies), and npm and pnpm installs of the packed tarball, its tools bundled (an npm and a pnpm
// project's lockfiles, a TypeScript 7 project, a library consumer). Each extracts the 18 MB tarball
// (109 MB of files) with npm or pnpm: on a fresh 2-core clone the three tarball files took 55, 60 and
// 73 s of `npm test`, about a tenth of its time, and the git one 70-80 s before it moved. Like a client,
// only the real installer can show what it resolves, so they run with the clients (`npm run
// test:clients`, and .ci/run); `npm test` still runs the packed package's own files (the binary every
// end-to-end test runs is unpacked from `npm pack`: test/global-setup.ts).
const INSTALLERS = ["install-from-git", "install-resolution", "packed-typescript7", "api"].map(
  (name) => `test/e2e/${name}.test.ts`,
);
// The real task runners on a monorepo fixture (a cold qgate per package, one at a time): slow, so they
// run with the clients (`npm run test:clients`), as a project of their own that installs no client.
const ENGINES = ["turbo", "turbo-remote", "nx"].map((name) => `test/e2e/${name}.test.ts`);

// The integration files that run qgate's command line in the test's process (test/helpers/in-process.ts,
// directly or through hookProject's inProcess): their own project, whose files share one module graph per
// worker, so that src/'s CLI and the tools its checks load on the test's thread are loaded once per
// worker, not once per file (their 341 tests: 78 s against 65 s alone, 104 against 77 s of CPU). The
// other integration files keep fresh modules: some test what a fresh process has not loaded yet.
const TEST_DIR = path.join(import.meta.dirname, "test");
const IN_PROCESS = readdirSync(TEST_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".int.test.ts"))
  .filter((file) => /in-process\.js"|inProcess: true/.test(readFileSync(path.join(TEST_DIR, file), "utf8")))
  .map((file) => `test/${file.split(path.sep).join("/")}`);

// Three tiers, selectable with --project: unit (*.test.ts), integration (*.int.test.ts, real temp git
// repositories; in-process, those that run qgate's command line in the test's process) and e2e
// (test/e2e, the built binary as a child process); and the real clients. Fixture
// installs happen once, in the global setup, never per test.
export default defineConfig({
  test: {
    globalSetup: ["test/global-setup.ts"],
    // The default reporter, then the slowest tests with the share of their timeout, and a plain
    // `tests: N passed, N failed` line.
    reporters: ["default", "./test/helpers/slow-tests-reporter.ts"],
    // Two test files at once, on the machine's two cores (vitest's default there is one): most
    // end-to-end tests run one qgate process at a time, on one core, and a real client mostly waits
    // on its scripted model (measured on a 2-core machine: ten hook files took 142 s with two workers,
    // 259 s with one). Three were tried: `npm test` 562-577 s against 590 (within the machine's drift),
    // the clients 255 s against 213, the cores already 98-99% busy. The longest files start first
    // (test/helpers/sequencer.ts), so that none is left to run alone at the end.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    // The warm daemon and the result cache on disk are off in every test (and in every qgate the tests
    // start) unless a test turns them on, with its own directories.
    env: { QGATE_DAEMON: "0", QGATE_CACHE: "0" },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.int.test.ts", "test/e2e/**"],
          // Each file gets fresh modules (vitest's default). Sharing them saved 40 s of CPU (78 s
          // against 56 s for this project alone), but these tests drive the checks in-process, and
          // what one file left in a module (a language server session, a require hook) failed a test
          // of another file in three full runs of four: kept isolated.
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.int.test.ts"],
          exclude: ["test/e2e/**", ...IN_PROCESS],
        },
      },
      {
        extends: true,
        test: {
          name: "in-process",
          include: IN_PROCESS,
          // Each run leaves the process's environment, directory and streams as it found them
          // (daemon/run-request.ts), and its checks are cold: what stays loaded is code, not state.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          exclude: [...CLIENTS, ...INSTALLERS, ...ENGINES],
          // Each file runs the built binary as child processes, and its helpers keep no state between
          // files: a fresh module graph per file only cost vitest's start-up again (about 0.3 s of CPU
          // per file; 144 s against 136 s over 25 files).
          isolate: false,
        },
      },
      { extends: true, test: { name: "clients", include: [...CLIENTS, ...INSTALLERS] } },
      { extends: true, test: { name: "engines", include: ENGINES } },
    ],
  },
});
