import { describe, expect, it } from "vitest";
import { mergeRanges, parseUnifiedDiff, readPathToken } from "../../src/changes/unified-diff.js";

describe("readPathToken", () => {
  it("reads git's C-quoted names, octal escapes as UTF-8 bytes", () => {
    expect(readPathToken('"a/new\\nline.txt"').value).toBe("a/new\nline.txt");
    expect(readPathToken('"b/q\\"uote\\\\x.txt" rest').value).toBe('b/q"uote\\x.txt');
    expect(readPathToken('"b/caf\\303\\251.ts"').value).toBe("b/café.ts");
    expect(readPathToken('"b/tab\\tt.txt"').value).toBe("b/tab\tt.txt");
  });

  it("stops plain names at the tab git appends to names with spaces (or before a timestamp)", () => {
    expect(readPathToken("b/sp ace.txt\t").value).toBe("b/sp ace.txt");
    expect(readPathToken("x.ts\t2024-01-01 10:00:00.000000000 +0100").value).toBe("x.ts");
    expect(readPathToken("b/trail .txt").value).toBe("b/trail .txt");
  });
});

// Real `git diff -M` output (git 2.39) for unusual names, a rename, a binary file and a deletion.
const GIT_DIFF = [
  "diff --git a/bin.dat b/bin.dat",
  "index 88768ef..08d179b 100644",
  "Binary files a/bin.dat and b/bin.dat differ",
  'diff --git "a/new\\nline.txt" "b/new\\nline.txt"',
  "index 975fbec..ebf9bec 100644",
  '--- "a/new\\nline.txt"',
  '+++ "b/new\\nline.txt"',
  "@@ -1 +1,2 @@",
  " y",
  "+more",
  "diff --git a/ok.txt b/renamed ok.txt",
  "similarity index 100%",
  "rename from ok.txt",
  "rename to renamed ok.txt",
  "diff --git a/sp ace.txt b/sp ace.txt",
  "index 7898192..d49c2e7 100644",
  "--- a/sp ace.txt\t",
  "+++ b/sp ace.txt\t",
  "@@ -1 +1,2 @@",
  " a",
  "+more",
  "diff --git a/gone.ts b/gone.ts",
  "deleted file mode 100644",
  "index 1111111..0000000",
  "--- a/gone.ts",
  "+++ /dev/null",
  "@@ -1,2 +0,0 @@",
  "-export const a = 1;",
  "-export const b = 2;",
  "diff --git a/new.ts b/new.ts",
  "new file mode 100644",
  "index 0000000..2222222",
  "--- /dev/null",
  "+++ b/new.ts",
  "@@ -0,0 +1,3 @@",
  "+const x = 1;",
  "+--- not a header",
  "+export default x;",
  "diff --git a/img.png b/img.png",
  "new file mode 100644",
  "index 0000000..3333333",
  "Binary files /dev/null and b/img.png differ",
  "",
].join("\n");

describe("parseUnifiedDiff", () => {
  const sections = parseUnifiedDiff(GIT_DIFF);
  const byNew = (p: string) => sections.find((s) => s.newPath === p);

  it("finds every file, with exact names", () => {
    expect(sections.map((s) => [s.oldPath, s.newPath])).toEqual([
      ["bin.dat", "bin.dat"],
      ["new\nline.txt", "new\nline.txt"],
      ["ok.txt", "renamed ok.txt"],
      ["sp ace.txt", "sp ace.txt"],
      ["gone.ts", undefined],
      [undefined, "new.ts"],
      [undefined, "img.png"],
    ]);
  });

  it("marks binary files and renames", () => {
    expect(byNew("bin.dat")?.binary).toBe(true);
    expect(byNew("img.png")?.binary).toBe(true);
    expect(byNew("renamed ok.txt")).toMatchObject({ renamed: true, added: [], context: [] });
    expect(byNew("sp ace.txt")?.binary).toBe(false);
  });

  it("gives the added lines (the + lines) and the hunk ranges of the new version", () => {
    expect(byNew("sp ace.txt")).toMatchObject({
      added: [{ start: 2, end: 2 }],
      context: [{ start: 1, end: 2 }],
    });
    // A content line that looks like a header stays content (the hunk's counts say so).
    expect(byNew("new.ts")).toMatchObject({ added: [{ start: 1, end: 3 }], context: [{ start: 1, end: 3 }] });
    expect(sections.find((s) => s.oldPath === "gone.ts")?.added).toEqual([]);
  });

  it("splits several hunks into separate ranges and keeps context apart from additions", () => {
    const diff = [
      "diff --git a/a.ts b/a.ts",
      "--- a/a.ts",
      "+++ b/a.ts",
      "@@ -1,4 +1,5 @@",
      " one",
      "+two",
      " three",
      " four",
      " five",
      "@@ -20,3 +21,3 @@",
      " x",
      "-old",
      "+new",
      " y",
      "",
    ].join("\n");
    const [section] = parseUnifiedDiff(diff);
    expect(section?.added).toEqual([
      { start: 2, end: 2 },
      { start: 22, end: 22 },
    ]);
    expect(section?.context).toEqual([
      { start: 1, end: 5 },
      { start: 21, end: 23 },
    ]);
  });

  it("reads plain `diff -u` output and a mail-formatted patch (commit message before the diff)", () => {
    const plain = [
      "--- src/a.ts\t2024-05-01 10:00:00.000000000 +0200",
      "+++ src/a.ts\t2024-05-01 10:01:00.000000000 +0200",
      "@@ -1,1 +1,2 @@",
      " a",
      "+b",
      "--- src/b.ts\t2024-05-01 10:00:00.000000000 +0200",
      "+++ src/b.ts\t2024-05-01 10:01:00.000000000 +0200",
      "@@ -3 +3 @@",
      "-c",
      "+d",
      "",
    ].join("\n");
    expect(parseUnifiedDiff(plain).map((s) => [s.newPath, s.added])).toEqual([
      ["src/a.ts", [{ start: 2, end: 2 }]],
      ["src/b.ts", [{ start: 3, end: 3 }]],
    ]);
    const mail = [
      "From 1234 Mon Sep 17 00:00:00 2001",
      "Subject: [PATCH] change",
      "",
      "--- a line of the message that is not a header",
      "---",
      " src/a.ts | 1 +",
      "",
      "diff --git a/src/a.ts b/src/a.ts",
      "index 1..2 100644",
      "--- a/src/a.ts",
      "+++ b/src/a.ts",
      "@@ -1 +1,2 @@",
      " a",
      "+b",
      "-- ",
      "2.39.5",
      "",
    ].join("\n");
    expect(parseUnifiedDiff(mail).map((s) => [s.oldPath, s.newPath, s.added])).toEqual([
      ["src/a.ts", "src/a.ts", [{ start: 2, end: 2 }]],
    ]);
  });

  it("returns nothing for text that is not a diff", () => {
    expect(parseUnifiedDiff("hello\nworld\n")).toEqual([]);
    expect(parseUnifiedDiff("")).toEqual([]);
  });
});

describe("mergeRanges", () => {
  it("sorts and joins overlapping or adjacent ranges", () => {
    expect(
      mergeRanges([
        { start: 10, end: 12 },
        { start: 1, end: 3 },
        { start: 4, end: 5 },
        { start: 11, end: 20 },
      ]),
    ).toEqual([
      { start: 1, end: 5 },
      { start: 10, end: 20 },
    ]);
  });
});
