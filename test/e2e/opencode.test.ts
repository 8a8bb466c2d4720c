/**
 * The real OpenCode (1.18.33: the `opencode-linux-x64` binary, fixtures/opencode) with qgate's plugin
 * installed by `qgate install opencode`, driven by a scripted model on 127.0.0.1 (a custom
 * `@ai-sdk/openai-compatible` provider, bundled in the binary: no network, no account). In strict
 * mode the model writes a badly formatted file, writes another with a shell heredoc, writes a clean
 * one, then says it is done; outside strict mode it writes the bad one only. The tool results in the
 * model's next requests are what the plugin made of qgate's answers.
 *
 * OpenCode's own start takes seconds on a quiet machine and over a minute on a loaded one, so the
 * session may run for 5 minutes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { expectMcpListConnects } from "../helpers/mcp-list.js";
import { FIXTURES } from "../helpers/project.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";

const OPENCODE = path.join(FIXTURES, "opencode", "node_modules", "opencode-linux-x64", "bin", "opencode");

/** OpenCode run with `prompt` against the scripted model, in a scratch home of its own. */
const opencodeCommand =
  (prompt: string) =>
  ({ scratch, modelUrl, dir }: { scratch: string; modelUrl: string; dir: string }) => ({
    file: OPENCODE,
    args: ["run", prompt],
    env: {
      // The project is the directory its PWD names, not the cwd it was started in.
      PWD: dir,
      HOME: scratch,
      XDG_CONFIG_HOME: path.join(scratch, ".config"),
      XDG_DATA_HOME: path.join(scratch, ".local", "share"),
      XDG_CACHE_HOME: path.join(scratch, ".cache"),
      XDG_STATE_HOME: path.join(scratch, ".local", "state"),
      OPENCODE_DISABLE_MODELS_FETCH: "1",
      OPENCODE_DISABLE_AUTOUPDATE: "1",
      // Its own language servers (typescript-language-server...) are fetched on first use: not here.
      OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
      OPENCODE_CONFIG_CONTENT: JSON.stringify({
        provider: {
          scripted: {
            npm: "@ai-sdk/openai-compatible",
            options: { baseURL: modelUrl, apiKey: "scripted" },
            models: { m1: { tool_call: true } },
          },
        },
        model: "scripted/m1",
        permission: { edit: "allow", bash: "allow" },
      }),
    },
  });
afterEach(cleanUpAssistantSessions);

const badWrite = (dir: string): Step => ({
  tool: "write",
  args: { filePath: path.join(dir, "src/made.ts"), content: "export const  made=1\n" },
});

const strictScript = (dir: string): Step[] => [
  badWrite(dir),
  {
    tool: "bash",
    args: {
      command: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF",
      description: "Write a generated file",
    },
  },
  {
    tool: "write",
    args: { filePath: path.join(dir, "src/clean.ts"), content: "export const clean = 1;\n" },
  },
  { text: "Done." },
];

const opencodeSession = (strict: boolean, script: (dir: string) => Step[]) =>
  runAssistantSession({
    assistant: "opencode",
    policy: {
      checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
      hooks: { slowRunMs: 600_000 },
    },
    script,
    // The title OpenCode asks for first offers no tools: not a step of the script.
    model: { chatSideRequests: true },
    command: opencodeCommand("create the files"),
    strict,
    timeoutMs: 300_000,
  });

/** The tool messages the model was given in a request, in order. */
const toolResults = (messages: ChatMessage[]) =>
  messages.filter((message) => message.role === "tool").map((message) => String(message.content));

describe.skipIf(!existsSync(OPENCODE))("the real OpenCode with qgate's plugin", { timeout: 600_000 }, () => {
  it("strict mode: the write's and the heredoc's block replaces the tool's result; the clean write's stays", async () => {
    const { run, requests, log } = await opencodeSession(true, strictScript);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(4);
    const results = toolResults(requests[3]!);
    expect(results).toHaveLength(3);
    // What qgate logged, to tell a plugin that never ran qgate from a gate that answered otherwise.
    const logged = JSON.stringify([log("performance"), log("error")]);
    expect(results[0], logged).toMatch(
      /^qgate: the operation is blocked: 1 blocking finding in src\/made\.ts\n/,
    );
    // The file the shell command wrote, found by its stamp after the bash call.
    expect(results[1]).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/gen\.ts\n/);
    expect(results[2]).toBe("Wrote file successfully.");
    const gates = log("metrics").filter((record) => record.type === "gate");
    expect(gates.length).toBeGreaterThanOrEqual(3);
    expect(gates.every((record) => record.assistant === "opencode")).toBe(true);
  });

  it("outside strict mode: the findings follow the tool's result", async () => {
    const { run, requests } = await opencodeSession(false, (dir) => [badWrite(dir), { text: "Done." }]);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requests).toHaveLength(2);
    expect(toolResults(requests[1]!)).toEqual([
      expect.stringMatching(
        /^Wrote file successfully\.\n\nqgate: 1 blocking finding in src\/made\.ts \(strict mode is off, so this does not block\)/,
      ),
    ]);
  });
});

describe.skipIf(!existsSync(OPENCODE))(
  "the real OpenCode with qgate's MCP server",
  { timeout: 120_000 },
  () => {
    it("`qgate install opencode --mcp` writes a server OpenCode starts and connects to; uninstall takes it out", async () => {
      await expectMcpListConnects("opencode", OPENCODE);
    });
  },
);

/**
 * The editor door in the real OpenCode: `qgate install opencode --lsp` only (no plugin, so a finding in
 * a tool's result can only come from qgate's language server). OpenCode opens each file its write tool
 * wrote in the language servers configured for its extension, waits up to 5 s for their diagnostics
 * (pull first, then a push for the version it sent), and appends the errors among them to the tool's
 * result, as `ERROR [line:col] message` in a `<diagnostics file=...>` block (1.18.33's write tool:
 * `LSP errors detected in this file, please fix:`). Only the message reaches the model: OpenCode drops
 * the diagnostic's source and code, so the install asks qgate (`initialization: { ruleInMessage: true }`)
 * to end the message with `(qgate <rule>)`.
 */
describe.skipIf(!existsSync(OPENCODE))(
  "the real OpenCode with qgate's language server",
  { timeout: 600_000 },
  () => {
    it("`qgate install opencode --lsp`: each write's result shows the model qgate's security finding on the written text, a secret's without the secret", async () => {
      const TOKEN = "ghp_qgateFAKEopencode0000000000000000000";
      const { run, requests, project } = await runAssistantSession({
        assistant: "opencode",
        installArgs: ["--lsp"],
        // No policy file: the default `lsp.checks` (the security scan and the importers' type errors).
        script: (dir) => [
          {
            tool: "write",
            args: {
              filePath: path.join(dir, "src/run.ts"),
              content: "export function run(userInput: string): unknown {\n  return eval(userInput);\n}\n",
            },
          },
          {
            tool: "write",
            args: {
              filePath: path.join(dir, "src/token.ts"),
              content: `// FAKE token for a test: made up, it grants nothing.\nexport const token = "${TOKEN}";\n`,
            },
          },
          { text: "Done." },
        ],
        model: { chatSideRequests: true },
        command: opencodeCommand("create the file"),
        strict: false,
        timeoutMs: 300_000,
      });
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      // What the install wrote: the `lsp` entry and nothing else (no plugin, no MCP server).
      const config = JSON.parse(readFileSync(path.join(project.dir, "opencode.json"), "utf8")) as Record<
        string,
        unknown
      >;
      expect(Object.keys(config).filter((key) => key !== "$schema")).toEqual(["lsp"]);
      expect(existsSync(path.join(project.dir, ".opencode"))).toBe(false);
      expect(requests).toHaveLength(3);
      const block = (file: string, line: string) =>
        `<diagnostics file="${path.join(project.dir, file)}">\n${line}\n</diagnostics>`;
      const evalLine = "ERROR [2:10] `eval` can be harmful. (qgate security/no-eval)";
      const [first, second] = toolResults(requests[2]!);
      expect(first).toBe(
        `Wrote file successfully.\n\nLSP errors detected in this file, please fix:\n${block("src/run.ts", evalLine)}`,
      );
      // OpenCode lists the files it holds errors for in the order it first got them: run.ts's still, then
      // the written file's.
      expect(second).toBe(
        `Wrote file successfully.\n\nLSP errors detected in other files:\n${block("src/run.ts", evalLine)}` +
          `\n\nLSP errors detected in this file, please fix:\n${block(
            "src/token.ts",
            "ERROR [2:23] GitHub Token found: move it out of the source (an environment variable or a secret store) and rotate it (qgate secretlint/@secretlint/secretlint-rule-github)",
          )}`,
      );
      expect(second).not.toContain("ghp_");
    });
  },
);
