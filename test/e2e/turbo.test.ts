/**
 * qgate as a Turborepo task (issue 35), with the real `turbo` (qgate's devDependency) on a monorepo of
 * four TypeScript packages (fixtures/turbo-monorepo: geometry uses shapes' exported type; biome-app
 * uses Biome, the others ESLint and Prettier from the root), in a git repository of its own:
 * `qgate install turbo` writes the task, and the packages' `qgate` script runs the packed binary.
 * - The first `turbo run qgate` finds what `qgate check .` finds, with the same exit code; the second
 *   is a full cache hit with the same output.
 * - Each edit re-runs the packages whose report it can change (asked with `--dry=json`, which runs
 *   nothing), then a real run reports the new finding; put back, everything is a hit again.
 * - An edit outside every input re-runs nothing; `--affected` runs the changed package and its
 *   dependents.
 * Slow (a cold qgate per package, one at a time on one project): it lives in the "clients" project
 * (vitest.config.ts), beside the other real-client tests.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QGATE_BIN } from "../helpers/cli.js";
import { runGit } from "../helpers/project.js";
import {
  findings,
  PACKAGES,
  plannedTasks,
  runTurbo,
  TURBO_ENV,
  turboMonorepo,
  type Monorepo,
} from "../helpers/turbo-monorepo.js";

let repo: Monorepo;
let root: string;

async function turbo(args: string[], env: Record<string, string> = {}) {
  return runTurbo(root, args, env);
}

/** The packages whose qgate task would run (a cache miss), asked without running anything. */
async function misses(args: string[] = [], env: Record<string, string> = {}): Promise<string[]> {
  return (await plannedTasks(root, args, env))
    .filter((task) => task.cache.status === "MISS")
    .map((task) => task.package);
}

/** The packages a dry run plans at all (with --affected: the changed ones and their dependents). */
async function planned(args: string[], env: Record<string, string> = {}): Promise<string[]> {
  return (await plannedTasks(root, args, env)).map((task) => task.package);
}

async function qgateCheckAll(dir = ".") {
  return execa("node", [QGATE_BIN, "check", dir, "--no-progress"], {
    cwd: root,
    reject: false,
    env: { ...TURBO_ENV },
  });
}

/** Puts every tracked file back as committed. */
async function restore(): Promise<void> {
  await runGit(root, ["checkout", "--", "."]);
}

beforeAll(async () => {
  repo = await turboMonorepo();
  root = repo.root;
}, 60_000);

afterAll(() => {
  repo.remove();
});

describe("qgate as a Turborepo task", () => {
  it("first run: the findings and exit code of qgate check over the repository; second: a full cache hit", async () => {
    const whole = await qgateCheckAll();
    const first = await turbo([]);
    expect(first.exitCode, first.stdout).toBe(whole.exitCode);
    expect(findings(first.stdout)).toEqual(findings(whole.stdout));
    // The fixture's one finding (a warning: a pass), so the comparison is not of two empty lists.
    expect(findings(whole.stdout)).toEqual([
      "packages/util/src/index.ts 2:3 warning Unexpected console statement. lint/no-console",
    ]);
    expect(await misses()).toEqual([]);
    const second = await turbo([]);
    expect(second.exitCode).toBe(first.exitCode);
    expect(second.stdout).toContain("FULL TURBO");
    expect(findings(second.stdout)).toEqual(findings(first.stdout));
  }, 360_000);

  const edits: Array<{
    what: string;
    edit: () => void;
    reruns: string[];
    finding: string;
  }> = [
    {
      what: "the root eslint.config.js",
      edit: () => replace("eslint.config.js", `"no-console": "warn"`, `"no-console": "error"`),
      // One task definition for every package: a root config re-runs them all, never fewer.
      reruns: PACKAGES,
      finding: "packages/util/src/index.ts 2:3 error Unexpected console statement. lint/no-console",
    },
    {
      what: "the root .prettierrc",
      edit: () => writeFileSync(path.join(root, ".prettierrc"), '{ "semi": false }\n'),
      reruns: PACKAGES,
      finding: "packages/shapes/src/index.ts",
    },
    {
      what: "a package's biome.json",
      edit: () => replace("packages/biome-app/biome.json", `"noDebugger": "off"`, `"noDebugger": "error"`),
      reruns: ["@fx/biome-app"],
      finding: "packages/biome-app/src/index.ts 2:3 error",
    },
    {
      what: "the policy file",
      edit: () => writeFileSync(path.join(root, ".qgaterc.json"), '{ "blockOn": "warning" }\n'),
      reruns: PACKAGES,
      finding: "packages/util/src/index.ts 2:3 warning Unexpected console statement. lint/no-console",
    },
    {
      what: "a dependency's exported type",
      edit: () => {
        replace("packages/shapes/src/index.ts", "  radius: number;", "  r: number;");
        replace("packages/shapes/src/index.ts", "shape.radius * shape.radius", "shape.r * shape.r");
      },
      reruns: ["@fx/geometry", "@fx/shapes"],
      finding: "packages/geometry/src/index.ts 3:",
    },
  ];

  for (const { what, edit, reruns, finding } of edits)
    it(`an edit of ${what} re-runs ${reruns.join(", ")} and blocks on the new finding`, async () => {
      try {
        edit();
        expect(await misses()).toEqual(reruns);
        const run = await turbo(["--continue"]);
        expect(run.exitCode, run.stdout).toBe(1);
        expect(findings(run.stdout).join("\n")).toContain(finding);
        // The same as qgate check over the packages (a file of the root's, such as eslint.config.js
        // itself under `semi: false`, is no package's: turbo runs package tasks).
        const whole = await qgateCheckAll("packages");
        expect(findings(run.stdout)).toEqual(findings(whole.stdout));
      } finally {
        await restore();
      }
      // Put back: every package is the cached run again.
      expect(await misses()).toEqual([]);
    }, 360_000);

  it("the lockfile's version of a tool re-runs every package that may run it", async () => {
    try {
      replace(
        "package-lock.json",
        `"node_modules/prettier": {\n      "version": "3.10.1"`,
        `"node_modules/prettier": {\n      "version": "3.10.2"`,
      );
      expect(await misses()).toEqual(PACKAGES);
    } finally {
      await restore();
    }
    expect(await misses()).toEqual([]);
  }, 60_000);

  it("an edit outside every input (a README, a doc outside the packages) re-runs nothing", async () => {
    try {
      writeFileSync(path.join(root, "README.md"), "# Changed\n");
      writeFileSync(path.join(root, "docs", "notes.md"), "# Changed too\n");
      expect(await misses()).toEqual([]);
      // A package's own README is its input (the secret scan reads it), not its dependents'.
      writeFileSync(path.join(root, "packages", "shapes", "README.md"), "# shapes, changed\n");
      expect(await misses()).toEqual(["@fx/shapes"]);
    } finally {
      await restore();
    }
  }, 60_000);

  it("--affected runs the changed package and its dependents", async () => {
    await runGit(root, ["checkout", "-q", "-b", "feature"]);
    try {
      replace(
        "packages/shapes/src/index.ts",
        "export function area",
        "/** The area. */\nexport function area",
      );
      await runGit(root, ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qam", "doc"]);
      expect(await planned(["--affected"], { TURBO_SCM_BASE: "main" })).toEqual([
        "@fx/geometry",
        "@fx/shapes",
      ]);
    } finally {
      await runGit(root, ["checkout", "-q", "main"]);
    }
  }, 60_000);
});

function replace(file: string, from: string, to: string): void {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file}: no ${from}`);
  writeFileSync(full, text.replace(from, to));
}
