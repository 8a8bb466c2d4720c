/**
 * The doors of OpenCode, Kilo Code (qgate's plugin: hook/plugin-door.ts) and Windsurf, their command
 * lines run in the test's process as the daemon runs a forwarded hook (test/helpers/in-process.ts; the
 * warm daemon's own test runs the built binary): the captured payloads (paths moved into a temp project), what
 * each answers on a block, on findings outside strict mode and on a clean edit, and fuzzed payloads
 * (hostile paths, a symlink out of the root, huge strings, truncated JSON), which must end in exit 0,
 * 1 or 2 with no stack trace, and never show anything of a file outside the root.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAST_POLICY, hookProject, stdoutJson, type HookProject } from "../helpers/hook-project.js";

const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/assistants");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
/** Text planted in the file outside the root: it must never appear in anything qgate writes. */
const OUTSIDE_MARKER = "OUTSIDE_ROOT_MARKER_7f3a";

let p: HookProject;
beforeAll(async () => {
  p = await hookProject({ inProcess: true, policy: CALM_POLICY });
  writeFileSync(path.join(p.outside, "target.ts"), `export const  ${OUTSIDE_MARKER}=1\n`);
  symlinkSync(path.join(p.outside, "target.ts"), path.join(p.dir, "src", "link.ts"));
});
afterAll(() => p.cleanup());

/** A captured sample with its /home/user/project paths moved into the temp project. */
function sample(file: string): Record<string, unknown> {
  const text = readFileSync(path.join(FIXTURES, file), "utf8").replaceAll("/home/user/project", p.dir);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The plugin's payload for one tool call (the shape of the captured ones). */
function pluginPayload(client: string, tool: string, args: Record<string, unknown>, metadata = {}) {
  return {
    hook_event_name: "tool.execute.after",
    client,
    directory: p.dir,
    worktree: p.dir,
    input: { tool, sessionID: `ses_${client}`, callID: "call_1", args },
    output: { title: "t", metadata },
  };
}

const windsurfPayload = (filePath: unknown) => ({
  agent_action_name: "post_write_code",
  trajectory_id: "traj-1",
  execution_id: "exec-1",
  tool_info: { file_path: filePath, edits: [{ old_string: "a", new_string: "b" }] },
});

const hook = (assistant: string, payload: unknown, env: Record<string, string> = {}) =>
  p.run(["hook", "--assistant", assistant], {
    input: typeof payload === "string" ? payload : JSON.stringify(payload),
    env,
  });

/** What every fuzzed run must hold to. */
function expectContained(result: { exitCode: number; stdout: string; stderr: string }) {
  expect([0, 1, 2]).toContain(result.exitCode);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.stderr.trim().split("\n").length, result.stderr).toBeLessThanOrEqual(1);
  expect(result.stdout + result.stderr).not.toContain(OUTSIDE_MARKER);
}

describe.each(["opencode", "kilo"])("qgate hook --assistant %s (qgate's plugin)", (client) => {
  const dir = client === "opencode" ? "opencode-1.18.33" : "kilo-7.7.9";
  const tools = client === "opencode" ? ["write", "edit", "apply_patch", "bash"] : ["write", "edit", "bash"];

  it.each(tools)("reads the captured %s payload, recognised without --assistant", async (tool) => {
    const payload = sample(`${dir}/tool.execute.after-${tool}.input.json`);
    const result = await p.run(["hook"], { input: JSON.stringify(payload) });
    expectContained(result);
    expect(result.exitCode).toBe(0);
  });

  it("strict mode: a blocking edit is exit 2 with the reason to put in place of the tool's output", async () => {
    const result = await hook(
      client,
      pluginPayload(client, "write", { filePath: path.join(p.dir, "src/bad.ts") }),
      STRICT,
    );
    expect(result.exitCode).toBe(2);
    expect(stdoutJson(result.stdout)).toEqual({
      replace: expect.stringMatching(
        /^qgate: the operation is blocked: 1 blocking finding in src\/bad\.ts\n/,
      ),
    });
  });

  it("outside strict mode: the findings to append, exit 0; a clean edit: nothing at all", async () => {
    const findings = await hook(
      client,
      pluginPayload(client, "edit", { filePath: path.join(p.dir, "src/bad.ts") }),
    );
    expect(findings.exitCode).toBe(0);
    expect(stdoutJson(findings.stdout)).toEqual({
      append: expect.stringMatching(/^qgate: 1 blocking finding in src\/bad\.ts \(strict mode is off/),
    });
    const clean = await hook(
      client,
      pluginPayload(client, "write", { filePath: path.join(p.dir, "src/ok.ts") }),
      STRICT,
    );
    expect(clean).toMatchObject({ exitCode: 0, stdout: "" });
  });

  it("apply_patch's files, a move included, are gated where they now are", async () => {
    const result = await hook(
      client,
      pluginPayload(
        client,
        "apply_patch",
        {},
        {
          files: [
            {
              filePath: path.join(p.dir, "src/old.ts"),
              type: "move",
              movePath: path.join(p.dir, "src/bad.ts"),
            },
            { filePath: path.join(p.dir, "src/ok.ts"), type: "update", additions: 1 },
          ],
        },
      ),
      STRICT,
    );
    expect(result.exitCode).toBe(2);
    expect(stdoutJson(result.stdout).replace).toMatch(/1 blocking finding in src\/bad\.ts/);
  });

  const hostile = [
    ["a path outside the root", path.join("..", "..", "etc", "hosts")],
    ["an absolute path outside the root", "/etc/hosts"],
    ["a symlink out of the root", "src/link.ts"],
    ["shell syntax", "src/$(touch pwned).ts"],
    ["a newline and a NUL", "src/a\nb\u0000.ts"],
    ["a huge path", `src/${"a".repeat(200_000)}.ts`],
  ] as const;

  // Kilo's door is the same reader under another id: the fuzzing runs once, on OpenCode's.
  if (client !== "opencode") return;

  it.each(hostile)("fuzz, %s: contained in strict mode and out of it", async (_name, filePath) => {
    for (const env of [{}, STRICT]) {
      const result = await hook(client, pluginPayload(client, "write", { filePath }), env);
      expectContained(result);
      if (result.exitCode === 2) expect(stdoutJson(result.stdout).replace).not.toMatch(/blocking finding/);
    }
    expect(p.pwned()).toEqual([]);
  });

  const whole = () =>
    JSON.stringify(pluginPayload(client, "write", { filePath: path.join(p.dir, "src/ok.ts") }));
  const shapes: ReadonlyArray<[string, () => unknown]> = [
    ["truncated JSON", () => whole().slice(0, whole().length / 2)],
    ["empty stdin", () => ""],
    ["an array", () => "[]"],
    ["input that is a string", () => ({ ...JSON.parse(whole()), input: "write" })],
    [
      "a tool that is a number, no output",
      () => ({ ...JSON.parse(whole()), input: { tool: 42 }, output: null }),
    ],
    ["another plugin event", () => ({ ...JSON.parse(whole()), hook_event_name: "tool.execute.before" })],
    ["a 1 MB tool name", () => ({ ...JSON.parse(whole()), input: { tool: "x".repeat(1_000_000) } })],
    ["a path that is a number", () => pluginPayload(client, "edit", { filePath: 7 }, { filediff: [] })],
    [
      "apply_patch files of every wrong type",
      () =>
        pluginPayload(client, "apply_patch", {}, { files: [null, 3, { filePath: "" }, { type: "move" }] }),
    ],
  ];

  it.each(shapes)("fuzz, %s: one line at most, exit 0 or 2", async (_name, shape) => {
    for (const env of [{}, STRICT]) {
      const result = await hook(client, shape(), env);
      expectContained(result);
      expect([0, 2]).toContain(result.exitCode);
    }
  });
});

describe("qgate hook --assistant windsurf (post_write_code)", () => {
  it("reads the payloads from its docs, recognised without --assistant", async () => {
    for (const file of ["post_write_code.input.json", "post_write_code-relative.input.json"]) {
      const result = await p.run(["hook"], { input: JSON.stringify(sample(`windsurf-docs/${file}`)) });
      expectContained(result);
      expect(result.exitCode).toBe(0);
    }
  });

  it("cannot block: in strict mode too the findings are text for the user and exit 0; a clean edit is silent", async () => {
    const blocked = await hook("windsurf", windsurfPayload(path.join(p.dir, "src/bad.ts")), STRICT);
    expect(blocked.exitCode).toBe(0);
    expect(blocked.stdout).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/bad\.ts\n/);
    const clean = await hook("windsurf", windsurfPayload(path.join(p.dir, "src/ok.ts")), STRICT);
    expect(clean).toMatchObject({ exitCode: 0, stdout: "" });
  });

  const shapes: ReadonlyArray<[string, unknown]> = [
    ["an absolute path outside the root", windsurfPayload("/etc/hosts")],
    ["a relative path outside the root", windsurfPayload("../../etc/hosts")],
    ["a symlink out of the root", windsurfPayload("src/link.ts")],
    ["shell syntax", windsurfPayload("src/$(touch pwned).ts")],
    ["a huge path", windsurfPayload(`src/${"b".repeat(200_000)}.ts`)],
    ["a path that is a number", windsurfPayload(12)],
    ["no path, edits of the wrong type", { ...windsurfPayload("src/ok.ts"), tool_info: { edits: "x" } }],
    [
      "a pre hook qgate does not install",
      { ...windsurfPayload("src/ok.ts"), agent_action_name: "pre_write_code" },
    ],
    ["truncated JSON", JSON.stringify(windsurfPayload("src/ok.ts")).slice(0, 40)],
  ];

  it.each(shapes)("fuzz, %s: contained, never blocking", async (_name, shape) => {
    for (const env of [{}, STRICT]) {
      const result = await hook("windsurf", shape, env);
      expectContained(result);
      expect(result.stdout).not.toMatch(/blocking finding/);
    }
    expect(p.pwned()).toEqual([]);
  });
});

describe("the warm daemon serves the new doors", () => {
  it("answers OpenCode's, Kilo's and Windsurf's hooks as a cold run does, and counts them as served", async () => {
    const run = mkdtempSync(path.join(tmpdir(), "qgate-daemon-doors-"));
    const warm = { QGATE_DAEMON: "1", QGATE_DAEMON_DIR: path.join(run, "run"), CI: undefined, ...STRICT };
    try {
      expect((await p.binary(["daemon", "start"], { env: warm })).exitCode).toBe(0);
      const bad = path.join(p.dir, "src/bad.ts");
      const cases: Array<[string, unknown]> = [
        ["opencode", pluginPayload("opencode", "write", { filePath: bad })],
        ["kilo", pluginPayload("kilo", "edit", { filePath: bad })],
        ["windsurf", windsurfPayload(bad)],
        ["opencode", pluginPayload("opencode", "write", { filePath: path.join(p.dir, "src/ok.ts") })],
      ];
      for (const [assistant, payload] of cases) {
        const input = JSON.stringify(payload);
        const args = ["hook", "--assistant", assistant];
        const served = await p.binary(args, { input, env: warm });
        const cold = await p.binary(args, { input, env: { ...warm, QGATE_DAEMON: "0" } });
        // The full report's file name differs from run to run.
        const same = (text: string) => text.replace(/reports\/[^"\s]+\.json/g, "reports/<report>.json");
        expect(served.exitCode, assistant).toBe(cold.exitCode);
        expect(same(served.stdout), assistant).toBe(same(cold.stdout));
      }
      const status = JSON.parse(
        (await p.binary(["daemon", "status", "--format", "json"], { env: warm })).stdout,
      ) as { requests: number };
      expect(status.requests).toBeGreaterThanOrEqual(cases.length);
    } finally {
      await p.binary(["daemon", "stop"], { env: { QGATE_DAEMON_DIR: path.join(run, "run") } });
      rmSync(run, { recursive: true, force: true });
    }
  });
});
