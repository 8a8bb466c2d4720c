/**
 * The HTTP door's request for a POSTed hook (src/daemon/http.ts hookRequest): one daemon serves every
 * project's HTTP hooks, so the session variables of whoever started it must not reach another
 * project's request, and strict mode comes from the hook's own URL only. And the answer Claude Code
 * reads (httpAnswer): a door that spoke only on stderr with exit 2 (a block, an async rewake) is a block.
 */
import { describe, expect, it } from "vitest";
import { hookRequest, httpAnswer } from "../../src/daemon/http.js";

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
