export declare const MASK = "****";
/**
 * Each pattern replaces its whole match, or only the groups named `secret` when it has them. A pattern, what it finds (for messages that must name a secret without showing it), and whether it
 * is `strong`: a shape no ordinary text has (a key's prefix and length, a PEM block), which the secrets
 * guard (hook/secrets-guard.ts) refuses on. The last, a value after a secret-looking name, is masked in
 * output but too loose to refuse a prompt on ("password: required").
 */
export interface SecretPattern {
    name: string;
    strong: boolean;
    pattern: RegExp;
}
export declare const SECRET_PATTERNS: readonly SecretPattern[];
/**
 * Returns `text` with credentials replaced by `****`. `known` holds exact secret strings to mask
 * wherever they appear (strings shorter than 4 characters are ignored: masking them would destroy
 * the text without protecting anything).
 */
export declare function redactSecrets(text: string, known?: Iterable<string>): string;
/**
 * Keys whose values are credentials whatever they look like: `{"password": "hunter2hunter2"}` has no
 * secret shape for the text patterns to see. Matched anywhere in the key (DB_PASSWORD, authToken,
 * x-api-key); `author` is not `auth`.
 */
export declare const SECRET_KEY: RegExp;
/**
 * Like redactSecrets, for any JSON-able value (webhook payloads, logged error context): every string
 * inside is redacted, and every string or number under a secret-looking key (SECRET_KEY, at any depth
 * above it) is replaced by `****` whole.
 */
export declare function redactDeep<T>(value: T, known?: Iterable<string>): T;
/** redactSecrets plus what secretlint finds in the text: for text that leaves qgate. */
export declare function redactText(text: string, known?: Iterable<string>): Promise<string>;
/** redactDeep plus what secretlint finds in any string of the value. */
export declare function redactValue<T>(value: T, known?: Iterable<string>): Promise<T>;
/**
 * redactText on every string of a value, its object keys included (they may be paths or rule ids),
 * leaving numbers and the shape alone: for computed data whose field names are not hints (a count
 * under `pass` is not a password), such as the dashboard's.
 */
export declare function redactStrings<T>(value: T): Promise<T>;
