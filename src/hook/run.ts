/**
 * One hook event, gated: qgate's answer to any assistant, before its words (rooms answer it).
 *
 * Strict and blocked: a `block` outcome (never at a session's end, which no assistant can block:
 * a notice there). Otherwise an edit's, a batch's or a prompt's findings are `findings` for the
 * model, a turn's or session's are a `notice` for the user, and a pass stays silent.
 * A turn end with the assistant's loop flag never blocks again, so the gate cannot loop.
 */
import { toRelative } from "../changes/paths.js";
import { lintPrompt } from "../prompt/lint.js";
import type { PromptRecord, SessionEndRecord } from "../stats/records.js";
import { routeError } from "../routing/route.js";
import { logName, type EditedFile, type HookEvent, type Outcome, type ToolCall } from "./event.js";
import type { HookContext } from "./context.js";
import { errorStatusLine, handleReportedError } from "./errors.js";
import { doorMessages, reportMessages } from "../messages.js";
import { editedChangeSet } from "../changes/edited.js";
import { gateChangeSet, type GateOutcome } from "./gate.js";
import { gateSession } from "./session-gate.js";
import { trySessionRecord, type SessionKey } from "./session-record.js";
import { recordEdits } from "./record-edits.js";
import { ensureBaseline, findShellWrites } from "./shell-writes.js";
import { oneLine } from "../util/text.js";
import { timed } from "../util/timings.js";
import { guardPrompt, guardReads } from "./secrets-guard.js";

/** Turn ends qgate blocks in one session for an assistant that sends no loop flag (Copilot). */
const MAX_GUARDED_STOP_BLOCKS = 5;

const PASS: Outcome = { kind: "pass" };

function block(reason: string): Outcome {
  return { kind: "block", reason };
}

function logToolCall(ctx: HookContext, event: string, call: ToolCall, session: string | undefined): void {
  if (call.tool === "Read" || call.tool === "Glob" || call.tool === "Grep") {
    ctx.logs.append("file-access", {
      event,
      session,
      tool: call.tool,
      ...(call.filePath ? { path: call.filePath } : {}),
    });
  } else {
    ctx.logs.append("session", { event, session, tool: oneLine(call.tool, 80) });
  }
}

/** Gates the files an edit, a batch or a shell command touched, after recording them in the session. */
async function gateEdits(
  ctx: HookContext,
  key: SessionKey,
  files: EditedFile[],
  door: string,
  shell?: { notes: string[] },
): Promise<{ outcome: GateOutcome; session?: string | undefined }> {
  const { changeSet, changedLines } = timed("hook.changes", () => editedChangeSet(ctx, files, "hook"));
  if (shell) changeSet.notes = [...(changeSet.notes ?? []), ...shell.notes];
  const session = await timed("hook.session", () =>
    recordEdits(ctx, key, changeSet, {
      changedLines,
      event: door,
      session: "sessionId" in key ? key.sessionId : undefined,
      // A shell's files: findShellWrites has just recorded their stamps.
      stamped: shell !== undefined,
    }),
  );
  const outcome = await gateChangeSet(ctx, { changeSet, changedLines }, { door, session });
  return { outcome, session };
}

/** A shell command's PostToolUse: the files it wrote, if any, gated like an edit's. */
async function gateShellWrites(ctx: HookContext, key: SessionKey, tool: string): Promise<Outcome> {
  const state = timed("hook.session", () => trySessionRecord(ctx, () => ctx.sessions.read(key)));
  const written = await timed("hook.shell-writes", () => findShellWrites(ctx, key, state));
  if (written.length === 0) return PASS;
  const names = written.map((f) => toRelative(ctx.root, f.path));
  const { outcome } = await gateEdits(ctx, key, written, "hook:PostToolUse", {
    notes: [doorMessages.shellWrote(tool, names)],
  });
  return editOutcome(outcome);
}

function editOutcome(outcome: GateOutcome): Outcome {
  if (outcome.blocked) return block(outcome.text);
  if (outcome.report.verdict === "pass" && outcome.report.skipped.length === 0) return PASS;
  return { kind: "findings", text: outcome.text };
}

export async function runEvent(ctx: HookContext, event: HookEvent): Promise<Outcome> {
  const key: SessionKey = event.sessionId !== undefined ? { sessionId: event.sessionId } : { root: ctx.root };
  if (event.sessionId !== undefined) ctx.router.session = event.sessionId;
  const session = event.sessionId;
  const name = logName(event);

  switch (event.kind) {
    case "tool":
      logToolCall(ctx, name, event.call, session);
      return PASS;

    case "pre-tool":
      // The secrets guard on what the tool would read; any other tool passes quietly.
      if (event.reads.length === 0) return PASS;
      return timed("hook.secrets-guard", () => guardReads(ctx, event.reads));

    case "shell":
      logToolCall(ctx, name, event.call, session);
      return gateShellWrites(ctx, key, event.call.tool);

    case "edit": {
      const { outcome } = await gateEdits(ctx, key, event.files, "hook:PostToolUse");
      return editOutcome(outcome);
    }

    case "batch": {
      for (const call of event.calls) logToolCall(ctx, name, call, session);
      for (const failure of event.errors) await toolFailed(ctx, failure.tool, failure.error, undefined);
      if (event.files.length === 0) return PASS;
      const { outcome } = await gateEdits(ctx, key, event.files, "hook:PostToolBatch");
      return editOutcome(outcome);
    }

    case "tool-failed": {
      if (event.interrupted) {
        ctx.logs.append("session", { event: name, session, tool: event.call.tool, interrupted: true });
        return PASS;
      }
      const line = await toolFailed(ctx, event.call.tool, event.error, event.call.filePath);
      return { kind: "notice", text: line };
    }

    case "turn-end": {
      const state = trySessionRecord(ctx, () => ctx.sessions.read(key));
      // Without the assistant's loop flag: block again only after new edits, and at most 5 times.
      const looping =
        event.guardStops === true &&
        state !== undefined &&
        (state.stopBlocksSinceEdit > 0 || state.stopBlocks >= MAX_GUARDED_STOP_BLOCKS);
      const outcome = await gateSession(ctx, key, state, {
        door: `hook:${name}`,
        session,
        neverBlock: event.loopFlag || looping,
      });
      if (outcome.blocked && event.guardStops === true)
        trySessionRecord(ctx, () => ctx.sessions.recordStopBlock(key, ctx.root));
      ctx.logs.append("session", {
        event: name,
        session,
        files: outcome.report.files.length,
        verdict: outcome.report.verdict,
        ...(event.loopFlag || looping ? { stopHookActive: true } : {}),
      });
      if (outcome.blocked) return block(outcome.text);
      if (outcome.report.verdict === "pass") return PASS;
      return { kind: "notice", text: outcome.text };
    }

    case "session-end": {
      const state = trySessionRecord(ctx, () => ctx.sessions.read(key));
      const id = session ?? state?.id;
      if (id !== undefined) ctx.router.session = id;
      // No assistant can block a session from ending (Claude Code's exit 2 only shows stderr to the
      // user): the findings go to the user as a notice, and a block is still routed and logged.
      const outcome = await gateSession(ctx, key, state, {
        door: "hook:SessionEnd",
        session: id,
        neverBlock: true,
      });
      const record: SessionEndRecord = {
        type: "session-end",
        ts: new Date().toISOString(),
        session: id,
        project: ctx.root,
        ...(ctx.assistant !== undefined ? { assistant: ctx.assistant } : {}),
        verdict: outcome.report.verdict,
      };
      ctx.logs.append("metrics", record);
      ctx.logs.append("session", {
        event: name,
        session: id,
        ...(event.reason !== undefined ? { reason: oneLine(event.reason, 80) } : {}),
        files: outcome.report.files.length,
      });
      trySessionRecord(ctx, () => ctx.sessions.end(key));
      if (outcome.report.verdict === "pass") return PASS;
      return { kind: "notice", text: outcome.text };
    }

    case "error": {
      // The assistant's own error report (Copilot's errorOccurred): routed like the seed's
      // error-occurred, to the logs and the webhook, never back to an error hook.
      const line = await handleReportedError(
        ctx,
        {
          type: event.errorType,
          message: oneLine(event.message, 500),
          context: { event: ctx.router.event, session: ctx.router.session },
        },
        { runHook: false },
      );
      return { kind: "notice", text: line };
    }

    case "prompt": {
      // Some assistants (Copilot, Gemini) send a turn-end block's reason back as the next turn's
      // prompt: qgate's words, not the user's (anyone else's user who pastes one is linted as ever).
      if (event.echoesReason === true && isOwnReason(event.prompt)) {
        ctx.logs.append("session", { event: name, session, continuation: true });
        return PASS;
      }
      // The secrets guard first: a refused prompt never reaches the model, so it is no turn.
      const guard = await timed("hook.secrets-guard", () => guardPrompt(ctx, event.prompt));
      if (guard?.kind === "block") return guard;
      const id = trySessionRecord(ctx, () => ctx.sessions.recordPrompt(key, ctx.root)) ?? session;
      await ensureBaseline(
        ctx,
        key,
        trySessionRecord(ctx, () => ctx.sessions.read(key)),
      );
      const lint = event.prompt.trim() === "" ? undefined : lintPrompt(event.prompt, { root: ctx.root });
      const record: PromptRecord = {
        type: "prompt",
        ts: new Date().toISOString(),
        session: id,
        project: ctx.root,
        ...(ctx.assistant !== undefined ? { assistant: ctx.assistant } : {}),
        ...(lint ? { score: lint.score } : {}),
        chars: event.prompt.length,
      };
      ctx.logs.append("metrics", record);
      ctx.logs.append("session", { event: name, session: id, chars: event.prompt.length });
      const warning = guard?.kind === "notice" ? [guard.text] : [];
      if (!lint || lint.findings.length === 0) return guard ?? PASS;
      const lines = [...warning, doorMessages.promptScore(lint.score)];
      for (const finding of lint.findings) lines.push(doorMessages.promptFinding(finding));
      if (ctx.strict && lint.score < ctx.policy.prompt.minScore) {
        lines.unshift(doorMessages.promptBlocked(lint.score, ctx.policy.prompt.minScore));
        return block(lines.join("\n").slice(0, 10_000));
      }
      return { kind: "findings", text: lines.join("\n").slice(0, 10_000) };
    }
  }
}

/** Whether a prompt is qgate's own block reason, sent back by the assistant as a turn. */
function isOwnReason(prompt: string): boolean {
  return prompt.trimStart().startsWith(reportMessages.operationBlocked);
}

/** A failed tool call: error log, error hook, status line. */
async function toolFailed(
  ctx: HookContext,
  tool: string,
  error: string,
  filePath: string | undefined,
): Promise<string> {
  await routeError(ctx.router, {
    type: "tool_execution_failed",
    message: doorMessages.toolCallFailed(oneLine(tool, 80), oneLine(error, 500)),
    context: {
      event: ctx.router.event,
      tool,
      file: filePath,
      session: ctx.router.session,
    },
  });
  return errorStatusLine("tool_execution_failed", ctx.logs.writable ? ctx.logs.file("error") : undefined);
}
