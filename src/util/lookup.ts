/** `table[key]` for the table's own keys only: a name from the outside such as "toString" or "constructor" is in no table. */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
