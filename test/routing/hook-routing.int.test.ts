/**
 * Routing, through `qgate hook` in the test's process (test/helpers/in-process.ts; the concurrent
 * writers to the logs are processes of the built binary): the error-occurred hook (precedence, failures, timeout), a check that cannot run (to the
 * error hook always, to the webhook as a strict block), the webhook against a real
 * HTTP server on 127.0.0.1, the logs under 20 concurrent hook processes, an unwritable log directory and
 * the slow-run warning.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort, httpReceiver, type HttpReceiver } from "../helpers/http-receiver.js";
import { FAST_POLICY, HOOK_FIXTURES, hookProject, type HookProject } from "../helpers/hook-project.js";

describe("error-occurred routing", () => {
  let p: HookProject;
  beforeAll(async () => {
    // Long enough for a real `node` error hook to start on a busy machine; the hanging one is killed at it.
    p = await hookProject({
      inProcess: true,
      policy: { ...FAST_POLICY, hooks: { errorHookTimeoutMs: 5000 } },
    });
    for (const name of ["failing.sh", "hanging.sh"])
      copyFileSync(path.join(HOOK_FIXTURES, name), path.join(p.dir, "scripts", name));
  });
  afterAll(() => p.cleanup());

  const tag = (name: string) => `node ./scripts/on-error.mjs ${name}`;

  it("--error-hook beats QGATE_ERROR_HOOK beats settings.local.json beats settings.json beats ~/.claude/settings.json", async () => {
    const settings = (file: string, name: string) =>
      p.write(file, JSON.stringify({ hooks: { "error-occurred": tag(name) } }));
    const fail = ["hook", "tool-call-complete", "Bash", "boom", "false"];
    const sources: string[] = [];
    const last = () => p.recorded().at(-1)?.argv[0];
    mkdirSync(path.join(p.home, ".claude"));
    writeFileSync(
      path.join(p.home, ".claude", "settings.json"),
      JSON.stringify({ hooks: { "error-occurred": tag("user") } }),
    );
    await p.run(fail);
    sources.push(last()!);
    settings(".claude/settings.json", "project");
    await p.run(fail);
    sources.push(last()!);
    settings(".claude/settings.local.json", "local");
    await p.run(fail);
    sources.push(last()!);
    await p.run(fail, { env: { QGATE_ERROR_HOOK: tag("env") } });
    sources.push(last()!);
    await p.run(["hook", "--error-hook", tag("flag"), ...fail.slice(1)], {
      env: { QGATE_ERROR_HOOK: tag("env") },
    });
    sources.push(last()!);
    expect(sources).toEqual(["user", "project", "local", "env", "flag"]);
    // Exactly the three data arguments after the configured command's own words.
    expect(p.recorded().at(-1)?.argv.slice(1)).toEqual([
      "tool_execution_failed",
      'tool Bash failed (success flag "false")',
      JSON.stringify({ tool: "Bash", successFlag: "false", result: "boom" }),
    ]);
  });

  it("a failing or hanging error hook is logged and never changes the gate's exit code", async () => {
    for (const script of ["./scripts/failing.sh", "./scripts/hanging.sh"]) {
      const result = await p.run(["hook", "--error-hook", script, "edit-complete", "src/bad.ts", "modify"], {
        env: { CLAUDE_STRICT_QUALITY: "true" },
      });
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toMatch(/^qgate: the operation is blocked/);
    }
    const failures = p.log("error").filter((r) => r.type === "error_hook_failed");
    expect(failures.map((r) => r.message)).toEqual([
      "error-occurred hook (--error-hook) exited with status 3: on-error: cannot reach the pager",
      "error-occurred hook (--error-hook) timed out after 5000 ms and was killed",
    ]);
    const ok = await p.run([
      "hook",
      "--error-hook",
      "./scripts/failing.sh",
      "edit-complete",
      "src/bad.ts",
      "modify",
    ]);
    expect(ok.exitCode).toBe(0);
    // Three cold gates and a 5 s hook timeout: 31 s of the default 60 s on a busy two-core machine.
  }, 120_000);

  it("a command with shell syntax gets the data as $1 $2 $3; a dangling && never runs a data argument", async () => {
    const fail = ["tool-call-complete", "Bash", "touch pwned-result", "false"];
    for (const command of [
      './scripts/on-error.mjs "$@" || true',
      './scripts/on-error.mjs "$1" "$2" "$3" # record errors',
    ]) {
      const before = p.recorded().length;
      expect((await p.run(["hook", "--error-hook", command, ...fail])).exitCode).toBe(0);
      expect(
        p
          .recorded()
          .slice(before)
          .map((c) => c.argv),
      ).toEqual([
        [
          "tool_execution_failed",
          'tool Bash failed (success flag "false")',
          JSON.stringify({ tool: "Bash", successFlag: "false", result: "touch pwned-result" }),
        ],
      ]);
    }
    const before = p.recorded().length;
    const dangling = await p.run(["hook", "--error-hook", "./scripts/on-error.mjs &&", ...fail]);
    expect(dangling.exitCode).toBe(0);
    expect(p.recorded().length).toBe(before);
    expect(p.log("error").at(-1)).toMatchObject({
      type: "error_hook_failed",
      message: expect.stringMatching(
        /^error-occurred hook \(--error-hook\) exited with status 2: .*syntax error/i,
      ),
    });
    expect(p.pwned()).toEqual([]);
  });

  it("an error hook that leaves a job in the background returns at once; the job runs on", async () => {
    const release = path.join(p.outside, "release");
    const late = path.join(p.outside, "late.txt");
    p.write(
      "scripts/background.sh",
      `#!/bin/sh\n(while [ ! -e ${JSON.stringify(release)} ]; do sleep 0.05; done; echo late > ${JSON.stringify(late)}) &\nexit 0\n`,
    );
    chmodSync(path.join(p.dir, "scripts", "background.sh"), 0o755);
    const result = await p.run([
      "hook",
      "--error-hook",
      "./scripts/background.sh",
      "tool-call-complete",
      "Bash",
      "x",
      "false",
    ]);
    expect(result.exitCode).toBe(0);
    // It returned while the job was still waiting (the hook's 5 s limit was never reached).
    expect(existsSync(late)).toBe(false);
    expect(p.log("session").at(-1)).toMatchObject({ kind: "error-hook", source: "--error-hook" });
    expect(
      p.log("error").filter((r) => r.type === "error_hook_failed" && /background/.test(String(r.message))),
    ).toEqual([]);
    writeFileSync(release, "");
    await expect.poll(() => existsSync(late), { timeout: 20_000 }).toBe(true);
  });

  it("an error hook that is qgate itself is not run again (no recursion), and the marker stops loops", async () => {
    const before = p.recorded().length;
    const self = await p.run([
      "hook",
      "--error-hook",
      "npx qgate hook error-occurred",
      "tool-call-complete",
      "Bash",
      "x",
      "false",
    ]);
    expect(self.exitCode).toBe(0);
    const inside = await p.run(["hook", "tool-call-complete", "Bash", "x", "false"], {
      env: { QGATE_ERROR_HOOK: tag("nested"), QGATE_ERROR_HOOK_ACTIVE: "1" },
    });
    expect(inside.exitCode).toBe(0);
    expect(p.recorded().length).toBe(before);
  });
});

describe("webhook notifications", () => {
  let p: HookProject;
  let hook: HttpReceiver;
  beforeAll(async () => {
    p = await hookProject({
      inProcess: true,
      files: { "src/contents.ts": "export const  SECRET_FILE_CONTENT_MARKER = 'AKIAIOSFODNN7EXAMPLE'\n" },
    });
    hook = await httpReceiver("/notify/T0K3N");
  });
  afterAll(async () => {
    await hook.close();
    p.cleanup();
  });

  it("POSTs a block: summary and findings, never file contents or secrets", async () => {
    const result = await p.run(["hook", "edit-complete", "src/contents.ts", "modify"], {
      env: { QGATE_WEBHOOK_URL: hook.url },
    });
    expect(result.exitCode).toBe(0);
    expect(hook.received).toHaveLength(1);
    const { body, raw } = hook.received[0]!;
    expect(body).toMatchObject({
      source: "qgate",
      version: 1,
      kind: "block",
      event: "edit-complete",
      project: path.basename(p.dir),
      error: { type: "quality_gate_blocked", critical: false },
      context: {
        files: ["src/contents.ts"],
        verdict: "block",
        findings: [{ check: "format", file: "src/contents.ts" }],
      },
    });
    expect(raw).not.toContain("SECRET_FILE_CONTENT_MARKER");
    expect(raw).not.toContain("AKIAIOSFODNN7EXAMPLE");
  });

  it("POSTs a critical error (type with security/critical/system) and nothing for an ordinary one", async () => {
    const before = hook.received.length;
    await p.run(["hook", "error-occurred", "network_error", "offline", "{}"], {
      env: { QGATE_WEBHOOK_URL: hook.url },
    });
    expect(hook.received.length).toBe(before);
    const result = await p.run(
      [
        "hook",
        "error-occurred",
        "security_breach",
        "token ghp_abcdefghijklmnopqrstuvwxyz0123456789AB leaked",
        '{"where":"ci"}',
      ],
      {
        env: { QGATE_WEBHOOK_URL: hook.url },
      },
    );
    expect(result.exitCode).toBe(0);
    expect(hook.received.length).toBe(before + 1);
    const { body, raw } = hook.received.at(-1)!;
    expect(body).toMatchObject({
      kind: "critical_error",
      error: { type: "security_breach", critical: true },
      context: { where: "ci" },
    });
    expect(raw).not.toContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789AB");
    expect(p.log("error").at(-1)).not.toMatchObject({ message: expect.stringContaining("ghp_abc") });
  });

  it("a URL with user:password@ delivers (as Basic auth) and the password is never logged", async () => {
    const before = hook.received.length;
    const url = hook.url.replace("http://", "http://alice:S3cretPassw0rd@");
    const result = await p.run(["hook", "error-occurred", "critical_system", "m", "{}"], {
      env: { QGATE_WEBHOOK_URL: url },
    });
    expect(result.exitCode).toBe(0);
    expect(hook.received.length).toBe(before + 1);
    expect(hook.received.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from("alice:S3cretPassw0rd").toString("base64")}`,
    );
    const closed = `http://alice:S3cretPassw0rd@127.0.0.1:${await closedPort()}/x`;
    await p.run(["hook", "error-occurred", "critical_system", "m", "{}"], {
      env: { QGATE_WEBHOOK_URL: closed },
    });
    expect(p.log("error").at(-1)).toMatchObject({
      type: "network_error",
      message: expect.stringMatching(/^webhook delivery failed \(127\.0\.0\.1:\d+\): ECONNREFUSED$/),
    });
    expect(readFileSync(path.join(p.logDir, "error.jsonl"), "utf8")).not.toContain("S3cretPassw0rd");
  });

  it("--webhook-env names another variable for the URL", async () => {
    const before = hook.received.length;
    const result = await p.run(
      ["hook", "--webhook-env", "TEAM_HOOK", "error-occurred", "critical_disk", "full", "{}"],
      {
        env: { TEAM_HOOK: hook.url },
      },
    );
    expect(result.exitCode).toBe(0);
    expect(hook.received.length).toBe(before + 1);
    expect(hook.received.at(-1)?.body).toMatchObject({ error: { type: "critical_disk" } });
  });

  it("a delivery failure (closed port) is logged without the URL; the exit code is unaffected", async () => {
    const url = `http://127.0.0.1:${await closedPort()}/notify/T0K3N`;
    const result = await p.run(["hook", "edit-complete", "src/contents.ts", "modify"], {
      env: { QGATE_WEBHOOK_URL: url, CLAUDE_STRICT_QUALITY: "true" },
    });
    expect(result.exitCode).toBe(1);
    const failure = p
      .log("error")
      .find((r) => r.type === "network_error" && String(r.message).startsWith("webhook"));
    expect(failure?.message).toMatch(/^webhook delivery failed \(127\.0\.0\.1:\d+\): ECONNREFUSED$/);
    expect(readFileSync(path.join(p.logDir, "error.jsonl"), "utf8")).not.toContain("T0K3N");
  });
});

describe("a check that cannot run in a hook", () => {
  // The project's ESLint config imports a package that is not installed: lint fails at once, every run.
  let p: HookProject;
  let hook: HttpReceiver;
  const policy = (extra: object = {}) =>
    p.write(
      ".qgaterc.json",
      JSON.stringify({ checks: { types: { enabled: false }, security: { enabled: false } }, ...extra }),
    );
  beforeAll(async () => {
    p = await hookProject({
      inProcess: true,
      policy: { checks: { types: { enabled: false }, security: { enabled: false } } },
      files: {
        "package.json": JSON.stringify({
          name: "x",
          type: "module",
          devDependencies: { eslint: "^10.0.0", "@eslint/js": "^10.0.0" },
        }),
        "eslint.config.js":
          'import js from "@eslint/js";\nimport { defineConfig } from "eslint/config";\nexport default defineConfig([js.configs.recommended]);\n',
        "src/a.js": "export const a = 1;\n",
      },
    });
    hook = await httpReceiver("/notify/failures");
  });
  afterAll(async () => {
    await hook.close();
    p.cleanup();
  });

  const gate = (env: Record<string, string> = {}) =>
    p.run(["hook", "--error-hook", "node ./scripts/on-error.mjs", "edit-complete", "src/a.js", "modify"], {
      env: { QGATE_WEBHOOK_URL: hook.url, ...env },
    });
  /** The error hook's calls since `from`: [type, message, parsed context]. */
  const calls = (from: number) =>
    p
      .recorded()
      .slice(from)
      .map(({ argv }) => [argv[0], argv[1], JSON.parse(argv[2]!) as Record<string, unknown>] as const);
  const FAILURE = [
    "dependency_error",
    expect.stringMatching(/^lint: .*Cannot find package '@eslint\/js'.*run npm install$/),
    expect.objectContaining({ event: "edit-complete", files: ["src/a.js"], checks: ["lint"] }),
  ];

  it("goes to the error hook with its seed error type; not to the webhook: neither a block nor critical", async () => {
    // Not strict, onFailure "block" (the default): the verdict is incomplete, nothing blocks.
    policy();
    const before = p.recorded().length;
    const result = await gate();
    expect(result.exitCode).toBe(0);
    expect(calls(before)).toEqual([FAILURE]);
    // docs/assistant-hooks.md: the webhook hears of blocks and critical errors only.
    expect(hook.received).toEqual([]);
  });

  it("goes to the error hook under onFailure allow too, where the run does not count as incomplete", async () => {
    policy({ onFailure: "allow" });
    const before = p.recorded().length;
    const result = await gate();
    expect(result.exitCode).toBe(0);
    expect(calls(before)).toEqual([FAILURE]);
    expect(hook.received).toEqual([]);
  });

  it("in strict mode blocks: to the error hook and the webhook as a block, and the failure itself to the error hook", async () => {
    policy();
    const before = p.recorded().length;
    const received = hook.received.length;
    const result = await gate({ CLAUDE_STRICT_QUALITY: "true" });
    expect(result.exitCode).toBe(1);
    expect(calls(before)).toEqual([
      [
        "quality_gate_blocked",
        "qgate: the operation is blocked: 1 check could not run in src/a.js",
        expect.objectContaining({ verdict: "incomplete", strict: true, files: ["src/a.js"] }),
      ],
      FAILURE,
    ]);
    expect(hook.received.slice(received).map((r) => r.body)).toEqual([
      expect.objectContaining({
        kind: "block",
        event: "edit-complete",
        error: expect.objectContaining({ type: "quality_gate_blocked", critical: false }),
        context: expect.objectContaining({ verdict: "incomplete", strict: true, files: ["src/a.js"] }),
      }),
    ]);
  });
});

describe("logs", () => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: { ...FAST_POLICY, hooks: { slowRunMs: 1 } } });
  });
  afterAll(() => p.cleanup());

  it("20 parallel hook processes leave 20 intact JSON lines", async () => {
    const runs = Array.from({ length: 20 }, (_, i) =>
      p.binary([
        "hook",
        "error-occurred",
        "network_error",
        `run ${i} ${"x".repeat(200)}`,
        JSON.stringify({ i }),
      ]),
    );
    const results = await Promise.all(runs);
    expect(results.map((r) => r.exitCode)).toEqual(new Array(20).fill(0));
    const lines = readFileSync(path.join(p.logDir, "error.jsonl"), "utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(20);
    const seen = lines
      .map((line) => (JSON.parse(line) as { context: { i: number } }).context.i)
      .sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("rotation under 20 parallel processes splits and loses no line", async () => {
    const logDir = path.join(p.outside, "rotating");
    const env = { QGATE_LOG_DIR: logDir, QGATE_LOG_MAX_BYTES: "1500", QGATE_LOG_KEEP: "100" };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        p.binary(
          ["hook", "error-occurred", "network_error", `run ${i} ${"y".repeat(300)}`, JSON.stringify({ i })],
          { env },
        ),
      ),
    );
    expect(results.filter((r) => r.exitCode !== 0)).toEqual([]);
    const files = readdirSync(logDir).filter((name) => name.startsWith("error.jsonl"));
    expect(files.length).toBeGreaterThan(1);
    expect(files.some((name) => name.endsWith(".lock"))).toBe(false);
    const seen = files
      .flatMap((name) => readFileSync(path.join(logDir, name), "utf8").split("\n").filter(Boolean))
      .map((line) => (JSON.parse(line) as { context: { i: number } }).context.i)
      .sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("an unwritable log directory degrades to one warning; the gate still runs", async () => {
    writeFileSync(path.join(p.outside, "not-a-dir"), "");
    const result = await p.run(["hook", "edit-complete", "src/bad.ts", "modify"], {
      env: { QGATE_LOG_DIR: path.join(p.outside, "not-a-dir", "logs"), CLAUDE_STRICT_QUALITY: "true" },
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("Full report: not saved (log directory not writable)");
    expect(
      result.stderr.split("\n").filter((l) => l.startsWith("qgate: warning: cannot write logs")),
    ).toHaveLength(1);
  });

  it("warns about a slow run past policy hooks.slowRunMs and records it in the performance log", async () => {
    const result = await p.run(["hook", "edit-complete", "src/ok.ts", "modify"]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toMatch(
      /^qgate: warning: slow hook run: \d+ ms \(over 1 ms; policy hooks\.slowRunMs\)$/,
    );
    expect(p.log("performance").at(-1)).toMatchObject({
      door: "hook:edit-complete",
      slow: true,
      thresholdMs: 1,
      files: 1,
    });
  });
});
