import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema, } from "@modelcontextprotocol/sdk/types.js";
import { describeError, QgateError } from "../errors.js";
import { VERSION } from "../daemon/client.js";
import { redactText, redactValue } from "../util/redact.js";
import { checkRunner } from "./check.js";
import { explainRule } from "./explain.js";
import { renderCheck, renderExplain, renderStatus } from "./render.js";
import { projectStatus } from "./status.js";
import { CheckArgs, ExplainArgs, StatusArgs, TOOLS, toolListing } from "./tools.js";
import { mcpMessages } from "../messages.js";
/** Largest message the transport buffers (a line of JSON-RPC); past it the session ends, by design. */
const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
function issueLine(error) {
    return error.issues
        .slice(0, 3)
        .map((issue) => issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message)
        .join("; ");
}
export function createMcpServer(options) {
    const server = new Server({ name: "qgate", version: VERSION }, { capabilities: { tools: {} } });
    const checks = checkRunner(options.root, options.runCli);
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(toolListing) }));
    server.setRequestHandler(CallToolRequestSchema, (request) => track(call(request.params)));
    /** Calls in flight: the input may end before they are answered (a client that sent its last call). */
    const pending = new Set();
    function track(promise) {
        pending.add(promise);
        void promise.finally(() => pending.delete(promise)).catch(() => undefined);
        return promise;
    }
    server.drain = async () => {
        while (pending.size > 0)
            await Promise.allSettled([...pending]);
    };
    async function call(params) {
        const { name } = params;
        const args = params.arguments ?? {};
        try {
            switch (name) {
                case "check": {
                    const parsed = CheckArgs.safeParse(args);
                    if (!parsed.success)
                        return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
                    const result = await checks.run(parsed.data);
                    return await answer(result, renderCheck(result));
                }
                case "explain": {
                    const parsed = ExplainArgs.safeParse(args);
                    if (!parsed.success)
                        return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
                    const result = await explainRule(options.root, parsed.data.rule);
                    return await answer(result, renderExplain(result));
                }
                case "status": {
                    const parsed = StatusArgs.safeParse(args);
                    if (!parsed.success)
                        return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
                    const result = await projectStatus(options.root);
                    return await answer(result, renderStatus(result));
                }
                default:
                    return errorResult(mcpMessages.unknownTool(name));
            }
        }
        catch (error) {
            return errorResult(error instanceof QgateError ? error.message : mcpMessages.internal(name, describeError(error)));
        }
    }
    return server;
}
async function answer(structured, text) {
    return {
        content: [{ type: "text", text: await redactText(text) }],
        structuredContent: (await redactValue(structured)),
    };
}
async function errorResult(message) {
    return { content: [{ type: "text", text: await redactText(message) }], isError: true };
}
/** Serves until the input ends; resolves then. */
export async function serveMcp(options, input, output) {
    const server = createMcpServer(options);
    const transport = new StdioServerTransport(input, output, { maxBufferSize: MAX_MESSAGE_BYTES });
    const closed = new Promise((resolve) => {
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
