/** The request itself: specific (no "make it better"), with acceptance criteria, constraints and a bounded size. */
import { ROLE_START, opening } from "./check-role.js";
import {
  ACCEPTANCE_BLOCK,
  add,
  CONSTRAINTS_BLOCK,
  HAS_PLACEHOLDER,
  PLACEHOLDER,
  quote,
  type Context,
} from "./lint-context.js";
import { findSections, items, substance } from "./sections.js";
import type { Technique } from "./techniques.js";

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

const CONSTRAINT_SENTENCE =
  /\b(?:must not|mustn't|must|should not|shouldn't|do not|don't|never|without (?:adding|changing|breaking|touching)|no new (?:dependencies|deps|packages|libraries)|backwards?[- ]compatible|compatible with|(?:under|within|at most|no more than|below) \d+|budget|wcag|schema changes?|keep the (?:public )?api)\b/i;

/** `text` with the (possibly nested) ranges blanked, in one pass: slicing once per block was quadratic. */
function blankRanges(text: string, ranges: ReadonlyArray<{ start: number; end: number }>): string {
  const parts: string[] = [];
  let last = 0;
  for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (end <= last) continue;
    const from = Math.max(start, last);
    parts.push(text.slice(last, from), " ".repeat(end - from));
    last = end;
  }
  parts.push(text.slice(last));
  return parts.join("");
}

/** What the prompt asks for: its task/instructions/requirements, else its whole text. */
function request(ctx: Context): { text: string; line: number } {
  const parts = ["task", "instructions", "requirements"].flatMap((name) =>
    findSections(ctx.text, ctx.scan, name),
  );
  const filled = parts.filter((section) => substance(section.content) !== "");
  if (filled.length > 0) return { text: filled.map((s) => s.content).join("\n"), line: filled[0]?.line ?? 1 };
  if (parts.length > 0) return { text: "", line: parts[0]?.line ?? 1 };
  // No task block: the request is the text outside the other blocks (a file list is no request).
  let outside = blankRanges(ctx.text, ctx.scan.blocks);
  outside = outside.replace(/<\/?[A-Za-z_][\w.-]*(?:\s[^<>\n]*)?>/g, (tag) => " ".repeat(tag.length));
  const body = outside.replace(ROLE_START.test(opening(ctx.scan.plain)) ? /^\s*[^.!?\n]*[.!?]?/ : /^/, "");
  return { text: body, line: 1 };
}

export function checkVague(ctx: Context): void {
  const { text, line } = request(ctx);
  const body = text.replace(PLACEHOLDER, " ").trim();
  if (body === "") return;
  if (ANCHORS.some((anchor) => anchor.test(body))) return;
  const masked = body.replace(/`[^`\n]*`/g, " ");
  for (const pattern of VAGUE_PATTERNS) {
    const match = pattern.exec(masked);
    if (!match) continue;
    const phrase = match[0].trim().replace(/[.!?]$/, "");
    const offset = ctx.text.indexOf(match[0]);
    const at = offset >= 0 ? ctx.lineOf(offset) : line;
    add(
      ctx,
      "vague-request",
      `The request ${quote(phrase)} names no concrete object: nothing says what to change, where, or how to tell it is done`,
      `Replace ${quote(phrase)} with the exact change: the file or function, the behaviour wanted and how to check it, e.g.\n<task>In src/cart.ts, make \`applyDiscount()\` reject percentages above 100 with a RangeError.</task>`,
      at,
    );
    return;
  }
  const words = masked.split(/\s+/).filter((w) => /\w/.test(w));
  if (words.length < 4)
    add(
      ctx,
      "vague-request",
      `The request ${quote(body)} is too short to be specific (${words.length} word${words.length === 1 ? "" : "s"}, no file, function or behaviour named)`,
      `Say what to change, where, and the expected behaviour, e.g.\n<task>Add a unit test for \`parseDate()\` in src/date.ts covering the empty string and an invalid month.</task>`,
      line,
    );
}

export function checkAcceptance(ctx: Context): void {
  const sections = findSections(ctx.text, ctx.scan, "acceptance_criteria");
  if (sections.some((section) => substance(section.content) !== "" || HAS_PLACEHOLDER.test(section.content)))
    return;
  const empty = sections[0];
  add(
    ctx,
    "acceptance-criteria-missing",
    empty
      ? `The acceptance criteria on line ${empty.line} are empty`
      : "No acceptance criteria: nothing says when the work is done",
    `Add checkable completion conditions, e.g.:\n${ACCEPTANCE_BLOCK}`,
    empty?.line,
  );
}

export function checkSize(ctx: Context): void {
  if (ctx.text.length <= ctx.maxChars) return;
  add(
    ctx,
    "context-too-large",
    `The prompt is ${ctx.text.length.toLocaleString("en-US")} characters (about ${Math.round(ctx.text.length / 4).toLocaleString("en-US")} tokens), over the budget of ${ctx.maxChars.toLocaleString("en-US")}`,
    "Replace pasted files and logs by their paths in <relevant_files> and the few lines that matter; build a large feature in stages (qgate prompt new progressive-context).",
  );
}

export function checkConstraints(ctx: Context, techniques: Set<Technique>): void {
  const stated =
    findSections(ctx.text, ctx.scan, "constraints").some((s) => items(s.content).length > 0) ||
    CONSTRAINT_SENTENCE.test(ctx.scan.plain);
  if (stated) {
    techniques.add("constraint-driven");
    return;
  }
  add(
    ctx,
    "constraints-missing",
    "No constraints stated (compatibility, budgets, dependencies, deadlines)",
    `State the limits the solution must respect, e.g.:\n${CONSTRAINTS_BLOCK}`,
  );
}
