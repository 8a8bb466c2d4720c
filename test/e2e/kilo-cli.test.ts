/**
 * The real Kilo Code CLI (7.7.9: the `@kilocode/cli-linux-x64` binary, fixtures/kilo-cli), an OpenCode
 * fork, with qgate's plugin installed by `qgate install kilo` in `.kilo/plugins/`, driven by a scripted
 * model on 127.0.0.1 (the same custom provider as OpenCode's). One strict session: a badly formatted
 * write is blocked in the tool's result, a clean one reaches the model as written. The plugin and
 * its answers outside strict mode are OpenCode's (test/e2e/opencode.test.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { expectMcpListConnects } from "../helpers/mcp-list.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const KILO = path.join(FIXTURES, "kilo-cli", "node_modules", "@kilocode", "cli-linux-x64", "bin", "kilo");

/** Kilo run with `prompt` against the scripted model, in a scratch home of its own. */
const kiloCommand =
  (prompt: string) =>
  ({ scratch, modelUrl, dir }: { scratch: string; modelUrl: string; dir: string }) => ({
    file: KILO,
    args: ["run", prompt],
    env: {
      // The project is the directory its PWD names, not the cwd it was started in.
      PWD: dir,
      HOME: scratch,
      XDG_CONFIG_HOME: path.join(scratch, ".config"),
      XDG_DATA_HOME: path.join(scratch, ".local", "share"),
      XDG_CACHE_HOME: path.join(scratch, ".cache"),
      XDG_STATE_HOME: path.join(scratch, ".local", "state"),
      KILO_DISABLE_MODELS_FETCH: "1",
      KILO_DISABLE_AUTOUPDATE: "1",
      // Its own language servers (typescript-language-server...) are fetched on first use: not here.
      KILO_DISABLE_LSP_DOWNLOAD: "1",
      KILO_DISABLE_SESSION_INGEST: "1",
      KILO_TELEMETRY_LEVEL: "off",
      KILO_CONFIG_CONTENT: JSON.stringify({
        provider: {
          scripted: {
            npm: "@ai-sdk/openai-compatible",
            options: { baseURL: modelUrl, apiKey: "scripted" },
            models: { m1: { tool_call: true } },
          },
        },
        model: "scripted/m1",
        permission: { edit: "allow", bash: "allow" },
        snapshot: false,
      }),
    },
  });
afterEach(cleanUpAssistantSessions);

const script = (dir: string): Step[] => [
  { tool: "write", args: { filePath: path.join(dir, "src/made.ts"), content: "export const  made=1\n" } },
  { tool: "write", args: { filePath: path.join(dir, "src/clean.ts"), content: "export const clean = 1;\n" } },
  { text: "Done." },
];

const toolResults = (messages: ChatMessage[]) =>
  messages.filter((message) => message.role === "tool").map((message) => String(message.content));

describe.skipIf(!existsSync(KILO))("the real Kilo Code CLI with qgate's plugin", { timeout: 960_000 }, () => {
  it("strict mode: a write's block replaces the tool's result; a clean write's stays as it was", async () => {
    const { run, requests, log } = await runAssistantSession({
      assistant: "kilo",
      policy: {
        checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
        hooks: { slowRunMs: 600_000 },
      },
      script,
      model: { chatSideRequests: true },
      command: kiloCommand("create the files"),
      strict: true,
      timeoutMs: 480_000,
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(3);
    const results = toolResults(requests[2]!);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/made\.ts\n/);
    expect(results[1]).toBe("Wrote file successfully.");
    expect(
      log("metrics")
        .filter((record) => record.type === "gate")
        .every((record) => record.assistant === "kilo"),
    ).toBe(true);
  });
});

describe.skipIf(!existsSync(KILO))("the real Kilo with qgate's MCP server", { timeout: 120_000 }, () => {
  it("`qgate install kilo --mcp` writes a server Kilo starts and connects to; uninstall takes it out", async () => {
    await expectMcpListConnects("kilo", KILO);
  });
});

/**
 * qgate's language server in Kilo, as in OpenCode (test/e2e/opencode.test.ts): `qgate install kilo --lsp`
 * only, and Kilo appends the error diagnostics of the file its write tool wrote to the tool's result.
 */
describe.skipIf(!existsSync(KILO))("the real Kilo with qgate's language server", { timeout: 960_000 }, () => {
  it("`qgate install kilo --lsp`: a write's result shows the model qgate's security finding", async () => {
    const { run, requests, project } = await runAssistantSession({
      assistant: "kilo",
      installArgs: ["--lsp"],
      script: (dir) => [
        {
          tool: "write",
          args: {
            filePath: path.join(dir, "src/run.ts"),
            content: "export function run(userInput: string): unknown {\n  return eval(userInput);\n}\n",
          },
        },
        { text: "Done." },
      ],
      model: { chatSideRequests: true },
      command: kiloCommand("create the file"),
      strict: false,
      timeoutMs: 480_000,
    });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const config = JSON.parse(readFileSync(path.join(project.dir, "kilo.json"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(Object.keys(config).filter((key) => key !== "$schema")).toEqual(["lsp"]);
    expect(requests).toHaveLength(2);
    expect(toolResults(requests[1]!)).toEqual([
      `Wrote file successfully.\n\nLSP errors detected in this file, please fix:\n<diagnostics file="${path.join(project.dir, "src/run.ts")}">\nERROR [2:10] \`eval\` can be harmful. (qgate security/no-eval)\n</diagnostics>`,
    ]);
  });
});
