/**
 * The real Cline CLI (3.0.65 from npm, fixtures/cline) with qgate installed by `qgate install cline`,
 * driven by a scripted model on 127.0.0.1 (its `openai-compatible` provider with a key that is never
 * checked: no network, no account). The model creates a badly formatted file, then a clean one, then
 * writes a badly formatted file with a shell heredoc, then says it is done. Cline's hook answer reaches
 * the model as a `<hook_context>` user message after the tool's result (test/fixtures/assistants/
 * cline-3.0.65): what that message says, or that there is none, is what qgate answered.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const CLINE = path.join(FIXTURES, "cline", "node_modules", ".bin", "cline");
afterEach(cleanUpAssistantSessions);

const script = (dir: string): Step[] => [
  { tool: "editor", args: { path: path.join(dir, "src/made.ts"), new_text: "export const  made=1\n" } },
  { tool: "editor", args: { path: path.join(dir, "src/clean.ts"), new_text: "export const clean = 1;\n" } },
  { tool: "run_commands", args: { commands: ["cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF"] } },
  // Plain text ends a run of this build (no submit_and_exit tool was offered).
  { text: "Done." },
];

const clineSession = (strict: boolean) =>
  runAssistantSession({
    assistant: "cline",
    policy: {
      checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
      hooks: { slowRunMs: 600_000 },
    },
    script,
    // What `cline auth -p openai-compatible -k scripted -b URL -m m1` writes, written directly.
    prepare: (scratch, _project, modelUrl) => {
      const settings = path.join(scratch, ".cline", "data", "settings");
      mkdirSync(settings, { recursive: true });
      const provider = { provider: "openai-compatible", apiKey: "scripted", model: "m1", baseUrl: modelUrl };
      writeFileSync(
        path.join(settings, "providers.json"),
        JSON.stringify({
          version: 1,
          lastUsedProvider: "openai-compatible",
          modes: {},
          // Without `updatedAt` Cline takes the file for invalid and starts over with its own provider.
          providers: {
            "openai-compatible": {
              settings: provider,
              updatedAt: new Date().toISOString(),
              tokenSource: "manual",
            },
          },
        }),
      );
    },
    command: ({ scratch }) => ({ file: CLINE, args: ["create the files"], env: { HOME: scratch } }),
    strict,
  });

/** The hook context Cline added after the last tool result of a request, if any. */
function hookContext(messages: ChatMessage[]): string | undefined {
  const last = messages.at(-1);
  if (last?.role !== "user" || typeof last.content !== "string") return undefined;
  return last.content.startsWith("<hook_context") ? last.content : undefined;
}

describe.skipIf(!existsSync(CLINE))("the real Cline CLI with qgate's hook", { timeout: 200_000 }, () => {
  it("strict mode: the block's reason follows a bad file's result; a clean edit gets no context", async () => {
    const { run, requests, log } = await clineSession(true);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(4);
    expect(hookContext(requests[1]!)).toMatch(
      /^<hook_context source="PostToolUse" tool_name="editor" tool_call_id="[^"]*">\nqgate: the operation is blocked: 1 blocking finding in src\/made\.ts\n/,
    );
    // The clean file: the tool's result is the last thing the model sees.
    expect(requests[2]!.at(-1)?.role).toBe("tool");
    // The heredoc's file, found by its stamp after the shell tool.
    expect(hookContext(requests[3]!)).toContain(
      "qgate: the operation is blocked: 1 blocking finding in src/gen.ts",
    );
    expect(
      log("metrics")
        .filter((record) => record.type === "gate")
        .every((record) => record.assistant === "cline"),
    ).toBe(true);
  });

  it("outside strict mode: the findings follow as context, marked as not blocking", async () => {
    const { run, requests } = await clineSession(false);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(4);
    expect(hookContext(requests[1]!)).toContain(
      "qgate: 1 blocking finding in src/made.ts (strict mode is off, so this does not block)",
    );
    expect(requests[2]!.at(-1)?.role).toBe("tool");
  });
});
