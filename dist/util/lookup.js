/** `table[key]` for the table's own keys only: a name from the outside such as "toString" or "constructor" is in no table. */
export function lookup(table, key) {
    return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
