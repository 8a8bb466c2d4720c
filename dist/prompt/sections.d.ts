/**
 * A prompt's parts, whether written as XML-style blocks or as plain headed lists
 * ("Acceptance criteria:" followed by bullets), so the checks do not care which style the user picked.
 */
import { blocksNamed, type TagScan } from "./tags.js";
export interface Section {
    /** 1-based line where it starts. */
    line: number;
    content: string;
    /** Written as a tag (true) or as a heading (false). */
    tagged: boolean;
}
export declare function canonicalSection(name: string): string;
/**
 * The sections named `name`: its tag blocks, or a heading line ("Acceptance criteria:" / "## Acceptance
 * criteria") followed by text on the same line or by list items.
 */
export declare function findSections(text: string, scan: TagScan, name: string): Section[];
/** The text of all sections named `name`, or "" when there are none. */
export declare function sectionText(text: string, scan: TagScan, name: string): string;
/** Blocks with a name, by canonical name, ignoring synonyms. Re-exported for the checks. */
export { blocksNamed };
/** Meaningful text: without placeholders, list markers and blank space. */
export declare function substance(content: string): string;
/** List items (or non-empty lines) of a section, markers stripped. */
export declare function items(content: string): string[];
