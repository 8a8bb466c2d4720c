/**
 * The editor door's row (issue 34): `qgate lsp` on RxJS, warm (the daemon serving), driven by a client
 * on vscode-languageserver-protocol's own connection over the server's stdio, as an editor's is.
 * - Save to diagnostics: a real body edit written to disk and sent as didChange + didSave, timed until
 *   the server publishes diagnostics for that version; interleaved in every round with the warm
 *   Claude Code hook for an edit of the same file, and `node -e 0`.
 * - Keystrokes: a burst of changes 20 ms apart (faster than a check), then the gate runs they caused,
 *   counted from qgate's metrics log, and how many were ever in flight at once (at most one).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver-protocol/node";
import { ensureProject, PROJECTS } from "./projects.js";
import {
  hookOnce,
  log,
  LOGS,
  nodeOnce,
  QGATE,
  qgateEnv,
  restartDaemon,
  stats,
  stopDaemon,
} from "./measure.js";

const BURST = 20;

function startServer(dir, env) {
  const child = spawn(process.execPath, [QGATE, "lsp", "--stdio"], { cwd: dir, env });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk.toString("utf8")));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const listeners = new Set();
  connection.onNotification("textDocument/publishDiagnostics", (params) => {
    for (const listener of [...listeners]) listener(params);
  });
  connection.listen();
  return {
    connection,
    child,
    stderr: () => stderr,
    /** Resolves at the first publish for `uri` at `version` from now on. */
    published: (uri, version) =>
      new Promise((resolve, reject) => {
        const exited = (code) => reject(new Error(`qgate lsp exited (${code}): ${stderr}`));
        const listener = (params) => {
          if (params.uri !== uri || params.version !== version) return;
          listeners.delete(listener);
          child.off("exit", exited);
          resolve(params);
        };
        listeners.add(listener);
        child.once("exit", exited);
      }),
  };
}

/** The server's gate runs in the metrics log from line `from` on: each one's start and end. */
function runsSince(logFile, from) {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, "utf8")
    .split("\n")
    .slice(from)
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line))
    .filter((line) => line.type === "gate" && (line.door === "check" || line.door === "ci"))
    .map((line) => ({ end: Date.parse(line.ts), start: Date.parse(line.ts) - line.durationMs }));
}

const lineCount = (file) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").length - 1 : 0);

/** The most runs whose [start, end] overlap at one moment. */
function mostAtOnce(runs) {
  const events = runs.flatMap((run) => [
    [run.start, 1],
    [run.end, -1],
  ]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, step] of events) most = Math.max(most, (now += step));
  return most;
}

export async function lspRow(runs, warmUpRounds, firstEdit) {
  const project = PROJECTS.rxjs;
  await ensureProject("rxjs", false);
  const spec = project.edits;
  const file = path.join(project.dir, spec.bodyFile);
  const original = readFileSync(file, "utf8");
  const env = qgateEnv("lsp");
  const pid = await restartDaemon(project.dir, env);
  const server = startServer(project.dir, env);
  const uri = pathToFileURL(file).href;
  const metricsLog = path.join(LOGS, "lsp", "metrics.jsonl");
  const save = [];
  const hook = [];
  const node = [];
  let burst;
  try {
    await server.connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(project.dir).href,
      workspaceFolders: [{ uri: pathToFileURL(project.dir).href, name: "rxjs" }],
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
    });
    await server.connection.sendNotification("initialized", {});
    let version = 1;
    const opened = server.published(uri, version);
    await server.connection.sendNotification("textDocument/didOpen", {
      textDocument: { uri, languageId: "typescript", version, text: original },
    });
    await opened;
    let edit = firstEdit;
    for (let round = -warmUpRounds; round < runs * 2; round++) {
      if (round >= 0) node.push((await nodeOnce(project.dir)).wallMs);
      // The editor's save of a real edit.
      const text = spec.render(spec.bodyFile, original, { body: ++edit, signature: null });
      writeFileSync(file, text);
      version++;
      const started = performance.now();
      const shown = server.published(uri, version);
      await server.connection.sendNotification("textDocument/didChange", {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      });
      await server.connection.sendNotification("textDocument/didSave", { textDocument: { uri } });
      await shown;
      if (round >= 0) save.push(Math.round(performance.now() - started));
      // The assistant's hook after the same kind of edit (a new body: results are not reused).
      writeFileSync(file, spec.render(spec.bodyFile, original, { body: ++edit, signature: null }));
      const ran = await hookOnce(project, spec.bodyFile, env, "lsp", pid);
      if (round >= 0) hook.push(ran.wallMs);
    }
    // Keystrokes: BURST changes faster than a check finishes, then the last one's diagnostics.
    const from = lineCount(metricsLog);
    let last;
    for (let key = 0; key < BURST; key++) {
      version++;
      const text = spec.render(spec.bodyFile, original, { body: ++edit, signature: null });
      if (key === BURST - 1) last = server.published(uri, version);
      await server.connection.sendNotification("textDocument/didChange", {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      });
      await delay(20);
    }
    await last;
    const ran = runsSince(metricsLog, from);
    burst = { keystrokes: BURST, runs: ran.length, mostAtOnce: mostAtOnce(ran) };
  } finally {
    try {
      await server.connection.sendRequest("shutdown");
      await server.connection.sendNotification("exit");
    } catch {
      server.child.kill();
    }
    writeFileSync(file, original);
    await stopDaemon(project.dir, env);
  }
  log(`lsp: save to diagnostics ${stats(save).p50} ms, warm hook ${stats(hook).p50} ms`);
  return { node: stats(node), save: stats(save), hook: stats(hook), burst };
}
