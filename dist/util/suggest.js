/**
 * "did you mean …?" for a mistyped word (a check, a policy name, an option, a command).
 * Edit distance from fastest-levenshtein; a candidate counts as close within about a third of the
 * word's length, at least 2, so `strcit` finds `strict` and `lnt` finds `lint`, and `xyz` finds nothing.
 */
import { distance } from "fastest-levenshtein";
export function closestMatch(word, candidates) {
    const lower = word.toLowerCase();
    const limit = Math.max(2, Math.floor(word.length / 3));
    let best;
    for (const candidate of candidates) {
        const score = distance(lower, candidate.toLowerCase());
        if (score <= limit && (best === undefined || score < best.score))
            best = { candidate, score };
    }
    return best?.candidate;
}
/** `; did you mean "x"?`, or nothing when no candidate is close. */
export function didYouMean(word, candidates, quote = '"') {
    const match = closestMatch(word, candidates);
    return match === undefined ? "" : `; did you mean ${quote}${match}${quote}?`;
}
