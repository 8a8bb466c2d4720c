/** The resolved policy: every field decided, built-in defaults merged with the project's choices. */
import type { CheckId, Severity } from "../checks/check.js";
import type { Scope } from "./schema.js";
export interface CheckPolicy {
    enabled: boolean;
    severity?: Severity;
    timeoutMs: number;
    options: Record<string, unknown>;
    include: string[];
    exclude: string[];
    requireProjectTool: boolean;
}
export interface Policy {
    /** Where it came from, for messages: "built-in default", ".qgaterc.json", ... */
    source: string;
    name: string;
    strict: boolean;
    blockOn: "error" | "warning";
    onFailure: "block" | "allow";
    fix: boolean | "on-stop";
    include: string[];
    exclude: string[];
    scope: {
        diff: Scope;
        hook: Scope;
    };
    concurrency: number;
    maxFileBytes: number;
    checks: Record<CheckId, CheckPolicy>;
    prompt: {
        minScore: number;
    };
    secrets: SecretsPolicy;
    hooks: {
        slowRunMs: number;
        errorHookTimeoutMs: number;
        webhookTimeoutMs: number;
    };
    daemon: {
        enabled: boolean;
        idleMinutes: number;
        maxMemoryMb: number;
    };
    /** What `qgate lsp` reports (docs/lsp.md): the editor's gaps, everything, or these checks. */
    lsp: {
        checks: "editor-gaps" | "all" | CheckId[];
    };
    cache: {
        enabled: boolean;
        maxSizeMb: number;
        remote?: RemoteCachePolicy;
    };
    /**
     * The files it was read from, each with the sha1 of its bytes as read, and the project policy files
     * looked for and not there ("-"), by absolute path; none for a policy built in code.
     */
    sources?: Record<string, string>;
}
/** What the secrets guard does with a prompt or a file read that holds a secret (hook/secrets-guard.ts). */
export type SecretsGuard = "block" | "warn" | "off";
export interface SecretsPolicy {
    guard: SecretsGuard;
    /** The policy set `guard` (else it is `block` in strict mode, `warn` otherwise). */
    guardFromPolicy: boolean;
    /** Files the guard lets through (globs relative to the root: test fixtures holding fake keys). */
    allow: string[];
    /** A guard that cannot run refuses, rather than lets the prompt or read through. */
    failClosed: boolean;
}
/** The policy's part of the remote cache's settings (the token is never in a policy). */
export interface RemoteCachePolicy {
    url?: string | undefined;
    team?: string | undefined;
    readOnly?: boolean | undefined;
}
export declare const DEFAULT_TIMEOUT_MS = 60000;
