/**
 * The MCP door's tools: names, short descriptions, and the zod schemas of their arguments and results.
 * The JSON schemas clients see are generated from the same zod schemas that validate the arguments,
 * so what a tool promises is what it checks. Bounds on sizes (paths, lists, rule ids) keep a hostile
 * or confused request from making the gate do unbounded work.
 */
import { z } from "zod";
export declare const CheckArgs: z.ZodObject<{
    files: z.ZodOptional<z.ZodArray<z.ZodString>>;
    diff: z.ZodOptional<z.ZodString>;
    staged: z.ZodOptional<z.ZodBoolean>;
    only: z.ZodOptional<z.ZodArray<z.ZodEnum<{
        format: "format";
        lint: "lint";
        types: "types";
        security: "security";
    }>>>;
    scope: z.ZodOptional<z.ZodEnum<{
        added: "added";
        file: "file";
        all: "all";
        context: "context";
    }>>;
}, z.core.$strict>;
export type CheckArgs = z.infer<typeof CheckArgs>;
export declare const ExplainArgs: z.ZodObject<{
    rule: z.ZodString;
}, z.core.$strict>;
export type ExplainArgs = z.infer<typeof ExplainArgs>;
export declare const StatusArgs: z.ZodObject<{}, z.core.$strict>;
export declare const CheckResult: z.ZodObject<{
    verdict: z.ZodEnum<{
        warn: "warn";
        block: "block";
        pass: "pass";
        incomplete: "incomplete";
    }>;
    complete: z.ZodBoolean;
    strict: z.ZodBoolean;
    files: z.ZodArray<z.ZodString>;
    findings: z.ZodArray<z.ZodObject<{
        file: z.ZodString;
        line: z.ZodOptional<z.ZodNumber>;
        column: z.ZodOptional<z.ZodNumber>;
        rule: z.ZodString;
        check: z.ZodString;
        severity: z.ZodString;
        message: z.ZodString;
    }, z.core.$strip>>;
    failures: z.ZodArray<z.ZodObject<{
        check: z.ZodString;
        errorType: z.ZodString;
        message: z.ZodString;
        file: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    notes: z.ZodArray<z.ZodString>;
    served: z.ZodEnum<{
        warm: "warm";
        cold: "cold";
    }>;
}, z.core.$strip>;
export type CheckResult = z.infer<typeof CheckResult>;
export declare const ExplainResult: z.ZodObject<{
    rule: z.ZodString;
    check: z.ZodString;
    meaning: z.ZodString;
    fix: z.ZodString;
    url: z.ZodOptional<z.ZodString>;
    source: z.ZodString;
}, z.core.$strip>;
export type ExplainResult = z.infer<typeof ExplainResult>;
export declare const StatusResult: z.ZodObject<{
    version: z.ZodString;
    root: z.ZodString;
    policy: z.ZodObject<{
        name: z.ZodString;
        source: z.ZodString;
        strict: z.ZodBoolean;
        blockOn: z.ZodString;
        onFailure: z.ZodString;
    }, z.core.$strip>;
    checks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        enabled: z.ZodBoolean;
        severity: z.ZodOptional<z.ZodString>;
        timeoutMs: z.ZodNumber;
    }, z.core.$strip>>;
    tools: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        version: z.ZodString;
        source: z.ZodString;
    }, z.core.$strip>>;
    daemon: z.ZodObject<{
        enabled: z.ZodBoolean;
        running: z.ZodBoolean;
        pid: z.ZodOptional<z.ZodNumber>;
        version: z.ZodOptional<z.ZodString>;
        uptimeMs: z.ZodOptional<z.ZodNumber>;
        requests: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type StatusResult = z.infer<typeof StatusResult>;
export interface ToolSpec {
    name: "check" | "explain" | "status";
    description: string;
    args: z.ZodType;
    result: z.ZodType;
}
export declare const TOOLS: readonly ToolSpec[];
/** A tool as tools/list shows it: JSON schemas of its input and its structured output. */
export declare function toolListing(tool: ToolSpec): {
    name: string;
    description: string;
    inputSchema: {
        type: "object";
        [key: string]: unknown;
    };
    outputSchema: {
        type: "object";
        [key: string]: unknown;
    };
    annotations: {
        readOnlyHint: boolean;
        openWorldHint: boolean;
    };
};
