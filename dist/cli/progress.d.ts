import type { ProgressEvent } from "../engine/engine.js";
export interface Progress {
    onProgress: (event: ProgressEvent) => void;
    /** Clears the line (if one was drawn) and stops redrawing; safe to call twice. */
    stop: () => void;
}
export declare function shouldShowProgress(stream: Pick<NodeJS.WriteStream, "isTTY">, env: NodeJS.ProcessEnv, disabled: boolean): boolean;
export declare function startProgress(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv, disabled: boolean): Progress;
