/** The `types` check: TypeScript on the changed files and their importers (run.ts), loaded only when it runs. */
import { z } from "zod";
import { defineCheck } from "../check.js";
import { isScriptPath } from "../files.js";
export default defineCheck({
    id: "types",
    description: "TypeScript diagnostics in the changed files and in the files that import them",
    options: z.object({}).strict().describe("The types check has no options."),
    // A deleted module still matters: its importers must be checked again.
    appliesTo: (file) => !file.oversized && isScriptPath(file.path),
    run: async (context) => (await import("./run.js")).runTypes(context),
});
