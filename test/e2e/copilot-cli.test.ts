/**
 * The real GitHub Copilot CLI (1.0.102 from npm, fixtures/copilot-cli) with qgate installed by
 * `qgate install copilot`, driven by a scripted model on 127.0.0.1 (Copilot's offline mode with a
 * custom provider: no network, no account). The model creates a file badly formatted, writes another
 * with a bash heredoc, then says it is done: what reaches the model next is what qgate answered, after
 * each edit (postToolUse's `additionalContext`, which Copilot appends to the tool's result since 1.0.49)
 * and at agentStop.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession, stopFlags } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const COPILOT = path.join(FIXTURES, "copilot-cli", "node_modules", ".bin", "copilot");
afterEach(cleanUpAssistantSessions);

const script = (dir: string): Step[] => [
  { tool: "create", args: { path: path.join(dir, "src/made.ts"), file_text: "export const  made=1\n" } },
  {
    tool: "bash",
    args: {
      command: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF",
      description: "Write a generated file",
    },
  },
  { text: "Done." },
  { text: "Noted." },
];

const copilotSession = (strict: boolean) =>
  runAssistantSession({
    assistant: "copilot",
    script,
    command: ({ scratch, modelUrl }) => ({
      file: COPILOT,
      args: ["-p", "create the files", "--allow-all-tools"],
      env: {
        COPILOT_HOME: path.join(scratch, "copilot"),
        COPILOT_OFFLINE: "true",
        COPILOT_PROVIDER_BASE_URL: modelUrl,
        COPILOT_PROVIDER_API_KEY: "scripted",
        COPILOT_MODEL: "gpt-4.1",
        COPILOT_AUTO_UPDATE: "false",
        // Trusts the folder, which loads its hooks.
        COPILOT_ALLOW_ALL: "true",
      },
    }),
    strict,
  });

/** The messages of a request that carry qgate's words, each as its role and its text. */
function qgateMessages(messages: ChatMessage[]): Array<{ role: string; text: string }> {
  return messages
    .map((message) => ({
      role: message.role,
      text: typeof message.content === "string" ? message.content : JSON.stringify(message.content ?? ""),
    }))
    .filter((message) => message.text.includes("qgate: "));
}

/** The text of the last user message in a request to the model. */
function lastUserText(messages: ChatMessage[]): string {
  const user = messages.filter((message) => message.role === "user").at(-1);
  return typeof user?.content === "string" ? user.content : JSON.stringify(user?.content ?? "");
}

describe.skipIf(!existsSync(COPILOT))(
  "the real GitHub Copilot CLI with qgate's hooks",
  { timeout: 200_000 },
  () => {
    it("strict mode: agentStop's block starts another turn that tells the model what fails; then it stops", async () => {
      const session = await copilotSession(true);
      const { run, requests, log } = session;
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      // create, bash, "Done.", then the turn qgate's block started.
      expect(requests).toHaveLength(4);
      // postToolUse's additionalContext (1.0.49+): each edit's findings, appended to the tool's result
      // in the very next request, before the turn ends.
      expect(qgateMessages(requests[0]!)).toEqual([]);
      expect(qgateMessages(requests[1]!)).toEqual([
        {
          role: "tool",
          text: expect.stringMatching(
            /succeeded\. Additional guidance from postToolUse hooks:\nqgate: the operation is blocked: 1 blocking finding in src\/made\.ts\n- src\/made\.ts:1:1 error format\/prettier\/format/,
          ) as string,
        },
      ]);
      // After the bash heredoc: the file it wrote, found by its stamp.
      expect(qgateMessages(requests[2]!).at(-1)).toEqual({
        role: "tool",
        text: expect.stringMatching(
          /Tool "bash" succeeded\. Additional guidance from postToolUse hooks:\nqgate: the operation is blocked: 1 blocking finding in src\/gen\.ts\n/,
        ) as string,
      });
      const told = lastUserText(requests[3]!);
      expect(told).toContain("qgate: the operation is blocked: 2 blocking findings in 2 files");
      expect(told).toContain("src/made.ts");
      expect(told).toContain("src/gen.ts");
      // The turn the block started ends: Copilot's stop_hook_active, so no second block.
      expect(stopFlags(session)).toEqual([false, true]);
      // Both edits were gated as they happened, and every record names the assistant.
      const gates = log("metrics").filter((record) => record.type === "gate");
      expect(gates.length).toBeGreaterThanOrEqual(3);
      expect(gates.every((record) => record.assistant === "copilot")).toBe(true);
      // Copilot sent the reason back as a prompt: not counted as the user's.
      expect(log("metrics").filter((record) => record.type === "prompt")).toHaveLength(1);
    });

    it("outside strict mode: each edit's findings reach the model after it; nothing holds the agent", async () => {
      const { run, log, requests } = await copilotSession(false);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(3);
      expect(qgateMessages(requests[1]!)).toEqual([
        {
          role: "tool",
          text: expect.stringMatching(
            /Additional guidance from postToolUse hooks:\n(?!qgate: the operation is blocked)[^]*src\/made\.ts:1:1 error format\/prettier\/format/,
          ) as string,
        },
      ]);
      const stop = log("metrics")
        .filter((record) => record.type === "gate")
        .at(-1);
      expect(stop).toMatchObject({ assistant: "copilot", verdict: "block" });
    });
  },
);
