export interface HookEntry {
    event: string;
    matcher?: string;
}
/**
 * qgate's entries added (or their command updated) in `text`; returns the new text and what changed.
 * `isOurs` recognises a command qgate installed (any earlier prefix).
 */
export declare function addHookEntries(text: string, entries: readonly HookEntry[], command: string, isOurs: (command: unknown) => boolean): {
    text: string;
    changes: string[];
};
/** Every hook `isOurs` recognises removed, with groups, events and `hooks` left empty by it. */
export declare function removeHookEntries(text: string, isOurs: (command: unknown) => boolean): {
    text: string;
    changes: string[];
};
