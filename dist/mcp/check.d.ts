import { type RunCli } from "../daemon/run-request.js";
import type { CheckArgs, CheckResult } from "./tools.js";
/** The argv of the `qgate check` that answers these arguments; paths after `--`, never read as options. */
export declare function checkArgv(root: string, args: CheckArgs): string[];
export interface CheckRunner {
    run(args: CheckArgs): Promise<CheckResult>;
}
/** One runner per server; its runs in this process take turns (inProcessRunner). */
export declare function checkRunner(root: string, runCli: RunCli): CheckRunner;
/** The JSON report of a run, or the error it ended with (one line) when there is none. */
export declare function toResult(output: {
    exitCode: number;
    stdout: Buffer;
    stderr: Buffer;
}, served: "warm" | "cold", notes: string[]): CheckResult;
