/**
 * The Codex CLI door, in process (test/helpers/in-process.ts): `qgate hook` (or `qgate hook --assistant codex`) with the payloads
 * Codex 0.169.0 really sent (test/fixtures/assistants/codex-0.169.0, paths moved into a temp project),
 * every answer validated against Codex's own output schemas (vendored; `additionalProperties: false`,
 * so one unknown field would make Codex reject the whole answer).
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import {
  capturedPayload,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  type HookProject,
} from "../helpers/hook-project.js";

const CODEX = path.resolve(import.meta.dirname, "../fixtures/assistants/codex-0.169.0");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };

const ajv = new Ajv({ strict: false });
const schemas = Object.fromEntries(
  ["post-tool-use", "stop", "user-prompt-submit"].map((name) => [
    name,
    ajv.compile(
      JSON.parse(readFileSync(path.join(CODEX, "schemas", `${name}.command.output.schema.json`), "utf8")),
    ),
  ]),
);

/** Codex accepts the answer: valid JSON under its schema for the event (or no output at all). */
function expectValidForCodex(stdout: string, schema: "post-tool-use" | "stop" | "user-prompt-submit") {
  if (stdout.trim() === "") return;
  const validate = schemas[schema]!;
  const output = stdoutJson(stdout);
  expect(validate(output), JSON.stringify(validate.errors)).toBe(true);
}

function payload(name: string, dir: string, change?: (data: Record<string, unknown>) => void): string {
  return capturedPayload(CODEX, name, dir, change);
}

describe("qgate hook: Codex CLI (payloads captured from Codex 0.169.0)", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  });
  afterAll(() => p.cleanup());

  it("an apply_patch that adds a badly formatted file: additionalContext outside strict mode, a block in it", async () => {
    // What the captured patch added (single quotes: Prettier wants double ones).
    p.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
    const input = payload("PostToolUse", p.dir);
    const advisory = await p.run(["hook"], { input });
    expect(advisory.exitCode).toBe(0);
    expectValidForCodex(advisory.stdout, "post-tool-use");
    const output = stdoutJson(advisory.stdout) as {
      hookSpecificOutput: { hookEventName: string; additionalContext: string };
    };
    expect(output.hookSpecificOutput.hookEventName).toBe("PostToolUse");
    expect(output.hookSpecificOutput.additionalContext).toMatch(
      /src\/planted\.ts:1:1 error format\/prettier\/format/,
    );

    const strict = await p.run(["hook", "--assistant", "codex"], { input, env: STRICT });
    expect(strict.exitCode).toBe(2);
    expectValidForCodex(strict.stdout, "post-tool-use");
    const block = stdoutJson(strict.stdout);
    expect(Object.keys(block)).toEqual(["decision", "reason"]);
    expect(block.decision).toBe("block");
    expect(block.reason).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/planted\.ts/);
    expect(strict.stderr).toBe(block.reason);
    expect(p.log("metrics").at(-1)).toMatchObject({
      door: "hook:PostToolUse",
      session: "01a20b0b-623a-76c3-b3aa-279fda94e2db",
      files: [{ path: "src/planted.ts", changedLines: 1, passed: false }],
    });
  });

  it("a patch that updates two files gates both in one run; clean files pass silently", async () => {
    p.write("src/existing.ts", "export const existing: number = 2;\n");
    p.write("src/other.ts", "export const other: string = 'b';\n");
    const result = await p.run(["hook"], { input: payload("PostToolUse-multifile", p.dir) });
    expect(result.exitCode).toBe(0);
    expectValidForCodex(result.stdout, "post-tool-use");
    expect(p.log("metrics").at(-1)).toMatchObject({
      files: [
        { path: "src/existing.ts", changedLines: 1, passed: true },
        { path: "src/other.ts", changedLines: 1, passed: false },
      ],
    });
    p.write("src/other.ts", 'export const other: string = "b";\n');
    const clean = await p.run(["hook"], { input: payload("PostToolUse-multifile", p.dir) });
    expect(clean).toEqual({ exitCode: 0, stdout: "", stderr: "" });
  });

  it("a patch naming files outside the project skips them with a note and never reads them", async () => {
    const outside = path.join(p.outside, "secret.ts");
    const input = payload("PostToolUse", p.dir, (data) => {
      (data.tool_input as { command: string }).command =
        `*** Begin Patch\n*** Add File: ../outside.ts\n+x\n*** Update File: ${outside}\n@@\n+y\n*** End Patch\n`;
    });
    const result = await p.run(["hook"], { input, env: STRICT });
    expect(result.exitCode).toBe(0);
    expectValidForCodex(result.stdout, "post-tool-use");
    expect(existsSync(path.join(path.dirname(p.dir), "outside.ts"))).toBe(false);
    expect(result.stdout + result.stderr).not.toMatch(/secret\.ts:\d/);
  });

  it("Stop blocks once in strict mode while the session's files fail, and never again with stop_hook_active", async () => {
    p.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
    await p.run(["hook"], { input: payload("PostToolUse", p.dir) });
    const first = await p.run(["hook"], { input: payload("Stop-first", p.dir), env: STRICT });
    expectValidForCodex(first.stdout, "stop");
    expect(first.exitCode).toBe(2);
    expect(stdoutJson(first.stdout)).toMatchObject({ decision: "block" });
    const second = await p.run(["hook"], { input: payload("Stop-second", p.dir), env: STRICT });
    expectValidForCodex(second.stdout, "stop");
    expect(second.exitCode).toBe(0);
    expect(second.stdout).not.toMatch(/"decision"/);
  });

  it("an apply_patch whose PostToolUse never fires (0.136.0, openai/codex#26729): Stop still blocks on its file", async () => {
    const q = await hookProject({ inProcess: true, policy: CALM_POLICY });
    try {
      const session = (data: Record<string, unknown>) => {
        data.session_id = "no-post-tool-use";
      };
      // The turn starts (the session's baseline of the working tree), a patch lands, no PostToolUse.
      await q.run(["hook"], { input: payload("UserPromptSubmit", q.dir, session) });
      q.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
      const stop = await q.run(["hook"], { input: payload("Stop-first", q.dir, session), env: STRICT });
      expectValidForCodex(stop.stdout, "stop");
      expect(stop.exitCode).toBe(2);
      const answer = stdoutJson(stop.stdout) as { decision: string; reason: string };
      expect(answer.decision).toBe("block");
      expect(answer.reason).toContain("src/planted.ts");
    } finally {
      q.cleanup();
    }
  });

  it("an apply_patch whose PostToolUse never fires: the next Bash PostToolUse's shell-write sweep blocks on its file", async () => {
    const q = await hookProject({ inProcess: true, policy: CALM_POLICY });
    try {
      const session = (data: Record<string, unknown>) => {
        data.session_id = "no-post-tool-use-then-bash";
      };
      await q.run(["hook"], { input: payload("UserPromptSubmit", q.dir, session) });
      q.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
      // The model's next tool is a shell command (the captured one reads the file): its PostToolUse
      // finds the file by its stamp, before the turn ends.
      const bash = await q.run(["hook"], { input: payload("PostToolUse-Bash", q.dir, session), env: STRICT });
      expectValidForCodex(bash.stdout, "post-tool-use");
      expect(bash.exitCode).toBe(2);
      expect(String(stdoutJson(bash.stdout).reason)).toMatch(
        /^qgate: the operation is blocked: 1 blocking finding in src\/planted\.ts/,
      );
    } finally {
      q.cleanup();
    }
  });

  it("an apply_patch whose PostToolUse never fires, on a file already changed before the session, or with no hook before Stop: Stop blocks", async () => {
    const q = await hookProject({ inProcess: true, policy: CALM_POLICY });
    try {
      // Changed (and clean) before the session began: in the baseline, so only its new stamp tells.
      q.write("src/planted.ts", 'export const plantedBad: number = "fine";\n');
      const dirty = (data: Record<string, unknown>) => {
        data.session_id = "no-post-tool-use-dirty";
      };
      await q.run(["hook"], { input: payload("UserPromptSubmit", q.dir, dirty) });
      q.write("src/planted.ts", "export const plantedBad: number = 'not a number';\n");
      const stop = await q.run(["hook"], { input: payload("Stop-first", q.dir, dirty), env: STRICT });
      expectValidForCodex(stop.stdout, "stop");
      expect(stop.exitCode).toBe(2);
      expect(String(stdoutJson(stop.stdout).reason)).toContain("src/planted.ts");
      // A session whose first hook is its Stop (no prompt hook, no PostToolUse): the working tree.
      const bare = await q.run(["hook"], {
        input: payload("Stop-first", q.dir, (data) => {
          data.session_id = "no-hook-before-stop";
        }),
        env: STRICT,
      });
      expectValidForCodex(bare.stdout, "stop");
      expect(bare.exitCode).toBe(2);
      expect(String(stdoutJson(bare.stdout).reason)).toContain("src/planted.ts");
    } finally {
      q.cleanup();
    }
  });

  it("UserPromptSubmit answers with the prompt check in Codex's shape", async () => {
    const result = await p.run(["hook"], { input: payload("UserPromptSubmit", p.dir) });
    expect(result.exitCode).toBe(0);
    expectValidForCodex(result.stdout, "user-prompt-submit");
  });

  it("malformed input and events qgate does not handle: one line on stderr, exit 0", async () => {
    const malformed = await p.run(["hook", "--assistant", "codex"], { input: "{ nope" });
    expect(malformed.exitCode).toBe(0);
    expect(malformed.stderr.trim().split("\n")).toHaveLength(1);
    expect(malformed.stderr).toMatch(/^qgate: hook: malformed hook JSON on stdin/);
    const sessionStart = await p.run(["hook"], { input: payload("SessionStart", p.dir) });
    expect(sessionStart.exitCode).toBe(0);
    expect(sessionStart.stdout).toBe("");
    expect(sessionStart.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("--assistant with an unknown name is a usage error naming the ones it knows", async () => {
    const result = await p.run(["hook", "--assistant", "vim"], { input: payload("Stop-second", p.dir) });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(
      /^qgate: hook: --assistant: unknown assistant "vim": expected claude, codex/,
    );
  });
});

describe("qgate hook: a Codex rename (apply_patch with Move to)", () => {
  let p: TempProject;
  let outside: string;
  beforeAll(async () => {
    // a.ts is imported by b.ts and re-exported by c.ts (d.ts imports it through c.ts).
    p = await tempProject("importer-break", { git: true });
    outside = mkdtempSync(path.join(tmpdir(), "qgate-codex-rename-"));
  });
  afterAll(() => {
    p.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it("renaming src/a.ts to src/a2.ts blocks in strict mode with TS2307 in the two files importing a.ts", async () => {
    // Codex has already moved the file on disk when PostToolUse fires.
    renameSync(path.join(p.dir, "src/a.ts"), path.join(p.dir, "src/a2.ts"));
    const input = payload("PostToolUse-multifile", p.dir, (data) => {
      (data.tool_input as { command: string }).command =
        "*** Begin Patch\n*** Update File: src/a.ts\n*** Move to: src/a2.ts\n@@\n /** Adds two numbers. */\n*** End Patch\n";
      // Codex's apply_patch summary, as for the other edits (one line per resulting file).
      data.tool_response =
        "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nM src/a2.ts\n";
    });
    const result = await runInProcess(["hook"], {
      cwd: p.dir,
      input,
      env: {
        ...STRICT,
        QGATE_LOG_DIR: path.join(outside, "logs"),
        HOME: outside,
        CLAUDE_CONFIG_DIR: undefined,
        QGATE_ERROR_HOOK: undefined,
      },
    });
    expect(result.exitCode, result.stderr).toBe(2);
    expectValidForCodex(result.stdout, "post-tool-use");
    const reason = String(stdoutJson(result.stdout).reason);
    const lines = reason.split("\n");
    expect(lines[0]).toBe("qgate: the operation is blocked: 2 blocking findings in 2 files");
    expect(lines.slice(1, 3)).toEqual([
      expect.stringMatching(/^- src\/b\.ts:1:\d+ error types\/TS2307: Cannot find module '\.\/a\.js'/),
      expect.stringMatching(/^- src\/c\.ts:1:\d+ error types\/TS2307: Cannot find module '\.\/a\.js'/),
    ]);
  });
});

describe("qgate install codex", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true });
  });
  afterAll(() => p.cleanup());

  it("merges into .codex/hooks.json beside the user's own hooks, idempotently, and uninstall restores the file byte for byte", async () => {
    // Laid out by hand (one-line inner objects, a tab-indented block): not what JSON.stringify writes.
    const mine =
      '{\n  "hooks": {\n    "PostToolUse": [\n      { "matcher": "shell", "hooks": [{ "type": "command", "command": "./mine.sh" }] }\n    ],\n\t"Stop": [{ "hooks": [{ "type": "command", "command": "./done.sh" }] }]\n  }\n}\n';
    p.write(".codex/hooks.json", mine);
    const file = path.join(p.dir, ".codex/hooks.json");

    const dryRun = await p.run(["install", "codex", "--dry-run"]);
    expect(dryRun.exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(mine);

    const install = await p.run(["install", "codex"]);
    expect(install.exitCode).toBe(0);
    expect(install.stdout).toMatch(/trusted project/);
    const installed = JSON.parse(readFileSync(file, "utf8")) as {
      hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ command: string }> }>>;
    };
    expect(installed.hooks.PostToolUse).toEqual([
      { matcher: "shell", hooks: [{ type: "command", command: "./mine.sh" }] },
      {
        matcher: "apply_patch|Bash",
        hooks: [{ type: "command", command: "npx --no-install qgate hook --assistant codex" }],
      },
    ]);
    expect(installed.hooks.Stop!.map((group) => group.hooks[0]!.command)).toEqual([
      "./done.sh",
      "npx --no-install qgate hook --assistant codex",
    ]);
    expect(installed.hooks.UserPromptSubmit).toHaveLength(1);

    const again = await p.run(["install", "codex"]);
    expect(again.stdout).toMatch(/already installed/);

    const uninstall = await p.run(["uninstall", "codex"]);
    expect(uninstall.exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(mine);
  });

  it("refuses an unknown scope in one line", async () => {
    const result = await p.run(["install", "codex", "--scope", "local"]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('qgate: install codex: --scope "local": expected project or user');
  });
});
