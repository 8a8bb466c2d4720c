/**
 * A scripted model on 127.0.0.1 for driving a real assistant client (GitHub Copilot CLI in offline
 * mode with a custom provider): it speaks OpenAI's chat completions (streamed or not), answers each
 * request with the next step of its script (a tool call, text, or an HTTP error), and keeps every
 * request, so a test can read what the client showed the model. The only stand-in in such a test:
 * no model can run here.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Step =
  { tool: string; args: Record<string, unknown> } | { text: string } | { status: number; message: string };

export interface ChatMessage {
  role: string;
  content: unknown;
}

export interface ScriptedModel {
  /** The provider base URL (…/v1). */
  url: string;
  /** The chat requests' messages, in order. */
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

export async function startScriptedModel(script: Step[]): Promise<ScriptedModel> {
  const requests: ChatMessage[][] = [];
  let turn = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (data: Buffer) => (body += data.toString()));
    req.on("end", () => {
      if (!req.url?.includes("chat/completions")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ object: "list", data: [{ id: "scripted", object: "model" }] }));
        return;
      }
      const parsed = JSON.parse(body) as { messages?: ChatMessage[]; stream?: boolean };
      requests.push(parsed.messages ?? []);
      const step = script[Math.min(turn, script.length - 1)]!;
      const id = `scripted-${++turn}`;
      if ("status" in step) {
        res.writeHead(step.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: step.message, type: "invalid_request_error" } }));
        return;
      }
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
