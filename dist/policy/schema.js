/**
 * The policy file format, validated with zod. `policies/schema.json` is generated from this
 * (`npm run schema`) and a test keeps the two identical, so editors and qgate agree.
 */
import { z } from "zod";
import { getCheck } from "../checks/registry.js";
import { FORMAT_TOOLS, LINT_TOOLS } from "../checks/project-tools.js";
export const SeveritySchema = z.enum(["error", "warning", "info"]);
export const ScopeSchema = z.enum(["added", "context", "file", "all"]);
const globList = z
    .array(z.string().min(1))
    .describe("Globs relative to the project root (picomatch syntax).");
function checkPolicySchema(options) {
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
            .describe("Fail with dependency_error instead of using qgate's bundled tool when the project has none."),
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
        .describe("Apply fixes: true (every run), false, or on-stop (only at Stop / session-end in hook mode)."),
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
        .describe("Larger text files are read by the secret scan only (up to 50 MB); format, lint and types skip them with a note."),
    checks: z
        .object({
        // Each check's options schema is the check's own (src/checks/<id>/index.ts).
        format: checkPolicySchema(getCheck("format").options)
            .extend({
            tool: z
                .enum(FORMAT_TOOLS)
                .optional()
                .describe("The formatter to run, instead of the project's own as detected (its config, else package.json; qgate's bundled Prettier when it has none)."),
        })
            .optional(),
        lint: checkPolicySchema(getCheck("lint").options)
            .extend({
            tools: z
                .array(z.enum(LINT_TOOLS))
                .min(1)
                .optional()
                .describe("The linters to run, instead of the project's own as detected (their configs, else package.json; qgate's bundled ESLint when it has none)."),
        })
            .optional(),
        types: checkPolicySchema(getCheck("types").options).optional(),
        security: checkPolicySchema(getCheck("security").options).optional(),
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
    secrets: z
        .object({
        guard: z
            .enum(["block", "warn", "off"])
            .optional()
            .describe("A prompt, or a read of a file, that holds a secret: refused before it reaches the model (block), let through with a warning (warn), or not looked at (off). Default: block in strict mode (the strict and security policies say block), warn otherwise."),
        allow: globList
            .optional()
            .describe("Files the guard lets the assistant read whatever they hold (test fixtures with fake keys)."),
        failClosed: z
            .boolean()
            .optional()
            .describe("A guard that cannot run (qgate missing, crashed) refuses the prompt or read (default false: it lets it through). Install again after changing it: the hook command carries it."),
    })
        .strict()
        .optional()
        .describe("The secrets guard on prompts and file reads (docs/assistant-hooks.md#the-secrets-guard)."),
    lsp: z
        .object({
        checks: z
            .union([
            z.enum(["editor-gaps", "all"]),
            z.array(z.enum(["format", "lint", "types", "security"])).min(1),
        ])
            .optional()
            .describe('What qgate lsp reports: "editor-gaps" (default) what an editor does not already show (security, the types check\'s errors in other files an edit broke, and checks that could not run), "all" every finding, or a list of check ids.'),
    })
        .strict()
        .optional()
        .describe("The editor door (qgate lsp)."),
    daemon: z
        .object({
        enabled: z
            .boolean()
            .optional()
            .describe("Serve hooks and checks from a warm background daemon (default true; QGATE_DAEMON=0 also turns it off)."),
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
            .describe("Past this resident memory the daemon recycles its workers between requests (default 1536)."),
    })
        .strict()
        .optional()
        .describe("The warm daemon (qgate daemon)."),
    cache: z
        .object({
        enabled: z
            .boolean()
            .optional()
            .describe("Keep check results on disk, keyed by content, tools and config, for cold runs to reuse (default true; QGATE_CACHE=0 also turns it off)."),
        maxSizeMb: z
            .number()
            .int()
            .min(1)
            .optional()
            .describe("Past this size the least recently used results are removed (default 100; QGATE_CACHE_MAX_MB overrides)."),
        remote: z
            .object({
            url: z
                .string()
                .regex(/^https?:\/\/\S+$/, "expected an http(s) URL")
                .optional()
                .describe("A server speaking Turborepo's remote cache API (QGATE_REMOTE_CACHE_URL or TURBO_API override). The token is never here: QGATE_REMOTE_CACHE_TOKEN or TURBO_TOKEN."),
            team: z
                .string()
                .min(1)
                .optional()
                .describe("The team (slug, or a team_... id) (QGATE_REMOTE_CACHE_TEAM or TURBO_TEAM override)."),
            readOnly: z
                .boolean()
                .optional()
                .describe("Read entries, never write any (default false; QGATE_REMOTE_CACHE_READ_ONLY=1 also sets it, e.g. for pull requests from forks)."),
        })
            .strict()
            .optional()
            .describe("The remote result cache, shared by CI machines and teammates (docs/cache.md)."),
    })
        .strict()
        .optional()
        .describe("The result cache on disk (qgate cache)."),
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
