/**
 * The real GitHub Copilot CLI (1.0.102 from npm, fixtures/copilot-cli) with qgate installed by
 * `qgate install copilot`, driven by a scripted model on 127.0.0.1 (Copilot's offline mode with a
 * custom provider: no network, no account). The model creates a file badly formatted, writes another
 * with a bash heredoc, then says it is done: what reaches the model next is what qgate answered.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { QGATE_BIN, runQgate } from "../helpers/cli.js";
import { FIXTURES, tempProject, type TempProject } from "../helpers/project.js";
import { startScriptedModel, type ScriptedModel, type Step } from "../helpers/scripted-model.js";

const COPILOT = path.join(FIXTURES, "copilot-cli", "node_modules", ".bin", "copilot");

let project: TempProject | undefined;
let model: ScriptedModel | undefined;
let scratch: string | undefined;
afterEach(async () => {
  project?.cleanup();
  await model?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A project with qgate's Copilot hooks, and Copilot run on it with `script` as its model. */
async function copilotSession(script: (dir: string) => Step[], strict: boolean) {
  project = await tempProject("clean", { git: true });
  scratch = mkdtempSync(path.join(tmpdir(), "qgate-copilot-"));
  const install = await runQgate(["install", "copilot", "--command", `${process.execPath} ${QGATE_BIN}`], {
    cwd: project.dir,
  });
  expect(install.exitCode, install.stderr).toBe(0);
  model = await startScriptedModel(script(project.dir));
  const run = await execa(COPILOT, ["-p", "create the files", "--allow-all-tools"], {
    cwd: project.dir,
    reject: false,
    timeout: 120_000,
    stdin: "ignore",
    env: {
      COPILOT_HOME: path.join(scratch, "copilot"),
      COPILOT_OFFLINE: "true",
      COPILOT_PROVIDER_BASE_URL: model.url,
      COPILOT_PROVIDER_API_KEY: "scripted",
      COPILOT_MODEL: "gpt-4.1",
      COPILOT_AUTO_UPDATE: "false",
      // Trusts the folder, which loads its hooks.
      COPILOT_ALLOW_ALL: "true",
      QGATE_LOG_DIR: path.join(scratch, "logs"),
      CLAUDE_STRICT_QUALITY: strict ? "true" : undefined,
    },
  });
  const log = (name: string) => {
    const file = path.join(scratch!, "logs", `${name}.jsonl`);
    return existsSync(file)
      ? readFileSync(file, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : [];
  };
  return { run, log, requests: model.requests };
}

const SCRIPT = (dir: string): Step[] => [
  { tool: "create", args: { path: path.join(dir, "src/made.ts"), file_text: "export const  made=1\n" } },
  {
    tool: "bash",
    args: {
      command: "cat > src/gen.ts <<'EOF'\nexport const  gen=1\nEOF",
      description: "Write a generated file",
    },
  },
  { text: "Done." },
  { text: "Noted." },
];

/** The text of the last user message in a request to the model. */
function lastUserText(messages: Array<{ role: string; content: unknown }>): string {
  const user = messages.filter((message) => message.role === "user").at(-1);
  return typeof user?.content === "string" ? user.content : JSON.stringify(user?.content ?? "");
}

describe.skipIf(!existsSync(COPILOT))(
  "the real GitHub Copilot CLI with qgate's hooks",
  { timeout: 180_000 },
  () => {
    it("strict mode: agentStop's block starts another turn that tells the model what fails; then it stops", async () => {
      const { run, log, requests } = await copilotSession(SCRIPT, true);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      // create, bash, "Done.", then the turn qgate's block started.
      expect(requests).toHaveLength(4);
      const told = lastUserText(requests[3]!);
      expect(told).toContain("qgate: the operation is blocked: 2 blocking findings in 2 files");
      expect(told).toContain("src/made.ts");
      expect(told).toContain("src/gen.ts");
      // The turn the block started ends: Copilot's stop_hook_active, so no second block.
      const stops = log("session").filter((line) => line.event === "Stop");
      expect(stops.map((line) => line.stopHookActive ?? false)).toEqual([false, true]);
      // Both edits were gated as they happened, and every record names the assistant.
      const gates = log("metrics").filter((record) => record.type === "gate");
      expect(gates.length).toBeGreaterThanOrEqual(3);
      expect(gates.every((record) => record.assistant === "copilot")).toBe(true);
      // Copilot sent the reason back as a prompt: not counted as the user's.
      expect(log("metrics").filter((record) => record.type === "prompt")).toHaveLength(1);
    });

    it("outside strict mode: nothing holds the agent; the findings are logged and counted", async () => {
      const { run, log, requests } = await copilotSession(SCRIPT, false);
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(3);
      expect(
        requests.flat().some((message) => JSON.stringify(message.content ?? "").includes("qgate:")),
      ).toBe(false);
      const stop = log("metrics")
        .filter((record) => record.type === "gate")
        .at(-1);
      expect(stop).toMatchObject({ assistant: "copilot", verdict: "block" });
    });
  },
);
