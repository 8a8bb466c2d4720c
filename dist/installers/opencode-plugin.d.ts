import type { Installer } from "../assistants/assistant.js";
/**
 * The start of the first line of every plugin qgate writes: install rewrites and uninstall removes only
 * such a file. The plugin's version follows the id: a newer qgate rewrites an older plugin.
 */
export declare const PLUGIN_MARKER = "// qgate: installed by `qgate install";
export declare const PLUGIN_VERSION = 1;
export interface PluginOptions {
    /** The assistant id the plugin names when it runs qgate (`opencode`, `kilo`). */
    assistant: string;
    /** The command that starts qgate (e.g. `npx --no-install qgate`). */
    command: string;
}
/** The plugin's first line, which says who wrote it and which version of it this is. */
export declare function pluginFirstLine(assistant: string): string;
/** The plugin module's text (TypeScript, loaded by the client; it imports nothing but Node's builtins). */
export declare function pluginSource({ assistant, command }: PluginOptions): string;
/** Where a client keeps its plugins, and what `qgate install <id>` prints. */
export interface PluginTarget {
    /** The registry id: the plugin runs `qgate hook --assistant <id>`. */
    id: string;
    help: string;
    /** The plugin file for a scope (`project`, `user`), absolute. */
    file: (scope: string, root: string, env: NodeJS.ProcessEnv) => string;
    /** Printed after an install that wrote the plugin. */
    note: string;
}
/**
 * The installer of a client whose hooks are plugin files: the whole file is qgate's, so install
 * writes it (rewrites it when qgate's command or the plugin's version changed), uninstall removes it,
 * and a file of the same name that qgate did not write is left alone (a usage error). Idempotent: the
 * file is up to date when its first line and its command are, so a file the project's Prettier
 * reformatted is not rewritten.
 */
export declare function pluginFileInstaller(target: PluginTarget): Installer;
