/**
 * The secrets guard (issue 36): the doors before the model. A prompt that holds a secret, or a read of
 * a file that holds one, is refused before the assistant sends it to its model's provider; the reason
 * names what was found and where (its kind and line), never any part of the secret.
 *
 * "A secret" is what the security check's detectors see: secretlint's recommended preset
 * (util/secret-detectors.ts) and the strong shapes of util/redact.ts (a key's prefix and length, a PEM
 * block, credentials in a URL), not the loose "a value after a name like password" that the redactor
 * also masks. Only the prompt, or the one file about to be read, is scanned; a scan is cached by the
 * text's SHA-256 for the life of the process (the warm daemon keeps it between hooks). No check runs.
 */
import { createHash } from "node:crypto";
import { openSync, readSync, closeSync, fstatSync } from "node:fs";
import path from "node:path";
import picomatch from "picomatch";
import { secretsIn } from "../util/secret-detectors.js";
import { SECRET_PATTERNS } from "../util/redact.js";
import { toRelative } from "../changes/paths.js";
import { secretsGuardMessages } from "../messages.js";
/** Files larger than this are scanned up to it (the security check's own cap on big files). */
export const MAX_SCANNED_BYTES = 50 * 1024 * 1024;
/** Scans kept per process, by the text's SHA-256. */
const CACHE_SIZE = 512;
const cache = new Map();
/** secretlint's rule ids, in words. */
const RULE_NAMES = {
    aws: "an AWS credential",
    github: "a GitHub token",
    privatekey: "a private key",
    slack: "a Slack token",
    npm: "an npm token",
    basicauth: "credentials in a URL",
    openai: "an OpenAI API key",
    anthropic: "an Anthropic API key",
    gcp: "a Google Cloud credential",
    sendgrid: "a SendGrid API key",
    shopify: "a Shopify token",
    linear: "a Linear API key",
    "1password": "a 1Password token",
};
/** A pattern's `secret` group that is a placeholder, not a value: `${TOKEN}`, `<password>`, `****`. */
function isPlaceholder(value) {
    return value !== undefined && /^(?:[$<{%*]|\[)/.test(value);
}
function lineAt(text, index) {
    let line = 1;
    for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1))
        line++;
    return line;
}
/**
 * The secrets in `text`, each once per line and kind, in order. Throws when secretlint cannot run
 * (the caller decides whether that refuses: `secrets.failClosed`).
 */
export async function findSecrets(text) {
    if (text.length === 0)
        return [];
    const key = createHash("sha256").update(text).digest("hex");
    const cached = cache.get(key);
    if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
    }
    const found = [];
    for (const hit of await secretsIn(text))
        found.push({ what: RULE_NAMES[hit.rule] ?? secretsGuardMessages.ruleSecret(hit.rule), index: hit.start });
    for (const { name, strong, pattern } of SECRET_PATTERNS) {
        if (!strong)
            continue;
        for (const match of text.matchAll(pattern)) {
            if (isPlaceholder(match.groups?.secret))
                continue;
            found.push({ what: name, index: match.index });
        }
    }
    found.sort((a, b) => a.index - b.index);
    const hits = [];
    const seen = new Set();
    for (const { what, index } of found) {
        const line = lineAt(text, index);
        if (seen.has(`${line}\0${what}`))
            continue;
        seen.add(`${line}\0${what}`);
        hits.push({ what, line });
    }
    cache.set(key, hits);
    if (cache.size > CACHE_SIZE)
        cache.delete(cache.keys().next().value ?? "");
    return hits;
}
/** The guard's setting in effect: the policy's, or `block` in strict mode when the policy says nothing. */
export function guardMode(policy, strict) {
    if (policy.secrets.guardFromPolicy)
        return policy.secrets.guard;
    return strict ? "block" : policy.secrets.guard;
}
/** Whether the policy's `secrets.allow` globs exempt a file (test fixtures holding fake keys). */
export function allowedByPolicy(policy, root, file) {
    if (policy.secrets.allow.length === 0)
        return false;
    const relative = toRelative(root, file);
    return picomatch(policy.secrets.allow, { dot: true })(relative);
}
/**
 * A file's text for the guard: undefined when it is not a readable regular file (the tool's own
 * error then says so; nothing of it can reach the model) or holds a NUL byte in its first 8 KB
 * (binary). At most MAX_SCANNED_BYTES are read.
 */
export function readForGuard(file) {
    let fd;
    try {
        fd = openSync(file, "r");
    }
    catch {
        return undefined;
    }
    try {
        const stat = fstatSync(fd);
        if (!stat.isFile())
            return undefined;
        const size = Math.min(stat.size, MAX_SCANNED_BYTES);
        const buffer = Buffer.alloc(size);
        let read = 0;
        while (read < size) {
            const n = readSync(fd, buffer, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        const bytes = buffer.subarray(0, read);
        if (bytes.subarray(0, 8192).includes(0))
            return undefined;
        return bytes.toString("utf8");
    }
    catch {
        return undefined;
    }
    finally {
        closeSync(fd);
    }
}
/** Scans a text; a scan that throws is `failed` with its one-line reason (no secret in it). */
export async function guardText(text) {
    try {
        return { hits: await findSecrets(text) };
    }
    catch (error) {
        return { failed: error instanceof Error ? (error.message.split("\n")[0] ?? "") : "unknown error" };
    }
}
/** A file's path as the guard shows it: relative to the root when inside it. */
export function shownFile(root, file) {
    const relative = path.relative(root, file);
    return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}
/** A refusal or warning about one text, or nothing (no secret, the guard off, or it failed open). */
function verdictOutcome(ctx, verdict, mode, words) {
    if ("failed" in verdict) {
        ctx.logs.append("error", {
            event: ctx.router.event,
            type: "tool_execution_failed",
            critical: false,
            message: secretsGuardMessages.guardFailed(verdict.failed),
        });
        return ctx.policy.secrets.failClosed
            ? { kind: "block", reason: secretsGuardMessages.guardFailed(verdict.failed) }
            : undefined;
    }
    if (verdict.hits.length === 0)
        return undefined;
    const found = secretsGuardMessages.hits(verdict.hits);
    return mode === "block"
        ? { kind: "block", reason: words.refused(found) }
        : { kind: "notice", text: words.warned(found) };
}
/** The guard on a prompt: a block or a warning when it holds a secret, else undefined. */
export async function guardPrompt(ctx, prompt) {
    const mode = guardMode(ctx.policy, ctx.strict);
    if (mode === "off" || prompt.trim() === "")
        return undefined;
    const outcome = verdictOutcome(ctx, await guardText(prompt), mode, {
        refused: secretsGuardMessages.promptRefused,
        warned: secretsGuardMessages.promptWarned,
    });
    if (outcome !== undefined)
        ctx.logs.append("session", {
            event: "UserPromptSubmit",
            guard: outcome.kind === "block" ? "refused" : "warned",
        });
    return outcome;
}
/** The guard before a tool reads files: the first file holding a secret refuses (or warns about) the call. */
export async function guardReads(ctx, reads) {
    const mode = guardMode(ctx.policy, ctx.strict);
    if (mode === "off")
        return { kind: "pass" };
    const warnings = [];
    for (const read of reads) {
        const file = path.resolve(ctx.cwd, read.path);
        if (allowedByPolicy(ctx.policy, ctx.root, file))
            continue;
        const text = read.content ?? readForGuard(file);
        if (text === undefined)
            continue;
        const shown = shownFile(ctx.root, file);
        const outcome = verdictOutcome(ctx, await guardText(text), mode, {
            refused: (found) => secretsGuardMessages.readRefused(shown, found),
            warned: (found) => secretsGuardMessages.readWarned(shown, found),
        });
        if (outcome === undefined)
            continue;
        ctx.logs.append("file-access", {
            event: "PreToolUse",
            path: shown,
            guard: outcome.kind === "block" ? "refused" : "warned",
        });
        if (outcome.kind === "block")
            return outcome;
        if (outcome.kind === "notice")
            warnings.push(outcome.text);
    }
    return warnings.length > 0 ? { kind: "notice", text: warnings.join("\n") } : { kind: "pass" };
}
