/**
 * Which `qgate check` command lines are recorded and replayed whole (run-record.ts): named files, and
 * only the flags that shape the output. Imports nothing, so that main() can ask before a run whether
 * it may be recorded (and hash nothing for the runs that may not).
 */

const BOOLEAN_FLAGS = new Set(["--strict", "--no-progress", "--timings"]);
const VALUE_FLAGS = new Set(["--format", "--policy", "--only", "--scope", "--cwd"]);

/** A `qgate check` command line that may be recorded and replayed: its files and `--cwd`. */
export interface ReplayableRun {
  files: string[];
  cwdOption: string | undefined;
}

/** The run `argv` asks for when it is one of the simple ones recorded (run-record.ts), else undefined. */
export function replayableRun(argv: readonly string[]): ReplayableRun | undefined {
  if (argv[0] !== "check") return undefined;
  const files: string[] = [];
  let cwdOption: string | undefined;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
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
    const inline = equals === -1 ? undefined : arg.slice(equals + 1);
    if (!VALUE_FLAGS.has(flag)) return undefined;
    const value = inline ?? argv[++i];
    if (value === undefined) return undefined;
    // A report written to a file (`--format json=out.json`) is output a replay would have to write;
    // SARIF names the checkout by its URI (another clone's, percent-encoded, in a replay).
    if (flag === "--format" && (!/^[a-z-]+$/.test(value) || value === "sarif")) return undefined;
    if (flag === "--cwd") cwdOption = value;
  }
  return files.length > 0 ? { files, cwdOption } : undefined;
}
