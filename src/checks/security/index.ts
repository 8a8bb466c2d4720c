/**
 * The `security` check: secrets in every text file and dangerous code patterns in script files
 * (run.ts), loaded only when the check runs. Its options are the only check options there are.
 */
import { z } from "zod";
import { defineCheck } from "../check.js";
import { findingRuleId, RULE_SET } from "./rule-set.js";

/** Rule keys accepted in `options.rules`: as findings name them, or without the `security/` prefix. */
const RULE_KEYS = [
  ...new Set(
    Object.keys(RULE_SET).flatMap((id) => {
      const named = findingRuleId(id);
      return [named, named.slice("security/".length)];
    }),
  ),
];

export default defineCheck({
  id: "security",
  description: "secrets (secretlint) and dangerous code patterns (ESLint security rules)",
  options: z
    .object({
      secrets: z.boolean().optional().describe("Scan for secrets (default true)."),
      patterns: z
        .boolean()
        .optional()
        .describe("Scan script files for dangerous code patterns (default true)."),
      rules: z
        .partialRecord(z.enum(RULE_KEYS), z.enum(["off", "warn", "error"]))
        .optional()
        .describe('Pattern rule -> level, e.g. {"security/detect-unsafe-regex": "warn"}.'),
    })
    .strict(),
  // Over maxFileBytes, only the secret scan (cheap) reads a file; format, lint and types skip it.
  appliesTo: (file) => file.change !== "delete",
  run: async (context) => (await import("./run.js")).runSecurity(context),
});
