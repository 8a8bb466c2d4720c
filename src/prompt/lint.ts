/**
 * `qgate prompt lint`: checks a prompt against the seed's prompt conventions (section 10).
 * (Stub with the final signature; the prompt issue fills it in.)
 */

export interface PromptFinding {
  id: string;
  severity: "error" | "warning" | "info";
  message: string;
  suggestion: string;
}

export interface PromptLintResult {
  /** 0-100. */
  score: number;
  findings: PromptFinding[];
}

export function lintPrompt(_text: string, _options: { root: string }): PromptLintResult {
  return { score: 100, findings: [] };
}
