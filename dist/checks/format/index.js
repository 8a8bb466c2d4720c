/** The `format` check: Prettier, the project's own (run.ts), loaded only when the check runs. */
import path from "node:path";
import { z } from "zod";
import { defineCheck } from "../check.js";
import { extensionOf } from "../files.js";
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
export default defineCheck({
    id: "format",
    description: "Prettier: files match the project's own Prettier style",
    options: z.object({}).strict().describe("The format check has no options."),
    appliesTo: (file) => file.change !== "delete" &&
        !file.oversized &&
        !NOT_FORMATTABLE.has(extensionOf(file.path)) &&
        !path.posix.basename(file.path).startsWith(".env"),
    run: async (context) => (await import("./run.js")).runFormat(context),
});
