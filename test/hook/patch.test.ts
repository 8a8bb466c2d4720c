/**
 * The apply_patch reader (src/hook/patch.ts): which files a Codex patch touches and how. The
 * patches are written in the grammar Codex 0.169.0 sends (test/fixtures/assistants/codex-0.169.0).
 */
import { describe, expect, it } from "vitest";
import { filesOfPatch } from "../../src/hook/patch.js";

const patch = (...lines: string[]) => ["*** Begin Patch", ...lines, "*** End Patch", ""].join("\n");

describe("filesOfPatch", () => {
  it("reads added, updated and deleted files with the lines each patch adds", () => {
    expect(
      filesOfPatch(
        patch(
          "*** Add File: src/new.ts",
          "+export const a = 1;",
          "+export const b = 2;",
          "*** Update File: src/old.ts",
          "@@",
          "-export const c = 1;",
          "+export const c = 2;",
          "*** Delete File: src/gone.ts",
        ),
      ),
    ).toEqual([
      { path: "src/new.ts", change: "create", changedLines: 2 },
      { path: "src/old.ts", change: "modify", changedLines: 1 },
      { path: "src/gone.ts", change: "delete", changedLines: 0 },
    ]);
  });

  it("a rename (Update File with Move to) deletes the old path and creates the new one with the edit", () => {
    // The old path's importers must be re-checked (they now point at nothing), and the new file gated.
    expect(
      filesOfPatch(
        patch(
          "*** Update File: src/a.ts",
          "*** Move to: src/a2.ts",
          "@@",
          "-/** Adds two numbers. */",
          "+/** Adds two numbers (moved). */",
        ),
      ),
    ).toEqual([
      { path: "src/a.ts", change: "delete", changedLines: 0 },
      { path: "src/a2.ts", change: "create", changedLines: 1 },
    ]);
  });

  it("a pure rename (Move to without hunks) still deletes the old path; CRLF patches read the same", () => {
    expect(
      filesOfPatch(patch("*** Update File: src/a.ts", "*** Move to: src/a2.ts").replaceAll("\n", "\r\n")),
    ).toEqual([
      { path: "src/a.ts", change: "delete", changedLines: 0 },
      { path: "src/a2.ts", change: "create", changedLines: 0 },
    ]);
  });
});
