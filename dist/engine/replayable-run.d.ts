/**
 * Which `qgate check` command lines are recorded and replayed whole (run-record.ts): named files, and
 * only the flags that shape the output. Imports nothing, so that main() can ask before a run whether
 * it may be recorded (and hash nothing for the runs that may not).
 */
/** A `qgate check` command line that may be recorded and replayed: its files and `--cwd`. */
export interface ReplayableRun {
    files: string[];
    cwdOption: string | undefined;
}
/** The run `argv` asks for when it is one of the simple ones recorded (run-record.ts), else undefined. */
export declare function replayableRun(argv: readonly string[]): ReplayableRun | undefined;
