import { readShape, shapeAnswer } from "../../hook/common-shape.js";
import { countLines, isObject, str } from "../../hook/json.js";
import { filesOfPatch } from "../../hook/patch.js";
const SAMPLES = "test/fixtures/assistants/droid-0.225.2-code";
/** Tool names only Droid uses (its Edit and MultiEdit are Claude Code's names too). */
const DROID_TOOLS = new Set(["Create", "ApplyPatch", "Execute"]);
/** The files one of Droid's editing tools wrote; undefined for a tool that is not one. */
function droidFiles(tool, input) {
    const file = str(input.file_path);
    switch (tool) {
        case "Create":
            return file ? [{ path: file, change: "create", changedLines: countLines(input.content) }] : [];
        case "Edit":
            return file ? [{ path: file, change: "modify", changedLines: countLines(input.new_str) }] : [];
        case "MultiEdit":
            return file ? [{ path: file, change: "modify" }] : [];
        case "ApplyPatch":
            return filesOfPatch(str(input.input) ?? "");
        default:
            return undefined;
    }
}
function readDroid(payload) {
    const event = readShape(payload, { assistant: "droid" });
    if (event.kind !== "edit" && event.kind !== "tool")
        return event;
    const { assistant, named, sessionId, cwd, call } = event;
    const base = { assistant, named, call, ...(sessionId ? { sessionId } : {}), ...(cwd ? { cwd } : {}) };
    if (call.tool === "Execute")
        return { ...base, kind: "shell" };
    const files = droidFiles(call.tool, isObject(payload.tool_input) ? payload.tool_input : {});
    if (files === undefined)
        return event;
    return files.length > 0 ? { ...base, kind: "edit", files } : { ...base, kind: "tool" };
}
const droid = {
    id: "droid",
    name: "Factory Droid",
    follows: "0.225.2, from its code and docs; not run",
    detect: [".factory"],
    events: ["PostToolUse (Create, Edit, MultiEdit, ApplyPatch, Execute)", "Stop"],
    blockChannel: "the reason as a system message after the tool's result ([Hook Feedback]); at Stop",
    limits: ["not run against a real client here (its model needs a Factory account)"],
    recognise: (payload) => typeof payload.hook_event_name === "string" &&
        (DROID_TOOLS.has(str(payload.tool_name) ?? "") ||
            /[/\\]\.factory[/\\]/.test(str(payload.transcript_path) ?? "")),
    trustsFlag: true,
    read: (payload) => readDroid(payload),
    // Claude Code's answers (hook/common-shape.ts), but a block is exit 2 with the reason on stderr alone.
    answer: (outcome, event) => outcome.kind === "block"
        ? /* Exit 2: Droid reads stderr (it does not read a PostToolUse decision in the JSON). */ {
            stdout: "",
            stderr: outcome.reason,
            exitCode: 2,
        }
        : shapeAnswer(outcome, event.named),
    installer: async () => (await import("./install.js")).droidInstaller,
    samples: [
        `${SAMPLES}/PostToolUse-Create.input.json`,
        `${SAMPLES}/PostToolUse-Edit.input.json`,
        `${SAMPLES}/PostToolUse-ApplyPatch.input.json`,
        `${SAMPLES}/PostToolUse-Execute.input.json`,
        `${SAMPLES}/Stop.input.json`,
    ],
};
export default droid;
