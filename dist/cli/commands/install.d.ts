export declare const installCommand: (argv: string[]) => Promise<number>;
export declare const uninstallCommand: (argv: string[]) => Promise<number>;
