/**
 * In-process hook runs for the integration tests: the payload read by its room (as `qgate hook` finds
 * it in the registry), gated by `runEvent`, answered by the room, and the answer seen as Claude Code
 * reads it (`exitCode`, the stdout JSON, stderr), so the tests assert what the assistant receives.
 */
import { roomFor } from "../../src/assistants/registry.js";
import { parsePayload } from "../../src/hook/common-shape.js";
import { createContext } from "../../src/hook/context.js";
import { logName } from "../../src/hook/event.js";
import { runEvent } from "../../src/hook/run.js";

export interface SeenAnswer {
  exitCode: number;
  json?: Record<string, unknown>;
  stderr?: string;
}

export async function runHook(
  payload: Record<string, unknown>,
  options: { root: string; env: NodeJS.ProcessEnv; strict: boolean },
): Promise<SeenAnswer> {
  const data = parsePayload(JSON.stringify(payload));
  const room = roomFor(data, undefined);
  const event = room.read(data, {});
  const ctx = createContext(
    options.root,
    options.root,
    logName(event),
    { strict: options.strict },
    options.env,
    {
      warn: () => undefined,
      print: () => undefined,
    },
  );
  const answer = room.answer(await runEvent(ctx, event), event, {});
  return {
    exitCode: answer.exitCode,
    ...(answer.stdout !== "" ? { json: JSON.parse(answer.stdout) as Record<string, unknown> } : {}),
    ...(answer.stderr !== "" ? { stderr: answer.stderr } : {}),
  };
}
