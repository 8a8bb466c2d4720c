/**
 * The seed's events (section 6), with exactly the positional arguments the assistant appends.
 * Arguments are data: they are only compared and passed on, never evaluated.
 */
import type { ChangeType } from "../../changes/change-set.js";
export type SeedEvent = {
    event: "edit-complete";
    path: string;
    change: ChangeType;
} | {
    event: "tool-call-complete";
    tool: string;
    result: string;
    success: boolean;
    flag: string;
} | {
    event: "error-occurred";
    type: string;
    message: string;
    context: string;
} | {
    event: "user-prompt-submit";
} | {
    event: "session-end";
};
export declare const SEED_USAGE: Record<SeedEvent["event"], string>;
export declare function isSeedEvent(name: string): name is SeedEvent["event"];
/** Parses `<event> <args...>`; a wrong event or argument count is a UsageError (exit 2) with the usage line. */
export declare function parseSeedEvent(name: string, args: string[]): SeedEvent;
