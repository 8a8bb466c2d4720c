/**
 * A prompt's parts, whether written as XML-style blocks or as plain headed lists
 * ("Acceptance criteria:" followed by bullets), so the checks do not care which style the user picked.
 */
import { blocksNamed } from "./tags.js";
const HEADINGS = {
    acceptance_criteria: /^(?:acceptance criteria|success criteria|definition of done|done when)$/i,
    relevant_files: /^(?:relevant files|files to (?:look at|read|change|edit)|files)$/i,
    constraints: /^(?:constraints|technical constraints|business constraints|limits)$/i,
    task: /^(?:task|goal)$/i,
    instructions: /^instructions$/i,
    requirements: /^requirements$/i,
};
/** Tag names that mean the same as one of the seed's, beyond spelling variants. */
const SYNONYMS = {
    success_criteria: "acceptance_criteria",
    definition_of_done: "acceptance_criteria",
    files: "relevant_files",
};
export function canonicalSection(name) {
    return SYNONYMS[name] ?? name;
}
const HEADING_LINE = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?([A-Za-z][A-Za-z ]{1,40}?)(?:\*\*|__)?\s*(?::(?:\*\*|__)?\s*(.*))?$/;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)]|\[[ xX]\])\s+/;
/**
 * The sections named `name`: its tag blocks, or a heading line ("Acceptance criteria:" / "## Acceptance
 * criteria") followed by text on the same line or by list items.
 */
export function findSections(text, scan, name) {
    const sections = scan.blocks
        .filter((block) => canonicalSection(block.canonical) === name)
        .map((block) => ({ line: block.line, content: block.content, tagged: true }));
    const heading = HEADINGS[name];
    if (heading === undefined)
        return sections;
    const lines = scan.plain.split("\n");
    const original = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? "";
        // A heading must end with a colon or be a Markdown heading, so prose mentioning "constraints" is no heading.
        if (!/:|^\s*#/.test(line))
            continue;
        const match = HEADING_LINE.exec(line);
        if (!match || !heading.test((match[1] ?? "").trim()))
            continue;
        // Body lines keep their places (blank ones too), so entry i of the section is on line `line + i`.
        const inline = HEADING_LINE.exec(original[i] ?? "")?.[2] ?? match[2] ?? "";
        const body = [inline.trim()];
        let lastItem = body[0] === "" ? 0 : 1;
        for (let j = i + 1; j < lines.length; j++) {
            const next = original[j] ?? "";
            if (next.trim() === "") {
                if (lastItem > 0 && !LIST_ITEM.test(original[j + 1] ?? ""))
                    break;
                body.push("");
                continue;
            }
            if (!LIST_ITEM.test(next) && !/^\s{2,}\S/.test(next))
                break;
            body.push(next);
            lastItem = body.length;
        }
        sections.push({ line: i + 1, content: body.slice(0, Math.max(lastItem, 1)).join("\n"), tagged: false });
    }
    return sections.sort((a, b) => a.line - b.line);
}
/** The text of all sections named `name`, or "" when there are none. */
export function sectionText(text, scan, name) {
    return findSections(text, scan, name)
        .map((section) => section.content)
        .join("\n");
}
/** Blocks with a name, by canonical name, ignoring synonyms. Re-exported for the checks. */
export { blocksNamed };
/** Meaningful text: without placeholders, list markers and blank space. */
export function substance(content) {
    return content
        .replace(/\{\{[^{}\n]*\}\}/g, " ")
        .replace(/^[ \t]*(?:[-*+•]|\d+[.)]|\[[ xX]\])[ \t]*/gm, "")
        .trim();
}
/** List items (or non-empty lines) of a section, markers stripped. */
export function items(content) {
    return content
        .split("\n")
        .map((line) => line.replace(LIST_ITEM, "").trim())
        .filter((line) => line !== "");
}
