export declare function homeDir(env: NodeJS.ProcessEnv): string;
