// dist/engine/replayable-run.js
/**
* Which `qgate check` command lines are recorded and replayed whole (run-record.ts): named files, and
* only the flags that shape the output. Imports nothing, so that main() can ask before a run whether
* it may be recorded (and hash nothing for the runs that may not).
*/
const BOOLEAN_FLAGS = /* @__PURE__ */ new Set([
	"--strict",
	"--no-progress",
	"--timings"
]);
const VALUE_FLAGS = /* @__PURE__ */ new Set([
	"--format",
	"--policy",
	"--only",
	"--scope",
	"--cwd"
]);
/** The run `argv` asks for when it is one of the simple ones recorded (run-record.ts), else undefined. */
function replayableRun(argv) {
	if (argv[0] !== "check") return void 0;
	const files = [];
	let cwdOption;
	for (let i = 1; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === "--") {
			files.push(...argv.slice(i + 1));
			break;
		}
		if (!arg.startsWith("-")) {
			files.push(arg);
			continue;
		}
		if (BOOLEAN_FLAGS.has(arg)) continue;
		const equals = arg.indexOf("=");
		const flag = equals === -1 ? arg : arg.slice(0, equals);
		const inline = equals === -1 ? void 0 : arg.slice(equals + 1);
		if (!VALUE_FLAGS.has(flag)) return void 0;
		const value = inline ?? argv[++i];
		if (value === void 0) return void 0;
		if (flag === "--format" && (!/^[a-z-]+$/.test(value) || value === "sarif")) return void 0;
		if (flag === "--cwd") cwdOption = value;
	}
	return files.length > 0 ? {
		files,
		cwdOption
	} : void 0;
}

export { replayableRun as t };