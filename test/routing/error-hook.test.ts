import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  errorHookInvocation,
  isQgateCommand,
  plainWords,
  resolveErrorHook,
  runErrorHook,
  type ErrorRecord,
} from "../../src/routing/error-hook.js";

const HOOKS = path.resolve(import.meta.dirname, "../fixtures/hooks");
const HOSTILE = `it's "quoted" $(touch pwned) \`touch pwned2\` ; touch pwned3\nsecond line $HOME`;

let root: string;
let home: string;
let record: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "qgate-errhook-"));
  home = mkdtempSync(path.join(tmpdir(), "qgate-home-"));
  record = path.join(root, "record.jsonl");
  mkdirSync(path.join(root, "scripts"));
  copyFileSync(path.join(HOOKS, "record-args.mjs"), path.join(root, "scripts", "on-error.mjs"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

function writeSettings(file: string, errorOccurred: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ hooks: { "error-occurred": errorOccurred } }, null, 2));
}

function recorded(): Array<{ argv: string[]; cwd: string; marker: string | null }> {
  if (!existsSync(record)) return [];
  return readFileSync(record, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const env = () => ({
  ...process.env,
  HOME: home,
  CLAUDE_CONFIG_DIR: undefined,
  QGATE_ERROR_HOOK: undefined,
  QGATE_TEST_RECORD: record,
});

describe("resolveErrorHook", () => {
  it("follows the precedence --error-hook > QGATE_ERROR_HOOK > settings.local > settings > user settings", () => {
    const e = env();
    expect(resolveErrorHook({ root, env: e })).toBeUndefined();
    writeSettings(path.join(home, ".claude", "settings.json"), "./user.sh");
    expect(resolveErrorHook({ root, env: e })).toEqual({
      command: "./user.sh",
      source: path.join(home, ".claude", "settings.json"),
    });
    writeSettings(path.join(root, ".claude", "settings.json"), "./project.sh");
    expect(resolveErrorHook({ root, env: e })?.command).toBe("./project.sh");
    writeSettings(path.join(root, ".claude", "settings.local.json"), "./local.sh");
    expect(resolveErrorHook({ root, env: e })?.command).toBe("./local.sh");
    expect(resolveErrorHook({ root, env: { ...e, QGATE_ERROR_HOOK: "./env.sh" } })).toEqual({
      command: "./env.sh",
      source: "QGATE_ERROR_HOOK",
    });
    expect(
      resolveErrorHook({ root, flag: "./flag.sh", env: { ...e, QGATE_ERROR_HOOK: "./env.sh" } })?.source,
    ).toBe("--error-hook");
  });

  it("skips a settings file it cannot read with a warning, and values that are not strings", () => {
    const warnings: string[] = [];
    mkdirSync(path.join(root, ".claude"));
    writeFileSync(path.join(root, ".claude", "settings.local.json"), "{ broken");
    writeSettings(path.join(root, ".claude", "settings.json"), [{ hooks: [] }]);
    writeSettings(path.join(home, ".claude", "settings.json"), "./user.sh");
    expect(resolveErrorHook({ root, env: env(), onWarning: (m) => warnings.push(m) })?.command).toBe(
      "./user.sh",
    );
    expect(warnings).toEqual([expect.stringMatching(/settings\.local\.json: invalid JSON/)]);
  });
});

describe("runErrorHook", () => {
  const hostile: ErrorRecord = {
    type: "security_violation",
    message: HOSTILE,
    context: { file: "a'b\"c.ts", note: HOSTILE },
  };

  it("runs a script path with exactly (type, message, context JSON), hostile text intact, nothing executed", async () => {
    const outcome = await runErrorHook({ command: "./scripts/on-error.mjs", source: "test" }, hostile, {
      root,
      timeoutMs: 20_000,
      env: env(),
    });
    expect(outcome).toMatchObject({ ran: true, exitCode: 0 });
    const [call] = recorded();
    expect(call?.argv).toEqual(["security_violation", HOSTILE, JSON.stringify(hostile.context)]);
    expect(call?.cwd).toBe(root);
    expect(call?.marker).toBe("1");
    expect(readdirSync(root).filter((n) => n.startsWith("pwned"))).toEqual([]);
  });

  it("runs plain words (quotes allowed) directly with the three data arguments appended", async () => {
    const script = path.join(root, "scripts", "on-error.mjs");
    const command = `node ${JSON.stringify(script)} 'first word'`;
    expect(errorHookInvocation(command, root, hostile)).toEqual({
      file: "node",
      args: [script, "first word", "security_violation", HOSTILE, JSON.stringify(hostile.context)],
    });
    const outcome = await runErrorHook({ command, source: "test" }, hostile, {
      root,
      timeoutMs: 20_000,
      env: env(),
    });
    expect(outcome).toMatchObject({ ran: true, exitCode: 0 });
    expect(recorded()[0]?.argv).toEqual([
      "first word",
      "security_violation",
      HOSTILE,
      JSON.stringify(hostile.context),
    ]);
    expect(readdirSync(root).filter((n) => n.startsWith("pwned"))).toEqual([]);
  });

  it("runs shell syntax under sh -c with the data as $1 $2 $3, never appended to the text", async () => {
    for (const command of [
      './scripts/on-error.mjs "$@" || true',
      './scripts/on-error.mjs "$1" "$2" "$3" # record errors',
      './scripts/on-error.mjs "$@"; true',
    ]) {
      expect(errorHookInvocation(command, root, hostile)).toEqual({
        file: "sh",
        args: [
          "-c",
          command,
          "qgate-error-hook",
          "security_violation",
          HOSTILE,
          JSON.stringify(hostile.context),
        ],
      });
      const before = recorded().length;
      const outcome = await runErrorHook({ command, source: "test" }, hostile, {
        root,
        timeoutMs: 20_000,
        env: env(),
      });
      expect(outcome).toMatchObject({ ran: true, exitCode: 0 });
      expect(
        recorded()
          .slice(before)
          .map((c) => c.argv),
      ).toEqual([["security_violation", HOSTILE, JSON.stringify(hostile.context)]]);
    }
    // `|| true` and a trailing comment without "$@": the script runs, with no arguments (documented).
    for (const command of ["./scripts/on-error.mjs || true", "./scripts/on-error.mjs # record errors"]) {
      const before = recorded().length;
      expect(
        await runErrorHook({ command, source: "test" }, hostile, { root, timeoutMs: 20_000, env: env() }),
      ).toMatchObject({ ran: true, exitCode: 0 });
      expect(
        recorded()
          .slice(before)
          .map((c) => c.argv),
      ).toEqual([[]]);
    }
    expect(readdirSync(root).filter((n) => n.startsWith("pwned"))).toEqual([]);
  });

  it("never runs a data argument as a command: a dangling && is a syntax error", async () => {
    const evil: ErrorRecord = { type: "touch pwned-type", message: "touch pwned-message", context: {} };
    const outcome = await runErrorHook({ command: "./scripts/on-error.mjs &&", source: "test" }, evil, {
      root,
      timeoutMs: 20_000,
      env: env(),
    });
    expect(outcome).toMatchObject({
      ran: true,
      exitCode: 2,
      detail: expect.stringMatching(/^exited with status 2: .*syntax error/i),
    });
    expect(recorded()).toEqual([]);
    expect(readdirSync(root).filter((n) => n.startsWith("pwned"))).toEqual([]);
  });

  it("tells plain words from shell syntax", () => {
    expect(plainWords("node scripts/x.mjs --flag")).toEqual(["node", "scripts/x.mjs", "--flag"]);
    expect(plainWords(`  "/a b/hook.sh"  'x y'z `)).toEqual(["/a b/hook.sh", "x yz"]);
    for (const command of [
      "./h.sh || true",
      "./h.sh # note",
      "./h.sh; true",
      "./h.sh &&",
      "./h.sh &",
      "./h.sh > log",
      'echo "$HOME"',
      "echo $(id)",
      "~/bin/h.sh",
      "FOO=1 ./h.sh",
      "./h.sh *.log",
      "./h.sh\nrm x",
      "'unterminated",
    ])
      expect(plainWords(command), command).toBeUndefined();
  });

  it("reports a failing hook with its status and last stderr line", async () => {
    copyFileSync(path.join(HOOKS, "failing.sh"), path.join(root, "scripts", "failing.sh"));
    const outcome = await runErrorHook({ command: "scripts/failing.sh", source: "test" }, hostile, {
      root,
      timeoutMs: 20_000,
      env: env(),
    });
    expect(outcome).toMatchObject({
      ran: true,
      exitCode: 3,
      detail: "exited with status 3: on-error: cannot reach the pager",
    });
  });

  it("kills a hook that outlives its timeout, with its children", async () => {
    copyFileSync(path.join(HOOKS, "hanging.sh"), path.join(root, "scripts", "hanging.sh"));
    const outcome = await runErrorHook({ command: "./scripts/hanging.sh", source: "test" }, hostile, {
      root,
      timeoutMs: 1000,
      env: env(),
    });
    expect(outcome).toMatchObject({
      ran: true,
      timedOut: true,
      detail: "timed out after 1000 ms and was killed",
    });
    const pids = ["hanging.pid", "hanging.grandchild"].map((name) =>
      Number(readFileSync(path.join(root, "scripts", name), "utf8")),
    );
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(() => pids.map(alive), { timeout: 10_000, interval: 50 }).toEqual([false, false]);
  });

  it("waits only for the hook itself: a job it leaves in the background neither holds qgate up nor dies", async () => {
    const late = path.join(root, "late.txt");
    const release = path.join(root, "release");
    // The background job waits for a file this test creates after the hook returned, then writes.
    const command = `(while [ ! -e "$4" ]; do sleep 0.05; done; echo late >> "$5"; echo bg-stderr >&2) & exit 0`;
    const outcome = await runErrorHook(
      {
        command: `sh -c '${command}' bg "$@" ${JSON.stringify(release)} ${JSON.stringify(late)}`,
        source: "test",
      },
      hostile,
      { root, timeoutMs: 60_000, env: env() },
    );
    expect(outcome).toMatchObject({ ran: true, exitCode: 0 });
    expect(outcome.timedOut).toBeUndefined();
    expect(existsSync(late)).toBe(false);
    writeFileSync(release, "");
    await expect.poll(() => existsSync(late), { timeout: 20_000 }).toBe(true);
  });

  it("does not run inside another error hook (loop guard) nor when the hook is qgate itself", async () => {
    const path1 = { command: "./scripts/on-error.mjs", source: "test" };
    expect(
      await runErrorHook(path1, hostile, {
        root,
        timeoutMs: 1000,
        env: { ...env(), QGATE_ERROR_HOOK_ACTIVE: "1" },
      }),
    ).toMatchObject({
      ran: false,
      detail: expect.stringMatching(/loop guard/),
    });
    expect(
      await runErrorHook({ command: "npx qgate hook error-occurred", source: "test" }, hostile, {
        root,
        timeoutMs: 1000,
        env: env(),
      }),
    ).toMatchObject({ ran: false, detail: expect.stringMatching(/qgate itself/) });
    expect(recorded()).toEqual([]);
  });
});

describe("isQgateCommand", () => {
  it("recognises qgate's own commands only", () => {
    expect(isQgateCommand("qgate hook error-occurred")).toBe(true);
    expect(isQgateCommand("npx qgate hook")).toBe(true);
    expect(isQgateCommand("npx --no-install qgate hook")).toBe(true);
    expect(isQgateCommand("./scripts/qgate-notify.sh")).toBe(false);
    expect(isQgateCommand("qgatekeeper run")).toBe(false);
  });
});
