// dist/util/cache.js
/** The one get-or-create for module-level caches (per TypeScript module, per package, per key). */
function getOrCreate(cache, key, create) {
	let value = cache.get(key);
	if (value === void 0) {
		value = create();
		cache.set(key, value);
	}
	return value;
}

export { getOrCreate as t };