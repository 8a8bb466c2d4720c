/** The end every settings installer shares: nothing to do, a dry run's diff, or an atomic write and what changed. */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { FileError } from "../errors.js";
import { forgetCreated, foldersCreated, isEmptySettings, recordCreated, wasCreated, } from "../installers/created-files.js";
import { lineDiff, shownPath } from "../installers/text.js";
import { inProjectStyle } from "./project-style.js";
import { installMessages } from "../messages.js";
/** Returns the exit code (0). Only the CLI calls it: it prints. */
export async function writeSettingsChange(input) {
    const { command, mode, file, shown } = input;
    if (input.changes.length === 0) {
        process.stdout.write(`${mode === "install" ? installMessages.alreadyInstalled(shown) : installMessages.notInstalled(shown)}\n`);
        return 0;
    }
    // A file an install created, with nothing left in it but `{}`, goes (and the folders the install
    // created for it, when empty); a file the user had stays, even empty (installers/created-files.ts).
    const emptied = mode === "uninstall" && input.after !== undefined && isEmptySettings(input.after);
    const created = emptied && wasCreated(file);
    // Formatted only when something is written (loading the project's Prettier costs a moment).
    const after = input.after === undefined || created
        ? undefined
        : await inProjectStyle(file, input.root, input.after, input.before);
    const change = { ...input, after };
    if (change.dryRun) {
        process.stdout.write(`${installMessages.dryRun(command, shown)}\n`);
        const diff = lineDiff(change.before ?? "", change.after ?? "");
        const printed = change.secret ? diff.split(change.secret).join("****") : diff;
        process.stdout.write(`--- ${shown}\n+++ ${shown} (after)\n${printed}\n`);
        return 0;
    }
    let folders = [];
    try {
        if (change.after === undefined)
            rmSync(file, { force: true });
        else {
            const firstCreated = mkdirSync(path.dirname(file), { recursive: true });
            const isNew = change.before === undefined;
            await writeFileAtomic(file, change.after);
            if (mode === "install" && isNew)
                await recordCreated(file, foldersCreated(firstCreated, path.dirname(file)));
        }
        if (mode === "uninstall")
            folders = await forgetCreated(file, change.after === undefined);
    }
    catch (error) {
        throw new FileError(installMessages.cannotWriteSettings(shown, error.code ?? "error"));
    }
    process.stdout.write(`${installMessages.changed(mode, shown)}\n`);
    for (const line of change.changes)
        process.stdout.write(`  ${line}\n`);
    if (change.after === undefined)
        process.stdout.write(`  ${installMessages.fileRemoved(shown)}\n`);
    for (const folder of folders)
        process.stdout.write(`  ${installMessages.folderRemoved(shownPath(folder, input.root))}\n`);
    if (emptied && !created)
        process.stdout.write(`  ${installMessages.emptyFileKept(shown)}\n`);
    return 0;
}
