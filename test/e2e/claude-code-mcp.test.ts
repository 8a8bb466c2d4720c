/**
 * The real Claude Code (fixtures/claude-code) with qgate's MCP server installed by
 * `qgate install claude --mcp` (the project's .mcp.json), driven by a scripted model on 127.0.0.1: the
 * model calls mcp__qgate__check on a file with a type error and a file with a planted secret, and the
 * tool result Claude Code hands back to the model holds both findings, the secret redacted.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_SECRETS } from "../checks/security-secrets.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { BROKEN_TS } from "./mcp-helpers.js";
import { CLAUDE, claudeCommand } from "../helpers/claude-code.js";

afterEach(cleanUpAssistantSessions);

describe.skipIf(!existsSync(CLAUDE))(
  "the real Claude Code with qgate's MCP server",
  { timeout: 200_000 },
  () => {
    it("calls mcp__qgate__check and receives the type error and the secret, redacted", async () => {
      const { run, requests, project } = await runAssistantSession({
        assistant: "claude",
        installArgs: ["--mcp"],
        prepare: (_scratch, project) => {
          project.write("src/broken.ts", BROKEN_TS);
          project.write("src/leak.ts", `export const token = "${FAKE_SECRETS[2]}";\n`);
          // Claude Code asks before starting a project's .mcp.json servers; -p cannot ask, so approve it here.
          project.write(".claude/settings.local.json", JSON.stringify({ enabledMcpjsonServers: ["qgate"] }));
        },
        script: () => [
          { tool: "mcp__qgate__check", args: { files: ["src/broken.ts", "src/leak.ts"] } },
          { text: "Done." },
        ],
        command: claudeCommand(["-p", "check the project", "--allowedTools", "mcp__qgate__check"]),
        strict: false,
      });
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(readFileSync(path.join(project.dir, ".mcp.json"), "utf8")).toContain('"qgate"');
      expect(requests).toHaveLength(2);
      // The second request carries the tool's result (Claude Code passes the structured content on).
      const told = requests[1]!
        .map((message) => JSON.stringify(message.content))
        .find((text) => text.includes('"tool_result"'));
      const parts = JSON.parse(told!) as Array<{ type: string; content: string }>;
      const result = JSON.parse(parts.find((part) => part.type === "tool_result")!.content) as {
        verdict: string;
        findings: Array<{ file: string; line: number; rule: string }>;
      };
      expect(result.verdict).toBe("block");
      expect(result.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
        "src/broken.ts:2 TS2322",
        "src/leak.ts:1 secretlint/@secretlint/secretlint-rule-github",
      ]);
      expectNoSecret(JSON.stringify(requests), "what the model was shown");
      expectNoSecret(run.stdout + run.stderr, "Claude Code's output");
    });
  },
);
