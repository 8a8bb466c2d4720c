import type { Finding } from "../checks/check.js";
export declare const QGATE_VERSION: string;
/** The repository's top directory (the nearest ancestor with `.git`), else the project root. */
export declare function repositoryRoot(root: string): string;
/** Maps project-relative paths to repository-relative ones (`/` separators). */
export declare function repositoryPaths(root: string): {
    top: string;
    toRepo: (file: string) => string;
};
/** Reads the lines of report files on demand (each file once); undefined when unreadable. */
export declare function lineReader(root: string): (finding: Pick<Finding, "file" | "line">) => string | undefined;
/** The stable rule id of a finding across reporters: `qgate/<check>/<rule>`. */
export declare function ruleId(finding: Pick<Finding, "check" | "rule">): string;
