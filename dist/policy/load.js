/**
 * Finds and resolves the policy: `--policy <name|path>`, else `.qgaterc.json`, else the `qgate` key of
 * package.json, else the built-in `default`. `extends` chains are followed (built-in names or paths).
 * Every problem is a ConfigError that names the file, the key and what was expected.
 */
import { readFileSync, existsSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { CHECK_IDS } from "../checks/registry.js";
import { ConfigError } from "../errors.js";
import { describeJsonError } from "../util/json-error.js";
import { didYouMean } from "../util/suggest.js";
import { DEFAULT_TIMEOUT_MS } from "./policy.js";
import { PolicyFileSchema } from "./schema.js";
import { policyMessages } from "../messages.js";
/** `policies/` ships beside `dist/` and `src/`. */
export const BUILTIN_POLICY_DIR = fileURLToPath(new URL("../../policies/", import.meta.url));
export function builtinPolicyNames() {
    return readdirSync(BUILTIN_POLICY_DIR)
        .filter((name) => name.endsWith(".json") && name !== "schema.json")
        .map((name) => name.slice(0, -".json".length))
        .sort();
}
function formatIssuePath(issuePath) {
    return issuePath.length === 0 ? "(top level)" : issuePath.map(String).join(".");
}
/** The keys an object in the policy schema accepts, found by walking the schema along `at`. */
function knownKeysAt(at) {
    let schema = PolicyFileSchema;
    for (const segment of at) {
        while (schema instanceof z.ZodOptional)
            schema = schema.unwrap();
        if (!(schema instanceof z.ZodObject))
            return [];
        const next = schema.shape[String(segment)];
        if (next === undefined)
            return [];
        schema = next;
    }
    while (schema instanceof z.ZodOptional)
        schema = schema.unwrap();
    if (schema instanceof z.ZodObject)
        return Object.keys(schema.shape);
    // A record with a fixed set of keys (the security check's `rules`).
    if (schema instanceof z.ZodRecord && schema.keyType instanceof z.ZodEnum)
        return schema.keyType.options.map(String);
    return [];
}
function expected(keys) {
    // Rules may be named with or without their plugin prefix; list each once, as findings name it.
    const listed = keys.filter((key) => !keys.some((other) => other.endsWith(`/${key}`)));
    return policyMessages.expectedKeys(listed);
}
/** One line per problem: the key path, then what is wrong and what was expected. */
function describeIssue(issue, keyPrefix) {
    const at = keyPrefix + formatIssuePath(issue.path);
    if (issue.code === "unrecognized_keys") {
        const key = issue.keys[0] ?? "";
        const known = knownKeysAt(issue.path);
        if (issue.path.length === 1 && issue.path[0] === "checks")
            return policyMessages.unknownCheck(at, key, expected(known), didYouMean(key, known));
        const where = issue.path.length === 0 ? keyPrefix.replace(/\.$/, "") : at;
        // A secret in a policy file would be committed with it: say where it goes instead.
        if (issue.keys.includes("token") && issue.path.join(".") === "cache.remote")
            return policyMessages.tokenInPolicy(at);
        return policyMessages.unknownKey(where, key, expected(known), didYouMean(key, known));
    }
    return policyMessages.issue(at, issue.message);
}
function validate(label, raw, keyPrefix = "") {
    const parsed = PolicyFileSchema.safeParse(raw);
    if (parsed.success)
        return parsed.data;
    throw new ConfigError(policyMessages.invalid(label, describeIssue(parsed.error.issues[0], keyPrefix)));
}
/**
 * While loadPolicy runs (it is synchronous): the content hash of each file it read, and "-" for each
 * project policy file it looked for and did not find (what a record of the run depends on).
 */
let reads;
function readJson(file, label) {
    let text;
    try {
        const bytes = readFileSync(file);
        reads?.set(file, createHash("sha1").update(bytes).digest("hex"));
        text = bytes.toString("utf8");
    }
    catch (error) {
        const code = error.code ?? "unreadable";
        throw new ConfigError(policyMessages.cannotRead(label, code));
    }
    try {
        return JSON.parse(text);
    }
    catch {
        // Not JSON.parse's message: it quotes the start of the file, whatever file `extends` named.
        throw new ConfigError(policyMessages.invalidJson(label, describeJsonError(text)));
    }
}
/** `extendsFrom`: the file whose `extends` named it, so the message points there, not at `--policy`. */
function loadBuiltin(name, extendsFrom) {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || !builtinPolicyNames().includes(name)) {
        const names = builtinPolicyNames();
        const where = extendsFrom === undefined ? "--policy" : `${extendsFrom}: extends`;
        throw new ConfigError(policyMessages.unknownPolicy(where, name, names, didYouMean(name, names)));
    }
    const file = path.join(BUILTIN_POLICY_DIR, `${name}.json`);
    const label = `built-in policy ${name}`;
    return { label, shown: `${name} (built-in)`, file, data: validate(label, readJson(file, label)) };
}
function isPathLike(reference) {
    return reference.includes("/") || reference.includes("\\") || reference.endsWith(".json");
}
function loadReference(reference, fromDir, root, extendsFrom) {
    if (!isPathLike(reference))
        return loadBuiltin(reference, extendsFrom);
    const file = path.resolve(fromDir, reference);
    const label = path.relative(root, file).split(path.sep).join("/") || file;
    if (!existsSync(file))
        throw new ConfigError(policyMessages.notFound(label, extendsFrom));
    return { label, file, data: validate(label, readJson(file, label)) };
}
/** The project's own choice, if any: `.qgaterc.json`, then package.json's `qgate` key. */
function findProjectPolicy(root) {
    const rc = path.join(root, ".qgaterc.json");
    if (existsSync(rc))
        return {
            label: ".qgaterc.json",
            file: rc,
            data: validate(".qgaterc.json", readJson(rc, ".qgaterc.json")),
        };
    // Looked for and not there: a record of the run depends on that too.
    reads?.set(rc, "-");
    const pkgFile = path.join(root, "package.json");
    if (!existsSync(pkgFile)) {
        reads?.set(pkgFile, "-");
        return undefined;
    }
    const pkg = readJson(pkgFile, "package.json");
    if (pkg !== null && typeof pkg === "object" && "qgate" in pkg) {
        const value = pkg.qgate;
        return { label: "package.json", file: pkgFile, data: validate("package.json", value, "qgate.") };
    }
    return undefined;
}
/** Follows `extends` and returns the chain, base first. Cycles are a ConfigError. */
function resolveChain(start, root) {
    const chain = [start];
    const seen = new Set([start.file]);
    let current = start;
    while (current.data.extends !== undefined) {
        const next = loadReference(current.data.extends, path.dirname(current.file), root, current.label);
        if (seen.has(next.file))
            throw new ConfigError(policyMessages.circularExtends(current.label, next.label));
        seen.add(next.file);
        chain.unshift(next);
        current = next;
    }
    return chain;
}
function mergeFiles(chain) {
    const merged = {};
    for (const { data } of chain) {
        const { checks, scope, prompt, secrets, hooks, daemon, cache, lsp, ...rest } = data;
        Object.assign(merged, rest);
        if (scope)
            merged.scope = { ...merged.scope, ...scope };
        if (prompt)
            merged.prompt = { ...merged.prompt, ...prompt };
        if (secrets)
            merged.secrets = { ...merged.secrets, ...secrets };
        if (hooks)
            merged.hooks = { ...merged.hooks, ...hooks };
        if (daemon)
            merged.daemon = { ...merged.daemon, ...daemon };
        if (lsp)
            merged.lsp = { ...merged.lsp, ...lsp };
        if (cache)
            merged.cache = {
                ...merged.cache,
                ...cache,
                ...(cache.remote ? { remote: { ...merged.cache?.remote, ...cache.remote } } : {}),
            };
        if (checks) {
            // Each check's options were validated against that check's schema; merging keeps them valid.
            const mergedChecks = { ...merged.checks };
            for (const id of CHECK_IDS) {
                const override = checks[id];
                if (!override)
                    continue;
                const base = mergedChecks[id] ?? {};
                mergedChecks[id] = { ...base, ...override, options: { ...base.options, ...override.options } };
            }
            merged.checks = mergedChecks;
        }
    }
    return merged;
}
function finish(merged, source, name) {
    const checks = {};
    for (const id of CHECK_IDS) {
        const c = merged.checks?.[id] ?? {};
        checks[id] = {
            enabled: c.enabled ?? true,
            timeoutMs: c.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            // checks.format.tool and checks.lint.tools reach the check as options (its context has no other way in).
            options: {
                ...c.options,
                ...("tool" in c && c.tool ? { tool: c.tool } : {}),
                ...("tools" in c && c.tools ? { tools: c.tools } : {}),
            },
            include: c.include ?? [],
            exclude: c.exclude ?? [],
            requireProjectTool: c.requireProjectTool ?? false,
            ...(c.severity ? { severity: c.severity } : {}),
        };
    }
    return {
        source,
        name,
        strict: merged.strict ?? false,
        blockOn: merged.blockOn ?? "error",
        onFailure: merged.onFailure ?? "block",
        fix: merged.fix ?? false,
        include: merged.include ?? [],
        exclude: merged.exclude ?? [],
        scope: { diff: merged.scope?.diff ?? "added", hook: merged.scope?.hook ?? "file" },
        concurrency: merged.concurrency ?? 4,
        maxFileBytes: merged.maxFileBytes ?? 1024 * 1024,
        checks,
        prompt: { minScore: merged.prompt?.minScore ?? 0 },
        secrets: {
            guard: merged.secrets?.guard ?? (merged.strict === true ? "block" : "warn"),
            guardFromPolicy: merged.secrets?.guard !== undefined || merged.strict === true,
            allow: merged.secrets?.allow ?? [],
            failClosed: merged.secrets?.failClosed ?? false,
        },
        hooks: {
            slowRunMs: merged.hooks?.slowRunMs ?? 5000,
            errorHookTimeoutMs: merged.hooks?.errorHookTimeoutMs ?? 10_000,
            webhookTimeoutMs: merged.hooks?.webhookTimeoutMs ?? 3000,
        },
        daemon: {
            enabled: merged.daemon?.enabled ?? true,
            idleMinutes: merged.daemon?.idleMinutes ?? 15,
            maxMemoryMb: merged.daemon?.maxMemoryMb ?? 1536,
        },
        lsp: { checks: merged.lsp?.checks ?? "editor-gaps" },
        cache: {
            enabled: merged.cache?.enabled ?? true,
            maxSizeMb: merged.cache?.maxSizeMb ?? 100,
            ...(merged.cache?.remote ? { remote: merged.cache.remote } : {}),
        },
    };
}
export function loadPolicy(options) {
    const { root } = options;
    reads = new Map();
    try {
        const start = options.policy !== undefined
            ? loadReference(options.policy, options.cwd ?? root, root)
            : (findProjectPolicy(root) ?? loadBuiltin("default"));
        const chain = resolveChain(start, root);
        const name = chain.map((f) => f.shown ?? f.label).join(" > ");
        return { ...finish(mergeFiles(chain), start.label, name), sources: Object.fromEntries(reads) };
    }
    finally {
        reads = undefined;
    }
}
