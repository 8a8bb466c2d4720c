export declare const JIT_BUDGET_FLAG = "--interrupt-budget=540672";
export declare function raiseJitBudget(): void;
