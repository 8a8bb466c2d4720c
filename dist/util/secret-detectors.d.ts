type LintSource = (typeof import("@secretlint/core"))["lintSource"];
type SecretlintOptions = Parameters<LintSource>[0]["options"];
export interface SecretScanner {
    lintSource: LintSource;
    /** The secretlint config built from the preset; the same object for every run of this process. */
    config: SecretlintOptions["config"];
}
/** The process-wide scanner. A failed load is not cached, so a later run can try again. */
export declare function loadSecretScanner(): Promise<SecretScanner>;
/** The exact secret strings secretlint finds in `text` (empty when it cannot load). */
export declare function detectSecrets(text: string): Promise<string[]>;
/** One secret secretlint found: its rule (without secretlint's prefix) and where it is. */
export interface FoundSecret {
    rule: string;
    start: number;
    end: number;
}
/**
 * Every secret secretlint finds in `text`, by rule and range (never the secret itself). Throws when
 * secretlint cannot load or fails: the secrets guard must know it could not look.
 */
export declare function secretsIn(text: string): Promise<FoundSecret[]>;
export {};
