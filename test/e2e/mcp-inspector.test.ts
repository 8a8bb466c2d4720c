/**
 * The acceptance test of the MCP door with the real MCP Inspector CLI (@modelcontextprotocol/inspector-cli,
 * a devDependency): it starts the packed binary's `qgate mcp` over stdio, lists the tools, and calls
 * `check` on a project with a planted type error and a planted secret, getting both findings with the
 * secret redacted.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSecret } from "../checks/security-secrets.js";
import { QGATE_BIN } from "../helpers/cli.js";
import type { TempProject } from "../helpers/project.js";
import { plantedProject } from "./mcp-helpers.js";

const INSPECTOR = createRequire(import.meta.url).resolve(
  "@modelcontextprotocol/inspector-cli/build/index.js",
);

/** `mcp-inspector-cli --cli node qgate.js mcp --cwd <root> <options>`; its JSON answer. */
async function inspect(
  root: string,
  options: string[],
): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  const result = await execa(
    process.execPath,
    [INSPECTOR, process.execPath, QGATE_BIN, "mcp", "--cwd", root, ...options],
    {
      // The inspector reads its own package.json relative to its working directory.
      cwd: path.dirname(INSPECTOR),
      env: { NO_COLOR: "1" },
      reject: false,
      timeout: 110_000,
    },
  );
  return { stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode ?? -1 };
}

describe("the MCP Inspector CLI against qgate mcp", () => {
  let project: TempProject;

  beforeAll(async () => {
    project = await plantedProject();
  });

  afterAll(() => project?.cleanup());

  it("lists check, explain and status", async () => {
    const result = await inspect(project.dir, ["--method", "tools/list"]);
    expect(result.exitCode, result.stderr).toBe(0);
    const { tools } = JSON.parse(result.stdout) as { tools: Array<{ name: string; inputSchema: object }> };
    expect(tools.map((tool) => tool.name)).toEqual(["check", "explain", "status"]);
  });

  it("calls check and gets the type error and the secret, redacted", async () => {
    const result = await inspect(project.dir, [
      "--method",
      "tools/call",
      "--tool-name",
      "check",
      "--tool-arg",
      'files=["src/broken.ts","src/client.ts"]',
    ]);
    expect(result.exitCode, result.stderr).toBe(0);
    const answer = JSON.parse(result.stdout) as {
      isError?: boolean;
      structuredContent: {
        verdict: string;
        findings: Array<{ file: string; line: number; rule: string; message: string }>;
      };
    };
    expect(answer.isError).toBeFalsy();
    expect(answer.structuredContent.verdict).toBe("block");
    const seen = answer.structuredContent.findings.map((f) => `${f.file}:${f.line} ${f.rule}`);
    expect(seen).toContain("src/broken.ts:2 TS2322");
    expect(seen).toContain("src/client.ts:2 secretlint/@secretlint/secretlint-rule-github");
    expectNoSecret(result.stdout, "inspector stdout");
    expectNoSecret(result.stderr, "inspector stderr");
  }, 120_000);
});
