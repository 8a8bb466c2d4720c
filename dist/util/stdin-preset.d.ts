/**
 * Standard input read by someone else: the daemon client reads its own stdin and sends the text, and
 * the daemon (or the client's cold fallback) hands it to the readers here instead of process.stdin.
 */
export type PresetStdin = {
    text: string;
    tooLarge?: false;
} | {
    tooLarge: true;
};
export declare function presetStdin(value: PresetStdin | undefined): void;
export declare function presetStdinValue(): PresetStdin | undefined;
