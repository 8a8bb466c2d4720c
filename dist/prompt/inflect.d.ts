export declare function singularOf(name: string): string;
export declare function pluralOf(name: string): string;
/** `a user`, `an hour`: the singular with its article. */
export declare function withArticle(name: string): string;
