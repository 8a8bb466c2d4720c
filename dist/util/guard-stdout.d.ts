export declare function guardStdout(stream: NodeJS.WritableStream, onOtherError: (code: string) => void): void;
