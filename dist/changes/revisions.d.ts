export declare function requireRepository(root: string, flag: string): Promise<void>;
/** The full commit id of `rev`, or a usage error naming it (`--diff nope: unknown revision "nope"`). */
export declare function resolveCommit(root: string, rev: string, flag: string): Promise<string>;
export declare function mergeBase(root: string, a: string, b: string, flag: string): Promise<string>;
export declare function shortId(id: string): string;
