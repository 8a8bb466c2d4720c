/** The `lint` check: ESLint, the project's own with its config (run.ts), loaded only when the check runs. */
import { z } from "zod";
import { defineCheck } from "../check.js";
import { isScriptPath } from "../files.js";
export default defineCheck({
    id: "lint",
    description: "ESLint: the project's own ESLint and config (flat or legacy .eslintrc)",
    options: z.object({}).strict().describe("The lint check has no options."),
    appliesTo: (file) => file.change !== "delete" && !file.oversized && isScriptPath(file.path),
    run: async (context) => (await import("./run.js")).runLint(context),
});
