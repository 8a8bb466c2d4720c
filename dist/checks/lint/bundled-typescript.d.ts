/** Installs the redirection for this thread (idempotent). */
export declare function pinBundledTypeScript(): void;
