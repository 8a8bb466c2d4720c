/**
 * The secrets guard (issue 36): `qgate hook` with one hook payload on stdin per assistant, as each runs
 * it, in the test's process as the daemon runs a forwarded hook (test/helpers/in-process.ts). A prompt holding a secret is refused where the assistant lets a hook refuse one; a
 * read of a file holding a secret is denied before the tool runs; the answer is each assistant's own
 * shape; and no secret, nor any trace of one, is in stdout or stderr. Payloads are the captured ones
 * (test/fixtures/assistants: Claude Code, Codex 0.169.0, Gemini 0.61.0, Copilot 1.0.102), with the
 * prompt or tool input changed; Cursor's beforeReadFile is written from its hooks docs (2.0), as its
 * other payloads are.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { QGATE_BIN } from "../helpers/cli.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_SECRETS } from "../checks/security-secrets.js";
import {
  capturedPayload,
  claudeInput,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  type HookProject,
} from "../helpers/hook-project.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/assistants");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
const AWS_KEY = FAKE_SECRETS[1];
const GITHUB_TOKEN = FAKE_SECRETS[2];
const PROMPT = `deploy it with the key ${AWS_KEY} and push`;
const BLOCK = {
  ...FAST_POLICY,
  hooks: { slowRunMs: 600_000 },
  secrets: { guard: "block", allow: ["fixtures/**"] },
};

let p: HookProject;
beforeAll(async () => {
  p = await hookProject({
    inProcess: true,
    policy: BLOCK,
    files: {
      ".env": `NODE_ENV=production\nGITHUB_TOKEN=${GITHUB_TOKEN}\n`,
      "fixtures/fake.env": `AWS_ACCESS_KEY_ID=${AWS_KEY}\n`,
      "config/app.json": `{ "port": 3000 }\n`,
    },
  });
});
afterAll(() => p.cleanup());

/** Runs one hook and asserts that no trace of a secret left in its output. */
async function hook(args: string[], input: string, env: Record<string, string> = {}) {
  const result = await p.run(args, { input, env });
  expectNoSecret(result.stdout, "stdout");
  expectNoSecret(result.stderr, "stderr");
  return result;
}

const claudeRead = (tool: string, input: Record<string, unknown>) =>
  claudeInput(p, "PreToolUse", { tool_name: tool, tool_input: input, tool_use_id: "toolu_9" });

describe("Claude Code: UserPromptSubmit and PreToolUse", () => {
  it("refuses a prompt holding a secret: exit 2, decision block, the reason names its kind and line only", async () => {
    const result = await hook(["hook"], claudeInput(p, "UserPromptSubmit", { prompt: PROMPT }));
    expect(result.exitCode).toBe(2);
    const json = stdoutJson(result.stdout);
    expect(json.decision).toBe("block");
    expect(json.reason).toMatch(/^qgate refused this prompt before it reached the model: it holds an AWS/);
    expect(json.reason).toMatch(/on line 1/);
    expect(result.stderr.trim()).toBe(json.reason);
  });

  it("denies a Read of .env, and the shell commands that print it; the reason says what to do instead", async () => {
    const denials = [
      claudeRead("Read", { file_path: path.join(p.dir, ".env") }),
      claudeRead("Bash", { command: "cat .env" }),
      claudeRead("Bash", { command: "head -n 2 ./.env | tail -1" }),
      claudeRead("Bash", { command: "grep -n TOKEN .env" }),
      claudeRead("Bash", { command: 'less "$HOME/x" < .env' }),
      claudeRead("Bash", { command: "cd . && more .en*" }),
    ];
    for (const input of denials) {
      const result = await hook(["hook"], input);
      expect(result.exitCode, input).toBe(0);
      expect(stdoutJson(result.stdout)).toEqual({
        hookSpecificOutput: {
          hookEventName: "PreToolUse",
          permissionDecision: "deny",
          permissionDecisionReason: expect.stringMatching(
            /^qgate refused to let \.env be read: it holds a GitHub token on line 2.*refer to it by its variable's name/,
          ) as unknown,
        },
      });
    }
  });

  it("lets a clean read, an allowlisted fixture, a command that prints no file and any other tool through, silently (strict too)", async () => {
    const passes = [
      claudeRead("Read", { file_path: path.join(p.dir, "config/app.json") }),
      claudeRead("Read", { file_path: path.join(p.dir, "fixtures/fake.env") }),
      claudeRead("Bash", { command: "echo .env && ls -la" }),
      claudeRead("Bash", { command: "cat <<'EOF' > notes.txt\nsee .env\nEOF" }),
      claudeRead("Write", { file_path: path.join(p.dir, "src/new.ts"), content: "x" }),
      claudeRead("WebFetch", { url: "https://example.com" }),
    ];
    for (const input of passes)
      for (const env of [{}, STRICT]) {
        const result = await hook(["hook"], input, env);
        expect(result, input).toEqual({ exitCode: 0, stdout: "", stderr: "" });
      }
  });
});

describe("the other assistants' doors", () => {
  it("Codex 0.169.0: UserPromptSubmit is refused, a PreToolUse Bash `cat .env` denied, apply_patch passes", async () => {
    const prompt = await hook(
      ["hook"],
      capturedPayload(path.join(FIXTURES, "codex-0.169.0"), "UserPromptSubmit", p.dir, (d) => {
        d.prompt = PROMPT;
      }),
    );
    expect(prompt.exitCode).toBe(2);
    expect(stdoutJson(prompt.stdout).decision).toBe("block");
    const read = await hook(
      ["hook"],
      capturedPayload(path.join(FIXTURES, "codex-0.169.0"), "PreToolUse", p.dir, (d) => {
        d.tool_name = "Bash";
        d.tool_input = { command: "cat .env" };
      }),
    );
    expect(read.exitCode).toBe(0);
    expect(stdoutJson(read.stdout)).toMatchObject({
      hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny" },
    });
    const patch = await hook(
      ["hook"],
      capturedPayload(path.join(FIXTURES, "codex-0.169.0"), "PreToolUse", p.dir),
    );
    expect(patch).toEqual({ exitCode: 0, stdout: "", stderr: "" });
  });

  it("Gemini 0.61.0: BeforeAgent is refused (decision block), BeforeTool read_file denied (decision deny), exit 0", async () => {
    const gemini = path.join(FIXTURES, "gemini-0.61.0");
    const prompt = await hook(
      ["hook"],
      capturedPayload(gemini, "BeforeAgent", p.dir, (d) => {
        d.prompt = PROMPT;
      }),
    );
    expect(prompt.exitCode).toBe(0);
    expect(stdoutJson(prompt.stdout)).toMatchObject({ decision: "block" });
    const read = await hook(
      ["hook"],
      capturedPayload(gemini, "BeforeTool", p.dir, (d) => {
        d.tool_name = "read_file";
        d.tool_input = { file_path: path.join(p.dir, ".env") };
      }),
    );
    expect(read.exitCode).toBe(0);
    expect(stdoutJson(read.stdout)).toMatchObject({ decision: "deny" });
    expect(stdoutJson(read.stdout).reason).toMatch(/^qgate refused to let \.env be read/);
    const write = await hook(["hook"], capturedPayload(gemini, "BeforeTool", p.dir));
    expect(write).toEqual({ exitCode: 0, stdout: "", stderr: "" });
  });

  it("Copilot 1.0.102: preToolUse view and bash are denied (permissionDecision deny); userPromptSubmitted cannot be refused", async () => {
    const copilot = path.join(FIXTURES, "copilot-1.0.102");
    for (const [toolName, toolArgs] of [
      ["view", { path: path.join(p.dir, ".env") }],
      ["bash", { command: "tail .env" }],
    ] as const) {
      const result = await hook(
        ["hook", "--assistant", "copilot", "--event", "preToolUse"],
        capturedPayload(copilot, "preToolUse", p.dir, (d) => {
          d.toolName = toolName;
          d.toolArgs = toolArgs;
        }),
      );
      expect(result.exitCode).toBe(0);
      expect(stdoutJson(result.stdout)).toEqual({
        permissionDecision: "deny",
        permissionDecisionReason: expect.stringMatching(/^qgate refused to let \.env be read/) as unknown,
      });
    }
    const create = await hook(
      ["hook", "--assistant", "copilot", "--event", "preToolUse"],
      capturedPayload(copilot, "preToolUse", p.dir),
    );
    expect(create).toEqual({ exitCode: 0, stdout: "", stderr: "" });
    // Copilot ignores userPromptSubmitted's answer: nothing to say, and never a secret.
    const prompt = await hook(
      ["hook", "--assistant", "copilot", "--event", "userPromptSubmitted"],
      capturedPayload(copilot, "userPromptSubmitted", p.dir, (d) => {
        d.prompt = PROMPT;
      }),
    );
    expect(prompt.exitCode).toBe(0);
  });

  it("Cursor (docs 2.0): beforeSubmitPrompt is refused (continue false), beforeReadFile denied from the content it sends", async () => {
    const cursor = path.join(FIXTURES, "cursor-docs-2.0");
    const prompt = await hook(
      ["hook", "--assistant", "cursor"],
      capturedPayload(cursor, "beforeSubmitPrompt", p.dir, (d) => {
        d.prompt = PROMPT;
      }),
    );
    expect(prompt.exitCode).toBe(0);
    expect(stdoutJson(prompt.stdout)).toMatchObject({ continue: false });
    const base = capturedPayload(cursor, "beforeSubmitPrompt", p.dir, (d) => {
      d.hook_event_name = "beforeReadFile";
      delete d.prompt;
      d.file_path = path.join(p.dir, "notes.md");
      d.content = `token: ${GITHUB_TOKEN}\n`;
    });
    const read = await hook(["hook", "--assistant", "cursor"], base);
    expect(read.exitCode).toBe(0);
    expect(stdoutJson(read.stdout)).toMatchObject({ permission: "deny" });
    const clean = await hook(
      ["hook", "--assistant", "cursor"],
      base.replace(/"content":"[^"]*"/, '"content":"# notes\\n"'),
    );
    expect(stdoutJson(clean.stdout)).toEqual({ permission: "allow" });
  });
});

describe("the guard's policy", () => {
  it("warn (the default outside strict mode): the prompt goes through with a warning for the user, never the secret", async () => {
    const q = await hookProject({
      inProcess: true,
      policy: { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } },
    });
    try {
      const result = await q.run(["hook"], { input: claudeInput(q, "UserPromptSubmit", { prompt: PROMPT }) });
      expectNoSecret(result.stdout);
      expectNoSecret(result.stderr);
      expect(result.exitCode).toBe(0);
      // With the prompt check's findings, the warning leads them (additionalContext); alone, a systemMessage.
      expect(JSON.stringify(stdoutJson(result.stdout))).toContain("qgate: warning: this prompt holds an AWS");
      // Strict mode without a word in the policy: block.
      const strict = await q.run(["hook"], {
        input: claudeInput(q, "UserPromptSubmit", { prompt: PROMPT }),
        env: STRICT,
      });
      expect(strict.exitCode).toBe(2);
      expectNoSecret(strict.stdout);
    } finally {
      q.cleanup();
    }
  });

  it("off in a strict policy: accepted, nothing refused, and the report says the guard is off", async () => {
    const q = await hookProject({
      inProcess: true,
      policy: { ...FAST_POLICY, strict: true, hooks: { slowRunMs: 600_000 }, secrets: { guard: "off" } },
      files: { ".env": `GITHUB_TOKEN=${GITHUB_TOKEN}\n` },
    });
    try {
      const read = await q.run(["hook"], {
        input: claudeInput(q, "PreToolUse", {
          tool_name: "Read",
          tool_input: { file_path: path.join(q.dir, ".env") },
        }),
      });
      expect(read).toEqual({ exitCode: 0, stdout: "", stderr: "" });
      const check = await q.run(["check", "--format", "json", "src/ok.ts"]);
      expect(check.exitCode).toBe(0);
      expect((JSON.parse(check.stdout) as { notes: string[] }).notes).toContain(
        'the secrets guard is off (the policy\'s secrets.guard is "off"): prompts and file reads that hold secrets reach the model',
      );
    } finally {
      q.cleanup();
    }
  });
});

describe("qgate install writes the guard's hooks; --no-secrets-guard leaves them out", () => {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(p.dir, file), "utf8")) as { hooks: Record<string, unknown> };

  it("Claude Code, Codex, Gemini, Copilot, Cursor: the pre-tool hook, and gone again with --no-secrets-guard", async () => {
    const targets: Array<[string, string, string]> = [
      ["claude", ".claude/settings.json", "PreToolUse"],
      ["codex", ".codex/hooks.json", "PreToolUse"],
      ["gemini", ".gemini/settings.json", "BeforeTool"],
      ["copilot", ".github/hooks/qgate.json", "preToolUse"],
      ["cursor", ".cursor/hooks.json", "beforeReadFile"],
    ];
    for (const [id, file, event] of targets) {
      expect((await p.run(["install", id])).exitCode, id).toBe(0);
      expect(JSON.stringify(read(file).hooks[event]), id).toMatch(/qgate hook/);
      const without = await p.run(["install", id, "--no-secrets-guard"]);
      expect(without.exitCode, id).toBe(0);
      expect(read(file).hooks[event], id).toBeUndefined();
      expect((await p.run(["uninstall", id])).exitCode, id).toBe(0);
    }
  });

  it("secrets.failClosed: the installed command refuses when qgate cannot run, and answers as ever when it can", async () => {
    const q = await hookProject({
      inProcess: true,
      policy: { ...FAST_POLICY, secrets: { guard: "block", failClosed: true } },
      files: { ".env": `GITHUB_TOKEN=${GITHUB_TOKEN}\n`, "notes.md": "# notes\n" },
    });
    try {
      const commandOf = (prefix: string) => {
        const install = q.run(["install", "claude", "--command", prefix]);
        return install.then((result) => {
          expect(result.stdout).toMatch(/secrets\.failClosed/);
          const settings = JSON.parse(readFileSync(path.join(q.dir, ".claude/settings.json"), "utf8")) as {
            hooks: Record<string, Array<{ hooks: Array<{ command: string }> }>>;
          };
          return settings.hooks.PreToolUse![0]!.hooks[0]!.command;
        });
      };
      const input = (file: string) =>
        claudeInput(q, "PreToolUse", {
          tool_name: "Read",
          tool_input: { file_path: path.join(q.dir, file) },
        });
      // As Claude Code runs a hook command: through the shell, the payload on stdin.
      const run = (command: string, stdin: string) =>
        execa("sh", ["-c", command], { input: stdin, reject: false, cwd: q.dir, env: q.env() });
      const missing = await run(await commandOf(path.join(q.outside, "missing", "qgate")), input("notes.md"));
      expect(missing.exitCode).toBe(2);
      expect(missing.stderr).toMatch(/qgate: the secrets guard could not run, so this was refused/);
      const real = await commandOf(`${process.execPath} ${QGATE_BIN}`);
      const denied = await run(real, input(".env"));
      expect(denied.exitCode, denied.stderr).toBe(0);
      expect(stdoutJson(denied.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
      expectNoSecret(denied.stdout);
      expect(await run(real, input("notes.md"))).toMatchObject({ exitCode: 0, stdout: "", stderr: "" });
      // qgate itself failing (a policy it cannot read) refuses too, in Claude Code's words.
      q.write(".qgaterc.json", "{ not json");
      const broken = await run(real, input("notes.md"));
      expect(broken.exitCode).toBe(0);
      expect(stdoutJson(broken.stdout)).toMatchObject({ hookSpecificOutput: { permissionDecision: "deny" } });
    } finally {
      q.cleanup();
    }
  });
});
