/**
 * Finds and resolves the policy: `--policy <name|path>`, else `.qgaterc.json`, else the `qgate` key of
 * package.json, else the built-in `default`. `extends` chains are followed (built-in names or paths).
 * Every problem is a ConfigError that names the file, the key and what was expected.
 */
import { readFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHECK_IDS } from "../checks/check.js";
import { ConfigError } from "../errors.js";
import { describeJsonError } from "../util/json-error.js";
import { DEFAULT_TIMEOUT_MS } from "./policy.js";
import { PolicyFileSchema } from "./schema.js";
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
function validate(label, raw, keyPrefix = "") {
    const parsed = PolicyFileSchema.safeParse(raw);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const key = keyPrefix + formatIssuePath(issue.path);
    throw new ConfigError(`${label}: ${key}: ${issue.message}`);
}
function readJson(file, label) {
    let text;
    try {
        text = readFileSync(file, "utf8");
    }
    catch (error) {
        const code = error.code ?? "unreadable";
        throw new ConfigError(`${label}: cannot read policy file (${code})`);
    }
    try {
        return JSON.parse(text);
    }
    catch {
        // Not JSON.parse's message: it quotes the start of the file, whatever file `extends` named.
        throw new ConfigError(`${label}: invalid JSON: ${describeJsonError(text)}`);
    }
}
function loadBuiltin(name) {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || !builtinPolicyNames().includes(name)) {
        throw new ConfigError(`unknown policy "${name}": expected one of ${builtinPolicyNames().join(", ")} or a path to a JSON file`);
    }
    const file = path.join(BUILTIN_POLICY_DIR, `${name}.json`);
    const label = `built-in policy ${name}`;
    return { label, file, data: validate(label, readJson(file, label)) };
}
function isPathLike(reference) {
    return reference.includes("/") || reference.includes("\\") || reference.endsWith(".json");
}
function loadReference(reference, fromDir, root) {
    if (!isPathLike(reference))
        return loadBuiltin(reference);
    const file = path.resolve(fromDir, reference);
    const label = path.relative(root, file).split(path.sep).join("/") || file;
    if (!existsSync(file))
        throw new ConfigError(`${label}: policy file not found`);
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
    const pkgFile = path.join(root, "package.json");
    if (existsSync(pkgFile)) {
        const pkg = readJson(pkgFile, "package.json");
        if (pkg !== null && typeof pkg === "object" && "qgate" in pkg) {
            const value = pkg.qgate;
            return { label: "package.json", file: pkgFile, data: validate("package.json", value, "qgate.") };
        }
    }
    return undefined;
}
/** Follows `extends` and returns the chain, base first. Cycles are a ConfigError. */
function resolveChain(start, root) {
    const chain = [start];
    const seen = new Set([start.file]);
    let current = start;
    while (current.data.extends !== undefined) {
        const next = loadReference(current.data.extends, path.dirname(current.file), root);
        if (seen.has(next.file))
            throw new ConfigError(`${current.label}: extends: circular reference to ${next.label}`);
        seen.add(next.file);
        chain.unshift(next);
        current = next;
    }
    return chain;
}
function mergeFiles(chain) {
    const merged = {};
    for (const { data } of chain) {
        const { checks, scope, prompt, hooks, daemon, ...rest } = data;
        Object.assign(merged, rest);
        if (scope)
            merged.scope = { ...merged.scope, ...scope };
        if (prompt)
            merged.prompt = { ...merged.prompt, ...prompt };
        if (hooks)
            merged.hooks = { ...merged.hooks, ...hooks };
        if (daemon)
            merged.daemon = { ...merged.daemon, ...daemon };
        if (checks) {
            merged.checks = { ...merged.checks };
            for (const id of CHECK_IDS) {
                const override = checks[id];
                if (!override)
                    continue;
                const base = merged.checks[id] ?? {};
                merged.checks[id] = {
                    ...base,
                    ...override,
                    options: { ...base.options, ...override.options },
                };
            }
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
            options: c.options ?? {},
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
    };
}
export function loadPolicy(options) {
    const { root } = options;
    const start = options.policy !== undefined
        ? loadReference(options.policy, options.cwd ?? root, root)
        : (findProjectPolicy(root) ?? loadBuiltin("default"));
    const chain = resolveChain(start, root);
    const name = chain.map((f) => f.label).join(" > ");
    return finish(mergeFiles(chain), start.label, name);
}
