import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ChangeSet } from "../../src/changes/change-set.js";
import { applyShard, parseShard, shardOf } from "../../src/changes/shard.js";
import { UsageError } from "../../src/errors.js";

const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-shard-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Two packages and root-level files: owning packages decide the order before paths do.
for (const pkg of ["packages/web", "packages/api"]) {
  mkdirSync(path.join(root, pkg), { recursive: true });
  writeFileSync(path.join(root, pkg, "package.json"), "{}");
}

function changeSet(paths: string[], skipped: string[] = []): ChangeSet {
  return {
    root,
    files: paths.map((p) => ({ path: p, absPath: path.join(root, p), change: "modify" as const })),
    skipped: skipped.map((p) => ({ path: p, reason: "binary" })),
    source: "diff",
  };
}

describe("parseShard", () => {
  it("reads i/n", () => {
    expect(parseShard("1/1")).toEqual({ index: 1, count: 1 });
    expect(parseShard("3/4")).toEqual({ index: 3, count: 4 });
  });

  it.each(["0/2", "3/2", "1/0", "a/b", "1/2/3", "", "-1/2", "1.5/2", "2"])(
    "refuses %j with a usage error",
    (bad) => {
      expect(() => parseShard(bad)).toThrow(UsageError);
      expect(() => parseShard(bad)).toThrow(/--shard .*expected <i>\/<n>/);
    },
  );
});

describe("applyShard", () => {
  const paths = [
    "packages/web/src/b.ts",
    "README.md",
    "packages/api/src/z.ts",
    "packages/web/src/a.ts",
    "src/root.ts",
    "packages/api/src/a.ts",
    "packages/api/deleted.ts",
  ];

  it.each([1, 2, 3, 4, 7, 10])("puts every file in exactly one of %i shards", (count) => {
    const seen: string[] = [];
    for (let index = 1; index <= count; index++) {
      const shard = applyShard(changeSet(paths, ["img.png"]), { index, count });
      seen.push(...shard.files.map((f) => f.path), ...shard.skipped.map((s) => s.path));
      expect(shard.notes?.at(-1)).toBe(
        `shard ${index}/${count}: ${shard.files.length} of ${paths.length} files`,
      );
    }
    expect(seen.sort()).toEqual([...paths, "img.png"].sort());
  });

  it("is deterministic whatever the input order, ordered by owning package then path", () => {
    const forward = applyShard(changeSet(paths), { index: 1, count: 2 });
    const backward = applyShard(changeSet([...paths].reverse()), { index: 1, count: 2 });
    expect(forward.files.map((f) => f.path)).toEqual(backward.files.map((f) => f.path));
    // Root package ("") first, then packages/api, then packages/web.
    const all = applyShard(changeSet(paths), { index: 1, count: 1 }).files.map((f) => f.path);
    expect(all).toEqual([
      "README.md",
      "src/root.ts",
      "packages/api/deleted.ts",
      "packages/api/src/a.ts",
      "packages/api/src/z.ts",
      "packages/web/src/a.ts",
      "packages/web/src/b.ts",
    ]);
    expect(forward.files.map((f) => f.path)).toEqual(all.slice(0, 4));
  });

  it("balances: shard sizes differ by at most one", () => {
    const sizes = [1, 2, 3].map((index) => {
      let n = 0;
      for (let i = 0; i < 10; i++) if (shardOf(i, 10, 3) === index) n++;
      return n;
    });
    expect(sizes.sort()).toEqual([3, 3, 4]);
  });
});
