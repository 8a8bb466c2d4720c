/**
 * XML-style tags in a prompt (seed section 10.1): blocks, and the structural problems a reader trips on
 * (unclosed, stray closing and mis-nested tags), each with the line it is on.
 * Code (fenced blocks and inline spans) is masked first, so `Array<string>` or HTML in a snippet is no tag.
 */
/** The eleven tag names of the seed, canonical spelling. Other names are allowed. */
export declare const KNOWN_TAGS: readonly ["instructions", "context", "requirements", "project_context", "task", "specifications", "constraints", "acceptance_criteria", "relevant_files", "template", "resource"];
export type KnownTag = (typeof KNOWN_TAGS)[number];
export interface TagBlock {
    /** Name as written. */
    name: string;
    /** Lower-case snake_case name (`Acceptance-Criteria` -> `acceptance_criteria`). */
    canonical: string;
    /** 1-based line of the opening tag. */
    line: number;
    /** Text between the tags (unmasked). */
    content: string;
    /** Offsets of the content in the prompt. */
    start: number;
    end: number;
}
export type TagIssue = {
    kind: "unclosed";
    name: string;
    line: number;
} | {
    kind: "unopened";
    name: string;
    line: number;
} | {
    kind: "misnested";
    name: string;
    line: number;
    closer: string;
    closerLine: number;
};
export interface TagScan {
    blocks: TagBlock[];
    issues: TagIssue[];
    /** Any tag token at all (even broken ones): the prompt tries to be structured. */
    hasTags: boolean;
    /** The prompt with code masked and tag tokens blanked (same length, newlines kept). */
    plain: string;
}
/** `AcceptanceCriteria`, `acceptance-criteria`, `Acceptance Criteria` -> `acceptance_criteria`. */
export declare function canonicalTagName(name: string): string;
/** Replaces fenced code blocks and inline code spans by spaces, keeping offsets and line breaks. */
export declare function maskCode(text: string): string;
/** Offsets of line starts, for offset -> 1-based line. */
export declare function lineIndex(text: string): (offset: number) => number;
export declare function scanTags(text: string): TagScan;
/** The non-empty blocks with this canonical name. */
export declare function blocksNamed(scan: TagScan, canonical: string): TagBlock[];
