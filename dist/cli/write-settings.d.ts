export interface SettingsChange {
    /** `install claude`, `uninstall codex`: for the messages. */
    command: string;
    mode: "install" | "uninstall";
    file: string;
    /** The file as the user sees it named. */
    shown: string;
    /** The project: a file inside it is written in its Prettier style (project-style.ts). */
    root: string;
    before: string | undefined;
    /** Undefined: the file held only qgate's hooks, and goes. */
    after: string | undefined;
    changes: string[];
    dryRun: boolean;
    /** A secret in the new text (an HTTP hook's token), masked in a dry run's diff. */
    secret?: string | undefined;
}
/** Returns the exit code (0). Only the CLI calls it: it prints. */
export declare function writeSettingsChange(input: SettingsChange): Promise<number>;
