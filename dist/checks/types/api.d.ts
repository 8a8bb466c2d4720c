import type ts from "typescript";
import type { BaseFindings, Finding } from "../check.js";
import { type ParsedProject } from "./config.js";
import type { TsModule } from "./load.js";
export interface ApiGroup {
    tsm: TsModule;
    /** Identifies the cached program: the tsconfig, or the orphan group's base. */
    key: string;
    /** The owning project; absent for files in no project. */
    project?: ParsedProject;
    /** Options for files in no project (the nearest tsconfig's, or defaults). */
    orphanOptions?: ts.CompilerOptions;
    /** Changed files that exist (absolute). */
    changed: string[];
    /** Deleted files whose importers must be checked again (absolute). */
    deleted: string[];
    /** Content from a snapshot (the index, a commit) by absolute path; null: absent there. */
    overlay?: ReadonlyMap<string, string | null>;
    /**
     * The changed files at the change's base revision, by absolute path (null: not there, a new file).
     * A changed file without an entry has no known base: its dependents are always checked again.
     */
    base?: ReadonlyMap<string, string | null>;
    /**
     * Also report what the base revision reports in the files with findings (GroupOutcome.atBase).
     * `base` then holds every changed and deleted file of the run, each with a known base.
     */
    compare?: boolean;
    /** Renamed files: their previous path by their path (absolute); the base has them there. */
    renamed?: ReadonlyMap<string, string>;
}
export interface GroupOutcome {
    findings: Finding[];
    /** One-line messages of problems that have no location (a broken tsconfig option...). */
    failures: string[];
    /** Files the diagnostics were reported for (changed files and the files they affect), absolute. */
    reported: string[];
    /** Changed files whose exported shape differs from the base (or has no base), absolute. */
    reshaped?: string[];
    /** With `compare`: the base revision's findings in the files that have findings now. */
    atBase?: BaseFindings;
    /**
     * For a file with findings that is not a changed one (an importer): the reshaped or deleted files it
     * imports, directly or through others (relative paths). A file that imports none of them (broken by
     * a global declaration) is not listed; nothing is without a tsconfig project.
     */
    causes?: Record<string, string[]>;
}
/** The programs kept for a TypeScript module, by group key (tests use it to prove reuse between runs). */
export declare function cachedPrograms(tsm: TsModule): Array<{
    key: string;
    program: ts.Program;
    runs: number;
    reported?: readonly string[];
}>;
export declare function runApiGroup(group: ApiGroup, root: string): GroupOutcome;
