import { describe, expect, it } from "vitest";
import { addQgateHooks, removeQgateHooks } from "../../../src/assistants/claude/settings.js";
import { isQgateHookCommand } from "../../../src/installers/command.js";
import { lineDiff, serializeLike } from "../../../src/installers/text.js";

const userSettings = {
  model: "opus",
  permissions: { allow: ["Bash(npm test)"] },
  hooks: {
    PostToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "./log-bash.sh" }] }],
    Stop: [{ hooks: [{ type: "command", command: "./notify.sh", timeout: 5 }] }],
    "error-occurred": "./scripts/on-error.sh",
  },
};

const QGATE = { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" };

describe("addQgateHooks", () => {
  it("gives the edit hook one handler per `if` rule, and one for Bash, when there are rules", () => {
    const rules = ["Edit(/src/**/*.ts)", "Write(/src/**/*.ts)"];
    const { settings, changes } = addQgateHooks({}, undefined, "claude", undefined, { editRules: rules });
    const hooks = settings.hooks as Record<string, unknown>;
    expect(hooks.PostToolUse).toEqual([
      {
        matcher: "Write|Edit|NotebookEdit|Bash",
        hooks: [
          { ...QGATE, if: "Edit(/src/**/*.ts)" },
          { ...QGATE, if: "Write(/src/**/*.ts)" },
          { ...QGATE, if: "Bash" },
        ],
      },
    ]);
    // Only the edit hook is filtered.
    expect(hooks.Stop).toEqual([{ hooks: [QGATE] }]);
    expect(changes[0]).toBe(
      'hooks.PostToolUse += matcher "Write|Edit|NotebookEdit|Bash" "npx --no-install qgate hook if Edit(/src/**/*.ts)", "npx --no-install qgate hook if Write(/src/**/*.ts)", "npx --no-install qgate hook if Bash"',
    );
    // Installing again with the same rules changes nothing; without them, the filters go.
    expect(addQgateHooks(settings, undefined, "claude", undefined, { editRules: rules }).changes).toEqual([]);
    const unfiltered = addQgateHooks(settings, undefined, "claude");
    expect((unfiltered.settings.hooks as Record<string, unknown>).PostToolUse).toEqual([
      { matcher: "Write|Edit|NotebookEdit|Bash", hooks: [QGATE] },
    ]);
    expect(removeQgateHooks(settings).settings).toEqual({});
  });

  it("brings an older install's matcher up to date, but not a group the user shares with qgate", () => {
    const older = {
      hooks: {
        PostToolUse: [{ matcher: "Write|Edit|NotebookEdit", hooks: [QGATE] }],
        Stop: [{ hooks: [QGATE] }],
      },
    };
    const { settings, changes } = addQgateHooks(older, undefined, "claude");
    expect((settings.hooks as Record<string, unknown>).PostToolUse).toEqual([
      { matcher: "Write|Edit|NotebookEdit|Bash", hooks: [QGATE] },
    ]);
    expect(changes).toContain(
      'hooks.PostToolUse: matcher "Write|Edit|NotebookEdit|Bash" (was "Write|Edit|NotebookEdit")',
    );
    const shared = {
      hooks: {
        PostToolUse: [{ matcher: "Write", hooks: [{ type: "command", command: "./mine.sh" }, QGATE] }],
      },
    };
    const result = addQgateHooks(shared, undefined, "claude");
    expect((result.settings.hooks as Record<string, unknown>).PostToolUse).toEqual(shared.hooks.PostToolUse);
    expect(result.kept).toContain(
      'hooks.PostToolUse: the group qgate shares with your own hooks keeps its matcher "Write" (qgate\'s is "Write|Edit|NotebookEdit|Bash"): change it by hand if you want qgate to run there too',
    );
  });

  it("by default writes only Claude Code's entries, and takes an older install's seed keys out", () => {
    const { settings, changes, kept } = addQgateHooks(userSettings);
    const hooks = settings.hooks as Record<string, unknown>;
    // Claude Code reads only its PascalCase events; the user's own seed-shaped key stays theirs.
    expect(Object.keys(hooks).filter((key) => /^[a-z]/.test(key))).toEqual(["error-occurred"]);
    expect(hooks["error-occurred"]).toBe("./scripts/on-error.sh");
    expect(kept).toEqual([]);
    expect(changes).toHaveLength(6);
    const older = addQgateHooks(userSettings, undefined, "both").settings;
    const upgraded = addQgateHooks(older);
    expect(upgraded.settings).toEqual(settings);
    expect(upgraded.changes).toEqual([
      'removed hooks["user-prompt-submit"]: the seed\'s event key, which Claude Code does not read (--hooks seed writes it)',
      'removed hooks["tool-call-complete"]: the seed\'s event key, which Claude Code does not read (--hooks seed writes it)',
      'removed hooks["edit-complete"]: the seed\'s event key, which Claude Code does not read (--hooks seed writes it)',
      'removed hooks["session-end"]: the seed\'s event key, which Claude Code does not read (--hooks seed writes it)',
    ]);
  });

  it("adds the seed's keys and Claude Code's entries beside the user's own hooks (--hooks both)", () => {
    const { settings, changes, kept } = addQgateHooks(userSettings, undefined, "both");
    const hooks = settings.hooks as Record<string, unknown>;
    expect(hooks["edit-complete"]).toBe("npx --no-install qgate hook edit-complete");
    expect(hooks["tool-call-complete"]).toBe("npx --no-install qgate hook tool-call-complete");
    expect(hooks["user-prompt-submit"]).toBe("npx --no-install qgate hook user-prompt-submit");
    expect(hooks["session-end"]).toBe("npx --no-install qgate hook session-end");
    // The seed allows one command per event: the user's error hook stays (it is where qgate routes to).
    expect(hooks["error-occurred"]).toBe("./scripts/on-error.sh");
    expect(kept).toEqual(['hooks["error-occurred"] is your own command: kept']);
    expect(hooks.PostToolUse).toEqual([
      { matcher: "Bash", hooks: [{ type: "command", command: "./log-bash.sh" }] },
      {
        matcher: "Write|Edit|NotebookEdit|Bash",
        hooks: [
          { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
        ],
      },
    ]);
    expect(hooks.Stop).toEqual([
      { hooks: [{ type: "command", command: "./notify.sh", timeout: 5 }] },
      {
        hooks: [
          { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
        ],
      },
    ]);
    for (const event of ["PostToolUseFailure", "UserPromptSubmit"])
      expect(hooks[event]).toEqual([
        {
          hooks: [
            { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
          ],
        },
      ]);
    // SessionEnd hooks share a 1.5 s budget unless one sets a timeout: a cold gate needs more.
    expect(hooks.SessionEnd).toEqual([{ hooks: [{ ...QGATE, timeout: 60 }] }]);
    // The secrets guard before a read (issue 36).
    expect(hooks.PreToolUse).toEqual([{ matcher: "Read|Grep|Bash", hooks: [QGATE] }]);
    expect(changes).toHaveLength(10);
    expect(settings.model).toBe("opus");
    expect(userSettings.hooks.PostToolUse).toHaveLength(1); // The input is not mutated.
  });

  it("is idempotent and honours a command prefix", () => {
    const once = addQgateHooks({}, "qgate", "both").settings;
    expect((once.hooks as Record<string, unknown>)["edit-complete"]).toBe("qgate hook edit-complete");
    const twice = addQgateHooks(once, "qgate", "both");
    expect(twice.changes).toEqual([]);
    expect(twice.settings).toEqual(once);
  });

  it("never installs a bare `npx qgate` (npx would fetch any package of that name) and upgrades one", () => {
    const fresh = JSON.stringify(addQgateHooks({}, undefined, "both").settings);
    expect(fresh).not.toMatch(/npx qgate/);
    const old = addQgateHooks(userSettings, "npx qgate", "both").settings;
    const { settings, changes } = addQgateHooks(old, undefined, "both");
    expect(JSON.stringify(settings)).not.toMatch(/npx qgate/);
    expect(settings).toEqual(addQgateHooks(userSettings, undefined, "both").settings);
    expect(changes).toContain(
      'hooks["edit-complete"] = "npx --no-install qgate hook edit-complete" (was "npx qgate hook edit-complete")',
    );
    expect(changes).toContain('hooks.Stop: "npx --no-install qgate hook" (was "npx qgate hook")');
    // The user's own commands in the same events are untouched.
    expect((settings.hooks as Record<string, unknown>).Stop).toEqual([
      { hooks: [{ type: "command", command: "./notify.sh", timeout: 5 }] },
      {
        hooks: [
          { type: "command", command: "npx --no-install qgate hook", statusMessage: "qgate: checking…" },
        ],
      },
    ]);
  });

  it("installs only one shape when asked", () => {
    const claude = addQgateHooks({}, "npx qgate", "claude").settings.hooks as Record<string, unknown>;
    expect(Object.keys(claude)).toEqual([
      "PostToolUse",
      "PostToolUseFailure",
      "Stop",
      "UserPromptSubmit",
      "SessionEnd",
      "PreToolUse",
    ]);
    const seed = addQgateHooks({}, "npx qgate", "seed").settings.hooks as Record<string, unknown>;
    expect(Object.keys(seed)).toEqual([
      "user-prompt-submit",
      "tool-call-complete",
      "edit-complete",
      "session-end",
      "error-occurred",
    ]);
  });

  it("--no-secrets-guard leaves the PreToolUse guard out, and takes an earlier one out (the user's own stay)", () => {
    const mine = { matcher: "Bash", hooks: [{ type: "command", command: "./guard.sh" }] };
    const withGuard = addQgateHooks({ hooks: { PreToolUse: [mine] } }).settings;
    expect((withGuard.hooks as Record<string, unknown>).PreToolUse).toEqual([
      mine,
      { matcher: "Read|Grep|Bash", hooks: [QGATE] },
    ]);
    const without = addQgateHooks(withGuard, undefined, "claude", undefined, { secretsGuard: false });
    expect((without.settings.hooks as Record<string, unknown>).PreToolUse).toEqual([mine]);
    expect(without.changes).toEqual(["removed qgate from hooks.PreToolUse"]);
    const fresh = addQgateHooks({}, undefined, "claude", undefined, { secretsGuard: false });
    expect(Object.keys(fresh.settings.hooks as object)).not.toContain("PreToolUse");
    expect(
      addQgateHooks(fresh.settings, undefined, "claude", undefined, { secretsGuard: false }).changes,
    ).toEqual([]);
  });

  it("secrets.failClosed: the guard's hooks (PreToolUse, UserPromptSubmit) refuse when qgate cannot answer", () => {
    const hooks = addQgateHooks({}, undefined, "claude", undefined, { failClosed: true }).settings
      .hooks as Record<string, Array<{ hooks: Array<{ command: string }> }>>;
    for (const event of ["PreToolUse", "UserPromptSubmit"])
      expect(hooks[event]?.[0]?.hooks[0]?.command).toBe(
        "npx --no-install qgate hook --fail-closed; s=$?; if [ $s -ne 0 ] && [ $s -ne 2 ]; then echo 'qgate: the secrets guard could not run, so this was refused (secrets.failClosed in the policy)' >&2; exit 2; fi; exit $s",
      );
    expect(hooks.Stop?.[0]?.hooks[0]?.command).toBe("npx --no-install qgate hook");
  });

  it("leaves a hooks value of the wrong shape alone", () => {
    expect(addQgateHooks({ hooks: "x" })).toMatchObject({ changes: [], settings: { hooks: "x" } });
    const { settings, kept } = addQgateHooks({ hooks: { Stop: "./stop.sh" } });
    expect((settings.hooks as Record<string, unknown>).Stop).toBe("./stop.sh");
    expect(kept).toContain("hooks.Stop is not an array: left alone");
  });
});

describe("removeQgateHooks", () => {
  it("takes out exactly what install added", () => {
    const installed = addQgateHooks(userSettings, undefined, "both").settings;
    const { settings, changes } = removeQgateHooks(installed);
    expect(settings).toEqual(userSettings);
    expect(changes.length).toBeGreaterThan(0);
    expect(removeQgateHooks(userSettings).changes).toEqual([]);
  });

  it("removes qgate from a group the user shares with it, keeping the user's hook", () => {
    const shared = {
      hooks: {
        PostToolUse: [
          {
            matcher: "Write|Edit",
            hooks: [
              { type: "command", command: "./mine.sh" },
              { type: "command", command: "node node_modules/.bin/qgate hook" },
            ],
          },
        ],
      },
    };
    expect(removeQgateHooks(shared).settings).toEqual({
      hooks: { PostToolUse: [{ matcher: "Write|Edit", hooks: [{ type: "command", command: "./mine.sh" }] }] },
    });
  });

  it("drops the hooks object when only qgate's entries were in it", () => {
    expect(removeQgateHooks(addQgateHooks({ model: "x" }, undefined, "both").settings).settings).toEqual({
      model: "x",
    });
  });
});

describe("serializeLike", () => {
  it("round-trips 2-space, 4-space, tab, CRLF and one-line files byte for byte", () => {
    const value = { a: 1, b: [1, { c: "d" }], e: {} };
    for (const indent of ["  ", "    ", "\t"]) {
      const text = `${JSON.stringify(value, null, indent)}\n`;
      expect(serializeLike(JSON.parse(text), text)).toBe(text);
    }
    const crlf = `${JSON.stringify(value, null, 2)}`.replace(/\n/g, "\r\n");
    expect(serializeLike(JSON.parse(crlf), crlf)).toBe(crlf);
    expect(serializeLike({ a: 1 }, undefined)).toBe('{\n  "a": 1\n}\n');
    // A file that is one line stays one line.
    for (const text of [`${JSON.stringify(value)}\n`, JSON.stringify(value), `${JSON.stringify(value)}\r\n`])
      expect(serializeLike(JSON.parse(text), text)).toBe(text);
  });

  it("gives back a one-line file byte for byte after install and uninstall", () => {
    const text = `${JSON.stringify(userSettings)}\n`;
    const installed = serializeLike(addQgateHooks(JSON.parse(text), undefined, "both").settings, text);
    expect(installed.trimEnd().split("\n")).toHaveLength(1);
    expect(serializeLike(removeQgateHooks(JSON.parse(installed)).settings, installed)).toBe(text);
  });
});

describe("lineDiff", () => {
  it("marks added and removed lines with context", () => {
    const before = '{\n  "a": 1,\n  "b": 2\n}\n';
    const after = '{\n  "a": 1,\n  "b": 3,\n  "c": 4\n}\n';
    expect(lineDiff(before, after)).toBe(
      ["  {", '    "a": 1,', '-   "b": 2', '+   "b": 3,', '+   "c": 4', "  }"].join("\n"),
    );
    expect(lineDiff("", '{\n  "a": 1\n}\n')).toBe(["+ {", '+   "a": 1', "+ }"].join("\n"));
  });
});

describe("isQgateHookCommand", () => {
  it("recognises qgate's commands, including a path to its binary", () => {
    expect(isQgateHookCommand("npx qgate hook")).toBe(true);
    expect(isQgateHookCommand("npx --no-install qgate hook session-end")).toBe(true);
    expect(isQgateHookCommand("/usr/local/bin/qgate hook edit-complete")).toBe(true);
    expect(isQgateHookCommand("./scripts/on-error.sh")).toBe(false);
    expect(isQgateHookCommand(42)).toBe(false);
  });
});
