import http from "node:http";
import type { RunRequest } from "./protocol.js";
/** `$XDG_CONFIG_HOME/qgate/http-token`, else `~/.config/qgate/http-token`. */
export declare function httpTokenFile(env?: NodeJS.ProcessEnv): string;
/** The HTTP token, created (0600, in a 0700 directory) on first use. */
export declare function httpToken(env?: NodeJS.ProcessEnv): string;
/** Why a request is refused, or undefined. */
export declare function refusal(request: http.IncomingMessage, port: number, token: string): string | undefined;
/** The JSON door's request for a POSTed hook: the payload as stdin, strict from `?strict=1`. */
export declare function hookRequest(body: string, url: URL, env: NodeJS.ProcessEnv): Omit<RunRequest, "token" | "version">;
/** What Claude Code reads from an HTTP hook: the JSON door's stdout, or a block when only stderr spoke. */
export declare function httpAnswer(output: {
    exitCode: number;
    stdout: Buffer;
    stderr: Buffer;
}): string;
