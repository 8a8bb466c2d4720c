import format from "./format/index.js";
import lint from "./lint/index.js";
import security from "./security/index.js";
import types from "./types/index.js";
export const CHECKS = [format, lint, types, security];
export const CHECK_IDS = CHECKS.map((check) => check.id);
const BY_ID = Object.fromEntries(CHECKS.map((check) => [check.id, check]));
export function getCheck(id) {
    return BY_ID[id];
}
/** Whether check `id` has anything to say about `file`: the check's own `appliesTo`. */
export function appliesTo(id, file) {
    return getCheck(id).appliesTo(file);
}
