import { describe, expect, it } from "vitest";
import { editRulesFor } from "../../../src/assistants/claude/edit-rules.js";

describe("editRulesFor: the policy's include globs as Claude Code if rules", () => {
  it("gives none when the policy includes every file", () => {
    expect(editRulesFor([])).toEqual({ rules: undefined });
  });

  it("anchors each glob at the project root, for Edit and Write", () => {
    expect(editRulesFor(["src/**/*.ts", "./test/**", "*.md"]).rules).toEqual([
      "Edit(/src/**/*.ts)",
      "Write(/src/**/*.ts)",
      "Edit(/test/**)",
      "Write(/test/**)",
      "Edit(/*.md)",
      "Write(/*.md)",
    ]);
  });

  it("expands braces, since a rule has no alternation", () => {
    expect(editRulesFor(["src/**/*.{ts,tsx}"]).rules).toEqual([
      "Edit(/src/**/*.ts)",
      "Write(/src/**/*.ts)",
      "Edit(/src/**/*.tsx)",
      "Write(/src/**/*.tsx)",
    ]);
  });

  it("gives none, with the glob, for what gitignore patterns cannot say", () => {
    for (const glob of ["!src/gen/**", "src/**/*.+(ts|js)", "src/(a|b)/*.ts", "src/@(x)/**"])
      expect(editRulesFor(["lib/**", glob])).toEqual({ rules: undefined, reason: glob });
  });
});
