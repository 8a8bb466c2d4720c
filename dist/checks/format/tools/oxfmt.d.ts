import type { StdinFormatter } from "./types.js";
export declare const oxfmtFormatter: StdinFormatter;
