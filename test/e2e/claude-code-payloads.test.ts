/**
 * The payloads the real Claude Code (2.1.331 from npm, fixtures/claude-code) hands its hooks, captured
 * in a session driven by a scripted model on 127.0.0.1, against the samples qgate's claude room is
 * tested with (test/fixtures/assistants/claude-code-2.1.331, read by test/assistants/contract.test.ts).
 * A capture hook (a few lines of Node, not qgate) stands in for every event qgate installs, so what is
 * compared is what the client sends, not what qgate made of it. Two things are asserted:
 * - each live payload has the committed sample's shape (the same key paths): a new client version that
 *   renames or drops a field qgate reads fails here, naming the field;
 * - qgate's claude room reads each live payload into the event it stands for (an edit of the written
 *   file, a shell run, a read, a prompt, a turn's end with its loop flag, a session's end).
 * After upgrading the pinned client: `QGATE_RECAPTURE=1 npx vitest run --project clients
 * test/e2e/claude-code-payloads.test.ts` rewrites the samples (paths made /home/user/project).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { roomFor } from "../../src/assistants/registry.js";
import { parsePayload } from "../../src/hook/common-shape.js";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import { FIXTURES, REPO_ROOT } from "../helpers/project.js";
import type { Step } from "../helpers/scripted-model.js";
import { CLAUDE, claudeCommand } from "../helpers/claude-code.js";

const VERSION = (
  JSON.parse(readFileSync(path.join(FIXTURES, "claude-code", "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  }
).devDependencies["@anthropic-ai/claude-code"]!;
const SAMPLES = path.join(REPO_ROOT, "test", "fixtures", "assistants", `claude-code-${VERSION}`);

afterEach(cleanUpAssistantSessions);

// The events `qgate install claude` writes (and the guard's PreToolUse), plus PostToolBatch.
const EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "PostToolBatch",
  "Stop",
  "SessionEnd",
];

// Saves each payload as `<n>-<event>[-<tool>].json` (a batch by its first tool); the first Stop blocks
// once, so the second, `Stop-again`, carries the loop flag set.
const CAPTURE_HOOK = `
const fs = require("node:fs"), path = require("node:path");
const dir = process.argv[2];
let input = "";
process.stdin.on("data", (c) => (input += c));
process.stdin.on("end", () => {
  const payload = JSON.parse(input);
  const n = fs.readdirSync(dir).length;
  const tool = payload.tool_name ?? payload.tool_calls?.[0]?.tool_name;
  const again = payload.stop_hook_active === true ? "again" : undefined;
  const name = [payload.hook_event_name, tool, again].filter(Boolean).join("-");
  fs.writeFileSync(path.join(dir, String(n).padStart(2, "0") + "-" + name + ".json"), input);
  if (payload.hook_event_name === "Stop" && !payload.stop_hook_active) {
    process.stdout.write(JSON.stringify({ decision: "block", reason: "one more look" }));
  }
});
`;

const script = (dir: string): Step[] => [
  { tool: "Write", args: { file_path: path.join(dir, "src/made.ts"), content: "export const made = 1;\n" } },
  {
    tool: "Edit",
    args: { file_path: path.join(dir, "src/made.ts"), old_string: "made = 1", new_string: "made = 2" },
  },
  { tool: "Read", args: { file_path: path.join(dir, "src/made.ts") } },
  {
    tool: "Bash",
    args: { command: "cat > src/gen.ts <<'EOF'\nexport const gen = 1;\nEOF", description: "Write a file" },
  },
  { tool: "Bash", args: { command: "exit 3", description: "Fail on purpose" } },
  { text: "Done." },
  { text: "Looked again." },
];

/** Every key path of a JSON value (`tool_input.file_path`), arrays by their first element. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.length > 0 ? keyPaths(value[0], `${prefix}[]`) : [];
  if (value === null || typeof value !== "object") return prefix === "" ? [] : [prefix];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = prefix === "" ? key : `${prefix}.${key}`;
    const below = keyPaths(inner, at);
    return below.length > 0 ? below : [at];
  });
}

/**
 * A payload with the session's own directories written as a user's would be (the transcript's folder
 * is named after the project's path, its non-alphanumerics made dashes).
 */
function normalise(text: string, dir: string, scratch: string): string {
  const slug = (at: string) => at.replace(/[^a-zA-Z0-9]/g, "-");
  return text
    .split(dir)
    .join("/home/user/project")
    .split(scratch)
    .join("/home/user")
    .split(slug(dir))
    .join(slug("/home/user/project"));
}

const sampleName = (file: string) => file.replace(/^\d+-/, "").replace(/\.json$/, ".input.json");

describe.skipIf(!existsSync(CLAUDE))(
  `the payloads of the real Claude Code ${VERSION}`,
  { timeout: 200_000 },
  () => {
    it("have the committed samples' shape, and qgate's claude room reads each into its event", async () => {
      let captures = "";
      let scratchDir = "";
      const session = await runAssistantSession({
        assistant: "claude",
        strict: false,
        script,
        prepare: (scratch, project) => {
          scratchDir = scratch;
          captures = path.join(scratch, "captures");
          mkdirSync(captures);
          const hook = path.join(scratch, "capture.cjs");
          writeFileSync(hook, CAPTURE_HOOK);
          // The command is Claude Code's shell string; the two paths are this test's own temp paths.
          const command = `"${process.execPath}" "${hook}" "${captures}"`;
          const entry = (event: string) => [
            {
              ...(event.startsWith("P") && event !== "PostToolBatch" ? { matcher: "*" } : {}),
              hooks: [{ type: "command", command }],
            },
          ];
          project.write(
            ".claude/settings.json",
            JSON.stringify({ hooks: Object.fromEntries(EVENTS.map((event) => [event, entry(event)])) }),
          );
        },
        command: claudeCommand(["-p", "make the file", "--allowedTools", "Read Write Edit Bash"]),
      });
      expect(session.run.exitCode, session.run.stdout + session.run.stderr).toBe(0);
      const dir = session.project.dir;
      const files = readdirSync(captures).sort();
      const live = files.map((file) => ({
        file,
        sample: sampleName(file),
        text: normalise(readFileSync(path.join(captures, file), "utf8"), dir, scratchDir),
      }));
      const names = live.map(({ sample }) => sample);

      if (process.env.QGATE_RECAPTURE === "1") {
        mkdirSync(SAMPLES, { recursive: true });
        // The first of each name is kept (a second batch of the same tool adds nothing new).
        live.forEach(({ sample, text }, index) => {
          if (names.indexOf(sample) === index) writeFileSync(path.join(SAMPLES, sample), `${text.trim()}\n`);
        });
      }

      // Every event this session must fire did, in the client's own order of a turn.
      for (const name of [
        "SessionStart",
        "UserPromptSubmit",
        "PreToolUse-Write",
        "PostToolUse-Write",
        "PostToolUse-Edit",
        "PostToolUse-Read",
        "PostToolUse-Bash",
        "PostToolUseFailure-Bash",
        "PostToolBatch-Write",
        "Stop",
        "Stop-again",
        "SessionEnd",
      ]) {
        expect(names, name).toContain(`${name}.input.json`);
      }

      // The same shape as the committed samples: the fields qgate reads are where they were.
      for (const { sample, text } of live) {
        const committed = path.join(SAMPLES, sample);
        expect(existsSync(committed), `${sample} has no committed sample`).toBe(true);
        const want = keyPaths(JSON.parse(readFileSync(committed, "utf8")));
        expect(keyPaths(JSON.parse(text)).sort(), sample).toEqual(want.sort());
      }

      // qgate's claude room reads the live payloads into the events they stand for.
      const read = (name: string) => {
        const found = live.find((l) => l.sample === `${name}.input.json`);
        expect(found, name).toBeDefined();
        const payload = parsePayload(found!.text);
        const room = roomFor(payload, undefined);
        expect(room.id, name).toBe("claude");
        return room.read(payload, {});
      };
      const made = "/home/user/project/src/made.ts";
      expect(read("PostToolUse-Write")).toMatchObject({ kind: "edit", files: [{ path: made }] });
      expect(read("PostToolUse-Edit")).toMatchObject({ kind: "edit", files: [{ path: made }] });
      expect(read("PostToolUse-Read")).toMatchObject({ kind: "tool", call: { tool: "Read" } });
      expect(read("PreToolUse-Read")).toMatchObject({ kind: "pre-tool", reads: [{ path: made }] });
      expect(read("PostToolUse-Bash")).toMatchObject({ kind: "shell" });
      expect(read("PostToolUseFailure-Bash")).toMatchObject({ kind: "tool-failed", interrupted: false });
      expect(read("UserPromptSubmit")).toMatchObject({ kind: "prompt", prompt: "make the file" });
      expect(read("PostToolBatch-Write")).toMatchObject({ kind: "batch", files: [{ path: made }] });
      expect(read("Stop")).toMatchObject({ kind: "turn-end", loopFlag: false });
      expect(read("Stop-again")).toMatchObject({ kind: "turn-end", loopFlag: true });
      expect(read("SessionEnd")).toMatchObject({ kind: "session-end" });
    });
  },
);
