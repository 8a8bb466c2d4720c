/**
 * Files a shell command wrote (no edit hook reports them) are gated: after the shell tool's
 * PostToolUse, and at Stop. In process (`runEvent`) on a real temp git project with real Prettier.
 * Payloads: Codex CLI 0.169.0's captured Bash PostToolUse (test/fixtures/assistants), Claude Code's Bash.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runHook } from "../helpers/door.js";
import { tempProject, type TempProject } from "../helpers/project.js";

const FAST_POLICY = {
  checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
  hooks: { slowRunMs: 600_000 },
};
const BAD = "export const  bad=1\n";

let p: TempProject;
let logDir: string;

beforeAll(async () => {
  p = await tempProject(undefined, { git: true });
  p.write(".qgaterc.json", JSON.stringify(FAST_POLICY));
  p.write("src/ok.ts", "export const ok = 1;\n");
  p.write("src/tracked.ts", "export const tracked = 1;\n");
  p.write("src/gone.ts", "export const gone = 1;\n");
  await p.git("add", "-A");
  await p.git("commit", "-qm", "fixture");
  // Dirty before any session: never the session's to answer for.
  p.write("src/before.ts", BAD);
  logDir = mkdtempSync(path.join(tmpdir(), "qgate-shell-logs-"));
});
afterAll(() => {
  p.cleanup();
  rmSync(logDir, { recursive: true, force: true });
});

async function hook(session: string, event: string, fields: Record<string, unknown> = {}) {
  const env = { ...process.env, QGATE_LOG_DIR: logDir };
  return runHook(
    { ...fields, session_id: session, cwd: p.dir, hook_event_name: event },
    { root: p.dir, env, strict: false },
  );
}

/** Codex's Bash PostToolUse as captured from 0.169.0, with this test's command. */
function codexBash(command: string): Record<string, unknown> {
  const captured = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, "../fixtures/assistants/codex-0.169.0/PostToolUse-Bash.input.json"),
      "utf8",
    ),
  ) as Record<string, unknown>;
  return { ...captured, tool_input: { command }, tool_response: "" };
}

/** The full JSON report a hook's answer points to. */
const fullReport = (text: string) =>
  JSON.parse(readFileSync(String(/Full report: (\S+\.json)/.exec(text)?.[1]), "utf8")) as {
    files: string[];
    notes: string[];
  };

const contextOf = (output: { json?: Record<string, unknown> }) =>
  String((output.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext);

describe("files written by a shell command", () => {
  it("are gated after the shell tool's PostToolUse; files dirty before the session are not", async () => {
    await hook("shell-1", "UserPromptSubmit", { prompt: "generate the client" });
    // The command writes nothing: no gate, no answer.
    expect(
      await hook("shell-1", "PostToolUse", { tool_name: "Bash", tool_input: { command: "ls" } }),
    ).toEqual({
      exitCode: 0,
    });
    writeFileSync(path.join(p.dir, "src/generated.ts"), BAD);
    const after = await hook("shell-1", "PostToolUse", {
      tool_name: "Bash",
      tool_input: { command: "cat > src/generated.ts <<EOF" },
    });
    expect(after.exitCode).toBe(0);
    expect(contextOf(after)).toContain("src/generated.ts");
    expect(contextOf(after)).not.toContain("src/before.ts");
    // Looked at once: the same file is not reported again by the next command.
    expect(
      await hook("shell-1", "PostToolUse", { tool_name: "Bash", tool_input: { command: "ls" } }),
    ).toEqual({
      exitCode: 0,
    });
  });

  it("a Codex heredoc (its Bash tool) is gated the same way", async () => {
    await hook("codex-1", "UserPromptSubmit", { prompt: "add a helper", turn_id: "t1" });
    writeFileSync(path.join(p.dir, "src/heredoc.ts"), BAD);
    const answer = await hook("codex-1", "PostToolUse", codexBash("cat > src/heredoc.ts <<'EOF'"));
    expect(contextOf(answer)).toContain("src/heredoc.ts");
    expect(fullReport(contextOf(answer)).notes).toContain(
      "Bash changed 1 file outside the edit tools: src/heredoc.ts",
    );
  });

  it("Stop gates the session's edits and its shell writes, not what was dirty before it", async () => {
    await hook("stop-1", "UserPromptSubmit", { prompt: "refactor" });
    writeFileSync(path.join(p.dir, "src/ok.ts"), "export const ok = 2;\n");
    await hook("stop-1", "PostToolUse", {
      tool_name: "Edit",
      tool_input: { file_path: path.join(p.dir, "src/ok.ts"), new_string: "2" },
    });
    writeFileSync(path.join(p.dir, "src/tracked.ts"), BAD); // by a shell command: no hook saw it
    rmSync(path.join(p.dir, "src/gone.ts"));
    const stop = await hook("stop-1", "Stop", { stop_hook_active: false });
    const message = String(stop.json?.systemMessage);
    expect(message).toContain("src/tracked.ts");
    expect(message).not.toContain("src/before.ts");
    const report = fullReport(message);
    expect(report.files.sort()).toEqual(["src/gone.ts", "src/ok.ts", "src/tracked.ts"]);
    expect(report.notes).toContain(
      "2 files changed outside the edit tools (a shell command?), checked too: src/gone.ts, src/tracked.ts",
    );
    // Found at Stop, they are the session's now: the next Stop checks them again.
    const again = await hook("stop-1", "Stop", { stop_hook_active: true });
    expect(fullReport(String(again.json?.systemMessage)).files.sort()).toEqual([
      "src/gone.ts",
      "src/ok.ts",
      "src/tracked.ts",
    ]);
  });

  it("a file the policy's include leaves out is not reported as written", async () => {
    p.write(".qgaterc.json", JSON.stringify({ ...FAST_POLICY, include: ["src/**"] }));
    await hook("include-1", "UserPromptSubmit", { prompt: "write the notes" });
    p.write("docs/notes.md", "# Notes\n");
    writeFileSync(path.join(p.dir, "src/included.ts"), BAD);
    const answer = await hook("include-1", "PostToolUse", {
      tool_name: "Bash",
      tool_input: { command: "make" },
    });
    expect(fullReport(contextOf(answer)).notes).toContain(
      "Bash changed 1 file outside the edit tools: src/included.ts",
    );
  });
});
