import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { postWebhook, webhookUrl } from "../../src/routing/webhook.js";
import { closedPort, httpReceiver, type HttpReceiver } from "../helpers/http-receiver.js";

let receiver: HttpReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function listen(respond?: (res: ServerResponse) => void): Promise<HttpReceiver> {
  receiver = await httpReceiver("/hook/s3cr3t-path", respond);
  return receiver;
}

describe("postWebhook", () => {
  it("POSTs the JSON summary with every secret masked", async () => {
    const { url, received } = await listen();
    const outcome = await postWebhook(
      {
        kind: "block",
        message: "found AKIAIOSFODNN7EXAMPLE in src/a.ts",
        nested: { token: "password=hunter2hunter2" },
      },
      { timeoutMs: 3000, env: { QGATE_WEBHOOK_URL: url } },
    );
    expect(outcome).toEqual({ sent: true, status: 200, host: new URL(url).host });
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe("POST");
    expect(received[0]?.headers["content-type"]).toBe("application/json");
    const text = JSON.stringify(received[0]?.body);
    expect(text).not.toContain("AKIAIOSFODNN7EXAMPLE");
    expect(text).not.toContain("hunter2hunter2");
    expect(received[0]?.body).toMatchObject({ kind: "block" });
  });

  it("reports an HTTP error status and a closed port", async () => {
    const { url } = await listen((res) => {
      res.statusCode = 500;
      res.end();
    });
    expect(await postWebhook({}, { timeoutMs: 3000, env: { QGATE_WEBHOOK_URL: url } })).toMatchObject({
      sent: false,
      status: 500,
      detail: "HTTP 500",
    });
    const port = await closedPort();
    const closed = await postWebhook(
      {},
      { timeoutMs: 3000, env: { QGATE_WEBHOOK_URL: `http://127.0.0.1:${port}/x` } },
    );
    expect(closed).toEqual({ sent: false, detail: "ECONNREFUSED", host: `127.0.0.1:${port}` });
  });

  it("sends user:password@ from the URL as an Authorization: Basic header, never in a message", async () => {
    const { url, received } = await listen();
    const withCredentials = url.replace("http://", "http://alice:pa%20ss-W0rd@");
    const outcome = await postWebhook(
      { kind: "block" },
      { timeoutMs: 3000, env: { QGATE_WEBHOOK_URL: withCredentials } },
    );
    expect(outcome).toEqual({ sent: true, status: 200, host: new URL(url).host });
    expect(received[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from("alice:pa ss-W0rd").toString("base64")}`,
    );
    const port = await closedPort();
    const closed = await postWebhook(
      {},
      { timeoutMs: 3000, env: { QGATE_WEBHOOK_URL: `http://alice:pa%20ss-W0rd@127.0.0.1:${port}/x` } },
    );
    expect(closed).toEqual({ sent: false, detail: "ECONNREFUSED", host: `127.0.0.1:${port}` });
  });

  it("gives up after its timeout on a receiver that never answers", async () => {
    const { url } = await listen(() => undefined);
    const outcome = await postWebhook({}, { timeoutMs: 200, env: { QGATE_WEBHOOK_URL: url } });
    expect(outcome).toMatchObject({ sent: false, detail: "no answer within 200 ms" });
    expect(JSON.stringify(outcome)).not.toContain("s3cr3t-path");
  });

  it("does nothing without a URL and refuses other schemes", async () => {
    expect(await postWebhook({}, { timeoutMs: 100, env: {} })).toEqual({
      sent: false,
      detail: "QGATE_WEBHOOK_URL is not set",
    });
    expect(webhookUrl({ QGATE_WEBHOOK_URL: "file:///etc/passwd" })).toBeUndefined();
    expect(await postWebhook({}, { timeoutMs: 100, env: { QGATE_WEBHOOK_URL: "ftp://x" } })).toMatchObject({
      sent: false,
    });
  });
});
