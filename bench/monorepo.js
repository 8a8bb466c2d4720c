/**
 * The task-runner row (issue 35): qgate as a cached task of the real `turbo` and `nx` (qgate's own
 * devDependencies) on fixtures/turbo-monorepo (four packages: one on Biome, three on ESLint and
 * Prettier, one depending on another), with `qgate install turbo` / `qgate install nx` committed in a
 * git repository of its own under bench/.work. Each round, interleaved:
 * - `qgate check packages` with no daemon and no cache: qgate over the whole repository, the anchor;
 * - cold: every package's task run again, the engine's cache bypassed (`--force`, `--skip-nx-cache`);
 * - warm: the same again with the cache (every package a hit);
 * - affected: a new commit on a branch that edits one package, and `turbo run qgate --affected` /
 *   `nx affected -t qgate` against main (that package and its dependent run, the others are skipped).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { log, QGATE, run, stats, timedChild } from "./measure.js";
import { QGATE_DIR, WORK } from "./projects.js";

const FIXTURE = path.join(QGATE_DIR, "fixtures", "turbo-monorepo");
const TURBO = path.join(QGATE_DIR, "node_modules", ".bin", "turbo");
const NX = path.join(QGATE_DIR, "node_modules", "nx", "bin", "nx.js");
const EDITED = "packages/shapes/src/index.ts";
/** No telemetry, no update check, no colours, no qgate daemon or disk cache: each engine's own cache. */
const ENV = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  TURBO_NO_UPDATE_NOTIFIER: "1",
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
  NX_TUI: "false",
  QGATE_DAEMON: "0",
  QGATE_CACHE: "0",
  NO_COLOR: "1",
};
const GIT_USER = ["-c", "user.email=bench@example.com", "-c", "user.name=bench"];

async function git(root, args) {
  const result = await run("git", args, root, { env: ENV });
  if (result.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
}

/** A fresh copy of the fixture for `engine`, its tools linked, `qgate install <engine>` committed. */
async function monorepo(engine) {
  if (!existsSync(path.join(FIXTURE, "node_modules"))) {
    log("monorepo: installing fixtures/turbo-monorepo (npm ci)");
    const install = await run("npm", ["ci", "--no-audit", "--no-fund"], FIXTURE);
    if (install.exitCode !== 0) throw new Error(`npm ci in ${FIXTURE}: ${install.stderr}`);
  }
  const root = path.join(WORK, `monorepo-${engine}`);
  rmSync(root, { recursive: true, force: true });
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
  symlinkSync(QGATE, path.join(modules, ".bin", "qgate"));
  for (const name of ["biome-app", "geometry", "shapes", "util"])
    symlinkSync(path.join("..", "..", "packages", name), path.join(modules, "@fx", name));
  if (engine === "nx") {
    symlinkSync(QGATE_DIR, path.join(modules, "qgate"));
    symlinkSync(path.join(QGATE_DIR, "node_modules", "nx"), path.join(modules, "nx"));
    symlinkSync(path.join(QGATE_DIR, "node_modules", "@nx"), path.join(modules, "@nx"));
    writeFileSync(
      path.join(root, ".gitignore"),
      `${readFileSync(path.join(root, ".gitignore"), "utf8")}.nx\n`,
    );
  }
  await git(root, ["init", "-q", "-b", "main"]);
  const install = await run(process.execPath, [QGATE, "install", engine], root, { env: ENV });
  if (install.exitCode !== 0) throw new Error(`qgate install ${engine}: ${install.stderr}`);
  await git(root, ["add", "-A"]);
  await git(root, [...GIT_USER, "commit", "-qm", "monorepo"]);
  return root;
}

const COMMANDS = {
  turbo: {
    cold: [TURBO, ["run", "qgate", "--force", "--continue"]],
    warm: [TURBO, ["run", "qgate", "--continue"]],
    affected: [TURBO, ["run", "qgate", "--affected", "--continue"]],
  },
  nx: {
    cold: [process.execPath, [NX, "run-many", "-t", "qgate", "--skip-nx-cache", "--outputStyle=stream"]],
    warm: [process.execPath, [NX, "run-many", "-t", "qgate", "--outputStyle=stream"]],
    affected: [process.execPath, [NX, "affected", "-t", "qgate", "--base=main", "--outputStyle=stream"]],
  },
};

/** One command, timed; its exit code must be qgate's verdict on the fixture (0 or 1), never a crash. */
async function timed(root, [file, args], env = ENV) {
  const { result, ms } = await timedChild(file, args, root, { env, extendEnv: false });
  if (result.exitCode !== 0 && result.exitCode !== 1)
    throw new Error(
      `${path.basename(file)} ${args.join(" ")}: exit ${result.exitCode}\n${result.stdout}${result.stderr}`,
    );
  return ms;
}

export async function monorepoRow(runs, warmUpRounds) {
  const roots = { turbo: await monorepo("turbo"), nx: await monorepo("nx") };
  const times = { whole: [] };
  for (const engine of Object.keys(roots))
    for (const kind of ["cold", "warm", "affected"]) times[`${engine} ${kind}`] = [];
  let edit = 0;
  for (let round = -warmUpRounds; round < runs; round++) {
    const keep = (name, ms) => round >= 0 && times[name].push(ms);
    keep(
      "whole",
      await timed(roots.turbo, [process.execPath, [QGATE, "check", "packages", "--no-progress"]]),
    );
    for (const [engine, root] of Object.entries(roots)) {
      const commands = COMMANDS[engine];
      keep(`${engine} cold`, await timed(root, commands.cold));
      keep(`${engine} warm`, await timed(root, commands.warm));
      // A new commit on a branch, editing one package that another depends on.
      await git(root, ["checkout", "-q", "-B", "feature", "main"]);
      const file = path.join(root, EDITED);
      writeFileSync(
        file,
        `${readFileSync(file, "utf8")}\n/** Bench edit ${++edit}. */\nexport const benchEdit${edit} = ${edit};\n`,
      );
      await git(root, [...GIT_USER, "commit", "-qam", `edit ${edit}`]);
      keep(`${engine} affected`, await timed(root, commands.affected, { ...ENV, TURBO_SCM_BASE: "main" }));
      await git(root, ["checkout", "-q", "main"]);
    }
  }
  for (const root of Object.values(roots)) rmSync(root, { recursive: true, force: true });
  const row = Object.fromEntries(Object.entries(times).map(([name, values]) => [name, stats(values)]));
  log(
    `monorepo: qgate check ${row.whole.p50} ms, turbo cold/warm/affected ${row["turbo cold"].p50}/${row["turbo warm"].p50}/${row["turbo affected"].p50}, nx ${row["nx cold"].p50}/${row["nx warm"].p50}/${row["nx affected"].p50}`,
  );
  return row;
}
