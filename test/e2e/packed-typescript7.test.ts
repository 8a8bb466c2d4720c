/**
 * qgate installed from its packed tarball next to TypeScript 7, the way `npm i -D typescript` gives
 * every new project today (issue: bundled lint and security resolved the hoisted TypeScript 7).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { packedProject } from "../helpers/packed.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * Both tests share one install (test/helpers/packed.ts), since an npm install of the tarball was most of
 * each test's time (about 20 s): TypeScript 7 with typescript-eslint 8 and ESLint 10 beside it, which npm
 * refuses without --legacy-peer-deps (typescript-eslint's peer range ends before 7). A project whose
 * package.json declares neither ESLint nor typescript-eslint, and which has no ESLint config, is the one
 * `npm i -D typescript` gives: a tool that merely sits in node_modules is not the project's
 * (src/checks/project-tools.ts), and the first test checks that the report says so.
 */
const DEPENDENCIES = ["typescript@7", "typescript-eslint@8", "eslint@10"];
const NPM_FLAGS = ["--legacy-peer-deps"];

/** The project's package.json without the given devDependencies, as if they had never been added. */
function undeclare(project: string, names: string[]): void {
  const file = path.join(project, "package.json");
  const json = JSON.parse(readFileSync(file, "utf8")) as { devDependencies: Record<string, string> };
  for (const name of names) delete json.devDependencies[name];
  writeFileSync(file, `${JSON.stringify(json)}\n`);
}

async function npxQgate(project: string, args: string[]) {
  const result = await execa("npx", ["--no-install", "qgate", ...args], {
    cwd: project,
    reject: false,
    env: { NO_COLOR: "1", QGATE_DAEMON: "0", CLAUDE_STRICT_QUALITY: undefined },
  });
  return { exitCode: result.exitCode ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe("a TypeScript 7 project (qgate installed from its tarball)", () => {
  // Two full cold runs (all four checks) in one test, after the file's npm install of the 18 MB tarball
  // (its tools bundled), made by whichever test runs first: about 30 s on an idle 2-core machine, 55 s
  // (46% of 120 s) on a busy one, 70 to 80 s in the whole suite on a slower one (44% of 180 s,
  // 2026-11-29, docs/performance.md).
  it(
    "lints and scans with qgate's bundled tools, parsing with a TypeScript they support",
    { timeout: 240_000 },
    async () => {
      const project = await packedProject(
        DEPENDENCIES,
        {
          "src/a.ts": "export const a = 1;\n",
          "src/b.ts": 'export const b = eval("1");\nlet unused = 2;\n',
        },
        NPM_FLAGS,
      );
      made.push(project);
      // Only qgate and TypeScript 7 are the project's: `npm i -D typescript` and qgate.
      undeclare(project, ["typescript-eslint", "eslint"]);
      expect(
        Object.keys(
          JSON.parse(readFileSync(path.join(project, "package.json"), "utf8")).devDependencies,
        ).sort(),
      ).toEqual(["qgate", "typescript"]);
      const typescript = JSON.parse(
        (
          await execa("node", ["-p", "JSON.stringify(require('./node_modules/typescript/package.json'))"], {
            cwd: project,
          })
        ).stdout,
      ) as { version: string };
      expect(typescript.version).toMatch(/^7\./);

      const clean = await npxQgate(project, ["check", "src/a.ts"]);
      expect(clean.stdout).not.toMatch(/Intrinsic|could not run/);
      expect(clean.stdout).toMatch(/^PASS 1 file/m);
      expect(clean.exitCode).toBe(0);

      const bad = await npxQgate(project, ["check", "--format", "json", "src/b.ts"]);
      const report = JSON.parse(bad.stdout) as {
        failures: unknown[];
        findings: Array<{ check: string; rule: string }>;
        tools: Array<{ name: string; source: string; version: string }>;
      };
      expect(report.failures).toEqual([]);
      expect(report.findings.map((f) => `${f.check}:${f.rule}`).sort()).toEqual(
        expect.arrayContaining(["lint:@typescript-eslint/no-unused-vars", "security:security/no-eval"]),
      );
      // The lint ran qgate's bundled ESLint (not the ESLint 10 that sits undeclared in node_modules), and
      // the types the project's TypeScript 7.
      const sources = Object.fromEntries(
        report.tools.map((tool) => [tool.name, `${tool.source} ${tool.version}`]),
      );
      expect(sources.eslint).toMatch(/^bundled /);
      expect(sources.typescript).toMatch(/^project 7\./);
    },
  );

  // A cold run of all four checks on the packed install, with the project's own ESLint loaded: a few
  // seconds once the file's install is made, as slow as the test above when it runs alone and makes it.
  it(
    "says in one line why the project's own typescript-eslint config cannot run, and prints no raw banner",
    { timeout: 120_000 },
    async () => {
      const project = await packedProject(
        DEPENDENCIES,
        {
          "src/a.ts": "export const a = 1;\n",
          "eslint.config.js":
            'import tseslint from "typescript-eslint";\nexport default tseslint.config(...tseslint.configs.recommended);\n',
        },
        NPM_FLAGS,
      );
      made.push(project);
      const result = await npxQgate(project, ["check", "src/a.ts"]);
      const failure = result.stdout.split("\n").filter((line) => line.includes("✖ lint"));
      expect(failure).toHaveLength(1);
      expect(failure[0]).toMatch(
        /eslint\.config\.js uses typescript-eslint 8\.\S+, which supports TypeScript >=4\.8\.4 <6\.1\.0, not the project's 7\./,
      );
      expect(failure[0]).toMatch(/\[dependency_error\]$/);
      // The security scan is qgate's own and keeps working.
      expect(result.stdout).not.toMatch(/✖ security/);
      // typescript-eslint's banner is a note, never raw output.
      expect(result.stderr).not.toMatch(/typescript-eslint/);
      expect(result.stdout).not.toMatch(/^typescript-eslint does not support/m);
      expect(path.isAbsolute(project)).toBe(true);
    },
  );
});
