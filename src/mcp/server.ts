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
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { describeError, QgateError } from "../errors.js";
import { VERSION } from "../daemon/client.js";
import type { RunCli } from "../daemon/run-request.js";
import { redactText, redactValue } from "../util/redact.js";
import { checkRunner } from "./check.js";
import { explainRule } from "./explain.js";
import { renderCheck, renderExplain, renderStatus } from "./render.js";
import { projectStatus } from "./status.js";
import { CheckArgs, ExplainArgs, StatusArgs, TOOLS, toolListing } from "./tools.js";
import { mcpMessages } from "../messages.js";

export interface McpOptions {
  /** Absolute project root: every path a tool takes is inside it. */
  root: string;
  /** The CLI's main(), for checks run in this process. */
  runCli: RunCli;
}

/** Largest message the transport buffers (a line of JSON-RPC); past it the session ends, by design. */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

function issueLine(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message,
    )
    .join("; ");
}

/** The SDK's server, and a way to wait for the calls it is still answering. */
export type QgateMcpServer = Server & { drain?: () => Promise<void> };

export function createMcpServer(options: McpOptions): QgateMcpServer {
  const server: QgateMcpServer = new Server(
    { name: "qgate", version: VERSION },
    { capabilities: { tools: {} } },
  );
  const checks = checkRunner(options.root, options.runCli);

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(toolListing) }));

  server.setRequestHandler(CallToolRequestSchema, (request) => track(call(request.params)));

  /** Calls in flight: the input may end before they are answered (a client that sent its last call). */
  const pending = new Set<Promise<unknown>>();
  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  }
  server.drain = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  async function call(params: {
    name: string;
    arguments?: Record<string, unknown> | undefined;
  }): Promise<CallToolResult> {
    const { name } = params;
    const args: unknown = params.arguments ?? {};
    try {
      switch (name) {
        case "check": {
          const parsed = CheckArgs.safeParse(args);
          if (!parsed.success) return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
          const result = await checks.run(parsed.data);
          return await answer(result, renderCheck(result));
        }
        case "explain": {
          const parsed = ExplainArgs.safeParse(args);
          if (!parsed.success) return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
          const result = await explainRule(options.root, parsed.data.rule);
          return await answer(result, renderExplain(result));
        }
        case "status": {
          const parsed = StatusArgs.safeParse(args);
          if (!parsed.success) return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
          const result = await projectStatus(options.root);
          return await answer(result, renderStatus(result));
        }
        default:
          return errorResult(mcpMessages.unknownTool(name));
      }
    } catch (error) {
      return errorResult(
        error instanceof QgateError ? error.message : mcpMessages.internal(name, describeError(error)),
      );
    }
  }
  return server;
}

async function answer(structured: object, text: string): Promise<CallToolResult> {
  return {
    content: [{ type: "text", text: await redactText(text) }],
    structuredContent: (await redactValue(structured)) as Record<string, unknown>,
  };
}

async function errorResult(message: string): Promise<CallToolResult> {
  return { content: [{ type: "text", text: await redactText(message) }], isError: true };
}

/** Serves until the input ends; resolves then. */
export async function serveMcp(options: McpOptions, input: Readable, output: Writable): Promise<void> {
  const server = createMcpServer(options);
  const transport = new StdioServerTransport(input, output, { maxBufferSize: MAX_MESSAGE_BYTES });
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
    input.once("end", resolve);
    input.once("close", resolve);
  });
  await server.connect(transport);
  await closed;
  // Answers to calls already made still go out: the output is open even when the input has ended.
  await server.drain?.();
  // The SDK sends each answer a tick after its handler settles.
  await new Promise((resolve) => setImmediate(resolve));
  await server.close().catch(() => undefined);
}
