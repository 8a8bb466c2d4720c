import { describe, expect, it } from "vitest";
import { ruleLabel } from "../../src/report/labels.js";
import { plural } from "../../src/util/text.js";

describe("ruleLabel", () => {
  it("joins check and rule", () => {
    expect(ruleLabel({ check: "lint", rule: "no-debugger" })).toBe("lint/no-debugger");
    expect(ruleLabel({ check: "format", rule: "prettier/format" })).toBe("format/prettier/format");
  });

  it("does not repeat the check when the rule id already starts with it", () => {
    expect(ruleLabel({ check: "security", rule: "security/no-eval" })).toBe("security/no-eval");
    // Only a whole `<check>/` prefix counts.
    expect(ruleLabel({ check: "security", rule: "securityx/y" })).toBe("security/securityx/y");
  });
});

describe("plural", () => {
  it("counts with the right form", () => {
    expect(plural(0, "file")).toBe("0 files");
    expect(plural(1, "file")).toBe("1 file");
    expect(plural(2, "file")).toBe("2 files");
    expect(plural(2, "entry", "entries")).toBe("2 entries");
    expect(plural(1, "entry", "entries")).toBe("1 entry");
  });
});
