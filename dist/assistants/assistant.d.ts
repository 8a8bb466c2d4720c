/**
 * What every assistant's room (src/assistants/<id>/) implements, as knip's plugins or unstorage's
 * drivers do: one folder, its `index.ts` default-exporting an `Assistant`, and one line in registry.ts.
 * A room imports src/hook/, src/installers/ and below, never another room; only registry.ts imports a
 * room, and only its index. The contract test (test/assistants/contract.test.ts) runs every registered
 * room through the same cases.
 */
import type { DoorAnswer, HookEvent, Outcome } from "../hook/event.js";
import type { HookContext } from "../hook/context.js";
import type { Json } from "../hook/json.js";
export type { DoorAnswer, HookEvent, Outcome } from "../hook/event.js";
/** What the command line says about the payload (`qgate hook --assistant <id> --event <name>`). */
export interface ReadHint {
    event?: string | undefined;
}
export type InstallMode = "install" | "uninstall";
/** What `qgate install <id>` asks of a room's installer, its options parsed by the CLI. */
export interface InstallRequest {
    mode: InstallMode;
    /** `qgate install <id>` or `qgate uninstall <id>`, for messages. */
    command: string;
    /** The options, as `node:util` parseArgs gives them (the common ones and the room's own). */
    values: Readonly<Record<string, string | boolean | undefined>>;
    env: NodeJS.ProcessEnv;
}
/** What an install would change: the CLI prints the notes, shows or writes the change. */
export interface InstallPlan {
    file: string;
    root: string;
    /** The file's text now (undefined: no file), and after the change (undefined: remove the file). */
    before: string | undefined;
    after: string | undefined;
    changes: string[];
    /** Lines printed before the change (`note: ...` is added by the CLI). */
    notes: string[];
    /** Lines printed on stderr before the change (`qgate: warning: ...` is added by the CLI): what may break. */
    warnings?: string[] | undefined;
    /** Printed after a written install that changed something (what the user must still do). */
    afterInstall?: string | undefined;
    /** A secret the change holds (an HTTP token): never shown on the terminal. */
    secret?: string | undefined;
}
export interface Installer {
    /** `qgate install <id> --help`. */
    help: string;
    /** Options beyond the common `--scope`, `--command`, `--dry-run` and `--cwd`. */
    options?: Readonly<Record<string, {
        type: "string" | "boolean";
    }>>;
    /** Reads the config file and plans the change; throws UsageError for options it refuses. */
    plan(request: InstallRequest): Promise<InstallPlan>;
    /** Whether a config file's text holds qgate's hooks (for the contract test and detection). */
    installed(text: string): boolean;
    /**
     * The installer writes a file of its own (Cline's hook script, OpenCode's and Kilo's plugin), not entries in a shared config: a
     * file at its path that is not qgate's is refused, never merged (the user's hooks live beside it).
     */
    ownsFile?: boolean;
}
export interface Assistant {
    /** The registry id: `--assistant <id>`, `qgate install <id>`, the metrics' `assistant`. */
    id: string;
    /** Display name, for the README table and messages. */
    name: string;
    /** The client version whose behaviour the room follows, and how it was learnt. */
    follows: string;
    /** Paths (relative to the project) whose presence means the project uses it (`install --detect`). */
    detect: readonly string[];
    /** Its hook events qgate handles, as it names them. */
    events: readonly string[];
    /** What the model sees when qgate blocks. */
    blockChannel: string;
    /** What the README row says it cannot do. */
    limits: readonly string[];
    /** Whether a payload is this assistant's (rooms are asked in registry order). */
    recognise(payload: Json): boolean;
    /**
     * When `--assistant <id>` names this room, its payloads are read as its own without asking
     * `recognise` (they do not tell themselves apart: Cursor's, Copilot's). Rooms sharing one payload
     * shape (Claude Code's, Codex's, Gemini's) are still told apart by their fields.
     */
    trustsFlag?: boolean;
    /** The payload as qgate's event; HookInputError for an event it does not handle. */
    read(payload: Json, hint: ReadHint): HookEvent;
    /** qgate's outcome in the assistant's words. */
    answer(outcome: Outcome, event: HookEvent, options: AnswerOptions): DoorAnswer;
    /** Its config file's installer, loaded only by `qgate install` (hooks never pay for it). */
    installer?: () => Promise<Installer>;
    /** Sample payloads for the contract test: files under the repository, relative to it. */
    samples?: readonly string[];
}
export interface AnswerOptions {
    /** `qgate hook --rewake` (Claude Code's asyncRewake hooks). */
    rewake?: boolean | undefined;
}
/**
 * The seed's positional events (`qgate hook <event> <args...>`): a room without a JSON payload. It
 * parses its argv (UsageError: exit 2) into an event that runs itself, answering in plain text on
 * stdout with the seed's exit codes.
 */
export interface PositionalRoom {
    id: string;
    name: string;
    follows: string;
    events: readonly string[];
    blockChannel: string;
    limits: readonly string[];
    parse(name: string, args: string[]): {
        event: string;
        run(ctx: HookContext): Promise<number>;
    };
}
export type { Json };
