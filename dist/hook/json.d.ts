/** Reading an assistant's hook JSON: plain objects, strings and line counts, nothing trusted. */
export type Json = Record<string, unknown>;
export declare function isObject(value: unknown): value is Json;
export declare function str(value: unknown): string | undefined;
/** Lines in a text an edit wrote (a final newline ends the last line, it does not start one). */
export declare function countLines(text: unknown): number | undefined;
