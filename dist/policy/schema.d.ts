/**
 * The policy file format, validated with zod. `policies/schema.json` is generated from this
 * (`npm run schema`) and a test keeps the two identical, so editors and qgate agree.
 */
import { z } from "zod";
export declare const SeveritySchema: z.ZodEnum<{
    error: "error";
    warning: "warning";
    info: "info";
}>;
export declare const ScopeSchema: z.ZodEnum<{
    added: "added";
    file: "file";
    all: "all";
    context: "context";
}>;
export declare const PolicyFileSchema: z.ZodObject<{
    $schema: z.ZodOptional<z.ZodString>;
    extends: z.ZodOptional<z.ZodString>;
    description: z.ZodOptional<z.ZodString>;
    strict: z.ZodOptional<z.ZodBoolean>;
    blockOn: z.ZodOptional<z.ZodEnum<{
        error: "error";
        warning: "warning";
    }>>;
    onFailure: z.ZodOptional<z.ZodEnum<{
        block: "block";
        allow: "allow";
    }>>;
    fix: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodLiteral<"on-stop">]>>;
    include: z.ZodOptional<z.ZodArray<z.ZodString>>;
    exclude: z.ZodOptional<z.ZodArray<z.ZodString>>;
    scope: z.ZodOptional<z.ZodObject<{
        diff: z.ZodOptional<z.ZodEnum<{
            added: "added";
            file: "file";
            all: "all";
            context: "context";
        }>>;
        hook: z.ZodOptional<z.ZodEnum<{
            added: "added";
            file: "file";
            all: "all";
            context: "context";
        }>>;
    }, z.core.$strict>>;
    concurrency: z.ZodOptional<z.ZodNumber>;
    maxFileBytes: z.ZodOptional<z.ZodNumber>;
    checks: z.ZodOptional<z.ZodObject<{
        format: z.ZodOptional<z.ZodObject<{
            enabled: z.ZodOptional<z.ZodBoolean>;
            severity: z.ZodOptional<z.ZodEnum<{
                error: "error";
                warning: "warning";
                info: "info";
            }>>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodOptional<z.ZodObject<{}, z.core.$strict>>;
            include: z.ZodOptional<z.ZodArray<z.ZodString>>;
            exclude: z.ZodOptional<z.ZodArray<z.ZodString>>;
            requireProjectTool: z.ZodOptional<z.ZodBoolean>;
            tool: z.ZodOptional<z.ZodEnum<{
                prettier: "prettier";
                biome: "biome";
                oxfmt: "oxfmt";
                dprint: "dprint";
            }>>;
        }, z.core.$strict>>;
        lint: z.ZodOptional<z.ZodObject<{
            enabled: z.ZodOptional<z.ZodBoolean>;
            severity: z.ZodOptional<z.ZodEnum<{
                error: "error";
                warning: "warning";
                info: "info";
            }>>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodOptional<z.ZodObject<{}, z.core.$strict>>;
            include: z.ZodOptional<z.ZodArray<z.ZodString>>;
            exclude: z.ZodOptional<z.ZodArray<z.ZodString>>;
            requireProjectTool: z.ZodOptional<z.ZodBoolean>;
            tools: z.ZodOptional<z.ZodArray<z.ZodEnum<{
                biome: "biome";
                eslint: "eslint";
                oxlint: "oxlint";
            }>>>;
        }, z.core.$strict>>;
        types: z.ZodOptional<z.ZodObject<{
            enabled: z.ZodOptional<z.ZodBoolean>;
            severity: z.ZodOptional<z.ZodEnum<{
                error: "error";
                warning: "warning";
                info: "info";
            }>>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodOptional<z.ZodObject<{}, z.core.$strict>>;
            include: z.ZodOptional<z.ZodArray<z.ZodString>>;
            exclude: z.ZodOptional<z.ZodArray<z.ZodString>>;
            requireProjectTool: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
        security: z.ZodOptional<z.ZodObject<{
            enabled: z.ZodOptional<z.ZodBoolean>;
            severity: z.ZodOptional<z.ZodEnum<{
                error: "error";
                warning: "warning";
                info: "info";
            }>>;
            timeoutMs: z.ZodOptional<z.ZodNumber>;
            options: z.ZodOptional<z.ZodObject<{
                secrets: z.ZodOptional<z.ZodBoolean>;
                patterns: z.ZodOptional<z.ZodBoolean>;
                rules: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
                    [x: string]: string;
                }> & z.core.$partial, z.ZodEnum<{
                    error: "error";
                    off: "off";
                    warn: "warn";
                }>>>;
            }, z.core.$strict>>;
            include: z.ZodOptional<z.ZodArray<z.ZodString>>;
            exclude: z.ZodOptional<z.ZodArray<z.ZodString>>;
            requireProjectTool: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    prompt: z.ZodOptional<z.ZodObject<{
        minScore: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    secrets: z.ZodOptional<z.ZodObject<{
        guard: z.ZodOptional<z.ZodEnum<{
            off: "off";
            warn: "warn";
            block: "block";
        }>>;
        allow: z.ZodOptional<z.ZodArray<z.ZodString>>;
        failClosed: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strict>>;
    lsp: z.ZodOptional<z.ZodObject<{
        checks: z.ZodOptional<z.ZodUnion<readonly [z.ZodEnum<{
            all: "all";
            "editor-gaps": "editor-gaps";
        }>, z.ZodArray<z.ZodEnum<{
            format: "format";
            lint: "lint";
            types: "types";
            security: "security";
        }>>]>>;
    }, z.core.$strict>>;
    daemon: z.ZodOptional<z.ZodObject<{
        enabled: z.ZodOptional<z.ZodBoolean>;
        idleMinutes: z.ZodOptional<z.ZodNumber>;
        maxMemoryMb: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    cache: z.ZodOptional<z.ZodObject<{
        enabled: z.ZodOptional<z.ZodBoolean>;
        maxSizeMb: z.ZodOptional<z.ZodNumber>;
        remote: z.ZodOptional<z.ZodObject<{
            url: z.ZodOptional<z.ZodString>;
            team: z.ZodOptional<z.ZodString>;
            readOnly: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    hooks: z.ZodOptional<z.ZodObject<{
        slowRunMs: z.ZodOptional<z.ZodNumber>;
        errorHookTimeoutMs: z.ZodOptional<z.ZodNumber>;
        webhookTimeoutMs: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type PolicyFile = z.infer<typeof PolicyFileSchema>;
export type Scope = z.infer<typeof ScopeSchema>;
