import { defineConfig } from "vitest/config";

// Three tiers, selectable with --project: unit (*.test.ts), integration (*.int.test.ts, real temp git
// repositories) and e2e (test/e2e, the built binary as a child process). Fixture installs happen once,
// in the global setup, never per test.
export default defineConfig({
  test: {
    globalSetup: ["test/global-setup.ts"],
    // The warm daemon is off in every test (and in every qgate the tests start) unless a test turns it on.
    env: { QGATE_DAEMON: "0" },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/**/*.int.test.ts", "test/e2e/**"],
        },
      },
      {
        extends: true,
        test: { name: "integration", include: ["test/**/*.int.test.ts"], exclude: ["test/e2e/**"] },
      },
      { extends: true, test: { name: "e2e", include: ["test/e2e/**/*.test.ts"] } },
    ],
  },
});
