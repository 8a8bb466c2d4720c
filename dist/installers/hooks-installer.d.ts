import type { Installer } from "../assistants/assistant.js";
import { type FlatHooks } from "./hooks-file.js";
interface TargetBase {
    /** The registry id: the hook command says `--assistant <id>`. */
    id: string;
    help: string;
    /** The file for a scope (`project`, `user`), absolute. */
    file: (scope: string, root: string, env: NodeJS.ProcessEnv) => string;
    /** Printed after an install that wrote something (what the user must still do). */
    note: string;
}
/** An assistant whose file holds the nested `hooks` shape, with matchers. */
export interface NestedTarget extends TargetBase {
    entries: ReadonlyArray<{
        event: string;
        matcher?: string;
    }>;
}
/** An assistant whose file holds flat entries, one command each. */
export interface FlatTarget extends TargetBase {
    flat: FlatHooks;
    /** The events, with what the command adds for each (Copilot's payloads do not name theirs). */
    events: ReadonlyArray<{
        event: string;
        args: string;
    }>;
    scopes: readonly string[];
}
export declare function hooksFileInstaller(target: NestedTarget | FlatTarget): Installer;
export {};
