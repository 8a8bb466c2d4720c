import { describe, expect, it } from "vitest";
import { describeJsonError } from "../../src/util/json-error.js";

describe("describeJsonError", () => {
  it("names line and column, and never the text", () => {
    expect(describeJsonError("password=hunter2hunter2")).toBe("line 1, column 1: unexpected character");
    expect(describeJsonError('{\n  "a": 1,\n  "b": x\n}')).toBe("line 3, column 8: unexpected character");
    expect(describeJsonError('{\n  "a": ')).toBe("line 2, column 8: unexpected end of file");
    expect(describeJsonError('{"a": 1,}')).toBe("line 1, column 9: unexpected character");
    expect(describeJsonError("{} x")).toBe("line 1, column 4: unexpected character");
    expect(describeJsonError("")).toBe("line 1, column 1: unexpected end of file");
    expect(describeJsonError('{\n  "blockOn": "err')).toBe("line 2, column 14: unterminated string");
  });

  it("falls back to a plain phrase where it cannot place the error", () => {
    expect(describeJsonError("[".repeat(1_000_000))).toBe("not valid JSON");
  });
});
