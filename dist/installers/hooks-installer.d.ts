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
/**
 * Where an entry is a door of the secrets guard (hook/secrets-guard.ts): `read`, a pre-tool hook that
 * only the guard uses (left out with --no-secrets-guard); `prompt`, the prompt hook, which the prompt
 * check uses too (always installed). With the policy's `secrets.failClosed`, both get a command that
 * refuses when qgate cannot answer, in `refuse`'s words (installers/command.ts).
 */
export interface GuardDoor {
    guard?: "read" | "prompt";
    refuse?: {
        json: string;
    } | "exit2";
}
/** An assistant whose file holds the nested `hooks` shape, with matchers. */
export interface NestedTarget extends TargetBase {
    entries: ReadonlyArray<{
        event: string;
        matcher?: string;
    } & GuardDoor>;
}
/** An assistant whose file holds flat entries, one command each. */
export interface FlatTarget extends TargetBase {
    flat: FlatHooks;
    /** The events, with what the command adds for each (Copilot's payloads do not name theirs). */
    events: ReadonlyArray<{
        event: string;
        args: string;
    } & GuardDoor>;
    scopes: readonly string[];
}
export declare function hooksFileInstaller(target: NestedTarget | FlatTarget): Installer;
export {};
