import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtinPolicyNames, loadPolicy } from "../../src/policy/load.js";
import { ConfigError } from "../../src/errors.js";

const dirs: string[] = [];
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-policy-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadPolicy", () => {
  it("ships default, strict, security and fast", () => {
    expect(builtinPolicyNames()).toEqual(expect.arrayContaining(["default", "strict", "security", "fast"]));
  });

  it("uses the built-in default when the project has no config", () => {
    const policy = loadPolicy({ root: project({}) });
    expect(policy.source).toBe("built-in policy default");
    // In reports (the GitHub step summary: "policy: default (built-in)").
    expect(policy.name).toBe("default (built-in)");
    const chained = project({ ".qgaterc.json": JSON.stringify({ extends: "strict" }) });
    expect(loadPolicy({ root: chained }).name).toBe("default (built-in) > strict (built-in) > .qgaterc.json");
    expect(policy.blockOn).toBe("error");
    expect(Object.values(policy.checks).every((c) => c.enabled)).toBe(true);
  });

  it("fast has no types check; strict blocks on warnings", () => {
    const root = project({});
    expect(loadPolicy({ root, policy: "fast" }).checks.types.enabled).toBe(false);
    const strict = loadPolicy({ root, policy: "strict" });
    expect(strict.strict).toBe(true);
    expect(strict.blockOn).toBe("warning");
  });

  it("merges .qgaterc.json over its extends chain", () => {
    const root = project({
      ".qgaterc.json": JSON.stringify({
        extends: "strict",
        checks: { lint: { timeoutMs: 5000 }, security: { options: { secrets: false } } },
      }),
    });
    const policy = loadPolicy({ root });
    expect(policy.strict).toBe(true);
    expect(policy.checks.lint.timeoutMs).toBe(5000);
    expect(policy.checks.security.options).toEqual({ secrets: false });
    expect(policy.checks.types.timeoutMs).toBe(120000);
  });

  it("merges a check's options key by key across extends, as documented (not replaced)", () => {
    const root = project({
      "base.json": JSON.stringify({
        checks: { security: { options: { secrets: false, rules: { "no-eval": "warn" } } } },
      }),
      ".qgaterc.json": JSON.stringify({
        extends: "./base.json",
        checks: { security: { options: { patterns: false } } },
      }),
    });
    expect(loadPolicy({ root }).checks.security.options).toEqual({
      secrets: false,
      rules: { "no-eval": "warn" },
      patterns: false,
    });
  });

  it("reads the qgate key of package.json", () => {
    const root = project({ "package.json": JSON.stringify({ name: "x", qgate: { extends: "fast" } }) });
    expect(loadPolicy({ root }).checks.types.enabled).toBe(false);
  });

  it("takes the remote cache's URL, team and read-only mode, merged across extends", () => {
    const root = project({
      "base.json": JSON.stringify({ cache: { remote: { url: "https://cache.example", team: "ours" } } }),
      ".qgaterc.json": JSON.stringify({ extends: "./base.json", cache: { remote: { readOnly: true } } }),
    });
    expect(loadPolicy({ root }).cache.remote).toEqual({
      url: "https://cache.example",
      team: "ours",
      readOnly: true,
    });
  });

  it("lsp.checks: the editor's gaps by default, all or check ids when set, merged across extends", () => {
    expect(loadPolicy({ root: project({}) }).lsp.checks).toBe("editor-gaps");
    const all = project({
      "base.json": JSON.stringify({ lsp: { checks: ["security", "lint"] } }),
      ".qgaterc.json": JSON.stringify({ extends: "./base.json" }),
    });
    expect(loadPolicy({ root: all }).lsp.checks).toEqual(["security", "lint"]);
    const over = project({ ".qgaterc.json": JSON.stringify({ lsp: { checks: "all" } }) });
    expect(loadPolicy({ root: over }).lsp.checks).toBe("all");
    const bad = project({ ".qgaterc.json": JSON.stringify({ lsp: { checks: ["spelling"] } }) });
    expect(() => loadPolicy({ root: bad })).toThrow(/^\.qgaterc\.json: lsp\.checks/);
  });

  it("refuses a token in the policy, saying where it goes instead", () => {
    const root = project({
      ".qgaterc.json": JSON.stringify({
        cache: { remote: { url: "https://cache.example", token: "t0ken" } },
      }),
    });
    expect(() => loadPolicy({ root })).toThrow(ConfigError);
    expect(() => loadPolicy({ root })).toThrow(
      /^\.qgaterc\.json: cache\.remote\.token: the token never goes in a policy .*QGATE_REMOTE_CACHE_TOKEN/,
    );
    expect(() => loadPolicy({ root })).not.toThrow(/t0ken/);
  });

  it("names the file, the key and the expectation for an invalid value", () => {
    const root = project({ ".qgaterc.json": JSON.stringify({ checks: { lint: { timeoutMs: "soon" } } }) });
    expect(() => loadPolicy({ root })).toThrow(ConfigError);
    expect(() => loadPolicy({ root })).toThrow(
      /^\.qgaterc\.json: checks\.lint\.timeoutMs: .*expected number/,
    );
  });

  it("checks every check's options: an unknown key or a wrong type names the key", () => {
    const message = (policy: unknown): string => {
      const root = project({ ".qgaterc.json": JSON.stringify(policy) });
      try {
        loadPolicy({ root });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(message({ checks: { security: { options: { patterns: null } } } })).toBe(
      ".qgaterc.json: checks.security.options.patterns: Invalid input: expected boolean, received null",
    );
    expect(message({ checks: { security: { options: { patterns: "$(touch x)" } } } })).toBe(
      ".qgaterc.json: checks.security.options.patterns: Invalid input: expected boolean, received string",
    );
    expect(message({ checks: { lint: { options: { a: { b: {} } } } } })).toBe(
      '.qgaterc.json: checks.lint.options: unknown key "a": this object takes no keys',
    );
    expect(message({ checks: { security: { options: { secret: false } } } })).toBe(
      '.qgaterc.json: checks.security.options: unknown key "secret": expected secrets, patterns, rules; did you mean "secrets"?',
    );
    expect(message({ checks: { security: { options: { rules: { "security/no-evil": "off" } } } } })).toMatch(
      /^\.qgaterc\.json: checks\.security\.options\.rules: unknown key "security\/no-evil": expected security\/no-eval, security\/no-implied-eval, .*; did you mean "security\/no-eval"\?$/,
    );
    expect(message({ checks: { security: { options: { rules: { "no-eval": "loud" } } } } })).toMatch(
      /^\.qgaterc\.json: checks\.security\.options\.rules\.no-eval: Invalid option: expected one of "off"\|"warn"\|"error"$/,
    );
    expect(
      message({ checks: { security: { options: { secrets: false, rules: { "no-eval": "warn" } } } } }),
    ).toBe("accepted");
    // A typo directly under a check (not in its options): the per-check object is strict too.
    expect(message({ checks: { lint: { serverity: "error" } } })).toBe(
      '.qgaterc.json: checks.lint: unknown key "serverity": expected enabled, severity, timeoutMs, options, include, exclude, requireProjectTool, tools; did you mean "severity"?',
    );
    expect(message({ colour: true })).toBe(
      '.qgaterc.json: unknown key "colour": expected $schema, extends, description, strict, blockOn, onFailure, fix, include, exclude, scope, concurrency, maxFileBytes, checks, prompt, secrets, lsp, daemon, cache, hooks',
    );
  });

  it("names an unknown check with the known ones and the closest", () => {
    const root = project({ ".qgaterc.json": JSON.stringify({ checks: { lnt: {} } }) });
    expect(() => loadPolicy({ root })).toThrow(
      '.qgaterc.json: checks: unknown check "lnt": expected format, lint, types, security; did you mean "lint"?',
    );
  });

  it("an unknown built-in in extends names the file and the key, and suggests the closest", () => {
    const root = project({ ".qgaterc.json": JSON.stringify({ extends: "strcit" }) });
    expect(() => loadPolicy({ root })).toThrow(
      '.qgaterc.json: extends: unknown policy "strcit": expected one of default, fast, security, strict or a path to a JSON file; did you mean "strict"?',
    );
    expect(() => loadPolicy({ root, policy: "strcit" })).toThrow(
      /^--policy: unknown policy "strcit": .*; did you mean "strict"\?$/,
    );
    const missing = project({ ".qgaterc.json": JSON.stringify({ extends: "./base.json" }) });
    expect(() => loadPolicy({ root: missing })).toThrow(
      ".qgaterc.json: extends: policy file base.json not found",
    );
  });

  it("rejects unknown keys and unknown checks", () => {
    const root = project({ ".qgaterc.json": JSON.stringify({ checks: { spelling: {} } }) });
    expect(() => loadPolicy({ root })).toThrow(/\.qgaterc\.json: checks: .*spelling/);
  });

  it("reports broken JSON with the file name", () => {
    const root = project({ ".qgaterc.json": "{ nope" });
    expect(() => loadPolicy({ root })).toThrow(/^\.qgaterc\.json: invalid JSON/);
  });

  it("says where broken JSON breaks, never quoting the file (an `extends` can name any file)", () => {
    const password = ["hunter", "2hunter2"].join("");
    const root = project({
      ".qgaterc.json": JSON.stringify({ extends: "./pw.json" }),
      "pw.json": `password=${password}\n`,
    });
    let message = "";
    try {
      loadPolicy({ root });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("pw.json: invalid JSON: line 1, column 1: unexpected character");
    const trailing = project({ ".qgaterc.json": '{\n  "blockOn": "error",\n}\n' });
    expect(() => loadPolicy({ root: trailing })).toThrow(
      /^\.qgaterc\.json: invalid JSON: line 2, column 21: trailing comma \(JSON allows none before \}\)$/,
    );
    const cut = project({ ".qgaterc.json": '{\n  "blockOn": "err' });
    expect(() => loadPolicy({ root: cut })).toThrow(/: line 2, column 14: unterminated string$/);
  });

  it("names the key path inside package.json", () => {
    const root = project({ "package.json": JSON.stringify({ qgate: { blockOn: "never" } }) });
    expect(() => loadPolicy({ root })).toThrow(/^package\.json: qgate\.blockOn: /);
  });

  it("rejects an unknown extends and a cycle", () => {
    expect(() => loadPolicy({ root: project({ ".qgaterc.json": '{"extends":"nope"}' }) })).toThrow(
      /unknown policy "nope"/,
    );
    const cyclic = project({ "a.json": '{"extends":"./b.json"}', "b.json": '{"extends":"./a.json"}' });
    expect(() => loadPolicy({ root: cyclic, policy: "a.json" })).toThrow(/circular/);
  });
});
