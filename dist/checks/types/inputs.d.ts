import type { TsModule } from "./load.js";
export interface InputManifest {
    /** File → sha1 of its content, "-" when it could not be read. */
    files: Record<string, string>;
    /** Directory → sha1 of its sorted entry names, "-" when it is not there. */
    dirs: Record<string, string>;
    /** Path looked up → "f" (a file), "d" (a directory) or "-" (nothing there). */
    probes: Record<string, string>;
    /** Path → its real path. */
    realpaths: Record<string, string>;
    /** The base revision and the changed files' content there (sha1, "-" where absent). */
    base?: {
        revision: string;
        files: Record<string, string>;
    };
}
export declare function listingHash(dir: string): string;
declare class Recorder {
    private readonly files;
    private readonly dirs;
    private readonly probes;
    private readonly realpaths;
    /**
     * Set when a file read twice had two contents (the run read a moving target), or a wildcard walk was
     * too large to list: nothing is kept.
     */
    unstable: boolean;
    read(file: string, text: string | undefined): void;
    /** Something was looked up at `file`: whether it is there, and as what. */
    probe(file: string): void;
    list(dir: string): void;
    /** `dir` and the directories below it a wildcard walks (not node_modules or hidden ones). */
    listTree(dir: string): void;
    realpath(file: string, real: string): void;
    manifest(root: string, base?: InputManifest["base"]): InputManifest;
}
/** Records what `tsm` reads while a recording runs (its `sys` is patched once, then passes through). */
export declare function recordThrough(tsm: TsModule): void;
/** Notes a lookup qgate made itself (a stat for a file that may not be there). */
export declare function noteProbe(file: string): void;
/** Notes a file qgate read itself (a TypeScript package's manifest). */
export declare function noteRead(file: string): void;
/**
 * Starts recording; `finish` ends it and gives the manifest (undefined when the run read a file that
 * changed under it). Only one recording runs at a time: a cold run is one run in its process.
 */
export declare function startRecording(): {
    recorder: Recorder;
    finish: (root: string, base?: InputManifest["base"]) => InputManifest | undefined;
};
/** The base entry of a manifest: the changed files' content at `revision` (sha1, "-" where absent). */
export declare function baseEntry(root: string, revision: string, contents: ReadonlyMap<string, string | null>, files: readonly string[]): InputManifest["base"] | undefined;
/**
 * A manifest of `files`' content as it is now (absent ones as "-"): what a whole run depended on
 * besides its checks' own keys (engine/run-record.ts), checked again by inputsUnchanged.
 */
export declare function filesManifest(root: string, files: Iterable<string>, 
/** Files hashed already, when they were read (absolute path → sha1 of the bytes, or "-"). */
known?: Readonly<Record<string, string>>): InputManifest;
/** Whether everything `manifest` records is as it was: the cached result may then be reused. */
export declare function inputsUnchanged(root: string, manifest: InputManifest): Promise<boolean>;
export {};
