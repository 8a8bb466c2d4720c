import type ts from "typescript";
import type { TsModule } from "./load.js";
export interface ParsedProject {
    /** Absolute path of the tsconfig. */
    configPath: string;
    parsed: ts.ParsedCommandLine;
    /** The project's files (absolute, `path.resolve` form). */
    fileSet: Set<string>;
    /** Config files read while parsing (the tsconfig, what it extends) and their modification times. */
    inputs: Map<string, number>;
    /** An error that stopped parsing altogether (unreadable tsconfig). */
    unrecoverable?: ts.Diagnostic;
}
/** Compiler options for a file that belongs to no tsconfig at all (JSON, as in a tsconfig). */
export declare const DEFAULT_COMPILER_OPTIONS: {
    readonly target: "ES2022";
    readonly module: "ESNext";
    readonly moduleResolution: "Bundler";
    readonly strict: true;
    readonly skipLibCheck: true;
    readonly noEmit: true;
};
/** Forgets a parsed config (its file list went stale). */
export declare function invalidateProject(tsm: TsModule, configPath: string): void;
export type Location = {
    kind: "project";
    project: ParsedProject;
}
/** In no project: checked with the nearest tsconfig's options, or defaults when there is none. */
 | {
    kind: "orphan";
    nearest?: ParsedProject;
};
/** The nearest tsconfig.json from the file's directory up to the root. */
export declare function nearestConfig(absFile: string, root: string): string | undefined;
/**
 * Config lookups for one run. A config is parsed at most once per run; across runs the cached parse
 * is reused while its files are unchanged, unless the run created or deleted files (`refresh`).
 */
export declare class ConfigSession {
    private readonly tsm;
    private readonly root;
    private readonly refresh;
    private readonly parsedThisRun;
    constructor(tsm: TsModule, root: string, refresh: boolean);
    load(configPath: string, force?: boolean): ParsedProject;
    /** The projects a solution-style tsconfig references, depth first, each once. */
    references(project: ParsedProject, force?: boolean): ParsedProject[];
    locate(absFile: string): Location;
}
/** The compiler options for orphan files: the nearest config's, or qgate's defaults. */
export declare function orphanOptions(tsm: TsModule, nearest: ParsedProject | undefined, root: string): ts.CompilerOptions;
