export declare function resolveRoot(cwdOption: string | undefined, base?: string): Promise<string>;
