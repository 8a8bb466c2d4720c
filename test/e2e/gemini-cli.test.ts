/**
 * The real Gemini CLI (0.61.0 from npm, fixtures/gemini-cli) with qgate installed by
 * `qgate install gemini`, driven by a scripted model on 127.0.0.1 (GOOGLE_GEMINI_BASE_URL with an API
 * key that is never checked: no network, no account). The model writes a badly formatted file, writes
 * another with a shell heredoc, then says it is done: what reaches the model after each step is what
 * qgate answered.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession, stopFlags } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const GEMINI = path.join(FIXTURES, "gemini-cli", "node_modules", ".bin", "gemini");
afterEach(cleanUpAssistantSessions);

const script = (dir: string): Step[] => [
  {
    tool: "write_file",
    args: { file_path: path.join(dir, "src/made.ts"), content: "export const  made=1\n" },
  },
  {
    tool: "run_shell_command",
    args: {
      command: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF",
      description: "Write a generated file",
    },
  },
  { text: "Done." },
  { text: "Noted." },
];

const geminiSession = (strict: boolean) =>
  runAssistantSession({
    assistant: "gemini",
    policy: {
      checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
      hooks: { slowRunMs: 600_000 },
    },
    script,
    // API-key auth, and no folder-trust prompt (a trusted folder is what loads the project's hooks).
    prepare: (scratch) => {
      mkdirSync(path.join(scratch, ".gemini"));
      writeFileSync(
        path.join(scratch, ".gemini", "settings.json"),
        JSON.stringify({
          security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
        }),
      );
    },
    command: ({ scratch, modelUrl }) => ({
      file: GEMINI,
      args: ["-p", "create the files", "--yolo"],
      env: {
        HOME: scratch,
        GEMINI_API_KEY: "scripted",
        GOOGLE_GEMINI_BASE_URL: modelUrl.replace(/\/v1$/, ""),
      },
    }),
    strict,
  });

/** The last content the model was given, as text (a function response, or a user turn). */
const lastTold = (contents: ChatMessage[]) => JSON.stringify(contents.at(-1) ?? "");

describe.skipIf(!existsSync(GEMINI))("the real Gemini CLI with qgate's hooks", { timeout: 200_000 }, () => {
  it("strict mode: the write's and the heredoc's findings replace the tools' results; AfterAgent blocks once", async () => {
    const session = await geminiSession(true);
    const { run, requests } = session;
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(4);
    expect(lastTold(requests[1]!)).toContain(
      "qgate: the operation is blocked: 1 blocking finding in src/made.ts",
    );
    expect(lastTold(requests[2]!)).toContain(
      "qgate: the operation is blocked: 1 blocking finding in src/gen.ts",
    );
    expect(lastTold(requests[3]!)).toContain(
      "qgate: the operation is blocked: 2 blocking findings in 2 files",
    );
    expect(stopFlags(session)).toEqual([false, true]);
    // Gemini sends the block's reason back through BeforeAgent: qgate's own words, not a prompt.
    expect(session.log("metrics").filter((record) => record.type === "prompt")).toHaveLength(1);
  });

  it("outside strict mode: the findings follow the tools' results, and nothing holds the agent", async () => {
    const { run, requests } = await geminiSession(false);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(3);
    expect(lastTold(requests[1]!)).toContain(
      "qgate: 1 blocking finding in src/made.ts (strict mode is off, so this does not block)",
    );
  });
});
