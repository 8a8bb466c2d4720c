import { describe, expect, it } from "vitest";
import { changeTypeOfStatus, entriesToFiles, parseRaw } from "../../src/changes/git-diff.js";
import { parseUnifiedDiff } from "../../src/changes/unified-diff.js";

const Z = "0".repeat(40);
const A = "a".repeat(40);
const B = "b".repeat(40);

describe("parseRaw", () => {
  it("reads `git diff --raw -z` records, two paths for renames and copies, names kept as they are", () => {
    const raw = [
      `:100644 100644 ${A} ${B} M`,
      "src/a b.ts",
      `:100644 100644 ${A} ${A} R100`,
      "old.ts",
      "new\nname.ts",
      `:000000 160000 ${Z} ${B} A`,
      "vendor/sub",
      `:100644 000000 ${A} ${Z} D`,
      "gone.ts",
      "",
    ].join("\0");
    expect(parseRaw(raw)).toEqual([
      { oldMode: "100644", newMode: "100644", oldSha: A, newSha: B, status: "M", path: "src/a b.ts" },
      {
        oldMode: "100644",
        newMode: "100644",
        oldSha: A,
        newSha: A,
        status: "R100",
        previousPath: "old.ts",
        path: "new\nname.ts",
      },
      { oldMode: "000000", newMode: "160000", oldSha: Z, newSha: B, status: "A", path: "vendor/sub" },
      { oldMode: "100644", newMode: "000000", oldSha: A, newSha: Z, status: "D", path: "gone.ts" },
    ]);
    expect(["A", "C075", "D", "M", "T", "R100"].map(changeTypeOfStatus)).toEqual([
      "create",
      "create",
      "delete",
      "modify",
      "modify",
      "modify",
    ]);
  });
});

describe("entriesToFiles", () => {
  it("lists a rename's old path as a deletion, skips submodules and binary files, attaches ranges", () => {
    const entries = parseRaw(
      [
        `:100644 100644 ${A} ${B} M`,
        "a.ts",
        `:100644 100644 ${A} ${A} R100`,
        "old.ts",
        "new.ts",
        `:000000 160000 ${Z} ${B} A`,
        "vendor/sub",
        `:100644 100644 ${A} ${B} M`,
        "logo.png",
        "",
      ].join("\0"),
    );
    const sections = new Map(
      parseUnifiedDiff(
        [
          "diff --git a/a.ts b/a.ts",
          "--- a/a.ts",
          "+++ b/a.ts",
          "@@ -1 +1,2 @@",
          " x",
          "+y",
          "diff --git a/logo.png b/logo.png",
          "Binary files a/logo.png and b/logo.png differ",
          "",
        ].join("\n"),
      ).map((s) => [s.newPath ?? "", s]),
    );
    const { files, skipped } = entriesToFiles("/r", entries, sections);
    expect(files.map((f) => [f.path, f.change, f.previousPath, f.addedLines])).toEqual([
      ["a.ts", "modify", undefined, [{ start: 2, end: 2 }]],
      ["old.ts", "delete", undefined, undefined],
      ["new.ts", "modify", "old.ts", undefined],
    ]);
    expect(skipped).toEqual([
      { path: "vendor/sub", reason: "a submodule (not checked)" },
      { path: "logo.png", reason: "binary" },
    ]);
  });
});
