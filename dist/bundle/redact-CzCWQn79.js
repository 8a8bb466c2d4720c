import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// dist/util/secret-detectors.js
/**
* The security check's secret detectors (secretlint's recommended preset), shared with the redactor:
* what the gate would flag in a file is also masked in everything qgate prints, logs or sends.
* Loaded once per process (about 30 ms), only when something needs it.
*/
const FILTER_COMMENTS = "@secretlint/secretlint-rule-filter-comments";
let scanner;
/**
* secretlint's profiler puts a performance mark at every step of every scan, measures them, and keeps
* every mark and measure for the life of the process: about 20 KB per scan never freed, and most of a
* short scan's time (0.24 ms of a report line's redaction, 0.05 without). A daemon scans on every edit
* and redacts every report; nothing reads the profile, so its marks are dropped. The profiler is
* secretlint's own module, found from @secretlint/core as core itself imports it.
*/
async function silenceProfiler() {
	try {
		const core = createRequire(import.meta.url).resolve("@secretlint/core");
		const file = createRequire(core).resolve("@secretlint/profiler");
		const { secretLintProfiler } = await import(pathToFileURL(file).href);
		if (typeof secretLintProfiler?.mark === "function") secretLintProfiler.mark = () => {};
	} catch {}
}
/** The process-wide scanner. A failed load is not cached, so a later run can try again. */
function loadSecretScanner() {
	scanner ??= (async () => {
		const [{ lintSource }, preset] = await Promise.all([
			import("@secretlint/core"),
			import("@secretlint/secretlint-rule-preset-recommend"),
			silenceProfiler()
		]);
		return {
			lintSource,
			config: { rules: preset.rules.filter((rule) => rule.meta.id !== FILTER_COMMENTS).map((rule) => ({
				id: rule.meta.id,
				rule
			})) }
		};
	})().catch((error) => {
		scanner = void 0;
		throw error;
	});
	return scanner;
}
/** The exact secret strings secretlint finds in `text` (empty when it cannot load). */
async function detectSecrets(text) {
	try {
		return (await secretsIn(text)).map((found) => text.slice(found.start, found.end));
	} catch {
		return [];
	}
}
/**
* Every secret secretlint finds in `text`, by rule and range (never the secret itself). Throws when
* secretlint cannot load or fails: the secrets guard must know it could not look.
*/
async function secretsIn(text) {
	if (text.length === 0) return [];
	const { lintSource, config } = await loadSecretScanner();
	return (await lintSource({
		source: {
			filePath: path.join(path.sep, "qgate-output.txt"),
			content: text,
			ext: ".txt",
			contentType: "text"
		},
		options: {
			config,
			maskSecrets: false,
			locale: "en"
		}
	})).messages.map((message) => ({
		rule: message.ruleId.replace(/^@secretlint\/secretlint-rule-/, ""),
		start: message.range[0],
		end: message.range[1]
	}));
}

// dist/util/redact.js
/**
* Masks credentials in text that leaves qgate (finding messages, failure lines, webhook payloads,
* hook reasons). Synchronous and dependency-free so any door can call it on every string it emits.
*
* The patterns follow the shapes secretlint's recommended preset detects; callers that know the exact
* secret (the security check knows the matched range) pass it in `known`, which always wins.
* redactText and redactValue add secretlint itself (the security check's own detectors): every exit
* (the CLI's stdout and stderr, logs, the webhook, report files) goes through them.
*/
const MASK = "****";
const SECRET_PATTERNS = [
	{
		name: "a private key block",
		strong: true,
		pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g
	},
	{
		name: "credentials in a URL",
		strong: true,
		pattern: /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:@/]+:(?<secret>[^\s@/]+)@/gi
	},
	{
		name: "an AWS access key id",
		strong: true,
		pattern: /\b(?:A3T[A-Z0-9]|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA)[A-Z0-9]{16}\b/g
	},
	{
		name: "an AWS secret access key",
		strong: true,
		pattern: /(?:aws)?_?secret_?access_?key["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+=]{40})/gi
	},
	{
		name: "an AWS secret access key",
		strong: true,
		pattern: /aws[A-Za-z0-9_.-]{0,40}["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi
	},
	{
		name: "a GitHub token",
		strong: true,
		pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g
	},
	{
		name: "a GitHub token",
		strong: true,
		pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/g
	},
	{
		name: "a Slack token",
		strong: true,
		pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g
	},
	{
		name: "a Slack webhook URL",
		strong: true,
		pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g
	},
	{
		name: "an OpenAI or Anthropic API key",
		strong: true,
		pattern: /\bsk-(?:proj-|ant-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g
	},
	{
		name: "an npm token",
		strong: true,
		pattern: /\bnpm_[A-Za-z0-9]{36}\b/g
	},
	{
		name: "a SendGrid API key",
		strong: true,
		pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g
	},
	{
		name: "a Shopify token",
		strong: true,
		pattern: /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/g
	},
	{
		name: "a Linear API key",
		strong: true,
		pattern: /\blin_api_[A-Za-z0-9]{40}\b/g
	},
	{
		name: "a 1Password service account token",
		strong: true,
		pattern: /\bops_[A-Za-z0-9+/=_-]{50,}/g
	},
	{
		name: "a Google API key",
		strong: true,
		pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g
	},
	{
		name: "a JSON Web Token",
		strong: true,
		pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
	},
	{
		name: "an Authorization header value",
		strong: true,
		pattern: /\b(?:Bearer|Basic)\s+(?<secret>[A-Za-z0-9._~+/=-]{16,})/g
	},
	{
		name: "a value assigned to a secret-looking name",
		strong: false,
		pattern: /(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)["']?\s*(?::|=>|=)\s*["']?(?<secret>[^\s"'`,;&]{8,})/gi
	}
];
const PATTERNS = SECRET_PATTERNS.map((entry) => entry.pattern);
function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/**
* Returns `text` with credentials replaced by `****`. `known` holds exact secret strings to mask
* wherever they appear (strings shorter than 4 characters are ignored: masking them would destroy
* the text without protecting anything).
*/
function redactSecrets(text, known = []) {
	let result = text;
	const exact = [...new Set(known)].filter((secret) => secret.length >= 4).sort((a, b) => b.length - a.length);
	for (const secret of exact) result = result.replace(new RegExp(escapeRegExp(secret), "g"), MASK);
	for (const pattern of PATTERNS) result = result.replace(pattern, (match, ...rest) => {
		const groups = rest.at(-1);
		const secret = typeof groups === "object" && groups !== null ? groups.secret : void 0;
		if (secret === void 0) return MASK;
		const at = match.lastIndexOf(secret);
		return `${match.slice(0, at)}${MASK}${match.slice(at + secret.length)}`;
	});
	return result;
}
/**
* Keys whose values are credentials whatever they look like: `{"password": "hunter2hunter2"}` has no
* secret shape for the text patterns to see. Matched anywhere in the key (DB_PASSWORD, authToken,
* x-api-key); `author` is not `auth`.
*/
const SECRET_KEY = /pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|private[_-]?key|credential|auth(?!or)/i;
/**
* Like redactSecrets, for any JSON-able value (webhook payloads, logged error context): every string
* inside is redacted, and every string or number under a secret-looking key (SECRET_KEY, at any depth
* above it) is replaced by `****` whole.
*/
function redactDeep(value, known = []) {
	const secrets = [...known];
	const walk = (item, underSecretKey, key = "") => {
		if (underSecretKey && (typeof item === "string" || typeof item === "number")) return MASK;
		if (typeof item === "string" && /aws/i.test(key) && /^[A-Za-z0-9/+=]{40}$/.test(item)) return MASK;
		if (typeof item === "string") return redactSecrets(item, secrets);
		if (Array.isArray(item)) return item.map((inner) => walk(inner, underSecretKey));
		if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner, underSecretKey || SECRET_KEY.test(key), key)]));
		return item;
	};
	return walk(value, false);
}
/** redactSecrets plus what secretlint finds in the text: for text that leaves qgate. */
async function redactText(text, known = []) {
	return redactSecrets(text, [...known, ...await detectSecrets(text)]);
}
/** redactDeep plus what secretlint finds in any string of the value. */
async function redactValue(value, known = []) {
	const strings = [];
	const collect = (item) => {
		if (typeof item === "string") strings.push(item);
		else if (Array.isArray(item)) item.forEach(collect);
		else if (item !== null && typeof item === "object") Object.values(item).forEach(collect);
	};
	collect(value);
	return redactDeep(value, [...known, ...await detectSecrets(strings.join("\n"))]);
}
/**
* redactText on every string of a value, its object keys included (they may be paths or rule ids),
* leaving numbers and the shape alone: for computed data whose field names are not hints (a count
* under `pass` is not a password), such as the dashboard's.
*/
async function redactStrings(value) {
	const strings = [];
	const collect = (item) => {
		if (typeof item === "string") strings.push(item);
		else if (Array.isArray(item)) item.forEach(collect);
		else if (item !== null && typeof item === "object") for (const [key, inner] of Object.entries(item)) {
			strings.push(key);
			collect(inner);
		}
	};
	collect(value);
	const known = await detectSecrets(strings.join("\n"));
	const walk = (item) => {
		if (typeof item === "string") return redactSecrets(item, known);
		if (Array.isArray(item)) return item.map(walk);
		if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [redactSecrets(key, known), walk(inner)]));
		return item;
	};
	return walk(value);
}

export { redactStrings as a, loadSecretScanner as c, redactSecrets as i, secretsIn as l, SECRET_PATTERNS as n, redactText as o, redactDeep as r, redactValue as s, MASK as t };