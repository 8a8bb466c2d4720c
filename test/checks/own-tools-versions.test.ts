/**
 * The oldest and the newest versions qgate drives of oxlint, oxfmt, Biome and dprint
 * (SUPPORTED_VERSIONS, docs/checks/format.md), each the real tool installed in a fixture:
 * fixtures/oldest-tools and fixtures/own-tools, and oxlint 1.55.0 with oxfmt 0.40.0 as unjs/c12 has
 * them (fixtures/oxlint-1.55, issue 39). Each finds its planted violations with the arguments qgate
 * passes that version, and leaves alone what its own CLI would not check (lockfiles, file types it has
 * no formatter for, files its ignore files exclude): a note, never a failure or a finding.
 */
import { describe, expect, it } from "vitest";
import formatCheck from "../../src/checks/format/index.js";
import lintCheck from "../../src/checks/lint/index.js";
import type { CheckResult } from "../../src/checks/check.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();

const VERSIONS = [
  { fixture: "oldest-tools", biome: "1.8.0", oxlint: "1.1.0", oxfmt: "0.18.0", dprint: "0.45.0" },
  { fixture: "own-tools", biome: "2.6.8", oxlint: "1.94.0", oxfmt: "0.79.0", dprint: "0.57.4" },
];

function rows(result: CheckResult): string[] {
  return result.findings.map((f) => `${f.file}:${f.line} ${f.severity} ${f.rule}`);
}

function tools(result: CheckResult): string[] {
  return result.tools.map((t) => `${t.packageDir} ${t.name} ${t.version}`).sort();
}

async function run(check: typeof lintCheck | typeof formatCheck, root: string, files: string[]) {
  return check.run(
    checkContext(
      root,
      files.map((file) => changedFile(root, file)),
    ),
  );
}

/** What each tool's CLI skips, written into each tool's package: a lockfile, an unknown type, an ignored file. */
function plantSkipped(p: { write(file: string, text: string): string }): string[] {
  const files: string[] = [];
  for (const pkg of ["oxc", "biome", "dprint"]) {
    files.push(p.write(`packages/${pkg}/pnpm-lock.yaml`, "lockfileVersion: '9.0'\nimporters:   {}\n"));
    files.push(p.write(`packages/${pkg}/package-lock.json`, '{"name":"x",\n  "lockfileVersion":3}\n'));
    files.push(p.write(`packages/${pkg}/notes.xyz`, "not   code\n"));
    files.push(p.write(`packages/${pkg}/src/ignored.ts`, "export const same = (a: number) =>   a == 1\n"));
  }
  return files.map((file) => file.slice(file.indexOf("packages/")));
}

describe.each(VERSIONS)("$fixture: Biome $biome, oxlint $oxlint, oxfmt $oxfmt, dprint $dprint", (v) => {
  it("lint: oxlint and Biome report the planted violations", async () => {
    const p = await newProject(v.fixture);
    const result = await run(lintCheck, p.dir, [
      "packages/oxc/src/violations.ts",
      "packages/biome/src/violations.ts",
    ]);
    expect(result.failures).toEqual([]);
    expect(tools(result)).toEqual([
      `packages/biome @biomejs/biome ${v.biome}`,
      `packages/oxc oxlint ${v.oxlint}`,
    ]);
    expect(rows(result)).toEqual(
      expect.arrayContaining([
        "packages/oxc/src/violations.ts:2 warning eslint(no-debugger)",
        "packages/oxc/src/violations.ts:3 error eslint(eqeqeq)",
        "packages/biome/src/violations.ts:5 error lint/suspicious/noDoubleEquals",
      ]),
    );
  });

  it("format: oxfmt, Biome and dprint find the unformatted files", async () => {
    const p = await newProject(v.fixture);
    const result = await run(formatCheck, p.dir, [
      "packages/oxc/src/violations.ts",
      "packages/biome/src/violations.ts",
      "packages/dprint/src/unformatted.ts",
      "packages/oxc/src/clean.ts",
    ]);
    expect(result.failures).toEqual([]);
    expect(tools(result)).toEqual([
      `packages/biome @biomejs/biome ${v.biome}`,
      `packages/dprint dprint ${v.dprint}`,
      `packages/oxc oxfmt ${v.oxfmt}`,
    ]);
    expect(rows(result).sort()).toEqual([
      "packages/biome/src/violations.ts:6 error biome/format",
      "packages/dprint/src/unformatted.ts:2 error dprint/format",
      "packages/oxc/src/violations.ts:2 error oxfmt/format",
    ]);
  });

  it("skips lockfiles, file types the tool does not format and ignored files, as each CLI does: no failure, no finding", async () => {
    const p = await newProject(v.fixture);
    const files = plantSkipped(p);
    const format = await run(formatCheck, p.dir, files);
    expect(format.failures).toEqual([]);
    expect(rows(format)).toEqual([]);
    // Each says so in a note (dprint's stdin mode hands back what its includes leave out, unchanged).
    // A lockfile as a lockfile (oxfmt formats YAML and JSON), a file type it has no formatter for as such.
    expect(format.notes).toContain(
      "oxfmt does not check packages/oxc/pnpm-lock.yaml, packages/oxc/package-lock.json: it leaves lockfiles alone",
    );
    expect(format.notes).toContain(
      "oxfmt does not check packages/oxc/notes.xyz: it has no formatter for this file type",
    );
    expect(format.notes.join("\n")).toMatch(/^Biome does not check .*packages\/biome\/notes\.xyz/m);
    expect(format.checkedFiles).not.toContain("packages/oxc/pnpm-lock.yaml");
    // The linters' ignore files: oxlint's ignorePatterns, Biome's files config (dprint lints nothing).
    const lint = await run(lintCheck, p.dir, [
      "packages/oxc/src/ignored.ts",
      "packages/biome/src/ignored.ts",
    ]);
    expect(lint.failures).toEqual([]);
    expect(rows(lint)).toEqual([]);
  });
});

describe("oxlint 1.55.0 and oxfmt 0.40.0 (unjs/c12's versions)", () => {
  it("oxlint reports the planted no-debugger, and oxfmt skips a changed pnpm-lock.yaml", async () => {
    const p = await newProject("oxlint-1.55");
    p.write("pnpm-lock.yaml", "lockfileVersion: '9.0'\n\nsettings:\n  autoInstallPeers: true\n");
    const lint = await run(lintCheck, p.dir, ["src/violations.ts", "src/index.ts"]);
    expect(lint.failures).toEqual([]);
    expect(tools(lint)).toEqual([" oxlint 1.55.0"]);
    expect(rows(lint)).toEqual(["src/violations.ts:2 error eslint(no-debugger)"]);
    const format = await run(formatCheck, p.dir, ["pnpm-lock.yaml", "src/index.ts"]);
    expect(format.failures).toEqual([]);
    expect(rows(format)).toEqual([]);
    expect(format.checkedFiles).toEqual(["src/index.ts"]);
    expect(format.notes).toEqual(["oxfmt does not check pnpm-lock.yaml: it leaves lockfiles alone"]);
  });
});

/** A broken `.oxlintrc.json` (issue 39, D7): oxlint says where in it the problem is; the failure keeps that. */
describe.each([
  { fixture: "oxlint-1.55", dir: "", version: "1.55.0" },
  { fixture: "own-tools", dir: "packages/oxc/", version: "1.94.0" },
])("oxlint $version rejecting its config", ({ fixture, dir, version }) => {
  const rejected = (where: string, problem: string) =>
    `oxlint ${version} rejected ${dir}${where}: ${problem} ` +
    "(fix the config; the tool's own CLI shows the full diagnostic)";

  it("keeps the file, line and column oxlint gives for a config that is not JSON", async () => {
    const p = await newProject(fixture);
    p.write(`${dir}.oxlintrc.json`, '{\n  "rules": {\n    "no-debugger": "error",\n  }\n  oops\n}\n');
    const lint = await run(lintCheck, p.dir, [`${dir}src/violations.ts`]);
    expect(rows(lint)).toEqual([]);
    expect(lint.failures.map((f) => f.message)).toEqual([
      rejected(".oxlintrc.json:5:3", "Failed to parse oxlint configuration file: expected `,` or `}`"),
    ]);
  });

  it("says the problem in oxlint's words, without the position serde gives as line 0", async () => {
    const p = await newProject(fixture);
    p.write(`${dir}.oxlintrc.json`, '{ "rules": { "no-debugger": 5 } }\n');
    const lint = await run(lintCheck, p.dir, [`${dir}src/violations.ts`]);
    expect(lint.failures.map((f) => f.message)).toEqual([
      rejected(
        ".oxlintrc.json",
        "Failed to parse oxlint configuration file: Failed to parse config with error " +
          "Failed to parse rule severity, expected one of `0`, `1` or `2`, but got 5",
      ),
    ]);
  });
});
