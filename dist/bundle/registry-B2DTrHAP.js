import { r as __toESM } from "./rolldown-runtime-CoNq6U3z.js";
import { d as pluginMessages, g as routingMessages, n as changeMessages, o as doorMessages, x as oneLine } from "./messages-CuSOVVL6.js";
import { t as describeJsonError } from "./json-error-B5kUqOlV.js";
import { a as UsageError, i as QgateError, o as describeError, s as isCriticalErrorType } from "./errors-BsNsftzl.js";
import { r as require_picomatch } from "./dist-DbY8Nur6.js";
import { n as lintPrompt } from "./lint-BeDnp2T6.js";
import { c as runGate, d as stopsInStrictMode, i as toJson, l as policySelects, n as gateRunRecord, o as headline, s as renderAssistantText, t as worktreeChangeSet, u as isBlocking } from "./worktree-Bt83vdfG.js";
import { i as redactSecrets, o as redactText, s as redactValue } from "./redact-CzCWQn79.js";
import { r as runErrorHook } from "./error-hook-C2iGoVrc.js";
import { a as resolveInsideRoot, o as toRelative, r as isInside, t as displayPath } from "./paths-CKwe_9xS.js";
import { i as timed, t as recordTiming } from "./timings-DSKXXjcA.js";
import { r as gitTopLevel } from "./git-B9JU7sjJ.js";
import { n as presetStdinValue } from "./stdin-preset-BxE4FV9C.js";
import { existsSync, mkdirSync, readdirSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

// dist/util/lookup.js
/** `table[key]` for the table's own keys only: a name from the outside such as "toString" or "constructor" is in no table. */
function lookup(table, key) {
	return key !== void 0 && Object.hasOwn(table, key) ? table[key] : void 0;
}

// dist/hook/event.js
/** Input qgate cannot use: malformed JSON, a missing field, an event it does not handle. */
var HookInputError = class extends QgateError {
	constructor(message) {
		super("usage_error", message);
	}
};
/**
* The name an event has in the logs, the metrics' `door` (`hook:<name>`) and the error records. They
* keep the names qgate's logs always used, so older logs and `qgate stats` read the same.
*/
function logName(event) {
	switch (event.kind) {
		case "edit":
		case "shell":
		case "tool": return "PostToolUse";
		case "batch": return "PostToolBatch";
		case "pre-tool": return "PreToolUse";
		case "tool-failed": return "PostToolUseFailure";
		case "turn-end": return event.subagent === true ? "SubagentStop" : "Stop";
		case "prompt": return "UserPromptSubmit";
		case "session-end": return "SessionEnd";
		case "error": return "ErrorOccurred";
	}
}
/** An answer with a JSON object on stdout (one line), exit 0 unless said. */
function jsonAnswer(json, exitCode = 0, stderr = "") {
	return {
		stdout: `${JSON.stringify(json)}\n`,
		stderr,
		exitCode
	};
}
const SILENT = {
	stdout: "",
	stderr: "",
	exitCode: 0
};

// dist/hook/json.js
function isObject(value) {
	return value !== null && typeof value === "object" && !Array.isArray(value);
}
function str(value) {
	return typeof value === "string" ? value : void 0;
}
/** Lines in a text an edit wrote (a final newline ends the last line, it does not start one). */
function countLines(text) {
	if (typeof text !== "string") return void 0;
	if (text === "") return 0;
	return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

// dist/hook/patch.js
const HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/;
function filesOfPatch(patch) {
	const files = [];
	let current;
	for (const raw of patch.split("\n")) {
		const line = raw.replace(/\r$/, "");
		const header = HEADER.exec(line);
		if (header) {
			const [, kind, given] = header;
			const file = given.trim();
			if (kind === "Move to" && current) {
				current.change = "delete";
				current.changedLines = 0;
				current = {
					path: file,
					change: "create",
					changedLines: 0
				};
				files.push(current);
				continue;
			}
			current = {
				path: file,
				change: kind === "Add File" ? "create" : kind === "Delete File" ? "delete" : "modify",
				changedLines: 0
			};
			files.push(current);
			continue;
		}
		if (line.startsWith("*** ")) {
			current = void 0;
			continue;
		}
		if (current && current.change !== "delete" && line.startsWith("+")) current.changedLines = (current.changedLines ?? 0) + 1;
	}
	const byPath = /* @__PURE__ */ new Map();
	for (const file of files) {
		const seen = byPath.get(file.path);
		byPath.set(file.path, seen ? {
			...file,
			changedLines: (seen.changedLines ?? 0) + (file.changedLines ?? 0)
		} : file);
	}
	return [...byPath.values()];
}

// dist/hook/shell-reads.js
/**
* The files a shell command would print, read from its text as data (it is never run): `cat .env`,
* `head -n 5 key.pem`, `grep TOKEN config/.env`, `less < secrets.txt`. The secrets guard
* (secrets-guard.ts) looks into them before the command runs, so that a file holding a secret does
* not reach the model through a shell tool's output.
*
* A small tokenizer, not a shell: quotes and backslashes are honoured, `|`, `||`, `&&`, `;`, `&` and
* newlines split commands, `<` names a file read by any command. A word holding an expansion (`$`,
* a backtick) cannot be known without running the shell and is skipped; a glob in one directory
* (`cat .env*`) is matched against that directory. Heredoc bodies are the command's own text, not a
* file, and are skipped.
*/
var import_picomatch = /* @__PURE__ */ __toESM(require_picomatch(), 1);
/** Commands that print (some of) the files they are given, and their options that take a value. */
const PRINTERS = {
	cat: { valueOptions: [] },
	tac: { valueOptions: ["-s"] },
	nl: { valueOptions: [
		"-b",
		"-d",
		"-f",
		"-h",
		"-i",
		"-l",
		"-n",
		"-s",
		"-v",
		"-w"
	] },
	head: { valueOptions: ["-n", "-c"] },
	tail: { valueOptions: [
		"-n",
		"-c",
		"-s",
		"--pid"
	] },
	less: { valueOptions: [
		"-b",
		"-h",
		"-j",
		"-k",
		"-o",
		"-O",
		"-p",
		"-P",
		"-t",
		"-T",
		"-x",
		"-y",
		"-z"
	] },
	more: { valueOptions: ["-n"] },
	bat: { valueOptions: [
		"-l",
		"-r",
		"-H",
		"--language",
		"--line-range",
		"--style",
		"--theme"
	] },
	batcat: { valueOptions: [
		"-l",
		"-r",
		"-H",
		"--language",
		"--line-range",
		"--style",
		"--theme"
	] },
	strings: { valueOptions: ["-n", "-t"] },
	xxd: { valueOptions: [
		"-c",
		"-g",
		"-l",
		"-s"
	] },
	od: { valueOptions: [
		"-A",
		"-j",
		"-N",
		"-t",
		"-w"
	] },
	hexdump: { valueOptions: [
		"-n",
		"-s",
		"-e"
	] },
	base64: { valueOptions: ["-w"] },
	sort: { valueOptions: [
		"-k",
		"-t",
		"-o",
		"-S"
	] },
	uniq: { valueOptions: [
		"-f",
		"-s",
		"-w"
	] },
	cut: { valueOptions: [
		"-b",
		"-c",
		"-d",
		"-f"
	] },
	grep: {
		valueOptions: [
			"-A",
			"-B",
			"-C",
			"-m",
			"-e",
			"-f",
			"--include",
			"--exclude"
		],
		pattern: true
	},
	egrep: {
		valueOptions: [
			"-A",
			"-B",
			"-C",
			"-m",
			"-e",
			"-f"
		],
		pattern: true
	},
	fgrep: {
		valueOptions: [
			"-A",
			"-B",
			"-C",
			"-m",
			"-e",
			"-f"
		],
		pattern: true
	},
	rg: {
		valueOptions: [
			"-A",
			"-B",
			"-C",
			"-m",
			"-e",
			"-f",
			"-g",
			"-t",
			"-T"
		],
		pattern: true
	},
	awk: {
		valueOptions: [
			"-F",
			"-v",
			"-f"
		],
		pattern: true
	},
	sed: {
		valueOptions: [
			"-e",
			"-f",
			"-l"
		],
		pattern: true
	}
};
/** Words that run the next word as the command. */
const WRAPPERS = /* @__PURE__ */ new Set([
	"sudo",
	"command",
	"exec",
	"nice",
	"nohup",
	"time",
	"env",
	"builtin"
]);
/** The command's words and operators; `literal` is false for a word holding an expansion. */
function tokenize(command) {
	const tokens = [];
	let word = "";
	let inWord = false;
	let literal = true;
	const flush = () => {
		if (inWord) tokens.push({
			word,
			literal
		});
		word = "";
		inWord = false;
		literal = true;
	};
	for (let i = 0; i < command.length; i++) {
		const c = command[i] ?? "";
		if (c === "\\") {
			const next = command[i + 1];
			if (next === "\n") i++;
			else if (next !== void 0) {
				word += next;
				inWord = true;
				i++;
			}
			continue;
		}
		if (c === "'") {
			const end = command.indexOf("'", i + 1);
			word += command.slice(i + 1, end === -1 ? void 0 : end);
			inWord = true;
			i = end === -1 ? command.length : end;
			continue;
		}
		if (c === "\"") {
			let j = i + 1;
			for (; j < command.length && command[j] !== "\""; j++) {
				const d = command[j] ?? "";
				if (d === "\\" && j + 1 < command.length) {
					word += command[j + 1] ?? "";
					j++;
				} else {
					if (d === "$" || d === "`") literal = false;
					word += d;
				}
			}
			inWord = true;
			i = j;
			continue;
		}
		if (c === "$" || c === "`") literal = false;
		if (c === " " || c === "	") {
			flush();
			continue;
		}
		if (c === "#" && !inWord) {
			const end = command.indexOf("\n", i);
			i = end === -1 ? command.length : end - 1;
			continue;
		}
		if (c === "\n" || c === ";" || c === "|" || c === "&" || c === "(" || c === ")") {
			flush();
			const two = command.slice(i, i + 2);
			const op = two === "||" || two === "&&" || two === ";;" ? two : c;
			if (op.length === 2) i++;
			tokens.push({ op });
			if (c === "\n") skipHeredocs(tokens, command, i, (end) => i = end);
			continue;
		}
		if (c === "<" || c === ">") {
			const opStart = i;
			const glued = inWord;
			flush();
			let op = c;
			while (command[i + 1] === "<" || command[i + 1] === ">" || command[i + 1] === "&") op += command[++i];
			const last = tokens.at(-1);
			if (glued && opStart > 0 && last && "word" in last && /^\d$/.test(last.word)) tokens.pop();
			tokens.push({ op });
			continue;
		}
		word += c;
		inWord = true;
	}
	flush();
	return tokens;
}
/** After a newline: the bodies of the heredocs the line before opened (`<<EOF` ... `EOF`) are skipped. */
function skipHeredocs(tokens, command, at, moveTo) {
	const delimiters = [];
	for (let k = tokens.length - 2; k >= 0; k--) {
		const token = tokens[k];
		if (token === void 0 || "op" in token && token.op === "\n") break;
		const next = tokens[k + 1];
		if ("op" in token && (token.op === "<<" || token.op === "<<-") && next && "word" in next) delimiters.unshift(next.word);
	}
	let position = at;
	for (const delimiter of delimiters) {
		const lines = command.slice(position + 1).split("\n");
		let offset = position + 1;
		for (const line of lines) {
			offset += line.length + 1;
			if (line.trim() === delimiter) break;
		}
		position = offset - 1;
	}
	if (position !== at) moveTo(position);
}
/** The simple commands of a tokenized command line, each its words and its `<` inputs. */
function commandsOf(tokens) {
	const commands = [];
	let current = {
		words: [],
		inputs: []
	};
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i];
		if (token === void 0) continue;
		if ("op" in token) {
			if (token.op.startsWith("<") || token.op.startsWith(">")) {
				const target = tokens[i + 1];
				i++;
				if (token.op === "<" && target && "word" in target && target.literal) current.inputs.push(target.word);
				continue;
			}
			commands.push(current);
			current = {
				words: [],
				inputs: []
			};
			continue;
		}
		current.words.push(token);
	}
	commands.push(current);
	return commands;
}
/** The file operands of one printing command's arguments. */
function operandsOf(name, args) {
	const spec = PRINTERS[name];
	if (spec === void 0) return [];
	const files = [];
	let patternGiven = false;
	let optionsDone = false;
	for (let i = 0; i < args.length; i++) {
		const { word, literal } = args[i] ?? {
			word: "",
			literal: false
		};
		if (!optionsDone && word === "--") {
			optionsDone = true;
			continue;
		}
		if (!optionsDone && word.startsWith("-") && word !== "-") {
			const name = word.includes("=") ? word.slice(0, word.indexOf("=")) : word;
			if (spec.valueOptions.includes(name) && !word.includes("=")) {
				const value = args[i + 1];
				i++;
				if (value !== void 0 && (name === "-e" || name === "-f")) patternGiven = true;
			}
			continue;
		}
		if (spec.pattern === true && !patternGiven) {
			patternGiven = true;
			continue;
		}
		if (literal && word !== "-") files.push(word);
	}
	return files;
}
/** A word with a glob in its last part, matched in its directory; other words as they are. */
function expand(word, cwd) {
	const base = path.basename(word);
	if (!/[*?[]/.test(base) || /[*?[]/.test(path.dirname(word))) return [word];
	const dir = path.dirname(word);
	const isMatch = (0, import_picomatch.default)(base, { dot: false });
	try {
		const found = readdirSync(path.resolve(cwd, dir)).filter((entry) => isMatch(entry));
		return found.length === 0 ? [word] : found.map((entry) => dir === "." ? entry : path.join(dir, entry));
	} catch {
		return [word];
	}
}
/** The files `command` would print, as absolute paths (resolved from `cwd`); never runs it. */
function filesPrintedBy(command, cwd) {
	const files = /* @__PURE__ */ new Set();
	for (const { words, inputs } of commandsOf(tokenize(command))) {
		let at = 0;
		while (at < words.length) {
			const word = words[at]?.word ?? "";
			if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || WRAPPERS.has(word)) at++;
			else break;
		}
		const operands = operandsOf(path.basename(words[at]?.word ?? ""), words.slice(at + 1));
		for (const file of [...inputs, ...operands]) for (const expanded of expand(file, cwd)) files.add(path.resolve(cwd, expanded));
	}
	return [...files];
}

// dist/hook/tools.js
/** Tools that run shell commands: Claude Code's and Codex's Bash, Gemini's, Copilot's. */
const SHELL_TOOLS$1 = /* @__PURE__ */ new Set([
	"Bash",
	"bash",
	"run_shell_command",
	"shell",
	"powershell"
]);
/** Claude Code's editing tools: their successful result names a file they changed. */
const EDITING_TOOLS = /* @__PURE__ */ new Set([
	"Write",
	"Edit",
	"MultiEdit",
	"NotebookEdit"
]);
/** Gemini CLI's editing tools, the file in `file_path`. */
const FILE_PATH_EDITING_TOOLS = /* @__PURE__ */ new Set(["write_file", "replace"]);
/** Copilot CLI's tools that write a file, and the argument naming it. */
const PATH_EDITING_TOOLS = /* @__PURE__ */ new Set(["create", "edit"]);
/** The file one of Write, Edit, MultiEdit or NotebookEdit changed, with the lines it wrote (never the content). */
function editedFile(toolName, input, response) {
	if (!EDITING_TOOLS.has(toolName)) return void 0;
	const file = str(input.file_path) ?? str(input.notebook_path);
	if (file === void 0 || file === "") return void 0;
	let changedLines;
	let change = "modify";
	switch (toolName) {
		case "Write":
			changedLines = countLines(input.content);
			change = isObject(response) && response.type === "update" ? "modify" : "create";
			break;
		case "Edit":
			changedLines = countLines(input.new_string);
			break;
		case "MultiEdit":
			if (Array.isArray(input.edits)) changedLines = input.edits.reduce((sum, edit) => sum + (isObject(edit) ? countLines(edit.new_string) ?? 0 : 0), 0);
			break;
		case "NotebookEdit":
			changedLines = countLines(input.new_source);
			if (input.edit_mode === "delete") changedLines = 0;
	}
	return {
		path: file,
		change,
		changedLines
	};
}
/** The file a `create` or `edit` tool wrote (create: `file_text`; edit: `new_str`). */
function pathEditedFile(toolName, args) {
	if (!PATH_EDITING_TOOLS.has(toolName)) return void 0;
	const file = str(args.path) ?? str(args.file_path);
	if (file === void 0 || file === "") return void 0;
	return toolName === "create" ? {
		path: file,
		change: "create",
		changedLines: countLines(args.file_text)
	} : {
		path: file,
		change: "modify",
		changedLines: countLines(args.new_str)
	};
}
/**
* The files one tool call edited, whichever known tool it was: `apply_patch` names them in its patch
* text (`tool_input.command`), write_file/replace in `file_path` with a diff stat in the response,
* the others as above.
*/
function filesOfToolCall(toolName, input, response) {
	if (toolName === "apply_patch") return filesOfPatch(str(input.command) ?? str(input.patch) ?? "");
	if (FILE_PATH_EDITING_TOOLS.has(toolName)) {
		const file = str(input.file_path);
		if (file === void 0 || file === "") return [];
		const display = isObject(response) && isObject(response.returnDisplay) ? response.returnDisplay : {};
		const stat = isObject(display.diffStat) ? display.diffStat : {};
		return [{
			path: file,
			change: display.isNewFile === true ? "create" : "modify",
			changedLines: typeof stat.model_added_lines === "number" ? stat.model_added_lines : void 0
		}];
	}
	const file = editedFile(toolName, input, response) ?? pathEditedFile(toolName, input);
	return file ? [file] : [];
}
/** A finished tool call as qgate's event: an edit when it edited files, a shell run, or another tool. */
function toolEvent(call, files) {
	if (files.length > 0) return {
		kind: "edit",
		call,
		files
	};
	return SHELL_TOOLS$1.has(call.tool) ? {
		kind: "shell",
		call
	} : {
		kind: "tool",
		call
	};
}
/**
* Tools that read a file into the model's context, and the argument naming it: Claude Code's Read
* (file_path) and Grep (path, when it names a file), Gemini CLI's read_file (file_path; absolute_path
* before 0.10), Copilot CLI's view (path). Shell tools print files too: filesPrintedBy reads their
* command as data.
*/
const READING_TOOLS = /* @__PURE__ */ new Set([
	"Read",
	"Grep",
	"read_file",
	"view",
	"NotebookRead"
]);
/** The files a tool call is about to read or print (for the secrets guard), resolved from `cwd`. */
function readsOfToolCall(toolName, input, cwd) {
	const base = cwd ?? process.cwd();
	if (READING_TOOLS.has(toolName)) {
		const file = str(input.file_path) ?? str(input.absolute_path) ?? str(input.notebook_path) ?? str(input.path);
		return file === void 0 || file === "" ? [] : [{ path: path.resolve(base, file) }];
	}
	if (toolName === "read_many_files" && Array.isArray(input.paths)) return input.paths.filter((p) => typeof p === "string" && p !== "").map((p) => ({ path: path.resolve(base, p) }));
	if (SHELL_TOOLS$1.has(toolName)) {
		const command = str(input.command);
		return command === void 0 ? [] : filesPrintedBy(command, base).map((p) => ({ path: p }));
	}
	return [];
}

// dist/hook/common-shape.js
/**
* The hook JSON shape Claude Code introduced, which Codex CLI and Gemini CLI send too (Gemini under its
* own event names): `session_id`, `transcript_path`, `cwd`, `hook_event_name`. Tool events carry
* `tool_name` and `tool_input` (Write/Edit/MultiEdit: `file_path`, absolute; NotebookEdit:
* `notebook_path`; Codex's apply_patch: the patch text); PostToolUseFailure carries `error`;
* PostToolBatch carries the batch's calls; Stop/SubagentStop carry `stop_hook_active`;
* UserPromptSubmit carries `prompt`; SessionEnd `reason`. Rooms whose assistant sends this shape read
* it here, each with its own event names and its own base.
*/
/** The events of this shape qgate handles, by their names in it. */
const SHAPE_EVENTS = [
	"PreToolUse",
	"PostToolUse",
	"PostToolUseFailure",
	"PostToolBatch",
	"Stop",
	"SubagentStop",
	"UserPromptSubmit",
	"SessionEnd"
];
/** Parses a hook's stdin text as one JSON object; anything else is one clear HookInputError. */
function parsePayload(text) {
	let data;
	try {
		data = JSON.parse(text);
	} catch {
		throw new HookInputError(doorMessages.malformedJson(text.trim() === "" ? doorMessages.emptyStdin : describeJsonError(text)));
	}
	if (!isObject(data)) throw new HookInputError(doorMessages.malformedJson(doorMessages.notAnObject));
	return data;
}
function callOf$1(toolName, input) {
	return {
		tool: toolName,
		filePath: str(input.file_path) ?? str(input.notebook_path) ?? str(input.path)
	};
}
/**
* A payload of this shape as qgate's event. `aliases` maps the assistant's own event names to the
* shape's (Gemini's AfterTool is PostToolUse); `base` is what the room says of every event it reads.
*/
function readShape(data, base, aliases = {}) {
	const given = str(data.hook_event_name);
	if (given === void 0) throw new HookInputError(doorMessages.whoSent);
	const name = lookup(aliases, given) ?? given;
	if (!SHAPE_EVENTS.includes(name)) throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(name.slice(0, 60)), SHAPE_EVENTS));
	const event = {
		...base,
		named: given
	};
	const sessionId = str(data.session_id);
	if (sessionId !== void 0 && sessionId !== "") event.sessionId = sessionId;
	const cwd = str(data.cwd);
	if (cwd !== void 0 && cwd !== "") event.cwd = cwd;
	const toolName = str(data.tool_name) ?? "";
	const input = isObject(data.tool_input) ? data.tool_input : {};
	switch (name) {
		case "PreToolUse": return {
			...event,
			kind: "pre-tool",
			call: callOf$1(toolName, input),
			reads: readsOfToolCall(toolName, input, event.cwd)
		};
		case "PostToolUse": return {
			...event,
			...toolEvent(callOf$1(toolName, input), filesOfToolCall(toolName, input, data.tool_response))
		};
		case "PostToolUseFailure": return {
			...event,
			kind: "tool-failed",
			call: callOf$1(toolName, input),
			error: str(data.error) ?? str(data.error_message) ?? "the tool failed",
			interrupted: data.is_interrupt === true
		};
		case "PostToolBatch": {
			const raw = Array.isArray(data.tool_calls) ? data.tool_calls : Array.isArray(data.tool_results) ? data.tool_results : [];
			const calls = [];
			const files = [];
			const errors = [];
			for (const item of raw) {
				if (!isObject(item)) continue;
				const tool = str(item.tool_name) ?? "";
				const itemInput = isObject(item.tool_input) ? item.tool_input : {};
				calls.push(callOf$1(tool, itemInput));
				const error = str(item.error) ?? str(item.error_message);
				if (error !== void 0 && error !== "") {
					errors.push({
						tool,
						error
					});
					continue;
				}
				files.push(...filesOfToolCall(tool, itemInput, item.tool_response ?? item.tool_result));
			}
			return {
				...event,
				kind: "batch",
				calls,
				files,
				errors
			};
		}
		case "Stop":
		case "SubagentStop": return {
			...event,
			kind: "turn-end",
			loopFlag: data.stop_hook_active === true,
			...name === "SubagentStop" ? { subagent: true } : {}
		};
		case "UserPromptSubmit": return {
			...event,
			kind: "prompt",
			prompt: str(data.prompt) ?? ""
		};
		case "SessionEnd": return {
			...event,
			kind: "session-end",
			reason: str(data.reason)
		};
	}
}
/**
* qgate's outcome in this shape's words (Claude Code's, Codex's): a block is exit 2 with
* `{"decision":"block","reason"}` on stdout and the reason on stderr; findings are the event's
* `additionalContext`; a notice is a `systemMessage`; a pass says nothing. `rewake` (an asyncRewake
* hook, whose JSON waits for the next turn) answers findings with exit 2 and the text on stderr.
*/
function shapeAnswer(outcome, eventName, rewake = false) {
	switch (outcome.kind) {
		case "pass": return SILENT;
		case "block":
			if (eventName === "PreToolUse") return jsonAnswer({ hookSpecificOutput: {
				hookEventName: eventName,
				permissionDecision: "deny",
				permissionDecisionReason: outcome.reason
			} });
			return jsonAnswer({
				decision: "block",
				reason: outcome.reason
			}, 2, outcome.reason);
		case "findings":
			if (rewake) return {
				stdout: "",
				stderr: outcome.text,
				exitCode: 2
			};
			return jsonAnswer({ hookSpecificOutput: {
				hookEventName: eventName,
				additionalContext: outcome.text
			} });
		case "notice": return jsonAnswer({ systemMessage: outcome.text });
	}
}

// dist/assistants/claude/index.js
const claude = {
	id: "claude",
	name: "Claude Code",
	follows: "2.1.331, runs in tests; `if` 2.1.85+",
	detect: [".claude"],
	events: [
		"PostToolUse (edits, Bash)",
		"Stop",
		"UserPromptSubmit",
		"SessionEnd",
		"PreToolUse (Read, Grep, Bash: the secrets guard)"
	],
	blockChannel: "the reason, after the edit and at Stop",
	limits: ["`if` filters only when the policy has `include` globs"],
	recognise: (payload) => typeof payload.hook_event_name === "string",
	read: (payload) => readShape(payload, { assistant: "claude" }),
	answer: (outcome, event, options) => shapeAnswer(outcome, logName(event), options.rewake === true),
	installer: async () => (await import("./install-UtSf1HRy.js")).claudeInstaller,
	samples: [
		"test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Write.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Edit.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Bash.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Read.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PostToolUseFailure-Bash.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PostToolBatch-Write.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PreToolUse-Read.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/PreToolUse-Bash.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/Stop.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/Stop-again.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/UserPromptSubmit.input.json",
		"test/fixtures/assistants/claude-code-2.1.331/SessionEnd.input.json"
	]
};

// dist/assistants/auggie/index.js
const SAMPLES$5 = "test/fixtures/assistants/auggie-0.36.0-code";
const EVENTS = ["PostToolUse", "Stop"];
/** Auggie's own event names (its settings also take Cursor's, but its payloads name its own). */
const AUGGIE_EVENTS = /* @__PURE__ */ new Set([
	"PreToolUse",
	"PostToolUse",
	"Stop",
	"SessionStart",
	"SessionEnd",
	"Notification",
	"PromptSubmit"
]);
/** `file_changes` as qgate's edited files (never the content, only its line count). */
function filesOf$1(data) {
	const changes = Array.isArray(data.file_changes) ? data.file_changes : [];
	const files = [];
	for (const change of changes) {
		if (!isObject(change)) continue;
		const file = str(change.path);
		if (file === void 0 || file === "") continue;
		const type = str(change.changeType);
		files.push({
			path: file,
			change: type === "create" ? "create" : type === "delete" ? "delete" : "modify",
			changedLines: type === "delete" ? 0 : countLines(change.content)
		});
	}
	const input = isObject(data.tool_input) ? data.tool_input : {};
	if (files.length === 0 && data.tool_name === "apply_patch") return filesOfPatch(str(input.input) ?? str(input.patch) ?? "");
	if (files.length === 0 && data.tool_name === "remove-files" && Array.isArray(input.file_paths)) return input.file_paths.filter((file) => typeof file === "string" && file !== "").map((file) => ({
		path: file,
		change: "delete",
		changedLines: 0
	}));
	return files;
}
function readAuggie(data) {
	const named = str(data.hook_event_name) ?? "";
	if (!EVENTS.includes(named)) throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(named.slice(0, 60)), EVENTS));
	const roots = Array.isArray(data.workspace_roots) ? data.workspace_roots : [];
	const cwd = str(roots[0]);
	const sessionId = str(data.conversation_id);
	const base = {
		assistant: "auggie",
		named,
		...sessionId ? { sessionId } : {},
		...cwd ? { cwd } : {}
	};
	if (named === "Stop") return {
		...base,
		kind: "turn-end",
		loopFlag: false,
		guardStops: true
	};
	const tool = str(data.tool_name) ?? "";
	const input = isObject(data.tool_input) ? data.tool_input : {};
	const call = {
		tool,
		filePath: str(input.path)
	};
	if (tool === "launch-process") return {
		...base,
		kind: "shell",
		call
	};
	const error = str(data.tool_error);
	if (error !== void 0 && error !== "") return {
		...base,
		kind: "tool-failed",
		call,
		error,
		interrupted: false
	};
	const files = filesOf$1(data);
	return files.length > 0 ? {
		...base,
		kind: "edit",
		call,
		files
	} : {
		...base,
		kind: "tool",
		call
	};
}
const auggie = {
	id: "auggie",
	name: "Auggie",
	follows: "0.36.0, from its code and docs; not run",
	detect: [".augment"],
	events: ["PostToolUse (save-file, str-replace-editor, remove-files, apply_patch, launch-process)", "Stop"],
	blockChannel: "the reason as a message after the tool ([PostToolUse]:); at Stop",
	limits: ["not run against a real client here (its model runs behind Augment's service)", "its Stop has no loop flag: qgate blocks a turn's end again only after new edits, five times at most"],
	recognise: (payload) => AUGGIE_EVENTS.has(str(payload.hook_event_name) ?? "") && typeof payload.conversation_id === "string" && Array.isArray(payload.workspace_roots),
	trustsFlag: true,
	read: (payload) => readAuggie(payload),
	answer: (outcome, event) => outcome.kind === "block" ? {
		stdout: "",
		stderr: outcome.reason,
		exitCode: 2
	} : shapeAnswer(outcome, event.named),
	installer: async () => (await import("./install-BXJnMd7R.js")).auggieInstaller,
	samples: [
		`${SAMPLES$5}/PostToolUse-save-file.input.json`,
		`${SAMPLES$5}/PostToolUse-str-replace-editor.input.json`,
		`${SAMPLES$5}/PostToolUse-launch-process.input.json`,
		`${SAMPLES$5}/Stop.input.json`
	]
};

// dist/assistants/cline/read.js
/**
* Cline's hook payload (captured from the Cline CLI 3.0.65: test/fixtures/assistants/cline-3.0.65).
* Each hook is a file named after the event; its stdin names the event by its 3.x name in `hookName`
* (PostToolUse is `tool_result`) and the call in `tool_result` ({id, name, input, output, error?}),
* with the legacy `postToolUse` object beside it. The CLI's tools: `editor` writes the file at
* `input.path` (`new_text`; `old_text` for a replacement), `apply_patch` takes Codex's patch grammar
* in `input.input`, `run_commands` runs `input.commands`. The workspace is `workspaceRoots[0]`.
*/
/** The hook names qgate reads, by Cline's event file names. */
const CLINE_EVENTS = { tool_result: "PostToolUse" };
/** Whether a payload is Cline's: its `hookName` and its task id, and no `hook_event_name`. */
function isClinePayload(data) {
	return typeof data.hookName === "string" && typeof data.taskId === "string";
}
/** The files one of Cline's tool calls wrote; `output` tells a new file from an edit. */
function filesOf(tool, input, output) {
	if (tool === "apply_patch") return filesOfPatch(str(input.input) ?? str(input.patch) ?? "");
	if (tool !== "editor") return [];
	const file = str(input.path);
	if (file === void 0 || file === "") return [];
	return [{
		path: file,
		change: (isObject(output) ? str(output.result) ?? "" : "").startsWith("File created") ? "create" : "modify",
		changedLines: countLines(input.new_text)
	}];
}
/** The tool call of a PostToolUse: the 3.x `tool_result`, or else the legacy `postToolUse`. */
function callOf(data) {
	if (isObject(data.tool_result)) {
		const call = data.tool_result;
		const output = call.output;
		const failed = isObject(output) && output.success === false;
		return {
			tool: str(call.name) ?? "",
			input: isObject(call.input) ? call.input : {},
			output,
			error: str(call.error) ?? (failed ? str(output.result) ?? "the tool failed" : void 0)
		};
	}
	const legacy = isObject(data.postToolUse) ? data.postToolUse : {};
	return {
		tool: str(legacy.toolName) ?? "",
		input: isObject(legacy.parameters) ? legacy.parameters : {},
		output: void 0,
		error: legacy.success === false ? str(legacy.result) ?? "the tool failed" : void 0
	};
}
function readCline(data) {
	const hookName = str(data.hookName) ?? "";
	if (CLINE_EVENTS[hookName] === void 0) throw new HookInputError(doorMessages.clineEventNotHandled(JSON.stringify(hookName.slice(0, 60)), Object.keys(CLINE_EVENTS)));
	const roots = Array.isArray(data.workspaceRoots) ? data.workspaceRoots : [];
	const info = isObject(data.workspaceInfo) ? data.workspaceInfo : {};
	const cwd = str(roots[0]) ?? str(info.rootPath);
	const sessionId = str(data.taskId);
	const base = {
		assistant: "cline",
		named: "PostToolUse",
		...sessionId ? { sessionId } : {},
		...cwd ? { cwd } : {}
	};
	const { tool, input, output, error } = callOf(data);
	const call = {
		tool,
		filePath: str(input.path)
	};
	if (tool === "run_commands") return {
		...base,
		kind: "shell",
		call
	};
	if (error !== void 0) return {
		...base,
		kind: "tool-failed",
		call,
		error,
		interrupted: false
	};
	const files = filesOf(tool, input, output);
	return files.length > 0 ? {
		...base,
		kind: "edit",
		call,
		files
	} : {
		...base,
		kind: "tool",
		call
	};
}

// dist/assistants/cline/index.js
const SAMPLES$4 = "test/fixtures/assistants/cline-3.0.65";
const cline = {
	id: "cline",
	name: "Cline",
	follows: "CLI 3.0.65, captured; runs in tests",
	detect: [".clinerules", ".cline"],
	events: ["PostToolUse (editor, apply_patch, run_commands)"],
	blockChannel: "the reason as a hook_context message after the tool's result",
	limits: ["cannot undo or refuse an edit: a block is context the model reads next", "cannot hold the end of a task (TaskComplete runs detached)"],
	recognise: isClinePayload,
	trustsFlag: true,
	read: (payload) => readCline(payload),
	answer: (outcome) => {
		switch (outcome.kind) {
			case "pass": return SILENT;
			case "block": return jsonAnswer({ contextModification: outcome.reason });
			case "findings": return jsonAnswer({ contextModification: outcome.text });
			case "notice": return {
				stdout: "",
				stderr: outcome.text,
				exitCode: 0
			};
		}
	},
	installer: async () => (await import("./install-BiM9mg9p.js")).clineInstaller,
	samples: [
		`${SAMPLES$4}/PostToolUse-editor-create.input.json`,
		`${SAMPLES$4}/PostToolUse-editor-edit.input.json`,
		`${SAMPLES$4}/PostToolUse-run_commands.input.json`
	]
};

// dist/assistants/codex/index.js
const codex = {
	id: "codex",
	name: "Codex CLI",
	follows: "0.169.0, captured; runs in tests",
	detect: [".codex"],
	events: [
		"PostToolUse (apply_patch, Bash)",
		"Stop",
		"UserPromptSubmit",
		"PreToolUse (Bash: the secrets guard)"
	],
	blockChannel: "the reason instead of the tool's output; at Stop",
	limits: ["runs only in a trusted project, once hooks are trusted"],
	recognise: (payload) => typeof payload.hook_event_name === "string" && (payload.turn_id !== void 0 || payload.tool_name === "apply_patch"),
	read: (payload) => readShape(payload, { assistant: "codex" }),
	answer: (outcome, event, options) => shapeAnswer(outcome, logName(event), options.rewake === true),
	installer: async () => (await import("./install-CCwRg7RC.js")).codexInstaller,
	samples: [
		"test/fixtures/assistants/codex-0.169.0/PostToolUse.input.json",
		"test/fixtures/assistants/codex-0.169.0/PostToolUse-Bash.input.json",
		"test/fixtures/assistants/codex-0.169.0/PostToolUse-multifile.input.json",
		"test/fixtures/assistants/codex-0.169.0/Stop-first.input.json",
		"test/fixtures/assistants/codex-0.169.0/Stop-second.input.json",
		"test/fixtures/assistants/codex-0.169.0/UserPromptSubmit.input.json"
	]
};

// dist/assistants/copilot/read.js
/**
* GitHub Copilot CLI and coding agent hooks (`.github/hooks/*.json`): captured from Copilot CLI 1.0.102
* (test/fixtures/assistants/copilot-1.0.102), first written from GitHub's "Copilot CLI hooks
* reference" (github/docs at 927566b). Its camelCase payloads name neither the event nor the
* assistant, so the installed command passes `--event`; without it the event is told by its fields.
* `toolArgs` is an object in 1.0.102 (the docs showed a JSON string holding one: both are read), and
* tool names are lower-case: `create` and `edit` write the file at `path`, `bash` runs a command.
*
*   postToolUse (create, edit)   ->  an edit        {"additionalContext"}: the findings, to the model
*   agentStop                    ->  a turn's end   {"decision":"block","reason"}: another turn
*   errorOccurred (error{})      ->  qgate's error routing (logs, webhook), like the seed's error-occurred
*   userPromptSubmitted          ->  a prompt (metrics; its answer is ignored)
*   sessionEnd                   ->  a session's end
*
* Copilot skips a hook that exits non-zero, so every answer is exit 0, the block in the JSON. agentStop
* carries `stop_hook_active` in 1.0.102 (true in the turn a block started); a payload without it (as
* the docs show) has qgate's session record bound the stop blocks instead (session.ts).
*/
const COPILOT_EVENTS = [
	"preToolUse",
	"postToolUse",
	"agentStop",
	"errorOccurred",
	"userPromptSubmitted",
	"sessionEnd"
];
/** The VS Code compatible format (PascalCase events, snake_case fields) names its events like this. */
const PASCAL_EVENTS = {
	PreToolUse: "preToolUse",
	PostToolUse: "postToolUse",
	Stop: "agentStop",
	ErrorOccurred: "errorOccurred",
	UserPromptSubmit: "userPromptSubmitted",
	SessionEnd: "sessionEnd"
};
/** Copilot's camelCase payload: `sessionId`/`toolName`/`toolArgs` and a numeric `timestamp`. */
function isCopilotPayload(data) {
	return typeof data.toolName === "string" || typeof data.timestamp === "number" && typeof data.cwd === "string" && data.hook_event_name === void 0;
}
/** The event, from its fields, when the command line did not name it. */
function eventOf(data) {
	if (typeof data.toolName === "string") return data.toolResult !== void 0 ? "postToolUse" : "preToolUse";
	if (isObject(data.error)) return "errorOccurred";
	if (typeof data.stopReason === "string" && data.agentName === void 0) return "agentStop";
	if (typeof data.prompt === "string") return "userPromptSubmitted";
	if (typeof data.reason === "string") return "sessionEnd";
}
/** `toolArgs`: an object, or a JSON string holding one (as the earlier docs show it). */
function argsOf(value) {
	if (isObject(value)) return value;
	if (typeof value !== "string") return {};
	try {
		const parsed = JSON.parse(value);
		return isObject(parsed) ? parsed : {};
	} catch {
		return {};
	}
}
/** How Copilot's error contexts read as qgate's error types. */
const ERROR_TYPES = {
	tool_execution: "tool_execution_failed",
	model_call: "network_error",
	user_input: "usage_error"
};
/** Copilot's payload as qgate's event; HookInputError for an event qgate does not handle. */
function readCopilot(data, named) {
	const given = named ?? str(data.hook_event_name);
	const event = given !== void 0 ? lookup(PASCAL_EVENTS, given) ?? given : eventOf(data);
	if (event === void 0 || !COPILOT_EVENTS.includes(event)) throw new HookInputError(named !== void 0 ? doorMessages.copilotEventNotHandled(JSON.stringify(named.slice(0, 60)), COPILOT_EVENTS) : doorMessages.copilotEventUnknown(COPILOT_EVENTS));
	const sessionId = str(data.sessionId) ?? str(data.session_id);
	const cwd = str(data.cwd);
	const base = {
		assistant: "copilot",
		named: event,
		echoesReason: true,
		...sessionId ? { sessionId } : {},
		...cwd ? { cwd } : {}
	};
	const toolName = str(data.toolName) ?? str(data.tool_name) ?? "";
	switch (event) {
		case "preToolUse": {
			const args = argsOf(data.toolArgs ?? data.tool_input);
			return {
				...base,
				kind: "pre-tool",
				call: {
					tool: toolName,
					filePath: str(args.path)
				},
				reads: readsOfToolCall(toolName, args, cwd)
			};
		}
		case "postToolUse": {
			const args = argsOf(data.toolArgs ?? data.tool_input);
			const file = pathEditedFile(toolName, args);
			return {
				...base,
				...toolEvent({
					tool: toolName,
					filePath: str(args.path)
				}, file ? [file] : [])
			};
		}
		case "agentStop": return typeof data.stop_hook_active === "boolean" ? {
			...base,
			kind: "turn-end",
			loopFlag: data.stop_hook_active
		} : {
			...base,
			kind: "turn-end",
			loopFlag: false,
			guardStops: true
		};
		case "errorOccurred": {
			const error = isObject(data.error) ? data.error : {};
			const name = str(error.name);
			const message = str(error.message) ?? doorMessages.anErrorOccurred;
			return {
				...base,
				kind: "error",
				errorType: lookup(ERROR_TYPES, str(data.errorContext) ?? str(data.error_context)) ?? "tool_execution_failed",
				message: name ? `${name}: ${message}` : message
			};
		}
		case "userPromptSubmitted": return {
			...base,
			kind: "prompt",
			prompt: str(data.prompt) ?? ""
		};
		case "sessionEnd": return {
			...base,
			kind: "session-end",
			reason: str(data.reason)
		};
	}
}
/**
* qgate's outcome in Copilot's words: agentStop's block, and preToolUse's denial (the secrets guard:
* `permissionDecision: "deny"`, its reason shown, in the CLI hooks reference); always exit 0.
* postToolUse cannot block (the file is written), but since 1.0.49 Copilot adds its
* `additionalContext` to what the model reads next (github/copilot-cli#2980; shown on 1.0.102 by
* test/e2e/copilot-cli.test.ts): a block's reason or the findings go there, and agentStop still holds
* the agent while they fail. userPromptSubmitted's answer is ignored, so a prompt cannot be refused.
*/
function answerCopilot(outcome, event) {
	if (event.named === "postToolUse" && (outcome.kind === "block" || outcome.kind === "findings")) return jsonAnswer({ additionalContext: outcome.kind === "block" ? outcome.reason : outcome.text });
	if (event.named === "preToolUse" && outcome.kind === "block") return jsonAnswer({
		permissionDecision: "deny",
		permissionDecisionReason: outcome.reason
	});
	if (event.named === "agentStop" && outcome.kind === "block") return jsonAnswer({
		decision: "block",
		reason: outcome.reason
	});
	return SILENT;
}

// dist/assistants/copilot/index.js
const copilot = {
	id: "copilot",
	name: "Copilot CLI",
	follows: "1.0.102, captured; runs in tests",
	detect: [".github/hooks"],
	events: [
		"postToolUse",
		"agentStop",
		"errorOccurred",
		"userPromptSubmitted",
		"preToolUse (the secrets guard)"
	],
	blockChannel: "the findings with the edit's result (postToolUse additionalContext, 1.0.49+); a block at agentStop",
	limits: ["no matcher for postToolUse: runs per tool", "ignores userPromptSubmitted's answer: a prompt holding a secret cannot be refused"],
	recognise: isCopilotPayload,
	trustsFlag: true,
	read: (payload, hint) => readCopilot(payload, hint.event),
	answer: (outcome, event) => answerCopilot(outcome, event),
	installer: async () => (await import("./install-B4XrrJXm.js")).copilotInstaller,
	samples: [
		"test/fixtures/assistants/copilot-1.0.102/postToolUse-create.input.json",
		"test/fixtures/assistants/copilot-1.0.102/postToolUse-edit.input.json",
		"test/fixtures/assistants/copilot-1.0.102/postToolUse-bash.input.json",
		"test/fixtures/assistants/copilot-1.0.102/agentStop-first.input.json",
		"test/fixtures/assistants/copilot-1.0.102/agentStop-second.input.json",
		"test/fixtures/assistants/copilot-1.0.102/errorOccurred.input.json",
		"test/fixtures/assistants/copilot-1.0.102/userPromptSubmitted.input.json",
		"test/fixtures/assistants/copilot-1.0.102/userPromptSubmitted-after-block.input.json",
		"test/fixtures/assistants/copilot-1.0.102/sessionEnd.input.json",
		"test/fixtures/assistants/copilot-docs-927566b/postToolUse-create.input.json",
		"test/fixtures/assistants/copilot-docs-927566b/agentStop.input.json"
	]
};

// dist/assistants/cursor/read.js
/**
* Cursor's agent hooks (`.cursor/hooks.json`, written from cursor.com/docs/hooks as of Cursor 2.0;
* no client to capture here). Its JSON names the event in `hook_event_name` (camelCase) and the
* project in `workspace_roots`; the conversation id keys the session.
*
*   afterFileEdit (file_path, edits[])   ->  an edit      fire-and-forget: gated and recorded
*   stop (status, loop_count)            ->  a turn's end followup_message: the agent goes on
*   beforeSubmitPrompt (prompt)          ->  a prompt     continue: false only in strict mode
*
* A follow-up starts another agent turn. In strict mode it is sent until Cursor's loop limit (5 by
* default); outside strict mode once per stop (loop_count 0): the model hears what still fails, since
* afterFileEdit cannot tell it, but the gate never keeps it going. Never after an aborted or failed turn.
*/
const CURSOR_EVENTS = {
	afterFileEdit: "edit",
	stop: "turn-end",
	beforeSubmitPrompt: "prompt",
	beforeReadFile: "pre-read"
};
/** Cursor's default `loop_limit` for stop hooks: qgate never asks past it. */
const CURSOR_LOOP_LIMIT = 5;
function isCursorPayload(data) {
	return Array.isArray(data.workspace_roots) || lookup(CURSOR_EVENTS, str(data.hook_event_name)) !== void 0;
}
/** Cursor's payload as qgate's event; HookInputError for an event qgate does not handle. */
function readCursor(data) {
	const event = str(data.hook_event_name) ?? "";
	const kind = lookup(CURSOR_EVENTS, event);
	if (kind === void 0) throw new HookInputError(doorMessages.cursorEventNotHandled(JSON.stringify((str(data.hook_event_name) ?? "(none)").slice(0, 60)), Object.keys(CURSOR_EVENTS)));
	const roots = Array.isArray(data.workspace_roots) ? data.workspace_roots.filter((r) => typeof r === "string") : [];
	const loopCount = typeof data.loop_count === "number" ? data.loop_count : 0;
	const followup = (str(data.status) ?? "completed") === "completed" && loopCount < 5;
	const base = {
		assistant: "cursor",
		named: event,
		room: {
			loopCount,
			followup
		},
		...str(data.conversation_id) ? { sessionId: str(data.conversation_id) } : {},
		...roots[0] ? { cwd: roots[0] } : {}
	};
	switch (kind) {
		case "edit": {
			const file = str(data.file_path);
			const edits = Array.isArray(data.edits) ? data.edits.filter(isObject) : [];
			const files = file === void 0 || file === "" ? [] : [{
				path: file,
				change: "modify",
				changedLines: edits.reduce((sum, e) => sum + (countLines(e.new_string) ?? 0), 0)
			}];
			const call = {
				tool: "afterFileEdit",
				filePath: file
			};
			return files.length > 0 ? {
				...base,
				kind: "edit",
				call,
				files
			} : {
				...base,
				kind: "tool",
				call
			};
		}
		case "turn-end": return {
			...base,
			kind: "turn-end",
			loopFlag: !followup
		};
		case "prompt": return {
			...base,
			kind: "prompt",
			prompt: str(data.prompt) ?? ""
		};
		case "pre-read": {
			const file = str(data.file_path) ?? "";
			const content = str(data.content);
			return {
				...base,
				kind: "pre-tool",
				call: {
					tool: "beforeReadFile",
					filePath: file
				},
				reads: file === "" && content === void 0 ? [] : [{
					path: file,
					content
				}]
			};
		}
	}
}
/** qgate's outcome in Cursor's words. Cursor reads JSON on stdout with exit 0. */
function answerCursor(outcome, event) {
	const reason = outcome.kind === "block" ? outcome.reason : outcome.kind === "notice" ? outcome.text : void 0;
	switch (event.named) {
		case "stop": {
			const blocked = outcome.kind === "block";
			if (reason !== void 0 && event.room?.followup === true && (blocked || event.room.loopCount === 0)) return jsonAnswer({ followup_message: reason });
			return jsonAnswer({});
		}
		case "beforeReadFile": return outcome.kind === "block" ? jsonAnswer({
			permission: "deny",
			user_message: outcome.reason,
			agent_message: outcome.reason
		}) : jsonAnswer({ permission: "allow" });
		case "beforeSubmitPrompt": return outcome.kind === "block" ? jsonAnswer({
			continue: false,
			user_message: outcome.reason
		}) : jsonAnswer({ continue: true });
		default: return jsonAnswer({});
	}
}

// dist/assistants/cursor/index.js
const cursor = {
	id: "cursor",
	name: "Cursor",
	follows: "docs of 2.0, not captured",
	detect: [".cursor"],
	events: [
		"afterFileEdit",
		"stop",
		"beforeSubmitPrompt",
		"beforeReadFile (the secrets guard)"
	],
	blockChannel: "a follow-up message at stop",
	limits: ["ignores afterFileEdit's answer: findings come at stop"],
	recognise: isCursorPayload,
	trustsFlag: true,
	read: (payload) => readCursor(payload),
	answer: (outcome, event) => answerCursor(outcome, event),
	installer: async () => (await import("./install-B2UOdHj8.js")).cursorInstaller,
	samples: [
		"test/fixtures/assistants/cursor-docs-2.0/afterFileEdit.input.json",
		"test/fixtures/assistants/cursor-docs-2.0/stop.input.json",
		"test/fixtures/assistants/cursor-docs-2.0/beforeSubmitPrompt.input.json"
	]
};

// dist/assistants/droid/index.js
const SAMPLES$3 = "test/fixtures/assistants/droid-0.225.2-code";
/** Tool names only Droid uses (its Edit and MultiEdit are Claude Code's names too). */
const DROID_TOOLS = /* @__PURE__ */ new Set([
	"Create",
	"ApplyPatch",
	"Execute"
]);
/** The files one of Droid's editing tools wrote; undefined for a tool that is not one. */
function droidFiles(tool, input) {
	const file = str(input.file_path);
	switch (tool) {
		case "Create": return file ? [{
			path: file,
			change: "create",
			changedLines: countLines(input.content)
		}] : [];
		case "Edit": return file ? [{
			path: file,
			change: "modify",
			changedLines: countLines(input.new_str)
		}] : [];
		case "MultiEdit": return file ? [{
			path: file,
			change: "modify"
		}] : [];
		case "ApplyPatch": return filesOfPatch(str(input.input) ?? "");
		default: return;
	}
}
function readDroid(payload) {
	const event = readShape(payload, { assistant: "droid" });
	if (event.kind !== "edit" && event.kind !== "tool") return event;
	const { assistant, named, sessionId, cwd, call } = event;
	const base = {
		assistant,
		named,
		call,
		...sessionId ? { sessionId } : {},
		...cwd ? { cwd } : {}
	};
	if (call.tool === "Execute") return {
		...base,
		kind: "shell"
	};
	const files = droidFiles(call.tool, isObject(payload.tool_input) ? payload.tool_input : {});
	if (files === void 0) return event;
	return files.length > 0 ? {
		...base,
		kind: "edit",
		files
	} : {
		...base,
		kind: "tool"
	};
}
const droid = {
	id: "droid",
	name: "Factory Droid",
	follows: "0.225.2, from its code and docs; not run",
	detect: [".factory"],
	events: ["PostToolUse (Create, Edit, MultiEdit, ApplyPatch, Execute)", "Stop"],
	blockChannel: "the reason as a system message after the tool's result ([Hook Feedback]); at Stop",
	limits: ["not run against a real client here (its model needs a Factory account)"],
	recognise: (payload) => typeof payload.hook_event_name === "string" && (DROID_TOOLS.has(str(payload.tool_name) ?? "") || /[/\\]\.factory[/\\]/.test(str(payload.transcript_path) ?? "")),
	trustsFlag: true,
	read: (payload) => readDroid(payload),
	answer: (outcome, event) => outcome.kind === "block" ? {
		stdout: "",
		stderr: outcome.reason,
		exitCode: 2
	} : shapeAnswer(outcome, event.named),
	installer: async () => (await import("./install-CmIloz0N.js")).droidInstaller,
	samples: [
		`${SAMPLES$3}/PostToolUse-Create.input.json`,
		`${SAMPLES$3}/PostToolUse-Edit.input.json`,
		`${SAMPLES$3}/PostToolUse-ApplyPatch.input.json`,
		`${SAMPLES$3}/PostToolUse-Execute.input.json`,
		`${SAMPLES$3}/Stop.input.json`
	]
};

// dist/assistants/gemini/index.js
/** Gemini's event names, as the common shape's. */
const GEMINI_EVENTS = {
	AfterTool: "PostToolUse",
	AfterAgent: "Stop",
	BeforeAgent: "UserPromptSubmit",
	BeforeTool: "PreToolUse"
};
const gemini = {
	id: "gemini",
	name: "Gemini CLI",
	follows: "0.61.0, captured; runs in tests",
	detect: [".gemini"],
	events: [
		"AfterTool (write_file, replace, run_shell_command)",
		"AfterAgent",
		"BeforeAgent",
		"BeforeTool (read_file, read_many_files, run_shell_command: the secrets guard)"
	],
	blockChannel: "the reason instead of the tool's result",
	limits: ["warns about project hooks before running them"],
	recognise: (payload) => lookup(GEMINI_EVENTS, str(payload.hook_event_name)) !== void 0 || typeof payload.tool_name === "string" && FILE_PATH_EDITING_TOOLS.has(payload.tool_name),
	read: (payload) => readShape(payload, {
		assistant: "gemini",
		echoesReason: true
	}, GEMINI_EVENTS),
	answer: (outcome, event, options) => {
		switch (outcome.kind) {
			case "pass": return SILENT;
			case "block": return jsonAnswer({
				decision: event.named === "AfterTool" || event.named === "BeforeTool" ? "deny" : "block",
				reason: outcome.reason
			});
			case "findings":
				if (options.rewake === true) return {
					stdout: "",
					stderr: outcome.text,
					exitCode: 2
				};
				return jsonAnswer({ hookSpecificOutput: {
					hookEventName: event.named,
					additionalContext: outcome.text
				} });
			case "notice": return jsonAnswer({ systemMessage: outcome.text });
		}
	},
	installer: async () => (await import("./install-DSd9J9tn.js")).geminiInstaller,
	samples: [
		"test/fixtures/assistants/gemini-0.61.0/AfterTool.input.json",
		"test/fixtures/assistants/gemini-0.61.0/AfterAgent-first.input.json",
		"test/fixtures/assistants/gemini-0.61.0/AfterAgent-second.input.json",
		"test/fixtures/assistants/gemini-0.61.0/BeforeAgent.input.json",
		"test/fixtures/assistants/gemini-0.61.0/BeforeAgent-continuation.input.json",
		"test/fixtures/assistants/gemini-0.61.0/BeforeTool.input.json"
	]
};

// dist/assistants/qwen/index.js
const SAMPLES$2 = "test/fixtures/assistants/qwen-0.24.4";
const qwen = {
	id: "qwen",
	name: "Qwen Code",
	follows: "0.24.4, captured; runs in tests",
	detect: [".qwen"],
	events: ["PostToolUse (write_file, edit, run_shell_command)", "Stop"],
	blockChannel: "the reason instead of the tool's result (continue:false); at Stop",
	limits: ["exit 2 and decision:block after a tool reach the model as nothing: qgate answers continue:false", "escapes < and > in findings given as context"],
	recognise: (payload) => typeof payload.hook_event_name === "string" && ((str(payload.prompt_id)?.includes("########") ?? false) || /[/\\]\.qwen[/\\]/.test(str(payload.transcript_path) ?? "")),
	trustsFlag: true,
	read: (payload) => readShape(payload, { assistant: "qwen" }),
	answer: (outcome, event) => {
		switch (outcome.kind) {
			case "pass": return SILENT;
			case "block": return event.kind === "turn-end" || event.kind === "prompt" ? jsonAnswer({
				decision: "block",
				reason: outcome.reason
			}) : jsonAnswer({
				continue: false,
				stopReason: outcome.reason
			});
			case "findings": return jsonAnswer({ hookSpecificOutput: {
				hookEventName: event.named,
				additionalContext: outcome.text
			} });
			case "notice": return jsonAnswer({ systemMessage: outcome.text });
		}
	},
	installer: async () => (await import("./install-DyQS8QV9.js")).qwenInstaller,
	samples: [
		`${SAMPLES$2}/PostToolUse-write_file.input.json`,
		`${SAMPLES$2}/PostToolUse-edit.input.json`,
		`${SAMPLES$2}/PostToolUse-run_shell_command.input.json`,
		`${SAMPLES$2}/Stop-first.input.json`,
		`${SAMPLES$2}/Stop-second.input.json`
	]
};

// dist/hook/plugin-door.js
const PLUGIN_EVENTS = ["tool.execute.after"];
/** The editing tools (OpenCode's `write`/`edit`, its `apply_patch` for GPT models, the older `patch`/`multiedit`). */
const FILE_TOOLS = /* @__PURE__ */ new Set([
	"write",
	"edit",
	"multiedit"
]);
const PATCH_TOOLS = /* @__PURE__ */ new Set(["apply_patch", "patch"]);
const SHELL_TOOLS = /* @__PURE__ */ new Set(["bash"]);
/** Whether a payload is the plugin's, sent for the client `id`. */
function isPluginPayload(data, id) {
	return str(data.hook_event_name) === "tool.execute.after" && str(data.client) === id;
}
const PATCH_CHANGES = {
	add: "create",
	update: "modify",
	delete: "delete"
};
/** apply_patch's `metadata.files`: each file the patch touched, a move as the old path gone and the new made. */
function filesOfMetadata(files) {
	const edited = [];
	for (const file of files) {
		if (!isObject(file)) continue;
		const path = str(file.filePath);
		if (path === void 0 || path === "") continue;
		const lines = typeof file.additions === "number" ? file.additions : void 0;
		const moved = str(file.movePath);
		if (str(file.type) === "move" && moved !== void 0 && moved !== "") {
			edited.push({
				path,
				change: "delete",
				changedLines: 0
			}, {
				path: moved,
				change: "create",
				changedLines: lines
			});
			continue;
		}
		edited.push({
			path,
			change: PATCH_CHANGES[str(file.type) ?? ""] ?? "modify",
			changedLines: lines
		});
	}
	return edited;
}
/** The plugin's payload as qgate's event; HookInputError for an event it does not send. */
function readPluginPayload(data, id) {
	const named = str(data.hook_event_name) ?? "";
	if (named !== "tool.execute.after") throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(named.slice(0, 60) || "(none)"), PLUGIN_EVENTS));
	const input = isObject(data.input) ? data.input : {};
	const output = isObject(data.output) ? data.output : {};
	const args = isObject(input.args) ? input.args : {};
	const metadata = isObject(output.metadata) ? output.metadata : {};
	const tool = str(input.tool) ?? "";
	if (tool === "") throw new HookInputError(pluginMessages.noTool);
	const sessionId = str(input.sessionID);
	const cwd = str(data.directory) ?? str(data.worktree);
	const base = {
		assistant: id,
		named,
		...sessionId ? { sessionId } : {},
		...cwd ? { cwd } : {}
	};
	if (SHELL_TOOLS.has(tool)) return {
		...base,
		kind: "shell",
		call: { tool }
	};
	if (PATCH_TOOLS.has(tool)) {
		const files = Array.isArray(metadata.files) ? filesOfMetadata(metadata.files) : filesOfPatch(str(args.patchText) ?? "");
		return {
			...base,
			kind: "edit",
			call: { tool },
			files
		};
	}
	const filediff = isObject(metadata.filediff) ? metadata.filediff : {};
	const filePath = str(args.filePath) ?? str(metadata.filepath) ?? str(filediff.file);
	if (!FILE_TOOLS.has(tool) || filePath === void 0 || filePath === "") return {
		...base,
		kind: "tool",
		call: {
			tool,
			filePath
		}
	};
	const change = tool === "write" && metadata.exists === false ? "create" : "modify";
	const changedLines = typeof filediff.additions === "number" ? filediff.additions : void 0;
	return {
		...base,
		kind: "edit",
		call: {
			tool,
			filePath
		},
		files: [{
			path: filePath,
			change,
			changedLines
		}]
	};
}
/**
* The answer the plugin applies to the tool's output. A block is also exit 2, as every qgate hook's
* is; the plugin reads the JSON whatever the exit code. A notice is for the user, whom a plugin cannot
* reach: stderr, which the client does not show, and the logs.
*/
function answerPlugin(outcome) {
	switch (outcome.kind) {
		case "pass": return SILENT;
		case "block": return jsonAnswer({ replace: outcome.reason }, 2);
		case "findings": return jsonAnswer({ append: outcome.text });
		case "notice": return {
			stdout: "",
			stderr: `${outcome.text}\n`,
			exitCode: 0
		};
	}
}

// dist/assistants/kilo/index.js
const SAMPLES$1 = "test/fixtures/assistants/kilo-7.7.9";
const kilo = {
	id: "kilo",
	name: "Kilo Code CLI",
	follows: "7.7.9, captured; runs in tests",
	detect: [
		".kilo",
		".kilocode",
		"kilo.json",
		"kilo.jsonc"
	],
	events: [`${PLUGIN_EVENTS[0]} (write, edit, bash)`],
	blockChannel: "the reason instead of the tool's result (findings outside strict mode follow it)",
	limits: ["a plugin (.kilo/plugins/qgate.ts), loaded when Kilo starts", "no hook can hold the end of a turn: every block is an edit's"],
	recognise: (payload) => isPluginPayload(payload, "kilo"),
	trustsFlag: true,
	read: (payload) => readPluginPayload(payload, "kilo"),
	answer: (outcome) => answerPlugin(outcome),
	installer: async () => (await import("./install-BTvrNvhC.js")).kiloInstaller,
	samples: [
		"write",
		"edit",
		"bash"
	].map((tool) => `${SAMPLES$1}/tool.execute.after-${tool}.input.json`)
};

// dist/assistants/opencode/index.js
const SAMPLES = "test/fixtures/assistants/opencode-1.18.33";
const opencode = {
	id: "opencode",
	name: "OpenCode",
	follows: "1.18.33, captured; runs in tests",
	detect: [
		".opencode",
		"opencode.json",
		"opencode.jsonc"
	],
	events: [`${PLUGIN_EVENTS[0]} (write, edit, apply_patch, bash)`],
	blockChannel: "the reason instead of the tool's result (findings outside strict mode follow it)",
	limits: ["a plugin (.opencode/plugins/qgate.ts), loaded when OpenCode starts", "no hook can hold the end of a turn: every block is an edit's"],
	recognise: (payload) => isPluginPayload(payload, "opencode"),
	trustsFlag: true,
	read: (payload) => readPluginPayload(payload, "opencode"),
	answer: (outcome) => answerPlugin(outcome),
	installer: async () => (await import("./install-M8jA5I7V.js")).opencodeInstaller,
	samples: [
		"write",
		"edit",
		"apply_patch",
		"bash"
	].map((tool) => `${SAMPLES}/tool.execute.after-${tool}.input.json`)
};

// dist/routing/webhook.js
/**
* Notifications (seed section 6.1): POST a JSON summary to a web address taken from an environment
* variable (default `QGATE_WEBHOOK_URL`), on a block or a critical error, under a timeout.
* Payloads never carry file contents, and every string in them goes through the secret redactor.
* The URL itself is never logged (webhook URLs often embed their token): only its host is, and
* credentials in it (`https://user:password@host/...`) are sent as an Authorization header.
*/
const WEBHOOK_ENV = "QGATE_WEBHOOK_URL";
function webhookUrl(env = process.env, name = WEBHOOK_ENV) {
	const value = env[name];
	if (value === void 0 || value.trim() === "") return void 0;
	try {
		const url = new URL(value.trim());
		return url.protocol === "http:" || url.protocol === "https:" ? url : void 0;
	} catch {
		return;
	}
}
/**
* fetch refuses a URL with `user:password@`: the credentials move into an `Authorization: Basic`
* header (what a browser or curl sends for them) and the request goes to the URL without them.
*/
function withoutCredentials(url) {
	if (url.username === "" && url.password === "") return { target: url };
	const target = new URL(url.href);
	target.username = "";
	target.password = "";
	const user = decodeURIComponent(url.username);
	const password = decodeURIComponent(url.password);
	return {
		target,
		authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`
	};
}
/** The URL's own secrets, masked wherever a message repeats them. */
function secretsOf(url) {
	return [
		url.password,
		decodeURIComponent(url.password),
		url.href
	].filter((s) => s !== "");
}
/** Sends the payload; never throws. Returns what happened, for the error log. */
async function postWebhook(payload, options) {
	const env = options.env ?? process.env;
	const name = options.envName ?? "QGATE_WEBHOOK_URL";
	if (env[name] === void 0 || env[name]?.trim() === "") return {
		sent: false,
		detail: routingMessages.webhook.notSet(name)
	};
	const url = webhookUrl(env, name);
	if (!url) return {
		sent: false,
		detail: routingMessages.webhook.notHttp(name)
	};
	const { target, authorization } = withoutCredentials(url);
	try {
		const response = await fetch(target, {
			method: "POST",
			headers: {
				"content-type": "application/json",
				"user-agent": "qgate",
				...authorization !== void 0 ? { authorization } : {}
			},
			body: JSON.stringify(await redactValue(payload)),
			signal: AbortSignal.timeout(options.timeoutMs)
		});
		await response.arrayBuffer().catch(() => void 0);
		if (!response.ok) return {
			sent: false,
			status: response.status,
			host: url.host,
			detail: routingMessages.webhook.status(response.status)
		};
		return {
			sent: true,
			status: response.status,
			host: url.host
		};
	} catch (error) {
		const cause = error.cause;
		const detail = error.name === "TimeoutError" ? routingMessages.webhook.noAnswer(options.timeoutMs) : cause?.code ?? cause?.message ?? describeError(error);
		return {
			sent: false,
			host: url.host,
			detail: redactSecrets(detail, secretsOf(url))
		};
	}
}

// dist/routing/route.js
/**
* Routing (docs/architecture.md): a blocking verdict, a check that could not run, or an error the assistant
* reports goes to the error log, to the user's `error-occurred` hook and, when it is a block or a
* critical error, to the webhook. Nothing here throws: a routing failure is logged and the gate goes on.
*/
/** Writes the error log and routes one error; `runHook: false` when this IS the error-occurred event. */
async function routeError(router, record, options = { runHook: true }) {
	const critical = isCriticalErrorType(record.type);
	const safe = {
		...record,
		message: await redactText(record.message),
		context: await redactValue(record.context)
	};
	router.logs.append("error", {
		event: router.event,
		session: router.session,
		type: record.type,
		critical,
		message: truncate(safe.message, 4e3),
		context: safe.context
	});
	const tasks = [];
	if (options.runHook) tasks.push(callHook(router, safe));
	if (options.notify ?? critical) tasks.push(notify(router, {
		kind: options.kind ?? "critical_error",
		error: {
			type: record.type,
			critical,
			message: truncate(safe.message, 1e3)
		},
		context: safe.context
	}));
	await Promise.all(tasks);
}
/** Routes a gate report: a block (error hook + webhook) and each kind of check failure (error hook). */
async function routeReport(router, report, options) {
	const base = {
		event: router.event,
		session: router.session,
		files: report.files,
		...options.reportPath ? { report: options.reportPath } : {}
	};
	const blocking = report.findings.filter((f) => isBlocking(f, options.blockOn));
	if (report.verdict === "block" || report.verdict === "incomplete" && (report.strict || blocking.length > 0)) {
		const type = blocking.some((f) => f.check === "security") ? "security_violation" : "quality_gate_blocked";
		const top = blocking.slice(0, 10).map((f) => ({
			check: f.check,
			rule: f.rule,
			severity: f.severity,
			file: f.file,
			line: f.line,
			message: oneLine(f.message, 300)
		}));
		await routeError(router, {
			type,
			message: options.headline,
			context: {
				...base,
				verdict: report.verdict,
				strict: report.strict,
				blocking: blocking.length,
				findings: top
			}
		}, {
			runHook: true,
			notify: true,
			kind: "block"
		});
	}
	const byType = /* @__PURE__ */ new Map();
	for (const failure of report.failures) {
		const list = byType.get(failure.errorType) ?? [];
		list.push(`${failure.check}: ${failure.message}`);
		byType.set(failure.errorType, list);
	}
	for (const [type, messages] of byType) await routeError(router, {
		type,
		message: oneLine(messages.join("; "), 1e3),
		context: {
			...base,
			checks: [...new Set(report.failures.filter((f) => f.errorType === type).map((f) => f.check))]
		}
	});
}
function truncate(text, max) {
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
async function callHook(router, record) {
	if (!router.errorHook) return;
	const outcome = await runErrorHook(router.errorHook, record, {
		root: router.root,
		timeoutMs: router.errorHookTimeoutMs,
		env: router.env
	});
	if (!outcome.ran && outcome.detail?.includes("loop guard")) return;
	if (outcome.ran && outcome.exitCode === 0) {
		router.logs.append("session", {
			event: router.event,
			kind: "error-hook",
			source: router.errorHook.source,
			type: record.type,
			durationMs: outcome.durationMs
		});
		return;
	}
	if (!outcome.ran && outcome.detail?.includes("qgate itself")) return;
	router.logs.append("error", {
		event: router.event,
		session: router.session,
		type: "error_hook_failed",
		critical: false,
		message: redactSecrets(routingMessages.errorHook.failed(router.errorHook.source, outcome.detail)),
		context: {
			routedType: record.type,
			...outcome.timedOut ? { timedOut: true } : {}
		}
	});
}
async function notify(router, body) {
	const outcome = await postWebhook({
		source: "qgate",
		version: 1,
		ts: (/* @__PURE__ */ new Date()).toISOString(),
		project: path.basename(router.root),
		event: router.event,
		session: router.session,
		...body
	}, {
		timeoutMs: router.webhookTimeoutMs,
		env: router.env,
		envName: router.webhookEnv
	});
	if (outcome.sent || outcome.detail?.endsWith("is not set")) return;
	router.logs.append("error", {
		event: router.event,
		session: router.session,
		type: "network_error",
		critical: false,
		message: redactSecrets(routingMessages.webhook.failed(outcome.host, outcome.detail))
	});
}

// dist/hook/errors.js
/**
* error-occurred (seed section 7) and tool failures: the status line for the user, with a recovery
* hint for each of the seed's four error types, and the routing (error log, hook, webhook if critical).
*/
function recoveryHint(type) {
	if (isCriticalErrorType(type)) return doorMessages.criticalHint;
	return lookup(doorMessages.hints, type) ?? doorMessages.defaultHint;
}
/** The one status line for an error: type, whether it is critical, and the hint. */
function errorStatusLine(type, logFile) {
	return doorMessages.errorStatus(type, isCriticalErrorType(type), logFile, recoveryHint(type));
}
/** The context argument as an object: a JSON object stays one, any other text is kept as `text`. */
/** Longest context routed as is: larger ones (JSON or not) are cut, so one error cannot flood logs and webhooks. */
const MAX_CONTEXT_CHARS = 4e3;
function contextObject(context) {
	if (context.length > MAX_CONTEXT_CHARS) return {
		text: `${context.slice(0, MAX_CONTEXT_CHARS)}…`,
		truncated: true
	};
	try {
		const parsed = JSON.parse(context);
		if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return parsed;
	} catch {}
	return { text: context };
}
/** Routes an error the assistant reported (error-occurred itself: never calls the error hook again). */
async function handleReportedError(ctx, record, options) {
	await routeError(ctx.router, record, { runHook: options.runHook });
	return errorStatusLine(record.type, ctx.logs.writable ? ctx.logs.file("error") : void 0);
}

// dist/changes/edited.js
/** Files an assistant edited, as a change set (every assistant door builds its change set here). */
/** The path with its directory's real path (the file itself is not followed). */
function realParent(absPath) {
	try {
		return path.join(realpathSync(path.dirname(absPath)), path.basename(absPath));
	} catch {
		return absPath;
	}
}
/** The real path of a file, or of its directory when the file is gone (a deletion). */
function realish(absPath) {
	try {
		return realpathSync(absPath);
	} catch {
		return realParent(absPath);
	}
}
/**
* The change set of files an assistant says it edited: paths outside the root, the root itself and
* missing files are skipped with a reason, never a crash. `ctx.cwd` is what relative paths mean.
*/
function editedChangeSet(ctx, inputs, source) {
	const files = /* @__PURE__ */ new Map();
	const skipped = [];
	const changedLines = /* @__PURE__ */ new Map();
	for (const input of inputs) {
		const given = path.resolve(ctx.cwd, input.path);
		const absolute = realish(given);
		let resolved;
		try {
			resolved = resolveInsideRoot(ctx.root, ctx.cwd, absolute);
		} catch {
			const reason = isInside(ctx.root, given) || isInside(ctx.root, realParent(given)) ? changeMessages.skipped.symlinkOutsideRoot : changeMessages.skipped.outsideRoot;
			skipped.push({
				path: displayPath(input.path),
				reason
			});
			continue;
		}
		if (resolved.path === "") {
			skipped.push({
				path: ".",
				reason: changeMessages.skipped.rootIsNotAFile
			});
			continue;
		}
		if (input.change !== "delete" && !existsSync(resolved.absPath)) {
			skipped.push({
				path: resolved.path,
				reason: changeMessages.skipped.deletedAfterEdit
			});
			continue;
		}
		files.set(resolved.path, {
			path: resolved.path,
			absPath: resolved.absPath,
			change: input.change
		});
		if (input.changedLines !== void 0) changedLines.set(resolved.path, input.changedLines);
	}
	return {
		changeSet: {
			root: ctx.root,
			files: [...files.values()],
			skipped,
			source,
			baseRevision: "HEAD"
		},
		changedLines
	};
}

// dist/routing/full-report.js
/**
* The full JSON report of a hook run, written beside the logs (`<log dir>/reports/`) so the assistant's
* short text can point to it. Redacted like every log; the newest 50 are kept.
*/
/** Full reports kept in `<log dir>/reports/`. */
const KEEP_REPORTS = 50;
/**
* Writes the full JSON report to `<dir>/reports/` and returns its path (undefined when the directory is
* not writable). Old reports beyond the newest 50 are removed.
*/
async function writeFullReport(report, logDir, label) {
	const dir = path.join(logDir, "reports");
	const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-");
	const safeLabel = label.replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 40);
	const file = path.join(dir, `${stamp}-${safeLabel}-${process.pid}.json`);
	try {
		mkdirSync(dir, { recursive: true });
		const text = await redactText(`${JSON.stringify(toJson(report), null, 2)}\n`);
		const temporary = `${file}.${process.pid}.tmp`;
		try {
			writeFileSync(temporary, text);
			renameSync(temporary, file);
		} catch (error) {
			try {
				unlinkSync(temporary);
			} catch {}
			throw error;
		}
	} catch {
		return;
	}
	pruneReports(dir);
	return file;
}
function pruneReports(dir) {
	try {
		const names = readdirSync(dir).filter((name) => name.endsWith(".json")).sort();
		for (const name of names.slice(0, Math.max(0, names.length - KEEP_REPORTS))) try {
			unlinkSync(path.join(dir, name));
		} catch {}
	} catch {}
}

// dist/hook/gate.js
async function gateChangeSet(ctx, input, options) {
	const { policy } = ctx;
	const report = await runGate(input.changeSet, {
		policy,
		strict: ctx.strict,
		scope: policy.scope.hook,
		fix: options.fix ?? false
	});
	const blocked = ctx.strict && stopsInStrictMode(report.verdict) && !options.neverBlock;
	const reportPath = report.verdict !== "pass" && ctx.logs.writable ? await timed("hook.report-file", () => writeFullReport(report, ctx.logs.dir, options.door)) : void 0;
	const text = timed("hook.render", () => renderAssistantText(report, {
		blocked,
		blockOn: policy.blockOn,
		...reportPath ? { reportPath } : {}
	}));
	const logging = performance.now();
	if (report.files.length > 0) ctx.logs.append("metrics", {
		...gateRunRecord(report, {
			door: options.door,
			blockOn: policy.blockOn,
			session: options.session,
			assistant: ctx.assistant,
			...input.changedLines ? { changedLines: input.changedLines } : {}
		}),
		project: ctx.root
	});
	const slow = report.timings.totalMs > policy.hooks.slowRunMs;
	ctx.logs.append("performance", {
		door: options.door,
		session: options.session,
		files: report.files.length,
		totalMs: report.timings.totalMs,
		checks: report.timings.checks,
		...slow ? {
			slow: true,
			thresholdMs: policy.hooks.slowRunMs
		} : {}
	});
	if (slow) ctx.warn(doorMessages.slowRun(report.timings.totalMs, policy.hooks.slowRunMs));
	recordTiming("hook.logs", performance.now() - logging);
	if (stopsInStrictMode(report.verdict) || report.failures.length > 0) await timed("hook.routing", () => routeReport(ctx.router, report, {
		blockOn: policy.blockOn,
		headline: headline(report, {
			blocked,
			blockOn: policy.blockOn
		}),
		...reportPath ? { reportPath } : {}
	}));
	return {
		report,
		blocked,
		text,
		...reportPath ? { reportPath } : {}
	};
}

// dist/changes/worktree-stamps.js
/**
* The working tree's changed files with a stamp each (modification time and size, or "gone" for a
* deleted file), so a hook can tell which of them something other than the assistant's edit tools
* wrote since it last looked: a file whose stamp differs from the one recorded then.
*/
/** The stamp of a file that is gone. */
const GONE = "gone";
/** A file's stamp: its modification time and size, or GONE. */
function fileStamp(absPath) {
	const stat = statSync(absPath, { throwIfNoEntry: false });
	return stat?.isFile() ? `${stat.mtimeMs}:${stat.size}` : GONE;
}
/** Changed, deleted and untracked (not ignored) files under the root, relative to it, with their stamps. */
async function worktreeStamps(root) {
	const changeSet = await worktreeChangeSet(root);
	const stamps = /* @__PURE__ */ new Map();
	for (const file of changeSet.files) stamps.set(file.path, {
		change: file.change,
		stamp: file.change === "delete" ? GONE : fileStamp(file.absPath)
	});
	return stamps;
}

// dist/hook/session-record.js
/**
* Runs a session-store operation. A failure (a full disk, an unwritable state directory) is logged as a
* non-critical file_operation_failed error and gives `undefined`; the hook goes on without the record.
*/
function trySessionRecord(ctx, fn) {
	try {
		return fn();
	} catch (error) {
		ctx.logs.append("error", {
			type: "file_operation_failed",
			critical: false,
			message: doorMessages.sessionRecordFailed(error.code ?? error.message)
		});
		return;
	}
}

// dist/hook/shell-writes.js
/**
* Files written outside the assistant's edit tools: by a shell command (`cat > f <<EOF`, `sed -i`, a
* code generator), which no edit hook reports. Claude Code's FileChanged hook cannot follow them (it
* watches only literal paths named in advance), so qgate keeps its own watch: the session record holds
* the stamps of the working tree's changed files, taken when the session began (the baseline) and kept
* current as edits are recorded; a file whose stamp differs from the recorded one was written by
* something else. A shell tool's PostToolUse and every Stop look for such files.
*/
/**
* The files changed since the stamps were last recorded, recording the new stamps. Without a baseline
* (a session's first look) it records one and returns nothing. Best effort: outside git, or when git
* fails, it returns nothing (a failure is logged) and the hook goes on.
*/
async function findShellWrites(ctx, key, state) {
	let current;
	try {
		current = await worktreeStamps(ctx.root);
	} catch (error) {
		if (!(error instanceof UsageError)) ctx.logs.append("error", {
			type: "tool_execution_failed",
			critical: false,
			message: doorMessages.stampsFailed(describeError(error))
		});
		return [];
	}
	const known = state?.stamps;
	const updates = {};
	const written = [];
	const selected = policySelects(ctx.policy);
	for (const [file, { change, stamp }] of current) {
		if (!selected(file) || known?.get(file) === stamp) continue;
		updates[file] = stamp;
		if (known) written.push({
			path: path.join(ctx.root, file),
			change
		});
	}
	for (const file of known?.keys() ?? []) if (!current.has(file)) updates[file] = null;
	if (known === void 0 || Object.keys(updates).length > 0) trySessionRecord(ctx, () => ctx.sessions.recordStamps(key, ctx.root, updates));
	return written;
}
/** Takes the session's baseline when it has none yet (its first prompt or edit). */
async function ensureBaseline(ctx, key, state) {
	if (state?.stamps === void 0) await findShellWrites(ctx, key, state);
}
/**
* After an edit tool wrote these files (relative to the root), their new stamps, so a later look does
* not take the assistant's own edits for a shell's.
*/
function recordEditStamps(ctx, key, state, files) {
	if (state?.stamps === void 0 || files.length === 0) return;
	const updates = {};
	for (const file of files) updates[file.path] = fileStamp(file.absPath);
	trySessionRecord(ctx, () => ctx.sessions.recordStamps(key, ctx.root, updates));
}

// dist/hook/session-gate.js
/**
* Stop / SubagentStop / SessionEnd / session-end: gate every file changed during the session. The files
* come from the session record, plus the files something other than the edit tools wrote since the
* session's baseline (a shell command: shell-writes.ts); without a record or a baseline, from the git
* working-tree changes. Fixes are applied here, and only here, when the policy says `fix: "on-stop"`
* (or `true`): the assistant has finished its turn, so rewriting a file cannot race its edits.
*/
async function sessionChangeSet(ctx, state, written = []) {
	if (state && (state.files.length > 0 || state.stamps !== void 0)) {
		const recorded = new Set(state.files.map((f) => path.resolve(ctx.root, f.path)));
		const others = written.filter((f) => !recorded.has(path.resolve(ctx.root, f.path)));
		const built = editedChangeSet({
			root: ctx.root,
			cwd: ctx.root
		}, [...state.files.map((f) => ({
			path: f.path,
			change: f.change,
			changedLines: f.changedLines
		})), ...others], "session");
		if (others.length > 0) {
			const names = others.map((f) => toRelative(ctx.root, path.resolve(ctx.root, f.path)));
			built.changeSet.notes = [doorMessages.writtenOutsideEdits(names)];
		}
		return built;
	}
	const reason = state ? doorMessages.noEditsRecorded : doorMessages.noSessionRecord;
	if (await gitTopLevel(ctx.root) === void 0) return {
		changeSet: {
			root: ctx.root,
			files: [],
			skipped: [],
			source: "session",
			notes: [doorMessages.notGitRepository(reason)]
		},
		changedLines: /* @__PURE__ */ new Map()
	};
	const worktree = await worktreeChangeSet(ctx.root);
	return {
		changeSet: {
			...worktree,
			notes: [...worktree.notes ?? [], doorMessages.checkedWorktree(reason)]
		},
		changedLines: /* @__PURE__ */ new Map()
	};
}
async function gateSession(ctx, key, state, options) {
	const written = state?.stamps !== void 0 ? await findShellWrites(ctx, key, state) : [];
	for (const file of written) trySessionRecord(ctx, () => ctx.sessions.recordFile(key, ctx.root, {
		path: toRelative(ctx.root, file.path),
		change: file.change
	}));
	const input = await sessionChangeSet(ctx, state, written);
	const fix = ctx.policy.fix === "on-stop" || ctx.policy.fix === true;
	const outcome = await gateChangeSet(ctx, input, {
		...options,
		fix
	});
	recordEditStamps(ctx, key, state, outcome.report.fixed.map((file) => ({
		path: file,
		absPath: path.join(ctx.root, file)
	})));
	return outcome;
}

// dist/hook/record-edits.js
/**
* Records the files an edit tool changed in the session (and the modification log), with their new
* stamps so a later look for shell writes does not take them for a shell's; a session's first edit
* takes the working tree's baseline. Returns the session id, when the record could be written.
*/
async function recordEdits(ctx, key, changeSet, options) {
	const state = options.stamped ? void 0 : trySessionRecord(ctx, () => ctx.sessions.read(key));
	let session = options.session;
	for (const file of changeSet.files) {
		const lines = options.changedLines?.get(file.path);
		session = trySessionRecord(ctx, () => ctx.sessions.recordFile(key, ctx.root, {
			path: file.path,
			change: file.change,
			...lines !== void 0 ? { changedLines: lines } : {}
		})) ?? session;
		ctx.logs.append("modification", {
			event: options.event,
			session,
			path: file.path,
			change: file.change
		});
	}
	if (options.stamped) return session;
	if (state?.stamps) recordEditStamps(ctx, key, state, changeSet.files);
	else await ensureBaseline(ctx, key, state);
	return session;
}

// dist/util/read-stdin.js
/** Reading standard input without ever hanging: the hook door and the daemon client share it. */
/** Input beyond this is not kept: a Write of a huge file still fits (Claude Code sends its content). */
const MAX_STDIN_BYTES = 67108864;
/**
* Everything on stdin until it closes, or what arrived before `idleMs` passed without new data (an
* assistant that leaves stdin open must not stall a hook); no `idleMs` waits for the end. A terminal
* is never read (undefined). Past `maxBytes` the rest is read and dropped, so the writer never fails on
* a closed pipe, and the answer is `tooLarge` (never a silently cut text).
*/
function readStdinText(idleMs, maxBytes = MAX_STDIN_BYTES) {
	const stdin = process.stdin;
	if (stdin.isTTY) return Promise.resolve(void 0);
	return new Promise((resolve) => {
		const chunks = [];
		let size = 0;
		let timer;
		const done = () => {
			clearTimeout(timer);
			stdin.removeListener("data", onData);
			stdin.removeListener("end", done);
			stdin.removeListener("error", done);
			stdin.pause();
			stdin.destroy();
			resolve(size > maxBytes ? { tooLarge: true } : { text: Buffer.concat(chunks).toString("utf8") });
		};
		const arm = () => {
			if (idleMs === void 0) return;
			clearTimeout(timer);
			timer = setTimeout(done, idleMs);
		};
		const onData = (chunk) => {
			size += chunk.length;
			if (size <= maxBytes) chunks.push(chunk);
			else chunks.length = 0;
			arm();
		};
		stdin.on("data", onData);
		stdin.once("end", done);
		stdin.once("error", done);
		arm();
	});
}

// dist/hook/stdin.js
/** Reading the hook's standard input without ever hanging the assistant. */
/** Stdin held more than the cap: the hook says so and never blocks on it (the input was fine). */
var StdinTooLargeError = class extends QgateError {
	maxBytes;
	constructor(maxBytes) {
		super("usage_error", doorMessages.stdinTooLarge(Math.round(maxBytes / 1048576)));
		this.maxBytes = maxBytes;
	}
};
/**
* Everything on stdin until it closes, or what arrived before `idleMs` passed without new data
* (an assistant that leaves stdin open must not stall the hook). A terminal is never read.
* More than `maxBytes` rejects with StdinTooLargeError (never a silently cut, "malformed" text).
*/
function readStdin(idleMs, maxBytes = MAX_STDIN_BYTES) {
	const preset = presetStdinValue();
	if (preset?.tooLarge) return Promise.reject(new StdinTooLargeError(maxBytes));
	if (preset) return Promise.resolve(preset.text);
	return readStdinText(idleMs, maxBytes).then((read) => {
		if (read === void 0) return "";
		if ("tooLarge" in read) throw new StdinTooLargeError(maxBytes);
		return read.text;
	});
}

// dist/assistants/seed/tool-result.js
const PATTERNS = [
	{
		re: /\bFile created\b[^\n]*?\bat:\s*(?<path>[^\n]+)/i,
		change: "create"
	},
	{
		re: /\bThe file\s+(?<path>.+?)\s+has been (?:updated|modified|edited|written|overwritten)\b/i,
		change: "modify"
	},
	{
		re: /\bFile (?:updated|modified|edited|written|overwritten)\b[^\n]*?\bat:\s*(?<path>[^\n]+)/i,
		change: "modify"
	},
	{
		re: /\bApplied \d+ edits? to\s+(?<path>[^\n]+?):?\s*$/im,
		change: "modify"
	},
	{
		re: /\bUpdated (?:cell\b[^\n]*?\bin|notebook)\s+(?<path>[^\n]+?)\s*$/im,
		change: "modify"
	}
];
/** Strips quotes, backticks and trailing punctuation a sentence puts around a path. */
function cleanPath(raw) {
	let p = raw.trim().replace(/[.,;:]+$/, "");
	const quoted = /^(["'`])(.*)\1$/.exec(p);
	if (quoted) p = (quoted[2] ?? p).replace(/[.,;:]+$/, "");
	return p.trim();
}
/**
* The changed path and change type named by a tool result, or undefined when it names none.
* The earliest sentence in the text wins, whichever pattern finds it: an Edit result goes on with a
* snippet of the edited file, and a phrase like "File created at: x" inside that snippet must never
* redirect the gate to another file.
*/
function extractPathFromResult(tool, result) {
	if (!EDITING_TOOLS.has(tool)) return void 0;
	let best;
	for (const { re, change } of PATTERNS) {
		const match = re.exec(result);
		const raw = match?.groups?.path;
		if (match === null || raw === void 0) continue;
		if (best !== void 0 && match.index >= best.index) continue;
		const path = cleanPath(raw);
		if (path !== "") best = {
			path,
			change,
			index: match.index
		};
	}
	return best && {
		path: best.path,
		change: best.change
	};
}

// dist/assistants/seed/door.js
/**
* The seed door: `qgate hook <event> <args...>`. Standard output is plain status text for the user
* (seed section 6.1). Exit 0 unless strict mode and the gate blocks: then exit 1 and a message that
* says the operation is blocked (docs/architecture.md, exit codes).
*/
function finish(ctx, outcome) {
	ctx.print(outcome.text);
	if (!outcome.blocked) return 0;
	ctx.warn(doorMessages.blockedByGate(outcome.reportPath));
	return 1;
}
/** edit-complete and the Write/Edit branch of tool-call-complete: gate the named file. */
async function gateEdit(ctx, input, door) {
	const { changeSet, changedLines } = editedChangeSet(ctx, [input], "hook");
	const key = { root: ctx.root };
	const session = await recordEdits(ctx, key, changeSet, { event: ctx.router.event });
	if (session !== void 0) ctx.router.session = session;
	return finish(ctx, await gateChangeSet(ctx, {
		changeSet,
		changedLines
	}, {
		door,
		session
	}));
}
async function runSeedEvent(ctx, event) {
	switch (event.event) {
		case "edit-complete": return gateEdit(ctx, {
			path: event.path,
			change: event.change
		}, "hook:edit-complete");
		case "tool-call-complete": {
			if (!event.success) {
				ctx.print(await handleReportedError(ctx, {
					type: "tool_execution_failed",
					message: doorMessages.toolFailed(oneLine(event.tool, 80), oneLine(event.flag, 40)),
					context: {
						tool: event.tool,
						successFlag: event.flag,
						result: oneLine(event.result, 1e3)
					}
				}, { runHook: true }));
				return 0;
			}
			const extracted = extractPathFromResult(event.tool, event.result);
			if (extracted) return gateEdit(ctx, extracted, "hook:tool-call-complete");
			if (event.tool === "Read") ctx.logs.append("file-access", {
				event: "tool-call-complete",
				tool: event.tool,
				resultChars: event.result.length
			});
			else ctx.logs.append("session", {
				event: "tool-call-complete",
				tool: oneLine(event.tool, 80),
				success: true,
				resultChars: event.result.length
			});
			if ([
				"Write",
				"Edit",
				"MultiEdit",
				"NotebookEdit"
			].includes(event.tool)) ctx.print(doorMessages.noFilePath(event.tool));
			return 0;
		}
		case "error-occurred":
			ctx.print(await handleReportedError(ctx, {
				type: event.type,
				message: event.message,
				context: contextObject(event.context)
			}, { runHook: false }));
			return 0;
		case "user-prompt-submit": return promptSubmitted(ctx);
		case "session-end": {
			const key = { root: ctx.root };
			const state = trySessionRecord(ctx, () => ctx.sessions.read(key));
			const session = state?.id;
			if (session !== void 0) ctx.router.session = session;
			const outcome = await gateSession(ctx, key, state, {
				door: "hook:session-end",
				session
			});
			const record = {
				type: "session-end",
				ts: (/* @__PURE__ */ new Date()).toISOString(),
				session,
				project: ctx.root,
				verdict: outcome.report.verdict
			};
			ctx.logs.append("metrics", record);
			ctx.logs.append("session", {
				event: "session-end",
				session,
				files: outcome.report.files.length
			});
			trySessionRecord(ctx, () => ctx.sessions.end(key));
			ctx.print(doorMessages.sessionEnded(session, outcome.report.files.length));
			return finish(ctx, outcome);
		}
	}
}
/** The prompt text: stdin, or the `prompt` field when stdin holds a Claude Code hook JSON object. */
function promptText(stdin) {
	const trimmed = stdin.trim();
	if (trimmed.startsWith("{")) try {
		const parsed = JSON.parse(trimmed);
		if (typeof parsed.prompt === "string") return parsed.prompt;
	} catch {}
	return stdin;
}
async function promptSubmitted(ctx) {
	let text;
	try {
		text = promptText(await readStdin(1e3));
	} catch (error) {
		if (!(error instanceof StdinTooLargeError)) throw error;
		ctx.print(doorMessages.line(error.message));
		return 0;
	}
	const key = { root: ctx.root };
	const session = trySessionRecord(ctx, () => ctx.sessions.recordPrompt(key, ctx.root));
	await ensureBaseline(ctx, key, trySessionRecord(ctx, () => ctx.sessions.read(key)));
	const lint = text.trim() === "" ? void 0 : lintPrompt(text, { root: ctx.root });
	const record = {
		type: "prompt",
		ts: (/* @__PURE__ */ new Date()).toISOString(),
		session,
		project: ctx.root,
		...lint ? { score: lint.score } : {},
		chars: text.length
	};
	ctx.logs.append("metrics", record);
	ctx.logs.append("session", {
		event: "user-prompt-submit",
		session,
		chars: text.length
	});
	const lines = [doorMessages.promptSession(session, lint?.score)];
	for (const finding of lint?.findings ?? []) lines.push(doorMessages.promptFinding(finding));
	const blocked = lint !== void 0 && ctx.strict && lint.score < ctx.policy.prompt.minScore;
	if (blocked) lines.unshift(doorMessages.promptBlocked(lint.score, ctx.policy.prompt.minScore));
	ctx.print(lines.join("\n"));
	if (blocked) {
		ctx.warn(doorMessages.blockedByPromptCheck);
		return 1;
	}
	return 0;
}

// dist/assistants/seed/read.js
const SEED_USAGE = {
	"edit-complete": "qgate hook edit-complete <path> <create|modify|delete>",
	"tool-call-complete": "qgate hook tool-call-complete <tool> <result> <success-flag>",
	"error-occurred": "qgate hook error-occurred <type> <message> <context>",
	"user-prompt-submit": "qgate hook user-prompt-submit",
	"session-end": "qgate hook session-end"
};
const ARITY = {
	"edit-complete": 2,
	"tool-call-complete": 3,
	"error-occurred": 3,
	"user-prompt-submit": 0,
	"session-end": 0
};
function isSeedEvent(name) {
	return Object.hasOwn(ARITY, name);
}
const CHANGE_TYPES = /* @__PURE__ */ new Set([
	"create",
	"modify",
	"delete"
]);
function show(value) {
	return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}
/** Parses `<event> <args...>`; a wrong event or argument count is a UsageError (exit 2) with the usage line. */
function parseSeedEvent(name, args) {
	if (!isSeedEvent(name)) throw new UsageError(doorMessages.unknownEvent(show(name), Object.keys(ARITY)));
	const expected = ARITY[name];
	if (args.length !== expected) throw new UsageError(doorMessages.wrongArgumentCount(name, expected, args.length, SEED_USAGE[name]));
	const [a = "", b = "", c = ""] = args;
	switch (name) {
		case "edit-complete":
			if (!CHANGE_TYPES.has(b)) throw new UsageError(doorMessages.badChangeType(show(b), SEED_USAGE[name]));
			if (a === "") throw new UsageError(doorMessages.emptyPath(SEED_USAGE[name]));
			return {
				event: name,
				path: a,
				change: b
			};
		case "tool-call-complete": return {
			event: name,
			tool: a,
			result: b,
			success: c === "true",
			flag: c
		};
		case "error-occurred": return {
			event: name,
			type: a,
			message: b,
			context: c
		};
		case "user-prompt-submit":
		case "session-end": return { event: name };
	}
}

// dist/assistants/seed/index.js
const seed = {
	id: "seed",
	name: "positional hook events (the seed's)",
	follows: "the seed's section 6",
	events: Object.keys(SEED_USAGE),
	blockChannel: "exit 1 and a message that says the operation is blocked",
	limits: ["installed with `qgate install claude` (its settings keys)"],
	parse: (name, args) => {
		const event = parseSeedEvent(name, args);
		return {
			event: event.event,
			run: (ctx) => runSeedEvent(ctx, event)
		};
	}
};

// dist/assistants/windsurf/read.js
/**
* Windsurf's Cascade hooks (`.windsurf/hooks.json`; from its docs, no client runs here:
* test/fixtures/assistants/windsurf-docs). Every payload is an envelope keyed by `agent_action_name`
* with a `tool_info` object; the trajectory id keys the session.
*
*   post_write_code (tool_info.file_path, edits[])  ->  an edit   gated and recorded; cannot block
*
* A post hook's exit code and output never reach the model: `show_output` shows the output to the
* user, so every answer is plain text on stdout with exit 0, a block included.
*/
const WINDSURF_EVENTS = ["post_write_code"];
function isWindsurfPayload(data) {
	return typeof data.agent_action_name === "string" && isObject(data.tool_info);
}
function readWindsurf(data) {
	const named = str(data.agent_action_name) ?? "";
	if (named !== "post_write_code") throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(named.slice(0, 60) || "(none)"), WINDSURF_EVENTS));
	const info = isObject(data.tool_info) ? data.tool_info : {};
	const trajectory = str(data.trajectory_id);
	const cwd = str(info.cwd) ?? str(data.cwd);
	const base = {
		assistant: "windsurf",
		named,
		...trajectory ? { sessionId: trajectory } : {},
		...cwd ? { cwd } : {}
	};
	const file = str(info.file_path);
	const call = {
		tool: "write_code",
		filePath: file
	};
	if (file === void 0 || file === "") return {
		...base,
		kind: "tool",
		call
	};
	const changedLines = (Array.isArray(info.edits) ? info.edits.filter(isObject) : []).reduce((sum, edit) => sum + (countLines(edit.new_string) ?? 0), 0);
	return {
		...base,
		kind: "edit",
		call,
		files: [{
			path: file,
			change: "modify",
			changedLines
		}]
	};
}
/** Plain text for the user (shown with `show_output`); exit 0 always, since a post hook cannot block. */
function answerWindsurf(outcome) {
	switch (outcome.kind) {
		case "pass": return SILENT;
		case "block": return {
			stdout: `${outcome.reason}\n`,
			stderr: "",
			exitCode: 0
		};
		case "findings":
		case "notice": return {
			stdout: `${outcome.text}\n`,
			stderr: "",
			exitCode: 0
		};
	}
}

// dist/assistants/windsurf/index.js
const windsurf = {
	id: "windsurf",
	name: "Windsurf",
	follows: "docs of 2026-11, not captured",
	detect: [".windsurf"],
	events: WINDSURF_EVENTS,
	blockChannel: "nothing: it cannot block; the findings are shown to the user (show_output)",
	limits: ["post hooks are advisory: nothing reaches the model, in strict mode either", "no end-of-turn gate"],
	recognise: isWindsurfPayload,
	trustsFlag: true,
	read: (payload) => readWindsurf(payload),
	answer: (outcome) => answerWindsurf(outcome),
	installer: async () => (await import("./install-BlIo9fXI.js")).windsurfInstaller,
	samples: ["test/fixtures/assistants/windsurf-docs/post_write_code.input.json", "test/fixtures/assistants/windsurf-docs/post_write_code-relative.input.json"]
};

// dist/assistants/registry.js
/**
* Every assistant qgate answers, one line each: the only module that imports a room (and only its
* index). `qgate hook` finds the room of a payload here, `qgate install <id>` and `install --detect`
* its installer, `qgate stats --assistant` its id, and the README's assistant table its row.
* Adding an assistant: one folder under src/assistants/ and one line below.
*/
/**
* The rooms with a JSON payload on stdin, in the order of the README table and `install --detect`.
* A payload is asked of them from the last to the first: a room added later tells its payload apart
* by its own fields, and Claude Code's, the most general shape, is asked last.
*/
const ASSISTANTS = [
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
	windsurf
];
/** The seed's positional events (`qgate hook <event> <args...>`). */
const POSITIONAL = seed;
const ASSISTANT_IDS = ASSISTANTS.map((room) => room.id);
function assistantById(id) {
	return ASSISTANTS.find((room) => room.id === id);
}
/**
* The room that reads `payload`. `--assistant <id>` names one: a room that trusts the flag reads it
* as its own; the others (sharing one payload shape) are still told apart by its fields, among the
* rooms that do not trust the flag.
*/
function roomFor(payload, named) {
	const hinted = named !== void 0 ? assistantById(named) : void 0;
	if (hinted?.trustsFlag === true) return hinted;
	const candidates = hinted ? ASSISTANTS.filter((room) => room.trustsFlag !== true) : ASSISTANTS;
	for (let i = candidates.length - 1; i > 0; i--) if (candidates[i].recognise(payload)) return candidates[i];
	return candidates[0];
}
/** The rooms with an installer whose configuration directory `root` has (`install --detect`), in registry order. */
function detectedRooms(root) {
	return ASSISTANTS.filter((room) => room.installer !== void 0 && room.detect.some((dir) => statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory() ?? false));
}

export { handleReportedError as _, detectedRooms as a, logName as b, readStdin as c, ensureBaseline as d, findShellWrites as f, errorStatusLine as g, editedChangeSet as h, assistantById as i, recordEdits as l, gateChangeSet as m, ASSISTANT_IDS as n, roomFor as o, trySessionRecord as p, POSITIONAL as r, StdinTooLargeError as s, ASSISTANTS as t, gateSession as u, routeError as v, parsePayload as y };