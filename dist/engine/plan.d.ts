import type { ChangedFile } from "../changes/change-set.js";
import { type CheckId } from "../checks/registry.js";
import type { CheckPolicy, Policy } from "../policy/policy.js";
export interface PlannedCheck {
    id: CheckId;
    files: ChangedFile[];
    policy: CheckPolicy;
}
/** Whether the policy's top-level include and exclude select a file (relative to the root). */
export declare function policySelects(policy: Pick<Policy, "include" | "exclude">): (file: string) => boolean;
export declare function planChecks(files: ChangedFile[], policy: Policy, appliesTo: (id: CheckId, file: ChangedFile) => boolean, only?: CheckId[]): PlannedCheck[];
