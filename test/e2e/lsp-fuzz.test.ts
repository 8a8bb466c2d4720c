/**
 * `qgate lsp` against hostile input (issue 34): 2,000 seeded random messages, framed as LSP frames
 * them but otherwise anything: bodies that are not JSON or not JSON-RPC, unknown methods, known methods
 * with nonsense params, URIs outside the workspace (file:///etc/passwd, relative climbs, other
 * schemes), huge params, cancellations of requests in flight. The server answers every request, never
 * with a stack trace, stays up, shows nothing for a file outside the workspace, and changes no file.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { StreamMessageReader } from "vscode-languageserver-protocol/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QGATE_BIN } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { seededRandom } from "../helpers/random.js";

const prng = seededRandom;

const SEED = Number(process.env.QGATE_LSP_SEED ?? 3434);
const COUNT = 2000;

/** Every file of the project but its node_modules link and .git, with a hash of its bytes. */
function tree(dir: string, base = dir, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tree(full, base, out);
    else out.set(path.relative(base, full), createHash("sha1").update(readFileSync(full)).digest("hex"));
  }
  return out;
}

describe("qgate lsp fuzz", () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await tempProject("importer-break", { git: true });
  });
  afterAll(() => project?.cleanup());

  it(`answers ${COUNT} malformed or hostile messages without a stack trace, changing nothing (seed ${SEED})`, async () => {
    const before = tree(project.dir);
    const child = spawn(process.execPath, [QGATE_BIN, "lsp"], { cwd: project.dir, env: { ...process.env } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const received: Array<Record<string, unknown>> = [];
    const answered = new Map<string | number, (message: Record<string, unknown>) => void>();
    const reader = new StreamMessageReader(child.stdout);
    reader.listen((message) => {
      const record = message as unknown as Record<string, unknown>;
      received.push(record);
      if ("id" in record && !("method" in record)) answered.get(record.id as string | number)?.(record);
    });
    const send = (body: string | Buffer) => {
      const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
      child.stdin.write(
        Buffer.concat([Buffer.from(`Content-Length: ${bytes.length}\r\n\r\n`, "ascii"), bytes]),
      );
    };
    const request = (id: string | number, method: string, params: unknown) => {
      const reply = new Promise<Record<string, unknown>>((resolve) => answered.set(id, resolve));
      send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
      return reply;
    };

    const root = pathToFileURL(project.dir).href;
    await request(0, "initialize", { processId: null, rootUri: root, capabilities: {} });
    send(JSON.stringify({ jsonrpc: "2.0", method: "initialized", params: {} }));

    const random = prng(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const uris = [
      "file:///etc/passwd",
      "file:///etc/shadow",
      `${root}/../../etc/passwd`,
      `${root}/src/%2e%2e/%2e%2e/etc/hosts`,
      "http://example.com/a.ts",
      "untitled:Untitled-1",
      "file://",
      "",
      "not a uri at all",
      "file:///proc/self/environ",
    ];
    const values = (): unknown =>
      pick<unknown>([
        null,
        42,
        -1,
        "x",
        [],
        [1, 2, 3],
        {},
        { textDocument: { uri: pick(uris) } },
        { textDocument: { uri: pick(uris), version: "v" }, contentChanges: 5 },
        { textDocument: { uri: pick(uris), languageId: "typescript", version: 1, text: "eval(x)" } },
        { textDocument: 7, range: "r", context: { diagnostics: [{ code: {}, source: "qgate/x" }] } },
        {
          command: "qgate.explain",
          arguments: [pick(["../../etc/passwd", "TS", "no-eval", {}, "x".repeat(500)])],
        },
        { command: pick(["rm -rf /", "qgate.other", ""]), arguments: null },
        { id: pick([1, "a", null]) },
        JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
      ]);
    const methods = [
      "textDocument/diagnostic",
      "textDocument/codeAction",
      "textDocument/formatting",
      "workspace/executeCommand",
      "textDocument/hover",
      "textDocument/completion",
      "initialize",
      "shutdown_not",
      "$/unknown",
      "qgate/secret",
    ];
    const notifications = [
      "textDocument/didOpen",
      "textDocument/didChange",
      "textDocument/didSave",
      "textDocument/didClose",
      "$/cancelRequest",
      "$/setTrace",
      "workspace/didChangeConfiguration",
      "unknown/notification",
    ];
    const pending: Array<Promise<Record<string, unknown>>> = [];
    let huge = 0;
    for (let i = 1; i <= COUNT; i++) {
      const roll = random();
      if (roll < 0.15) {
        send(
          pick([
            "{",
            "not json",
            "[1,2",
            '{"jsonrpc":"2.0","id":',
            "\u0000\u0001",
            "null",
            "[]",
            "123",
            '"s"',
          ]),
        );
      } else if (roll < 0.25) {
        send(
          JSON.stringify(
            pick([
              {},
              { jsonrpc: "1.0", id: i },
              { id: i },
              { method: 5 },
              { jsonrpc: "2.0", result: 1, id: 999_999 },
            ]),
          ),
        );
      } else if (roll < 0.6) {
        pending.push(request(`fuzz-${i}`, pick(methods), values()));
      } else if (roll < 0.62 && huge < 3) {
        huge++;
        pending.push(
          request(`huge-${i}`, "textDocument/diagnostic", { textDocument: { uri: "x".repeat(4 << 20) } }),
        );
      } else if (roll < 0.64) {
        const id = `cancelled-${i}`;
        pending.push(request(id, "textDocument/diagnostic", { textDocument: { uri: "file:///etc/passwd" } }));
        send(JSON.stringify({ jsonrpc: "2.0", method: "$/cancelRequest", params: { id } }));
      } else {
        send(JSON.stringify({ jsonrpc: "2.0", method: pick(notifications), params: values() }));
      }
    }
    // Still serving: a real request after all that is answered.
    const alive = await request("alive", "workspace/executeCommand", {
      command: "qgate.explain",
      arguments: ["no-eval"],
    });
    const answers = await Promise.all(pending);

    expect(child.exitCode).toBeNull();
    expect(alive.result).toMatch(/^no-eval: /);
    expect(answers.length).toBeGreaterThan(COUNT / 4);
    const text = JSON.stringify(received);
    expect(text).not.toMatch(/\\n\s+at .*:\d+:\d+/);
    expect(text).not.toMatch(/root:x:0:0/);
    // Nothing is shown for a file outside the workspace.
    const outside = received.filter(
      (m) =>
        m.method === "textDocument/publishDiagnostics" &&
        !String((m.params as { uri: string }).uri).startsWith(root) &&
        (m.params as { diagnostics: unknown[] }).diagnostics.length > 0,
    );
    expect(outside).toEqual([]);
    expect(tree(project.dir)).toEqual(before);

    const exited = new Promise((resolve) => child.once("exit", resolve));
    await request("bye", "shutdown", null);
    send(JSON.stringify({ jsonrpc: "2.0", method: "exit" }));
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
  }, 90_000);
});
