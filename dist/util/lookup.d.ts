/** `table[key]` for the table's own keys only: a name from the outside such as "toString" or "constructor" is in no table. */
export declare function lookup<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined;
