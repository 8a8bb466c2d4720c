import type { Policy, SecretsGuard } from "../policy/policy.js";
import type { HookContext } from "./context.js";
import type { FileRead, Outcome } from "./event.js";
/** One secret found: what kind (for the reason) and its 1-based line; never the secret. */
export interface SecretHit {
    what: string;
    line: number;
}
/** Files larger than this are scanned up to it (the security check's own cap on big files). */
export declare const MAX_SCANNED_BYTES: number;
/**
 * The secrets in `text`, each once per line and kind, in order. Throws when secretlint cannot run
 * (the caller decides whether that refuses: `secrets.failClosed`).
 */
export declare function findSecrets(text: string): Promise<SecretHit[]>;
/** The guard's setting in effect: the policy's, or `block` in strict mode when the policy says nothing. */
export declare function guardMode(policy: Policy, strict: boolean): SecretsGuard;
/** Whether the policy's `secrets.allow` globs exempt a file (test fixtures holding fake keys). */
export declare function allowedByPolicy(policy: Policy, root: string, file: string): boolean;
/**
 * A file's text for the guard: undefined when it is not a readable regular file (the tool's own
 * error then says so; nothing of it can reach the model) or holds a NUL byte in its first 8 KB
 * (binary). At most MAX_SCANNED_BYTES are read.
 */
export declare function readForGuard(file: string): string | undefined;
/** What the guard says of one text: nothing found, or the hits. */
export type GuardVerdict = {
    hits: SecretHit[];
} | {
    failed: string;
};
/** Scans a text; a scan that throws is `failed` with its one-line reason (no secret in it). */
export declare function guardText(text: string): Promise<GuardVerdict>;
/** A file's path as the guard shows it: relative to the root when inside it. */
export declare function shownFile(root: string, file: string): string;
/** The guard on a prompt: a block or a warning when it holds a secret, else undefined. */
export declare function guardPrompt(ctx: HookContext, prompt: string): Promise<Outcome | undefined>;
/** The guard before a tool reads files: the first file holding a secret refuses (or warns about) the call. */
export declare function guardReads(ctx: HookContext, reads: readonly FileRead[]): Promise<Outcome>;
