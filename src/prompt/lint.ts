/**
 * `qgate prompt lint`: checks a prompt against the seed's prompt conventions (section 10): XML-style
 * structure, a role sentence first, acceptance criteria, a short list of relevant files that exist,
 * a specific request, a bounded context, stated constraints, and the staged techniques done in order.
 * Every finding carries a concrete suggestion (a ready-to-paste block where one helps). Synchronous and
 * read-only: the hook door calls it on every submitted prompt.
 */
import { checkRelevantFiles } from "./check-files.js";
import { checkAcceptance, checkConstraints, checkSize, checkVague } from "./check-request.js";
import { checkRole } from "./check-role.js";
import { checkPlaceholders, checkStructure, checkTags } from "./check-structure.js";
import { checkTechniques } from "./check-techniques.js";
import type { Context } from "./lint-context.js";
import type { PromptFinding } from "./rules.js";
import { score } from "./score.js";
import { lineIndex, scanTags } from "./tags.js";
import { TECHNIQUES, type Technique } from "./techniques.js";
import path from "node:path";

export interface PromptLintResult {
  /** 0-100. */
  score: number;
  findings: PromptFinding[];
  /** Techniques of the seed's table the prompt follows (kebab-case, in the table's order). */
  techniques: Technique[];
}

export interface PromptLintOptions {
  /** Project root: relevant_files are resolved inside it (never outside). */
  root: string;
  /** Characters above which the context is overwhelming. */
  maxChars?: number;
  /** Files (directories and globs counted by what they hold) above which relevant_files is no short list. */
  maxFiles?: number;
}

export const DEFAULT_MAX_CHARS = 16_000;

export const DEFAULT_MAX_FILES = 10;

const SEVERITY_RANK = { error: 0, warning: 1, info: 2 } as const;

export function lintPrompt(text: string, options: PromptLintOptions): PromptLintResult {
  if (text.trim() === "") {
    const findings: PromptFinding[] = [
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
  const ctx: Context = {
    text,
    scan,
    lineOf: lineIndex(text),
    root: path.resolve(options.root),
    maxChars: options.maxChars ?? DEFAULT_MAX_CHARS,
    maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
    findings: [],
  };
  const techniques = new Set<Technique>();
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
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] ||
        (a.finding.line ?? 0) - (b.finding.line ?? 0) ||
        a.order - b.order,
    )
    .map(({ finding }) => finding);
  return {
    score: score(findings),
    findings,
    techniques: TECHNIQUES.filter((technique) => techniques.has(technique)),
  };
}
