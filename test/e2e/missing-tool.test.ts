/** A project whose ESLint config imports a package that is not installed: the fix, and a summary that agrees with the exit code. */
import { describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

describe("a project tool that is not installed", () => {
  it("gives the fix in the failure line, and INCOMPLETE with exit 2 (not WARN)", async () => {
    const p = await project(undefined, { git: true });
    p.write(
      "package.json",
      JSON.stringify({
        name: "x",
        type: "module",
        devDependencies: { eslint: "^10.0.0", "@eslint/js": "^10.0.0" },
      }),
    );
    p.write(
      "eslint.config.js",
      'import js from "@eslint/js";\nimport { defineConfig } from "eslint/config";\nexport default defineConfig([js.configs.recommended]);\n',
    );
    p.write("src/a.js", "export const a = 1;\n");
    const result = await runQgate(["check", "src/a.js"], { cwd: p.dir });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toMatch(
      /✖ lint: .*Cannot find package '@eslint\/js'.*; package\.json lists @eslint\/js but it is not installed: run npm install/,
    );
    expect(result.stdout).toMatch(/^INCOMPLETE 1 file, 0 errors, 0 warnings, 1 failed check/m);
    // The JSON report's verdict says the same as the exit code.
    const json = await runQgate(["check", "src/a.js", "--format", "json"], { cwd: p.dir });
    expect(json.exitCode).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ verdict: "incomplete", failures: [{ check: "lint" }] });

    p.write("package.json", JSON.stringify({ name: "x", type: "module" }));
    const unlisted = await runQgate(["check", "src/a.js"], { cwd: p.dir });
    expect(unlisted.stdout).toMatch(/install it: npm i -D @eslint\/js/);
  });
});
