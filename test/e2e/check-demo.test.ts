/**
 * The README's two fixtures through the built binary: the demo (exactly `npm run demo`) is blocked with
 * findings from all four checks; the clean fixture passes all four.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { REPO_ROOT, tempProject, type TempProject } from "../helpers/project.js";
import { checksWithFindings, parseReport, snapshot } from "../helpers/check-report.js";

const scripts = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

/** `npm run demo` without npm: the script's own arguments after `node bin/qgate.js`. */
function demoArgs(): string[] {
  const demo = scripts.demo ?? "";
  const prefix = "node bin/qgate.js ";
  expect(demo.startsWith(prefix), demo).toBe(true);
  return demo.slice(prefix.length).split(" ");
}

describe("npm run demo", () => {
  it("is the README's command: qgate check --cwd fixtures/demo --strict .", () => {
    expect(demoArgs()).toEqual(["check", "--cwd", "fixtures/demo", "--strict", "."]);
  });

  it("prints the blocked report with findings from all four checks and exits 1, changing nothing", async () => {
    const demoDir = path.join(REPO_ROOT, "fixtures", "demo");
    const before = snapshot(demoDir);
    const result = await runQgate(demoArgs(), { cwd: REPO_ROOT });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(1);
    const out = result.stdout;
    // One group per file, with what the demo's README promises in each.
    expect(out).toMatch(/^src\/greeting\.ts\n\s+1:1\s+error\s+File is not formatted.*format\//m);
    expect(out).toMatch(
      /^src\/lint-errors\.ts\n(.*\n)*\s+2:9\s+error\s+'unused'.*lint\/@typescript-eslint\/no-unused-vars/m,
    );
    expect(out).toMatch(/\s+5:5\s+error\s+.*debugger.*lint\/no-debugger/);
    expect(out).toMatch(
      /^src\/client\.ts\n\s+4:9\s+error\s+Type 'string' is not assignable to type 'number'\.\s+types\/TS2322/m,
    );
    expect(out).not.toMatch(/^src\/config\.ts$/m); // the type error shows only in the importer
    expect(out).toMatch(/^\.env\n(.*\n)*.*error\s+.*AWS.*security\//m);
    expect(out).toMatch(/\s+4:10\s+error\s+.*eval.*security\//);
    expect(out).toMatch(/\s+11:3\s+error\s+.*child_process.*security\//);
    // The fake secret is never printed; bundled tools are named.
    expect(out).not.toContain("qgateDemoFakeSecretKeyNotRealAtAll000000");
    // Each bundled tool named once, in one note (the lint note names ESLint).
    expect(out).toMatch(
      /^note: prettier [\d.]+ and typescript [\d.]+: qgate's bundled copies \(none installed in the project\)$/m,
    );
    expect(out).not.toMatch(/note: eslint [\d.]+: qgate's bundled/);
    expect(out.trimEnd().split("\n").at(-1)).toMatch(/^BLOCKED \d+ files, [1-9]\d* errors, 0 warnings \(/);
    expect(snapshot(demoDir)).toEqual(before);
  });

  it("as JSON: a strict block with findings from format, lint, types and security", async () => {
    const result = await runQgate([...demoArgs(), "--format", "json"], { cwd: REPO_ROOT });
    expect(result.exitCode).toBe(1);
    const report = parseReport(result.stdout);
    expect(report.verdict).toBe("block");
    expect(report.strict).toBe(true);
    expect(report.failures).toEqual([]);
    expect(checksWithFindings(report)).toEqual(["format", "lint", "security", "types"]);
    expect(
      report.findings
        .filter((f) => f.check === "security")
        .map((f) => f.file)
        .sort(),
    ).toEqual([".env", "src/run.ts", "src/run.ts"]);
  });
});

describe("the clean fixture", () => {
  let project: TempProject | undefined;
  afterAll(() => project?.cleanup());

  it("passes all four checks with qgate's bundled tools (exit 0)", async () => {
    project = await tempProject("clean", { git: true });
    const result = await runQgate(["check", "--strict", ".", "--format", "json"], { cwd: project.dir });
    expect(result.stderr).toBe("");
    const report = parseReport(result.stdout);
    expect(report.failures).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe("pass");
    expect(result.exitCode).toBe(0);
    expect(Object.keys(report.timings.checks).sort()).toEqual(["format", "lint", "security", "types"]);
    expect(report.files).toEqual(expect.arrayContaining(["src/cart.ts", "src/index.ts", "src/money.ts"]));
    for (const name of ["prettier", "eslint", "typescript"]) {
      expect(report.tools.find((t) => t.name === name)?.source, name).toBe("bundled");
    }
  });
});
