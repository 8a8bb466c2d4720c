import { type PresetStdin } from "../util/stdin-preset.js";
/** The assistants come from the registry, loaded only when the help is shown. */
export declare function mainHelp(): Promise<string>;
export interface MainOptions {
    /** Standard input already read by a daemon client (see util/stdin-preset.ts). */
    stdin?: PresetStdin;
    /**
     * The thin client ran this command cold: a `qgate check` that may be replayed next time leaves a
     * record of itself (engine/run-record.ts).
     */
    record?: boolean;
}
/**
 * Runs qgate and returns the exit code; never throws. Everything it prints goes through the one
 * redactor (util/redact.ts, with the security check's own detectors) before it reaches stdout or
 * stderr, whichever door, reporter or message produced it. Output is written when the run ends
 * (qgate prints its report at the end anyway); the daemon, which runs on, is the exception.
 */
export declare function main(argv: string[], options?: MainOptions): Promise<number>;
/** One line on stderr; the stack only with QGATE_DEBUG=1. */
export declare function reportError(error: unknown): number;
