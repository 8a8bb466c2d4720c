/**
 * The checks, in the order reports list them. Each is a folder with a default-exported `Check`
 * (`src/checks/<id>/index.ts`): what it applies to and its options live there, and its tools load
 * only when it runs, so planning on the main thread never loads a tool. `CheckId` derives from here.
 */
import type { ChangedFile } from "../changes/change-set.js";
import format from "./format/index.js";
import lint from "./lint/index.js";
import security from "./security/index.js";
import types from "./types/index.js";

export const CHECKS = [format, lint, types, security] as const;

export type CheckId = (typeof CHECKS)[number]["id"];

export const CHECK_IDS: readonly CheckId[] = CHECKS.map((check) => check.id);

export type CheckById = { [C in (typeof CHECKS)[number] as C["id"]]: C };

const BY_ID = Object.fromEntries(CHECKS.map((check) => [check.id, check])) as CheckById;

export function getCheck<Id extends CheckId>(id: Id): CheckById[Id] {
  return BY_ID[id];
}

/** Whether check `id` has anything to say about `file`: the check's own `appliesTo`. */
export function appliesTo(id: CheckId, file: ChangedFile): boolean {
  return getCheck(id).appliesTo(file);
}
