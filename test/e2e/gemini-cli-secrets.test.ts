/**
 * The secrets guard in the real Gemini CLI (0.61.0 from npm, fixtures/gemini-cli), installed by
 * `qgate install gemini`, against a scripted model on 127.0.0.1 (issue 36's acceptance): a prompt
 * holding a fake AWS key is refused at BeforeAgent before any request carries it; a clean prompt whose
 * model asks to read `.env` (holding another fake key) with read_file and with the shell gets a denial
 * instead of the file, while a read of a clean file passes. No trace of either secret reaches a request.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_MARKER } from "../checks/security-secrets.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { Step } from "../helpers/scripted-model.js";

const GEMINI = path.join(FIXTURES, "gemini-cli", "node_modules", ".bin", "gemini");
afterEach(cleanUpAssistantSessions);

const F = "QGATEFAKE";
const PROMPT_KEY = `AKIA${F}0000001`;
const FILE_KEY = `AKIA${F}0000002`;

const session = (prompt: string, script: (dir: string) => Step[]) =>
  runAssistantSession({
    assistant: "gemini",
    policy: {
      checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
      hooks: { slowRunMs: 600_000 },
      secrets: { guard: "block" },
    },
    script,
    prepare: (scratch, project) => {
      mkdirSync(path.join(scratch, ".gemini"));
      writeFileSync(
        path.join(scratch, ".gemini", "settings.json"),
        JSON.stringify({
          security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
        }),
      );
      project.write(".env", `NODE_ENV=production\nAWS_ACCESS_KEY_ID=${FILE_KEY}\n`);
      project.write("notes.md", "# Notes\nnothing secret here\n");
    },
    command: ({ scratch, modelUrl }) => ({
      file: GEMINI,
      args: ["-p", prompt, "--yolo"],
      env: {
        HOME: scratch,
        GEMINI_API_KEY: "scripted",
        GOOGLE_GEMINI_BASE_URL: modelUrl.replace(/\/v1$/, ""),
      },
    }),
    strict: false,
  });

describe.skipIf(!existsSync(GEMINI))(
  "the real Gemini CLI with qgate's secrets guard",
  { timeout: 200_000 },
  () => {
    it("refuses a prompt holding a fake AWS key at BeforeAgent: no request carries it", async () => {
      const { run, requests } = await session(`deploy with the key ${PROMPT_KEY} please`, () => [
        { text: "Done." },
      ]);
      expect(JSON.stringify(requests)).not.toMatch(FAKE_MARKER);
      const shown = run.stdout + run.stderr;
      expect(shown).toMatch(/qgate refused this prompt before it reached the model/);
      expectNoSecret(
        shown
          .split("\n")
          .filter((line) => line.includes("qgate"))
          .join("\n"),
      );
    });

    it("denies read_file and a shell cat of .env (another fake key); a clean read passes", async () => {
      const { run, requests } = await session("look at the configuration", (dir) => [
        { tool: "read_file", args: { file_path: path.join(dir, ".env") } },
        { tool: "run_shell_command", args: { command: "cat .env", description: "Print the env file" } },
        { tool: "read_file", args: { file_path: path.join(dir, "notes.md") } },
        { text: "Done." },
      ]);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(JSON.stringify(requests)).not.toMatch(FAKE_MARKER);
      const told = requests.map((contents) => JSON.stringify(contents.at(-1) ?? ""));
      expect(told.some((text) => text.includes("qgate refused to let .env be read: it holds an AWS"))).toBe(
        true,
      );
      expect(told.some((text) => text.includes("nothing secret here"))).toBe(true);
    });
  },
);
