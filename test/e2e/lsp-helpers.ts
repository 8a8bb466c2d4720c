/**
 * The editor door's test pieces: the packed binary's `qgate lsp` as a child process, and a client
 * built on vscode-languageserver-protocol's own connection over the child's stdio (as an editor's
 * client is), recording every notification the server sends.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
} from "vscode-languageserver-protocol/node";
import { QGATE_BIN } from "../helpers/cli.js";

export interface Published {
  uri: string;
  version?: number;
  diagnostics: Diagnostic[];
}

export interface LspSession {
  connection: ProtocolConnection;
  child: ChildProcessWithoutNullStreams;
  /** Every publishDiagnostics, in arrival order. */
  published: Published[];
  /** Every window/showMessage text. */
  messages: string[];
  /** Every window/logMessage text. */
  logs: string[];
  stderr(): string;
  /** Resolves with the first publish (from now on, or already received when `past`) that matches. */
  waitForPublish(match: (p: Published) => boolean): Promise<Published>;
  open(uri: string, text: string, version?: number): void;
  change(uri: string, text: string, version: number): void;
  close(): Promise<void>;
}

export function fileUri(root: string, relative: string): string {
  return pathToFileURL(path.join(root, relative)).href;
}

export async function startLsp(
  root: string,
  env: Record<string, string | undefined> = {},
): Promise<LspSession> {
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, NO_COLOR: "1", ...env }))
    if (value !== undefined) merged[key] = value;
  const child = spawn(process.execPath, [QGATE_BIN, "lsp", "--stdio"], { cwd: root, env: merged });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const published: Published[] = [];
  const messages: string[] = [];
  const logs: string[] = [];
  const listeners = new Set<(p: Published) => void>();
  connection.onNotification("textDocument/publishDiagnostics", (params: Published) => {
    published.push(params);
    for (const listener of [...listeners]) listener(params);
  });
  connection.onNotification("window/showMessage", (params: { message: string }) => {
    messages.push(params.message);
  });
  connection.onNotification("window/logMessage", (params: { message: string }) => {
    logs.push(params.message);
  });
  connection.listen();
  await connection.sendRequest("initialize", {
    processId: process.pid,
    rootUri: pathToFileURL(root).href,
    workspaceFolders: [{ uri: pathToFileURL(root).href, name: "project" }],
    capabilities: {
      textDocument: {
        publishDiagnostics: { versionSupport: true },
        diagnostic: { dynamicRegistration: false },
      },
    },
  });
  await connection.sendNotification("initialized", {});
  return {
    connection,
    child,
    published,
    messages,
    logs,
    stderr: () => stderr,
    waitForPublish: (match) =>
      new Promise((resolve, reject) => {
        const listener = (p: Published) => {
          if (!match(p)) return;
          listeners.delete(listener);
          resolve(p);
        };
        listeners.add(listener);
        child.once("exit", (code) => reject(new Error(`qgate lsp exited (${code}): ${stderr}`)));
      }),
    open: (uri, text, version = 1) =>
      void connection.sendNotification("textDocument/didOpen", {
        textDocument: { uri, languageId: "typescript", version, text },
      }),
    change: (uri, text, version) =>
      void connection.sendNotification("textDocument/didChange", {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      }),
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        await connection.sendRequest("shutdown");
        await connection.sendNotification("exit");
      } catch {
        child.kill();
      }
      await exited;
      connection.dispose();
    },
  };
}

export const rules = (p: Published): string[] => p.diagnostics.map((d) => String(d.code));

/** A code action as the tests read it: a command to run, or an edit to apply. */
export interface CodeActionSeen {
  title: string;
  command?: { command: string; arguments: unknown[] };
  edit?: { changes: Record<string, Array<{ newText: string }>> };
}

/** The code actions the server offers for one of its diagnostics on `uri`. */
export function codeActions(
  session: LspSession,
  uri: string,
  diagnostic: Diagnostic,
): Promise<CodeActionSeen[]> {
  return session.connection.sendRequest("textDocument/codeAction", {
    textDocument: { uri },
    range: diagnostic.range,
    context: { diagnostics: [diagnostic] },
  });
}
