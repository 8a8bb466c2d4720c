/**
 * `qgate mcp`: the MCP door. A stdio server (the official SDK's low-level Server, so that every reply,
 * an error included, is worded here) with three tools: `check`, `explain` and `status`. Arguments are
 * validated against the schemas tools/list shows; a bad call gets an error result with one line, never
 * a protocol failure that could end the session, and never a crash. Everything that goes back passes
 * through the one redactor, as every other exit of qgate does.
 *
 * The server owns no stream: the CLI hands it the transport's input and output (src/cli/commands/mcp.ts
 * keeps stdout for the protocol alone) and its main(), which the check tool runs cold.
 */
import type { Readable, Writable } from "node:stream";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { RunCli } from "../daemon/run-request.js";
export interface McpOptions {
    /** Absolute project root: every path a tool takes is inside it. */
    root: string;
    /** The CLI's main(), for checks run in this process. */
    runCli: RunCli;
}
/** The SDK's server, and a way to wait for the calls it is still answering. */
export type QgateMcpServer = Server & {
    drain?: () => Promise<void>;
};
export declare function createMcpServer(options: McpOptions): QgateMcpServer;
/** Serves until the input ends; resolves then. */
export declare function serveMcp(options: McpOptions, input: Readable, output: Writable): Promise<void>;
