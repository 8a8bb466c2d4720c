import type { StatusResult } from "./tools.js";
export declare function projectStatus(root: string): Promise<StatusResult>;
