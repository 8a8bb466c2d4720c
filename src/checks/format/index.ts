/** The `format` check: the project's own formatter (run.ts, tools/), loaded only when the check runs. */
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
  description:
    "The project's own formatter (Prettier, Biome, oxfmt or dprint; qgate's Prettier when it has none)",
  options: z.object({}).strict().describe("The format check has no options."),
  appliesTo: (file) =>
    file.change !== "delete" &&
    !file.oversized &&
    !NOT_FORMATTABLE.has(extensionOf(file.path)) &&
    !path.posix.basename(file.path).startsWith(".env"),
  run: async (context) => (await import("./run.js")).runFormat(context),
});
