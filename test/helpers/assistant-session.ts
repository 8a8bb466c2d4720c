/**
 * One session of a real assistant client against qgate, for the end-to-end tests that run the clients
 * themselves (Claude Code, Codex CLI, Gemini CLI, Copilot CLI, Cline, Qwen Code, OpenCode, Kilo): a
 * temp git project with qgate's hooks installed by `qgate install <assistant>`, a scratch directory
 * for the client's home and qgate's logs, and a scripted model on 127.0.0.1. `runAssistantSession` runs the client once and hands back
 * what it did, what qgate logged and what the model was shown.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { expect } from "vitest";
import { QGATE_BIN, runQgate } from "./cli.js";
import { tempProject, type TempProject } from "./project.js";
import {
  startScriptedModel,
  type ChatMessage,
  type ScriptedModelOptions,
  type Step,
} from "./scripted-model.js";

export interface AssistantSessionOptions {
  /** qgate install's target: claude, codex, gemini or copilot. */
  assistant: string;
  /** More `qgate install` arguments (e.g. `--hooks claude`). */
  installArgs?: string[];
  /** The project's .qgaterc.json, if any. */
  policy?: Record<string, unknown>;
  /** The model's steps, given the project directory. */
  script: (dir: string) => Step[];
  /** How the scripted model treats the client's side requests. */
  model?: ScriptedModelOptions;
  /** Sets the client up in the scratch directory (its home, its config) before it runs. */
  prepare?: (scratch: string, project: TempProject, modelUrl: string) => void;
  /** The client's command line, and its environment besides qgate's. */
  command: (ctx: { scratch: string; modelUrl: string; dir: string }) => {
    file: string;
    args: string[];
    env: Record<string, string | undefined>;
  };
  strict: boolean;
  /** How long the client may run (default 150 s). */
  timeoutMs?: number;
}

export interface AssistantSession {
  /** How the client ended. */
  run: { exitCode: number | undefined; stdout: string; stderr: string };
  project: TempProject;
  /** The requests the client sent the model (messages or input items), in order. */
  requests: ChatMessage[][];
  /** A qgate log's records (session, metrics, error...). */
  log: (name: string) => Array<Record<string, unknown>>;
  /** The QGATE_LOG_DIR the client's hooks wrote to (removed with the session). */
  logDir: string;
}

const cleanups: Array<() => Promise<void>> = [];

/**
 * Ends what a client left running after its session: Cline 3.0.65 starts a hub daemon
 * (`cline --cline-hub-daemon`) that outlives `cline` itself. Every process whose HOME is the session's
 * scratch directory is the session's (the tests give each client that HOME and nothing else does).
 */
function endLeftovers(scratch: string): void {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return; // No /proc: nothing to look in.
  }
  for (const pid of pids) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      if (environ.includes(`HOME=${scratch}`)) process.kill(Number(pid), "SIGKILL");
    } catch {
      // Gone already, or not ours to read.
    }
  }
}

/** Ends every session's model and removes its directories (call it in afterEach). */
export async function cleanUpAssistantSessions(): Promise<void> {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

export async function runAssistantSession(options: AssistantSessionOptions): Promise<AssistantSession> {
  const project = await tempProject("clean", { git: true });
  const scratch = mkdtempSync(path.join(tmpdir(), `qgate-${options.assistant}-`));
  const model = await startScriptedModel(options.script(project.dir), options.model);
  cleanups.push(async () => {
    await model.close();
    endLeftovers(scratch);
    project.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });
  if (options.policy) project.write(".qgaterc.json", JSON.stringify(options.policy));
  const install = await runQgate(
    [
      "install",
      options.assistant,
      ...(options.installArgs ?? []),
      "--command",
      `${process.execPath} ${QGATE_BIN}`,
    ],
    { cwd: project.dir },
  );
  expect(install.exitCode, install.stderr).toBe(0);
  options.prepare?.(scratch, project, model.url);
  const { file, args, env } = options.command({ scratch, modelUrl: model.url, dir: project.dir });
  const logDir = path.join(scratch, "logs");
  const result = await execa(file, args, {
    cwd: project.dir,
    reject: false,
    timeout: options.timeoutMs ?? 150_000,
    // Some clients read a prompt from stdin when it is not a terminal: give them none.
    stdin: "ignore",
    env: {
      ...env,
      QGATE_LOG_DIR: logDir,
      CLAUDE_STRICT_QUALITY: options.strict ? "true" : undefined,
    },
  });
  const log = (name: string) => {
    const logFile = path.join(logDir, `${name}.jsonl`);
    return existsSync(logFile)
      ? readFileSync(logFile, "utf8")
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : [];
  };
  const run = { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
  return { run, project, requests: model.requests, log, logDir };
}

/** The Stop lines of qgate's session log: whether each came with the assistant's loop flag. */
export function stopFlags(session: AssistantSession): boolean[] {
  return session
    .log("session")
    .filter((line) => line.event === "Stop")
    .map((line) => line.stopHookActive === true);
}
