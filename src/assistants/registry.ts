/**
 * Every assistant qgate answers, one line each: the only module that imports a room (and only its
 * index). `qgate hook` finds the room of a payload here, `qgate install <id>` and `install --detect`
 * its installer, `qgate stats --assistant` its id, and the README's assistant table its row.
 * Adding an assistant: one folder under src/assistants/ and one line below.
 */
import { statSync } from "node:fs";
import path from "node:path";
import type { Json } from "../hook/json.js";
import type { Assistant, PositionalRoom } from "./assistant.js";
import claude from "./claude/index.js";
import auggie from "./auggie/index.js";
import cline from "./cline/index.js";
import codex from "./codex/index.js";
import copilot from "./copilot/index.js";
import cursor from "./cursor/index.js";
import droid from "./droid/index.js";
import gemini from "./gemini/index.js";
import qwen from "./qwen/index.js";
import kilo from "./kilo/index.js";
import opencode from "./opencode/index.js";
import seed from "./seed/index.js";
import windsurf from "./windsurf/index.js";

/**
 * The rooms with a JSON payload on stdin, in the order of the README table and `install --detect`.
 * A payload is asked of them from the last to the first: a room added later tells its payload apart
 * by its own fields, and Claude Code's, the most general shape, is asked last.
 */
export const ASSISTANTS: readonly Assistant[] = [
  claude,
  codex,
  gemini,
  cursor,
  copilot,
  cline,
  qwen,
  droid,
  auggie,
  opencode,
  kilo,
  windsurf,
];

/** The seed's positional events (`qgate hook <event> <args...>`). */
export const POSITIONAL: PositionalRoom = seed;

export const ASSISTANT_IDS: readonly string[] = ASSISTANTS.map((room) => room.id);

export function assistantById(id: string): Assistant | undefined {
  return ASSISTANTS.find((room) => room.id === id);
}

/**
 * The room that reads `payload`. `--assistant <id>` names one: a room that trusts the flag reads it
 * as its own; the others (sharing one payload shape) are still told apart by its fields, among the
 * rooms that do not trust the flag.
 */
export function roomFor(payload: Json, named: string | undefined): Assistant {
  const hinted = named !== undefined ? assistantById(named) : undefined;
  if (hinted?.trustsFlag === true) return hinted;
  const candidates = hinted ? ASSISTANTS.filter((room) => room.trustsFlag !== true) : ASSISTANTS;
  for (let i = candidates.length - 1; i > 0; i--) {
    if (candidates[i]!.recognise(payload)) return candidates[i]!;
  }
  // The first room reads what no other recognises: its reader says what is missing.
  return candidates[0]!;
}

/** The rooms with an installer whose configuration directory `root` has (`install --detect`), in registry order. */
export function detectedRooms(root: string): Assistant[] {
  return ASSISTANTS.filter(
    (room) =>
      room.installer !== undefined &&
      room.detect.some(
        (dir) => statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory() ?? false,
      ),
  );
}
