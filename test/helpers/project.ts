/**
 * Real projects for tests: a fixture copied into a temp dir (its node_modules linked, not copied),
 * optionally made a git repository with everything committed.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
  realpathSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
export const FIXTURES = path.join(REPO_ROOT, "fixtures");

export interface TempProject {
  /** Absolute, real path of the project root. */
  dir: string;
  write(relative: string, content: string | Uint8Array): string;
  git(...args: string[]): Promise<string>;
  cleanup(): void;
}

/** Copies a fixture, linking every node_modules it has instead of copying it. */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.name === "node_modules") symlinkSync(source, target, "dir");
    else if (entry.isDirectory()) copyTree(source, target);
    else cpSync(source, target);
  }
}

export async function runGit(dir: string, args: string[]): Promise<string> {
  const result = await execa("git", args, { cwd: dir });
  return result.stdout;
}

/**
 * A temp project. `fixture` names a folder of fixtures/ to copy (omit for an empty project);
 * `git: true` initialises a repository and commits everything (node_modules is ignored).
 */
export async function tempProject(
  fixture?: string,
  options: { git?: boolean; commit?: boolean } = {},
): Promise<TempProject> {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), `qgate-${fixture ?? "empty"}-`)));
  if (fixture) {
    const source = path.join(FIXTURES, fixture);
    if (!existsSync(source)) throw new Error(`no fixture ${fixture}`);
    copyTree(source, dir);
  }
  const project: TempProject = {
    dir,
    write(relative, content) {
      const file = path.join(dir, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
    git: (...args) => runGit(dir, args),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
  if (options.git) {
    await project.git("init", "-q", "-b", "main");
    await project.git("config", "user.email", "test@example.com");
    await project.git("config", "user.name", "qgate test");
    await project.git("config", "commit.gpgsign", "false");
    if (!existsSync(path.join(dir, ".gitignore"))) project.write(".gitignore", "node_modules\n");
    if (options.commit !== false) {
      await project.git("add", "-A");
      await project.git("commit", "-q", "--allow-empty", "-m", "fixture");
    }
  }
  return project;
}
