/**
 * `qgate check --stdin-filepath <file>`: one file's content read from standard input instead of the
 * disk (an editor's unsaved buffer: the LSP door sends it). The file is checked as that content, and
 * the types check reads the same content through the snapshot overlay, so the file's importers are
 * checked against the buffer, not what is saved. Its base is HEAD, as an assistant's edit's is: the
 * buffer's declarations are compared with the committed file's, and its importers are checked again
 * only when they differ (a body edit costs one file, as the hook's does), or when there is no HEAD.
 */
import { existsSync } from "node:fs";
import { UsageError } from "../errors.js";
import { presetStdinValue } from "../util/stdin-preset.js";
import { resolveInsideRoot } from "./paths.js";
import { changeMessages } from "../messages.js";
export async function readFileFromStdin(file, stream = process.stdin) {
    const preset = presetStdinValue();
    if (preset?.tooLarge)
        throw new UsageError(changeMessages.stdinFilepathTooLarge(file));
    if (preset)
        return preset.text;
    if (stream.isTTY)
        throw new UsageError(changeMessages.stdinFilepathIsTerminal(file));
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks).toString("utf8");
}
export function stdinFileChangeSet(root, cwd, file, content, withHead) {
    const { absPath, path } = resolveInsideRoot(root, cwd, file);
    return {
        root,
        files: [{ path, absPath, change: existsSync(absPath) ? "modify" : "create", content }],
        skipped: [],
        source: "explicit",
        snapshot: [{ path, absPath, content }],
        ...(withHead ? { baseRevision: "HEAD" } : {}),
    };
}
