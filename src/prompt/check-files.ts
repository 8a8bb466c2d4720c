/** relevant_files: a short list of files that exist inside the project (focused-context). */
import { MAX_CHECKED, MAX_SUGGESTED, checkEntry, parseFileEntries, type FileEntry } from "./files.js";
import { add, quote, type Context } from "./lint-context.js";
import { findSections } from "./sections.js";
import type { Technique } from "./techniques.js";
import path from "node:path";

/** Paths the prompt mentions in passing, to suggest as relevant_files. */
function mentionedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?:^|[\s`'"(])((?:\.{0,2}\/)?[\w@.-]+(?:\/[\w@.-]+)*\.[A-Za-z]{1,5})\b/g,
  )) {
    const candidate = match[1] ?? "";
    if (/\/|^[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|json|md|py|go|rs|java|css|html|vue|yml|yaml)$/.test(candidate))
      found.add(candidate);
  }
  return [...found].slice(0, 5);
}

export function checkRelevantFiles(ctx: Context, techniques: Set<Technique>): void {
  const sections = findSections(ctx.text, ctx.scan, "relevant_files");
  const entries: FileEntry[] = [];
  let missing = 0;
  for (const section of sections) {
    for (const { raw, line } of parseFileEntries(section.content, section.line)) {
      if (entries.length >= MAX_CHECKED) {
        entries.push({ raw, line, status: "unchecked", fileCount: 1, kind: "file" });
        continue;
      }
      const entry = checkEntry(ctx.root, raw, line, ctx.maxFiles, missing < MAX_SUGGESTED);
      if (entry.status === "missing") missing++;
      entries.push(entry);
    }
  }
  if (entries.length === 0) {
    const mentioned = mentionedPaths(ctx.scan.plain);
    const list = mentioned.length > 0 ? mentioned : ["{{path/to/the/file/to/change.ts}}"];
    add(
      ctx,
      "relevant-files-missing",
      sections.length > 0
        ? `The relevant files list on line ${sections[0]?.line} is empty`
        : "No relevant_files: the assistant has to search the whole codebase for what matters",
      `List the few files to look at${mentioned.length > 0 ? " (these are mentioned in the prompt)" : ""}:\n<relevant_files>\n${list.map((p) => `- ${p}`).join("\n")}\n</relevant_files>`,
      sections[0]?.line,
    );
    return;
  }
  const rootName = path.basename(ctx.root) || ctx.root;
  for (const entry of entries) {
    if (entry.status === "outside-root")
      add(
        ctx,
        "relevant-file-outside-root",
        `relevant_files lists ${quote(entry.raw)} (line ${entry.line}), which is outside the project root; it was not read`,
        `List paths relative to the project root (${rootName}/), e.g. src/config.ts; paste what the assistant needs from elsewhere into <context> instead.`,
        entry.line,
      );
    else if (entry.status === "missing")
      add(
        ctx,
        "relevant-file-not-found",
        entry.kind === "glob"
          ? `relevant_files lists the glob ${quote(entry.raw)} (line ${entry.line}), which matches no file in the project`
          : `relevant_files lists ${quote(entry.raw)} (line ${entry.line}), which does not exist in the project`,
        entry.didYouMean !== undefined
          ? `Did you mean ${entry.didYouMean}? Replace the line with "- ${entry.didYouMean}".`
          : `Fix the path (relative to ${rootName}/); if the file is to be created, say so in <task> instead.`,
        entry.line,
      );
  }
  const total = entries.reduce((sum, entry) => sum + entry.fileCount, 0);
  if (total > ctx.maxFiles) {
    const wide = entries.filter((e) => e.kind !== "file" && e.status === "exists").map((e) => e.raw);
    add(
      ctx,
      "too-many-files",
      `relevant_files stands for ${total > ctx.maxFiles + 1 || wide.length > 0 ? "more than " + ctx.maxFiles : total} files (budget ${ctx.maxFiles})${wide.length > 0 ? `; ${wide.map((w) => quote(w)).join(", ")} ${wide.length === 1 ? "is a directory or glob" : "are directories or globs"}` : ""}`,
      `Keep the 3-5 files the change touches and name them one per line; describe the rest in one sentence of <context>.`,
      entries[0]?.line,
    );
  } else if (!entries.some((e) => e.status === "outside-root")) {
    techniques.add("focused-context");
  }
}
