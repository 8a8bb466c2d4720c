export declare const doorMessages: {
    /** Seed door, on stderr after the report, when the gate blocks. */
    blockedByGate: (reportPath: string | undefined) => string;
    blockedByPromptCheck: string;
    noFilePath: (tool: string) => string;
    sessionEnded: (session: string | undefined, files: number) => string;
    /** The first line of the prompt check's answer. */
    promptSession: (session: string | undefined, score: number | undefined) => string;
    promptScore: (score: number) => string;
    promptFinding: (finding: {
        severity: string;
        id: string;
        message: string;
        suggestion: string;
    }) => string;
    /** Seed door and JSON door word it alike: what blocks, and the policy's minimum. */
    promptBlocked: (score: number, minimum: number) => string;
    slowRun: (ms: number, threshold: number) => string;
    /** The one status line for an error: type, whether it is critical, where it is logged, what to do. */
    errorStatus: (type: string, critical: boolean, logFile: string | undefined, hint: string) => string;
};
