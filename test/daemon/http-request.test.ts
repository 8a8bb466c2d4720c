/**
 * The HTTP door's request for a POSTed hook (src/daemon/http.ts hookRequest): one daemon serves every
 * project's HTTP hooks, so the session variables of whoever started it must not reach another
 * project's request, and strict mode comes from the hook's own URL only. And the answer Claude Code
 * reads (httpAnswer): a door that spoke only on stderr with exit 2 (a block, an async rewake) is a block.
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import { hookRequest, httpAnswer, httpToken, httpTokenFile, refusal } from "../../src/daemon/http.js";

// A daemon a strict Claude Code session started, in another project.
const DAEMON_ENV = {
  PATH: "/usr/bin",
  HOME: "/home/dev",
  CLAUDE_STRICT_QUALITY: "true",
  CLAUDE_PROJECT_DIR: "/work/other",
  GEMINI_PROJECT_DIR: "/work/other",
};

describe("hookRequest", () => {
  it("leaves the daemon's session variables out: a strict daemon does not make every HTTP hook strict", () => {
    const request = hookRequest("{}", new URL("http://127.0.0.1:7337/qgate/hook"), DAEMON_ENV);
    expect(request.env).toEqual({ PATH: "/usr/bin", HOME: "/home/dev" });
    expect(request.argv).toEqual(["hook"]);
    expect(request.stdin).toBe("{}");
  });

  it("is strict when the hook's URL says so, and only then", () => {
    for (const [query, argv] of [
      ["?strict=1", ["hook", "--strict"]],
      ["?strict=true", ["hook", "--strict"]],
      ["?strict=0", ["hook"]],
      ["", ["hook"]],
    ] as const)
      expect(hookRequest("{}", new URL(`http://127.0.0.1:7337/qgate/hook${query}`), {}).argv, query).toEqual(
        argv,
      );
  });
});

describe("httpAnswer", () => {
  const output = (exitCode: number, stdout: string, stderr: string) => ({
    exitCode,
    stdout: Buffer.from(stdout),
    stderr: Buffer.from(stderr),
  });

  it("is the door's JSON when it printed one, whatever its exit code", () => {
    expect(httpAnswer(output(0, '{"decision":"block","reason":"r"}\n', ""))).toBe(
      '{"decision":"block","reason":"r"}',
    );
    expect(httpAnswer(output(2, '{"a":1}', "said too"))).toBe('{"a":1}');
  });

  it("turns exit 2 with only stderr into a block with that reason; anything else with no stdout is empty", () => {
    expect(JSON.parse(httpAnswer(output(2, "", "qgate: 1 blocking finding\n")))).toEqual({
      decision: "block",
      reason: "qgate: 1 blocking finding",
    });
    expect(httpAnswer(output(1, "", "qgate: could not read the payload\n"))).toBe("");
    expect(httpAnswer(output(0, "", ""))).toBe("");
  });
});

describe("refusal", () => {
  const TOKEN = "t".repeat(64);
  const request = (headers: Record<string, string>, method = "POST") =>
    ({ headers, method }) as unknown as IncomingMessage;
  const good = { host: "127.0.0.1:7337", authorization: `Bearer ${TOKEN}` };

  it("serves a POST to 127.0.0.1 or localhost at its port with the token, and refuses anything else", () => {
    expect(refusal(request(good), 7337, TOKEN)).toBeUndefined();
    expect(refusal(request({ ...good, host: "localhost:7337" }), 7337, TOKEN)).toBeUndefined();
    // A web page (Origin), a rebound DNS name or another port (Host), a GET, a wrong or missing token.
    expect(refusal(request({ ...good, origin: "https://example.com" }), 7337, TOKEN)).toBeDefined();
    expect(refusal(request({ ...good, host: "evil.example:7337" }), 7337, TOKEN)).toBeDefined();
    expect(refusal(request({ ...good, host: "127.0.0.1:7338" }), 7337, TOKEN)).toBeDefined();
    expect(refusal(request(good, "GET"), 7337, TOKEN)).toBeDefined();
    expect(
      refusal(request({ ...good, authorization: `Bearer ${"u".repeat(64)}` }), 7337, TOKEN),
    ).toBeDefined();
    expect(refusal(request({ host: good.host }), 7337, TOKEN)).toBeDefined();
  });
});

describe("httpToken", () => {
  it("lives under XDG_CONFIG_HOME, is created 0600 once, and is the same token on the next start", () => {
    const config = mkdtempSync(path.join(os.tmpdir(), "qgate-http-token-"));
    try {
      const env = { XDG_CONFIG_HOME: config, HOME: "/nonexistent" };
      expect(httpTokenFile(env)).toBe(path.join(config, "qgate", "http-token"));
      const token = httpToken(env);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(statSync(httpTokenFile(env)).mode & 0o777).toBe(0o600);
      expect(httpToken(env)).toBe(token);
    } finally {
      rmSync(config, { recursive: true, force: true });
    }
  });
});
