/**
 * A server door on stdio (`qgate mcp`, `qgate lsp`): stdout carries the protocol's messages and
 * nothing else. Anything else in the process that writes to stdout (a tool's stray log) goes to stderr
 * while the server runs, and stdout is put back however it ends.
 */
import { Writable } from "node:stream";
export declare function withProtocolStdout(serve: (output: Writable) => Promise<void>): Promise<void>;
