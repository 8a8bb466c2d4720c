import type { ChangeSet } from "./change-set.js";
export interface Shard {
    /** 1-based. */
    index: number;
    count: number;
}
export declare function parseShard(value: string): Shard;
/** Which shard (1-based) the item at `position` of `total` sorted items belongs to. */
export declare function shardOf(position: number, total: number, count: number): number;
export declare function applyShard(changeSet: ChangeSet, shard: Shard): ChangeSet;
