import { describe, expect, it } from "vitest";
import { describeJsonError, jsonErrorOffset } from "../../src/util/json-error.js";

describe("jsonErrorOffset", () => {
  it("points at the first character that breaks the JSON", () => {
    expect(jsonErrorOffset('{"a": 1}')).toBe(-1);
    expect(jsonErrorOffset(' [1, "x\\u00e9\\n", true, null, -1.5e3, {}] ')).toBe(-1);
    expect(jsonErrorOffset("password=x")).toBe(0);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('{"a": tru}')).toBe(6);
    expect(jsonErrorOffset('{"a": "\\x"}')).toBe(8);
    expect(jsonErrorOffset("[01]")).toBe(2);
    expect(jsonErrorOffset("")).toBe(0);
    expect(jsonErrorOffset('{"a": [1, 2')).toBe(11);
    expect(jsonErrorOffset("{} x")).toBe(3);
    expect(jsonErrorOffset("\uFEFF{}")).toBe(0);
  });

  it("agrees with JSON.parse on what is valid", () => {
    const alphabet = [
      "{",
      "}",
      "[",
      "]",
      '"',
      ":",
      ",",
      " ",
      "1",
      "-",
      ".",
      "e",
      "a",
      "\\",
      "n",
      "true",
      "null",
      "\n",
    ];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let n = 0; n < 20000; n++) {
      let text = "";
      const length = Math.floor(random() * 10);
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(random() * alphabet.length)];
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(text) === -1, JSON.stringify(text)).toBe(valid);
    }
  });

  it("gives up politely on nesting deeper than the stack", () => {
    expect(jsonErrorOffset("[".repeat(1_000_000))).toBeUndefined();
    expect(describeJsonError("[".repeat(1_000_000))).toBe("not valid JSON");
  });
});

describe("describeJsonError", () => {
  it("names line and column, and never the text", () => {
    expect(describeJsonError("password=hunter2hunter2")).toBe("line 1, column 1: unexpected character");
    expect(describeJsonError('{\n  "a": 1,\n  "b": x\n}')).toBe("line 3, column 8: unexpected character");
    expect(describeJsonError('{\n  "a": ')).toBe("line 2, column 8: unexpected end of file");
  });
});
