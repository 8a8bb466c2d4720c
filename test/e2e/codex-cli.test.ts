/**
 * The real OpenAI Codex CLI (0.169.0 from npm, fixtures/codex-cli) with qgate installed by
 * `qgate install codex`, driven by a scripted model on 127.0.0.1 (a custom provider speaking the
 * Responses API: no network, no account). The model adds a badly formatted file with apply_patch,
 * writes another with a shell heredoc, then says it is done: what reaches the model after each step
 * is what qgate answered.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession, stopFlags } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const CODEX = path.join(FIXTURES, "codex-cli", "node_modules", ".bin", "codex");
afterEach(cleanUpAssistantSessions);

const SCRIPT: Step[] = [
  { patch: "*** Begin Patch\n*** Add File: src/made.ts\n+export const  made=1\n*** End Patch\n" },
  { tool: "exec_command", args: { cmd: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF" } },
  { text: "Done." },
  { text: "Noted." },
];

/** `codex exec` with a config.toml naming the scripted model as its provider, and the project trusted. */
const codexSession = (strict: boolean) =>
  runAssistantSession({
    assistant: "codex",
    script: () => SCRIPT,
    prepare: (scratch, project, modelUrl) => {
      mkdirSync(path.join(scratch, "codex"));
      writeFileSync(
        path.join(scratch, "codex", "config.toml"),
        [
          'model = "gpt-5.5"',
          'model_provider = "scripted"',
          "[model_providers.scripted]",
          'name = "scripted"',
          `base_url = "${modelUrl}"`,
          'wire_api = "responses"',
          `[projects.${JSON.stringify(project.dir)}]`,
          'trust_level = "trusted"',
          "",
        ].join("\n"),
      );
    },
    command: ({ scratch }) => ({
      file: CODEX,
      args: ["exec", "--dangerously-bypass-hook-trust", "-s", "danger-full-access", "create the files"],
      env: { CODEX_HOME: path.join(scratch, "codex") },
    }),
    strict,
  });

/** A tool's output as the model receives it in the next request. */
function outputOf(input: ChatMessage[], type: string): string {
  const item = input.filter((entry) => (entry as { type?: string }).type === type).at(-1) as
    { output?: unknown } | undefined;
  return typeof item?.output === "string" ? item.output : JSON.stringify(item?.output ?? "");
}

const texts = (input: ChatMessage[], role: string) =>
  input
    .filter((entry) => entry.role === role)
    .flatMap((entry) => (Array.isArray(entry.content) ? (entry.content as Array<{ text?: string }>) : []))
    .map((part) => part.text ?? "");

describe.skipIf(!existsSync(CODEX))(
  "the real OpenAI Codex CLI with qgate's hooks",
  { timeout: 180_000 },
  () => {
    it("strict mode: the patch's and the heredoc's findings replace the tools' output; Stop blocks once", async () => {
      const session = await codexSession(true);
      const { run, log, requests } = session;
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(4);
      expect(outputOf(requests[1]!, "custom_tool_call_output")).toMatch(
        /^qgate: the operation is blocked: 1 blocking finding in src\/made\.ts\n/,
      );
      // The file the shell command wrote, found by its stamp after Codex's Bash PostToolUse.
      expect(outputOf(requests[2]!, "function_call_output")).toMatch(
        /^qgate: the operation is blocked: 1 blocking finding in src\/gen\.ts\n/,
      );
      const continuation = texts(requests[3]!, "user").at(-1) ?? "";
      expect(continuation).toMatch(
        /^<hook_prompt hook_run_id="stop:[^"]*">qgate: the operation is blocked: 2 blocking findings in 2 files/,
      );
      expect(stopFlags(session)).toEqual([false, true]);
      expect(
        log("metrics")
          .filter((record) => record.type === "gate")
          .every((r) => r.assistant === "codex"),
      ).toBe(true);
    });

    it("outside strict mode: the tools' output stays, the findings follow as context, and nothing holds Codex", async () => {
      const { run, requests } = await codexSession(false);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(3);
      expect(outputOf(requests[1]!, "custom_tool_call_output")).not.toContain("qgate:");
      expect(texts(requests[1]!, "developer").join("\n")).toContain(
        "qgate: 1 blocking finding in src/made.ts (strict mode is off, so this does not block)",
      );
      expect(texts(requests[2]!, "developer").join("\n")).toContain(
        "qgate: 1 blocking finding in src/gen.ts",
      );
    });
  },
);
