/** The one get-or-create for module-level caches (per TypeScript module, per package, per key). */
export declare function getOrCreate<K, V>(cache: {
    get(key: K): V | undefined;
    set(key: K, value: V): unknown;
}, key: K, create: () => V): V;
