/**
 * XML-style tags in a prompt (seed section 10.1): blocks, and the structural problems a reader trips on
 * (unclosed, stray closing and mis-nested tags), each with the line it is on.
 * Code (fenced blocks and inline spans) is masked first, so `Array<string>` or HTML in a snippet is no tag.
 */
/** The eleven tag names of the seed, canonical spelling. Other names are allowed. */
export const KNOWN_TAGS = [
    "instructions",
    "context",
    "requirements",
    "project_context",
    "task",
    "specifications",
    "constraints",
    "acceptance_criteria",
    "relevant_files",
    "template",
    "resource",
];
/** `AcceptanceCriteria`, `acceptance-criteria`, `Acceptance Criteria` -> `acceptance_criteria`. */
export function canonicalTagName(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
        .replace(/[-.\s]+/g, "_")
        .toLowerCase();
}
function blank(text) {
    return text.replace(/[^\n]/g, " ");
}
/** Replaces fenced code blocks and inline code spans by spaces, keeping offsets and line breaks. */
export function maskCode(text) {
    const lines = text.split("\n");
    let fence;
    const out = lines.map((line) => {
        const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
        if (fence !== undefined) {
            if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
                fence = undefined;
            return blank(line);
        }
        if (marker !== undefined) {
            fence = marker;
            return blank(line);
        }
        return line.replace(/`[^`\n]*`/g, blank);
    });
    return out.join("\n");
}
/** Offsets of line starts, ascending (0 first). */
function lineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++)
        if (text.charCodeAt(i) === 10)
            starts.push(i + 1);
    return starts;
}
/** Index of the last line start at or before `offset` (binary search). */
function lineAt(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/** Offsets of line starts, for offset -> 1-based line. */
export function lineIndex(text) {
    const starts = lineStarts(text);
    return (offset) => lineAt(starts, offset) + 1;
}
/**
 * How far around an opening tag its line is looked at to tell a `<placeholder>` in prose from a block:
 * a fixed window keeps a long one-line prompt (minified HTML) linear.
 */
const INLINE_WINDOW = 200;
const TAG_TOKEN = /<(\/?)([A-Za-z_][\w.-]*)(\s[^<>\n]*)?(\/?)>/g;
export function scanTags(text) {
    const masked = maskCode(text);
    const starts = lineStarts(text);
    const blocks = [];
    const issues = [];
    const stack = [];
    // How many tags of each name are on the stack: a closing tag with no opener is known at once,
    // without walking a stack of thousands (a long run of `<a>` then `</b>`).
    const openCount = new Map();
    // Tags reported as mis-nested, by name: their late closing tag is part of that one mistake, not another.
    const orphaned = new Map();
    const bump = (counts, name, by) => {
        const count = (counts.get(name) ?? 0) + by;
        if (count > 0)
            counts.set(name, count);
        else
            counts.delete(name);
    };
    const tokens = [];
    let hasTags = false;
    for (const match of masked.matchAll(TAG_TOKEN)) {
        const [token, slash, name = "", , selfClosing] = match;
        const at = match.index;
        if (selfClosing)
            continue;
        const closing = slash === "/";
        // `Promise<void>`, `List<T>`: a generic type, not a tag.
        if (!closing && at > 0 && /\w/.test(masked[at - 1] ?? ""))
            continue;
        hasTags = true;
        tokens.push([at, at + token.length]);
        const canonical = canonicalTagName(name);
        const row = lineAt(starts, at);
        const line = row + 1;
        if (!closing) {
            const lineStart = Math.max(starts[row] ?? 0, at - INLINE_WINDOW);
            const lineEnd = Math.min((starts[row + 1] ?? masked.length + 1) - 1, at + token.length + INLINE_WINDOW);
            const before = masked.slice(lineStart, at).trim();
            const after = masked.slice(at + token.length, lineEnd).trim();
            bump(openCount, canonical, 1);
            stack.push({
                name,
                canonical,
                line,
                tokenStart: at,
                contentStart: at + token.length,
                inline: before !== "" && after !== "" && !after.includes(`</`),
            });
            continue;
        }
        if (!openCount.has(canonical)) {
            if (orphaned.has(canonical))
                bump(orphaned, canonical, -1);
            else
                issues.push({ kind: "unopened", name, line });
            continue;
        }
        // The opener is on the stack: the walk down to it pops every tag it passes, so it costs no more
        // than the pushes did.
        let index = stack.length - 1;
        while (index > 0 && stack[index]?.canonical !== canonical)
            index--;
        // Tags opened inside this one and still open: closed out of order (or never).
        for (const inner of stack.splice(index + 1)) {
            bump(openCount, inner.canonical, -1);
            if (inner.inline)
                continue;
            bump(orphaned, inner.canonical, 1);
            issues.push({ kind: "misnested", name: inner.name, line: inner.line, closer: name, closerLine: line });
        }
        const open = stack.pop();
        bump(openCount, open.canonical, -1);
        blocks.push({
            name: open.name,
            canonical: open.canonical,
            line: open.line,
            content: text.slice(open.contentStart, at),
            start: open.contentStart,
            end: at,
        });
    }
    for (const open of stack) {
        if (!open.inline)
            issues.push({ kind: "unclosed", name: open.name, line: open.line });
    }
    issues.sort((a, b) => a.line - b.line);
    blocks.sort((a, b) => a.start - b.start);
    let plain = masked;
    if (tokens.length > 0) {
        const parts = [];
        let last = 0;
        for (const [from, to] of tokens) {
            parts.push(masked.slice(last, from), " ".repeat(to - from));
            last = to;
        }
        parts.push(masked.slice(last));
        plain = parts.join("");
    }
    return { blocks, issues, hasTags, plain };
}
/** The non-empty blocks with this canonical name. */
export function blocksNamed(scan, canonical) {
    return scan.blocks.filter((block) => block.canonical === canonical);
}
