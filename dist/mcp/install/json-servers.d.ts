export declare const SERVER_NAME = "qgate";
export interface ConfigChange {
    /** Undefined: the file held only qgate's entry, and goes. */
    text: string | undefined;
    changes: string[];
}
/** Adds or updates `mcpServers.qgate`; nothing changes when it is already `entry`. */
export declare function addJsonServer(before: string | undefined, entry: object, file: string): ConfigChange;
/** Takes `mcpServers.qgate` out; `mcpServers` too when qgate was its only server. */
export declare function removeJsonServer(before: string | undefined, file: string): ConfigChange;
