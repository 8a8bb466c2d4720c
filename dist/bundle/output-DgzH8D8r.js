import { t as __commonJSMin } from "./rolldown-runtime-CoNq6U3z.js";
import { a as UsageError, r as FileError } from "./errors-BsNsftzl.js";
import { o as redactText } from "./redact-CzCWQn79.js";
import { i as cliMessages } from "./messages-CuSOVVL6.js";
import { t as guardStdout } from "./guard-stdout-DTj6qijS.js";
import { mkdirSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";

// node_modules/picocolors/picocolors.js
var require_picocolors = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	let p = process || {};
	let argv = p.argv || [];
	let env = p.env || {};
	let isColorSupported = !(!!env.NO_COLOR || argv.includes("--no-color")) && (!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || (p.stdout || {}).isTTY && env.TERM !== "dumb" || !!env.CI);
	let formatter = (open, close, replace = open) => (input) => {
		let string = "" + input, index = string.indexOf(close, open.length);
		return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close;
	};
	let replaceClose = (string, close, replace, index) => {
		let result = "", cursor = 0;
		do {
			result += string.substring(cursor, index) + replace;
			cursor = index + close.length;
			index = string.indexOf(close, cursor);
		} while (~index);
		return result + string.substring(cursor);
	};
	let createColors = (enabled = isColorSupported) => {
		let f = enabled ? formatter : () => String;
		return {
			isColorSupported: enabled,
			reset: f("\x1B[0m", "\x1B[0m"),
			bold: f("\x1B[1m", "\x1B[22m", "\x1B[22m\x1B[1m"),
			dim: f("\x1B[2m", "\x1B[22m", "\x1B[22m\x1B[2m"),
			italic: f("\x1B[3m", "\x1B[23m"),
			underline: f("\x1B[4m", "\x1B[24m"),
			inverse: f("\x1B[7m", "\x1B[27m"),
			hidden: f("\x1B[8m", "\x1B[28m"),
			strikethrough: f("\x1B[9m", "\x1B[29m"),
			black: f("\x1B[30m", "\x1B[39m"),
			red: f("\x1B[31m", "\x1B[39m"),
			green: f("\x1B[32m", "\x1B[39m"),
			yellow: f("\x1B[33m", "\x1B[39m"),
			blue: f("\x1B[34m", "\x1B[39m"),
			magenta: f("\x1B[35m", "\x1B[39m"),
			cyan: f("\x1B[36m", "\x1B[39m"),
			white: f("\x1B[37m", "\x1B[39m"),
			gray: f("\x1B[90m", "\x1B[39m"),
			bgBlack: f("\x1B[40m", "\x1B[49m"),
			bgRed: f("\x1B[41m", "\x1B[49m"),
			bgGreen: f("\x1B[42m", "\x1B[49m"),
			bgYellow: f("\x1B[43m", "\x1B[49m"),
			bgBlue: f("\x1B[44m", "\x1B[49m"),
			bgMagenta: f("\x1B[45m", "\x1B[49m"),
			bgCyan: f("\x1B[46m", "\x1B[49m"),
			bgWhite: f("\x1B[47m", "\x1B[49m"),
			blackBright: f("\x1B[90m", "\x1B[39m"),
			redBright: f("\x1B[91m", "\x1B[39m"),
			greenBright: f("\x1B[92m", "\x1B[39m"),
			yellowBright: f("\x1B[93m", "\x1B[39m"),
			blueBright: f("\x1B[94m", "\x1B[39m"),
			magentaBright: f("\x1B[95m", "\x1B[39m"),
			cyanBright: f("\x1B[96m", "\x1B[39m"),
			whiteBright: f("\x1B[97m", "\x1B[39m"),
			bgBlackBright: f("\x1B[100m", "\x1B[49m"),
			bgRedBright: f("\x1B[101m", "\x1B[49m"),
			bgGreenBright: f("\x1B[102m", "\x1B[49m"),
			bgYellowBright: f("\x1B[103m", "\x1B[49m"),
			bgBlueBright: f("\x1B[104m", "\x1B[49m"),
			bgMagentaBright: f("\x1B[105m", "\x1B[49m"),
			bgCyanBright: f("\x1B[106m", "\x1B[49m"),
			bgWhiteBright: f("\x1B[107m", "\x1B[49m")
		};
	};
	module.exports = createColors();
	module.exports.createColors = createColors;
}));

// dist/cli/output.js
/** Where reports go: stdout or `--format name=file` (written atomically), with colour decided once. */
/** NO_COLOR wins, then FORCE_COLOR, then whether the stream is a terminal. */
function useColor(stream = process.stdout, env = process.env) {
	if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
	if (env.FORCE_COLOR !== void 0) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
	return Boolean(stream.isTTY);
}
/**
* Refuses, before anything runs, `--format` lists whose outputs would collide: two reports
* interleaved on stdout, or two written to the same file.
*/
function checkTargets(targets, cwd) {
	const toStdout = targets.filter((t) => t.file === void 0).map((t) => t.reporter.name);
	if (toStdout.length > 1) throw new UsageError(cliMessages.bothToStdout(toStdout));
	const seen = /* @__PURE__ */ new Set();
	for (const target of targets) {
		if (target.file === void 0) continue;
		const file = path.resolve(cwd, target.file);
		if (seen.has(file)) throw new UsageError(cliMessages.sameReportFile(target.file));
		seen.add(file);
	}
}
async function writeReports(report, targets, cwd) {
	for (const target of targets) {
		if (target.file === void 0) {
			guardStdout(process.stdout, (code) => process.stderr.write(`${cliMessages.stdoutFailed(code)}\n`));
			process.stdout.write(target.reporter.render(report, {
				color: useColor(),
				toFile: false
			}));
			continue;
		}
		const file = path.resolve(cwd, target.file);
		try {
			mkdirSync(path.dirname(file), { recursive: true });
			await writeFileAtomic(file, await redactText(target.reporter.render(report, {
				color: false,
				toFile: true
			})));
		} catch (error) {
			throw new FileError(cliMessages.cannotWriteReport(target.reporter.name, target.file, error.code ?? "error"));
		}
	}
}

export { require_picocolors as i, useColor as n, writeReports as r, checkTargets as t };