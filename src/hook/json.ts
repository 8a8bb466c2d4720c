/** Reading an assistant's hook JSON: plain objects, strings and line counts, nothing trusted. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Lines in a text an edit wrote (a final newline ends the last line, it does not start one). */
export function countLines(text: unknown): number | undefined {
  if (typeof text !== "string") return undefined;
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
