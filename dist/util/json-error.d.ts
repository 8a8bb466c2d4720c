/**
 * `line 3, column 5: unexpected character` (or `unexpected end of file`, `unterminated string`,
 * `trailing comma`, `missing comma`, at the comma or where it belongs) for a text JSON.parse rejected;
 * never any of the text itself.
 */
export declare function describeJsonError(text: string): string;
