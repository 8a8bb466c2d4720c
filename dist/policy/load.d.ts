import { type Policy } from "./policy.js";
/** `policies/` ships beside `dist/` and `src/`. */
export declare const BUILTIN_POLICY_DIR: string;
export declare function builtinPolicyNames(): string[];
export interface LoadPolicyOptions {
    /** Absolute project root. */
    root: string;
    /** `--policy` value: a built-in name or a path (relative to `cwd`). */
    policy?: string | undefined;
    /** Directory `--policy` paths are relative to (defaults to the root). */
    cwd?: string | undefined;
}
export declare function loadPolicy(options: LoadPolicyOptions): Policy;
