/**
 * The real Gemini CLI (fixtures/gemini-cli) with qgate's MCP server installed by
 * `qgate install gemini --mcp` (.gemini/settings.json's mcpServers), driven by a scripted model on
 * 127.0.0.1: the model calls qgate's check tool (mcp_qgate_check) on a type error and a planted secret,
 * and the function response Gemini CLI hands back holds both findings, the secret redacted.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_SECRETS } from "../checks/security-secrets.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import { BROKEN_TS } from "./mcp-helpers.js";

const GEMINI = path.join(FIXTURES, "gemini-cli", "node_modules", ".bin", "gemini");
afterEach(cleanUpAssistantSessions);

describe.skipIf(!existsSync(GEMINI))(
  "the real Gemini CLI with qgate's MCP server",
  { timeout: 200_000 },
  () => {
    it("calls qgate's check tool and receives the type error and the secret, redacted", async () => {
      const { run, requests } = await runAssistantSession({
        assistant: "gemini",
        installArgs: ["--mcp"],
        prepare: (scratch, project) => {
          project.write("src/broken.ts", BROKEN_TS);
          project.write("src/leak.ts", `export const token = "${FAKE_SECRETS[2]}";\n`);
          // API-key auth, and no folder-trust prompt (a trusted folder is what loads the project's settings).
          mkdirSync(path.join(scratch, ".gemini"));
          writeFileSync(
            path.join(scratch, ".gemini", "settings.json"),
            JSON.stringify({
              security: { auth: { selectedType: "gemini-api-key" }, folderTrust: { enabled: false } },
            }),
          );
        },
        script: () => [
          { tool: "mcp_qgate_check", args: { files: ["src/broken.ts", "src/leak.ts"] } },
          { text: "Done." },
        ],
        command: ({ scratch, modelUrl }) => ({
          file: GEMINI,
          args: ["-p", "check the project", "--yolo"],
          env: {
            HOME: scratch,
            GEMINI_API_KEY: "scripted",
            GOOGLE_GEMINI_BASE_URL: modelUrl.replace(/\/v1$/, ""),
          },
        }),
        strict: false,
      });
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(2);
      const told = JSON.stringify(requests[1]!.at(-1) ?? "");
      expect(told).toContain("functionResponse");
      expect(told).toContain("TS2322");
      expect(told).toContain("src/broken.ts");
      expect(told).toContain("secretlint/@secretlint/secretlint-rule-github");
      expect(told).toContain("src/leak.ts");
      expectNoSecret(JSON.stringify(requests), "what the model was shown");
      expectNoSecret(run.stdout + run.stderr, "Gemini CLI's output");
    });
  },
);
