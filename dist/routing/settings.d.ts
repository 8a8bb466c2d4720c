export type SettingsScope = "project" | "local" | "user";
export declare function settingsPath(scope: SettingsScope, root: string, env?: NodeJS.ProcessEnv): string;
/** Highest precedence first: local beats project beats user (Claude Code's order for these three). */
export declare const SETTINGS_PRECEDENCE: readonly SettingsScope[];
export interface SettingsFile {
    file: string;
    /** Undefined when the file does not exist. */
    text?: string;
    data: Record<string, unknown>;
}
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** Reads a settings file; a missing file is empty settings, invalid JSON a ConfigError naming the file. */
export declare function readSettings(file: string): SettingsFile;
