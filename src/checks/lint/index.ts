/** The `lint` check: ESLint, the project's own with its config (run.ts), loaded only when the check runs. */
import { z } from "zod";
import { defineCheck } from "../check.js";
import { isScriptPath } from "../files.js";

export default defineCheck({
  id: "lint",
  description:
    "The project's own linters (ESLint flat or .eslintrc, Biome, oxlint; qgate's ESLint when it has none)",
  options: z.object({}).strict().describe("The lint check has no options."),
  appliesTo: (file) => file.change !== "delete" && !file.oversized && isScriptPath(file.path),
  run: async (context) => (await import("./run.js")).runLint(context),
});
