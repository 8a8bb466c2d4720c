/** Blob contents from the object database in one `git cat-file --batch` process, as bytes. */
import { execa } from "execa";
import { QgateError } from "../errors.js";
import { changeMessages } from "../messages.js";
/** Reads the given blob ids (full hex); returns them by id. */
export async function readBlobs(root, ids) {
    const unique = [...new Set(ids)];
    const blobs = new Map();
    if (unique.length === 0)
        return blobs;
    const result = await execa("git", ["cat-file", "--batch"], {
        cwd: root,
        input: `${unique.join("\n")}\n`,
        encoding: "buffer",
        reject: false,
        stripFinalNewline: false,
        env: { GIT_OPTIONAL_LOCKS: "0" },
    });
    if (result.exitCode !== 0) {
        throw new QgateError("tool_execution_failed", changeMessages.catFileFailed(Buffer.from(result.stderr).toString("utf8").trim()));
    }
    const out = Buffer.from(result.stdout);
    let offset = 0;
    for (const id of unique) {
        const newline = out.indexOf(10, offset);
        if (newline === -1)
            break;
        const header = out.subarray(offset, newline).toString("utf8");
        const [, type, size] = header.split(" ");
        if (type === undefined || size === undefined) {
            // "<id> missing": nothing follows the header.
            offset = newline + 1;
            continue;
        }
        const start = newline + 1;
        const end = start + Number(size);
        blobs.set(id, out.subarray(start, end));
        offset = end + 1; // The content is followed by a newline.
    }
    return blobs;
}
