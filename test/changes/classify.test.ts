import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ChangeSet, ChangedFile } from "../../src/changes/change-set.js";
import {
  classify,
  inspectFile,
  looksBinary,
  oversizedReason,
  SCAN_CAP_BYTES,
  skipReason,
} from "../../src/changes/classify.js";
import { appliesTo, CHECK_IDS } from "../../src/checks/registry.js";
import { changedFile } from "../helpers/check-context.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

const file = (p: TempProject, relative: string, extra: Partial<ChangedFile> = {}) =>
  changedFile(p.dir, relative, extra);

const MB = 1024 * 1024;

describe("looksBinary", () => {
  it("treats a NUL byte in the first 8000 bytes as binary, like git", () => {
    expect(looksBinary(Buffer.from("plain text\n"))).toBe(false);
    expect(looksBinary(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBe(true);
    const late = Buffer.alloc(9000, 0x61);
    late[8500] = 0;
    expect(looksBinary(late)).toBe(false);
  });
});

describe("skipReason", () => {
  it("lets ordinary text files through", async () => {
    const p = await project();
    p.write("src/a.ts", "export const a = 1;\n");
    expect(skipReason(file(p, "src/a.ts"), MB, p.dir)).toBeUndefined();
  });

  it("skips binary files and directories with a reason; a large text file is oversized, not skipped", async () => {
    const p = await project();
    p.write("logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    p.write("big.ts", "x".repeat(5 * MB));
    const bigBinary = Buffer.alloc(2 * MB, 0x61);
    bigBinary[10] = 0;
    p.write("big.bin", bigBinary);
    mkdirSync(path.join(p.dir, "dir"));
    expect(skipReason(file(p, "logo.png"), MB)).toBe("binary");
    expect(skipReason(file(p, "big.ts"), MB)).toBeUndefined();
    expect(inspectFile(file(p, "big.ts"), MB)).toEqual({ oversized: { bytes: 5 * MB, maxFileBytes: MB } });
    expect(skipReason(file(p, "big.bin"), MB)).toBe("binary");
    expect(skipReason(file(p, "dir"), MB)).toBe("a directory");
  });

  it(`skips a text file over the secret scan's hard cap (${SCAN_CAP_BYTES / MB} MB), saying it was not scanned`, async () => {
    const p = await project();
    const huge = file(p, "huge.ts", { content: "x".repeat(SCAN_CAP_BYTES + 1) });
    expect(skipReason(huge, MB)).toBe(
      "too large to scan (50.0 MB > 50.0 MB): NOT checked, not even for secrets",
    );
    // A policy that allows larger files raises the cap with it.
    expect(inspectFile(huge, SCAN_CAP_BYTES * 2)).toEqual({});
    expect(inspectFile(file(p, "at-cap.ts", { content: "x".repeat(SCAN_CAP_BYTES) }), MB)).toEqual({
      oversized: { bytes: SCAN_CAP_BYTES, maxFileBytes: MB },
    });
  });

  it("reports a file that vanished as unreadable, and never skips a deletion", async () => {
    const p = await project();
    expect(skipReason(file(p, "gone.ts"), MB)).toBe("unreadable (ENOENT)");
    expect(skipReason(file(p, "gone.ts", { change: "delete" }), MB)).toBeUndefined();
  });

  it("judges staged content instead of the file on disk", async () => {
    const p = await project();
    p.write("a.ts", "x".repeat(10));
    expect(skipReason(file(p, "a.ts", { content: "a\0b" }), MB)).toBe("binary");
    expect(inspectFile(file(p, "a.ts", { content: "y".repeat(2048) }), 1024)).toEqual({
      oversized: { bytes: 2048, maxFileBytes: 1024 },
    });
    expect(skipReason(file(p, "a.ts", { content: `${"y".repeat(2048)}\0` }), 1024)).toBe("binary");
    expect(skipReason(file(p, "a.ts", { content: "fine" }), MB)).toBeUndefined();
  });

  it("skips a symlink that leads outside the root, not one that stays inside", async () => {
    const p = await project();
    const outside = await project();
    outside.write("secret.txt", "not the project's\n");
    p.write("real.ts", "export {};\n");
    symlinkSync(path.join(outside.dir, "secret.txt"), path.join(p.dir, "escape.txt"));
    symlinkSync("real.ts", path.join(p.dir, "alias.ts"));
    expect(skipReason(file(p, "escape.txt"), MB, p.dir)).toBe(
      "a symlink that leads outside the project root",
    );
    expect(skipReason(file(p, "alias.ts"), MB, p.dir)).toBeUndefined();
  });
});

describe("classify", () => {
  it("moves unreadable kinds to skipped and keeps what the door already skipped", async () => {
    const p = await project();
    p.write("a.ts", "export const a = 1;\n");
    writeFileSync(path.join(p.dir, "b.bin"), Buffer.from([1, 0, 2]));
    const changeSet: ChangeSet = {
      root: p.dir,
      files: [file(p, "a.ts"), file(p, "b.bin"), file(p, "old.ts", { change: "delete" })],
      skipped: [{ path: "empty", reason: "an empty directory" }],
      source: "explicit",
    };
    const result = classify(changeSet, MB);
    expect(result.files.map((f) => [f.path, f.change])).toEqual([
      ["a.ts", "modify"],
      ["old.ts", "delete"],
    ]);
    expect(result.skipped).toEqual([
      { path: "empty", reason: "an empty directory" },
      { path: "b.bin", reason: "binary" },
    ]);
  });

  it("keeps an oversized text file, marked, for the secret scan alone", async () => {
    const p = await project();
    p.write("big.ts", "x".repeat(2 * MB));
    const result = classify({ root: p.dir, files: [file(p, "big.ts")], skipped: [], source: "explicit" }, MB);
    expect(result.skipped).toEqual([]);
    const [big] = result.files;
    expect(big).toMatchObject({ path: "big.ts", oversized: { bytes: 2 * MB, maxFileBytes: MB } });
    expect(CHECK_IDS.filter((id) => appliesTo(id, big!))).toEqual(["security"]);
    expect(oversizedReason(big!.oversized!)).toBe("too large for format, lint and types (2.0 MB > 1.0 MB)");
  });
});
