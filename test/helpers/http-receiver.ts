/**
 * A real HTTP server on 127.0.0.1 standing in for a webhook receiver (the one thing that cannot exist in
 * a test otherwise): it records every request's JSON body and answers as the test says.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  /** The body as sent, for asserting what it must not contain. */
  raw: string;
  body: Record<string, unknown>;
}

export interface HttpReceiver {
  /** `http://127.0.0.1:<port><urlPath>`. */
  url: string;
  /** Requests in the order they ended. */
  received: ReceivedRequest[];
  /** Stops listening and drops open connections (a receiver that never answered holds one). */
  close(): Promise<void>;
}

/** Listens on a free port; `respond` answers each request once its body is in (default: 200 "ok"). */
export async function httpReceiver(
  urlPath: string,
  respond: (res: ServerResponse) => void = (res) => res.end("ok"),
): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({
        method: req.method,
        headers: req.headers,
        raw,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${urlPath}`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound by a server that is closed again. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
