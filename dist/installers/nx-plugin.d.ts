/** Nx names a plugin by its `name` export (it would otherwise add one to the module, which ESM refuses). */
export declare const name = "qgate/nx";
/** The plugin's options in nx.json: how the target calls qgate (default `qgate`). */
export interface QgateNxOptions {
    command?: string;
}
type Input = string | {
    externalDependencies: string[];
} | {
    env: string;
};
export interface QgateTarget {
    command: string;
    options: {
        cwd: string;
    };
    cache: true;
    inputs: Input[];
    outputs: string[];
}
export declare function qgateTarget(projectRoot: string, workspaceRoot: string, command?: string): QgateTarget;
type CreateNodesResult = {
    projects: Record<string, {
        targets: Record<string, QgateTarget>;
    }>;
};
export declare const createNodesV2: readonly ["**/package.json", (files: readonly string[], options: QgateNxOptions | undefined, context: {
    workspaceRoot: string;
}) => Array<[string, CreateNodesResult]>];
export {};
