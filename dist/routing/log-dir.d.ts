export declare const METRICS_FILE = "metrics.jsonl";
export declare function resolveLogDir(env?: NodeJS.ProcessEnv): string;
