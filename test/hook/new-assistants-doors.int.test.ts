/**
 * The doors of Cline, Qwen Code, Factory Droid and Auggie: `qgate hook --assistant <id>` (in the
 * test's process as the daemon runs a forwarded hook, test/helpers/in-process.ts; the warm daemon's
 * tests run the built binary) with their payloads (Cline's and Qwen Code's captured from the real clients,
 * Droid's and Auggie's built from their code: test/fixtures/assistants/*), paths moved into a temp
 * project. Each door's block reaches its own channel, its findings outside strict mode reach the
 * model without blocking, a clean edit says nothing. Then hostile payloads (paths out of the project,
 * a symlink out of it, huge strings, truncated JSON, wrong types): exit 0, 1 or 2, one line and no
 * stack trace, and nothing outside the project is read: a badly formatted file out there, named by
 * the payload, never blocks even in strict mode.
 */
import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../helpers/cli.js";
import {
  capturedPayload,
  FAST_POLICY,
  hookProject,
  stdoutJson,
  type HookProject,
} from "../helpers/hook-project.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/assistants");
const STRICT = { CLAUDE_STRICT_QUALITY: "true" };
const CALM_POLICY = { ...FAST_POLICY, hooks: { slowRunMs: 600_000 } };
const BLOCKED = /^qgate: the operation is blocked: 1 blocking finding in src\/bad\.ts/;
const NOT_BLOCKING = "(strict mode is off, so this does not block)";

type Data = Record<string, unknown>;
/** A nested object of a payload, to set a field in it. */
const at = (data: Data, ...keys: Array<string | number>): Data =>
  keys.reduce<Data>((node, key) => node[key] as Data, data);

interface Door {
  id: string;
  /** An edit of `file` (as the payload names it), from the door's sample. */
  edit: (dir: string, file: unknown) => string;
  /** What the model reads when qgate blocks, or undefined when the answer is not a block. */
  block: (run: RunResult) => string | undefined;
  /** What the model reads as findings that do not block. */
  findings: (run: RunResult) => string | undefined;
}

const json = (run: RunResult): Data => (run.stdout.trim() === "" ? {} : stdoutJson(run.stdout));
const context = (run: RunResult) =>
  (json(run).hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext;
const exit2 = (run: RunResult) => (run.exitCode === 2 ? run.stderr.trim() : undefined);

const DOORS: Door[] = [
  {
    id: "cline",
    edit: (dir, file) =>
      capturedPayload(`${FIXTURES}/cline-3.0.65`, "PostToolUse-editor-create", dir, (data: Data) => {
        at(data, "tool_result", "input").path = file;
      }),
    // Cline reads stdout only, never the exit code: a block is context that says so.
    block: (run) => {
      const text = json(run).contextModification as string | undefined;
      return text?.startsWith("qgate: the operation is blocked") ? text : undefined;
    },
    findings: (run) => json(run).contextModification as string | undefined,
  },
  {
    id: "qwen",
    edit: (dir, file) =>
      capturedPayload(`${FIXTURES}/qwen-0.24.4`, "PostToolUse-write_file", dir, (data: Data) => {
        at(data, "tool_input").file_path = file;
      }),
    block: (run) => (json(run).continue === false ? (json(run).stopReason as string) : undefined),
    findings: context,
  },
  {
    id: "droid",
    edit: (dir, file) =>
      capturedPayload(`${FIXTURES}/droid-0.225.2-code`, "PostToolUse-Create", dir, (data: Data) => {
        at(data, "tool_input").file_path = file;
      }),
    block: exit2,
    findings: context,
  },
  {
    id: "auggie",
    edit: (dir, file) =>
      capturedPayload(`${FIXTURES}/auggie-0.36.0-code`, "PostToolUse-save-file", dir, (data: Data) => {
        at(data, "tool_input").path = file;
        at(data, "file_changes", 0).path = file;
      }),
    block: exit2,
    findings: context,
  },
];

describe.each(DOORS)("qgate hook --assistant $id", (door) => {
  let p: HookProject;
  beforeAll(async () => {
    p = await hookProject({ inProcess: true, policy: CALM_POLICY });
    writeFileSync(path.join(p.outside, "evil.ts"), "export const  evil=1\n");
    symlinkSync(path.join(p.outside, "evil.ts"), path.join(p.dir, "src", "link.ts"));
  });
  afterAll(() => p.cleanup());
  const hook = (input: string, strict: boolean) =>
    p.run(["hook", "--assistant", door.id], { input, ...(strict ? { env: STRICT } : {}) });

  it("a badly formatted file: blocked through its channel in strict mode, findings outside it", async () => {
    const bad = door.edit(p.dir, path.join(p.dir, "src/bad.ts"));
    const strict = await hook(bad, true);
    expect(door.block(strict), strict.stdout + strict.stderr).toMatch(BLOCKED);
    const advisory = await hook(bad, false);
    expect(advisory.exitCode).toBe(0);
    expect(door.block(advisory)).toBeUndefined();
    expect(door.findings(advisory)).toContain(NOT_BLOCKING);
    expect(p.log("metrics").at(-1)).toMatchObject({ assistant: door.id, door: "hook:PostToolUse" });
  });

  it("the warm daemon serves the door: the same block as a cold run", async () => {
    // CI=true (as in CI) keeps a hook from starting a daemon: unset here, as the daemon tests do.
    const daemon = { QGATE_DAEMON: "1", QGATE_DAEMON_DIR: path.join(p.outside, "run"), CI: undefined };
    const bad = door.edit(p.dir, path.join(p.dir, "src/bad.ts"));
    try {
      const warm = await p.binary(["hook", "--assistant", door.id], {
        input: bad,
        env: { ...STRICT, ...daemon },
      });
      expect(door.block(warm), warm.stdout + warm.stderr).toMatch(BLOCKED);
      const status = await p.binary(["daemon", "status", "--format", "json"], { env: daemon });
      expect(JSON.parse(status.stdout)).toMatchObject({ running: true, requests: 1 });
    } finally {
      await p.binary(["daemon", "stop"], { env: daemon });
    }
  });

  it("a clean edit says nothing, in strict mode too", async () => {
    const run = await hook(door.edit(p.dir, path.join(p.dir, "src/ok.ts")), true);
    expect(run).toMatchObject({ exitCode: 0, stdout: "", stderr: "" });
  });

  it(
    "hostile payloads: exit 0, 1 or 2, no stack trace, nothing read outside the project",
    { timeout: 240_000 },
    async () => {
      const good = door.edit(p.dir, path.join(p.dir, "src/ok.ts"));
      const inputs = [
        door.edit(p.dir, "../../../../../../etc/passwd"),
        door.edit(p.dir, "/etc/passwd"),
        door.edit(p.dir, path.join(p.outside, "evil.ts")),
        door.edit(p.dir, path.relative(p.dir, path.join(p.outside, "evil.ts"))),
        door.edit(p.dir, path.join(p.dir, "src", "link.ts")),
        door.edit(p.dir, `src/${"a".repeat(300_000)}.ts`),
        door.edit(p.dir, "src/nul\u0000.ts"),
        door.edit(p.dir, 42),
        door.edit(p.dir, { path: "src/bad.ts" }),
        good.slice(0, Math.floor(good.length / 2)),
        JSON.stringify({ ...JSON.parse(good), hookName: 7, hook_event_name: [], workspaceRoots: "x" }),
        JSON.stringify([JSON.parse(good)]),
        "",
      ];
      // Four at a time: each is a qgate process of its own.
      const runs: RunResult[] = [];
      for (let i = 0; i < inputs.length; i += 4)
        runs.push(...(await Promise.all(inputs.slice(i, i + 4).map((input) => hook(input, true)))));
      for (const [i, input] of inputs.entries()) {
        const run = runs[i]!;
        const shown = `${input.slice(0, 120)} -> ${run.exitCode}\n${run.stdout}${run.stderr}`;
        expect([0, 1, 2], shown).toContain(run.exitCode);
        expect(run.stderr, shown).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
        expect(run.stderr.trim().split("\n").length, shown).toBeLessThanOrEqual(1);
        // evil.ts is badly formatted: had it been read and checked, strict mode would have blocked on
        // it, with a finding at a line of it. Naming it as skipped is fine.
        expect(door.block(run) ?? "", shown).not.toMatch(/evil|link\.ts/);
        expect(`${run.stdout}${run.stderr}`, shown).not.toMatch(/(evil|link)\.ts:\d+/);
      }
      const checked = p.log("metrics").flatMap((record) => (record.files ?? []) as Array<{ path: string }>);
      expect(checked.map((file) => file.path).filter((file) => /evil|link/.test(file))).toEqual([]);
    },
  );
});
