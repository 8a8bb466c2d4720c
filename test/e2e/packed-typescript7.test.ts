/**
 * qgate installed from its packed tarball next to TypeScript 7, the way `npm i -D typescript` gives
 * every new project today (issue: bundled lint and security resolved the hoisted TypeScript 7).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { packedProject } from "../helpers/packed.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function npxQgate(project: string, args: string[]) {
  const result = await execa("npx", ["--no-install", "qgate", ...args], {
    cwd: project,
    reject: false,
    env: { NO_COLOR: "1", QGATE_DAEMON: "0", CLAUDE_STRICT_QUALITY: undefined },
  });
  return { exitCode: result.exitCode ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe("a TypeScript 7 project (qgate installed from its tarball)", () => {
  // Several full cold runs (all four checks) in one test, after an npm install of the 12 MB tarball
  // (its tools bundled): about 30 s on an idle 2-core machine, 55 s (46% of 120 s) on a busy one.
  it(
    "lints and scans with qgate's bundled tools, parsing with a TypeScript they support",
    { timeout: 180_000 },
    async () => {
      const project = await packedProject(["typescript@7"], {
        "src/a.ts": "export const a = 1;\n",
        "src/b.ts": 'export const b = eval("1");\nlet unused = 2;\n',
      });
      made.push(project);
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
      };
      expect(report.failures).toEqual([]);
      expect(report.findings.map((f) => `${f.check}:${f.rule}`).sort()).toEqual(
        expect.arrayContaining(["lint:@typescript-eslint/no-unused-vars", "security:security/no-eval"]),
      );
    },
  );

  // A cold run of all four checks on the packed install, with the project's own ESLint loaded: as slow as
  // the test above.
  it(
    "says in one line why the project's own typescript-eslint config cannot run, and prints no raw banner",
    { timeout: 120_000 },
    async () => {
      const project = await packedProject(
        ["typescript@7", "typescript-eslint@8", "eslint@10"],
        {
          "src/a.ts": "export const a = 1;\n",
          "eslint.config.js":
            'import tseslint from "typescript-eslint";\nexport default tseslint.config(...tseslint.configs.recommended);\n',
        },
        // npm refuses typescript-eslint next to TypeScript 7 without it (its peer range ends before 7).
        ["--legacy-peer-deps"],
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
