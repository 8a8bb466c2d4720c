/** Reading standard input without ever hanging: the hook door and the daemon client share it. */
/** Input beyond this is not kept: a Write of a huge file still fits (Claude Code sends its content). */
export declare const MAX_STDIN_BYTES: number;
export type StdinRead = {
    text: string;
} | {
    tooLarge: true;
};
/**
 * Everything on stdin until it closes, or what arrived before `idleMs` passed without new data (an
 * assistant that leaves stdin open must not stall a hook); no `idleMs` waits for the end. A terminal
 * is never read (undefined). Past `maxBytes` the rest is read and dropped, so the writer never fails on
 * a closed pipe, and the answer is `tooLarge` (never a silently cut text).
 */
export declare function readStdinText(idleMs: number | undefined, maxBytes?: number): Promise<StdinRead | undefined>;
