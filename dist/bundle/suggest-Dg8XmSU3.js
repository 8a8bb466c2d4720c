// node_modules/fastest-levenshtein/esm/mod.js
const peq = /* @__PURE__ */ new Uint32Array(65536);
const myers_32 = (a, b) => {
	const n = a.length;
	const m = b.length;
	const lst = 1 << n - 1;
	let pv = -1;
	let mv = 0;
	let sc = n;
	let i = n;
	while (i--) peq[a.charCodeAt(i)] |= 1 << i;
	for (i = 0; i < m; i++) {
		let eq = peq[b.charCodeAt(i)];
		const xv = eq | mv;
		eq |= (eq & pv) + pv ^ pv;
		mv |= ~(eq | pv);
		pv &= eq;
		if (mv & lst) sc++;
		if (pv & lst) sc--;
		mv = mv << 1 | 1;
		pv = pv << 1 | ~(xv | mv);
		mv &= xv;
	}
	i = n;
	while (i--) peq[a.charCodeAt(i)] = 0;
	return sc;
};
const myers_x = (b, a) => {
	const n = a.length;
	const m = b.length;
	const mhc = [];
	const phc = [];
	const hsize = Math.ceil(n / 32);
	const vsize = Math.ceil(m / 32);
	for (let i = 0; i < hsize; i++) {
		phc[i] = -1;
		mhc[i] = 0;
	}
	let j = 0;
	for (; j < vsize - 1; j++) {
		let mv = 0;
		let pv = -1;
		const start = j * 32;
		const vlen = Math.min(32, m) + start;
		for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] |= 1 << k;
		for (let i = 0; i < n; i++) {
			const eq = peq[a.charCodeAt(i)];
			const pb = phc[i / 32 | 0] >>> i & 1;
			const mb = mhc[i / 32 | 0] >>> i & 1;
			const xv = eq | mv;
			const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
			let ph = mv | ~(xh | pv);
			let mh = pv & xh;
			if (ph >>> 31 ^ pb) phc[i / 32 | 0] ^= 1 << i;
			if (mh >>> 31 ^ mb) mhc[i / 32 | 0] ^= 1 << i;
			ph = ph << 1 | pb;
			mh = mh << 1 | mb;
			pv = mh | ~(xv | ph);
			mv = ph & xv;
		}
		for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] = 0;
	}
	let mv = 0;
	let pv = -1;
	const start = j * 32;
	const vlen = Math.min(32, m - start) + start;
	for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] |= 1 << k;
	let score = m;
	for (let i = 0; i < n; i++) {
		const eq = peq[a.charCodeAt(i)];
		const pb = phc[i / 32 | 0] >>> i & 1;
		const mb = mhc[i / 32 | 0] >>> i & 1;
		const xv = eq | mv;
		const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
		let ph = mv | ~(xh | pv);
		let mh = pv & xh;
		score += ph >>> m - 1 & 1;
		score -= mh >>> m - 1 & 1;
		if (ph >>> 31 ^ pb) phc[i / 32 | 0] ^= 1 << i;
		if (mh >>> 31 ^ mb) mhc[i / 32 | 0] ^= 1 << i;
		ph = ph << 1 | pb;
		mh = mh << 1 | mb;
		pv = mh | ~(xv | ph);
		mv = ph & xv;
	}
	for (let k = start; k < vlen; k++) peq[b.charCodeAt(k)] = 0;
	return score;
};
const distance = (a, b) => {
	if (a.length < b.length) {
		const tmp = b;
		b = a;
		a = tmp;
	}
	if (b.length === 0) return a.length;
	if (a.length <= 32) return myers_32(a, b);
	return myers_x(a, b);
};

// dist/util/suggest.js
/**
* "did you mean …?" for a mistyped word (a check, a policy name, an option, a command).
* Edit distance from fastest-levenshtein; a candidate counts as close within about a third of the
* word's length, at least 2, so `strcit` finds `strict` and `lnt` finds `lint`, and `xyz` finds nothing.
*/
function closestMatch(word, candidates) {
	const lower = word.toLowerCase();
	const limit = Math.max(2, Math.floor(word.length / 3));
	let best;
	for (const candidate of candidates) {
		const score = distance(lower, candidate.toLowerCase());
		if (score <= limit && (best === void 0 || score < best.score)) best = {
			candidate,
			score
		};
	}
	return best?.candidate;
}
/** `; did you mean "x"?`, or nothing when no candidate is close. */
function didYouMean(word, candidates, quote = "\"") {
	const match = closestMatch(word, candidates);
	return match === void 0 ? "" : `; did you mean ${quote}${match}${quote}?`;
}

export { didYouMean as t };