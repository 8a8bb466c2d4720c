import { describe, expect, it } from "vitest";
import { describeJsonError } from "../../src/util/json-error.js";

describe("describeJsonError", () => {
  it("names line and column, and never the text", () => {
    expect(describeJsonError("password=hunter2hunter2")).toBe("line 1, column 1: unexpected character");
    expect(describeJsonError('{\n  "a": 1,\n  "b": x\n}')).toBe("line 3, column 8: unexpected character");
    expect(describeJsonError('{\n  "a": ')).toBe("line 2, column 8: unexpected end of file");
    expect(describeJsonError("{} x")).toBe("line 1, column 4: unexpected character");
    expect(describeJsonError("")).toBe("line 1, column 1: unexpected end of file");
    expect(describeJsonError('{\n  "blockOn": "err')).toBe("line 2, column 14: unterminated string");
  });

  it("names a trailing comma at the comma, and a missing one where it belongs", () => {
    expect(describeJsonError('{"a": 1,}')).toBe(
      "line 1, column 8: trailing comma (JSON allows none before })",
    );
    expect(describeJsonError('{\n  "a": [1, 2,\n  ]\n}')).toBe(
      "line 2, column 13: trailing comma (JSON allows none before ])",
    );
    expect(describeJsonError('{\n  "a": 1\n  "b": 2\n}')).toBe("line 2, column 9: missing comma");
    expect(describeJsonError('["a" "b"]')).toBe("line 1, column 5: missing comma");
  });

  it("falls back to a plain phrase where it cannot place the error", () => {
    expect(describeJsonError("[".repeat(1_000_000))).toBe("not valid JSON");
  });
});
