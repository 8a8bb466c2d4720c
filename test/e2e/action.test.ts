/**
 * action.yml's "qgate check" step, run the way a GitHub runner runs it (bash -eo pipefail, the step's
 * env, GITHUB_OUTPUT, GITHUB_ACTION_PATH) in a depth-1 clone like actions/checkout's default: push
 * events, a new branch, a force-push whose old head is gone, and a repository's first commit.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runGit, tempProject, type TempProject } from "../helpers/project.js";
import { startCacheServer } from "../helpers/remote-cache-server.js";

/** The `run: |` block of the step named `name`, dedented. */
function stepScript(name: string): string {
  const lines = readFileSync(path.join(REPO_ROOT, "action.yml"), "utf8").split("\n");
  const step = lines.findIndex((line) => line.trim() === `- name: ${name}`);
  const run = lines.findIndex((line, i) => i > step && line.trim() === "run: |");
  expect(step).toBeGreaterThanOrEqual(0);
  expect(run).toBeGreaterThan(step);
  const indent = (line: string) => line.length - line.trimStart().length;
  const runIndent = indent(lines[run]!);
  const body: string[] = [];
  for (const line of lines.slice(run + 1)) {
    if (line.trim() !== "" && indent(line) <= runIndent) break;
    body.push(line);
  }
  const margin = Math.min(...body.filter((l) => l.trim() !== "").map(indent));
  return body.map((line) => line.slice(margin)).join("\n");
}

const ZERO = "0".repeat(40);
// Built at run time: a call the security scan reports (security/no-eval).
const DANGER = ["export const run = (code: string) => ", "ev", "al(code);\n"].join("");
const CLEAN = "export const ok = 1;\n";

let origin: TempProject;
let scratch: string;
let script: string;
const commits: Record<string, string> = {};

async function commit(message: string, files: Record<string, string>): Promise<string> {
  for (const [file, content] of Object.entries(files)) origin.write(file, content);
  await origin.git("add", "-A");
  await origin.git("commit", "-qm", message);
  return origin.git("rev-parse", "HEAD");
}

/** A depth-1 clone of `branch`, as actions/checkout makes by default. */
async function shallowClone(from: string, branch: string): Promise<string> {
  const dir = mkdtempSync(path.join(scratch, "clone-"));
  await execa("git", ["clone", "-q", "--depth", "1", "--branch", branch, `file://${from}`, dir]);
  expect(await runGit(dir, ["rev-parse", "--is-shallow-repository"])).toBe("true");
  return dir;
}

async function runStep(cwd: string, env: Record<string, string>) {
  const output = path.join(cwd, "..", `${path.basename(cwd)}.output`);
  writeFileSync(output, "");
  const file = path.join(scratch, "step.sh");
  writeFileSync(file, script);
  const result = await execa("bash", ["--noprofile", "--norc", "-eo", "pipefail", file], {
    cwd,
    reject: false,
    env: {
      GITHUB_ACTION_PATH: REPO_ROOT,
      GITHUB_OUTPUT: output,
      QGATE_BASE: "",
      QGATE_BASE_REF: "",
      QGATE_BEFORE: "",
      QGATE_REF: "refs/heads/main",
      QGATE_DEFAULT_BRANCH: "main",
      QGATE_POLICY: "security",
      QGATE_STRICT: "false",
      QGATE_SCOPE: "",
      NO_COLOR: "1",
      GITHUB_STEP_SUMMARY: "",
      ...env,
    },
  });
  return { ...result, outputs: readFileSync(output, "utf8") };
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "qgate-action-"));
  script = stepScript("qgate check");
  origin = await tempProject(undefined, { git: true });
  commits.a = await commit("a", { "src/a.ts": CLEAN });
  commits.b = await commit("b", { "src/b.ts": DANGER });
  commits.c = await commit("c", { "src/c.ts": DANGER });
  await origin.git("checkout", "-qb", "feature");
  commits.d = await commit("d", { "src/d.ts": DANGER });
  await origin.git("checkout", "-q", "main");
});
afterAll(() => {
  origin.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe("action.yml in a depth-1 checkout", () => {
  it("with dashboard true, records the run in a log under RUNNER_TEMP and writes the page there", async () => {
    const clone = await shallowClone(origin.dir, "main");
    const runnerTemp = mkdtempSync(path.join(scratch, "runner-temp-"));
    const result = await runStep(clone, {
      QGATE_BEFORE: commits.b!,
      QGATE_INPUT_DASHBOARD: "true",
      QGATE_LOG_DIR: "",
      RUNNER_TEMP: runnerTemp,
      CI: "true",
    });
    expect(result.exitCode).toBe(1);
    const page = path.join(runnerTemp, "qgate-dashboard.html");
    expect(result.outputs).toContain(`dashboard=${page}\n`);
    const log = readFileSync(path.join(runnerTemp, "qgate-logs", "metrics.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(log.map((line) => JSON.parse(line) as { door: string; verdict: string })).toMatchObject([
      { door: "ci", verdict: "block" },
    ]);
    const html = readFileSync(page, "utf8");
    expect(html).toContain("<title>qgate dashboard</title>");
    expect(html).toContain('id="chart-verdicts"');
    // Nothing written into the checkout but the SARIF file it always writes.
    expect(await runGit(clone, ["status", "--porcelain"])).toBe("?? qgate.sarif");
  });

  it("a push compares with the branch's previous head (github.event.before), fetched as needed", async () => {
    const clone = await shallowClone(origin.dir, "main");
    const result = await runStep(clone, { QGATE_BEFORE: commits.b! });
    expect(result.stderr).not.toMatch(/unknown revision|fatal/);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("::error file=src/c.ts,");
    expect(result.stdout).not.toContain("file=src/b.ts");
    expect(result.stdout).toMatch(/^qgate: BLOCKED 1 file, /m);
    expect(result.outputs).toContain("exit-code=1\n");
    expect(result.outputs).toContain(`sarif=${clone}/qgate.sarif\n`);
  });

  it("a push of several commits checks all of them", async () => {
    const clone = await shallowClone(origin.dir, "main");
    const result = await runStep(clone, { QGATE_BEFORE: commits.a! });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^qgate: BLOCKED 2 files, /m);
  });

  it("a pull request compares with its base branch, from their merge-base", async () => {
    const clone = await shallowClone(origin.dir, "feature");
    const result = await runStep(clone, { QGATE_BASE_REF: "main", QGATE_REF: "refs/pull/1/merge" });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("::error file=src/d.ts,");
    expect(result.stdout).toMatch(/^qgate: BLOCKED 1 file, /m);
  });

  it("a new branch (all-zero before) compares with the default branch", async () => {
    const clone = await shallowClone(origin.dir, "feature");
    const result = await runStep(clone, { QGATE_BEFORE: ZERO, QGATE_REF: "refs/heads/feature" });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("::error file=src/d.ts,");
    expect(result.stdout).toMatch(/^qgate: BLOCKED 1 file, /m);
  });

  it("after a force-push whose old head cannot be fetched, the previous commit is the base", async () => {
    const clone = await shallowClone(origin.dir, "main");
    const result = await runStep(clone, { QGATE_BEFORE: "1234567".repeat(5) + "12345" });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("::error file=src/c.ts,");
    expect(result.stdout).toMatch(/^qgate: BLOCKED 1 file, /m);
  });

  it("a repository's first commit (no parent) checks every file", async () => {
    const first = await tempProject(undefined, { git: true, commit: false });
    try {
      first.write("src/a.ts", CLEAN);
      await first.git("add", "-A");
      await first.git("commit", "-qm", "first");
      const clone = await shallowClone(first.dir, "main");
      const result = await runStep(clone, { QGATE_BEFORE: ZERO });
      expect(result.stderr).not.toMatch(/unknown revision|fatal/);
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toMatch(/^qgate: PASS 2 files, 0 errors/m);
    } finally {
      first.cleanup();
    }
  });

  it("keeps the result cache where actions/cache saves it, and passes the remote through, read-only for untrusted code", async () => {
    const server = await startCacheServer();
    try {
      const home = mkdtempSync(path.join(scratch, "home-"));
      const inputs = {
        HOME: home,
        QGATE_CACHE: "1",
        QGATE_INPUT_CACHE: "true",
        QGATE_INPUT_REMOTE_URL: server.url,
        QGATE_INPUT_REMOTE_TEAM: server.team,
        QGATE_INPUT_REMOTE_TOKEN: server.token,
        QGATE_INPUT_REMOTE_READ_ONLY: "auto",
        QGATE_BEFORE: commits.b!,
      };
      // A pull request from a fork: the remote is read, never written.
      const fork = await runStep(await shallowClone(origin.dir, "main"), {
        ...inputs,
        QGATE_UNTRUSTED_CODE: "true",
      });
      expect(fork.exitCode).toBe(1);
      expect(server.artifacts()).toEqual([]);
      // The local cache is under the directory the restore and save steps name.
      expect(readdirSync(path.join(home, ".cache", "qgate-action", "results"))).toContain("index-v5");
      // The repository's own code, on another runner (its own empty cache): written.
      const own = await runStep(await shallowClone(origin.dir, "main"), {
        ...inputs,
        HOME: mkdtempSync(path.join(scratch, "home-")),
        QGATE_UNTRUSTED_CODE: "false",
      });
      expect(own.exitCode).toBe(1);
      expect(server.artifacts().length).toBeGreaterThan(0);
      for (const run of [fork, own]) expect(run.stdout + run.stderr).not.toContain(server.token);
    } finally {
      await server.stop();
    }
  });
});
