export declare const TASK = "qgate";
/** The project's policy file (policy/load.ts), an input even before it exists. */
export declare const POLICY_FILE = ".qgaterc.json";
export declare const TRANSIT_TASK = "qgate-transit";
/** The lockfiles of npm, pnpm, Yarn and Bun: the installed tools' versions. */
export declare const LOCKFILES: string[];
/**
 * Every config name a check reads in the directories above its files (engine/result-cache.ts), plus
 * the tsconfig bases a package's tsconfig may extend: one sorted list.
 */
export declare function configNames(): string[];
/** The variables the task's hash holds: those that change what qgate prints, and the package run's base. */
export declare function taskEnv(): string[];
export interface TurboTask {
    dependsOn: string[];
    inputs: string[];
    outputs: string[];
    env: string[];
}
/**
 * The `qgate` task for packages at `packageDirs` (relative to the root, `/`-separated): its own files
 * (`$TURBO_DEFAULT$`), the config names in the root and every directory between it and a package, the
 * policy's files and the lockfiles, all under `$TURBO_ROOT$/`.
 */
export declare function qgateTask(packageDirs: string[], policyFiles: string[]): TurboTask;
/**
 * The transit node: a dependency's sources, declarations, manifests and JSON modules, not its tool
 * configs (those change its own report, not its dependents').
 */
export declare function transitTask(): {
    dependsOn: string[];
    inputs: string[];
};
export interface FileChange {
    file: string;
    before: string | undefined;
    after: string | undefined;
    changes: string[];
}
export interface TurboPlan {
    root: string;
    files: FileChange[];
    notes: string[];
}
/** The workspace package directories: package.json's `workspaces` (npm, Yarn, Bun) or pnpm-workspace.yaml. */
export declare function workspaceDirs(root: string): Promise<string[]>;
/** The edits to turbo.json and each package.json that install (or uninstall) the task. */
export declare function planTurbo(root: string, mode: "install" | "uninstall", command: string): Promise<TurboPlan>;
