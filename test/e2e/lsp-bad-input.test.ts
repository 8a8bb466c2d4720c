/**
 * `qgate lsp` on bad input and a daemon that dies (issue 34): a broken policy, a document in no
 * project, a huge buffer each get one clear message and no diagnostics, and the server goes on
 * serving; with the warm daemon, a check is served by it, and after the daemon is killed the next
 * edit still gets its diagnostics.
 */
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { fileUri, rules, startLsp, type LspSession } from "./lsp-helpers.js";

const EVAL = `export function run(code: string): unknown {\n  return eval(code);\n}\n`;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function session(
  project: TempProject,
  env: Record<string, string | undefined> = {},
): Promise<LspSession> {
  const lsp = await startLsp(project.dir, env);
  cleanups.push(() => lsp.close());
  return lsp;
}

const noStack = (lsp: LspSession) => {
  expect([...lsp.messages, ...lsp.logs].join("\n")).not.toMatch(/\n\s+at .*:\d+:\d+/);
  expect(lsp.stderr()).not.toMatch(/\n\s+at .*:\d+:\d+/);
};

describe("qgate lsp on bad input", () => {
  it("a broken policy, a file in no project and a huge buffer: one message each, and it goes on serving", async () => {
    const broken = await tempProject("importer-break", { git: true });
    cleanups.push(() => broken.cleanup());
    broken.write(".qgaterc.json", `{ "checks": 5 }\n`);
    const lsp = await session(broken);
    const a = fileUri(broken.dir, "src/a.ts");
    const published = lsp.waitForPublish((p) => p.uri === a && p.version === 1);
    lsp.open(a, EVAL, 1);
    expect((await published).diagnostics).toEqual([]);
    expect(lsp.messages.filter((m) => m.includes(".qgaterc.json"))).toHaveLength(1);
    expect(lsp.messages.find((m) => m.includes(".qgaterc.json"))).toMatch(
      /^qgate: cannot check src\/a\.ts: /,
    );

    // No git repository around it: not a project.
    const loose = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-lsp-loose-")));
    cleanups.push(() => rmSync(loose, { recursive: true, force: true }));
    const outside = await session({ dir: loose } as TempProject);
    const file = fileUri(loose, "a.ts");
    const none = outside.waitForPublish((p) => p.uri === file && p.version === 1);
    outside.open(file, EVAL, 1);
    expect((await none).diagnostics).toEqual([]);
    expect(outside.messages.join("\n")).toContain("is in no project");

    // A buffer over the limit is not gated as one types; a normal one next to it is.
    const big = fileUri(broken.dir, "src/big.ts");
    const skipped = lsp.waitForPublish((p) => p.uri === big && p.version === 1);
    lsp.open(big, `${EVAL}// ${"x".repeat(3 * 1024 * 1024)}\n`, 1);
    expect((await skipped).diagnostics).toEqual([]);
    expect(lsp.messages.join("\n")).toMatch(/big\.ts is too large to check as you type/);

    // Still serving: a request after all of it is answered.
    const pulled = (await lsp.connection.sendRequest("textDocument/diagnostic", {
      textDocument: { uri: a },
    })) as {
      items: unknown[];
    };
    expect(pulled.items).toEqual([]);
    noStack(lsp);
    noStack(outside);
  }, 90_000);

  it("served by the warm daemon, and after the daemon is killed the next edit still gets its diagnostics", async () => {
    const project = await tempProject("importer-break", { git: true });
    cleanups.push(() => project.cleanup());
    const daemonDir = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-lsp-daemon-")));
    const env = { QGATE_DAEMON: undefined, QGATE_DAEMON_DIR: daemonDir, CI: undefined };
    cleanups.push(async () => {
      await runQgate(["daemon", "stop"], { env });
      rmSync(daemonDir, { recursive: true, force: true });
    });
    const lsp = await session(project, env);
    const a = fileUri(project.dir, "src/a.ts");
    const first = lsp.waitForPublish((p) => p.uri === a && p.version === 1);
    lsp.open(a, EVAL, 1);
    expect(rules(await first)).toContain("security/no-eval");
    const status = JSON.parse((await runQgate(["daemon", "status", "--format", "json"], { env })).stdout) as {
      pid: number;
      requests: number;
    };
    expect(status.requests).toBeGreaterThan(0);

    process.kill(status.pid, "SIGKILL");
    const second = lsp.waitForPublish((p) => p.uri === a && p.version === 2);
    lsp.change(a, `// after the daemon died\n${EVAL}`, 2);
    const after = await second;
    expect(rules(after)).toContain("security/no-eval");
    expect(after.diagnostics.find((d) => d.code === "security/no-eval")!.range.start.line).toBe(2);
    noStack(lsp);
  }, 120_000);
});
