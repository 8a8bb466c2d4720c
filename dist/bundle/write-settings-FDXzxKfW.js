import { r as FileError } from "./errors-BsNsftzl.js";
import { t as lineDiff } from "./text-yMhJEQQJ.js";
import { f as getPrettier, p as majorVersion } from "./biome-DxyPYfJ8.js";
import { t as ignorePaths } from "./run-D5s-z-6t.js";
import { i as owningPackageDir, r as isInside } from "./paths-DqRko9Ec.js";
import { r as resolveTool } from "./resolve-tool-D1IT7Yaw.js";
import { c as installMessages } from "./messages-BwP49Urk.js";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";

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
	const after = input.after === void 0 ? void 0 : await inProjectStyle(file, input.root, input.after, input.before);
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
	try {
		if (change.after === void 0) rmSync(file, { force: true });
		else {
			mkdirSync(path.dirname(file), { recursive: true });
			await writeFileAtomic(file, change.after);
		}
	} catch (error) {
		throw new FileError(installMessages.cannotWriteSettings(shown, error.code ?? "error"));
	}
	process.stdout.write(`${installMessages.changed(mode, shown)}\n`);
	for (const line of change.changes) process.stdout.write(`  ${line}\n`);
	if (change.after === void 0) process.stdout.write(`  ${installMessages.fileRemoved(shown)}\n`);
	return 0;
}

export { writeSettingsChange as t };