/**
 * The native (TypeScript 7) path when things go wrong: a missing compiler, a crashing one, one that
 * hangs past the timeout. A compiler that crashes or hangs on demand cannot be installed from the
 * registry, so these projects carry a stand-in `tsc` executable where TypeScript 7 puts its own.
 */
import { chmodSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import typesCheck from "../../src/checks/types/index.js";
import { parseNativeOutput } from "../../src/checks/types/messages.js";
import { InlineHost } from "../../src/engine/host.js";
import { checkContext as context } from "../helpers/check-context.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { alive } from "../helpers/processes.js";

const newProject = tempProjects();

/** A project whose `typescript` is a 7.x package; `tsc` is the native executable's script, if any. */
async function fakeTs7(tsc?: string): Promise<{ project: TempProject; file: ChangedFile }> {
  const project = await newProject();
  project.write("tsconfig.json", JSON.stringify({ compilerOptions: { strict: true }, include: ["src"] }));
  project.write("src/index.ts", "export const x: number = 1;\n");
  project.write(
    "node_modules/typescript/package.json",
    JSON.stringify({ name: "typescript", version: "7.0.0", bin: { tsc: "./bin/tsc" } }),
  );
  if (tsc !== undefined) {
    const platform = `typescript-${process.platform}-${process.arch}`;
    project.write(
      `node_modules/@typescript/${platform}/package.json`,
      JSON.stringify({ name: `@typescript/${platform}`, version: "7.0.0" }),
    );
    chmodSync(project.write(`node_modules/@typescript/${platform}/lib/tsc`, tsc), 0o755);
  }
  const file = {
    path: "src/index.ts",
    absPath: path.join(project.dir, "src/index.ts"),
    change: "modify" as const,
  };
  return { project, file };
}

describe("parseNativeOutput", () => {
  it("parses located and global diagnostics, joins elaborations and ignores summaries", () => {
    const output = [
      "src/a.ts(2,14): error TS2322: Type 'A' is not assignable to type 'B'.",
      "  The types of 'x' are incompatible between these types.",
      "error TS5058: The specified path does not exist: 'nope.json'.",
      "",
      "Found 2 errors in the same file, starting at: src/a.ts:2",
    ].join("\n");
    expect(parseNativeOutput(output, "/root")).toEqual([
      {
        file: "/root/src/a.ts",
        line: 2,
        column: 14,
        severity: "error",
        code: 2322,
        message:
          "Type 'A' is not assignable to type 'B'. The types of 'x' are incompatible between these types.",
      },
      { severity: "error", code: 5058, message: "The specified path does not exist: 'nope.json'." },
    ]);
  });
});

describe.skipIf(process.platform === "win32")("types: native tsc failures", () => {
  it("is a dependency_error when TypeScript 7's native compiler is not installed", async () => {
    const { project, file } = await fakeTs7();
    const result = await typesCheck.run(context(project.dir, [file]));
    expect(result.findings).toEqual([]);
    expect(result.failures).toEqual([
      expect.objectContaining({ check: "types", errorType: "dependency_error" }),
    ]);
    expect(result.failures[0]?.message).toMatch(/typescript 7\.0\.0: its native compiler is missing/);
  });

  it("is a tool_execution_failed when the compiler crashes, with its message", async () => {
    const { project, file } = await fakeTs7("#!/bin/sh\necho 'panic: runtime error: boom' >&2\nexit 3\n");
    const result = await typesCheck.run(context(project.dir, [file]));
    expect(result.findings).toEqual([]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ check: "types", errorType: "tool_execution_failed" });
    expect(result.failures[0]?.message).toBe(
      "tsconfig.json: typescript 7.0.0: tsc on tsconfig.json failed (exit code 3): panic: runtime error: boom",
    );
  });

  it("is stopped on timeout with its whole process group, the tool's grandchild included", async () => {
    // The stand-in records its pid, starts a grandchild (`sleep`, same process group) and records it.
    const { project, file } = await fakeTs7(
      '#!/bin/sh\ndir="$(dirname "$0")"\necho $$ > "$dir/pid"\nsleep 600 &\necho $! > "$dir/grandchild-pid"\nwait\n',
    );
    const result = await new InlineHost().run({
      id: "types",
      root: project.dir,
      files: [file],
      allFiles: [file],
      options: {},
      fix: false,
      requireProjectTool: false,
      timeoutMs: 3000,
    });
    expect(result.failures).toEqual([
      {
        check: "types",
        errorType: "tool_execution_failed",
        message: "types timed out after 3000 ms and was stopped",
      },
    ]);
    const pidFile = path.join(
      project.dir,
      `node_modules/@typescript/typescript-${process.platform}-${process.arch}/lib/pid`,
    );
    expect(existsSync(pidFile)).toBe(true);
    const pid = Number(readFileSync(pidFile, "utf8"));
    const grandchild = Number(readFileSync(path.join(path.dirname(pidFile), "grandchild-pid"), "utf8"));
    expect(grandchild).toBeGreaterThan(0);
    await vi.waitFor(() => expect([alive(pid), alive(grandchild)]).toEqual([false, false]), {
      timeout: 10_000,
      interval: 50,
    });
  });
});
