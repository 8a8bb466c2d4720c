/**
 * The monorepo the real task-runner tests use (fixtures/turbo-monorepo, installed once by the global
 * setup), copied into a git repository of its own with `qgate install turbo` committed, and the real
 * `turbo` (qgate's devDependency) run in it.
 */
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { expect } from "vitest";
import { QGATE_BIN } from "./cli.js";
import { FIXTURES, REPO_ROOT, runGit } from "./project.js";

const FIXTURE = path.join(FIXTURES, "turbo-monorepo");
export const TURBO = path.join(REPO_ROOT, "node_modules", ".bin", "turbo");
export const PACKAGES = ["@fx/biome-app", "@fx/geometry", "@fx/shapes", "@fx/util"];
/** No telemetry, no update check, no colours, no daemon, no qgate disk cache (each test's own). */
export const TURBO_ENV = {
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  TURBO_NO_UPDATE_NOTIFIER: "1",
  QGATE_DAEMON: "0",
  QGATE_CACHE: "0",
  NO_COLOR: "1",
};

export interface Monorepo {
  root: string;
  remove(): void;
}

/**
 * A copy of the fixture whose node_modules links the fixture's installed tools, and its own
 * workspace packages (the fixture's links would lead to the fixture's sources), and `qgate` on the
 * scripts' PATH: the packed binary. A git repository on `main` with `qgate install turbo` committed.
 */
export async function turboMonorepo(engine: "turbo" | "nx" = "turbo"): Promise<Monorepo> {
  const parent = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-turbo-")));
  const root = path.join(parent, "repo");
  cpSync(FIXTURE, root, {
    recursive: true,
    filter: (source) => !path.relative(FIXTURE, source).split(path.sep).includes("node_modules"),
  });
  const installed = path.join(FIXTURE, "node_modules");
  const modules = path.join(root, "node_modules");
  mkdirSync(path.join(modules, ".bin"), { recursive: true });
  mkdirSync(path.join(modules, "@fx"));
  for (const entry of readdirSync(installed))
    if (entry !== "@fx" && entry !== ".bin")
      symlinkSync(path.join(installed, entry), path.join(modules, entry));
  for (const bin of readdirSync(path.join(installed, ".bin")))
    symlinkSync(path.join(installed, ".bin", bin), path.join(modules, ".bin", bin));
  symlinkSync(QGATE_BIN, path.join(modules, ".bin", "qgate"));
  for (const name of ["biome-app", "geometry", "shapes", "util"])
    symlinkSync(path.join("..", "..", "packages", name), path.join(modules, "@fx", name));
  if (engine === "nx") {
    // Nx loads the plugin `qgate/nx` from the workspace, and itself: the packed qgate, qgate's nx.
    symlinkSync(path.dirname(path.dirname(QGATE_BIN)), path.join(modules, "qgate"));
    symlinkSync(path.join(REPO_ROOT, "node_modules", "nx"), path.join(modules, "nx"));
    symlinkSync(path.join(REPO_ROOT, "node_modules", "@nx"), path.join(modules, "@nx"));
    appendFileSync(path.join(root, ".gitignore"), ".nx\n");
  }
  await runGit(root, ["init", "-q", "-b", "main"]);
  const install = await execa("node", [QGATE_BIN, "install", engine], {
    cwd: root,
    reject: false,
    env: TURBO_ENV,
  });
  expect(install.exitCode, install.stderr).toBe(0);
  await runGit(root, ["add", "-A"]);
  await runGit(root, ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "monorepo"]);
  return { root, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

export const NX = path.join(REPO_ROOT, "node_modules", "nx", "bin", "nx.js");
/** Nx run locally: no daemon, no Nx Cloud, no terminal UI. */
export const NX_ENV = { NX_DAEMON: "false", NX_NO_CLOUD: "true", NX_TUI: "false" };

/** `nx <args>` in `root`. */
export async function runNx(root: string, args: string[], env: Record<string, string> = {}) {
  return execa("node", [NX, ...args], { cwd: root, reject: false, env: { ...TURBO_ENV, ...NX_ENV, ...env } });
}

/** The projects an Nx run took from its cache, and those it ran, from its `[local cache]` marks. */
export function nxRuns(output: string): { cached: string[]; ran: string[] } {
  const cached: string[] = [];
  const ran: string[] = [];
  for (const match of output.matchAll(/^> nx run (\S+):qgate(.*)$/gm))
    (/\[(local|remote) cache\]|existing outputs match/.test(match[2]!) ? cached : ran).push(match[1]!);
  return { cached: cached.sort(), ran: ran.sort() };
}

/** `turbo run qgate <args>` in `root`. */
export async function runTurbo(root: string, args: string[], env: Record<string, string> = {}) {
  return execa(TURBO, ["run", "qgate", ...args], { cwd: root, reject: false, env: { ...TURBO_ENV, ...env } });
}

export interface PlannedTask {
  task: string;
  package: string;
  cache: { status: string; local: boolean; remote: boolean };
}

/** What `turbo run qgate --dry=json <args>` plans (it runs nothing): the qgate tasks. */
export async function plannedTasks(
  root: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<PlannedTask[]> {
  const result = await runTurbo(root, ["--dry=json", ...args], env);
  expect(result.exitCode, result.stderr).toBe(0);
  const plan = JSON.parse(result.stdout) as { tasks: PlannedTask[] };
  return plan.tasks
    .filter((task) => task.task === "qgate")
    .sort((a, b) => a.package.localeCompare(b.package));
}

/**
 * Each finding of a pretty report as `<file> <position> <severity> <message> <rule>`, from qgate's own
 * output or from turbo's (whose lines carry a `<package>:qgate: ` prefix).
 */
export function findings(output: string): string[] {
  const lines = output.split("\n").map((line) => line.replace(/^@fx\/[a-z-]+(:qgate)?: /, ""));
  const found: string[] = [];
  let file = "";
  for (const line of lines) {
    if (!line.startsWith(" ") && /^(packages\/\S+|[\w.-]+\.\w+)$/.test(line.trim())) file = line.trim();
    const finding = /^\s+(\d+:\d+|file)\s+(error|warning)\s+(.*)$/.exec(line);
    if (finding) found.push(`${file} ${finding[1]} ${finding[2]} ${finding[3]!.replace(/\s+/g, " ")}`);
  }
  return found.sort();
}
