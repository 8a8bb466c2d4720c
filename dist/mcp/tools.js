/**
 * The MCP door's tools: names, short descriptions, and the zod schemas of their arguments and results.
 * The JSON schemas clients see are generated from the same zod schemas that validate the arguments,
 * so what a tool promises is what it checks. Bounds on sizes (paths, lists, rule ids) keep a hostile
 * or confused request from making the gate do unbounded work.
 */
import { z } from "zod";
import { CHECK_IDS } from "../checks/registry.js";
import { ScopeSchema } from "../policy/schema.js";
import { mcpMessages } from "../messages.js";
const MAX_PATH = 4096;
const MAX_FILES = 1000;
export const CheckArgs = z
    .object({
    files: z.array(z.string().min(1).max(MAX_PATH)).max(MAX_FILES).optional().describe(mcpMessages.filesArg),
    diff: z.string().min(1).max(256).optional().describe(mcpMessages.diffArg),
    staged: z.boolean().optional().describe(mcpMessages.stagedArg),
    only: z
        .array(z.enum(CHECK_IDS))
        .min(1)
        .max(CHECK_IDS.length)
        .optional()
        .describe(mcpMessages.onlyArg),
    scope: ScopeSchema.optional().describe(mcpMessages.scopeArg),
})
    .strict();
export const ExplainArgs = z
    .object({ rule: z.string().min(1).max(200).describe(mcpMessages.ruleArg) })
    .strict();
export const StatusArgs = z.object({}).strict();
const Finding = z.object({
    file: z.string(),
    /** Absent (with column) for a file-level finding. */
    line: z.number().optional(),
    column: z.number().optional(),
    rule: z.string(),
    check: z.string(),
    severity: z.string(),
    message: z.string(),
});
const Failure = z.object({
    check: z.string(),
    errorType: z.string(),
    message: z.string(),
    file: z.string().optional(),
});
export const CheckResult = z.object({
    verdict: z.enum(["pass", "warn", "block", "incomplete"]),
    /** False when a check could not run: the verdict then covers only the checks that did. */
    complete: z.boolean(),
    strict: z.boolean(),
    files: z.array(z.string()),
    findings: z.array(Finding),
    failures: z.array(Failure),
    notes: z.array(z.string()),
    /** warm: the daemon ran it; cold: this process did. */
    served: z.enum(["warm", "cold"]),
});
export const ExplainResult = z.object({
    rule: z.string(),
    /** Which check reports it. */
    check: z.string(),
    meaning: z.string(),
    fix: z.string(),
    url: z.string().optional(),
    /** Where the explanation came from: the tool's own rule metadata, or qgate. */
    source: z.string(),
});
export const StatusResult = z.object({
    version: z.string(),
    root: z.string(),
    policy: z.object({
        name: z.string(),
        source: z.string(),
        strict: z.boolean(),
        blockOn: z.string(),
        onFailure: z.string(),
    }),
    checks: z.array(z.object({
        id: z.string(),
        enabled: z.boolean(),
        severity: z.string().optional(),
        timeoutMs: z.number(),
    })),
    tools: z.array(z.object({ name: z.string(), version: z.string(), source: z.string() })),
    daemon: z.object({
        enabled: z.boolean(),
        running: z.boolean(),
        pid: z.number().optional(),
        version: z.string().optional(),
        uptimeMs: z.number().optional(),
        requests: z.number().optional(),
    }),
});
export const TOOLS = [
    { name: "check", description: mcpMessages.checkTool, args: CheckArgs, result: CheckResult },
    { name: "explain", description: mcpMessages.explainTool, args: ExplainArgs, result: ExplainResult },
    { name: "status", description: mcpMessages.statusTool, args: StatusArgs, result: StatusResult },
];
/** A tool as tools/list shows it: JSON schemas of its input and its structured output. */
export function toolListing(tool) {
    const schema = (type, io) => {
        const { $schema: _, ...json } = z.toJSONSchema(type, { io });
        return { ...json, type: "object" };
    };
    return {
        name: tool.name,
        description: tool.description,
        inputSchema: schema(tool.args, "input"),
        outputSchema: schema(tool.result, "output"),
        // check reads the project and writes nothing (no --fix through this door).
        annotations: { readOnlyHint: true, openWorldHint: false },
    };
}
