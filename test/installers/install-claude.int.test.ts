/** `qgate install claude` / `qgate uninstall claude` through the CLI in the test's process (test/helpers/in-process.ts), in temp projects and a temp HOME. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";

/** A user's settings with unrelated content and hooks, written as 2-space JSON. */
const ORIGINAL = `${JSON.stringify(
  {
    model: "opus",
    env: { FOO: "bar" },
    permissions: { allow: ["Bash(npm test)", "Read(**)"], deny: [] },
    hooks: {
      PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "./guard.sh", timeout: 10 }] }],
      PostToolUse: [{ matcher: "Write", hooks: [{ type: "command", command: "./after-write.sh" }] }],
      "error-occurred": "./scripts/on-error.sh",
    },
    statusLine: { type: "command", command: "echo hi" },
  },
  null,
  2,
)}\n`;

describe("qgate install claude / uninstall claude", () => {
  let project: TempProject;
  let home: string;
  const run = (args: string[]) =>
    runInProcess(args, { cwd: project.dir, env: { HOME: home, CLAUDE_CONFIG_DIR: undefined } });
  const settingsFile = () => path.join(project.dir, ".claude", "settings.json");

  beforeAll(async () => {
    project = await tempProject(undefined, { git: true });
    home = mkdtempSync(path.join(tmpdir(), "qgate-install-home-"));
  });
  afterAll(() => {
    project.cleanup();
    rmSync(home, { recursive: true, force: true });
  });

  it("--dry-run prints the change as a diff and writes nothing", async () => {
    project.write(".claude/settings.json", ORIGINAL);
    const result = await run(["install", "claude", "--dry-run"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("install claude --dry-run: would write .claude/settings.json");
    expect(result.stdout).toContain('+         "matcher": "Write|Edit|NotebookEdit|Bash",');
    expect(result.stdout).not.toContain("edit-complete");
    expect(result.stderr).toBe("");
    expect(readFileSync(settingsFile(), "utf8")).toBe(ORIGINAL);
  });

  it("install writes only what Claude Code reads (no seed keys, no warning), keeps everything else; a second install changes nothing", async () => {
    const result = await run(["install", "claude"]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("installed qgate in .claude/settings.json:");
    const installed = JSON.parse(readFileSync(settingsFile(), "utf8"));
    // Claude Code's own hook events only; the user's own seed-shaped key is theirs and stays.
    expect(Object.keys(installed.hooks)).toEqual([
      "PreToolUse",
      "PostToolUse",
      "error-occurred",
      "PostToolUseFailure",
      "Stop",
      "UserPromptSubmit",
      "SessionEnd",
    ]);
    expect(installed.hooks["error-occurred"]).toBe("./scripts/on-error.sh");
    expect(installed.hooks.PostToolUse).toEqual([
      { matcher: "Write", hooks: [{ type: "command", command: "./after-write.sh" }] },
      {
        matcher: "Write|Edit|NotebookEdit|Bash",
        hooks: [
          { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
        ],
      },
    ]);
    for (const event of ["PostToolUseFailure", "Stop", "UserPromptSubmit"])
      expect(installed.hooks[event]).toEqual([
        {
          hooks: [
            { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
          ],
        },
      ]);
    expect(installed.hooks.SessionEnd[0].hooks[0].timeout).toBe(60);
    expect(installed.statusLine).toEqual({ type: "command", command: "echo hi" });
    const before = readFileSync(settingsFile(), "utf8");
    const again = await run(["install", "claude"]);
    expect(again.stdout).toContain("qgate is already installed in .claude/settings.json: nothing to change");
    expect(readFileSync(settingsFile(), "utf8")).toBe(before);
  });

  it("uninstall removes only what qgate added: the file is byte-identical to the original", async () => {
    const dry = await run(["uninstall", "claude", "--dry-run"]);
    expect(dry.stdout).toContain('-         "matcher": "Write|Edit|NotebookEdit|Bash",');
    const result = await run(["uninstall", "claude"]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("removed qgate from .claude/settings.json:");
    expect(readFileSync(settingsFile(), "utf8")).toBe(ORIGINAL);
    expect((await run(["uninstall", "claude"])).stdout).toContain(
      "qgate is not in .claude/settings.json: nothing to remove",
    );
  });

  it("--hooks seed writes the seed's event map only on request, with a warning; a plain install takes it out again", async () => {
    const dir = path.join(project.dir, "seed-keys");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, ".claude", "settings.json");
    const seed = await runInProcess(["install", "claude", "--hooks", "seed", "--cwd", dir], {
      env: { HOME: home },
    });
    expect(seed.exitCode).toBe(0);
    expect(seed.stderr.trim().split("\n")).toEqual([
      'qgate: warning: --hooks seed writes the seed\'s event keys ("edit-complete", ...) into .claude/settings.json, Claude Code\'s own settings file: Claude Code does not read them, and some versions reject them ("Invalid key in record") and skip the whole file; --hooks claude (the default) writes only what Claude Code reads',
    ]);
    const written = JSON.parse(readFileSync(file, "utf8"));
    expect(written.hooks["edit-complete"]).toBe("npx --no-install qgate hook edit-complete");
    expect(written.hooks.PostToolUse).toBeUndefined();
    const plain = await runInProcess(["install", "claude", "--cwd", dir], { env: { HOME: home } });
    expect(plain.exitCode).toBe(0);
    expect(plain.stderr).toBe("");
    expect(plain.stdout).toContain(
      'removed hooks["edit-complete"]: the seed\'s event key, which Claude Code does not read (--hooks seed writes it)',
    );
    const hooks = JSON.parse(readFileSync(file, "utf8")).hooks as Record<string, unknown>;
    expect(Object.keys(hooks).filter((key) => /^[a-z]/.test(key))).toEqual([]);
    expect(hooks.Stop).toBeDefined();
  });

  it("--async runs the edit hook in the background (asyncRewake, qgate hook --rewake), the Stop gate still synchronous", async () => {
    const dir = path.join(project.dir, "async-install");
    mkdirSync(dir, { recursive: true });
    expect((await run(["install", "claude", "--async", "--hooks", "claude", "--cwd", dir])).exitCode).toBe(0);
    const settings = JSON.parse(readFileSync(path.join(dir, ".claude", "settings.json"), "utf8"));
    expect(settings.hooks.PostToolUse[0].hooks).toEqual([
      {
        type: "command",
        command: "npx --no-install qgate hook --rewake",
        asyncRewake: true,
        statusMessage: "qgate: checking…",
      },
    ]);
    expect(settings.hooks.Stop[0].hooks).toEqual([
      { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
    ]);
    // Installing again without --async makes the edit hook synchronous again.
    expect((await run(["install", "claude", "--hooks", "claude", "--cwd", dir])).stdout).toMatch(
      /hooks\.PostToolUse: "npx --no-install qgate hook" \(was "npx --no-install qgate hook --rewake"\)/,
    );
    expect((await run(["install", "claude", "--async", "--http", "7337", "--scope", "local"])).stderr).toBe(
      "qgate: install claude: --async is for command hooks: HTTP hooks cannot run in the background",
    );
  });

  it("a policy with include globs gives the edit hook if filters, so other files start no process", async () => {
    const dir = path.join(project.dir, "filtered");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ".qgaterc.json"), JSON.stringify({ include: ["src/**/*.{ts,tsx}"] }));
    const result = await run(["install", "claude", "--hooks", "claude", "--cwd", dir]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      'note: the edit hook runs only for files the policy includes (if Edit(/src/**/*.ts), Edit(/src/**/*.tsx)): install again after changing "include"',
    );
    const settings = JSON.parse(readFileSync(path.join(dir, ".claude", "settings.json"), "utf8"));
    const hook = {
      type: "command",
      command: "npx --no-install qgate hook",
      statusMessage: "qgate: checking…",
    };
    expect(settings.hooks.PostToolUse).toEqual([
      {
        matcher: "Write|Edit|NotebookEdit|Bash",
        hooks: [
          "Edit(/src/**/*.ts)",
          "Write(/src/**/*.ts)",
          "Edit(/src/**/*.tsx)",
          "Write(/src/**/*.tsx)",
          "Bash",
        ].map((rule) => ({ ...hook, if: rule })),
      },
    ]);
    expect(settings.hooks.Stop).toEqual([{ hooks: [hook] }]);
    // A glob gitignore patterns cannot say: no filter, and the note says why.
    writeFileSync(path.join(dir, ".qgaterc.json"), JSON.stringify({ include: ["!src/generated/**"] }));
    const unfiltered = await run(["install", "claude", "--hooks", "claude", "--cwd", dir]);
    expect(unfiltered.stdout).toContain(
      'note: the policy\'s include glob "!src/generated/**" has no Claude Code "if" form (negation, extglob or group): every edit starts qgate',
    );
    expect(
      JSON.parse(readFileSync(path.join(dir, ".claude", "settings.json"), "utf8")).hooks.PostToolUse,
    ).toEqual([{ matcher: "Write|Edit|NotebookEdit|Bash", hooks: [hook] }]);
  });

  it("--scope local and --scope user write their own files, creating them", async () => {
    expect((await run(["install", "claude", "--scope", "local"])).exitCode).toBe(0);
    const local = JSON.parse(readFileSync(path.join(project.dir, ".claude", "settings.local.json"), "utf8"));
    expect(local.hooks.SessionEnd).toEqual([
      {
        hooks: [
          {
            type: "command",
            command: "npx --no-install qgate hook",
            statusMessage: "qgate: checking…",
            timeout: 60,
          },
        ],
      },
    ]);
    expect(local.hooks["error-occurred"]).toBeUndefined();
    expect(
      (await run(["install", "claude", "--scope", "user", "--command", "qgate", "--hooks", "claude"]))
        .exitCode,
    ).toBe(0);
    const user = JSON.parse(readFileSync(path.join(home, ".claude", "settings.json"), "utf8"));
    expect(user.hooks.Stop).toEqual([
      { hooks: [{ type: "command", command: "qgate hook", statusMessage: "qgate: checking…" }] },
    ]);
    expect(user.hooks["edit-complete"]).toBeUndefined();
    expect((await run(["uninstall", "claude", "--scope", "user"])).exitCode).toBe(0);
    // Created by the install and left empty: removed, with the ~/.claude/ folder the install created.
    expect(existsSync(path.join(home, ".claude"))).toBe(false);
    expect(readFileSync(settingsFile(), "utf8")).toBe(ORIGINAL);
  });

  it("runs only the project's qgate (npx --no-install), says so when there is none, upgrades a bare npx qgate", async () => {
    const dir = path.join(project.dir, "npx-default");
    mkdirSync(path.join(dir, ".claude"), { recursive: true });
    const old = { hooks: { Stop: [{ hooks: [{ type: "command", command: "npx qgate hook" }] }] } };
    writeFileSync(path.join(dir, ".claude", "settings.json"), `${JSON.stringify(old, null, 2)}\n`);
    const result = await runInProcess(["install", "claude", "--cwd", dir], { env: { HOME: home } });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      "note: qgate is not installed in this project (node_modules/.bin/qgate): the hooks fail until `npm install --save-dev qgate`, or use --command",
    );
    expect(result.stdout).toContain('hooks.Stop: "npx --no-install qgate hook" (was "npx qgate hook")');
    const text = readFileSync(path.join(dir, ".claude", "settings.json"), "utf8");
    expect(text).not.toMatch(/"npx qgate/);
    expect(JSON.parse(text).hooks.Stop).toEqual([
      {
        hooks: [
          { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
        ],
      },
    ]);
  });

  it("a one-line settings file comes back byte-identical after install and uninstall", async () => {
    const dir = path.join(project.dir, "one-line");
    const file = path.join(dir, ".claude", "settings.json");
    mkdirSync(path.dirname(file), { recursive: true });
    const original = '{"model":"opus","env":{"A":"1"}}\n';
    writeFileSync(file, original);
    expect((await runInProcess(["install", "claude", "--cwd", dir], { env: { HOME: home } })).exitCode).toBe(
      0,
    );
    expect(readFileSync(file, "utf8").trimEnd().split("\n")).toHaveLength(1);
    expect(
      (await runInProcess(["uninstall", "claude", "--cwd", dir], { env: { HOME: home } })).exitCode,
    ).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(original);
  });

  it("a settings file that is not valid JSON is a one-line error, exit 2, and is left untouched", async () => {
    const dir = path.join(project.dir, "broken");
    mkdirSync(path.join(dir, ".claude"), { recursive: true });
    writeFileSync(path.join(dir, ".claude", "settings.json"), "{ // comments are not JSON\n}");
    const result = await runInProcess(["install", "claude", "--cwd", dir], { env: { HOME: home } });
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toMatch(/settings\.json: invalid JSON/);
    expect(readFileSync(path.join(dir, ".claude", "settings.json"), "utf8")).toBe(
      "{ // comments are not JSON\n}",
    );
  });

  it("bad options are usage errors that name the offending word", async () => {
    const scope = await run(["install", "claude", "--scope", "global"]);
    expect(scope.exitCode).toBe(2);
    expect(scope.stderr).toMatch(/--scope "global": expected project, local or user/);
    const unknown = await run(["uninstall", "claude", "--force"]);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toMatch(/unknown option --force/);
    expect(existsSync(path.join(project.dir, ".claude", "settings.json"))).toBe(true);
  });
});

describe("uninstall takes away what install created, and nothing the user had (issue 39, N4)", () => {
  let home: string;
  let base: string;
  beforeAll(() => {
    home = mkdtempSync(path.join(tmpdir(), "qgate-created-home-"));
    base = mkdtempSync(path.join(tmpdir(), "qgate-created-"));
  });
  afterAll(() => {
    rmSync(home, { recursive: true, force: true });
    rmSync(base, { recursive: true, force: true });
  });
  const qgate = (args: string[], dir: string) =>
    runInProcess([...args, "--cwd", dir], { env: { HOME: home, XDG_STATE_HOME: undefined } });
  const project = (name: string) => {
    const dir = path.join(base, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };

  it("install created .claude/settings.json and .claude/: uninstall removes both", async () => {
    const dir = project("fresh");
    expect((await qgate(["install", "claude"], dir)).exitCode).toBe(0);
    expect(existsSync(path.join(dir, ".claude", "settings.json"))).toBe(true);
    const result = await qgate(["uninstall", "claude"], dir);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain("removed .claude/settings.json: nothing else was in it");
    expect(result.stdout).toContain("removed .claude/: qgate install created it, and nothing else is in it");
    expect(existsSync(path.join(dir, ".claude"))).toBe(false);
    // Installed again, and the folder gets a file of the user's: the settings file goes, the folder stays.
    expect((await qgate(["install", "claude"], dir)).exitCode).toBe(0);
    writeFileSync(path.join(dir, ".claude", "notes.md"), "mine\n");
    expect((await qgate(["uninstall", "claude"], dir)).exitCode).toBe(0);
    expect(existsSync(path.join(dir, ".claude", "settings.json"))).toBe(false);
    expect(readFileSync(path.join(dir, ".claude", "notes.md"), "utf8")).toBe("mine\n");
  });

  it("the user's own empty {} settings file stays, and so does its folder, with a note", async () => {
    const dir = project("own-empty");
    mkdirSync(path.join(dir, ".claude"));
    writeFileSync(path.join(dir, ".claude", "settings.json"), "{}\n");
    expect((await qgate(["install", "claude"], dir)).exitCode).toBe(0);
    const result = await qgate(["uninstall", "claude"], dir);
    expect(result.exitCode).toBe(0);
    expect(readFileSync(path.join(dir, ".claude", "settings.json"), "utf8")).toBe("{}\n");
    expect(result.stdout).toContain("kept .claude/settings.json: it is empty now, but qgate has no record");
  });

  it("a settings file install created that now holds the user's settings stays, and is no longer qgate's", async () => {
    const dir = project("adopted");
    expect((await qgate(["install", "claude"], dir)).exitCode).toBe(0);
    const file = path.join(dir, ".claude", "settings.json");
    const installed = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, `${JSON.stringify({ model: "opus", ...installed }, null, 2)}\n`);
    expect((await qgate(["uninstall", "claude"], dir)).exitCode).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ model: "opus" });
  });

  it("Codex's hooks file and folder, created by install, go the same way", async () => {
    const dir = project("codex");
    expect((await qgate(["install", "codex"], dir)).exitCode).toBe(0);
    expect(existsSync(path.join(dir, ".codex", "hooks.json"))).toBe(true);
    expect((await qgate(["uninstall", "codex"], dir)).exitCode).toBe(0);
    expect(existsSync(path.join(dir, ".codex"))).toBe(false);
  });
});

describe("files qgate writes follow the project's Prettier style", () => {
  let p: TempProject;
  let home: string;
  beforeAll(async () => {
    p = await tempProject("lint-flat", { git: true });
    p.write(".prettierrc", `${JSON.stringify({ useTabs: true })}\n`);
    home = mkdtempSync(path.join(tmpdir(), "qgate-style-home-"));
  });
  afterAll(() => {
    p.cleanup();
    rmSync(home, { recursive: true, force: true });
  });
  const run = (args: string[]) =>
    runInProcess(args, { cwd: p.dir, env: { HOME: home, CLAUDE_CONFIG_DIR: undefined } });

  it("writes the settings and hooks files with the project's tabs, so qgate check passes on them", async () => {
    expect((await run(["install", "claude", "--hooks", "claude"])).exitCode).toBe(0);
    expect((await run(["install", "cursor"])).exitCode).toBe(0);
    for (const file of [".claude/settings.json", ".cursor/hooks.json"]) {
      expect(readFileSync(path.join(p.dir, file), "utf8")).toMatch(/^\t"hooks": \{$/m);
      const check = await run(["check", "--only", "format", file]);
      expect(check.stdout).toMatch(/^PASS 1 file/m);
    }
    // A layout the user chose by hand stays theirs: install then uninstall gives it back.
    const mine = '{\n    "version": 1,\n    "hooks": { "stop": [{ "command": "./audit.sh" }] }\n}\n';
    p.write(".cursor/hooks.json", mine);
    expect((await run(["install", "cursor"])).exitCode).toBe(0);
    expect((await run(["uninstall", "cursor"])).exitCode).toBe(0);
    expect(readFileSync(path.join(p.dir, ".cursor/hooks.json"), "utf8")).toBe(mine);
  });
});
