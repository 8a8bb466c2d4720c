/**
 * Prompt lint through both hook doors, and the metrics they record read back by `qgate stats`:
 * - seed door: `qgate hook user-prompt-submit` with the prompt on stdin;
 * - JSON door: `qgate hook` with a Claude Code UserPromptSubmit object on stdin.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import {
  claudeInput,
  CLEAN,
  hookProject,
  stdoutJson,
  UNFORMATTED,
  type HookProject,
} from "../helpers/hook-project.js";

const GOOD_PROMPT = `You are a senior TypeScript developer.

<task>
Make the constant \`ok\` in src/ok.ts a named export of type number.
</task>

<relevant_files>
- src/ok.ts
</relevant_files>

<constraints>
- No new dependencies
</constraints>

<acceptance_criteria>
- \`import { ok } from "./ok.js"\` type-checks
</acceptance_criteria>
`;

/** Vague, unstructured, and lists a file that does not exist and one outside the project. */
const BAD_PROMPT = `make it better
<relevant_files>
- src/missing.ts
- ../../etc/passwd
</relevant_files>`;

const BAD_IDS = [
  "vague-request",
  "relevant-file-outside-root",
  "role-missing",
  "acceptance-criteria-missing",
  "relevant-file-not-found",
  "constraints-missing",
];

let p: HookProject;

beforeAll(async () => {
  p = await hookProject();
});

afterAll(() => p.cleanup());

function promptRecords(): Array<Record<string, unknown>> {
  return p.log("metrics").filter((record) => record.type === "prompt");
}

describe("prompt lint through the seed door (qgate hook user-prompt-submit)", () => {
  it("prints the score and every finding with its suggestion, and records the score", async () => {
    const before = promptRecords().length;
    const result = await p.run(["hook", "user-prompt-submit"], { input: BAD_PROMPT });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^qgate: session s-\S+: prompt score 20\/100$/m);
    for (const id of BAD_IDS)
      expect(result.stdout).toMatch(new RegExp(`^- (error|warning|info) ${id}: `, "m"));
    expect(result.stdout).toContain(
      '- warning relevant-file-not-found: relevant_files lists "src/missing.ts" (line 3)',
    );
    const records = promptRecords();
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({ type: "prompt", score: 20, chars: BAD_PROMPT.length });
    expect(readFileSync(path.join(p.logDir, "metrics.jsonl"), "utf8")).not.toContain("make it better");
  });

  it("a good prompt scores 100 and lists no findings", async () => {
    const result = await p.run(["hook", "user-prompt-submit"], { input: GOOD_PROMPT });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/prompt score 100\/100$/m);
    expect(result.stdout).not.toMatch(/^- /m);
    expect(promptRecords().at(-1)).toMatchObject({ score: 100, chars: GOOD_PROMPT.length });
  });
});

describe("prompt lint through the JSON door (qgate hook, UserPromptSubmit)", () => {
  it("returns the findings as additionalContext and records the score under the session id", async () => {
    const result = await p.run(["hook"], {
      input: claudeInput(p, "UserPromptSubmit", { session_id: "sess-prompt", prompt: BAD_PROMPT }),
    });
    expect(result.exitCode).toBe(0);
    const specific = stdoutJson(result.stdout).hookSpecificOutput as {
      hookEventName: string;
      additionalContext: string;
    };
    expect(specific.hookEventName).toBe("UserPromptSubmit");
    const lines = specific.additionalContext.split("\n");
    expect(lines[0]).toBe("qgate prompt check: score 20/100");
    expect(lines.slice(1).map((line) => /^- \w+ ([\w-]+):/.exec(line)?.[1])).toEqual(BAD_IDS);
    expect(specific.additionalContext).toContain("outside the project root; it was not read");
    expect(promptRecords().at(-1)).toEqual({
      type: "prompt",
      assistant: "claude",
      ts: expect.any(String),
      session: "sess-prompt",
      project: p.dir,
      score: 20,
      chars: BAD_PROMPT.length,
    });
  });

  it("says nothing for a prompt without findings, but still records it", async () => {
    const result = await p.run(["hook"], {
      input: claudeInput(p, "UserPromptSubmit", { session_id: "sess-good", prompt: GOOD_PROMPT }),
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: "" });
    expect(promptRecords().at(-1)).toMatchObject({ session: "sess-good", score: 100 });
  });
});

describe("qgate stats over what the hook door recorded", () => {
  it("computes first-time success, iterations and time to implementation for a real session", async () => {
    const session = "sess-stats";
    const write = (file: string) =>
      claudeInput(p, "PostToolUse", {
        session_id: session,
        tool_name: "Write",
        tool_input: {
          file_path: path.join(p.dir, file),
          content: readFileSync(path.join(p.dir, file), "utf8"),
        },
        tool_response: { type: "update", filePath: path.join(p.dir, file) },
      });
    await p.run(["hook"], {
      input: claudeInput(p, "UserPromptSubmit", { session_id: session, prompt: GOOD_PROMPT }),
    });
    // src/bad.ts fails the format check, then passes once it is formatted; src/ok.ts passes first time.
    writeFileSync(path.join(p.dir, "src/bad.ts"), UNFORMATTED);
    expect((await p.run(["hook"], { input: write("src/bad.ts") })).exitCode).toBe(0);
    writeFileSync(path.join(p.dir, "src/bad.ts"), CLEAN);
    expect((await p.run(["hook"], { input: write("src/bad.ts") })).exitCode).toBe(0);
    expect((await p.run(["hook"], { input: write("src/ok.ts") })).exitCode).toBe(0);

    const result = await runQgate(["stats", "--session", session, "--format", "json"], {
      cwd: p.dir,
      env: p.env(),
    });
    expect(result.exitCode).toBe(0);
    const json = JSON.parse(result.stdout) as {
      overall: {
        gateRuns: number;
        files: number;
        firstTimeSuccess: unknown;
        iterations: unknown;
        prompts: unknown;
        timeToImplementation: { sessions: number; meanMs: number | null };
      };
      sessions: Array<{ session: string; timeToImplementationMs: number | null }>;
    };
    expect(json.overall.gateRuns).toBe(3);
    expect(json.overall.files).toBe(2);
    expect(json.overall.firstTimeSuccess).toEqual({ passedFirstRun: 1, files: 2, rate: 0.5 });
    // bad.ts passed at its second run, ok.ts at its first.
    expect(json.overall.iterations).toEqual({ passedFiles: 2, mean: 1.5, median: 1.5, neverPassed: 0 });
    expect(json.overall.prompts).toEqual({ count: 1, scored: 1, meanScore: 100 });
    expect(json.sessions.map((s) => s.session)).toEqual([session]);
    // The first all-green run (bad.ts formatted) came after the prompt.
    expect(json.overall.timeToImplementation.sessions).toBe(1);
    expect(json.sessions[0]?.timeToImplementationMs).toBeGreaterThanOrEqual(0);
  });
});
