/**
 * Masks credentials in text that leaves qgate (finding messages, failure lines, webhook payloads,
 * hook reasons). Synchronous and dependency-free so any door can call it on every string it emits.
 *
 * The patterns follow the shapes secretlint's recommended preset detects; callers that know the exact
 * secret (the security check knows the matched range) pass it in `known`, which always wins.
 * redactText and redactValue add secretlint itself (the security check's own detectors): every exit
 * (the CLI's stdout and stderr, logs, the webhook, report files) goes through them.
 */
import { detectSecrets } from "./secret-detectors.js";
export const MASK = "****";
export const SECRET_PATTERNS = [
    // PEM private key blocks, including a block cut off before its END line.
    {
        name: "a private key block",
        strong: true,
        pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
    },
    // Credentials in URLs: scheme://user:password@host keeps the user and host.
    // The scheme is bounded: an unbounded `[a-z0-9+.-]*` rescans "a.a.a.…" from every word boundary.
    {
        name: "credentials in a URL",
        strong: true,
        pattern: /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:@/]+:(?<secret>[^\s@/]+)@/gi,
    },
    // AWS access key ids and secret access keys after their usual names.
    {
        name: "an AWS access key id",
        strong: true,
        pattern: /\b(?:A3T[A-Z0-9]|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA)[A-Z0-9]{16}\b/g,
    },
    {
        name: "an AWS secret access key",
        strong: true,
        pattern: /(?:aws)?_?secret_?access_?key["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+=]{40})/gi,
    },
    // A 40-character AWS secret key after any name that says aws ({"aws": "…"}, AWS_KEY=…), as
    // secretlint's AWS rule looks for a nearby name; the name is bounded so the scan stays linear.
    {
        name: "an AWS secret access key",
        strong: true,
        pattern: /aws[A-Za-z0-9_.-]{0,40}["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
    },
    // GitHub tokens (classic and fine-grained).
    { name: "a GitHub token", strong: true, pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g },
    { name: "a GitHub token", strong: true, pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/g },
    // Slack tokens and incoming webhooks.
    { name: "a Slack token", strong: true, pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g },
    {
        name: "a Slack webhook URL",
        strong: true,
        pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g,
    },
    // OpenAI and Anthropic API keys.
    {
        name: "an OpenAI or Anthropic API key",
        strong: true,
        pattern: /\bsk-(?:proj-|ant-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g,
    },
    // npm, SendGrid, Shopify, Linear, 1Password service accounts, Google API keys.
    { name: "an npm token", strong: true, pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
    { name: "a SendGrid API key", strong: true, pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g },
    { name: "a Shopify token", strong: true, pattern: /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/g },
    { name: "a Linear API key", strong: true, pattern: /\blin_api_[A-Za-z0-9]{40}\b/g },
    { name: "a 1Password service account token", strong: true, pattern: /\bops_[A-Za-z0-9+/=_-]{50,}/g },
    { name: "a Google API key", strong: true, pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
    // JSON Web Tokens. Only an `eyJ` that starts a run counts: with `\b`, each eyJ in "eyJa-eyJa-…"
    // rescanned the rest of the run for its dot (quadratic).
    {
        name: "a JSON Web Token",
        strong: true,
        pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    },
    // Authorization header values.
    {
        name: "an Authorization header value",
        strong: true,
        pattern: /\b(?:Bearer|Basic)\s+(?<secret>[A-Za-z0-9._~+/=-]{16,})/g,
    },
    // Assignments to secret-looking names: password=..., "db.password": "...", token: ... The name is
    // matched from its keyword on: a `\b[\w.-]*` prefix (db.) masks nothing more and made the scan
    // quadratic on text like "a.a.a.…" (every word boundary rescanned the rest of the text).
    {
        name: "a value assigned to a secret-looking name",
        strong: false,
        pattern: /(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)["']?\s*(?::|=>|=)\s*["']?(?<secret>[^\s"'`,;&]{8,})/gi,
    },
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
export function redactSecrets(text, known = []) {
    let result = text;
    const exact = [...new Set(known)]
        .filter((secret) => secret.length >= 4)
        .sort((a, b) => b.length - a.length);
    for (const secret of exact)
        result = result.replace(new RegExp(escapeRegExp(secret), "g"), MASK);
    for (const pattern of PATTERNS) {
        result = result.replace(pattern, (match, ...rest) => {
            const groups = rest.at(-1);
            const secret = typeof groups === "object" && groups !== null ? groups.secret : undefined;
            if (secret === undefined)
                return MASK;
            // Mask the secret group only: the name or scheme around it keeps the message readable.
            const at = match.lastIndexOf(secret);
            return `${match.slice(0, at)}${MASK}${match.slice(at + secret.length)}`;
        });
    }
    return result;
}
/**
 * Keys whose values are credentials whatever they look like: `{"password": "hunter2hunter2"}` has no
 * secret shape for the text patterns to see. Matched anywhere in the key (DB_PASSWORD, authToken,
 * x-api-key); `author` is not `auth`.
 */
export const SECRET_KEY = /pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|private[_-]?key|credential|auth(?!or)/i;
/**
 * Like redactSecrets, for any JSON-able value (webhook payloads, logged error context): every string
 * inside is redacted, and every string or number under a secret-looking key (SECRET_KEY, at any depth
 * above it) is replaced by `****` whole.
 */
export function redactDeep(value, known = []) {
    const secrets = [...known];
    const walk = (item, underSecretKey, key = "") => {
        if (underSecretKey && (typeof item === "string" || typeof item === "number"))
            return MASK;
        // Under an aws… key, a value shaped like an AWS secret key (40 base64 characters) is one.
        if (typeof item === "string" && /aws/i.test(key) && /^[A-Za-z0-9/+=]{40}$/.test(item))
            return MASK;
        if (typeof item === "string")
            return redactSecrets(item, secrets);
        if (Array.isArray(item))
            return item.map((inner) => walk(inner, underSecretKey));
        if (item !== null && typeof item === "object") {
            return Object.fromEntries(Object.entries(item).map(([key, inner]) => [
                key,
                walk(inner, underSecretKey || SECRET_KEY.test(key), key),
            ]));
        }
        return item;
    };
    return walk(value, false);
}
/** redactSecrets plus what secretlint finds in the text: for text that leaves qgate. */
export async function redactText(text, known = []) {
    return redactSecrets(text, [...known, ...(await detectSecrets(text))]);
}
/** redactDeep plus what secretlint finds in any string of the value. */
export async function redactValue(value, known = []) {
    const strings = [];
    const collect = (item) => {
        if (typeof item === "string")
            strings.push(item);
        else if (Array.isArray(item))
            item.forEach(collect);
        else if (item !== null && typeof item === "object")
            Object.values(item).forEach(collect);
    };
    collect(value);
    return redactDeep(value, [...known, ...(await detectSecrets(strings.join("\n")))]);
}
/**
 * redactText on every string of a value, its object keys included (they may be paths or rule ids),
 * leaving numbers and the shape alone: for computed data whose field names are not hints (a count
 * under `pass` is not a password), such as the dashboard's.
 */
export async function redactStrings(value) {
    const strings = [];
    const collect = (item) => {
        if (typeof item === "string")
            strings.push(item);
        else if (Array.isArray(item))
            item.forEach(collect);
        else if (item !== null && typeof item === "object")
            for (const [key, inner] of Object.entries(item)) {
                strings.push(key);
                collect(inner);
            }
    };
    collect(value);
    const known = await detectSecrets(strings.join("\n"));
    const walk = (item) => {
        if (typeof item === "string")
            return redactSecrets(item, known);
        if (Array.isArray(item))
            return item.map(walk);
        if (item !== null && typeof item === "object")
            return Object.fromEntries(Object.entries(item).map(([key, inner]) => [redactSecrets(key, known), walk(inner)]));
        return item;
    };
    return walk(value);
}
