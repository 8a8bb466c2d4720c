/**
 * Which worker thread runs a check (engine/host.ts): on a cold run, security's pattern scan shares
 * lint's thread, so that ESLint, typescript-eslint and TypeScript load once, but only where lint runs
 * on qgate's own ESLint config too (a project's ESLint may be the very modules qgate's resolve to, and
 * one thread would give them one TypeScript), and only for a small change; the daemon keeps a thread
 * per check.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckId } from "../../src/checks/check.js";
import {
  coldThreads,
  SHARED_THREAD_MAX_FILES,
  threadPerCheck,
  type CheckRequest,
} from "../../src/engine/host.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "qgate-threads-"));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

function request(id: CheckId, root: string, paths: string[], allPaths = paths): CheckRequest {
  const file = (name: string): ChangedFile => ({
    path: name,
    absPath: path.join(root, name),
    change: "modify",
  });
  return {
    id,
    root,
    files: paths.map(file),
    allFiles: allPaths.map(file),
    options: {},
    fix: false,
    requireProjectTool: false,
    timeoutMs: 60_000,
  };
}

describe("the threads of a cold run", () => {
  it("runs security in lint's thread where no ESLint config of the project governs a file", () => {
    const root = projectWith({ "package.json": "{}\n", "src/a.ts": "", "src/b.js": "" });
    expect(coldThreads(request("security", root, ["src/a.ts", "src/b.js"]))).toBe("lint");
    for (const id of ["format", "lint", "types"] as const)
      expect(coldThreads(request(id, root, ["src/a.ts"]))).toBe(id);
  });

  it("keeps security's own thread under a project's flat config, legacy config or eslintConfig key", () => {
    for (const config of [
      { "eslint.config.js": "export default [];\n" },
      { "src/.eslintrc.json": "{}\n" },
      { "package.json": '{ "eslintConfig": {} }\n' },
    ]) {
      const root = projectWith({ "package.json": "{}\n", "src/a.ts": "", ...config });
      expect(coldThreads(request("security", root, ["src/a.ts"])), Object.keys(config)[0]).toBe("security");
    }
  });

  it("looks at every file of the run, lint's too: one under a project config keeps them apart", () => {
    const root = projectWith({
      "package.json": "{}\n",
      "scripts/run.ts": "",
      "web/eslint.config.mjs": "export default [];\n",
      "web/app.vue": "",
    });
    expect(
      coldThreads(request("security", root, ["scripts/run.ts"], ["scripts/run.ts", "web/app.vue"])),
    ).toBe("security");
  });

  it(`keeps security's own thread past ${SHARED_THREAD_MAX_FILES} files`, () => {
    const root = projectWith({ "package.json": "{}\n" });
    const many = Array.from({ length: SHARED_THREAD_MAX_FILES + 1 }, (_, i) => `src/f${i}.ts`);
    expect(coldThreads(request("security", root, many.slice(0, SHARED_THREAD_MAX_FILES)))).toBe("lint");
    expect(coldThreads(request("security", root, many))).toBe("security");
  });

  it("the daemon's host keeps a thread per check", () => {
    const root = projectWith({ "package.json": "{}\n", "src/a.ts": "" });
    expect(threadPerCheck(request("security", root, ["src/a.ts"]))).toBe("security");
  });
});

describe("setColdHostKind: where a run that brings no host runs its checks", () => {
  it("worker threads by default; this thread once an embedder asks for it; a kind asked for by name wins", async () => {
    const { createHost, InlineHost, setColdHostKind, WorkerHost, workerScript } =
      await import("../../src/engine/host.js");
    const hosts: Array<{ close(): Promise<void> }> = [];
    try {
      const cold = createHost();
      hosts.push(cold);
      // Workers whenever the compiled worker exists (npm test compiles it first).
      expect(cold).toBeInstanceOf(workerScript() ? WorkerHost : InlineHost);
      setColdHostKind("inline");
      const inline = createHost();
      hosts.push(inline);
      expect(inline).toBeInstanceOf(InlineHost);
      const named = createHost("worker");
      hosts.push(named);
      expect(named).toBeInstanceOf(workerScript() ? WorkerHost : InlineHost);
    } finally {
      setColdHostKind("worker");
      await Promise.all(hosts.map((host) => host.close()));
    }
  });
});
