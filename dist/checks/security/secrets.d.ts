import type { Finding } from "../check.js";
import { loadSecretScanner } from "../../util/secret-detectors.js";
export { loadSecretScanner };
/** Scans one text file; `relPath` names it in findings, `absPath` is what secretlint sees. */
export declare function scanSecrets(relPath: string, absPath: string, content: string): Promise<Finding[]>;
