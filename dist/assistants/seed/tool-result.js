import { EDITING_TOOLS } from "../../hook/tools.js";
const PATTERNS = [
    // Write: "File created successfully at: /abs/a.ts", "File created at: a.ts".
    { re: /\bFile created\b[^\n]*?\bat:\s*(?<path>[^\n]+)/i, change: "create" },
    // Write over an existing file: "The file /abs/a.ts has been updated." / "File updated at: a.ts".
    {
        re: /\bThe file\s+(?<path>.+?)\s+has been (?:updated|modified|edited|written|overwritten)\b/i,
        change: "modify",
    },
    {
        re: /\bFile (?:updated|modified|edited|written|overwritten)\b[^\n]*?\bat:\s*(?<path>[^\n]+)/i,
        change: "modify",
    },
    // MultiEdit: "Applied 3 edits to /abs/a.ts:".
    { re: /\bApplied \d+ edits? to\s+(?<path>[^\n]+?):?\s*$/im, change: "modify" },
    // NotebookEdit: "Updated cell 2 in /abs/n.ipynb" / "Updated notebook /abs/n.ipynb".
    { re: /\bUpdated (?:cell\b[^\n]*?\bin|notebook)\s+(?<path>[^\n]+?)\s*$/im, change: "modify" },
];
/** Strips quotes, backticks and trailing punctuation a sentence puts around a path. */
function cleanPath(raw) {
    let p = raw.trim().replace(/[.,;:]+$/, "");
    const quoted = /^(["'`])(.*)\1$/.exec(p);
    if (quoted)
        p = (quoted[2] ?? p).replace(/[.,;:]+$/, "");
    return p.trim();
}
/**
 * The changed path and change type named by a tool result, or undefined when it names none.
 * The earliest sentence in the text wins, whichever pattern finds it: an Edit result goes on with a
 * snippet of the edited file, and a phrase like "File created at: x" inside that snippet must never
 * redirect the gate to another file.
 */
export function extractPathFromResult(tool, result) {
    if (!EDITING_TOOLS.has(tool))
        return undefined;
    let best;
    for (const { re, change } of PATTERNS) {
        const match = re.exec(result);
        const raw = match?.groups?.path;
        if (match === null || raw === undefined)
            continue;
        if (best !== undefined && match.index >= best.index)
            continue;
        const path = cleanPath(raw);
        if (path !== "")
            best = { path, change, index: match.index };
    }
    return best && { path: best.path, change: best.change };
}
