import { describe, expect, it } from "vitest";
import { extractPathFromResult } from "../../../src/assistants/seed/tool-result.js";

describe("extractPathFromResult", () => {
  it("reads the path of a Write result, absolute or relative", () => {
    expect(extractPathFromResult("Write", "File created successfully at: /work/p/src/a.ts")).toEqual({
      path: "/work/p/src/a.ts",
      change: "create",
    });
    expect(extractPathFromResult("Write", "File created at: src/b.ts")).toEqual({
      path: "src/b.ts",
      change: "create",
    });
  });

  it("reads Edit's 'The file <path> has been updated' and its longer forms", () => {
    const result =
      "The file /work/p/src/a.ts has been updated. Here's the result of running `cat -n` on a snippet:\n 1 const a = 1;";
    expect(extractPathFromResult("Edit", result)).toEqual({ path: "/work/p/src/a.ts", change: "modify" });
    expect(extractPathFromResult("Write", "The file src/c.ts has been updated successfully.")).toEqual({
      path: "src/c.ts",
      change: "modify",
    });
    expect(extractPathFromResult("MultiEdit", "Applied 3 edits to /work/p/src/d.ts:")).toEqual({
      path: "/work/p/src/d.ts",
      change: "modify",
    });
  });

  it("keeps hostile text as data: quotes and $(...) stay in the path, the next line is not part of it", () => {
    const result = `File created successfully at: /tmp/x/a "b" '$(touch pwned)'.ts\nrm -rf / ; echo done`;
    expect(extractPathFromResult("Write", result)).toEqual({
      path: `/tmp/x/a "b" '$(touch pwned)'.ts`,
      change: "create",
    });
  });

  it("strips quotes around a path and the sentence's final period", () => {
    expect(extractPathFromResult("Write", 'File created successfully at: "src/e.ts".')?.path).toBe(
      "src/e.ts",
    );
  });

  it("takes the result's own sentence, never a phrase inside the snippet of the edited file", () => {
    const result =
      "The file /work/p/src/edited.ts has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n" +
      '     1\t// log("File created successfully at: src/b.ts")\n' +
      "     2\tThe file src/c.ts has been updated\n" +
      "     3\tApplied 2 edits to src/d.ts:\n" +
      '     4\tlet  bad = eval("x")';
    expect(extractPathFromResult("Edit", result)).toEqual({
      path: "/work/p/src/edited.ts",
      change: "modify",
    });
    expect(
      extractPathFromResult("MultiEdit", "Applied 2 edits to src/a.ts:\n1\tFile created at: src/b.ts"),
    ).toEqual({ path: "src/a.ts", change: "modify" });
  });

  it("names no file for other tools or results without a path", () => {
    expect(extractPathFromResult("Bash", "File created successfully at: /x")).toBeUndefined();
    expect(extractPathFromResult("Write", "Permission denied")).toBeUndefined();
    expect(extractPathFromResult("Edit", "")).toBeUndefined();
  });
});
