/**
 * An assistant runs the hooks of parallel tool calls at the same time. 16 cold strict hooks on one
 * project (2 cores) must each return the verdict of their own file: none lost to a timeout caused by
 * the others (cold runs of a project take turns, and waiting does not count against a check).
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claudeInput, hookProject, stdoutJson, type HookProject } from "../helpers/hook-project.js";

describe("16 parallel cold hooks on one project", () => {
  let p: HookProject;
  const files: Record<string, string> = {};
  for (let i = 0; i < 8; i++) {
    files[`src/good${i}.ts`] = `export const good${i} = ${i};\n`;
    files[`src/bad${i}.ts`] = `export const  bad${i}=${i}\n`;
  }
  beforeAll(async () => {
    // Format and lint, each with a timeout one run alone stays far below, that 16 runs at once exceed.
    p = await hookProject({
      policy: {
        checks: {
          format: { timeoutMs: 8000 },
          lint: { timeoutMs: 8000 },
          types: { enabled: false },
          security: { enabled: false },
        },
        hooks: { slowRunMs: 600_000 },
      },
      files,
    });
  });
  afterAll(() => p.cleanup());

  it("all return their real verdict, with no timeout", async () => {
    const names = Object.keys(files);
    const results = await Promise.all(
      names.map((file) =>
        p.run(["hook"], {
          input: claudeInput(p, "PostToolUse", {
            tool_name: "Write",
            tool_input: { file_path: path.join(p.dir, file), content: files[file] },
            tool_response: { success: true },
          }),
          env: { CLAUDE_STRICT_QUALITY: "true" },
        }),
      ),
    );
    names.forEach((file, i) => {
      const result = results[i]!;
      expect(`${result.stdout}${result.stderr}`, file).not.toMatch(/timed out/);
      if (file.includes("good")) {
        expect(result.exitCode, `${file}: ${result.stdout}${result.stderr}`).toBe(0);
      } else {
        expect(result.exitCode, `${file}: ${result.stdout}${result.stderr}`).toBe(2);
        expect(String(stdoutJson(result.stdout).reason)).toContain(file);
      }
    });
  }, 180_000);
});
