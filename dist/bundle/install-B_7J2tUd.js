import { t as execa } from "./execa-DAZUM69v.js";
import { r as gitTopLevel, t as git } from "./git-B9JU7sjJ.js";
import { r as isInside, t as displayPath } from "./paths-CKwe_9xS.js";
import { r as shownPath } from "./text-CItYGcnC.js";
import { t as QGATE_DIR } from "./resolve-tool-CSGVxh-b.js";
import { a as UsageError, r as FileError } from "./errors-BsNsftzl.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";

// dist/installers/git/blocks.js
/**
* The text edits behind `qgate install pre-commit`: a marked block in a shell hook (git's own hook or
* husky's), a command in lefthook.yml, a local hook in .pre-commit-config.yaml. Every edit is
* idempotent (the marked block is replaced, never duplicated), keeps everything else in the file, and
* can be taken out again exactly.
*/
const BEGIN = "# >>> qgate pre-commit >>>";
const END = "# <<< qgate pre-commit <<<";
/** Quotes a word for sh: paths are data, even with spaces or quotes in them. */
function shQuote(word) {
	return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'"'"'`)}'`;
}
/** The lines a shell hook runs: qgate on the staged content, unless QGATE_SKIP=1. */
function shellBlock(command) {
	return [
		BEGIN,
		"# Added by `qgate install pre-commit` (`qgate uninstall pre-commit` removes it).",
		"# Skip once: QGATE_SKIP=1 git commit ...  (or git commit --no-verify, which skips every hook).",
		"if [ \"${QGATE_SKIP:-}\" != \"1\" ]; then",
		`  ${command} check --staged || exit $?`,
		"fi",
		END
	].join("\n");
}
function blockPattern() {
	const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`[ \\t]*${esc(BEGIN)}[\\s\\S]*?${esc(END)}[ \\t]*\\n?`);
}
function hasBlock(text) {
	return blockPattern().test(text);
}
/**
* Puts the block into a shell script: replaces an existing one in place; otherwise inserts it right
* after the shebang, so it runs before a foreign hook's own `exit`/`exec` can end the script.
*/
function addShellBlock(script, block) {
	if (script === void 0 || script.trim() === "") return `#!/bin/sh\n${block}\n`;
	if (hasBlock(script)) return script.replace(blockPattern(), `${block}\n`);
	if (script.startsWith("#!")) {
		const newline = script.indexOf("\n");
		return `${newline === -1 ? script : script.slice(0, newline)}\n${block}\n${newline === -1 ? "" : script.slice(newline + 1)}`;
	}
	return `${block}\n${script}`;
}
/** Takes the block out; undefined when nothing but a shebang (and blank lines) would remain. */
function removeShellBlock(script) {
	const rest = script.replace(blockPattern(), "");
	return rest.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#!")).join("") === "" ? void 0 : rest;
}
/** The YAML marker comments use the same words as the shell block. */
function yamlBlockPattern() {
	const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`^[ \\t]*${esc(BEGIN)}[^\\n]*\\n[\\s\\S]*?^[ \\t]*${esc(END)}[^\\n]*\\n?`, "m");
}
function indentUnit(yaml) {
	return /^( +)\S/m.exec(yaml)?.[1] ?? "  ";
}
/** A sh -c wrapper that honours QGATE_SKIP=1 for runners that do not use a shell themselves. */
function skippable(command) {
	return `[ "\${QGATE_SKIP:-}" = "1" ] || ${command} check --staged`;
}
/**
* A quoted YAML scalar in the style Prettier prints it (single quotes as soon as the value holds a
* double quote, double quotes otherwise), so the edited file stays formatted and qgate's own format
* check passes when the file is committed. Commands never hold line breaks (checked on input).
*/
function yamlString(value) {
	if (value.includes("\"")) return `'${value.replace(/'/g, "''")}'`;
	return JSON.stringify(value);
}
/**
* lefthook.yml: a `qgate` command under `pre-commit: commands:`. Returns undefined when the file's
* `pre-commit` section is written in a form this text edit cannot extend safely (flow style).
*/
function addLefthook(yaml, command) {
	const unit = indentUnit(yaml);
	const cleaned = yaml.replace(yamlBlockPattern(), "");
	const entry = (indent) => [
		`${indent}${BEGIN}`,
		`${indent}qgate:`,
		`${indent}${unit}run: ${yamlString(skippable(command))}`,
		`${indent}${END}`
	].join("\n");
	const lines = cleaned.split("\n");
	const top = lines.findIndex((line) => /^pre-commit:\s*(#.*)?$/.test(line));
	if (top === -1) {
		if (/^pre-commit:/m.test(cleaned)) return void 0;
		return `${cleaned === "" || cleaned.endsWith("\n") ? cleaned : `${cleaned}\n`}pre-commit:\n${unit}commands:\n${entry(unit + unit)}\n`;
	}
	let end = lines.length;
	for (let i = top + 1; i < lines.length; i++) {
		const line = lines[i];
		if (line.trim() !== "" && !/^\s/.test(line)) {
			end = i;
			break;
		}
	}
	const commands = lines.findIndex((line, i) => i > top && i < end && /^\s+commands:\s*(#.*)?$/.test(line));
	if (commands === -1) {
		if (lines.slice(top + 1, end).some((line) => /^\s+commands:/.test(line))) return void 0;
		lines.splice(top + 1, 0, `${unit}commands:`, entry(unit + unit));
	} else {
		const indent = /^(\s*)/.exec(lines[commands])[1];
		lines.splice(commands + 1, 0, entry(indent + unit));
	}
	return lines.join("\n");
}
function removeYamlBlock(yaml) {
	return yaml.replace(yamlBlockPattern(), "");
}
function hasYamlBlock(yaml) {
	return yamlBlockPattern().test(yaml);
}
/**
* .pre-commit-config.yaml: a `repo: local` hook that runs this qgate (the published hook is in the
* repository's .pre-commit-hooks.yaml). Returns undefined when `repos:` is not a block list.
*/
function addPreCommitConfig(yaml, command) {
	const cleaned = yaml.replace(yamlBlockPattern(), "").replace(/^repos:[ \t]*\[[ \t]*\][ \t]*(#.*)?$/m, "repos:");
	if (/^\s*-?\s*id:\s*["']?qgate(?:-installed)?["']?\s*(#.*)?$/m.test(cleaned)) return cleaned;
	const lines = cleaned.split("\n");
	const reposLine = lines.findIndex((line) => /^repos:\s*(#.*)?$/.test(line));
	const unit = indentUnit(cleaned);
	const itemIndent = (() => {
		const item = lines.find((line, i) => i > reposLine && /^\s*- /.test(line));
		return item ? /^(\s*)/.exec(item)[1] : unit;
	})();
	const block = [
		`${itemIndent}${BEGIN}`,
		`${itemIndent}- repo: local`,
		`${itemIndent}  hooks:`,
		`${itemIndent}  ${unit}- id: qgate`,
		`${itemIndent}  ${unit}  name: qgate`,
		`${itemIndent}  ${unit}  entry: ${yamlString(`sh -c ${shQuote(skippable(command))}`)}`,
		`${itemIndent}  ${unit}  language: system`,
		`${itemIndent}  ${unit}  pass_filenames: false`,
		`${itemIndent}${END}`
	].join("\n");
	if (reposLine === -1) {
		if (/^repos:/m.test(cleaned)) return void 0;
		return `${cleaned === "" || cleaned.endsWith("\n") ? cleaned : `${cleaned}\n`}repos:\n${block}\n`;
	}
	let end = lines.length;
	for (let i = reposLine + 1; i < lines.length; i++) {
		const line = lines[i];
		if (line.trim() !== "" && !/^\s/.test(line) && !line.startsWith("- ") && !line.startsWith("#")) {
			end = i;
			break;
		}
	}
	while (end > reposLine + 1 && lines[end - 1].trim() === "") end--;
	lines.splice(end, 0, block);
	const text = lines.join("\n");
	return text.endsWith("\n") ? text : `${text}\n`;
}

// dist/installers/git/install.js
/**
* `qgate install pre-commit` / `qgate uninstall pre-commit`: runs `qgate check --staged` before each
* commit. Where the repository already uses a hook manager, qgate joins it instead of git's own hook:
* husky (.husky/pre-commit), lefthook (lefthook.yml) or the pre-commit framework
* (.pre-commit-config.yaml). Otherwise it writes the hook git actually runs (`git rev-parse --git-path
* hooks`, which honours core.hooksPath). A foreign hook is kept: qgate's marked block is added to it.
*/
const preCommitHelp = `Usage: qgate install pre-commit [--command <cmd>] [--cwd <dir>]
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
	if (top === void 0) throw new UsageError(installMessages.preCommit.notInRepository(command, displayPath(cwd)));
	const hooks = await git(top, [
		"rev-parse",
		"--git-path",
		"hooks"
	]);
	const configured = await git(top, [
		"config",
		"--get",
		"core.hooksPath"
	]);
	const hooksPath = configured.exitCode === 0 ? String(configured.stdout).trim() : void 0;
	return {
		top,
		hooksDir: path.resolve(top, String(hooks.stdout).trim()),
		hooksPath
	};
}
function readText(file) {
	try {
		return readFileSync(file, "utf8");
	} catch {
		return;
	}
}
function packageMentionsHusky(top) {
	try {
		const pkg = JSON.parse(readFileSync(path.join(top, "package.json"), "utf8"));
		return ["dependencies", "devDependencies"].some((key) => typeof pkg[key] === "object" && pkg[key] !== null && "husky" in pkg[key]);
	} catch {
		return false;
	}
}
const LEFTHOOK_FILES = [
	"lefthook.yml",
	".lefthook.yml",
	"lefthook.yaml",
	".lefthook.yaml"
];
function detect(repo) {
	const husky = path.join(repo.top, ".husky");
	const huskyDir = existsSync(husky) && statSync(husky).isDirectory();
	const hooksIntoHusky = repo.hooksPath !== void 0 && isInside(husky, path.resolve(repo.top, repo.hooksPath));
	if (huskyDir && (hooksIntoHusky || packageMentionsHusky(repo.top))) return {
		target: "husky",
		file: path.join(husky, "pre-commit")
	};
	const lefthook = LEFTHOOK_FILES.map((name) => path.join(repo.top, name)).find((f) => existsSync(f));
	if (lefthook) return {
		target: "lefthook",
		file: lefthook
	};
	const framework = path.join(repo.top, ".pre-commit-config.yaml");
	if (existsSync(framework)) return {
		target: "pre-commit",
		file: framework
	};
	return {
		target: "git",
		file: path.join(repo.hooksDir, "pre-commit")
	};
}
/** The command the hook runs: the repository's own qgate via npx, else this qgate by absolute path. */
function defaultCommand(top) {
	const local = path.join(top, "node_modules");
	if (isInside(local, QGATE_DIR)) return "npx --no-install qgate";
	return `${shQuote(process.execPath)} ${shQuote(path.join(QGATE_DIR, "bin", "qgate.js"))}`;
}
async function write(file, text, executable) {
	try {
		mkdirSync(path.dirname(file), { recursive: true });
		await writeFileAtomic(file, text, executable ? { mode: 493 } : {});
		if (executable) chmodSync(file, 493);
	} catch (error) {
		throw new FileError(installMessages.preCommit.cannotWrite(displayPath(file), error.code ?? "error"));
	}
}
function isTextScript(text) {
	return !text.includes("\0");
}
/** The options of `qgate install pre-commit`, parsed by the CLI. */
const preCommitOptions = {
	command: { type: "string" },
	cwd: { type: "string" }
};
/**
* Installs or uninstalls the pre-commit hook; `out` writes one line for the user (the CLI hands it,
* nothing here prints). Returns the exit code.
*/
async function preCommit(mode, values, out) {
	const name = `${mode} pre-commit`;
	if (mode === "uninstall" && values.command !== void 0) throw new UsageError(installMessages.preCommit.commandOnlyForInstall(name));
	const cwd = path.resolve(values.cwd ?? ".");
	if (!existsSync(cwd)) throw new UsageError(installMessages.preCommit.cwdNotDirectory(name, displayPath(values.cwd ?? ".")));
	const repo = await repository(cwd, name);
	const command = (values.command ?? defaultCommand(repo.top)).trim();
	if (command === "" || /[\n\r]/.test(command)) throw new UsageError(installMessages.preCommit.emptyCommand(name));
	return mode === "install" ? install(repo, command, out) : uninstall(repo, out);
}
async function install(repo, command, out) {
	const { target, file } = detect(repo);
	const shown = shownPath(file, repo.top);
	const current = readText(file);
	let next;
	if (target === "lefthook") next = addLefthook(current ?? "", command);
	else if (target === "pre-commit") next = addPreCommitConfig(current ?? "", command);
	else {
		if (current !== void 0 && !isTextScript(current)) throw new FileError(installMessages.preCommit.notAShellScript(shown));
		next = addShellBlock(current, shellBlock(command));
	}
	if (next === void 0) throw new FileError(installMessages.preCommit.cannotExtend(shown, target === "lefthook"));
	if (next === current) {
		out(installMessages.preCommit.alreadyInstalled(shown));
		return 0;
	}
	await write(file, next, target === "git" || target === "husky");
	if (target === "lefthook") await syncLefthook(repo);
	const where = target === "git" ? installMessages.preCommit.gitHook(shown, repo.hooksPath) : target === "husky" ? installMessages.preCommit.huskyHook(shown) : target === "lefthook" ? installMessages.preCommit.lefthookHook(shown) : installMessages.preCommit.frameworkHook(shown);
	const pending = notActiveYet(repo, target);
	if (pending === void 0) out(installMessages.preCommit.active(where));
	else out(installMessages.preCommit.pending(where, pending));
	return 0;
}
/** The hook script git will run before a commit, if any. */
function gitHook(repo) {
	return readText((repo.hooksPath !== void 0 ? path.resolve(repo.top, repo.hooksPath, "pre-commit") : void 0) ?? path.join(repo.hooksDir, "pre-commit"));
}
/**
* Why the manager will not run qgate on the next commit (what to run, as a phrase), or undefined when
* it will: husky needs core.hooksPath pointing into .husky; lefthook and the pre-commit framework need
* their own script in git's hooks directory.
*/
function notActiveYet(repo, target) {
	if (target === "git") return void 0;
	if (target === "husky") {
		const husky = path.join(repo.top, ".husky");
		return repo.hooksPath !== void 0 && isInside(husky, path.resolve(repo.top, repo.hooksPath)) ? void 0 : installMessages.preCommit.huskyPending;
	}
	const hook = gitHook(repo) ?? "";
	if (target === "lefthook") return /lefthook/i.test(hook) ? void 0 : installMessages.preCommit.lefthookPending;
	return /pre-commit/.test(hook) && /install_hooks|pre_commit|pre-commit run|INSTALL_PYTHON/i.test(hook) ? void 0 : installMessages.preCommit.frameworkPending;
}
/**
* lefthook writes git's hook only for the sections its config has when `lefthook install` runs: after
* adding a pre-commit section, run the project's lefthook (node_modules/.bin, else PATH) to sync it.
*/
async function syncLefthook(repo) {
	const local = path.join(repo.top, "node_modules", ".bin", "lefthook");
	const candidates = [...existsSync(local) ? [local] : [], "lefthook"];
	for (const bin of candidates) try {
		if ((await execa(bin, ["install"], {
			cwd: repo.top,
			reject: false,
			stdin: "ignore"
		})).exitCode === 0) return;
	} catch {}
}
async function uninstall(repo, out) {
	const candidates = [
		{
			target: "git",
			file: path.join(repo.hooksDir, "pre-commit")
		},
		{
			target: "husky",
			file: path.join(repo.top, ".husky", "pre-commit")
		},
		...LEFTHOOK_FILES.map((name) => ({
			target: "lefthook",
			file: path.join(repo.top, name)
		})),
		{
			target: "pre-commit",
			file: path.join(repo.top, ".pre-commit-config.yaml")
		}
	];
	const removed = [];
	for (const { target, file } of candidates) {
		const text = readText(file);
		if (text === void 0) continue;
		if (target === "git" || target === "husky") {
			if (!hasBlock(text)) continue;
			const rest = removeShellBlock(text);
			if (rest === void 0) rmSync(file);
			else await write(file, rest, true);
		} else {
			if (!hasYamlBlock(text)) continue;
			await write(file, removeYamlBlock(text), false);
		}
		removed.push(shownPath(file, repo.top));
	}
	out(removed.length === 0 ? installMessages.preCommit.notInAny : installMessages.preCommit.removed(removed));
	return 0;
}

export { preCommit, preCommitHelp, preCommitOptions };