export declare function closestMatch(word: string, candidates: readonly string[]): string | undefined;
/** `; did you mean "x"?`, or nothing when no candidate is close. */
export declare function didYouMean(word: string, candidates: readonly string[], quote?: string): string;
