import type { ChangeSet } from "./change-set.js";
export declare function explicitChangeSet(root: string, cwd: string, inputs: string[]): Promise<ChangeSet>;
