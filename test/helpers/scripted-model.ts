/**
 * A scripted model on 127.0.0.1 for driving a real assistant client with a custom provider (GitHub
 * Copilot CLI in offline mode, OpenAI Codex CLI, Claude Code, Gemini CLI): it speaks OpenAI's chat
 * completions (streamed or not), its Responses API (streamed), Anthropic's Messages API and Google's
 * generateContent (streamed or not; there only requests that offer tools follow the script, and a
 * client's side requests get "ok", or JSON filled in from the schema they ask for), answers each request with the next step of its script (a
 * tool call, a patch for Codex's freeform apply_patch, text, or an HTTP error), and keeps every
 * request, so a test can read what the client showed the model. The only stand-in in such a test:
 * no model can run here.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Step =
  | { tool: string; args: Record<string, unknown> }
  /** Codex's apply_patch, a freeform (custom) tool whose input is the patch text. */
  | { patch: string }
  | { text: string }
  | { status: number; message: string };

export interface ChatMessage {
  role: string;
  content: unknown;
}

export interface ScriptedModel {
  /** The provider base URL (…/v1). */
  url: string;
  /** The chat requests' messages (Responses API: the input items), in order. */
  requests: ChatMessage[][];
  close: () => Promise<void>;
}

function chunk(id: string, delta: unknown, finish: string | null): string {
  const body = {
    id,
    object: "chat.completion.chunk",
    created: 1,
    model: "scripted",
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** A value of the shape a JSON schema asks for (a client's side request: a classifier, a router). */
function fillSchema(schema: unknown): unknown {
  const node = (schema ?? {}) as { type?: string; properties?: Record<string, unknown>; items?: unknown };
  switch ((node.type ?? "object").toLowerCase()) {
    case "object":
      return Object.fromEntries(
        Object.entries(node.properties ?? {}).map(([key, value]) => [key, fillSchema(value)]),
      );
    case "array":
      return [];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    default:
      return "scripted";
  }
}

/** One step as a Gemini generateContent answer (a functionCall part, or text), streamed (SSE) or not. */
function answerGemini(res: http.ServerResponse, url: string, step: Step): void {
  if (url.includes(":countTokens")) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ totalTokens: 10 }));
    return;
  }
  if ("status" in step) {
    res.writeHead(step.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify({ error: { code: step.status, message: step.message, status: "INVALID_ARGUMENT" } }),
    );
    return;
  }
  if ("patch" in step) throw new Error("a patch step is for the Responses API (Codex)");
  const part = "tool" in step ? { functionCall: { name: step.tool, args: step.args } } : { text: step.text };
  const payload = {
    candidates: [{ content: { role: "model", parts: [part] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  };
  if (url.includes("alt=sse")) {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.end(`data: ${JSON.stringify(payload)}\n\n`);
  } else {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(payload));
  }
}

/** One step as an Anthropic Messages API answer (a tool_use block, or text), streamed or not. */
function answerMessages(
  res: http.ServerResponse,
  step: Step,
  turn: number,
  model: string,
  stream: boolean,
): void {
  if ("status" in step) {
    res.writeHead(step.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify({ type: "error", error: { type: "invalid_request_error", message: step.message } }),
    );
    return;
  }
  if ("patch" in step) throw new Error("a patch step is for the Responses API (Codex)");
  const id = `msg_scripted_${turn}`;
  const usage = { input_tokens: 10, output_tokens: 5 };
  const block =
    "tool" in step
      ? { type: "tool_use", id: `toolu_${turn}`, name: step.tool, input: step.args }
      : { type: "text", text: step.text };
  const stop = "tool" in step ? "tool_use" : "end_turn";
  if (!stream) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id,
        type: "message",
        role: "assistant",
        model,
        content: [block],
        stop_reason: stop,
        stop_sequence: null,
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream" });
  const send = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  send("message_start", {
    message: {
      id,
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage,
    },
  });
  if (block.type === "tool_use") {
    send("content_block_start", { index: 0, content_block: { ...block, input: {} } });
    send("content_block_delta", {
      index: 0,
      delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) },
    });
  } else {
    send("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
    send("content_block_delta", { index: 0, delta: { type: "text_delta", text: block.text } });
  }
  send("content_block_stop", { index: 0 });
  send("message_delta", { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: 5 } });
  send("message_stop", {});
  res.end();
}

/** One step as a streamed Responses API answer: the output item, then the completed response. */
function respond(res: http.ServerResponse, step: Step, turn: number): void {
  if ("status" in step) {
    res.writeHead(step.status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: step.message, type: "invalid_request_error" } }));
    return;
  }
  const item =
    "patch" in step
      ? {
          type: "custom_tool_call",
          id: `ctc_${turn}`,
          status: "completed",
          call_id: `call_${turn}`,
          name: "apply_patch",
          input: step.patch,
        }
      : "tool" in step
        ? {
            type: "function_call",
            id: `fc_${turn}`,
            status: "completed",
            call_id: `call_${turn}`,
            name: step.tool,
            arguments: JSON.stringify(step.args),
          }
        : {
            type: "message",
            id: `msg_${turn}`,
            status: "completed",
            role: "assistant",
            content: [{ type: "output_text", text: step.text, annotations: [] }],
          };
  const id = `resp_${turn}`;
  const usage = {
    input_tokens: 10,
    output_tokens: 5,
    total_tokens: 15,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens_details: { reasoning_tokens: 0 },
  };
  res.writeHead(200, { "content-type": "text/event-stream" });
  const send = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  send("response.created", { response: { id, object: "response", status: "in_progress", output: [] } });
  send("response.output_item.added", { output_index: 0, item });
  send("response.output_item.done", { output_index: 0, item });
  send("response.completed", {
    response: { id, object: "response", status: "completed", output: [item], usage },
  });
  res.end();
}

export interface ScriptedModelOptions {
  /**
   * Chat completions requests that offer no tools are a client's side requests (OpenCode's and Kilo's
   * session title): answered "ok", neither recorded nor taking a step of the script.
   */
  chatSideRequests?: boolean;
}

export async function startScriptedModel(
  script: Step[],
  options: ScriptedModelOptions = {},
): Promise<ScriptedModel> {
  const requests: ChatMessage[][] = [];
  let turn = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (data: Buffer) => (body += data.toString()));
    req.on("end", () => {
      if (/:(stream)?generateContent|:countTokens/i.test(req.url ?? "")) {
        const parsed = JSON.parse(body || "{}") as {
          contents?: ChatMessage[];
          tools?: unknown[];
          generationConfig?: { responseJsonSchema?: unknown };
        };
        const main = Array.isArray(parsed.tools) && parsed.tools.length > 0;
        if (main) requests.push(parsed.contents ?? []);
        const schema = parsed.generationConfig?.responseJsonSchema;
        const step: Step = main
          ? script[Math.min(turn++, script.length - 1)]!
          : { text: schema ? JSON.stringify(fillSchema(schema)) : "ok" };
        answerGemini(res, req.url ?? "", step);
        return;
      }
      if (req.url?.startsWith("/v1/messages")) {
        const parsed = JSON.parse(body || "{}") as {
          messages?: ChatMessage[];
          tools?: unknown[];
          stream?: boolean;
          model?: string;
        };
        if (req.url.includes("count_tokens")) {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ input_tokens: 10 }));
          return;
        }
        const main = Array.isArray(parsed.tools) && parsed.tools.length > 0;
        if (main) requests.push(parsed.messages ?? []);
        const step = main ? script[Math.min(turn, script.length - 1)]! : { text: "ok" };
        if (main) turn++;
        answerMessages(res, step, turn, parsed.model ?? "scripted", parsed.stream === true);
        return;
      }
      if (req.url?.endsWith("/responses")) {
        const parsed = JSON.parse(body) as { input?: ChatMessage[] };
        requests.push(parsed.input ?? []);
        respond(res, script[Math.min(turn, script.length - 1)]!, ++turn);
        return;
      }
      if (!req.url?.includes("chat/completions")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ object: "list", data: [{ id: "scripted", object: "model" }] }));
        return;
      }
      const parsed = JSON.parse(body) as { messages?: ChatMessage[]; stream?: boolean; tools?: unknown[] };
      const side =
        options.chatSideRequests === true && !(Array.isArray(parsed.tools) && parsed.tools.length > 0);
      if (!side) requests.push(parsed.messages ?? []);
      const step: Step = side ? { text: "ok" } : script[Math.min(turn, script.length - 1)]!;
      const id = side ? "scripted-side" : `scripted-${++turn}`;
      if ("status" in step) {
        res.writeHead(step.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: step.message, type: "invalid_request_error" } }));
        return;
      }
      if ("patch" in step) throw new Error("a patch step is for the Responses API (Codex)");
      const call =
        "tool" in step
          ? {
              id: `call_${turn}`,
              type: "function",
              function: { name: step.tool, arguments: JSON.stringify(step.args) },
            }
          : undefined;
      const finish = call ? "tool_calls" : "stop";
      const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
      if (parsed.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        const delta = call
          ? { role: "assistant", tool_calls: [{ index: 0, ...call }] }
          : { role: "assistant", content: (step as { text: string }).text };
        res.write(chunk(id, delta, null));
        res.write(chunk(id, {}, finish).replace(/}\n\n$/, `,"usage":${JSON.stringify(usage)}}\n\n`));
        res.end("data: [DONE]\n\n");
        return;
      }
      const message = call
        ? { role: "assistant", content: null, tool_calls: [call] }
        : { role: "assistant", content: (step as { text: string }).text };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: 1,
          model: "scripted",
          choices: [{ index: 0, message, finish_reason: finish }],
          usage,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
