/**
 * The changed files as they are at the change's base revision (HEAD, or the merge base of a diff), read
 * in one `git cat-file --batch`. The types check compares a file's exported shape there and now: when
 * it is the same, nothing that imports the file can have new errors because of the change.
 */
import { execa } from "execa";
import { toRelative } from "../../changes/paths.js";
/**
 * Content at the base by absolute path: a string, or null where the file is not in the base revision
 * (a new file). A file that could not be read there (no repository, git failing, a name git's batch
 * protocol cannot carry) is left out: its importers are then checked again, as without a base.
 */
export async function readBaseContents(root, revision, files) {
    const found = new Map();
    // One object name a line: a path with a line break cannot be asked for.
    const asked = files.filter((file) => !/[\r\n]/.test(file));
    if (asked.length === 0)
        return found;
    const names = asked.map((file) => `${revision}:./${toRelative(root, file)}`);
    const result = await execa("git", ["cat-file", "--batch"], {
        cwd: root,
        input: `${names.join("\n")}\n`,
        encoding: "buffer",
        reject: false,
        stripFinalNewline: false,
        env: { GIT_OPTIONAL_LOCKS: "0" },
    }).catch(() => undefined);
    if (!result || result.exitCode !== 0)
        return found;
    const out = Buffer.from(result.stdout);
    let offset = 0;
    for (let i = 0; i < asked.length; i++) {
        const newline = out.indexOf(10, offset);
        if (newline === -1)
            break;
        const header = out.subarray(offset, newline).toString("utf8");
        offset = newline + 1;
        // "<name> missing" (or "ambiguous"): the path is not in that revision, or the revision is unknown.
        if (header === `${names[i]} missing`) {
            found.set(asked[i], null);
            continue;
        }
        const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!match)
            break; // Not the answer we asked for: trust nothing that follows.
        const size = Number(match[2]);
        if (match[1] === "blob")
            found.set(asked[i], out.subarray(offset, offset + size).toString("utf8"));
        offset += size + 1; // The content is followed by a newline.
    }
    return found;
}
