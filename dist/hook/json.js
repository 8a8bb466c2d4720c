export function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
}
export function str(value) {
    return typeof value === "string" ? value : undefined;
}
/** Lines in a text an edit wrote (a final newline ends the last line, it does not start one). */
export function countLines(text) {
    if (typeof text !== "string")
        return undefined;
    if (text === "")
        return 0;
    return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
