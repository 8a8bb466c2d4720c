/**
 * Proof, before the pattern scan's ESLint pass, that it has nothing to report on a TypeScript file.
 * That pass converts the whole file to ESTree, analyses its scopes and runs every rule: 100 to 150 ms
 * on a 1,300-line file, as much as the project's own lint, after every edit. Yet each default rule
 * reports only where the file names one identifier or string (`eval`, `setTimeout`, `child_process`,
 * `Buffer`...) or holds one kind of character (bidi controls, invisible fillers). TypeScript's parser,
 * which the scan's own parser (typescript-estree) runs first anyway, lists every identifier and string
 * with its escapes resolved (`\u0065val` is `eval`) in about a tenth of that time.
 *
 * So a file is skipped only when it parses without an error and no enabled rule's word or character is
 * in it. A word counts wherever it is an identifier or a string, whatever its role: looser than the
 * rules, never stricter. A rule that is not in this table (one a policy turns on) disables the proof:
 * the file then goes through ESLint as before. A file that does not parse always does, so the
 * "not scanned" warning reads the same; the one exception is a grammar error TypeScript's parser lets
 * through and typescript-estree refuses (a misplaced decorator) in a file with none of the words, which
 * is then skipped without that warning, having nothing to report. test/checks/security-triggers.test.ts holds every rule's
 * report against its word, and the proof against the real scan on the repository's own files.
 */
import type ts from "typescript";
export interface PatternTriggers {
    words: ReadonlySet<string>;
    /** no-script-url is on. */
    scriptUrls: boolean;
    characters: readonly RegExp[];
}
/**
 * What can make the enabled rules report, or undefined when an enabled rule has no known trigger (a
 * policy turned on a rule that reports on any member access or regular expression).
 */
export declare function triggersFor(rules: Readonly<Record<string, string>>, bufferMethods: readonly string[] | undefined): PatternTriggers | undefined;
/**
 * True when the pattern scan certainly reports nothing on `content`: it parses, and none of the
 * triggers is in it. False means "scan it" (a trigger, a parse error, or a kind of file not handled).
 */
export declare function nothingToReport(tsm: typeof ts, fileName: string, content: string, triggers: PatternTriggers): boolean;
