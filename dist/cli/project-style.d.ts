export declare function inProjectStyle(file: string, root: string, text: string, before: string | undefined): Promise<string>;
