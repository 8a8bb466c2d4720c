/**
 * Which files each check looks at, by kind. Kept apart from the check modules so planning on the
 * main thread never loads a tool.
 */
import path from "node:path";
const SCRIPT = new Set([".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts"]);
const TYPED = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"]);
/** Prettier decides for itself (it knows its parsers and plugins); these are the ones it never formats. */
const NOT_FORMATTABLE = new Set([
    ".env",
    ".txt",
    ".lock",
    ".log",
    ".png",
    ".jpg",
    ".gif",
    ".ico",
    ".pdf",
    ".zip",
]);
export function extensionOf(file) {
    return path.posix.extname(file).toLowerCase();
}
export function appliesTo(id, file) {
    const ext = extensionOf(file.path);
    // Over maxFileBytes (changes/classify.ts): only the secret scan, which is cheap, reads it.
    if (file.oversized && id !== "security")
        return false;
    switch (id) {
        case "format":
            return (file.change !== "delete" &&
                !NOT_FORMATTABLE.has(ext) &&
                !path.posix.basename(file.path).startsWith(".env"));
        case "lint":
            return file.change !== "delete" && SCRIPT.has(ext);
        case "types":
            // A deleted module still matters: its importers must be checked again.
            return TYPED.has(ext);
        case "security":
            return file.change !== "delete";
    }
}
