import { r as FileError } from "./errors-BsNsftzl.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { r as shownPath, t as lineDiff } from "./text-CItYGcnC.js";
import { f as getPrettier, p as majorVersion } from "./biome-BkkL7iZp.js";
import { t as ignorePaths } from "./run-Cog-Vcur.js";
import { i as owningPackageDir, r as isInside } from "./paths-CKwe_9xS.js";
import { r as resolveTool } from "./resolve-tool-CSGVxh-b.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import { existsSync, mkdirSync, readFileSync, rmSync, rmdirSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";

// dist/installers/created-files.js
/**
* Settings files and folders `qgate install` created, so that `qgate uninstall` can take them away
* again when nothing but qgate's entries was in them (`.claude/settings.json` and `.claude/` in a
* project that had neither), and never a file or folder the user had: a user's own empty `{}` file
* reads the same as the `{}` qgate's removal leaves, so only this record tells them apart.
*
* One JSON file per user, `$XDG_STATE_HOME/qgate/created-files.json` (else
* `~/.local/state/qgate/created-files.json`): absolute file path -> the folders the install created for
* it, outermost first. Best effort: a record that cannot be read or written only means the uninstall
* leaves an empty file behind (and says so), never a failed install.
*/
function createdFilesRecord(env = process.env) {
	const state = env.XDG_STATE_HOME;
	const base = state && path.isAbsolute(state) ? state : path.join(homeDir(env), ".local", "state");
	return path.join(base, "qgate", "created-files.json");
}
function read(record) {
	try {
		const data = JSON.parse(readFileSync(record, "utf8"));
		if (typeof data !== "object" || data === null || Array.isArray(data)) return {};
		const entries = Object.entries(data).flatMap(([file, value]) => {
			const dirs = value?.dirs;
			return Array.isArray(dirs) && dirs.every((d) => typeof d === "string") ? [[file, { dirs }]] : [];
		});
		return Object.fromEntries(entries);
	} catch {
		return {};
	}
}
async function write(record, data) {
	const kept = Object.fromEntries(Object.entries(data).filter(([file]) => existsSync(file)));
	try {
		mkdirSync(path.dirname(record), { recursive: true });
		await writeFileAtomic(record, `${JSON.stringify(kept, null, 2)}\n`);
	} catch {}
}
/**
* The folders between `firstCreated` (what `mkdirSync(dir, { recursive: true })` returned: the
* outermost folder it created, if any) and `dir`, outermost first.
*/
function foldersCreated(firstCreated, dir) {
	if (firstCreated === void 0) return [];
	const dirs = [];
	for (let at = path.resolve(dir);; at = path.dirname(at)) {
		dirs.unshift(at);
		if (at === path.resolve(firstCreated) || at === path.dirname(at)) break;
	}
	return dirs;
}
/** Records that an install created `file` (it did not exist), and the folders it created for it. */
async function recordCreated(file, dirs, env) {
	const record = createdFilesRecord(env);
	const data = read(record);
	data[path.resolve(file)] = { dirs: [...dirs] };
	await write(record, data);
}
/** Whether an install recorded creating `file`. */
function wasCreated(file, env) {
	return read(createdFilesRecord(env))[path.resolve(file)] !== void 0;
}
/**
* Forgets `file` (it was removed, or the user's settings are in it now), and, when `removed`, takes
* away the folders the install created for it that are now empty, innermost first. Returns them.
*/
async function forgetCreated(file, removed, env) {
	const record = createdFilesRecord(env);
	const data = read(record);
	const entry = data[path.resolve(file)];
	if (entry === void 0) return [];
	delete data[path.resolve(file)];
	await write(record, data);
	const gone = [];
	if (!removed) return gone;
	for (const dir of [...entry.dirs].reverse()) try {
		rmdirSync(dir);
		gone.push(dir);
	} catch {
		break;
	}
	return gone;
}
/** Whether a settings text holds nothing at all: `{}` (white space aside; a comment is something). */
function isEmptySettings(text) {
	return text.replace(/\s+/g, "") === "{}";
}

// dist/cli/project-style.js
/**
* Files qgate writes into a project (assistant settings, hooks files) in the project's own Prettier
* style, so that `qgate check` never blocks on qgate's own output. Only with the project's own
* Prettier and a config of its own for the file; only when the file as it was is already in that
* style (a layout the user chose by hand is theirs, and uninstall must give it back byte for byte).
* Anything that goes wrong leaves the text as it was: the style is a courtesy, the content is the job.
*/
async function inProjectStyle(file, root, text, before) {
	if (!isInside(root, file)) return text;
	try {
		const tool = resolveTool("prettier", path.dirname(file), {
			requireProjectTool: true,
			root
		});
		if (tool.source !== "project") return text;
		const prettier = await getPrettier(tool);
		const config = await prettier.resolveConfig(file, { editorconfig: true });
		if (!config) return text;
		const ignorePath = ignorePaths(tool, owningPackageDir(file, root), root);
		if ((await prettier.getFileInfo(file, {
			...ignorePath.length > 0 ? { ignorePath: majorVersion(tool.version) >= 3 ? ignorePath : ignorePath[0] } : {},
			resolveConfig: false
		})).ignored) return text;
		const options = {
			...config,
			filepath: file
		};
		if (before !== void 0 && await prettier.format(before, options) !== before) return text;
		return await prettier.format(text, options);
	} catch {
		return text;
	}
}

// dist/cli/write-settings.js
/** The end every settings installer shares: nothing to do, a dry run's diff, or an atomic write and what changed. */
/** Returns the exit code (0). Only the CLI calls it: it prints. */
async function writeSettingsChange(input) {
	const { command, mode, file, shown } = input;
	if (input.changes.length === 0) {
		process.stdout.write(`${mode === "install" ? installMessages.alreadyInstalled(shown) : installMessages.notInstalled(shown)}\n`);
		return 0;
	}
	const emptied = mode === "uninstall" && input.after !== void 0 && isEmptySettings(input.after);
	const created = emptied && wasCreated(file);
	const after = input.after === void 0 || created ? void 0 : await inProjectStyle(file, input.root, input.after, input.before);
	const change = {
		...input,
		after
	};
	if (change.dryRun) {
		process.stdout.write(`${installMessages.dryRun(command, shown)}\n`);
		const diff = lineDiff(change.before ?? "", change.after ?? "");
		const printed = change.secret ? diff.split(change.secret).join("****") : diff;
		process.stdout.write(`--- ${shown}\n+++ ${shown} (after)\n${printed}\n`);
		return 0;
	}
	let folders = [];
	try {
		if (change.after === void 0) rmSync(file, { force: true });
		else {
			const firstCreated = mkdirSync(path.dirname(file), { recursive: true });
			const isNew = change.before === void 0;
			await writeFileAtomic(file, change.after);
			if (mode === "install" && isNew) await recordCreated(file, foldersCreated(firstCreated, path.dirname(file)));
		}
		if (mode === "uninstall") folders = await forgetCreated(file, change.after === void 0);
	} catch (error) {
		throw new FileError(installMessages.cannotWriteSettings(shown, error.code ?? "error"));
	}
	process.stdout.write(`${installMessages.changed(mode, shown)}\n`);
	for (const line of change.changes) process.stdout.write(`  ${line}\n`);
	if (change.after === void 0) process.stdout.write(`  ${installMessages.fileRemoved(shown)}\n`);
	for (const folder of folders) process.stdout.write(`  ${installMessages.folderRemoved(shownPath(folder, input.root))}\n`);
	if (emptied && !created) process.stdout.write(`  ${installMessages.emptyFileKept(shown)}\n`);
	return 0;
}

export { writeSettingsChange as t };