/**
 * The real Claude Code (2.1.331 from npm, fixtures/claude-code) with qgate installed by
 * `qgate install claude`, driven by a scripted model on 127.0.0.1 (ANTHROPIC_BASE_URL: no network, no
 * account). The project's policy includes src/**, so the edit hook carries `if` filters. The model
 * writes a badly formatted file in src, a note outside it, a file through a bash heredoc, then says it
 * is done: what reaches the model after each step is what qgate answered (or nothing at all).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession, stopFlags } from "../helpers/assistant-session.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";
import { CLAUDE, claudeCommand } from "../helpers/claude-code.js";

afterEach(cleanUpAssistantSessions);

const POLICY = {
  include: ["src/**/*.ts"],
  checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
  hooks: { slowRunMs: 600_000 },
};

const script = (dir: string): Step[] => [
  { tool: "Write", args: { file_path: path.join(dir, "src/made.ts"), content: "export const  made=1\n" } },
  { tool: "Write", args: { file_path: path.join(dir, "notes.md"), content: "# Notes\n" } },
  {
    tool: "Bash",
    args: {
      command: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF",
      description: "Write a generated file",
    },
  },
  { text: "Done." },
  { text: "Noted." },
];

const claudeSession = (strict: boolean) =>
  runAssistantSession({
    assistant: "claude",
    installArgs: ["--hooks", "claude"],
    policy: POLICY,
    script,
    command: claudeCommand(["-p", "create the files", "--allowedTools", "Write Edit Bash"]),
    strict,
  });

/** What the model was last told in a request (the last message, as text). */
const lastTold = (messages: ChatMessage[]) => JSON.stringify(messages.at(-1)?.content ?? "");

describe.skipIf(!existsSync(CLAUDE))("the real Claude Code with qgate's hooks", { timeout: 200_000 }, () => {
  it("strict mode: blocks the edit and the heredoc's file, starts no process for a note outside include, blocks Stop once", async () => {
    const session = await claudeSession(true);
    const { run, log, requests } = session;
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(5);
    expect(lastTold(requests[1]!)).toContain(
      "qgate: the operation is blocked: 1 blocking finding in src/made.ts",
    );
    // notes.md: the `if` filter kept the hook from starting at all.
    expect(lastTold(requests[2]!)).not.toContain("qgate:");
    expect(lastTold(requests[3]!)).toContain(
      "qgate: the operation is blocked: 1 blocking finding in src/gen.ts",
    );
    expect(lastTold(requests[4]!)).toContain(
      "qgate: the operation is blocked: 2 blocking findings in 2 files",
    );
    const gates = log("metrics").filter((record) => record.type === "gate");
    expect(gates.map((record) => record.door)).toEqual([
      "hook:PostToolUse",
      "hook:PostToolUse",
      "hook:Stop",
      "hook:Stop",
      // Claude Code cancels a SessionEnd hook past 1.5 s unless it sets a timeout: qgate's does.
      "hook:SessionEnd",
    ]);
    expect(log("metrics").at(-1)).toMatchObject({ type: "session-end", verdict: "block" });
    expect(stopFlags(session)).toEqual([false, true]);
  });

  it("outside strict mode: the findings reach the model as context, and nothing holds it", async () => {
    const { run, requests } = await claudeSession(false);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(4);
    expect(lastTold(requests[1]!)).toContain(
      "qgate: 1 blocking finding in src/made.ts (strict mode is off, so this does not block)",
    );
  });
});
