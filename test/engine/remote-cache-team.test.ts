/**
 * The remote cache's artifact URL names the team as Turborepo does (src/engine/remote-cache.ts): a
 * team id (`team_…`, as Vercel gives it) as `teamId`, any other name as `slug`. A server that knows a
 * team by its id refuses a slug of the same text, and every entry is then lost. A real HTTP server on
 * 127.0.0.1 records what it is asked.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { RemoteCache } from "../../src/engine/remote-cache.js";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A server that answers every request 404 (a miss) and records its URL. */
async function recordingServer(): Promise<{ url: string; asked: URL[] }> {
  const asked: URL[] = [];
  const server = createServer((req, res) => {
    asked.push(new URL(req.url ?? "/", "http://127.0.0.1"));
    req.resume();
    req.on("end", () => {
      res.statusCode = req.method === "PUT" ? 200 : 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

function remoteFor(url: string, team: string): RemoteCache {
  return new RemoteCache({ url, team, token: "t", readOnly: false, signatureKey: undefined, from: "test" });
}

describe("the remote cache's team parameter", () => {
  it("sends a team id as teamId and a team's name as slug, on reads and writes", async () => {
    const server = await recordingServer();
    for (const team of ["team_abc123", "my-team"]) {
      const remote = remoteFor(server.url, team);
      expect(await remote.get("0123abcd")).toBeUndefined();
      remote.put("0123abcd", Buffer.from("entry"));
      await remote.settle();
    }
    expect(server.asked.map((url) => [url.pathname, [...url.searchParams.entries()]])).toEqual([
      ["/v8/artifacts/0123abcd", [["teamId", "team_abc123"]]],
      ["/v8/artifacts/0123abcd", [["teamId", "team_abc123"]]],
      ["/v8/artifacts/0123abcd", [["slug", "my-team"]]],
      ["/v8/artifacts/0123abcd", [["slug", "my-team"]]],
    ]);
  });
});

describe("the remote cache's signatures", () => {
  it("with a signature key, an entry without a tag is refused (a store that keeps no tags, or a forged entry)", async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.end("a forged entry"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signed = new RemoteCache({
      url,
      team: "my-team",
      token: "t",
      readOnly: false,
      signatureKey: "qgate-test-signature-key",
      from: "test",
    });
    expect(await signed.get("0123abcd")).toBeUndefined();
    expect(signed.notes.join("\n")).toMatch(/refused/);
    // Without a key nothing is checked: the entry is taken as it is.
    expect((await remoteFor(url, "my-team").get("0123abcd"))?.toString()).toBe("a forged entry");
  });
});
