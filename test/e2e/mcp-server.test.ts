/**
 * `qgate mcp` through the SDK's own Client over stdio, against the packed binary: the tools and their
 * schemas, a check with both planted findings (the secret redacted), explain and status, every error
 * path as a one-line error result, the daemon path (warm, and a daemon that cannot serve said in the
 * result), and fuzzed calls that must never crash the server, reach outside the root or print a secret;
 * the files a model names are passed after `--` (`--fix` is a file, never a fix; `-x.ts` is checked).
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSecret, FAKE_SECRETS } from "../checks/security-secrets.js";
import { execa } from "execa";
import { QGATE_BIN, runQgate } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { snapshot } from "../helpers/check-report.js";
import { UNFORMATTED } from "../helpers/hook-project.js";
import { BROKEN_TS, connectMcp, plantedProject, textOf, type McpSession } from "./mcp-helpers.js";

interface CheckOutput {
  verdict: string;
  complete: boolean;
  served: string;
  notes: string[];
  findings: Array<{ file: string; line: number; rule: string; message: string }>;
}

const OUTSIDE_MARKER = "OUTSIDE_ROOT_MARKER_7f3a";

describe("qgate mcp (SDK client over stdio)", () => {
  let project: TempProject;
  let outside: string;
  let session: McpSession;

  beforeAll(async () => {
    project = await plantedProject();
    // A file outside the root, and links to it from inside: nothing may ever read it.
    outside = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-mcp-outside-")));
    writeFileSync(
      path.join(outside, "secret.ts"),
      `export const marker = "${OUTSIDE_MARKER}"; // ${FAKE_SECRETS[2]}\n`,
    );
    symlinkSync(path.join(outside, "secret.ts"), path.join(project.dir, "src", "link.ts"));
    symlinkSync(outside, path.join(project.dir, "linked-dir"));
    session = await connectMcp(project.dir);
  });

  afterAll(async () => {
    await session?.close();
    project?.cleanup();
    rmSync(outside, { recursive: true, force: true });
  });

  it("lists check, explain and status with input and output schemas and short descriptions", async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(["check", "explain", "status"]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.description!.length).toBeLessThan(160);
    }
    const check = tools.find((tool) => tool.name === "check")!;
    expect(Object.keys(check.inputSchema.properties ?? {}).sort()).toEqual([
      "diff",
      "files",
      "only",
      "scope",
      "staged",
    ]);
  });

  it("check: the type error and the secret, the secret redacted, served cold with the daemon off", async () => {
    const result = await session.client.callTool(
      {
        name: "check",
        arguments: { files: ["src/broken.ts", "src/client.ts"], only: ["types", "security"] },
      },
      undefined,
      { timeout: 110_000 },
    );
    expect(result.isError).toBeFalsy();
    const output = result.structuredContent as unknown as CheckOutput;
    expect(output.verdict).toBe("block");
    expect(output.complete).toBe(true);
    expect(output.served).toBe("cold");
    const seen = output.findings.map((f) => `${f.file}:${f.line} ${f.rule}`);
    expect(seen).toContain("src/broken.ts:2 TS2322");
    expect(seen).toContain("src/client.ts:2 secretlint/@secretlint/secretlint-rule-github");
    expect(textOf(result)).toContain("src/broken.ts:2:");
    expectNoSecret(JSON.stringify(result), "check result");
    expectNoSecret(session.stderr(), "server stderr");
  }, 120_000);

  it("explain: an ESLint rule, a TypeScript code, a security rule and a secretlint rule, from the tools' metadata", async () => {
    const cases: Array<[string, RegExp, string]> = [
      ["no-unused-vars", /unused variables/i, "eslint"],
      ["TS2322", /is not assignable to type/, "typescript"],
      ["security/detect-child-process", /child_process/, "eslint-plugin-security"],
      ["security/no-eval", /eval/, "eslint"],
      ["@typescript-eslint/no-explicit-any", /`any` type/, "typescript-eslint"],
      ["secretlint/@secretlint/secretlint-rule-github", /credential/i, "secretlint"],
      ["prettier/format", /Prettier/, "qgate"],
    ];
    for (const [rule, meaning, source] of cases) {
      const result = await session.client.callTool({ name: "explain", arguments: { rule } });
      expect(result.isError, rule).toBeFalsy();
      const output = result.structuredContent as { meaning: string; fix: string; source: string };
      expect(output.meaning, rule).toMatch(meaning);
      expect(output.source, rule).toBe(source);
      expect(output.fix.length, rule).toBeGreaterThan(10);
    }
  });

  it("status: policy, checks, tool versions and the daemon's state", async () => {
    const result = await session.client.callTool({ name: "status", arguments: {} });
    expect(result.isError).toBeFalsy();
    const output = result.structuredContent as {
      root: string;
      policy: { name: string };
      checks: Array<{ id: string }>;
      tools: Array<{ name: string; version: string }>;
      daemon: { enabled: boolean; running: boolean };
    };
    expect(output.root).toBe(project.dir);
    expect(output.checks.map((c) => c.id)).toEqual(["format", "lint", "types", "security"]);
    expect(output.tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(["prettier", "eslint", "typescript"]),
    );
    expect(output.tools.every((t) => /^\d+\.\d+/.test(t.version))).toBe(true);
    expect(output.daemon).toEqual({ enabled: false, running: false });
  });

  it("bad calls: one-line error results naming the problem, and the server answers on", async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ["check", { files: "src/a.ts" }, /^check: bad arguments: files: /],
      ["check", { files: ["a"], staged: true }, /^check: give files, diff or staged/],
      ["check", { diff: "--output=/tmp/x" }, /^check: diff: expected a git revision/],
      ["check", { only: ["everything"] }, /^check: bad arguments: only\.0: /],
      ["check", { colour: "red" }, /^check: bad arguments: .*colour/],
      ["check", { files: ["../outside.ts"] }, /^check: \.\.\/outside\.ts: outside the project root/],
      ["check", { files: [path.join(outside, "secret.ts")] }, /outside the project root/],
      [
        "check",
        { files: ["src/link.ts"] },
        /^check: src\/link\.ts: a symlink that leads outside the project root/,
      ],
      ["check", { files: ["linked-dir/secret.ts"] }, /symlink that leads outside the project root/],
      ["check", { files: ["src/missing.ts"] }, /^check: .*src\/missing\.ts/],
      ["check", { diff: "no-such-branch" }, /^check: .*no-such-branch/],
      ["explain", { rule: "not-a-rule-at-all" }, /^explain: unknown rule "not-a-rule-at-all"/],
      ["explain", { rule: "../../etc/passwd" }, /^explain: unknown rule/],
      // Echoed in the error, so the answer's own redaction must mask it.
      ["explain", { rule: FAKE_SECRETS[1] }, /^explain: unknown rule "\*\*\*\*"/],
      ["explain", {}, /^explain: bad arguments: rule: /],
      ["status", { verbose: true }, /^status: bad arguments: /],
      ["rm-rf", {}, /^unknown tool "rm-rf": expected check, explain or status$/],
    ];
    for (const [name, args, message] of cases) {
      const result = await session.client.callTool({ name, arguments: args });
      const where = `${name} ${JSON.stringify(args)}`;
      expect(result.isError, where).toBe(true);
      const text = textOf(result);
      expect(text, where).toMatch(message);
      expect(text.split("\n"), where).toHaveLength(1);
      expect(text, where).not.toContain(OUTSIDE_MARKER);
      expectNoSecret(text, where);
    }
    const status = await session.client.callTool({ name: "status", arguments: {} });
    expect(status.isError).toBeFalsy();
  });

  it("fuzzed calls never crash the server, never reach outside the root, never print a secret", async () => {
    // A fixed-seed generator: the same calls every run, so a failure can be replayed.
    let seed = 20;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const huge = "x".repeat(300_000);
    const hostilePaths = [
      "../outside.ts",
      "/etc/passwd",
      path.join(outside, "secret.ts"),
      "src/link.ts",
      "linked-dir/secret.ts",
      "linked-dir",
      "--policy=/etc/passwd",
      "-rf",
      "a\u0000b",
      "a\nqgate: fake line",
      "~/.ssh/id_rsa",
      "file:///etc/passwd",
      "%2e%2e/%2e%2e/etc/passwd",
      "src/../../outside.ts",
      huge,
      FAKE_SECRETS[1],
    ];
    const values: unknown[] = [
      null,
      0,
      -1,
      1e308,
      true,
      "",
      huge,
      [],
      [null],
      [1, "two"],
      {},
      { __proto__: { polluted: true } },
      Array.from({ length: 2000 }, () => "a"),
      FAKE_SECRETS[0],
      ...hostilePaths.map((p) => [p]),
    ];
    const names = [
      "check",
      "explain",
      "status",
      "CHECK",
      "",
      "check ",
      huge.slice(0, 5000),
      "__proto__",
      "constructor",
    ];
    const keys = [
      "files",
      "diff",
      "staged",
      "only",
      "scope",
      "rule",
      "cwd",
      "policy",
      "__proto__",
      "constructor",
    ];
    const texts: string[] = [];
    for (let i = 0; i < 150; i++) {
      const name = names[next(names.length)]!;
      const args: Record<string, unknown> = {};
      for (let k = next(3); k >= 0; k--) args[keys[next(keys.length)]!] = values[next(values.length)];
      // Some calls are well-formed apart from a hostile path or rule, so they pass validation.
      if (i % 5 === 0) Object.assign(args, { files: [hostilePaths[next(hostilePaths.length)]] });
      if (i % 7 === 0) Object.assign(args, { rule: hostilePaths[next(hostilePaths.length)] });
      const result = await session.client.callTool({ name, arguments: args });
      texts.push(JSON.stringify(result));
    }
    for (const text of texts) {
      expect(text).not.toContain(OUTSIDE_MARKER);
      expectNoSecret(text, "fuzzed result");
    }
    expectNoSecret(session.stderr(), "server stderr");
    // Still serving, and its answers still right.
    const explain = await session.client.callTool({ name: "explain", arguments: { rule: "no-debugger" } });
    expect(explain.isError).toBeFalsy();
  }, 60_000);
});

describe("qgate mcp: the files a model names are files, never options", () => {
  let project: TempProject;
  let session: McpSession;
  beforeAll(async () => {
    project = await plantedProject();
    // Both unformatted: Prettier's finding is quick and real, and a --fix would rewrite them.
    writeFileSync(path.join(project.dir, "src", "ugly.ts"), UNFORMATTED);
    writeFileSync(path.join(project.dir, "-x.ts"), UNFORMATTED);
    session = await connectMcp(project.dir);
  });
  afterAll(async () => {
    await session?.close();
    project?.cleanup();
  });

  it('"--fix" among the files is a file that does not exist: one-line error, no file changed', async () => {
    const before = snapshot(project.dir);
    const result = await session.client.callTool(
      { name: "check", arguments: { files: ["--fix", "src/ugly.ts"], only: ["format"] } },
      undefined,
      { timeout: 50_000 },
    );
    expect(snapshot(project.dir)).toEqual(before);
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toMatch(/^check: .*--fix/);
    expect(text.split("\n")).toHaveLength(1);
  });

  it("a file named -x.ts is checked, its finding reported", async () => {
    const result = await session.client.callTool(
      { name: "check", arguments: { files: ["-x.ts"], only: ["format"] } },
      undefined,
      { timeout: 50_000 },
    );
    expect(result.isError, textOf(result)).toBeFalsy();
    const output = result.structuredContent as unknown as CheckOutput & { files: string[] };
    expect(output.files).toEqual(["-x.ts"]);
    expect(output.findings.map((f) => `${f.file} ${f.rule}`)).toEqual(["-x.ts prettier/format"]);
  });
});

describe("qgate mcp on raw stdin", () => {
  it("malformed lines and messages are skipped: the server answers the valid ones and exits 0 when stdin ends", async () => {
    const project = await plantedProject();
    try {
      const line = (message: object) => JSON.stringify(message);
      const input = [
        "not json at all",
        "{}",
        "[1, 2, 3]",
        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":5}}`,
        `{"jsonrpc":"2.0","id":2,"method":"no/such/method"}`,
        `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"explain","arguments":"${"z".repeat(1_000_000)}"}}`,
        "\u0000\u0001\u0002",
        line({
          jsonrpc: "2.0",
          id: 10,
          method: "initialize",
          params: {
            protocolVersion: "2025-06-18",
            capabilities: {},
            clientInfo: { name: "raw", version: "1" },
          },
        }),
        line({ jsonrpc: "2.0", method: "notifications/initialized" }),
        line({ jsonrpc: "2.0", id: 11, method: "tools/list" }),
        line({
          jsonrpc: "2.0",
          id: 12,
          method: "tools/call",
          params: { name: "explain", arguments: { rule: "TS2322" } },
        }),
        "",
      ].join("\n");
      const result = await execa(process.execPath, [QGATE_BIN, "mcp", "--cwd", project.dir], {
        input,
        reject: false,
        timeout: 50_000,
      });
      expect(result.exitCode, result.stderr).toBe(0);
      const answers = result.stdout
        .trim()
        .split("\n")
        .map(
          (text) =>
            JSON.parse(text) as { id?: unknown; result?: { tools?: unknown[]; structuredContent?: unknown } },
        );
      const byId = new Map(answers.map((answer) => [answer.id, answer]));
      expect(byId.get(11)?.result?.tools).toHaveLength(3);
      expect(byId.get(12)?.result?.structuredContent).toMatchObject({ rule: "TS2322", source: "typescript" });
    } finally {
      project.cleanup();
    }
  });
});

describe("qgate mcp with the daemon", () => {
  let project: TempProject;
  let daemonDir: string;

  beforeAll(async () => {
    project = await plantedProject();
    daemonDir = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-mcp-daemon-")));
  });

  afterAll(async () => {
    await runQgate(["daemon", "stop"], { env: { QGATE_DAEMON: undefined, QGATE_DAEMON_DIR: daemonDir } });
    project?.cleanup();
    rmSync(daemonDir, { recursive: true, force: true });
  });

  it("starts the daemon as a hook would, and the check is served warm with the same findings", async () => {
    const session = await connectMcp(project.dir, {
      QGATE_DAEMON: undefined,
      QGATE_DAEMON_DIR: daemonDir,
      CI: undefined,
    });
    try {
      const result = await session.client.callTool(
        {
          name: "check",
          arguments: { files: ["src/broken.ts", "src/client.ts"], only: ["types", "security"] },
        },
        undefined,
        { timeout: 110_000 },
      );
      const output = result.structuredContent as unknown as CheckOutput;
      expect(output.served).toBe("warm");
      expect(output.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
        "src/broken.ts:2 TS2322",
        "src/client.ts:2 secretlint/@secretlint/secretlint-rule-github",
      ]);
      expectNoSecret(JSON.stringify(result), "warm check result");
      const status = await session.client.callTool({ name: "status", arguments: {} });
      expect((status.structuredContent as { daemon: { running: boolean } }).daemon.running).toBe(true);
    } finally {
      await session.close();
    }
  }, 120_000);

  it("a daemon that cannot serve: the check runs cold and its result says why, never a silent pass", async () => {
    // A regular file where the daemon's directory must go (ENOTDIR, which root cannot get around either).
    const blocked = path.join(daemonDir, "not-a-dir");
    writeFileSync(blocked, "");
    const session = await connectMcp(project.dir, {
      QGATE_DAEMON: undefined,
      QGATE_DAEMON_DIR: path.join(blocked, "daemon"),
      CI: undefined,
    });
    try {
      const result = await session.client.callTool(
        { name: "check", arguments: { files: ["src/broken.ts"], only: ["types"] } },
        undefined,
        { timeout: 110_000 },
      );
      const output = result.structuredContent as unknown as CheckOutput;
      expect(output.served).toBe("cold");
      expect(output.notes.join("\n")).toMatch(/^checked without the daemon: /m);
      expect(output.verdict).toBe("block");
      expect(output.findings.map((f) => f.rule)).toEqual(["TS2322"]);
    } finally {
      await session.close();
      mkdirSync(daemonDir, { recursive: true });
    }
  }, 120_000);
});

describe("qgate mcp: a check that cannot run", () => {
  it("says complete: false, with the failure, so an assistant never takes an unchecked file as checked", async () => {
    // The project's ESLint config imports a package that is not installed: lint cannot run.
    const project = await tempProject(undefined, { git: true });
    project.write(
      "package.json",
      JSON.stringify({
        name: "x",
        type: "module",
        devDependencies: { eslint: "^10.0.0", "@eslint/js": "^10.0.0" },
      }),
    );
    project.write(
      "eslint.config.js",
      'import js from "@eslint/js";\nimport { defineConfig } from "eslint/config";\nexport default defineConfig([js.configs.recommended]);\n',
    );
    project.write("src/a.js", "export const a = 1;\n");
    const session = await connectMcp(project.dir);
    try {
      const result = await session.client.callTool(
        { name: "check", arguments: { files: ["src/a.js"], only: ["lint", "security"] } },
        undefined,
        { timeout: 110_000 },
      );
      expect(result.isError).toBeFalsy();
      const output = result.structuredContent as unknown as CheckOutput & {
        failures: Array<{ check: string; message: string }>;
      };
      expect(output.complete).toBe(false);
      expect(output.failures.map((failure) => failure.check)).toEqual(["lint"]);
      expect(output.verdict).not.toBe("pass");
    } finally {
      await session.close();
      project.cleanup();
    }
  }, 120_000);
});

describe("qgate mcp: the scope a model asks for", () => {
  it("reaches the check: a finding on an unchanged line is shown with scope file, not with the default", async () => {
    const project = await plantedProject();
    // A new line at the end: the planted type error on line 2 is unchanged, there before the change.
    writeFileSync(path.join(project.dir, "src", "broken.ts"), `${BROKEN_TS}export const more = 1;\n`);
    const session = await connectMcp(project.dir);
    try {
      const call = async (extra: Record<string, unknown>) => {
        const result = await session.client.callTool(
          { name: "check", arguments: { diff: "HEAD", only: ["types"], ...extra } },
          undefined,
          { timeout: 110_000 },
        );
        const output = result.structuredContent as unknown as CheckOutput;
        return {
          verdict: output.verdict,
          rules: output.findings.map((f) => `${f.file}:${f.line} ${f.rule}`),
        };
      };
      expect(await call({})).toEqual({ verdict: "pass", rules: [] });
      expect(await call({ scope: "file" })).toEqual({ verdict: "block", rules: ["src/broken.ts:2 TS2322"] });
    } finally {
      await session.close();
      project.cleanup();
    }
  }, 120_000);
});
