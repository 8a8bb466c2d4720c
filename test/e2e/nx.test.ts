/**
 * qgate's Nx plugin (`qgate/nx`, issue 35) with the real `nx` run locally (no daemon, no Nx Cloud), on
 * the monorepo of test/e2e/turbo.test.ts with `qgate install nx` committed: the first
 * `nx run-many -t qgate` finds what `qgate check .` finds; the second is read from Nx's cache; each
 * edit re-runs the projects whose report it can change, and reports the new finding; a README
 * outside every project re-runs nothing; `nx affected` runs the changed project and its dependents.
 * In the "engines" project (vitest.config.ts): a cold qgate per project.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QGATE_BIN } from "../helpers/cli.js";
import { runGit } from "../helpers/project.js";
import {
  findings,
  nxRuns,
  PACKAGES,
  runNx,
  TURBO_ENV,
  turboMonorepo,
  type Monorepo,
} from "../helpers/turbo-monorepo.js";

let repo: Monorepo;
let root: string;

const runMany = () => runNx(root, ["run-many", "-t", "qgate", "--outputStyle=stream"]);

async function qgateCheck(dir: string) {
  return execa("node", [QGATE_BIN, "check", dir, "--no-progress"], {
    cwd: root,
    reject: false,
    env: TURBO_ENV,
  });
}

function replace(file: string, from: string, to: string): void {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file}: no ${from}`);
  writeFileSync(full, text.replace(from, to));
}

beforeAll(async () => {
  repo = await turboMonorepo("nx");
  root = repo.root;
}, 60_000);

afterAll(() => {
  repo.remove();
});

describe("qgate as an Nx target (qgate/nx)", () => {
  it("first run: the findings and exit code of qgate check over the repository; second: from the cache", async () => {
    const whole = await qgateCheck(".");
    const first = await runMany();
    expect(first.exitCode, first.stdout).toBe(whole.exitCode);
    expect(nxRuns(first.stdout).ran).toEqual(PACKAGES);
    expect(findings(first.stdout)).toEqual(findings(whole.stdout));
    expect(findings(whole.stdout)).toEqual([
      "packages/util/src/index.ts 2:3 warning Unexpected console statement. lint/no-console",
    ]);
    const second = await runMany();
    expect(second.exitCode).toBe(first.exitCode);
    expect(nxRuns(second.stdout)).toEqual({ cached: PACKAGES, ran: [] });
    expect(findings(second.stdout)).toEqual(findings(first.stdout));
  }, 360_000);

  const edits: Array<{ what: string; edit: () => void; reruns: string[]; finding: string }> = [
    {
      what: "a package's biome.json",
      edit: () => replace("packages/biome-app/biome.json", `"noDebugger": "off"`, `"noDebugger": "error"`),
      reruns: ["@fx/biome-app"],
      finding: "packages/biome-app/src/index.ts 2:3 error",
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
    {
      what: "the root eslint.config.js",
      edit: () => replace("eslint.config.js", `"no-console": "warn"`, `"no-console": "error"`),
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
      what: "the policy file",
      edit: () => writeFileSync(path.join(root, ".qgaterc.json"), '{ "blockOn": "warning" }\n'),
      reruns: PACKAGES,
      finding: "packages/util/src/index.ts 2:3 warning Unexpected console statement. lint/no-console",
    },
  ];

  for (const { what, edit, reruns, finding } of edits)
    it(`an edit of ${what} re-runs ${reruns.join(", ")} and blocks on the new finding`, async () => {
      try {
        edit();
        const run = await runMany();
        expect(run.exitCode, run.stdout).toBe(1);
        expect(nxRuns(run.stdout).ran).toEqual(reruns);
        expect(findings(run.stdout).join("\n")).toContain(finding);
        const whole = await qgateCheck("packages");
        expect(findings(run.stdout)).toEqual(findings(whole.stdout));
      } finally {
        await runGit(root, ["checkout", "--", "."]);
      }
    }, 360_000);

  it("the lockfile's version of a tool re-runs every project that may run it", async () => {
    // Every project's run cached first (the first test's, or this one's), so a re-run is the edit's.
    await runMany();
    expect(nxRuns((await runMany()).stdout).ran).toEqual([]);
    try {
      // An upgrade as npm writes it: the version and the tarball's integrity (Nx hashes a locked
      // package by its integrity where the lockfile has one).
      replace(
        "package-lock.json",
        `"node_modules/prettier": {\n      "version": "3.10.1",\n      "integrity": "sha512-70vp`,
        `"node_modules/prettier": {\n      "version": "3.10.2",\n      "integrity": "sha512-80vp`,
      );
      const run = await runMany();
      expect(nxRuns(run.stdout).ran).toEqual(PACKAGES);
    } finally {
      await runGit(root, ["checkout", "--", "."]);
    }
  }, 360_000);

  it("an edit outside every project re-runs nothing; nx affected runs the changed project and its dependents", async () => {
    try {
      writeFileSync(path.join(root, "README.md"), "# Changed\n");
      writeFileSync(path.join(root, "docs", "notes.md"), "# Changed too\n");
      expect(nxRuns((await runMany()).stdout)).toEqual({ cached: PACKAGES, ran: [] });
    } finally {
      await runGit(root, ["checkout", "--", "."]);
    }
    await runGit(root, ["checkout", "-q", "-b", "feature"]);
    try {
      replace(
        "packages/shapes/src/index.ts",
        "export function area",
        "/** The area. */\nexport function area",
      );
      await runGit(root, ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qam", "doc"]);
      const affected = await runNx(root, ["affected", "-t", "qgate", "--base=main", "--outputStyle=stream"]);
      expect(affected.exitCode, affected.stdout).toBe(0);
      expect(nxRuns(affected.stdout).ran).toEqual(["@fx/geometry", "@fx/shapes"]);
      expect(nxRuns(affected.stdout).cached).toEqual([]);
    } finally {
      await runGit(root, ["checkout", "-q", "main"]);
    }
  }, 360_000);
});
