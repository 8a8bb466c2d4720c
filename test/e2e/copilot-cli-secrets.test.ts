/**
 * The secrets guard in the real GitHub Copilot CLI (1.0.102 from npm, fixtures/copilot-cli), installed
 * by `qgate install copilot`, against a scripted model on 127.0.0.1 (issue 36's acceptance, for reads):
 * the model's `view` and `bash cat` of `.env` (holding a fake AWS key) are denied at preToolUse, and a
 * view of a clean file passes. No trace of the key reaches a request. (Copilot ignores
 * userPromptSubmitted's answer: a prompt holding a secret cannot be refused there, so this test has none.)
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FAKE_MARKER } from "../checks/security-secrets.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";

const COPILOT = path.join(FIXTURES, "copilot-cli", "node_modules", ".bin", "copilot");
afterEach(cleanUpAssistantSessions);

const FILE_KEY = "AKIAQGATEFAKE0000002";

describe.skipIf(!existsSync(COPILOT))(
  "the real GitHub Copilot CLI with qgate's secrets guard",
  { timeout: 200_000 },
  () => {
    it("denies view and bash cat of .env (a fake AWS key) at preToolUse; a clean view passes", async () => {
      const { run, requests } = await runAssistantSession({
        assistant: "copilot",
        policy: {
          checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
          hooks: { slowRunMs: 600_000 },
          secrets: { guard: "block" },
        },
        script: (dir) => [
          { tool: "view", args: { path: path.join(dir, ".env") } },
          { tool: "bash", args: { command: "cat .env", description: "Print the env file" } },
          { tool: "view", args: { path: path.join(dir, "notes.md") } },
          { text: "Done." },
        ],
        prepare: (_scratch, project) => {
          project.write(".env", `NODE_ENV=production\nAWS_ACCESS_KEY_ID=${FILE_KEY}\n`);
          project.write("notes.md", "# Notes\nnothing secret here\n");
        },
        command: ({ scratch, modelUrl }) => ({
          file: COPILOT,
          args: ["-p", "look at the configuration", "--allow-all-tools"],
          env: {
            COPILOT_HOME: path.join(scratch, "copilot"),
            COPILOT_OFFLINE: "true",
            COPILOT_PROVIDER_BASE_URL: modelUrl,
            COPILOT_PROVIDER_API_KEY: "scripted",
            COPILOT_MODEL: "gpt-4.1",
            COPILOT_AUTO_UPDATE: "false",
            COPILOT_ALLOW_ALL: "true",
          },
        }),
        strict: false,
      });
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      const all = JSON.stringify(requests);
      expect(all).not.toMatch(FAKE_MARKER);
      expect(all).toContain("qgate refused to let .env be read: it holds an AWS");
      expect(all).toContain("nothing secret here");
    });
  },
);
