/**
 * The secrets guard in the real OpenAI Codex CLI (0.169.0 from npm, fixtures/codex-cli), installed by
 * `qgate install codex`, against a scripted model on 127.0.0.1 (issue 36's acceptance): a prompt
 * holding a fake AWS key is refused at UserPromptSubmit before any request carries it (`codex exec`
 * shows the user "Blocked", without the reason); a clean prompt
 * whose model runs `cat .env` (another fake key) gets a denial at PreToolUse instead of the file, while
 * printing a clean file passes. No trace of either secret reaches a request.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_MARKER } from "../checks/security-secrets.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { Step } from "../helpers/scripted-model.js";

const CODEX = path.join(FIXTURES, "codex-cli", "node_modules", ".bin", "codex");
afterEach(cleanUpAssistantSessions);

const F = "QGATEFAKE";
const PROMPT_KEY = `AKIA${F}0000001`;
const FILE_KEY = `AKIA${F}0000002`;

const session = (prompt: string, script: Step[]) =>
  runAssistantSession({
    assistant: "codex",
    policy: {
      checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
      hooks: { slowRunMs: 600_000 },
      secrets: { guard: "block" },
    },
    script: () => script,
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
      project.write(".env", `NODE_ENV=production\nAWS_ACCESS_KEY_ID=${FILE_KEY}\n`);
      project.write("notes.md", "# Notes\nnothing secret here\n");
    },
    command: ({ scratch }) => ({
      file: CODEX,
      args: ["exec", "--dangerously-bypass-hook-trust", "-s", "danger-full-access", prompt],
      env: { CODEX_HOME: path.join(scratch, "codex") },
    }),
    strict: false,
  });

describe.skipIf(!existsSync(CODEX))(
  "the real OpenAI Codex CLI with qgate's secrets guard",
  { timeout: 180_000 },
  () => {
    it("refuses a prompt holding a fake AWS key at UserPromptSubmit: no request carries it", async () => {
      const { run, requests } = await session(`deploy with the key ${PROMPT_KEY} please`, [
        { text: "Done." },
      ]);
      expect(JSON.stringify(requests)).not.toMatch(FAKE_MARKER);
      const shown = run.stdout + run.stderr;
      // `codex exec` tells the user only that the hook blocked the prompt: it prints no hook's reason
      // (neither exit 2's stderr nor a decision's reason or a systemMessage, tried on 0.169.0).
      expect(shown, shown).toMatch(/hook: UserPromptSubmit Blocked/);
      expectNoSecret(
        shown
          .split("\n")
          .filter((line) => line.includes("qgate"))
          .join("\n"),
      );
    });

    it("denies `cat .env` (another fake key) at PreToolUse; printing a clean file passes", async () => {
      const { run, requests } = await session("look at the configuration", [
        { tool: "exec_command", args: { cmd: "cat .env" } },
        { tool: "exec_command", args: { cmd: "cat notes.md" } },
        { text: "Done." },
      ]);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      const all = JSON.stringify(requests);
      expect(all).not.toMatch(FAKE_MARKER);
      expect(all).toContain("qgate refused to let .env be read: it holds an AWS");
      expect(all).toContain("nothing secret here");
    });
  },
);
