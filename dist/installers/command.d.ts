/**
 * `--no-install`: npx runs only the qgate installed in the project. A bare `npx qgate` would download
 * and run whatever package is called qgate on the registry whenever the project has none (a hook's
 * stdin is not a terminal, which npx takes as consent).
 */
export declare const DEFAULT_COMMAND_PREFIX = "npx --no-install qgate";
/** qgate's own command: `qgate ...`, `npx qgate ...`, or any path to a qgate binary followed by `hook`. */
export declare function isQgateHookCommand(command: unknown): command is string;
/**
 * A secrets guard's hook command when the policy says `secrets.failClosed`: qgate itself refuses when
 * its guard fails (`--fail-closed`), and the shell refuses when qgate cannot answer at all (missing,
 * crashed: any exit but 0, an answer, and 2, a refusal). `refuse` is the assistant's refusal: exit 2
 * with the reason on stderr, or a JSON denial for the assistants that skip a failing hook (Copilot,
 * Cursor). A timeout stays the assistant's to handle: it kills the hook before the shell can answer.
 */
export declare function failClosedCommand(command: string, refuse: {
    json: string;
} | "exit2"): string;
/** `--command`'s prefix, or the default: one line, not empty. */
export declare function commandPrefix(command: string, value: string | undefined, fallback: string): string;
