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

/**
 * The rules whose reports need an identifier or a string that is exactly one of these words: each
 * compares a callee's, a property's or an import's name with its own list (`callee.name === "eval"`).
 */
function wordsByRule(bufferMethods: readonly string[] | undefined): Record<string, readonly string[]> {
  const words: Record<string, readonly string[]> = {
    // ESLint's own rules: eval and its relatives (also as `window["eval"]`).
    "no-eval": ["eval"],
    "no-implied-eval": ["setTimeout", "setInterval", "execScript"],
    "no-new-func": ["Function"],
    // A string that starts with `javascript:`, in any case: matched apart (JAVASCRIPT_URL).
    "no-script-url": [],
    // eslint-plugin-security: each reports at a call, member or import that names these.
    "security/detect-child-process": ["child_process", "node:child_process"],
    "security/detect-non-literal-shell-command": ["child_process", "node:child_process"],
    "security/detect-non-literal-require": ["require"],
    "security/detect-new-buffer": ["Buffer"],
    "security/detect-pseudoRandomBytes": ["pseudoRandomBytes"],
    "security/detect-disable-mustache-escape": ["escapeMarkup"],
    "security/detect-no-csrf-before-method-override": ["methodOverride"],
  };
  // The Buffer methods it checks come from the rule itself, so a new one cannot be missed here.
  if (bufferMethods && bufferMethods.length > 0) {
    words["security/detect-buffer-noassert"] = bufferMethods;
  }
  return words;
}

/** no-script-url reports strings that start with it, in any case; any string that holds it counts. */
const JAVASCRIPT_URL = /javascript:/i;

/** The rules that look for characters anywhere in the text (tokens and comments). */
const CHARACTERS: Readonly<Record<string, RegExp>> = {
  "security/detect-bidi-characters": /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u,
  "security/detect-invisible-characters": /[\u3164\uFFA0]/u,
};

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
export function triggersFor(
  rules: Readonly<Record<string, string>>,
  bufferMethods: readonly string[] | undefined,
): PatternTriggers | undefined {
  const byRule = wordsByRule(bufferMethods);
  const words = new Set<string>();
  const characters: RegExp[] = [];
  let scriptUrls = false;
  for (const [rule, level] of Object.entries(rules)) {
    if (level === "off") continue;
    const character = CHARACTERS[rule];
    if (character) {
      characters.push(character);
      continue;
    }
    const ruleWords = Object.hasOwn(byRule, rule) ? byRule[rule] : undefined;
    if (!ruleWords) return undefined;
    if (rule === "no-script-url") scriptUrls = true;
    for (const word of ruleWords) words.add(word);
  }
  return { words, scriptUrls, characters };
}

/**
 * no-new-func reports `Function` only where ESTree has it as a call's or `new`'s callee or as the
 * object of a member (`Function.call(...)`), parentheses aside: not as a type (`f: Function`) or a
 * value passed on (`const F = Function`). Every other word counts in any role, in a type too
 * (`typeof eval` is a reference no-eval reports).
 */
function calledOrMember(tsm: typeof ts, node: ts.Node, ancestors: readonly ts.Node[]): boolean {
  let child = node;
  let at = ancestors.length - 1;
  while (at >= 0 && tsm.isParenthesizedExpression(ancestors[at]!)) child = ancestors[at--]!;
  const parent = ancestors[at];
  if (!parent) return true;
  const isCall = tsm.isCallExpression(parent) || tsm.isNewExpression(parent);
  const isMember = tsm.isPropertyAccessExpression(parent) || tsm.isElementAccessExpression(parent);
  return (isCall || isMember) && parent.expression === child;
}

const SCRIPT_KIND_BY_EXTENSION: Readonly<Record<string, keyof typeof ts.ScriptKind>> = {
  ".ts": "TS",
  ".mts": "TS",
  ".cts": "TS",
  ".tsx": "TSX",
};

/**
 * True when the pattern scan certainly reports nothing on `content`: it parses, and none of the
 * triggers is in it. False means "scan it" (a trigger, a parse error, or a kind of file not handled).
 */
export function nothingToReport(
  tsm: typeof ts,
  fileName: string,
  content: string,
  triggers: PatternTriggers,
): boolean {
  const extension = /\.[^.]+$/.exec(fileName)?.[0].toLowerCase() ?? "";
  const kind = SCRIPT_KIND_BY_EXTENSION[extension];
  if (!kind) return false;
  if (triggers.characters.some((character) => character.test(content))) return false;
  const sourceFile = tsm.createSourceFile(
    fileName,
    content,
    tsm.ScriptTarget.Latest,
    false,
    tsm.ScriptKind[kind],
  );
  const parseErrors = (sourceFile as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics;
  if (parseErrors === undefined || parseErrors.length > 0) return false;
  if (triggers.words.size === 0 && !triggers.scriptUrls) return true;
  let found = false;
  const strings = new Set([
    tsm.SyntaxKind.StringLiteral,
    tsm.SyntaxKind.NoSubstitutionTemplateLiteral,
    tsm.SyntaxKind.TemplateHead,
    tsm.SyntaxKind.TemplateMiddle,
    tsm.SyntaxKind.TemplateTail,
    tsm.SyntaxKind.JsxText,
  ]);
  const ancestors: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (found) return;
    // `text` has its escapes resolved, as ESTree's names and values do (`\u0065val` is `eval`).
    if (node.kind === tsm.SyntaxKind.Identifier || node.kind === tsm.SyntaxKind.PrivateIdentifier) {
      const name = (node as ts.Identifier).text;
      if (triggers.words.has(name) && (name !== "Function" || calledOrMember(tsm, node, ancestors)))
        found = true;
      return;
    }
    if (strings.has(node.kind)) {
      const text = (node as ts.LiteralLikeNode).text;
      if (triggers.words.has(text) || (triggers.scriptUrls && JAVASCRIPT_URL.test(text))) found = true;
      return;
    }
    ancestors.push(node);
    tsm.forEachChild(node, visit);
    ancestors.pop();
  };
  visit(sourceFile);
  return !found;
}
