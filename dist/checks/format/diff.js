/**
 * Where a file differs from Prettier's output, in lines of the ORIGINAL text: the engine's
 * changed-lines scope compares that range with the lines a diff touched.
 */
/** Splits on `\n` only, so a CRLF line that Prettier turns into LF counts as different. */
function lines(text) {
    return text.split("\n");
}
export function differingLines(original, formatted) {
    if (original === formatted)
        return undefined;
    const a = lines(original);
    const b = lines(formatted);
    let prefix = 0;
    while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix])
        prefix++;
    let suffix = 0;
    while (suffix < a.length - prefix &&
        suffix < b.length - prefix &&
        a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
        suffix++;
    }
    // A missing final newline shows up past the last line of the original: point at its last line.
    const last = original.endsWith("\n") ? Math.max(1, a.length - 1) : a.length;
    const line = Math.min(prefix + 1, last);
    const endLine = Math.max(line, Math.min(a.length - suffix, last));
    return { line, endLine };
}
