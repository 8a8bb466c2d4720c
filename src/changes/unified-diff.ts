/**
 * Unified diffs (git's and plain `diff -u`) split into one section per file, with the changed line
 * ranges of the new version. parse-diff reads the hunks; the file names are read here, because git
 * C-quotes unusual names (`"a/new\nline.txt"`) and appends a tab to names with spaces, which
 * parse-diff does not undo.
 */
import parseDiff from "parse-diff";
import type { LineRange } from "./change-set.js";

export interface DiffSection {
  /** Path on the old side without its `a/` prefix; undefined for a created file (`/dev/null`). */
  oldPath?: string | undefined;
  /** Path on the new side without its `b/` prefix; undefined for a deleted file (`/dev/null`). */
  newPath?: string | undefined;
  oldMode?: string | undefined;
  newMode?: string | undefined;
  /** A rename (`rename from`/`rename to`); copies are reported as created files. */
  renamed: boolean;
  binary: boolean;
  /** Lines added or changed in the new version (exact: the `+` lines). */
  added: LineRange[];
  /** Hunk ranges in the new version, diff context included. */
  context: LineRange[];
}

const ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };

/**
 * Reads a path token from the start of `text`: a C-quoted string as git writes it (octal escapes are
 * UTF-8 bytes), or plain text up to a tab (the separator before a timestamp or git's trailing tab).
 */
export function readPathToken(text: string): { value: string; rest: string } {
  if (!text.startsWith('"')) {
    const tab = text.indexOf("\t");
    return tab === -1 ? { value: text, rest: "" } : { value: text.slice(0, tab), rest: text.slice(tab) };
  }
  const bytes: number[] = [];
  let i = 1;
  while (i < text.length && text[i] !== '"') {
    const ch = text[i]!;
    if (ch === "\\" && i + 1 < text.length) {
      const next = text[i + 1]!;
      if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1))![0];
        bytes.push(parseInt(octal, 8) & 0xff);
        i += 1 + octal.length;
        continue;
      }
      bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
      i += 2;
      continue;
    }
    bytes.push(...Buffer.from(ch, "utf8"));
    i++;
  }
  return { value: Buffer.from(bytes).toString("utf8"), rest: text.slice(i + 1) };
}

const PREFIX = /^[abciwo12]\//;

function stripPrefix(name: string, hasPrefix: boolean): string {
  return hasPrefix ? name.replace(PREFIX, "") : name;
}

/** `--- a/x`, `+++ b/x`: undefined for /dev/null. */
function fileHeaderPath(line: string): string | undefined {
  const { value } = readPathToken(line.slice(4));
  return value === "/dev/null" ? undefined : value;
}

/** The two names of a `diff --git a/x b/x` line, when they can be told apart. */
function gitHeaderPaths(line: string): { old?: string; new?: string } {
  const rest = line.slice("diff --git ".length);
  if (rest.startsWith('"')) {
    const first = readPathToken(rest);
    const second = readPathToken(first.rest.replace(/^ /, ""));
    return { old: first.value, new: second.value };
  }
  if (rest.endsWith('"')) {
    const start = rest.lastIndexOf(' "');
    if (start !== -1) return { old: rest.slice(0, start), new: readPathToken(rest.slice(start + 1)).value };
  }
  // Unquoted and not a rename: both names are the same, so each is half of what remains.
  if ((rest.length - 1) % 2 === 0) {
    const half = (rest.length - 1) / 2;
    const old = rest.slice(0, half);
    const next = rest.slice(half + 1);
    if (rest[half] === " " && old.slice(2) === next.slice(2)) return { old, new: next };
  }
  return {};
}

function toRanges(lines: number[]): LineRange[] {
  const ranges: LineRange[] = [];
  for (const line of lines) {
    const last = ranges[ranges.length - 1];
    if (last && line <= last.end + 1) last.end = Math.max(last.end, line);
    else ranges.push({ start: line, end: line });
  }
  return ranges;
}

interface RawSection {
  lines: string[];
  git: boolean;
  gitOld?: string;
  gitNew?: string;
  fromFile?: string | null;
  toFile?: string | null;
  renameFrom?: string;
  renameTo?: string;
  oldMode?: string | undefined;
  newMode?: string | undefined;
  binary: boolean;
  hasHunk: boolean;
}

function finish(raw: RawSection): DiffSection {
  const hasPrefix = raw.git;
  let oldPath: string | undefined;
  let newPath: string | undefined;
  if (raw.fromFile !== undefined)
    oldPath = raw.fromFile === null ? undefined : stripPrefix(raw.fromFile, hasPrefix);
  else if (raw.renameFrom !== undefined) oldPath = raw.renameFrom;
  else if (raw.gitOld !== undefined) oldPath = stripPrefix(raw.gitOld, true);
  if (raw.toFile !== undefined)
    newPath = raw.toFile === null ? undefined : stripPrefix(raw.toFile, hasPrefix);
  else if (raw.renameTo !== undefined) newPath = raw.renameTo;
  else if (raw.gitNew !== undefined) newPath = stripPrefix(raw.gitNew, true);
  // Headers without ---/+++ (binary files, mode changes): `new file mode`/`deleted file mode` decide.
  if (raw.fromFile === undefined && raw.newMode !== undefined && raw.oldMode === undefined && raw.git)
    oldPath = undefined;
  if (raw.toFile === undefined && raw.oldMode !== undefined && raw.newMode === undefined && raw.git)
    newPath = undefined;

  const added: number[] = [];
  const context: LineRange[] = [];
  for (const file of parseDiff(raw.lines.join("\n"))) {
    for (const chunk of file.chunks) {
      if (chunk.newLines > 0)
        context.push({ start: chunk.newStart, end: chunk.newStart + chunk.newLines - 1 });
      for (const change of chunk.changes) if (change.type === "add") added.push(change.ln);
    }
  }
  return {
    oldPath,
    newPath,
    oldMode: raw.oldMode,
    newMode: raw.newMode,
    renamed: raw.renameFrom !== undefined || raw.renameTo !== undefined,
    binary: raw.binary,
    added: toRanges([...new Set(added)].sort((a, b) => a - b)),
    context: mergeRanges(context),
  };
}

/** Sorted, with overlapping or adjacent ranges joined. */
export function mergeRanges(ranges: LineRange[]): LineRange[] {
  const merged: LineRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** Splits a unified diff into sections (git's `diff --git` ones or plain `---`/`+++` pairs). */
export function parseUnifiedDiff(text: string): DiffSection[] {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const sections: DiffSection[] = [];
  let current: RawSection | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  const start = (git: boolean): RawSection => {
    if (current) sections.push(finish(current));
    current = { lines: [], git, binary: false, hasHunk: false };
    return current;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (current && (oldLeft > 0 || newLeft > 0)) {
      // Inside a hunk: only the counts say where it ends.
      current.lines.push(line);
      if (line.startsWith("+")) newLeft--;
      else if (line.startsWith("-")) oldLeft--;
      else if (!line.startsWith("\\")) {
        oldLeft--;
        newLeft--;
      }
      continue;
    }
    if (line.startsWith("diff --git ")) {
      const section = start(true);
      const names = gitHeaderPaths(line);
      if (names.old !== undefined) section.gitOld = names.old;
      if (names.new !== undefined) section.gitNew = names.new;
      section.lines.push(line);
      continue;
    }
    if (line.startsWith("--- ") && lines[i + 1]?.startsWith("+++ ")) {
      const section =
        current && !current.hasHunk && current.fromFile === undefined
          ? current
          : start(current?.git ?? false);
      section.fromFile = fileHeaderPath(line) ?? null;
      section.toFile = fileHeaderPath(lines[i + 1]!) ?? null;
      section.lines.push(line, lines[i + 1]!);
      i++;
      continue;
    }
    if (!current) continue; // Mail headers and commit messages before the first section.
    const hunk = HUNK.exec(line);
    if (hunk) {
      current.hasHunk = true;
      oldLeft = hunk[2] === undefined ? 1 : Number(hunk[2]);
      newLeft = hunk[4] === undefined ? 1 : Number(hunk[4]);
      current.lines.push(line);
      continue;
    }
    let match: RegExpExecArray | null;
    if ((match = /^(?:new file mode|new mode) (\d+)/.exec(line))) current.newMode = match[1]!;
    else if ((match = /^(?:deleted file mode|old mode) (\d+)/.exec(line))) current.oldMode = match[1]!;
    else if ((match = /^index [0-9a-f]+\.\.[0-9a-f]+ (\d+)$/.exec(line))) {
      current.oldMode ??= match[1]!;
      current.newMode ??= match[1]!;
    } else if (line.startsWith("rename from ")) current.renameFrom = readPathToken(line.slice(12)).value;
    else if (line.startsWith("rename to ")) current.renameTo = readPathToken(line.slice(10)).value;
    else if (line.startsWith("Binary files ") || line === "GIT binary patch") current.binary = true;
    current.lines.push(line);
  }
  if (current) sections.push(finish(current));
  return sections;
}
