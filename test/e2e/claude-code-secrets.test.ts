/**
 * The secrets guard in the real Claude Code (2.1.331 from npm, fixtures/claude-code), installed by
 * `qgate install claude`, against a scripted model on 127.0.0.1 (issue 36's acceptance): a prompt
 * holding a fake AWS key is refused before any request carries it, and the user is told why; a clean
 * prompt whose model asks to Read `.env` (holding another fake key) gets a denial instead of the file,
 * while a Read of a clean file passes. Across every request the model receives, no trace of either
 * secret appears.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_MARKER } from "../checks/security-secrets.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import type { Step } from "../helpers/scripted-model.js";
import { CLAUDE, claudeCommand } from "../helpers/claude-code.js";

afterEach(cleanUpAssistantSessions);

const F = "QGATEFAKE";
/** Two fake AWS access key ids (AKIA and 16 characters), each with the fake marker. */
const PROMPT_KEY = `AKIA${F}0000001`;
const FILE_KEY = `AKIA${F}0000002`;

const POLICY = {
  checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
  hooks: { slowRunMs: 600_000 },
  secrets: { guard: "block" },
};

const session = (prompt: string, script: (dir: string) => Step[]) =>
  runAssistantSession({
    assistant: "claude",
    installArgs: ["--hooks", "claude"],
    policy: POLICY,
    script,
    prepare: (_scratch, project) => {
      project.write(".env", `NODE_ENV=production\nAWS_ACCESS_KEY_ID=${FILE_KEY}\n`);
      project.write("notes.md", "# Notes\nnothing secret here\n");
    },
    command: claudeCommand(["-p", prompt, "--allowedTools", "Read Bash"]),
    strict: false,
  });

describe.skipIf(!existsSync(CLAUDE))(
  "the real Claude Code with qgate's secrets guard",
  { timeout: 200_000 },
  () => {
    it("refuses a prompt holding a fake AWS key: no request carries it, and the user reads why", async () => {
      const { run, requests } = await session(`deploy with the key ${PROMPT_KEY} please`, () => [
        { text: "Done." },
      ]);
      expect(JSON.stringify(requests)).not.toMatch(FAKE_MARKER);
      const shown = run.stdout + run.stderr;
      expect(shown).toMatch(/qgate refused this prompt before it reached the model/);
      // qgate's words hold no trace of it (Claude Code itself shows the user their own prompt back).
      expectNoSecret(
        shown
          .split("\n")
          .filter((line) => line.includes("qgate"))
          .join("\n"),
      );
    });

    it("denies a Read of .env (another fake key) and says what to do instead; a clean Read passes", async () => {
      const { run, requests } = await session("look at the configuration", (dir) => [
        { tool: "Read", args: { file_path: path.join(dir, ".env") } },
        { tool: "Bash", args: { command: "cat .env", description: "Print the env file" } },
        { tool: "Read", args: { file_path: path.join(dir, "notes.md") } },
        { text: "Done." },
      ]);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      const all = JSON.stringify(requests);
      expect(all).not.toMatch(FAKE_MARKER);
      expect(all).not.toContain(FILE_KEY.slice(4));
      expect(requests.length).toBeGreaterThanOrEqual(4);
      // What the model read after each call: the denial (twice), then the clean file's content.
      const told = requests.map((messages) => JSON.stringify(messages.at(-1)?.content ?? ""));
      expect(told[1]).toContain("qgate refused to let .env be read: it holds an AWS");
      expect(told[1]).toContain("refer to it by its variable's name");
      expect(told[2]).toContain("qgate refused to let .env be read");
      expect(told[3]).toContain("nothing secret here");
    });
  },
);
