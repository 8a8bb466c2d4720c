import { describe, expect, it } from "vitest";
import { UsageError } from "../../../src/errors.js";
import { parseSeedEvent } from "../../../src/assistants/seed/read.js";

describe("parseSeedEvent", () => {
  it("takes exactly the seed's positional arguments", () => {
    expect(parseSeedEvent("edit-complete", ["src/a.ts", "delete"])).toEqual({
      event: "edit-complete",
      path: "src/a.ts",
      change: "delete",
    });
    expect(parseSeedEvent("tool-call-complete", ["Write", "File created at: a.ts", "true"])).toMatchObject({
      tool: "Write",
      success: true,
    });
    expect(parseSeedEvent("tool-call-complete", ["Bash", "boom", "TRUE"])).toMatchObject({
      success: false,
      flag: "TRUE",
    });
    expect(parseSeedEvent("error-occurred", ["network_error", "down", "{}"])).toEqual({
      event: "error-occurred",
      type: "network_error",
      message: "down",
      context: "{}",
    });
    expect(parseSeedEvent("session-end", [])).toEqual({ event: "session-end" });
  });

  it("refuses a wrong number of arguments with the usage line", () => {
    expect(() => parseSeedEvent("edit-complete", ["src/a.ts"])).toThrow(
      "hook edit-complete: expected 2 arguments, got 1 (usage: qgate hook edit-complete <path> <create|modify|delete>)",
    );
    expect(() => parseSeedEvent("session-end", ["extra"])).toThrow(/expected 0 arguments, got 1/);
    expect(() => parseSeedEvent("error-occurred", ["a", "b", "c", "d"])).toThrow(UsageError);
  });

  it("refuses an unknown event and an unknown change type", () => {
    expect(() => parseSeedEvent("pre-commit", [])).toThrow(/unknown event "pre-commit"/);
    expect(() => parseSeedEvent("edit-complete", ["a.ts", "rename"])).toThrow(
      /expected create, modify or delete/,
    );
    expect(() => parseSeedEvent("toString", [])).toThrow(/unknown event/);
  });
  it("refuses an edit of an empty path with the usage line (the whole project is no file)", () => {
    expect(() => parseSeedEvent("edit-complete", ["", "modify"])).toThrow(UsageError);
    expect(() => parseSeedEvent("edit-complete", ["", "modify"])).toThrow(/edit-complete <path>/);
  });
});
