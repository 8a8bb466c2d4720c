/**
 * What leaves qgate through the error door is redacted by key as well as by shape: a password under a
 * `password` key reaches neither the webhook (a real HTTP server on 127.0.0.1) nor error.jsonl.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpReceiver, type HttpReceiver } from "../helpers/http-receiver.js";
import { hookProject, type HookProject } from "../helpers/hook-project.js";

describe("redaction of routed errors", () => {
  let p: HookProject;
  let hook: HttpReceiver;
  beforeAll(async () => {
    p = await hookProject();
    hook = await httpReceiver("/x");
  });
  afterAll(async () => {
    await hook.close();
    p.cleanup();
  });

  it("masks a plain-looking password under a password key in the webhook body and the error log", async () => {
    const password = ["hunter2", "hunter2"].join("");
    const result = await p.run(
      ["hook", "error-occurred", "critical_system", "m", JSON.stringify({ password, user: "ann" })],
      { env: { QGATE_WEBHOOK_URL: hook.url } },
    );
    expect(result.stderr).not.toContain(password);
    expect(result.stdout).not.toContain(password);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.raw).not.toContain(password);
    expect(hook.received[0]!.body.context).toEqual({ password: "****", user: "ann" });
    const logged = p.log("error").filter((r) => r.type === "critical_system");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.context).toEqual({ password: "****", user: "ann" });
    for (const file of readdirSync(p.logDir))
      expect(readFileSync(path.join(p.logDir, file), "utf8")).not.toContain(password);
  });

  // Took over a minute before the redaction patterns were made linear; the test timeout is the bound.
  it("routes an error whose context is a long run of 'a.' promptly", async () => {
    const context = JSON.stringify({ a: "a.".repeat(60_000) });
    const result = await p.run(["hook", "error-occurred", "network_error", "msg", context]);
    expect(result.exitCode).toBe(0);
    expect(p.log("error").filter((r) => r.type === "network_error")).toHaveLength(1);
  });
});
