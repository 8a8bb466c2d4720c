const HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/;
export function filesOfPatch(patch) {
    const files = [];
    let current;
    for (const raw of patch.split("\n")) {
        const line = raw.replace(/\r$/, "");
        const header = HEADER.exec(line);
        if (header) {
            const [, kind, given] = header;
            const file = given.trim();
            if (kind === "Move to" && current) {
                // Renamed: the old path is gone (its importers must be checked), the new one holds the edit.
                current.change = "delete";
                current.changedLines = 0;
                current = { path: file, change: "create", changedLines: 0 };
                files.push(current);
                continue;
            }
            current = {
                path: file,
                change: kind === "Add File" ? "create" : kind === "Delete File" ? "delete" : "modify",
                changedLines: 0,
            };
            files.push(current);
            continue;
        }
        if (line.startsWith("*** ")) {
            current = undefined; // Begin/End Patch, End of File.
            continue;
        }
        if (current && current.change !== "delete" && line.startsWith("+")) {
            current.changedLines = (current.changedLines ?? 0) + 1;
        }
    }
    // A file patched twice in one patch is gated once, with its last change type.
    const byPath = new Map();
    for (const file of files) {
        const seen = byPath.get(file.path);
        byPath.set(file.path, seen ? { ...file, changedLines: (seen.changedLines ?? 0) + (file.changedLines ?? 0) } : file);
    }
    return [...byPath.values()];
}
