/** The one get-or-create for module-level caches (per TypeScript module, per package, per key). */
export function getOrCreate(cache, key, create) {
    let value = cache.get(key);
    if (value === undefined) {
        value = create();
        cache.set(key, value);
    }
    return value;
}
