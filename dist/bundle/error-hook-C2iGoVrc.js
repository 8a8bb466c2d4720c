import { o as describeError } from "./errors-BsNsftzl.js";
import { n as killProcessTree } from "./process-C57Jgrqg.js";
import { i as settingsPath, n as isPlainObject, r as readSettings, t as SETTINGS_PRECEDENCE } from "./settings-8tX08_W0.js";
import { g as routingMessages } from "./messages-CuSOVVL6.js";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import os from "node:os";
import { spawn } from "node:child_process";

// dist/routing/error-hook.js
/**
* Routing to the user's `error-occurred` hook (seed sections 2.1 and 7): the command configured in the
* assistant's settings, called with exactly three arguments (type, message, context as JSON).
*
* The configured command is the user's own trusted configuration; the three arguments are data and are
* never interpolated: an existing file, or plain words (quotes allowed, no other shell syntax), is
* executed directly with the data appended to its argument array; a command with shell syntax runs as
* `sh -c '<command>' qgate-error-hook <type> <message> <context>`, where the data are `$1 $2 $3`.
*/
/** Set in the error hook's environment: a qgate started by it never routes to an error hook again. */
const ERROR_HOOK_MARKER = "QGATE_ERROR_HOOK_ACTIVE";
/**
* Precedence: `--error-hook` > `QGATE_ERROR_HOOK` > `.claude/settings.local.json` >
* `.claude/settings.json` > `~/.claude/settings.json` (`hooks["error-occurred"]`, a string).
* A settings file that cannot be read is skipped and reported through `onWarning`.
*/
function resolveErrorHook(options) {
	const env = options.env ?? process.env;
	if (options.flag !== void 0 && options.flag.trim() !== "") return {
		command: options.flag,
		source: "--error-hook"
	};
	if (env.QGATE_ERROR_HOOK !== void 0 && env.QGATE_ERROR_HOOK.trim() !== "") return {
		command: env.QGATE_ERROR_HOOK,
		source: "QGATE_ERROR_HOOK"
	};
	for (const scope of SETTINGS_PRECEDENCE) {
		const file = settingsPath(scope, options.root, env);
		try {
			const { data } = readSettings(file);
			const hooks = data.hooks;
			if (!isPlainObject(hooks)) continue;
			const value = hooks["error-occurred"];
			if (typeof value === "string" && value.trim() !== "") return {
				command: value,
				source: file
			};
		} catch (error) {
			options.onWarning?.(describeError(error));
		}
	}
}
/** Commands qgate itself installed (`qgate ...`, `npx qgate ...`): routing to them would only log twice. */
function isQgateCommand(command) {
	return /^\s*(?:npx\s+(?:--no-install\s+|--yes\s+|-y\s+)*)?qgate(?:\s|$)/.test(command);
}
/** Characters that make a command shell syntax when they stand outside quotes. */
const SHELL_SYNTAX = /* @__PURE__ */ new Set([..."|&;<>()$`\\#*?[]{}~!\n\r"]);
/**
* The words of a command that uses no shell syntax: plain words, 'single-quoted' or "double-quoted"
* parts (no `$`, backquote or backslash inside double quotes). Undefined for anything sh would treat
* specially (operators, comments, expansions, globs, an environment assignment before the command).
*/
function plainWords(command) {
	const words = [];
	let word;
	for (let i = 0; i < command.length; i++) {
		const c = command[i];
		if (c === " " || c === "	") {
			if (word !== void 0) words.push(word);
			word = void 0;
		} else if (c === "'" || c === "\"") {
			const end = command.indexOf(c, i + 1);
			if (end === -1) return void 0;
			const quoted = command.slice(i + 1, end);
			if (c === "\"" && /[$`\\!]/.test(quoted)) return void 0;
			word = (word ?? "") + quoted;
			i = end;
		} else if (SHELL_SYNTAX.has(c)) return;
		else word = (word ?? "") + c;
	}
	if (word !== void 0) words.push(word);
	const first = words[0];
	if (first === void 0 || first === "" || first.includes("=")) return void 0;
	return words;
}
/**
* The argument vector: an existing script or plain words are executed directly with the three data
* arguments appended; shell syntax runs under `sh -c` with the data as `$1 $2 $3` (never interpolated,
* never appended to the text: `cmd || true`, `cmd # note` or `cmd &&` would lose or run them).
*/
function errorHookInvocation(command, root, record) {
	const data = [
		record.type,
		record.message,
		JSON.stringify(record.context)
	];
	const candidate = path.resolve(root, command);
	if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return {
		file: candidate,
		args: data
	};
	const words = plainWords(command);
	if (words) return {
		file: words[0],
		args: [...words.slice(1), ...data]
	};
	return {
		file: "sh",
		args: [
			"-c",
			command,
			"qgate-error-hook",
			...data
		]
	};
}
/** The last line of what the hook wrote to stderr, at most 300 characters. */
function lastLine(text) {
	return (text.trim().split("\n").pop() ?? "").slice(0, 300);
}
/**
* Runs the hook under a timeout; never throws. Only the hook's own process is waited for: a job it
* leaves in the background (a notification posted with `&`) keeps running and never holds qgate up.
* Its stderr goes to a temporary file (a pipe would stay open as long as such a job lives); when the
* hook itself is still running at the timeout, its whole process group is killed.
*/
async function runErrorHook(hook, record, options) {
	const env = options.env ?? process.env;
	if (env["QGATE_ERROR_HOOK_ACTIVE"] === "1") return {
		ran: false,
		detail: routingMessages.errorHook.loopGuard
	};
	if (isQgateCommand(hook.command)) return {
		ran: false,
		detail: routingMessages.errorHook.isQgate
	};
	const { file, args } = errorHookInvocation(hook.command, options.root, record);
	let dir;
	let fd;
	try {
		dir = mkdtempSync(path.join(os.tmpdir(), "qgate-error-hook-"));
		fd = openSync(path.join(dir, "stderr"), "w+");
		const stderrFd = fd;
		const started = performance.now();
		const exit = await new Promise((resolve) => {
			let timedOut = false;
			const child = spawn(file, args, {
				cwd: options.root,
				env: {
					...env,
					[ERROR_HOOK_MARKER]: "1"
				},
				stdio: [
					"ignore",
					"ignore",
					stderrFd
				],
				detached: true
			});
			child.once("error", (error) => {
				clearTimeout(timer);
				resolve({
					code: null,
					error,
					timedOut
				});
			});
			child.once("exit", (code) => {
				clearTimeout(timer);
				resolve({
					code,
					timedOut
				});
			});
			const timer = setTimeout(() => {
				timedOut = true;
				if (child.pid !== void 0 && child.exitCode === null && child.signalCode === null) killProcessTree(child.pid);
			}, options.timeoutMs);
		});
		const durationMs = Math.round(performance.now() - started);
		if (exit.error) return {
			ran: false,
			detail: routingMessages.errorHook.cannotStart(describeError(exit.error))
		};
		if (exit.timedOut) return {
			ran: true,
			timedOut: true,
			durationMs,
			detail: routingMessages.errorHook.timedOut(options.timeoutMs)
		};
		if (exit.code === 0) return {
			ran: true,
			durationMs,
			exitCode: 0
		};
		const stderr = lastLine(readFileSync(path.join(dir, "stderr"), "utf8"));
		return {
			ran: true,
			durationMs,
			...exit.code !== null ? { exitCode: exit.code } : {},
			detail: exit.code === null ? routingMessages.errorHook.killed : routingMessages.errorHook.exited(exit.code, stderr)
		};
	} catch (error) {
		return {
			ran: false,
			detail: routingMessages.errorHook.cannotStart(describeError(error))
		};
	} finally {
		if (fd !== void 0) closeSync(fd);
		if (dir !== void 0) rmSync(dir, {
			recursive: true,
			force: true
		});
	}
}

export { resolveErrorHook as n, runErrorHook as r, isQgateCommand as t };