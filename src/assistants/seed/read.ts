/**
 * The seed's events (section 6), with exactly the positional arguments the assistant appends.
 * Arguments are data: they are only compared and passed on, never evaluated.
 */
import type { ChangeType } from "../../changes/change-set.js";
import { UsageError } from "../../errors.js";
import { doorMessages } from "../../messages.js";

export type SeedEvent =
  | { event: "edit-complete"; path: string; change: ChangeType }
  | { event: "tool-call-complete"; tool: string; result: string; success: boolean; flag: string }
  | { event: "error-occurred"; type: string; message: string; context: string }
  | { event: "user-prompt-submit" }
  | { event: "session-end" };

export const SEED_USAGE: Record<SeedEvent["event"], string> = {
  "edit-complete": "qgate hook edit-complete <path> <create|modify|delete>",
  "tool-call-complete": "qgate hook tool-call-complete <tool> <result> <success-flag>",
  "error-occurred": "qgate hook error-occurred <type> <message> <context>",
  "user-prompt-submit": "qgate hook user-prompt-submit",
  "session-end": "qgate hook session-end",
};

const ARITY: Record<SeedEvent["event"], number> = {
  "edit-complete": 2,
  "tool-call-complete": 3,
  "error-occurred": 3,
  "user-prompt-submit": 0,
  "session-end": 0,
};

export function isSeedEvent(name: string): name is SeedEvent["event"] {
  return Object.hasOwn(ARITY, name);
}

const CHANGE_TYPES = new Set<string>(["create", "modify", "delete"]);

function show(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

/** Parses `<event> <args...>`; a wrong event or argument count is a UsageError (exit 2) with the usage line. */
export function parseSeedEvent(name: string, args: string[]): SeedEvent {
  if (!isSeedEvent(name)) {
    throw new UsageError(doorMessages.unknownEvent(show(name), Object.keys(ARITY)));
  }
  const expected = ARITY[name];
  if (args.length !== expected) {
    throw new UsageError(doorMessages.wrongArgumentCount(name, expected, args.length, SEED_USAGE[name]));
  }
  const [a = "", b = "", c = ""] = args;
  switch (name) {
    case "edit-complete":
      if (!CHANGE_TYPES.has(b)) {
        throw new UsageError(doorMessages.badChangeType(show(b), SEED_USAGE[name]));
      }
      if (a === "") throw new UsageError(doorMessages.emptyPath(SEED_USAGE[name]));
      return { event: name, path: a, change: b as ChangeType };
    case "tool-call-complete":
      return { event: name, tool: a, result: b, success: c === "true", flag: c };
    case "error-occurred":
      return { event: name, type: a, message: b, context: c };
    case "user-prompt-submit":
    case "session-end":
      return { event: name };
  }
}
