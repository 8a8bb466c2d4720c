/**
 * The policy file format, validated with zod. `policies/schema.json` is generated from this
 * (`npm run schema`) and a test keeps the two identical, so editors and qgate agree.
 */
import { z } from "zod";
import { RULE_SET, findingRuleId } from "../checks/security/rule-set.js";

export const SeveritySchema = z.enum(["error", "warning", "info"]);
export const ScopeSchema = z.enum(["added", "context", "file", "all"]);

const globList = z
  .array(z.string().min(1))
  .describe("Globs relative to the project root (picomatch syntax).");

/** Rule keys the security check accepts: as findings name them, or without the `security/` prefix. */
const SECURITY_RULE_KEYS = [
  ...new Set(
    Object.keys(RULE_SET).flatMap((id) => {
      const named = findingRuleId(id);
      return [named, named.slice("security/".length)];
    }),
  ),
];

/** Options per check: each check says what it takes, and nothing else is accepted. */
export const CHECK_OPTIONS_SCHEMAS = {
  format: z.object({}).strict().describe("The format check has no options."),
  lint: z.object({}).strict().describe("The lint check has no options."),
  types: z.object({}).strict().describe("The types check has no options."),
  security: z
    .object({
      secrets: z.boolean().optional().describe("Scan for secrets (default true)."),
      patterns: z
        .boolean()
        .optional()
        .describe("Scan script files for dangerous code patterns (default true)."),
      rules: z
        .partialRecord(z.enum(SECURITY_RULE_KEYS), z.enum(["off", "warn", "error"]))
        .optional()
        .describe('Pattern rule -> level, e.g. {"security/detect-unsafe-regex": "warn"}.'),
    })
    .strict(),
} as const;

function checkPolicySchema<T extends z.ZodType>(options: T) {
  return z
    .object({
      enabled: z.boolean().optional().describe("Run this check (default true)."),
      severity: SeveritySchema.optional().describe("Override the severity of every finding of this check."),
      timeoutMs: z
        .number()
        .int()
        .positive()
        .optional()
        .describe("Kill the check after this many milliseconds."),
      options: options.optional(),
      include: globList.optional(),
      exclude: globList.optional(),
      requireProjectTool: z
        .boolean()
        .optional()
        .describe(
          "Fail with dependency_error instead of using qgate's bundled tool when the project has none.",
        ),
    })
    .strict();
}

export const PolicyFileSchema = z
  .object({
    $schema: z.string().optional(),
    extends: z.string().min(1).optional().describe("A built-in policy name or a path to a policy JSON file."),
    description: z.string().optional(),
    strict: z
      .boolean()
      .optional()
      .describe("Block the assistant on a blocking verdict (like CLAUDE_STRICT_QUALITY=true)."),
    blockOn: z.enum(["error", "warning"]).optional().describe("Lowest finding severity that blocks."),
    onFailure: z
      .enum(["block", "allow"])
      .optional()
      .describe("In strict mode, whether a check that could not run blocks."),
    fix: z
      .union([z.boolean(), z.literal("on-stop")])
      .optional()
      .describe(
        "Apply fixes: true (every run), false, or on-stop (only at Stop / session-end in hook mode).",
      ),
    include: globList.optional(),
    exclude: globList.optional(),
    scope: z
      .object({ diff: ScopeSchema.optional(), hook: ScopeSchema.optional() })
      .strict()
      .optional()
      .describe("Default changed-lines scope for diff selections and for hook edits."),
    concurrency: z.number().int().min(1).max(16).optional().describe("Checks run at once."),
    maxFileBytes: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "Larger text files are read by the secret scan only (up to 50 MB); format, lint and types skip them with a note.",
      ),
    checks: z
      .object({
        format: checkPolicySchema(CHECK_OPTIONS_SCHEMAS.format).optional(),
        lint: checkPolicySchema(CHECK_OPTIONS_SCHEMAS.lint).optional(),
        types: checkPolicySchema(CHECK_OPTIONS_SCHEMAS.types).optional(),
        security: checkPolicySchema(CHECK_OPTIONS_SCHEMAS.security).optional(),
      })
      .strict()
      .optional(),
    prompt: z
      .object({
        minScore: z
          .number()
          .min(0)
          .max(100)
          .optional()
          .describe("Prompts scoring lower block in strict mode."),
      })
      .strict()
      .optional(),
    daemon: z
      .object({
        enabled: z
          .boolean()
          .optional()
          .describe(
            "Serve hooks and checks from a warm background daemon (default true; QGATE_DAEMON=0 also turns it off).",
          ),
        idleMinutes: z
          .number()
          .int()
          .min(1)
          .max(1440)
          .optional()
          .describe("The daemon exits after this many minutes without a request (default 15)."),
        maxMemoryMb: z
          .number()
          .int()
          .min(256)
          .optional()
          .describe(
            "Past this resident memory the daemon recycles its workers between requests (default 1536).",
          ),
      })
      .strict()
      .optional()
      .describe("The warm daemon (qgate daemon)."),
    hooks: z
      .object({
        slowRunMs: z.number().int().positive().optional().describe("Warn when a hook run takes longer."),
        errorHookTimeoutMs: z.number().int().positive().optional(),
        webhookTimeoutMs: z.number().int().positive().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type PolicyFile = z.infer<typeof PolicyFileSchema>;
export type Scope = z.infer<typeof ScopeSchema>;
