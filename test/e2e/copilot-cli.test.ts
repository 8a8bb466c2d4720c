/**
 * The real GitHub Copilot CLI (1.0.102 from npm, fixtures/copilot-cli) with qgate installed by
 * `qgate install copilot`, driven by a scripted model on 127.0.0.1 (Copilot's offline mode with a
 * custom provider: no network, no account). The model creates a file badly formatted, writes another
 * with a bash heredoc, then says it is done: what reaches the model next is what qgate answered.
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

    it("outside strict mode: nothing holds the agent; the findings are logged and counted", async () => {
      const { run, log, requests } = await copilotSession(false);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(3);
      expect(
        requests.flat().some((message) => JSON.stringify(message.content ?? "").includes("qgate:")),
      ).toBe(false);
      const stop = log("metrics")
        .filter((record) => record.type === "gate")
        .at(-1);
      expect(stop).toMatchObject({ assistant: "copilot", verdict: "block" });
    });
  },
);
