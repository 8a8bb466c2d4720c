/**
 * `qgate prompt lint`: checks a prompt against the seed's prompt conventions (section 10): XML-style
 * structure, a role sentence first, acceptance criteria, a short list of relevant files that exist,
 * a specific request, a bounded context, stated constraints, and the staged techniques done in order.
 * Every finding carries a concrete suggestion (a ready-to-paste block where one helps). Synchronous and
 * read-only: the hook door calls it on every submitted prompt.
 */
import path from "node:path";
import { checkEntry, MAX_CHECKED, MAX_SUGGESTED, parseFileEntries } from "./files.js";
import { RULES, score } from "./score.js";
import { findSections, items, substance } from "./sections.js";
import { KNOWN_TAGS, lineIndex, scanTags } from "./tags.js";
import { CONDITIONAL_LINE, detectStaged, EXTENDED_THINKING, PATTERN_BASED, STAGES, TECHNIQUES, } from "./techniques.js";
export const DEFAULT_MAX_CHARS = 16_000;
export const DEFAULT_MAX_FILES = 10;
const ROLE_START = /^(?:you are|you're|act as|acting as|as an? |assume the role|take on the role|your role is|i want you to act as|role\s*:)/i;
const ROLE_ANYWHERE = /(?:^|[.!?]\s+)((?:you are|you're|act as|assume the role|take on the role|your role is|i want you to act as) [^.\n]{3,})/gim;
const ROLE_SPECIFIC = /\b(?:senior|staff|principal|lead|expert|specialist|specializing|specialising|experienced|architect|veteran|\d+\+? years|security|performance|accessibility|frontend|front-end|backend|back-end|full[- ]stack|devops|database|sre|typescript|javascript|react|node(?:\.js)?|python|golang|rust|java|kotlin|swift|api|mobile|cloud|infrastructure|testing|qa)\b/i;
const VAGUE_PATTERNS = [
    /\bmake (?:it|this|that|things|the code|everything|them)(?: (?:a lot|much|a bit|more|look))? (?:better|work|nicer|cleaner|good|right|faster|prettier|great|nice)\b/i,
    /\b(?:fix|improve|clean(?:[- ]?up)?|tidy(?: up)?|optimi[sz]e|refactor|polish|enhance|rewrite|sort out|update)(?:\s+(?:it|this|that|them|things|stuff|everything|all(?: of (?:it|this|that))?|the code|my code|this code|the app|the project|the codebase|the bugs?|bugs|the issues?|issues|the problems?|the errors?|errors)(?=\s*(?:[.!?,;:]|$|\b(?:and|please|now|so|asap|quickly|for me|a bit|a little|overall)\b))|\s*(?:[.!?]|$))/im,
];
/** Something a reader can point at: a path, code, an identifier, a route, a quoted string, a number with a unit. */
const ANCHORS = [
    /(?:^|[\s(])(?:\.{0,2}\/)?[\w@.-]+\/[\w@./-]+/,
    /\b[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|json|md|py|go|rs|java|kt|rb|php|cs|css|scss|html|vue|svelte|yml|yaml|toml|sh|sql|c|cc|cpp|h|hpp|swift)\b/,
    /`[^`\n]+`/,
    /\b[a-z]+[A-Z]\w*\b/,
    /\b[A-Z][a-z]+[A-Z]\w*\b/,
    /\b[a-z]+_[a-z_]+\b/,
    /\b\w+\(\)/,
    /\b(?:GET|POST|PUT|PATCH|DELETE)\s+\//,
    /"[^"\n]{2,}"/,
    /\bline \d+\b/i,
    /\b\d+(?:\.\d+)?\s*(?:ms|s|kb|mb|gb|%|px|rem)\b/i,
    /\b(?:[45]\d\d|E[A-Z]{3,})\b/,
];
const CONSTRAINT_SENTENCE = /\b(?:must not|mustn't|must|should not|shouldn't|do not|don't|never|without (?:adding|changing|breaking|touching)|no new (?:dependencies|deps|packages|libraries)|backwards?[- ]compatible|compatible with|(?:under|within|at most|no more than|below) \d+|budget|wcag|schema changes?|keep the (?:public )?api)\b/i;
const PLACEHOLDER = /\{\{[^{}\n]*\}\}/g;
const HAS_PLACEHOLDER = /\{\{[^{}\n]*\}\}/;
const ACCEPTANCE_BLOCK = `<acceptance_criteria>
- {{an observable result, e.g. "POST /login with a wrong password returns 401"}}
- The existing tests pass (npm test) and the new behaviour has a test
- qgate check reports no blocking findings
</acceptance_criteria>`;
const CONSTRAINTS_BLOCK = `<constraints>
- Technical: {{compatibility (Node 20, browsers), size or time budget, accessibility, no new dependencies}}
- Business: {{deadline, reuse of existing code, no database schema changes}}
</constraints>`;
const ROLE_EXAMPLE = "You are a senior TypeScript developer specialising in {{domain: security, performance, …}}.";
function add(ctx, id, message, suggestion, line) {
    ctx.findings.push({
        id,
        severity: RULES[id].severity,
        message,
        suggestion,
        ...(line !== undefined ? { line } : {}),
    });
}
function quote(text, max = 60) {
    const flat = text.replace(/\s+/g, " ").trim();
    return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}
function checkTags(ctx) {
    for (const issue of ctx.scan.issues) {
        if (issue.kind === "unclosed")
            add(ctx, "tag-unclosed", `<${issue.name}> on line ${issue.line} is never closed`, `Add </${issue.name}> on its own line after the end of the ${issue.name} block.`, issue.line);
        else if (issue.kind === "unopened")
            add(ctx, "tag-unopened", `</${issue.name}> on line ${issue.line} closes a tag that was never opened`, `Add <${issue.name}> where that block starts, or delete the stray </${issue.name}>.`, issue.line);
        else
            add(ctx, "tag-misnested", `<${issue.name}> (line ${issue.line}) is still open when </${issue.closer}> closes its parent on line ${issue.closerLine}`, `Close </${issue.name}> before </${issue.closer}> (tags must nest: <${issue.closer}><${issue.name}>…</${issue.name}></${issue.closer}>).`, issue.line);
    }
    const variants = new Map();
    for (const block of ctx.scan.blocks) {
        const known = KNOWN_TAGS.includes(block.canonical);
        if (known && block.name !== block.canonical && !variants.has(block.name))
            variants.set(block.name, { line: block.line, canonical: block.canonical });
        if (known &&
            block.content.trim() === "" &&
            block.canonical !== "acceptance_criteria" &&
            block.canonical !== "relevant_files")
            add(ctx, "tag-empty", `<${block.name}> on line ${block.line} is empty`, `Fill it in or remove it; an empty <${block.name}> tells the assistant nothing.`, block.line);
    }
    for (const [name, { line, canonical }] of variants)
        add(ctx, "tag-name-variant", `<${name}> on line ${line} is read as <${canonical}>`, `Spell it <${canonical}> as in the conventions, so every reader takes it the same way.`, line);
}
/** The plain text's first line that is not a Markdown heading, and its first sentence. */
function opening(plain) {
    const line = plain.split("\n").find((l) => l.trim() !== "" && !/^\s*#/.test(l)) ?? "";
    return line.trim();
}
function checkRole(ctx, techniques) {
    const first = opening(ctx.scan.plain);
    if (ROLE_START.test(first)) {
        techniques.add("role-assignment");
        const sentence = first.split(/(?<=[.!?])\s/)[0] ?? first;
        if (!ROLE_SPECIFIC.test(sentence))
            add(ctx, "role-generic", `The role ${quote(sentence)} names no seniority or domain`, `Make it specific, e.g. "${ROLE_EXAMPLE}"`, ctx.lineOf(ctx.scan.plain.indexOf(first)));
        return;
    }
    ROLE_ANYWHERE.lastIndex = 0;
    const later = ROLE_ANYWHERE.exec(ctx.scan.plain);
    if (later) {
        const at = later.index + later[0].indexOf(later[1] ?? "");
        add(ctx, "role-not-at-start", `The role sentence ${quote(later[1] ?? "")} is on line ${ctx.lineOf(at)}, not at the start`, `Move it to the first line: the role frames everything after it.`, ctx.lineOf(at));
        return;
    }
    add(ctx, "role-missing", "The prompt does not start with a role sentence", `Start with a role that names seniority and the domain, e.g.:\n${ROLE_EXAMPLE}`);
}
/** `text` with the (possibly nested) ranges blanked, in one pass: slicing once per block was quadratic. */
function blankRanges(text, ranges) {
    const parts = [];
    let last = 0;
    for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
        if (end <= last)
            continue;
        const from = Math.max(start, last);
        parts.push(text.slice(last, from), " ".repeat(end - from));
        last = end;
    }
    parts.push(text.slice(last));
    return parts.join("");
}
/** What the prompt asks for: its task/instructions/requirements, else its whole text. */
function request(ctx) {
    const parts = ["task", "instructions", "requirements"].flatMap((name) => findSections(ctx.text, ctx.scan, name));
    const filled = parts.filter((section) => substance(section.content) !== "");
    if (filled.length > 0)
        return { text: filled.map((s) => s.content).join("\n"), line: filled[0]?.line ?? 1 };
    if (parts.length > 0)
        return { text: "", line: parts[0]?.line ?? 1 };
    // No task block: the request is the text outside the other blocks (a file list is no request).
    let outside = blankRanges(ctx.text, ctx.scan.blocks);
    outside = outside.replace(/<\/?[A-Za-z_][\w.-]*(?:\s[^<>\n]*)?>/g, (tag) => " ".repeat(tag.length));
    const body = outside.replace(ROLE_START.test(opening(ctx.scan.plain)) ? /^\s*[^.!?\n]*[.!?]?/ : /^/, "");
    return { text: body, line: 1 };
}
function checkVague(ctx) {
    const { text, line } = request(ctx);
    const body = text.replace(PLACEHOLDER, " ").trim();
    if (body === "")
        return;
    if (ANCHORS.some((anchor) => anchor.test(body)))
        return;
    const masked = body.replace(/`[^`\n]*`/g, " ");
    for (const pattern of VAGUE_PATTERNS) {
        const match = pattern.exec(masked);
        if (!match)
            continue;
        const phrase = match[0].trim().replace(/[.!?]$/, "");
        const offset = ctx.text.indexOf(match[0]);
        const at = offset >= 0 ? ctx.lineOf(offset) : line;
        add(ctx, "vague-request", `The request ${quote(phrase)} names no concrete object: nothing says what to change, where, or how to tell it is done`, `Replace ${quote(phrase)} with the exact change: the file or function, the behaviour wanted and how to check it, e.g.\n<task>In src/cart.ts, make \`applyDiscount()\` reject percentages above 100 with a RangeError.</task>`, at);
        return;
    }
    const words = masked.split(/\s+/).filter((w) => /\w/.test(w));
    if (words.length < 4)
        add(ctx, "vague-request", `The request ${quote(body)} is too short to be specific (${words.length} word${words.length === 1 ? "" : "s"}, no file, function or behaviour named)`, `Say what to change, where, and the expected behaviour, e.g.\n<task>Add a unit test for \`parseDate()\` in src/date.ts covering the empty string and an invalid month.</task>`, line);
}
function checkAcceptance(ctx) {
    const sections = findSections(ctx.text, ctx.scan, "acceptance_criteria");
    if (sections.some((section) => substance(section.content) !== "" || HAS_PLACEHOLDER.test(section.content)))
        return;
    const empty = sections[0];
    add(ctx, "acceptance-criteria-missing", empty
        ? `The acceptance criteria on line ${empty.line} are empty`
        : "No acceptance criteria: nothing says when the work is done", `Add checkable completion conditions, e.g.:\n${ACCEPTANCE_BLOCK}`, empty?.line);
}
/** Paths the prompt mentions in passing, to suggest as relevant_files. */
function mentionedPaths(text) {
    const found = new Set();
    for (const match of text.matchAll(/(?:^|[\s`'"(])((?:\.{0,2}\/)?[\w@.-]+(?:\/[\w@.-]+)*\.[A-Za-z]{1,5})\b/g)) {
        const candidate = match[1] ?? "";
        if (/\/|^[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|json|md|py|go|rs|java|css|html|vue|yml|yaml)$/.test(candidate))
            found.add(candidate);
    }
    return [...found].slice(0, 5);
}
function checkRelevantFiles(ctx, techniques) {
    const sections = findSections(ctx.text, ctx.scan, "relevant_files");
    const entries = [];
    let missing = 0;
    for (const section of sections) {
        for (const { raw, line } of parseFileEntries(section.content, section.line)) {
            if (entries.length >= MAX_CHECKED) {
                entries.push({ raw, line, status: "unchecked", fileCount: 1, kind: "file" });
                continue;
            }
            const entry = checkEntry(ctx.root, raw, line, ctx.maxFiles, missing < MAX_SUGGESTED);
            if (entry.status === "missing")
                missing++;
            entries.push(entry);
        }
    }
    if (entries.length === 0) {
        const mentioned = mentionedPaths(ctx.scan.plain);
        const list = mentioned.length > 0 ? mentioned : ["{{path/to/the/file/to/change.ts}}"];
        add(ctx, "relevant-files-missing", sections.length > 0
            ? `The relevant files list on line ${sections[0]?.line} is empty`
            : "No relevant_files: the assistant has to search the whole codebase for what matters", `List the few files to look at${mentioned.length > 0 ? " (these are mentioned in the prompt)" : ""}:\n<relevant_files>\n${list.map((p) => `- ${p}`).join("\n")}\n</relevant_files>`, sections[0]?.line);
        return;
    }
    const rootName = path.basename(ctx.root) || ctx.root;
    for (const entry of entries) {
        if (entry.status === "outside-root")
            add(ctx, "relevant-file-outside-root", `relevant_files lists ${quote(entry.raw)} (line ${entry.line}), which is outside the project root; it was not read`, `List paths relative to the project root (${rootName}/), e.g. src/config.ts; paste what the assistant needs from elsewhere into <context> instead.`, entry.line);
        else if (entry.status === "missing")
            add(ctx, "relevant-file-not-found", entry.kind === "glob"
                ? `relevant_files lists the glob ${quote(entry.raw)} (line ${entry.line}), which matches no file in the project`
                : `relevant_files lists ${quote(entry.raw)} (line ${entry.line}), which does not exist in the project`, entry.didYouMean !== undefined
                ? `Did you mean ${entry.didYouMean}? Replace the line with "- ${entry.didYouMean}".`
                : `Fix the path (relative to ${rootName}/); if the file is to be created, say so in <task> instead.`, entry.line);
    }
    const total = entries.reduce((sum, entry) => sum + entry.fileCount, 0);
    if (total > ctx.maxFiles) {
        const wide = entries.filter((e) => e.kind !== "file" && e.status === "exists").map((e) => e.raw);
        add(ctx, "too-many-files", `relevant_files stands for ${total > ctx.maxFiles + 1 || wide.length > 0 ? "more than " + ctx.maxFiles : total} files (budget ${ctx.maxFiles})${wide.length > 0 ? `; ${wide.map((w) => quote(w)).join(", ")} ${wide.length === 1 ? "is a directory or glob" : "are directories or globs"}` : ""}`, `Keep the 3-5 files the change touches and name them one per line; describe the rest in one sentence of <context>.`, entries[0]?.line);
    }
    else if (!entries.some((e) => e.status === "outside-root")) {
        techniques.add("focused-context");
    }
}
function checkSize(ctx) {
    if (ctx.text.length <= ctx.maxChars)
        return;
    add(ctx, "context-too-large", `The prompt is ${ctx.text.length.toLocaleString("en-US")} characters (about ${Math.round(ctx.text.length / 4).toLocaleString("en-US")} tokens), over the budget of ${ctx.maxChars.toLocaleString("en-US")}`, "Replace pasted files and logs by their paths in <relevant_files> and the few lines that matter; build a large feature in stages (qgate prompt new progressive-context).");
}
function checkConstraints(ctx, techniques) {
    const stated = findSections(ctx.text, ctx.scan, "constraints").some((s) => items(s.content).length > 0) ||
        CONSTRAINT_SENTENCE.test(ctx.scan.plain);
    if (stated) {
        techniques.add("constraint-driven");
        return;
    }
    add(ctx, "constraints-missing", "No constraints stated (compatibility, budgets, dependencies, deadlines)", `State the limits the solution must respect, e.g.:\n${CONSTRAINTS_BLOCK}`);
}
function checkStructure(ctx) {
    if (ctx.scan.hasTags)
        return;
    const short = ctx.text.trim().length <= 400;
    const task = short ? ctx.text.trim() : "{{the work item}}";
    add(ctx, "structure-missing", "The prompt uses no XML-style tags, so its parts (task, context, files, criteria) run together", `Put each part in its own tag, e.g.:\n<task>\n${task}\n</task>\n<context>{{background}}</context>\n<relevant_files>\n- {{path/to/file.ts}}\n</relevant_files>\n${ACCEPTANCE_BLOCK}`);
}
function checkPlaceholders(ctx) {
    const masked = ctx.scan.plain;
    PLACEHOLDER.lastIndex = 0;
    const matches = [...masked.matchAll(PLACEHOLDER)];
    const first = matches[0];
    if (!first)
        return;
    add(ctx, "placeholder-unfilled", `${matches.length} template placeholder${matches.length === 1 ? " is" : "s are"} still unfilled, the first ${quote(first[0])} on line ${ctx.lineOf(first.index)}`, "Replace every {{…}} with the real value before sending the prompt.", ctx.lineOf(first.index));
}
const STAGE_WORD = {
    "self-refine": "Self-refine",
    "iterative-refinement": "Iterative refinement",
    "progressive-context": "Progressive context",
};
function stagedSuggestion(technique) {
    const labels = STAGES[technique].map((stage) => stage.label);
    return `Write the stages in this order:\n${labels.map((label, i) => `${i + 1}. ${label[0]?.toUpperCase()}${label.slice(1)}`).join("\n")}\n(qgate prompt new ${technique} prints a full skeleton.)`;
}
function checkTechniques(ctx, techniques) {
    const plain = ctx.scan.plain;
    if (EXTENDED_THINKING.test(plain))
        techniques.add("extended-thinking");
    const template = findSections(ctx.text, ctx.scan, "template").filter((s) => substance(s.content) !== "");
    const resource = findSections(ctx.text, ctx.scan, "resource").filter((s) => substance(s.content) !== "" || HAS_PLACEHOLDER.test(s.content));
    if (PATTERN_BASED.test(plain) || template.length > 0)
        techniques.add("pattern-based");
    if (CONDITIONAL_LINE.test(plain))
        techniques.add("conditional-logic");
    if (template.length > 0 && resource.length > 0)
        techniques.add("template-generation");
    else if (template.length > 0 &&
        /\b(?:GET|POST|PUT|PATCH|DELETE)\b/.test(template.map((t) => t.content).join("\n")))
        add(ctx, "template-resource-missing", `The route template on line ${template[0]?.line} names no resource to apply it to`, "Name the subject, e.g. <resource>invoice</resource> (fields: id, customerId, total, dueDate).", template[0]?.line);
    for (const technique of Object.keys(STAGES)) {
        const result = detectStaged(technique, plain, ctx.lineOf);
        if (result.status === "complete")
            techniques.add(technique);
        else if (result.status === "incomplete")
            add(ctx, "technique-incomplete", `${STAGE_WORD[technique]} is started (${result.found.join("; ")}) but misses: ${result.missing.join("; ")}`, stagedSuggestion(technique));
        else if (result.status === "out-of-order")
            add(ctx, "technique-out-of-order", `${STAGE_WORD[technique]}'s stages are out of order: ${result.found.join(" → ")}`, stagedSuggestion(technique), result.line);
    }
}
const SEVERITY_RANK = { error: 0, warning: 1, info: 2 };
export function lintPrompt(text, options) {
    if (text.trim() === "") {
        const findings = [
            {
                id: "prompt-empty",
                severity: "error",
                message: "The prompt is empty",
                suggestion: "Write the task; qgate prompt new role-assignment prints a skeleton to start from.",
            },
        ];
        return { score: score(findings), findings, techniques: [] };
    }
    const scan = scanTags(text);
    const ctx = {
        text,
        scan,
        lineOf: lineIndex(text),
        root: path.resolve(options.root),
        maxChars: options.maxChars ?? DEFAULT_MAX_CHARS,
        maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
        findings: [],
    };
    const techniques = new Set();
    checkTags(ctx);
    checkStructure(ctx);
    checkRole(ctx, techniques);
    checkVague(ctx);
    checkAcceptance(ctx);
    checkRelevantFiles(ctx, techniques);
    checkSize(ctx);
    checkConstraints(ctx, techniques);
    checkPlaceholders(ctx);
    checkTechniques(ctx, techniques);
    const findings = ctx.findings
        .map((finding, order) => ({ finding, order }))
        .sort((a, b) => SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] ||
        (a.finding.line ?? 0) - (b.finding.line ?? 0) ||
        a.order - b.order)
        .map(({ finding }) => finding);
    return {
        score: score(findings),
        findings,
        techniques: TECHNIQUES.filter((technique) => techniques.has(technique)),
    };
}
