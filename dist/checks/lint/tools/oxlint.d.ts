import type { ProcessLinter } from "./types.js";
export declare const oxlintLinter: ProcessLinter;
