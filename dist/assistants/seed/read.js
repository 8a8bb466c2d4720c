import { UsageError } from "../../errors.js";
import { doorMessages } from "../../messages.js";
export const SEED_USAGE = {
    "edit-complete": "qgate hook edit-complete <path> <create|modify|delete>",
    "tool-call-complete": "qgate hook tool-call-complete <tool> <result> <success-flag>",
    "error-occurred": "qgate hook error-occurred <type> <message> <context>",
    "user-prompt-submit": "qgate hook user-prompt-submit",
    "session-end": "qgate hook session-end",
};
const ARITY = {
    "edit-complete": 2,
    "tool-call-complete": 3,
    "error-occurred": 3,
    "user-prompt-submit": 0,
    "session-end": 0,
};
export function isSeedEvent(name) {
    return Object.hasOwn(ARITY, name);
}
const CHANGE_TYPES = new Set(["create", "modify", "delete"]);
function show(value) {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}
/** Parses `<event> <args...>`; a wrong event or argument count is a UsageError (exit 2) with the usage line. */
export function parseSeedEvent(name, args) {
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
            if (a === "")
                throw new UsageError(doorMessages.emptyPath(SEED_USAGE[name]));
            return { event: name, path: a, change: b };
        case "tool-call-complete":
            return { event: name, tool: a, result: b, success: c === "true", flag: c };
        case "error-occurred":
            return { event: name, type: a, message: b, context: c };
        case "user-prompt-submit":
        case "session-end":
            return { event: name };
    }
}
