/**
 * Runs once per test run:
 * - installs the fixture projects that carry their own tools (ESLint 8, TS 7...) with `npm ci`, only
 *   when their lockfile changed since the last install (a stamp in node_modules);
 * - packs qgate (`npm pack`, as it is published and installed from git) and unpacks it under
 *   `.cache/e2e/package`, which is the binary every end-to-end test runs (test/helpers/cli.ts). A file
 *   missing from the tarball fails the e2e tests, not a user. With the clients, it also packs the
 *   tarball as published, its tools bundled, under `.cache/e2e/bundled` (`packQgate()`), for the
 *   installers' tests.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { execa } from "execa";
import type { TestProject } from "vitest/node";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures");
const REPO = path.resolve(import.meta.dirname, "..");
export const PACKED_DIR = path.join(REPO, ".cache", "e2e");

/** Where the tarball with the tools bundled is packed, for the installers' tests (test/helpers/packed.ts). */
export const BUNDLED_DIR = path.join(PACKED_DIR, "bundled");

/** `npm pack`'s output directory `dir`, and the name of the tarball it printed last. */
async function pack(args: string[], dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const { stdout } = await execa(
    args[0]!,
    [...args.slice(1), "--ignore-scripts", "--silent", "--pack-destination", dir],
    {
      cwd: REPO,
    },
  );
  return path.join(dir, stdout.trim().split("\n").pop()!);
}

/**
 * The binary the end-to-end tests run: qgate's own files as `npm pack` packs them, without the tools the
 * published tarball bundles (scripts/pack.js), which the unpack left out anyway: 2 s instead of 20 (npm
 * packs and hashes 109 MB of bundled files). The tarball with the tools bundled is packed only for the
 * installers' tests (with the clients: vitest.config.ts), which install it whole.
 */
async function unpackQgate(bundled: boolean): Promise<void> {
  rmSync(PACKED_DIR, { recursive: true, force: true });
  const tarball = await pack(["npm", "pack"], PACKED_DIR);
  // After, not beside: scripts/pack.js adds the list to package.json for its pack, and puts it back.
  if (bundled) await pack(["node", "scripts/pack.js"], BUNDLED_DIR);
  // Its dependencies: the checkout's own install, linked (as pnpm links a package's node_modules), in
  // place of the tools the published tarball bundles (scripts/pack.js: the same versions, from the same
  // install). The installers' tests use the bundled tarball whole (test/helpers/packed.ts).
  await execa("tar", ["-xzf", tarball, "-C", PACKED_DIR, "--exclude=package/node_modules"]);
  symlinkSync(path.join(REPO, "node_modules"), path.join(PACKED_DIR, "package", "node_modules"), "dir");
}

/** Every directory below fixtures/ with a package-lock.json (not inside node_modules). */
function projectsWithLockfiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const sub = path.join(dir, entry.name);
    if (existsSync(path.join(sub, "package-lock.json"))) found.push(sub);
    projectsWithLockfiles(sub, found);
  }
  return found;
}

async function install(project: string): Promise<void> {
  const lock = readFileSync(path.join(project, "package-lock.json"));
  const hash = createHash("sha256").update(lock).digest("hex");
  const stamp = path.join(project, "node_modules", ".qgate-fixture-stamp");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return;
  const result = await execa(
    "npm",
    ["ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"],
    {
      cwd: project,
      reject: false,
    },
  );
  if (result.exitCode !== 0) {
    throw new Error(`npm ci failed in ${path.relative(FIXTURES, project)}:\n${result.stderr}`);
  }
  writeFileSync(stamp, hash);
}

/** The fixtures of the real assistant clients: installed only when their tests run (`npm run test:clients`). */
const CLIENT_FIXTURES = new Set([
  "claude-code",
  "codex-cli",
  "gemini-cli",
  "copilot-cli",
  "cline",
  "qwen-code",
  "opencode",
  "kilo-cli",
]);

/**
 * The fixtures of the real task runners (turbo, nx: 116 packages, about 6 s of the two cores on a fresh
 * clone): installed only when their tests run (the engines project, `npm run test:clients`).
 */
const ENGINE_FIXTURES = new Set(["turbo-monorepo"]);

async function setUpOnce(project: TestProject): Promise<void> {
  const selected = (name: string) => project.vitest.projects.some((each) => each.name === name);
  const [clients, engines] = [selected("clients"), selected("engines")];
  const fixtures = existsSync(FIXTURES) ? projectsWithLockfiles(FIXTURES) : [];
  const needed = (dir: string) => {
    const top = path.relative(FIXTURES, dir).split(path.sep)[0]!;
    return (clients || !CLIENT_FIXTURES.has(top)) && (engines || !ENGINE_FIXTURES.has(top));
  };
  await Promise.all([unpackQgate(clients), ...fixtures.filter(needed).map(install)]);
}

/**
 * Vitest calls a global setup once per project that inherits it, and once for the root, at the same
 * time: unpacking qgate three times over in the same directory raced (a symlink that already exists,
 * a directory removed under another's feet). The first call does the work; the others wait for it.
 */
export default function setup(project: TestProject): Promise<void> {
  const shared = globalThis as { qgateGlobalSetup?: Promise<void> };
  shared.qgateGlobalSetup ??= setUpOnce(project);
  return shared.qgateGlobalSetup;
}
