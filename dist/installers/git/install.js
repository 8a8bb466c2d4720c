/**
 * `qgate install pre-commit` / `qgate uninstall pre-commit`: runs `qgate check --staged` before each
 * commit. Where the repository already uses a hook manager, qgate joins it instead of git's own hook:
 * husky (.husky/pre-commit), lefthook (lefthook.yml) or the pre-commit framework
 * (.pre-commit-config.yaml). Otherwise it writes the hook git actually runs (`git rev-parse --git-path
 * hooks`, which honours core.hooksPath). A foreign hook is kept: qgate's marked block is added to it.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import writeFileAtomic from "write-file-atomic";
import { git, gitTopLevel } from "../../changes/git.js";
import { displayPath, isInside } from "../../changes/paths.js";
import { shownPath } from "../text.js";
import { QGATE_DIR } from "../../checks/resolve-tool.js";
import { FileError, UsageError } from "../../errors.js";
import { addLefthook, addPreCommitConfig, addShellBlock, hasBlock, hasYamlBlock, removeShellBlock, removeYamlBlock, shellBlock, shQuote, } from "./blocks.js";
import { installMessages } from "../../messages.js";
export const preCommitHelp = `Usage: qgate install pre-commit [--command <cmd>] [--cwd <dir>]
       qgate uninstall pre-commit [--cwd <dir>]

Runs \`qgate check --staged\` before every commit: the staged content is checked, blocking findings
refuse the commit. qgate joins the hook manager the repository already uses:
  husky         a block in .husky/pre-commit
  lefthook      a "qgate" command under pre-commit in lefthook.yml
  pre-commit    a local hook in .pre-commit-config.yaml
  otherwise     git's pre-commit hook, in the hooks directory git uses (core.hooksPath is honoured)
An existing hook is kept; qgate adds a marked block to it. Running install again changes nothing.

Options:
  --command <cmd>  How the hook runs qgate. Default: "npx --no-install qgate" when qgate is installed
                   in the repository's node_modules, otherwise this qgate's absolute path (node + bin/qgate.js)
  --cwd <dir>      A directory inside the repository (default: the current directory)
  -h, --help       Show this help

Skip the check once: QGATE_SKIP=1 git commit ...  (git commit --no-verify skips every hook).
uninstall removes only what install added. A .pre-commit-config.yaml that already lists qgate's own
hook (id qgate or qgate-installed) is left alone. By hand, the pre-commit framework's way:
  repos:
    - repo: local
      hooks:
        - id: qgate
          name: qgate
          entry: npx --no-install qgate check --staged
          language: system
          pass_filenames: false
`;
async function repository(cwd, command) {
    const top = await gitTopLevel(cwd);
    if (top === undefined)
        throw new UsageError(installMessages.preCommit.notInRepository(command, displayPath(cwd)));
    const hooks = await git(top, ["rev-parse", "--git-path", "hooks"]);
    const configured = await git(top, ["config", "--get", "core.hooksPath"]);
    const hooksPath = configured.exitCode === 0 ? String(configured.stdout).trim() : undefined;
    return { top, hooksDir: path.resolve(top, String(hooks.stdout).trim()), hooksPath };
}
function readText(file) {
    try {
        return readFileSync(file, "utf8");
    }
    catch {
        return undefined;
    }
}
function packageMentionsHusky(top) {
    try {
        const pkg = JSON.parse(readFileSync(path.join(top, "package.json"), "utf8"));
        return ["dependencies", "devDependencies"].some((key) => typeof pkg[key] === "object" && pkg[key] !== null && "husky" in pkg[key]);
    }
    catch {
        return false;
    }
}
const LEFTHOOK_FILES = ["lefthook.yml", ".lefthook.yml", "lefthook.yaml", ".lefthook.yaml"];
function detect(repo) {
    const husky = path.join(repo.top, ".husky");
    const huskyDir = existsSync(husky) && statSync(husky).isDirectory();
    const hooksIntoHusky = repo.hooksPath !== undefined && isInside(husky, path.resolve(repo.top, repo.hooksPath));
    if (huskyDir && (hooksIntoHusky || packageMentionsHusky(repo.top)))
        return { target: "husky", file: path.join(husky, "pre-commit") };
    const lefthook = LEFTHOOK_FILES.map((name) => path.join(repo.top, name)).find((f) => existsSync(f));
    if (lefthook)
        return { target: "lefthook", file: lefthook };
    const framework = path.join(repo.top, ".pre-commit-config.yaml");
    if (existsSync(framework))
        return { target: "pre-commit", file: framework };
    return { target: "git", file: path.join(repo.hooksDir, "pre-commit") };
}
/** The command the hook runs: the repository's own qgate via npx, else this qgate by absolute path. */
export function defaultCommand(top) {
    const local = path.join(top, "node_modules");
    if (isInside(local, QGATE_DIR))
        return "npx --no-install qgate";
    return `${shQuote(process.execPath)} ${shQuote(path.join(QGATE_DIR, "bin", "qgate.js"))}`;
}
async function write(file, text, executable) {
    try {
        mkdirSync(path.dirname(file), { recursive: true });
        await writeFileAtomic(file, text, executable ? { mode: 0o755 } : {});
        if (executable)
            chmodSync(file, 0o755);
    }
    catch (error) {
        throw new FileError(installMessages.preCommit.cannotWrite(displayPath(file), error.code ?? "error"));
    }
}
function isTextScript(text) {
    return !text.includes("\0");
}
/** The options of `qgate install pre-commit`, parsed by the CLI. */
export const preCommitOptions = {
    command: { type: "string" },
    cwd: { type: "string" },
};
/**
 * Installs or uninstalls the pre-commit hook; `out` writes one line for the user (the CLI hands it,
 * nothing here prints). Returns the exit code.
 */
export async function preCommit(mode, values, out) {
    const name = `${mode} pre-commit`;
    if (mode === "uninstall" && values.command !== undefined)
        throw new UsageError(installMessages.preCommit.commandOnlyForInstall(name));
    const cwd = path.resolve(values.cwd ?? ".");
    if (!existsSync(cwd))
        throw new UsageError(installMessages.preCommit.cwdNotDirectory(name, displayPath(values.cwd ?? ".")));
    const repo = await repository(cwd, name);
    const command = (values.command ?? defaultCommand(repo.top)).trim();
    if (command === "" || /[\n\r]/.test(command))
        throw new UsageError(installMessages.preCommit.emptyCommand(name));
    return mode === "install" ? install(repo, command, out) : uninstall(repo, out);
}
async function install(repo, command, out) {
    const { target, file } = detect(repo);
    const shown = shownPath(file, repo.top);
    const current = readText(file);
    let next;
    if (target === "lefthook")
        next = addLefthook(current ?? "", command);
    else if (target === "pre-commit")
        next = addPreCommitConfig(current ?? "", command);
    else {
        if (current !== undefined && !isTextScript(current))
            throw new FileError(installMessages.preCommit.notAShellScript(shown));
        next = addShellBlock(current, shellBlock(command));
    }
    if (next === undefined) {
        throw new FileError(installMessages.preCommit.cannotExtend(shown, target === "lefthook"));
    }
    if (next === current) {
        out(installMessages.preCommit.alreadyInstalled(shown));
        return 0;
    }
    await write(file, next, target === "git" || target === "husky");
    if (target === "lefthook")
        await syncLefthook(repo);
    const where = target === "git"
        ? installMessages.preCommit.gitHook(shown, repo.hooksPath)
        : target === "husky"
            ? installMessages.preCommit.huskyHook(shown)
            : target === "lefthook"
                ? installMessages.preCommit.lefthookHook(shown)
                : installMessages.preCommit.frameworkHook(shown);
    const pending = notActiveYet(repo, target);
    if (pending === undefined) {
        out(installMessages.preCommit.active(where));
    }
    else {
        // Only claim what is true: the manager's own hook is not in git's hooks directory yet.
        out(installMessages.preCommit.pending(where, pending));
    }
    return 0;
}
/** The hook script git will run before a commit, if any. */
function gitHook(repo) {
    const configured = repo.hooksPath !== undefined ? path.resolve(repo.top, repo.hooksPath, "pre-commit") : undefined;
    return readText(configured ?? path.join(repo.hooksDir, "pre-commit"));
}
/**
 * Why the manager will not run qgate on the next commit (what to run, as a phrase), or undefined when
 * it will: husky needs core.hooksPath pointing into .husky; lefthook and the pre-commit framework need
 * their own script in git's hooks directory.
 */
function notActiveYet(repo, target) {
    if (target === "git")
        return undefined;
    if (target === "husky") {
        const husky = path.join(repo.top, ".husky");
        const into = repo.hooksPath !== undefined && isInside(husky, path.resolve(repo.top, repo.hooksPath));
        return into ? undefined : installMessages.preCommit.huskyPending;
    }
    const hook = gitHook(repo) ?? "";
    if (target === "lefthook")
        return /lefthook/i.test(hook) ? undefined : installMessages.preCommit.lefthookPending;
    return /pre-commit/.test(hook) && /install_hooks|pre_commit|pre-commit run|INSTALL_PYTHON/i.test(hook)
        ? undefined
        : installMessages.preCommit.frameworkPending;
}
/**
 * lefthook writes git's hook only for the sections its config has when `lefthook install` runs: after
 * adding a pre-commit section, run the project's lefthook (node_modules/.bin, else PATH) to sync it.
 */
async function syncLefthook(repo) {
    const local = path.join(repo.top, "node_modules", ".bin", "lefthook");
    const candidates = [...(existsSync(local) ? [local] : []), "lefthook"];
    for (const bin of candidates) {
        try {
            const result = await execa(bin, ["install"], { cwd: repo.top, reject: false, stdin: "ignore" });
            if (result.exitCode === 0)
                return;
        }
        catch {
            // Not installed: the message says to run it.
        }
    }
}
async function uninstall(repo, out) {
    const candidates = [
        { target: "git", file: path.join(repo.hooksDir, "pre-commit") },
        { target: "husky", file: path.join(repo.top, ".husky", "pre-commit") },
        ...LEFTHOOK_FILES.map((name) => ({ target: "lefthook", file: path.join(repo.top, name) })),
        { target: "pre-commit", file: path.join(repo.top, ".pre-commit-config.yaml") },
    ];
    const removed = [];
    for (const { target, file } of candidates) {
        const text = readText(file);
        if (text === undefined)
            continue;
        if (target === "git" || target === "husky") {
            if (!hasBlock(text))
                continue;
            const rest = removeShellBlock(text);
            if (rest === undefined)
                rmSync(file);
            else
                await write(file, rest, true);
        }
        else {
            if (!hasYamlBlock(text))
                continue;
            await write(file, removeYamlBlock(text), false);
        }
        removed.push(shownPath(file, repo.top));
    }
    out(removed.length === 0 ? installMessages.preCommit.notInAny : installMessages.preCommit.removed(removed));
    return 0;
}
