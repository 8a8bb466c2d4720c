import type { ChangeSet } from "./change-set.js";
export type DiffSpec = {
    kind: "base";
    base: string;
} | {
    kind: "range";
    from: string;
    to: string;
    symmetric: boolean;
};
export declare function parseDiffSpec(value: string): DiffSpec;
export interface DiffSelectionOptions {
    /** `--fix` was given: refused when the checked content is not the work tree. */
    fix?: boolean;
}
export declare function diffChangeSet(root: string, value: string, options?: DiffSelectionOptions): Promise<ChangeSet>;
