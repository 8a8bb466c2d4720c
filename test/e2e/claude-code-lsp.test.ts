/**
 * qgate's language server in the real Claude Code (2.1.331 from npm, fixtures/claude-code), installed
 * by `qgate install claude --lsp` and added with Claude Code's own commands, as install tells the user
 * (`claude plugin marketplace add` and `claude plugin install`), driven by a scripted model on
 * 127.0.0.1. No hook is installed: what the model is shown after its write comes from the language
 * server alone.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { CLAUDE, claudeCommand, claudeEnv } from "../helpers/claude-code.js";

afterEach(cleanUpAssistantSessions);

describe.skipIf(!existsSync(CLAUDE))(
  "the real Claude Code with qgate's language server",
  { timeout: 200_000 },
  () => {
    it("shows the model qgate's diagnostic for the file it wrote, from the plugin install writes", async () => {
      let install = "";
      const session = await runAssistantSession({
        assistant: "claude",
        installArgs: ["--lsp"],
        strict: false,
        script: (dir) => [
          {
            tool: "Write",
            args: {
              file_path: path.join(dir, "src/made.ts"),
              content: "export function run(code: string): unknown {\n  return eval(code);\n}\n",
            },
          },
          // Until the server's gate run has ended (its metrics line: door "check", or "ci" under CI=true),
          // then once more: the client puts
          // what the server published into the request after the tool result it arrived during.
          {
            tool: "Bash",
            args: {
              command: `until grep -qs '"type":"gate"' "$QGATE_LOG_DIR/metrics.jsonl"; do sleep 0.1; done; echo gated`,
              description: "Wait for the gate",
            },
          },
          { tool: "Bash", args: { command: "echo again", description: "Once more" } },
          { text: "Done." },
        ],
        prepare: (scratch, project) => {
          // What install printed the user to run, with the real client.
          const claude = (...args: string[]) =>
            execFileSync(CLAUDE, args, {
              cwd: project.dir,
              env: { ...process.env, ...claudeEnv(scratch) },
              stdio: ["ignore", "pipe", "pipe"],
              timeout: 60_000,
            }).toString();
          install += claude("plugin", "marketplace", "add", "./.claude/qgate-plugins", "--scope", "project");
          install += claude("plugin", "install", "qgate-lsp@qgate", "--scope", "project");
        },
        command: claudeCommand(["-p", "write the runner", "--allowedTools", "Write Bash"]),
      });
      expect(install).toContain("qgate-lsp@qgate");
      expect(session.run.exitCode, session.run.stdout + session.run.stderr).toBe(0);
      // No hook: install --lsp wrote only the plugin.
      const settings = JSON.parse(
        readFileSync(path.join(session.project.dir, ".claude", "settings.json"), "utf8"),
      );
      expect(settings.hooks).toBeUndefined();
      const told = session.requests.slice(2).map((request) => JSON.stringify(request.at(-1)?.content ?? ""));
      const diagnostics = told.find((text) => text.includes("new-diagnostics"));
      expect(diagnostics, told.join("\n")).toContain("security/no-eval");
      expect(diagnostics).toContain("qgate/security");
      expect(diagnostics).toContain("Line 2");
    });
  },
);
