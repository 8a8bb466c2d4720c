/**
 * qgate as a user installs it: `npm pack` of this checkout (its dist/ as built), installed with npm
 * into a temp project. Packed once per test run; a project with the same tarball and dependencies is
 * installed once and reused (cached under the OS temp dir, keyed by their hash).
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { REPO_ROOT } from "./project.js";

let packed: Promise<string> | undefined;

/**
 * The path of qgate's tarball as published, its tools bundled (scripts/pack.js), packed from the
 * current dist/ (no lifecycle scripts): the one the global setup packed with the clients
 * (test/global-setup.ts), else packed here.
 */
export function packQgate(): Promise<string> {
  packed ??= (async () => {
    const shared = path.join(REPO_ROOT, ".cache", "e2e", "bundled");
    const made = existsSync(shared) ? readdirSync(shared).find((name) => name.endsWith(".tgz")) : undefined;
    if (made) return path.join(shared, made);
    const dir = path.join(tmpdir(), `qgate-pack-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    const { stdout } = await execa(
      "node",
      ["scripts/pack.js", "--ignore-scripts", "--silent", "--pack-destination", dir],
      {
        cwd: REPO_ROOT,
      },
    );
    return path.join(dir, stdout.trim().split("\n").pop()!);
  })();
  return packed;
}

/**
 * A temp project with `dependencies` installed next to qgate's tarball (as devDependencies), plus
 * the given files. Returns its real path; the node_modules install is shared between calls.
 */
export async function packedProject(
  dependencies: string[],
  files: Record<string, string>,
  npmFlags: string[] = [],
): Promise<string> {
  const tarball = await packQgate();
  const key = createHash("sha256")
    .update(readFileSync(tarball))
    .update(JSON.stringify([dependencies, npmFlags]))
    .digest("hex")
    .slice(0, 16);
  const installed = path.join(tmpdir(), `qgate-packed-${key}`);
  if (!existsSync(path.join(installed, ".ready"))) {
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    writeFileSync(
      path.join(installed, "package.json"),
      `${JSON.stringify({ name: "packed-user", private: true, type: "module" })}\n`,
    );
    await execa(
      "npm",
      [
        "install",
        "--save-dev",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        ...npmFlags,
        tarball,
        ...dependencies,
      ],
      {
        cwd: installed,
      },
    );
    writeFileSync(path.join(installed, ".ready"), "");
  }
  const project = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-packed-project-")));
  cpSync(path.join(installed, "package.json"), path.join(project, "package.json"));
  // The install is shared: link it, as a monorepo's hoisted node_modules would be.
  symlinkSync(path.join(installed, "node_modules"), path.join(project, "node_modules"), "dir");
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), content);
  }
  await execa("git", ["init", "-q"], { cwd: project });
  return project;
}
