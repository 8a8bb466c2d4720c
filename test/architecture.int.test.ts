/**
 * The layer rules in eslint.config.js hold: planted upward imports, a planted cycle, a console call
 * outside the CLI and an error message written at its call site are each an error, with qgate's own
 * ESLint config as `npm run lint` runs it. An integration test: real ESLint with type information
 * over this repository.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./helpers/project.js";

const eslint = new ESLint({ cwd: REPO_ROOT });

/** Plants `code` as a real file (the type-checked rules need it on disk), lints it, removes it. */
async function errorsOf(file: string, code: string): Promise<string[]> {
  const planted = path.join(REPO_ROOT, file.replace(/\.ts$/, `-${process.pid}-${Date.now()}.ts`));
  writeFileSync(planted, code);
  try {
    const [result] = await eslint.lintFiles([planted]);
    return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
  } finally {
    rmSync(planted, { force: true });
  }
}

/**
 * Lints `code` as if it were the existing `file` (src/messages.ts cannot be planted beside itself), then
 * lints the real text again, so the type-checked rules see the real file afterwards.
 */
async function errorsAs(file: string, code: string): Promise<string[]> {
  const filePath = path.join(REPO_ROOT, file);
  try {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
  } finally {
    await eslint.lintText(readFileSync(filePath, "utf8"), { filePath });
  }
}

describe("the architecture rules (npm run lint)", () => {
  it("refuse an import up the flow", async () => {
    expect(
      await errorsOf(
        "src/checks/lint/planted.ts",
        'export { renderPretty } from "../../report/pretty.js";\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/checks may not import src\/report/)]);
    expect(
      await errorsOf("src/changes/planted.ts", 'export { resolveTool } from "../checks/resolve-tool.js";\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/changes may not import src\/checks/)]);
    expect(
      await errorsOf("src/engine/planted.ts", 'export { renderJson } from "../report/json.js";\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/engine may not import src\/report/)]);
  });

  it("allow the imports that follow it", async () => {
    expect(
      await errorsOf("src/engine/planted.ts", 'export { isBlocking } from "../report/report.js";\n'),
    ).toEqual([]);
    expect(
      await errorsOf("src/cli/planted.ts", 'export { renderPretty } from "../report/pretty.js";\n'),
    ).toEqual([]);
  });

  it("refuse console output outside the CLI", async () => {
    expect(await errorsOf("src/engine/planted.ts", 'console.log("hi");\n')).toEqual([
      expect.stringMatching(/^no-console: /),
    ]);
    expect(await errorsOf("src/cli/planted.ts", 'console.log("hi");\n')).toEqual([]);
    expect(await errorsOf("src/hook/planted.ts", 'process.stdout.write("hi");\n')).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*Only src\/cli writes to the terminal/),
    ]);
  });

  it("refuse os.homedir() outside util/home.ts: a path under ~ comes from the request's environment", async () => {
    const homedir = 'import os from "node:os";\nexport const home = os.homedir();\n';
    expect(await errorsOf("src/routing/planted.ts", homedir)).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*Use homeDir\(env\) from src\/util\/home\.ts/),
    ]);
    expect(await errorsAs("src/util/home.ts", `${homedir}export const terminal = 1;\n`)).toEqual([]);
  });

  it("keep src/messages.ts at the bottom: it imports util only, and every room may import it", async () => {
    expect(await errorsAs("src/messages.ts", 'export { runGate } from "./pipeline.js";\n')).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*src\/messages may not import src\/pipeline/),
    );
    expect(await errorsAs("src/messages.ts", 'export { plural } from "./util/text.js";\n')).toEqual([]);
    expect(await errorsOf("src/util/planted.ts", 'export { cliMessages } from "../messages.js";\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*src\/util may not import src\/messages/),
    ]);
    expect(
      await errorsOf("src/checks/lint/planted.ts", 'export { checkMessages } from "../../messages.js";\n'),
    ).toEqual([]);
  });

  it("refuse an error message written at the call site (messages live in src/messages.ts)", async () => {
    const refused = expect.stringMatching(
      /^no-restricted-syntax: Messages live in src\/messages\.ts \(issue 13\)/,
    );
    const planted = async (code: string) =>
      (
        await errorsOf(
          "src/changes/planted.ts",
          `import { QgateError, UsageError } from "../errors.js";\n${code}`,
        )
      )
        // Only this rule's verdicts: the type-checked rules may still hold the text the test before
        // gave src/messages.ts (errorsAs), which is not what this test is about.
        .filter((error) => error.startsWith("no-restricted-syntax"));
    expect(await planted('export const a = new UsageError("--diff: expected a revision");\n')).toEqual([
      refused,
    ]);
    expect(await planted("export const a = (flag: string) => new UsageError(`${flag}: unknown`);\n")).toEqual(
      [refused],
    );
    expect(await planted('export const a = (x: boolean) => new UsageError(x ? "one" : "two");\n')).toEqual([
      refused,
      refused,
    ]);
    expect(
      await planted('export const a = new QgateError("tool_execution_failed", "git failed");\n'),
    ).toEqual([refused]);
    // From src/messages.ts, it is fine.
    expect(
      await planted(
        'import { changeMessages } from "../messages.js";\nexport const a = new UsageError(changeMessages.diffNeedsRevision);\n' +
          'export const b = new QgateError("tool_execution_failed", changeMessages.gitFailed("diff", "no"));\n',
      ),
    ).toEqual([]);
  });

  it("refuse an import cycle", async () => {
    const dir = mkdtempSync(path.join(REPO_ROOT, "src", "util", "planted-cycle-"));
    try {
      writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b.js";\nexport const a = () => b;\n');
      writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a.js";\nexport const b = () => a;\n');
      const [result] = await eslint.lintFiles([path.join(dir, "a.ts")]);
      expect(result!.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuse a room importing another room, and anything but the registry importing a room (issue 19)", async () => {
    expect(
      await errorsOf("src/assistants/codex/planted.ts", 'export { default } from "../claude/index.js";\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*A room never imports another room/)]);
    expect(
      await errorsOf("src/assistants/codex/planted.ts", 'export { ASSISTANTS } from "../registry.js";\n'),
    ).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*A room never imports another room/));
    expect(
      await errorsOf("src/cli/planted.ts", 'export { readCursor } from "../assistants/cursor/read.js";\n'),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only src\/assistants\/registry\.ts imports/),
    ]);
    expect(
      await errorsOf(
        "src/hook/planted.ts",
        'export { answerCopilot } from "../assistants/copilot/read.js";\n',
      ),
    ).toContainEqual(expect.stringMatching(/^no-restricted-imports: /));
    expect(
      await errorsOf("src/assistants/planted.ts", 'export { readCursor } from "./cursor/read.js";\n'),
    ).toEqual([]);
    expect(
      await errorsAs("src/assistants/registry.ts", 'export { readCursor } from "./cursor/read.js";\n'),
    ).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*The registry imports a room only through its index/),
    );
    // What a room and the doors may import.
    expect(
      await errorsOf(
        "src/assistants/codex/planted.ts",
        'export { readShape } from "../../hook/common-shape.js";\n',
      ),
    ).toEqual([]);
    expect(
      await errorsOf("src/cli/planted.ts", 'export { ASSISTANTS } from "../assistants/registry.js";\n'),
    ).toEqual([]);
  });

  it("refuse an upward import from the daemon into the CLI", async () => {
    expect(
      await errorsOf("src/daemon/planted.ts", 'export { splitHookArgs } from "../cli/hook-args.js";\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/daemon may not import src\/cli/)]);
  });

  it("keep Claude's name inside its room: no exported name outside src/assistants/claude/ says Claude", async () => {
    const refused = expect.stringMatching(
      /^no-restricted-syntax: Only src\/assistants\/claude\/ exports a name/,
    );
    expect(await errorsOf("src/hook/planted.ts", "export const claudeEvents = 1;\n")).toEqual([refused]);
    expect(await errorsOf("src/hook/planted.ts", "export interface ClaudeOutput { a: 1 }\n")).toEqual([
      refused,
    ]);
    expect(await errorsOf("src/hook/planted.ts", "const a = 1;\nexport { a as runClaude };\n")).toEqual([
      refused,
    ]);
    expect(await errorsOf("src/assistants/claude/planted.ts", "export const claudeEvents = 1;\n")).toEqual(
      [],
    );
    // The seed's environment names are strings, not exports.
    expect(
      await errorsOf(
        "src/hook/planted.ts",
        "export const strictEnv = (env: NodeJS.ProcessEnv) => env.CLAUDE_STRICT_QUALITY;\n",
      ),
    ).toEqual([]);
  });

  it("name no module for Claude outside src/assistants/claude/", () => {
    const claudeNamed = (readdirSync(path.join(REPO_ROOT, "src"), { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => /claude/i.test(file) && !file.startsWith("assistants/claude"));
    expect(claudeNamed).toEqual([]);
  });
});
