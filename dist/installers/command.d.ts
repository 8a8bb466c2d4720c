/**
 * `--no-install`: npx runs only the qgate installed in the project. A bare `npx qgate` would download
 * and run whatever package is called qgate on the registry whenever the project has none (a hook's
 * stdin is not a terminal, which npx takes as consent).
 */
export declare const DEFAULT_COMMAND_PREFIX = "npx --no-install qgate";
/** qgate's own command: `qgate ...`, `npx qgate ...`, or any path to a qgate binary followed by `hook`. */
export declare function isQgateHookCommand(command: unknown): command is string;
/** `--command`'s prefix, or the default: one line, not empty. */
export declare function commandPrefix(command: string, value: string | undefined, fallback: string): string;
