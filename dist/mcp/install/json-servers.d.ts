export declare const SERVER_NAME = "qgate";
export interface ConfigChange {
    /** Undefined: the file held only qgate's entry, and goes. */
    text: string | undefined;
    changes: string[];
}
/**
 * Where a config keeps its servers: `mcpServers` (most), or `mcp` (OpenCode and Kilo); `lsp` is where
 * OpenCode and Kilo keep their language servers (`qgate install opencode --lsp`).
 */
export type ServersKey = "mcpServers" | "mcp" | "lsp";
/** Adds or updates `<key>.qgate`; nothing changes when it is already `entry`. */
export declare function addJsonServer(before: string | undefined, entry: object, file: string, key?: ServersKey): ConfigChange;
/** Takes `<key>.qgate` out; `<key>` too when qgate was its only server. */
export declare function removeJsonServer(before: string | undefined, file: string, key?: ServersKey): ConfigChange;
