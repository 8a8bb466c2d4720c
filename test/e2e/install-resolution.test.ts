/**
 * Installing qgate changes how none of the project's packages resolve (issue 39): its tarball, as the
 * global setup packed it, added to an npm project and to a pnpm workspace, each with ESLint 9 and a
 * plugin whose peer ends at ^9, and zod-form-data whose zod peer qgate's own dependencies bring too. In the pnpm workspace, as in unjs/c12, the root's ESLint is the
 * plugin's auto-installed peer: before qgate bundled its tools, pnpm re-resolved that peer to qgate's
 * ESLint 10 and warned "unmet peer". The installs come from the registry; the file's installs are
 * shared, made once in beforeAll (about 25 s on an idle 2-core machine, most of it npm and pnpm).
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { packQgate } from "../helpers/packed.js";

const PNPM = "pnpm@10";
const PLUGIN = { "eslint-plugin-react-hooks": "5.2.0" }; // peer eslint "... || ^8.0.0-0 || ^9.0.0"
// A package whose peer qgate's own dependencies also bring, at another version (zod: qgate's is
// ^4.6.7), as trpc's packages/tests has it: with only the tools bundled, pnpm moved this peer to
// qgate's zod.
const PEER_USER = { zod: "4.2.1", "zod-form-data": "3.0.1" };

interface Install {
  dir: string;
  before: string;
  after: string;
  /** What adding qgate printed (stdout and stderr). */
  output: string;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), `qgate-install-${name}-`)));
  made.push(dir);
  return dir;
}

function writeJson(file: string, data: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

async function npmProject(tarball: string): Promise<Install> {
  const dir = tempDir("npm");
  writeJson(path.join(dir, "package.json"), {
    name: "npm-project",
    private: true,
    devDependencies: { eslint: "^9.39.0", ...PLUGIN, ...PEER_USER },
  });
  const flags = ["--no-audit", "--no-fund", "--ignore-scripts"];
  await execa("npm", ["install", ...flags], { cwd: dir });
  const before = readFileSync(path.join(dir, "package-lock.json"), "utf8");
  const added = await execa("npm", ["install", "--save-dev", ...flags, tarball], { cwd: dir, all: true });
  return { dir, before, after: readFileSync(path.join(dir, "package-lock.json"), "utf8"), output: added.all };
}

async function pnpmWorkspace(tarball: string): Promise<Install> {
  const dir = tempDir("pnpm");
  writeJson(path.join(dir, "package.json"), {
    name: "pnpm-workspace",
    private: true,
    devDependencies: PLUGIN,
  });
  writeJson(path.join(dir, "packages", "app", "package.json"), {
    name: "app",
    private: true,
    devDependencies: { eslint: "^9.39.0", ...PLUGIN, ...PEER_USER },
  });
  writeFileSync(path.join(dir, "pnpm-workspace.yaml"), 'packages:\n  - "packages/*"\n');
  const pnpm = (args: string[]) => execa("npx", ["--yes", PNPM, ...args], { cwd: dir, all: true });
  await pnpm(["install", "--no-frozen-lockfile"]);
  const before = readFileSync(path.join(dir, "pnpm-lock.yaml"), "utf8");
  const added = await pnpm(["add", "--save-dev", "--workspace-root", tarball]);
  return { dir, before, after: readFileSync(path.join(dir, "pnpm-lock.yaml"), "utf8"), output: added.all };
}

type NpmLock = { packages: Record<string, Record<string, unknown>> };

/** The npm lockfile entries that adding qgate changed or removed (the root's new devDependency aside). */
function npmChanges(before: string, after: string): string[] {
  const was = (JSON.parse(before) as NpmLock).packages;
  const is = (JSON.parse(after) as NpmLock).packages;
  const changes: string[] = [];
  for (const [key, entry] of Object.entries(was)) {
    if (key === "") {
      const root = is[""]!.devDependencies as Record<string, string>;
      for (const [name, range] of Object.entries(entry.devDependencies as Record<string, string>))
        if (root[name] !== range) changes.push(`root devDependency ${name}`);
    } else if (!(key in is)) changes.push(`removed ${key}`);
    else if (JSON.stringify(is[key]) !== JSON.stringify(entry)) changes.push(`changed ${key}`);
  }
  return changes;
}

/** The npm lockfile entries that adding qgate added outside its own bundle (none: it resolves nothing). */
function npmResolved(before: string, after: string): string[] {
  const was = (JSON.parse(before) as NpmLock).packages;
  const is = (JSON.parse(after) as NpmLock).packages;
  return Object.entries(is)
    .filter(([key, entry]) => !(key in was) && key !== "node_modules/qgate" && entry.inBundle !== true)
    .map(([key]) => key);
}

/** The packages (and snapshots) pnpm-lock.yaml gained: their keys, two-space indented. */
function pnpmResolved(before: string, after: string): string[] {
  const keys = (text: string) =>
    new Set(
      text
        .split("\n")
        .map((line) => /^ {2}'?([^\s':]+(?::[^\s']+)?)'?:$/.exec(line)?.[1])
        .filter((key): key is string => key !== undefined),
    );
  const was = keys(before);
  return [...keys(after)].filter((key) => !was.has(key));
}

/**
 * The lines of pnpm-lock.yaml that adding qgate removed (a multiset: order aside). A package whose
 * version or peer resolution changed loses its old line (`version: 5.2.0(eslint@9.39.5)`, a snapshot's
 * key), so none removed means nothing but additions.
 */
function removedLines(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const line of after.split("\n")) left.set(line, (left.get(line) ?? 0) + 1);
  return before.split("\n").filter((line) => {
    const count = left.get(line) ?? 0;
    left.set(line, count - 1);
    return count <= 0;
  });
}

describe("installing qgate's tarball into a project with ESLint 9", () => {
  let npm: Install;
  let pnpm: Install;

  beforeAll(async () => {
    const tarball = await packQgate();
    [npm, pnpm] = await Promise.all([npmProject(tarball), pnpmWorkspace(tarball)]);
  }, 300_000);

  it("npm: every existing package resolves as before, and qgate adds nothing but itself", () => {
    expect(npmChanges(npm.before, npm.after)).toEqual([]);
    // Every dependency ships inside the tarball: none enters the project's resolution.
    expect(npmResolved(npm.before, npm.after)).toEqual([]);
    expect(npm.after).toContain('"node_modules/qgate"');
    expect(npm.output).not.toMatch(/ERESOLVE|peer/i);
  });

  it("pnpm: every existing package resolves as before, qgate adds nothing but itself, and no unmet peer", () => {
    expect(pnpm.output).not.toMatch(/unmet peer|issues with peer/i);
    expect(removedLines(pnpm.before, pnpm.after)).toEqual([]);
    // Every dependency ships inside the tarball: the lockfile gains qgate alone.
    expect(pnpmResolved(pnpm.before, pnpm.after).filter((key) => !key.startsWith("qgate@"))).toEqual([]);
    expect(pnpm.after).toMatch(/^ {6}qgate:$/m);
    // The plugin keeps the root's ESLint 9, in the root and in the workspace package alike.
    expect(pnpm.after).toMatch(/eslint-plugin-react-hooks@5\.2\.0\(eslint@9\./);
    expect(pnpm.after).not.toMatch(/eslint@10\./);
    // The workspace package's zod-form-data keeps its own zod, not qgate's.
    expect(pnpm.after).toMatch(/zod-form-data@3\.0\.1\(zod@4\.2\.1\)/);
    expect(pnpm.after).not.toMatch(/zod-form-data@3\.0\.1\(zod@4\.6/);
  });

  // One cold run of the four checks from pnpm's install (qgate's bundled copies inside its own
  // node_modules): about 10 s.
  it(
    "runs its bundled Prettier, ESLint and TypeScript from pnpm's install where the project has none",
    { timeout: 120_000 },
    async () => {
      writeFileSync(
        path.join(pnpm.dir, "b.ts"),
        'export const b = eval("1");\nlet unused = 2;\nconst n: number = "x";\nexport  const c = n;\n',
      );
      await execa("git", ["init", "-q"], { cwd: pnpm.dir });
      const result = await runQgate(["check", "--format", "json", "b.ts"], {
        cwd: pnpm.dir,
        bin: path.join(pnpm.dir, "node_modules", "qgate", "bin", "qgate.js"),
      });
      const report = JSON.parse(result.stdout) as {
        failures: unknown[];
        findings: Array<{ check: string; rule: string }>;
        tools: Array<{ name: string; source: string }>;
      };
      expect(report.failures).toEqual([]);
      expect(report.findings.map((finding) => finding.check).sort()).toEqual(
        expect.arrayContaining(["format", "lint", "security", "types"]),
      );
      const sources = Object.fromEntries(report.tools.map((tool) => [tool.name, tool.source]));
      expect(sources).toMatchObject({ prettier: "bundled", eslint: "bundled", typescript: "bundled" });
    },
  );
});
