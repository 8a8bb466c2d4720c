export declare const hookHelp: string;
export declare function hookCommand(argv: string[]): Promise<number>;
