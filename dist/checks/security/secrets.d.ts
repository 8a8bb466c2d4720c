import type { Finding } from "../check.js";
import { loadSecretScanner } from "../../util/secret-detectors.js";
export { loadSecretScanner };
/**
 * secretlint says "found GitHub Token(****): ****": the kind, then the masked secret. qgate says what
 * was found and what to do. A message in another shape keeps its words, with one fixed-width mask
 * (secretlint's keeps the secret's length, which is none of the reader's business).
 */
export declare function secretMessage(masked: string): string;
/** Scans one text file; `relPath` names it in findings, `absPath` is what secretlint sees. */
export declare function scanSecrets(relPath: string, absPath: string, content: string): Promise<Finding[]>;
