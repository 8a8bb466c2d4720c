/**
 * The contract every assistant's room keeps (issue 19), run for every room of the registry: a room
 * gets these cases by being registered. Its captured (or documented) payloads parse into its own
 * events; a block reaches the channel the room names and a pass stays silent; a payload it cannot use
 * is one clear line; its installer is idempotent, keeps the user's own entries and uninstalls cleanly;
 * `install --detect` finds it by its directory. How the CLI turns these answers into bytes and exit
 * codes, for a malformed payload too, is test/assistants/contract-cli.int.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANTS, detectedRooms, roomFor } from "../../src/assistants/registry.js";
import type { Assistant, InstallMode, InstallPlan } from "../../src/assistants/assistant.js";
import { parsePayload } from "../../src/hook/common-shape.js";
import { HookInputError, type HookEvent } from "../../src/hook/event.js";
import { REPO_ROOT } from "../helpers/project.js";

const REASON = "qgate: the operation is blocked: 1 blocking finding in src/a.ts (contract test)";

/** The event a sample names: its file name's first word (`agentStop-first.input.json`: agentStop). */
const namedBy = (file: string) => path.basename(file).split(/[-.]/)[0]!;

function samplesOf(room: Assistant): Array<{ file: string; event: HookEvent }> {
  return (room.samples ?? []).map((file) => {
    const payload = parsePayload(readFileSync(path.join(REPO_ROOT, file), "utf8"));
    // As installed: `qgate hook --assistant <id>` (and `--event <name>` where the room needs it).
    const reader = roomFor(payload, room.id);
    return { file, event: reader.read(payload, { event: room.trustsFlag ? namedBy(file) : undefined }) };
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "qgate-contract-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(ASSISTANTS.map((room) => [room.id, room] as const))("the %s room", (_id, room) => {
  it("describes itself for the README table and install --detect", () => {
    expect(room.name).not.toBe("");
    expect(room.follows).not.toBe("");
    expect(room.events.length).toBeGreaterThan(0);
    expect(room.blockChannel).not.toBe("");
    expect(room.detect.length).toBeGreaterThan(0);
    expect(room.samples?.length ?? 0).toBeGreaterThan(0);
  });

  it("reads its payloads into its own events, and tells them apart from the other rooms'", () => {
    const samples = samplesOf(room);
    for (const { file, event } of samples) {
      expect(event.assistant, file).toBe(room.id);
      expect(event.named, file).not.toBe("");
    }
    // Without --assistant too, by their fields.
    for (const file of room.samples ?? []) {
      const payload = parsePayload(readFileSync(path.join(REPO_ROOT, file), "utf8"));
      expect(roomFor(payload, undefined).id, file).toBe(room.id);
    }
  });

  it("answers a block through its channel, and stays silent on a pass (strict mode off)", () => {
    const samples = samplesOf(room);
    const carried = samples.filter(({ event }) => {
      const answer = room.answer({ kind: "block", reason: REASON }, event, {});
      expect([0, 2]).toContain(answer.exitCode);
      return `${answer.stdout}${answer.stderr}`.includes(REASON);
    });
    // Every room can block somewhere (the end of a turn at least), and its turn ends all carry it.
    expect(carried.length).toBeGreaterThan(0);
    for (const { file, event } of samples.filter((s) => s.event.kind === "turn-end" && !s.event.loopFlag)) {
      const answer = room.answer({ kind: "block", reason: REASON }, event, {});
      expect(`${answer.stdout}${answer.stderr}`, file).toContain(REASON);
    }
    for (const { file, event } of samples) {
      const pass = room.answer({ kind: "pass" }, event, {});
      expect(pass.exitCode, file).toBe(0);
      expect(pass.stderr, file).toBe("");
      if (pass.stdout !== "") {
        const json = JSON.parse(pass.stdout) as Record<string, unknown>;
        expect(JSON.stringify(json), file).not.toMatch(/block|deny|followup|"continue":false/);
      }
      // Findings outside strict mode never hold the assistant.
      expect(room.answer({ kind: "findings", text: "1 warning" }, event, {}).exitCode, file).toBe(0);
    }
  });

  it("refuses a payload it cannot use with one clear line", () => {
    for (const payload of [{ hook_event_name: "NoSuchEvent" }, { hook_event_name: "toString" }]) {
      let error: unknown;
      try {
        room.read(payload, { event: "NoSuchEvent" });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(HookInputError);
      expect((error as Error).message).toMatch(/^hook: [^\n]+$/);
    }
  });

  it("installs idempotently, keeps the user's own entries and uninstalls cleanly", async () => {
    if (!room.installer) return;
    const installer = await room.installer();
    const project = mkdtempSync(path.join(dir, `${room.id}-`));
    const plan = (mode: InstallMode): Promise<InstallPlan> =>
      installer.plan({
        mode,
        command: `${mode} ${room.id}`,
        values: { cwd: project },
        env: { ...process.env, HOME: project, CODEX_HOME: path.join(project, ".codex-home") },
      });
    const write = (p: InstallPlan) => {
      if (p.after === undefined) rmSync(p.file, { force: true });
      else {
        mkdirSync(path.dirname(p.file), { recursive: true });
        writeFileSync(p.file, p.after);
      }
    };

    // Into no file: qgate's hooks, then nothing more to do, then no file again.
    const first = await plan("install");
    expect(first.before).toBeUndefined();
    expect(first.changes.length).toBeGreaterThan(0);
    expect(installer.installed(first.after!)).toBe(true);
    write(first);
    const again = await plan("install");
    expect(again.changes).toEqual([]);
    const removed = await plan("uninstall");
    expect(removed.after === undefined || !installer.installed(removed.after)).toBe(true);
    write(removed);

    // A whole file of qgate's (a plugin, Cline's hook script): a user's own file of that name is
    // refused with one line and kept.
    if (installer.ownsFile === true) {
      const mine = "export const Mine = async () => ({})\n";
      mkdirSync(path.dirname(first.file), { recursive: true });
      writeFileSync(first.file, mine);
      expect(installer.installed(mine)).toBe(false);
      await expect(plan("install")).rejects.toThrow(/did not write|is not qgate's/);
      const kept = await plan("uninstall");
      expect(kept.changes).toEqual([]);
      expect(kept.after).toBe(mine);
      rmSync(first.file);
      return;
    }

    // Into a file that holds the user's own hooks (qgate's shape, another command): they are kept,
    // and uninstalling gives the file back byte for byte.
    const users = first.after!.replace(/npx --no-install qgate hook[^"]*/g, "./scripts/mine.sh");
    expect(installer.installed(users)).toBe(false);
    mkdirSync(path.dirname(first.file), { recursive: true });
    writeFileSync(first.file, users);
    const into = await plan("install");
    expect(installer.installed(into.after!)).toBe(true);
    expect(into.after!.split("./scripts/mine.sh").length).toBe(users.split("./scripts/mine.sh").length);
    write(into);
    const out = await plan("uninstall");
    expect(out.after).toBe(users);
  });

  it("is found by install --detect through its directory", () => {
    if (!room.installer) return;
    const project = mkdtempSync(path.join(dir, `${room.id}-detect-`));
    expect(detectedRooms(project)).toEqual([]);
    mkdirSync(path.join(project, room.detect[0]!), { recursive: true });
    expect(detectedRooms(project).map((found) => found.id)).toEqual([room.id]);
  });
});
