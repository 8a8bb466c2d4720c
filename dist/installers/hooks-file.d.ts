/**
 * Editing an assistant's hooks file (Claude Code's shape: `{"hooks": {"<Event>": [{"matcher"?,
 * "hooks": [{"type": "command", "command": …}]}]}}`) as text, with jsonc-parser's edits: only the
 * entries qgate adds or removes change, so a file the user laid out by hand survives install then
 * uninstall byte for byte, comments and all.
 */
import { type JSONPath } from "jsonc-parser";
export interface HookEntry {
    event: string;
    matcher?: string;
    /** This entry's own command, instead of the one every entry shares (a fail-closed guard's). */
    command?: string;
}
/**
 * One edit, kept minimal: jsonc-parser without formatting touches nothing but the inserted or removed
 * span (with formatting it re-lays out the neighbours too). An insertion is then laid out on its own
 * lines, indented like the line it follows, so removing it later removes exactly what was added.
 */
export declare function edit(text: string, path: JSONPath, value: unknown, insert?: boolean): string;
/**
 * qgate's entries added (or their command updated) in `text`; returns the new text and what changed.
 * `isOurs` recognises a command qgate installed (any earlier prefix).
 */
export declare function addHookEntries(text: string, entries: readonly HookEntry[], shared: string, isOurs: (command: unknown) => boolean): {
    text: string;
    changes: string[];
};
/**
 * Every hook `isOurs` recognises removed (only under `events`, when given), with groups, events and
 * `hooks` left empty by it.
 */
export declare function removeHookEntries(text: string, isOurs: (command: unknown) => boolean, events?: readonly string[]): {
    text: string;
    changes: string[];
};
/**
 * The flat shape of Cursor's and Copilot's hooks files: `{"version": 1, "hooks": {"<event>": [{…}]}}`,
 * each entry one command, held in `commandKey` (Cursor: `command`; Copilot: `bash`).
 */
export interface FlatHooks {
    commandKey: string;
    /** A new entry running `command` for `event`. */
    entry: (event: string, command: string) => Record<string, unknown>;
    /** A new file gets no `version` key (Windsurf's hooks.json documents none). */
    unversioned?: boolean;
}
/** qgate's entries added (or their command updated) in a flat hooks file; a new file gets `version: 1`. */
export declare function addFlatHookEntries(text: string, entries: ReadonlyArray<{
    event: string;
    command: string;
}>, flat: FlatHooks, isOurs: (command: unknown) => boolean): {
    text: string;
    changes: string[];
};
/**
 * Every entry `isOurs` recognises removed, with events and `hooks` left empty by it. Returns undefined
 * text when nothing but `version` would be left: the file was only qgate's.
 */
export declare function removeFlatHookEntries(text: string, flat: FlatHooks, isOurs: (command: unknown) => boolean, events?: readonly string[]): {
    text: string | undefined;
    changes: string[];
};
