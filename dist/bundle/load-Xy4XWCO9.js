import { a as ZodObject, c as _enum, d as literal, f as number, h as union, i as ZodEnum, l as array, m as string, o as ZodOptional, p as object, r as getCheck, s as ZodRecord, t as CHECK_IDS, u as boolean } from "./registry-DAdWNiK0.js";
import { t as ConfigError } from "./errors-BsNsftzl.js";
import { t as describeJsonError } from "./json-error-B5kUqOlV.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { i as LINT_TOOLS, r as FORMAT_TOOLS } from "./project-tools-DcEmU7UV.js";
import { f as policyMessages } from "./messages-CuSOVVL6.js";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";

// dist/policy/policy.js
const DEFAULT_TIMEOUT_MS = 6e4;

// dist/policy/schema.js
/**
* The policy file format, validated with zod. `policies/schema.json` is generated from this
* (`npm run schema`) and a test keeps the two identical, so editors and qgate agree.
*/
const SeveritySchema = _enum([
	"error",
	"warning",
	"info"
]);
const ScopeSchema = _enum([
	"added",
	"context",
	"file",
	"all"
]);
const globList = array(string().min(1)).describe("Globs relative to the project root (picomatch syntax).");
function checkPolicySchema(options) {
	return object({
		enabled: boolean().optional().describe("Run this check (default true)."),
		severity: SeveritySchema.optional().describe("Override the severity of every finding of this check."),
		timeoutMs: number().int().positive().optional().describe("Kill the check after this many milliseconds."),
		options: options.optional(),
		include: globList.optional(),
		exclude: globList.optional(),
		requireProjectTool: boolean().optional().describe("Fail with dependency_error instead of using qgate's bundled tool when the project has none.")
	}).strict();
}
const PolicyFileSchema = object({
	$schema: string().optional(),
	extends: string().min(1).optional().describe("A built-in policy name or a path to a policy JSON file."),
	description: string().optional(),
	strict: boolean().optional().describe("Block the assistant on a blocking verdict (like CLAUDE_STRICT_QUALITY=true)."),
	blockOn: _enum(["error", "warning"]).optional().describe("Lowest finding severity that blocks."),
	onFailure: _enum(["block", "allow"]).optional().describe("In strict mode, whether a check that could not run blocks."),
	fix: union([boolean(), literal("on-stop")]).optional().describe("Apply fixes: true (every run), false, or on-stop (only at Stop / session-end in hook mode)."),
	include: globList.optional(),
	exclude: globList.optional(),
	scope: object({
		diff: ScopeSchema.optional(),
		hook: ScopeSchema.optional()
	}).strict().optional().describe("Default changed-lines scope for diff selections and for hook edits."),
	concurrency: number().int().min(1).max(16).optional().describe("Checks run at once."),
	maxFileBytes: number().int().positive().optional().describe("Larger text files are read by the secret scan only (up to 50 MB); format, lint and types skip them with a note."),
	checks: object({
		format: checkPolicySchema(getCheck("format").options).extend({ tool: _enum(FORMAT_TOOLS).optional().describe("The formatter to run, instead of the project's own as detected (its config, else package.json; qgate's bundled Prettier when it has none).") }).optional(),
		lint: checkPolicySchema(getCheck("lint").options).extend({ tools: array(_enum(LINT_TOOLS)).min(1).optional().describe("The linters to run, instead of the project's own as detected (their configs, else package.json; qgate's bundled ESLint when it has none).") }).optional(),
		types: checkPolicySchema(getCheck("types").options).optional(),
		security: checkPolicySchema(getCheck("security").options).optional()
	}).strict().optional(),
	prompt: object({ minScore: number().min(0).max(100).optional().describe("Prompts scoring lower block in strict mode.") }).strict().optional(),
	secrets: object({
		guard: _enum([
			"block",
			"warn",
			"off"
		]).optional().describe("A prompt, or a read of a file, that holds a secret: refused before it reaches the model (block), let through with a warning (warn), or not looked at (off). Default: block in strict mode (the strict and security policies say block), warn otherwise."),
		allow: globList.optional().describe("Files the guard lets the assistant read whatever they hold (test fixtures with fake keys)."),
		failClosed: boolean().optional().describe("A guard that cannot run (qgate missing, crashed) refuses the prompt or read (default false: it lets it through). Install again after changing it: the hook command carries it.")
	}).strict().optional().describe("The secrets guard on prompts and file reads (docs/assistant-hooks.md#the-secrets-guard)."),
	lsp: object({ checks: union([_enum(["editor-gaps", "all"]), array(_enum([
		"format",
		"lint",
		"types",
		"security"
	])).min(1)]).optional().describe("What qgate lsp reports: \"editor-gaps\" (default) what an editor does not already show (security, the types check's errors in other files an edit broke, and checks that could not run), \"all\" every finding, or a list of check ids.") }).strict().optional().describe("The editor door (qgate lsp)."),
	daemon: object({
		enabled: boolean().optional().describe("Serve hooks and checks from a warm background daemon (default true; QGATE_DAEMON=0 also turns it off)."),
		idleMinutes: number().int().min(1).max(1440).optional().describe("The daemon exits after this many minutes without a request (default 15)."),
		maxMemoryMb: number().int().min(256).optional().describe("Past this resident memory the daemon recycles its workers between requests (default 1536).")
	}).strict().optional().describe("The warm daemon (qgate daemon)."),
	cache: object({
		enabled: boolean().optional().describe("Keep check results on disk, keyed by content, tools and config, for cold runs to reuse (default true; QGATE_CACHE=0 also turns it off)."),
		maxSizeMb: number().int().min(1).optional().describe("Past this size the least recently used results are removed (default 100; QGATE_CACHE_MAX_MB overrides)."),
		remote: object({
			url: string().regex(/^https?:\/\/\S+$/, "expected an http(s) URL").optional().describe("A server speaking Turborepo's remote cache API (QGATE_REMOTE_CACHE_URL or TURBO_API override). The token is never here: QGATE_REMOTE_CACHE_TOKEN or TURBO_TOKEN."),
			team: string().min(1).optional().describe("The team (slug, or a team_... id) (QGATE_REMOTE_CACHE_TEAM or TURBO_TEAM override)."),
			readOnly: boolean().optional().describe("Read entries, never write any (default false; QGATE_REMOTE_CACHE_READ_ONLY=1 also sets it, e.g. for pull requests from forks).")
		}).strict().optional().describe("The remote result cache, shared by CI machines and teammates (docs/cache.md).")
	}).strict().optional().describe("The result cache on disk (qgate cache)."),
	hooks: object({
		slowRunMs: number().int().positive().optional().describe("Warn when a hook run takes longer."),
		errorHookTimeoutMs: number().int().positive().optional(),
		webhookTimeoutMs: number().int().positive().optional()
	}).strict().optional()
}).strict();

// dist/policy/load.js
/**
* Finds and resolves the policy: `--policy <name|path>`, else `.qgaterc.json`, else the `qgate` key of
* package.json, else the built-in `default`. `extends` chains are followed (built-in names or paths).
* Every problem is a ConfigError that names the file, the key and what was expected.
*/
/** `policies/` ships beside `dist/` and `src/`. */
const BUILTIN_POLICY_DIR = fileURLToPath(new URL("../../policies/", import.meta.url));
function builtinPolicyNames() {
	return readdirSync(BUILTIN_POLICY_DIR).filter((name) => name.endsWith(".json") && name !== "schema.json").map((name) => name.slice(0, -5)).sort();
}
function formatIssuePath(issuePath) {
	return issuePath.length === 0 ? "(top level)" : issuePath.map(String).join(".");
}
/** The keys an object in the policy schema accepts, found by walking the schema along `at`. */
function knownKeysAt(at) {
	let schema = PolicyFileSchema;
	for (const segment of at) {
		while (schema instanceof ZodOptional) schema = schema.unwrap();
		if (!(schema instanceof ZodObject)) return [];
		const next = schema.shape[String(segment)];
		if (next === void 0) return [];
		schema = next;
	}
	while (schema instanceof ZodOptional) schema = schema.unwrap();
	if (schema instanceof ZodObject) return Object.keys(schema.shape);
	if (schema instanceof ZodRecord && schema.keyType instanceof ZodEnum) return schema.keyType.options.map(String);
	return [];
}
function expected(keys) {
	const listed = keys.filter((key) => !keys.some((other) => other.endsWith(`/${key}`)));
	return policyMessages.expectedKeys(listed);
}
/** One line per problem: the key path, then what is wrong and what was expected. */
function describeIssue(issue, keyPrefix) {
	const at = keyPrefix + formatIssuePath(issue.path);
	if (issue.code === "unrecognized_keys") {
		const key = issue.keys[0] ?? "";
		const known = knownKeysAt(issue.path);
		if (issue.path.length === 1 && issue.path[0] === "checks") return policyMessages.unknownCheck(at, key, expected(known), didYouMean(key, known));
		const where = issue.path.length === 0 ? keyPrefix.replace(/\.$/, "") : at;
		if (issue.keys.includes("token") && issue.path.join(".") === "cache.remote") return policyMessages.tokenInPolicy(at);
		return policyMessages.unknownKey(where, key, expected(known), didYouMean(key, known));
	}
	return policyMessages.issue(at, issue.message);
}
function validate(label, raw, keyPrefix = "") {
	const parsed = PolicyFileSchema.safeParse(raw);
	if (parsed.success) return parsed.data;
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
	} catch (error) {
		const code = error.code ?? "unreadable";
		throw new ConfigError(policyMessages.cannotRead(label, code));
	}
	try {
		return JSON.parse(text);
	} catch {
		throw new ConfigError(policyMessages.invalidJson(label, describeJsonError(text)));
	}
}
/** `extendsFrom`: the file whose `extends` named it, so the message points there, not at `--policy`. */
function loadBuiltin(name, extendsFrom) {
	if (!/^[a-z][a-z0-9-]*$/.test(name) || !builtinPolicyNames().includes(name)) {
		const names = builtinPolicyNames();
		const where = extendsFrom === void 0 ? "--policy" : `${extendsFrom}: extends`;
		throw new ConfigError(policyMessages.unknownPolicy(where, name, names, didYouMean(name, names)));
	}
	const file = path.join(BUILTIN_POLICY_DIR, `${name}.json`);
	const label = `built-in policy ${name}`;
	return {
		label,
		shown: `${name} (built-in)`,
		file,
		data: validate(label, readJson(file, label))
	};
}
function isPathLike(reference) {
	return reference.includes("/") || reference.includes("\\") || reference.endsWith(".json");
}
function loadReference(reference, fromDir, root, extendsFrom) {
	if (!isPathLike(reference)) return loadBuiltin(reference, extendsFrom);
	const file = path.resolve(fromDir, reference);
	const label = path.relative(root, file).split(path.sep).join("/") || file;
	if (!existsSync(file)) throw new ConfigError(policyMessages.notFound(label, extendsFrom));
	return {
		label,
		file,
		data: validate(label, readJson(file, label))
	};
}
/** The project's own choice, if any: `.qgaterc.json`, then package.json's `qgate` key. */
function findProjectPolicy(root) {
	const rc = path.join(root, ".qgaterc.json");
	if (existsSync(rc)) return {
		label: ".qgaterc.json",
		file: rc,
		data: validate(".qgaterc.json", readJson(rc, ".qgaterc.json"))
	};
	reads?.set(rc, "-");
	const pkgFile = path.join(root, "package.json");
	if (!existsSync(pkgFile)) {
		reads?.set(pkgFile, "-");
		return;
	}
	const pkg = readJson(pkgFile, "package.json");
	if (pkg !== null && typeof pkg === "object" && "qgate" in pkg) {
		const value = pkg.qgate;
		return {
			label: "package.json",
			file: pkgFile,
			data: validate("package.json", value, "qgate.")
		};
	}
}
/** Follows `extends` and returns the chain, base first. Cycles are a ConfigError. */
function resolveChain(start, root) {
	const chain = [start];
	const seen = /* @__PURE__ */ new Set([start.file]);
	let current = start;
	while (current.data.extends !== void 0) {
		const next = loadReference(current.data.extends, path.dirname(current.file), root, current.label);
		if (seen.has(next.file)) throw new ConfigError(policyMessages.circularExtends(current.label, next.label));
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
		if (scope) merged.scope = {
			...merged.scope,
			...scope
		};
		if (prompt) merged.prompt = {
			...merged.prompt,
			...prompt
		};
		if (secrets) merged.secrets = {
			...merged.secrets,
			...secrets
		};
		if (hooks) merged.hooks = {
			...merged.hooks,
			...hooks
		};
		if (daemon) merged.daemon = {
			...merged.daemon,
			...daemon
		};
		if (lsp) merged.lsp = {
			...merged.lsp,
			...lsp
		};
		if (cache) merged.cache = {
			...merged.cache,
			...cache,
			...cache.remote ? { remote: {
				...merged.cache?.remote,
				...cache.remote
			} } : {}
		};
		if (checks) {
			const mergedChecks = { ...merged.checks };
			for (const id of CHECK_IDS) {
				const override = checks[id];
				if (!override) continue;
				const base = mergedChecks[id] ?? {};
				mergedChecks[id] = {
					...base,
					...override,
					options: {
						...base.options,
						...override.options
					}
				};
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
			timeoutMs: c.timeoutMs ?? 6e4,
			options: {
				...c.options,
				..."tool" in c && c.tool ? { tool: c.tool } : {},
				..."tools" in c && c.tools ? { tools: c.tools } : {}
			},
			include: c.include ?? [],
			exclude: c.exclude ?? [],
			requireProjectTool: c.requireProjectTool ?? false,
			...c.severity ? { severity: c.severity } : {}
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
		scope: {
			diff: merged.scope?.diff ?? "added",
			hook: merged.scope?.hook ?? "file"
		},
		concurrency: merged.concurrency ?? 4,
		maxFileBytes: merged.maxFileBytes ?? 1048576,
		checks,
		prompt: { minScore: merged.prompt?.minScore ?? 0 },
		secrets: {
			guard: merged.secrets?.guard ?? (merged.strict === true ? "block" : "warn"),
			guardFromPolicy: merged.secrets?.guard !== void 0 || merged.strict === true,
			allow: merged.secrets?.allow ?? [],
			failClosed: merged.secrets?.failClosed ?? false
		},
		hooks: {
			slowRunMs: merged.hooks?.slowRunMs ?? 5e3,
			errorHookTimeoutMs: merged.hooks?.errorHookTimeoutMs ?? 1e4,
			webhookTimeoutMs: merged.hooks?.webhookTimeoutMs ?? 3e3
		},
		daemon: {
			enabled: merged.daemon?.enabled ?? true,
			idleMinutes: merged.daemon?.idleMinutes ?? 15,
			maxMemoryMb: merged.daemon?.maxMemoryMb ?? 1536
		},
		lsp: { checks: merged.lsp?.checks ?? "editor-gaps" },
		cache: {
			enabled: merged.cache?.enabled ?? true,
			maxSizeMb: merged.cache?.maxSizeMb ?? 100,
			...merged.cache?.remote ? { remote: merged.cache.remote } : {}
		}
	};
}
function loadPolicy(options) {
	const { root } = options;
	reads = /* @__PURE__ */ new Map();
	try {
		const start = options.policy !== void 0 ? loadReference(options.policy, options.cwd ?? root, root) : findProjectPolicy(root) ?? loadBuiltin("default");
		const chain = resolveChain(start, root);
		const name = chain.map((f) => f.shown ?? f.label).join(" > ");
		return {
			...finish(mergeFiles(chain), start.label, name),
			sources: Object.fromEntries(reads)
		};
	} finally {
		reads = void 0;
	}
}

export { ScopeSchema as n, loadPolicy as t };