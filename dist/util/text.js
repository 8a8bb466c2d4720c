/** Text helpers every room shares, so every message counts and flattens alike. */
/** `1 file`, `2 files`; `many` for irregular plurals. */
export function plural(count, word, many = `${word}s`) {
    return `${count} ${count === 1 ? word : many}`;
}
/**
 * One line: control characters and line breaks become single spaces (each line trimmed, blank lines
 * dropped, so TypeScript's indented elaborations read as one sentence), at most `max` characters.
 */
export function oneLine(text, max = 400) {
    const flat = text
        // eslint-disable-next-line no-control-regex
        .split(/[\u0000-\u001f\u007f]+/)
        .map((part) => part.trim())
        .filter((part) => part !== "")
        .join(" ");
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** `a, b, c, d, e and 3 more`: a list that stays one readable line however long it gets. */
export function listSome(items, max = 5) {
    const shown = items.slice(0, max).join(", ");
    return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}
/** Words joined by `separator`, broken into lines of at most `width` characters, each after `indent`. */
export function wrapList(words, width, indent, separator = ", ") {
    const lines = [];
    let line = "";
    words.forEach((word, i) => {
        const piece = `${word}${i < words.length - 1 ? separator.trimEnd() : ""}`;
        if (line !== "" && line.length + 1 + piece.length > width) {
            lines.push(line);
            line = piece;
        }
        else
            line = line === "" ? piece : `${line} ${piece}`;
    });
    if (line !== "")
        lines.push(line);
    return lines.join(`\n${indent}`);
}
