/**
 * `qgate lsp`: the editor door, a stdio language server (vscode-languageserver). It gates each open
 * document's current text (the unsaved buffer) on open, on change (debounced) and on save, with the
 * project's policy, and pushes the findings as `textDocument/publishDiagnostics` with the document's
 * version; it also answers pull diagnostics (`textDocument/diagnostic`). The rules it keeps:
 * - at most one gate run in flight per document; a newer version supersedes it (its result is dropped
 *   and the latest text is gated next);
 * - a result is published only when it was computed for the document's current version, and never
 *   for a closed document (closing clears what it showed);
 * - the types check's errors in other files (an edit broke an importer) go on those files' URIs;
 * - nothing is written: formatting and fixes are edits the client applies.
 * Bad input (a URI outside the workspace or any project, a huge buffer, a broken policy, a daemon
 * that is gone) is one log line or message, and the server goes on serving.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CodeActionKind,
  DocumentDiagnosticReportKind,
  LSPErrorCodes,
  ResponseError,
  ShowMessageNotification,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CodeAction,
  type Connection,
  type Diagnostic,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { resolveRoot } from "../changes/root.js";
import { isInside, toRelative } from "../changes/paths.js";
import type { RunCli } from "../daemon/run-request.js";
import { explainRule } from "../mcp/explain.js";
import { loadPolicy } from "../policy/load.js";
import { redactText } from "../util/redact.js";
import {
  checksToRun,
  diagnosticsByFile,
  EXPLAIN_COMMAND,
  type DiagnosticStyle,
  type LspChecks,
} from "./diagnostics.js";
import { lintFixedText } from "../checks/lint/fix-text.js";
import { formatText } from "./format.js";
import { gateRunner, type Gate } from "./gate.js";
import { lspMessages } from "../messages.js";

/** Keystrokes are gated once they pause this long. */
export const DEBOUNCE_MS = 300;
/** A buffer larger than this is not gated as one types (a generated file, a log opened by mistake). */
export const MAX_BUFFER_BYTES = 2 * 1024 * 1024;

export interface LspOptions {
  runCli: RunCli;
  /** The workspace when the client names none (`qgate lsp --cwd`). */
  cwd?: string | undefined;
  debounceMs?: number;
}

interface DocState {
  uri: string;
  timer?: NodeJS.Timeout | undefined;
  running: boolean;
  /** The document's own diagnostics and the version they were computed for. */
  own?: { version: number; diagnostics: Diagnostic[] };
  /** Other documents' URIs this one's last result put diagnostics on (its importers). */
  contributed: Set<string>;
  /** Pull requests waiting for a result for the current version. */
  waiters: Array<() => void>;
  /** Messages already shown for this document (each once). */
  told: Set<string>;
}

/** The file a `file:` URI names, or undefined for any other URI. */
function fileOf(uri: string): string | undefined {
  try {
    if (!uri.startsWith("file:")) return undefined;
    return path.resolve(fileURLToPath(uri));
  } catch {
    return undefined;
  }
}

export function serveLsp(
  options: LspOptions,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<void> {
  const connection = createConnection(input, output);
  const documents = new TextDocuments(TextDocument);
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  const states = new Map<string, DocState>();
  /** Diagnostics on a URI that came from another document's run (its importer errors), by that document. */
  const contributions = new Map<string, Map<string, Diagnostic[]>>();
  let workspace: string[] = [];
  const style: DiagnosticStyle = { ruleInMessage: false };
  const gate: Gate = gateRunner(options.runCli, (note) => log(note));

  function log(text: string): void {
    void redactText(text).then(
      (safe) => connection.console.log(safe),
      () => undefined,
    );
  }

  /** A message for the user, once per document and text; always logged. */
  async function tell(state: DocState | undefined, text: string, type: 1 | 2 | 3 = 2): Promise<void> {
    log(text);
    if (state?.told.has(text)) return;
    state?.told.add(text);
    try {
      const message = await redactText(text);
      await connection.sendNotification(ShowMessageNotification.type, { type, message });
    } catch {
      // The client is gone: nothing to tell.
    }
  }

  function publish(uri: string): void {
    const state = states.get(uri);
    const document = documents.get(uri);
    const diagnostics: Diagnostic[] = [];
    if (state?.own && document && state.own.version === document.version)
      diagnostics.push(...state.own.diagnostics);
    for (const list of contributions.get(uri)?.values() ?? []) diagnostics.push(...list);
    void connection.sendDiagnostics({
      uri,
      ...(document && states.has(uri) ? { version: document.version } : {}),
      diagnostics,
    });
  }

  /** Replaces what `source`'s run put on other URIs, and publishes every URI that changed. */
  function contribute(source: string, byUri: Map<string, Diagnostic[]>): void {
    const state = states.get(source);
    const touched = new Set<string>(state?.contributed ?? []);
    for (const uri of state?.contributed ?? []) contributions.get(uri)?.delete(source);
    if (state) state.contributed = new Set(byUri.keys());
    for (const [uri, list] of byUri) {
      touched.add(uri);
      const map = contributions.get(uri) ?? new Map<string, Diagnostic[]>();
      map.set(source, list);
      contributions.set(uri, map);
    }
    for (const uri of touched) publish(uri);
  }

  /** Where a document is checked: its project root and path there, or why it is not. */
  async function locate(uri: string): Promise<{ root: string; file: string; abs: string } | string> {
    const abs = fileOf(uri);
    if (abs === undefined) return lspMessages.notAFile(uri);
    if (workspace.length > 0 && !workspace.some((folder) => isInside(folder, abs)))
      return lspMessages.outsideWorkspace(abs);
    let dir = path.dirname(abs);
    while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    const root = await resolveRoot(undefined, dir);
    if (!existsSync(path.join(root, ".git")) || !isInside(root, abs)) return lspMessages.outsideProject(abs);
    if (workspace.length > 0 && !workspace.some((folder) => isInside(folder, root) || isInside(root, folder)))
      return lspMessages.outsideWorkspace(abs);
    return { root, file: toRelative(root, abs), abs };
  }

  function setting(root: string): LspChecks {
    try {
      return loadPolicy({ root, cwd: root }).lsp.checks;
    } catch {
      // A broken policy: the gate run fails on it too, and that failure is what the user is shown.
      return "editor-gaps";
    }
  }

  function wake(state: DocState): void {
    const waiting = state.waiters.splice(0);
    for (const resolve of waiting) resolve();
  }

  function schedule(uri: string, delay: number): void {
    const state = states.get(uri);
    if (!state) return;
    clearTimeout(state.timer);
    state.timer = undefined;
    if (delay === 0) {
      void runFor(uri);
      return;
    }
    state.timer = setTimeout(() => {
      state.timer = undefined;
      void runFor(uri);
    }, delay);
  }

  /** Gates the document's current text, unless a run for it is in flight (then that run's end does). */
  async function runFor(uri: string): Promise<void> {
    const state = states.get(uri);
    const document = documents.get(uri);
    if (!state || !document || state.running) return;
    const version = document.version;
    const text = document.getText();
    state.running = true;
    try {
      await gateOnce(uri, state, version, text);
    } catch (error) {
      await tell(state, lspMessages.internal("gate", (error as Error).message), 1);
    } finally {
      state.running = false;
    }
    // Superseded: the latest text is gated next (now, unless a debounce is still waiting).
    const now = documents.get(uri);
    if (states.get(uri) === state && now && now.version !== version && state.timer === undefined)
      void runFor(uri);
    else if (states.get(uri) === state) wake(state);
  }

  async function gateOnce(uri: string, state: DocState, version: number, text: string): Promise<void> {
    const where = await locate(uri);
    const current = () => states.get(uri) === state && documents.get(uri)?.version === version;
    if (typeof where === "string") {
      await tell(state, where, 3);
      if (current()) {
        state.own = { version, diagnostics: [] };
        publish(uri);
      }
      return;
    }
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_BUFFER_BYTES) {
      await tell(state, lspMessages.tooLarge(where.file, bytes, MAX_BUFFER_BYTES), 2);
      if (current()) {
        state.own = { version, diagnostics: [] };
        publish(uri);
      }
      return;
    }
    const checks = setting(where.root);
    let report;
    try {
      report = await gate.run(where.root, where.file, text, checksToRun(checks));
    } catch (error) {
      // Said once; what an older version showed is not left standing, and a pull is answered (empty).
      await tell(state, lspMessages.gateFailed(where.file, (error as Error).message), 1);
      if (current()) {
        state.own = { version, diagnostics: [] };
        publish(uri);
      }
      return;
    }
    // Stale (a newer version came) or closed: never shown.
    if (!current()) return;
    if (!report.files.includes(where.file)) log(lspMessages.notCovered(where.file));
    const byFile = diagnosticsByFile(report, where.file, checks, style);
    state.own = { version, diagnostics: byFile.get(where.file) ?? [] };
    byFile.delete(where.file);
    const others = new Map<string, Diagnostic[]>();
    for (const [file, list] of byFile) {
      const abs = path.join(where.root, file);
      if (isInside(where.root, abs)) others.set(pathToFileURL(abs).href, list);
    }
    publish(uri);
    contribute(uri, others);
    for (const failure of report.failures)
      await tell(state, lspMessages.checkFailed(failure.check, failure.message), 2);
  }

  connection.onInitialize((params): InitializeResult => {
    // `{ "ruleInMessage": true }`: what `qgate install opencode|kilo --lsp` sets (diagnostics.ts).
    const init: unknown = params.initializationOptions;
    style.ruleInMessage =
      typeof init === "object" && init !== null && (init as Record<string, unknown>).ruleInMessage === true;
    const folders = (params.workspaceFolders ?? []).map((folder) => fileOf(folder.uri));
    const rootUri = params.rootUri ? fileOf(params.rootUri) : undefined;
    workspace = [...folders, rootUri, options.cwd].filter(
      (dir): dir is string =>
        dir !== undefined && statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true,
    );
    return {
      capabilities: {
        textDocumentSync: {
          openClose: true,
          change: TextDocumentSyncKind.Incremental,
          save: { includeText: false },
        },
        diagnosticProvider: { interFileDependencies: true, workspaceDiagnostics: false, identifier: "qgate" },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
        documentFormattingProvider: true,
        executeCommandProvider: { commands: [EXPLAIN_COMMAND] },
      },
      serverInfo: { name: "qgate" },
    };
  });

  connection.onInitialized(() => log(lspMessages.started(workspace[0])));

  documents.onDidOpen(({ document }) => {
    const previous = states.get(document.uri);
    if (previous) clearTimeout(previous.timer);
    states.set(document.uri, {
      uri: document.uri,
      running: false,
      contributed: new Set(),
      waiters: [],
      told: new Set(),
    });
    schedule(document.uri, 0);
  });
  documents.onDidChangeContent(({ document }) => {
    // didOpen also fires this: the open already scheduled a run.
    const state = states.get(document.uri);
    if (state && (state.own !== undefined || state.running || state.timer !== undefined))
      schedule(document.uri, debounceMs);
  });
  documents.onDidSave(({ document }) => schedule(document.uri, 0));
  documents.onDidClose(({ document }) => {
    const state = states.get(document.uri);
    if (!state) return;
    clearTimeout(state.timer);
    states.delete(document.uri);
    wake(state);
    contribute(document.uri, new Map());
    // Cleared: what remains on it is other open documents' importer errors, if any.
    publish(document.uri);
  });

  connection.languages.diagnostics.on(async (params, token) => {
    const uri = params.textDocument.uri;
    for (;;) {
      const state = states.get(uri);
      const document = documents.get(uri);
      if (!state || !document || token.isCancellationRequested) break;
      if (state.own?.version === document.version) break;
      await new Promise<void>((resolve) => {
        state.waiters.push(resolve);
        token.onCancellationRequested(() => resolve());
        if (!state.running && state.timer === undefined) void runFor(uri);
      });
    }
    if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, "cancelled");
    const state = states.get(uri);
    const document = documents.get(uri);
    const items: Diagnostic[] = [];
    if (state?.own && document && state.own.version === document.version)
      items.push(...state.own.diagnostics);
    for (const list of contributions.get(uri)?.values() ?? []) items.push(...list);
    return { kind: DocumentDiagnosticReportKind.Full, items };
  });

  connection.onCodeAction(async (params) => {
    const actions: CodeAction[] = [];
    const seen = new Set<string>();
    for (const diagnostic of params.context.diagnostics) {
      if (typeof diagnostic.source !== "string" || !diagnostic.source.startsWith("qgate/")) continue;
      const rule = String(diagnostic.code ?? "");
      if (rule === "" || seen.has(rule)) continue;
      seen.add(rule);
      actions.push({
        title: lspMessages.explainAction(rule),
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        command: {
          title: lspMessages.explainAction(rule),
          command: EXPLAIN_COMMAND,
          arguments: [rule, params.textDocument.uri],
        },
      });
    }
    // Every format finding is the formatter's to fix. A lint finding may be: ESLint says which, Biome's
    // report does not, so the fix is computed and offered when it changes the text.
    const fixable = (source: string) =>
      params.context.diagnostics.filter(
        (d) =>
          d.source === source &&
          (source === "qgate/lint" || (d.data as { fixable?: boolean } | undefined)?.fixable === true),
      );
    for (const [source, title, edits] of [
      ["qgate/format", lspMessages.fixAction, formattingEdits],
      ["qgate/lint", lspMessages.lintFixAction, lintFixEdits],
    ] as const) {
      const fixes = fixable(source);
      if (fixes.length === 0) continue;
      const changes = await edits(params.textDocument.uri);
      if (changes.length > 0)
        actions.push({
          title,
          kind: CodeActionKind.QuickFix,
          diagnostics: fixes,
          edit: { changes: { [params.textDocument.uri]: changes } },
        });
    }
    return actions;
  });

  const formattingEdits = (uri: string) => wholeDocumentEdits(uri, formatText, lspMessages.noFormatter);
  const lintFixEdits = (uri: string) => wholeDocumentEdits(uri, lintFixedText, lspMessages.noLintFix);

  /** The document's text through `rewrite` (a formatter, ESLint's fixes) as one edit, or none. */
  async function wholeDocumentEdits(
    uri: string,
    rewrite: (root: string, absFile: string, text: string) => Promise<string | undefined>,
    cannot: (file: string, reason: string) => string,
  ) {
    const document = documents.get(uri);
    if (!document) return [];
    const where = await locate(uri);
    if (typeof where === "string") {
      await tell(states.get(uri), where, 3);
      return [];
    }
    const text = document.getText();
    let formatted: string | undefined;
    try {
      formatted = await rewrite(where.root, where.abs, text);
    } catch (error) {
      await tell(states.get(uri), cannot(where.file, (error as Error).message), 2);
      return [];
    }
    // Changed meanwhile: an edit against another version would be wrong.
    if (formatted === undefined || documents.get(uri)?.version !== document.version) return [];
    return [
      {
        range: { start: { line: 0, character: 0 }, end: document.positionAt(text.length) },
        newText: formatted,
      },
    ];
  }

  connection.onDocumentFormatting((params) => formattingEdits(params.textDocument.uri));

  connection.onExecuteCommand(async (params) => {
    if (params.command !== EXPLAIN_COMMAND) {
      await tell(undefined, lspMessages.unknownCommand(params.command), 2);
      return null;
    }
    const [rule, uri] = (params.arguments ?? []) as unknown[];
    const where = typeof uri === "string" ? await locate(uri) : undefined;
    const root =
      where !== undefined && typeof where !== "string" ? where.root : (workspace[0] ?? process.cwd());
    try {
      const found = await explainRule(root, String(rule));
      const text = lspMessages.explained(found.rule, found.meaning, found.fix, found.url);
      void connection.sendNotification(ShowMessageNotification.type, {
        type: 3,
        message: await redactText(text),
      });
      return text;
    } catch (error) {
      await tell(undefined, (error as Error).message, 2);
      return null;
    }
  });

  documents.listen(connection);
  return listen(connection);
}

/** Serves until the client exits or closes the stream; a handler's exception never reaches the client as a stack. */
function listen(connection: Connection): Promise<void> {
  return new Promise((resolve) => {
    connection.onShutdown(() => undefined);
    connection.onExit(() => resolve());
    connection.listen();
  });
}
