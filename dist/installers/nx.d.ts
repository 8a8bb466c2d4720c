import type { FileChange } from "./turbo.js";
export declare const NX_PLUGIN = "qgate/nx";
export declare function planNx(root: string, mode: "install" | "uninstall"): FileChange;
