import { describe, expect, it } from "vitest";
import { contextObject, recoveryHint } from "../../src/hook/errors.js";

describe("contextObject (the error-occurred context argument)", () => {
  it("keeps a small JSON object as an object and small text as text", () => {
    expect(contextObject('{"tool":"Bash","code":3}')).toEqual({ tool: "Bash", code: 3 });
    expect(contextObject("while running npm test")).toEqual({ text: "while running npm test" });
    expect(contextObject("[1,2]")).toEqual({ text: "[1,2]" });
  });

  it("cuts any context over 4000 characters, JSON included, so one error cannot flood logs and webhooks", () => {
    const big = JSON.stringify({ a: "a.".repeat(60_000) });
    const routed = contextObject(big);
    expect(routed.truncated).toBe(true);
    expect(routed.text).toBe(`${big.slice(0, 4000)}…`);
    expect(contextObject("x".repeat(5000))).toEqual({ text: `${"x".repeat(4000)}…`, truncated: true });
  });
});

describe("recoveryHint", () => {
  it("has a hint for the seed's types and the plain one for any other word, prototype names included", () => {
    expect(recoveryHint("dependency_error")).toMatch(/^install the missing dependency/);
    expect(recoveryHint("constructor")).toBe("see the error log");
    expect(recoveryHint("toString")).toBe("see the error log");
  });
});
