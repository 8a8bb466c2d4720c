/** XML-style structure: tags closed and nested, sections present, placeholders filled. */
import { ACCEPTANCE_BLOCK, add, PLACEHOLDER, quote, type Context } from "./lint-context.js";
import { KNOWN_TAGS } from "./tags.js";

export function checkTags(ctx: Context): void {
  for (const issue of ctx.scan.issues) {
    if (issue.kind === "unclosed")
      add(
        ctx,
        "tag-unclosed",
        `<${issue.name}> on line ${issue.line} is never closed`,
        `Add </${issue.name}> on its own line after the end of the ${issue.name} block.`,
        issue.line,
      );
    else if (issue.kind === "unopened")
      add(
        ctx,
        "tag-unopened",
        `</${issue.name}> on line ${issue.line} closes a tag that was never opened`,
        `Add <${issue.name}> where that block starts, or delete the stray </${issue.name}>.`,
        issue.line,
      );
    else
      add(
        ctx,
        "tag-misnested",
        `<${issue.name}> (line ${issue.line}) is still open when </${issue.closer}> closes its parent on line ${issue.closerLine}`,
        `Close </${issue.name}> before </${issue.closer}> (tags must nest: <${issue.closer}><${issue.name}>…</${issue.name}></${issue.closer}>).`,
        issue.line,
      );
  }
  const variants = new Map<string, { line: number; canonical: string }>();
  for (const block of ctx.scan.blocks) {
    const known = (KNOWN_TAGS as readonly string[]).includes(block.canonical);
    if (known && block.name !== block.canonical && !variants.has(block.name))
      variants.set(block.name, { line: block.line, canonical: block.canonical });
    if (
      known &&
      block.content.trim() === "" &&
      block.canonical !== "acceptance_criteria" &&
      block.canonical !== "relevant_files"
    )
      add(
        ctx,
        "tag-empty",
        `<${block.name}> on line ${block.line} is empty`,
        `Fill it in or remove it; an empty <${block.name}> tells the assistant nothing.`,
        block.line,
      );
  }
  for (const [name, { line, canonical }] of variants)
    add(
      ctx,
      "tag-name-variant",
      `<${name}> on line ${line} is read as <${canonical}>`,
      `Spell it <${canonical}> as in the conventions, so every reader takes it the same way.`,
      line,
    );
}

export function checkStructure(ctx: Context): void {
  if (ctx.scan.hasTags) return;
  const short = ctx.text.trim().length <= 400;
  const task = short ? ctx.text.trim() : "{{the work item}}";
  add(
    ctx,
    "structure-missing",
    "The prompt uses no XML-style tags, so its parts (task, context, files, criteria) run together",
    `Put each part in its own tag, e.g.:\n<task>\n${task}\n</task>\n<context>{{background}}</context>\n<relevant_files>\n- {{path/to/file.ts}}\n</relevant_files>\n${ACCEPTANCE_BLOCK}`,
  );
}

export function checkPlaceholders(ctx: Context): void {
  const masked = ctx.scan.plain;
  PLACEHOLDER.lastIndex = 0;
  const matches = [...masked.matchAll(PLACEHOLDER)];
  const first = matches[0];
  if (!first) return;
  add(
    ctx,
    "placeholder-unfilled",
    `${matches.length} template placeholder${matches.length === 1 ? " is" : "s are"} still unfilled, the first ${quote(first[0])} on line ${ctx.lineOf(first.index)}`,
    "Replace every {{…}} with the real value before sending the prompt.",
    ctx.lineOf(first.index),
  );
}
