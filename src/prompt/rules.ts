/** The prompt rules: each finding id with its severity and the points it costs (score.ts). */

export interface PromptFinding {
  id: string;
  severity: "error" | "warning" | "info";
  message: string;
  suggestion: string;
  /** 1-based line of the prompt the finding is about, when there is one. */
  line?: number;
}

export interface Rule {
  severity: PromptFinding["severity"];
  /** Points taken off per finding with this id. */
  points: number;
  /** At most this many points for all findings with this id. */
  cap: number;
}

export const RULES = {
  "prompt-empty": { severity: "error", points: 100, cap: 100 },
  "tag-unclosed": { severity: "error", points: 10, cap: 30 },
  "tag-unopened": { severity: "error", points: 10, cap: 30 },
  "tag-misnested": { severity: "error", points: 10, cap: 30 },
  "vague-request": { severity: "error", points: 25, cap: 25 },
  "relevant-file-outside-root": { severity: "error", points: 15, cap: 30 },
  "acceptance-criteria-missing": { severity: "warning", points: 20, cap: 20 },
  "role-missing": { severity: "warning", points: 10, cap: 10 },
  "role-not-at-start": { severity: "warning", points: 5, cap: 5 },
  "structure-missing": { severity: "warning", points: 10, cap: 10 },
  "relevant-files-missing": { severity: "warning", points: 10, cap: 10 },
  "relevant-file-not-found": { severity: "warning", points: 5, cap: 15 },
  "too-many-files": { severity: "warning", points: 10, cap: 10 },
  "context-too-large": { severity: "warning", points: 15, cap: 15 },
  "technique-incomplete": { severity: "warning", points: 5, cap: 10 },
  "technique-out-of-order": { severity: "warning", points: 5, cap: 10 },
  "template-resource-missing": { severity: "warning", points: 5, cap: 5 },
  "placeholder-unfilled": { severity: "warning", points: 5, cap: 5 },
  "tag-empty": { severity: "warning", points: 3, cap: 9 },
  "constraints-missing": { severity: "info", points: 5, cap: 5 },
  "role-generic": { severity: "info", points: 3, cap: 3 },
  "tag-name-variant": { severity: "info", points: 0, cap: 0 },
} as const satisfies Record<string, Rule>;

export type FindingId = keyof typeof RULES;
