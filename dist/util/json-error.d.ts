/**
 * `line 3, column 5: unexpected character` (or `unexpected end of file`, `unterminated string`) for a text JSON.parse
 * rejected; never any of the text itself.
 */
export declare function describeJsonError(text: string): string;
