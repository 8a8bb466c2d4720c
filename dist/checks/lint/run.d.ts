import type { ChangedFile } from "../../changes/change-set.js";
import { type CheckContext, type CheckResult } from "../check.js";
import { type InstanceSpec } from "./instances.js";
/** Decides tool, mode and working directory for one file; throws DependencyError when it cannot lint. */
export declare function planFile(file: ChangedFile, packageDir: string, context: Pick<CheckContext, "root" | "requireProjectTool">): Omit<InstanceSpec, "fix">;
export declare function runLint(context: CheckContext): Promise<CheckResult>;
