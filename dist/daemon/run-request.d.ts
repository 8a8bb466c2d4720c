/**
 * Runs one forwarded command in the daemon exactly as the client's own process would have: the
 * client's environment, working directory, stdin and terminal flags, with stdout and stderr captured
 * byte for byte. Requests run one at a time (server.ts queues them), which is what makes swapping the
 * process-wide environment, directory and streams safe; tools stay loaded between requests.
 */
import type { PresetStdin } from "../util/stdin-preset.js";
import type { RunRequest } from "./protocol.js";
/** The CLI's main(), handed in by whoever starts the daemon (the daemon does not import the CLI). */
export type RunCli = (argv: string[], options: {
    stdin?: PresetStdin;
    record?: boolean;
}) => Promise<number>;
export interface RunOutput {
    exitCode: number;
    stdout: Buffer;
    stderr: Buffer;
}
/** `onLive`: stderr the command writes live (a progress line), to pass on to the client at once. */
export declare function runRequest(request: RunRequest, main: RunCli, onLive?: (text: string) => void): Promise<RunOutput>;
/**
 * Commands run in this process (a server door's cold path: MCP, LSP) as the daemon runs a request:
 * this process's environment, no terminal, stdin as given. They take turns, since runRequest swaps
 * the process's environment, directory and output streams for the duration of a run.
 */
export declare function inProcessRunner(main: RunCli): (argv: string[], cwd: string, stdin?: string) => Promise<RunOutput>;
