/** The project root: `--cwd` when given, else the git top level of the current directory, else it. */
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { UsageError } from "../errors.js";
import { gitTopLevel } from "./git.js";
import { displayPath } from "./paths.js";
import { changeMessages } from "../messages.js";
export async function resolveRoot(cwdOption, base = process.cwd()) {
    if (cwdOption !== undefined) {
        const dir = path.resolve(base, cwdOption);
        const stats = statSync(dir, { throwIfNoEntry: false });
        if (!stats)
            throw new UsageError(changeMessages.cwdMissing(displayPath(cwdOption)));
        if (!stats.isDirectory())
            throw new UsageError(changeMessages.cwdNotDirectory(displayPath(cwdOption)));
        return realpathSync(dir);
    }
    const top = await gitTopLevel(base);
    return realpathSync(top ?? base);
}
