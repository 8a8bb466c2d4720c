/** Reads the given blob ids (full hex); returns them by id. */
export declare function readBlobs(root: string, ids: string[]): Promise<Map<string, Buffer>>;
