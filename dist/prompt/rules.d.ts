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
export declare const RULES: {
    readonly "prompt-empty": {
        readonly severity: "error";
        readonly points: 100;
        readonly cap: 100;
    };
    readonly "tag-unclosed": {
        readonly severity: "error";
        readonly points: 10;
        readonly cap: 30;
    };
    readonly "tag-unopened": {
        readonly severity: "error";
        readonly points: 10;
        readonly cap: 30;
    };
    readonly "tag-misnested": {
        readonly severity: "error";
        readonly points: 10;
        readonly cap: 30;
    };
    readonly "vague-request": {
        readonly severity: "error";
        readonly points: 25;
        readonly cap: 25;
    };
    readonly "relevant-file-outside-root": {
        readonly severity: "error";
        readonly points: 15;
        readonly cap: 30;
    };
    readonly "acceptance-criteria-missing": {
        readonly severity: "warning";
        readonly points: 20;
        readonly cap: 20;
    };
    readonly "role-missing": {
        readonly severity: "warning";
        readonly points: 10;
        readonly cap: 10;
    };
    readonly "role-not-at-start": {
        readonly severity: "warning";
        readonly points: 5;
        readonly cap: 5;
    };
    readonly "structure-missing": {
        readonly severity: "warning";
        readonly points: 10;
        readonly cap: 10;
    };
    readonly "relevant-files-missing": {
        readonly severity: "warning";
        readonly points: 10;
        readonly cap: 10;
    };
    readonly "relevant-file-not-found": {
        readonly severity: "warning";
        readonly points: 5;
        readonly cap: 15;
    };
    readonly "too-many-files": {
        readonly severity: "warning";
        readonly points: 10;
        readonly cap: 10;
    };
    readonly "context-too-large": {
        readonly severity: "warning";
        readonly points: 15;
        readonly cap: 15;
    };
    readonly "technique-incomplete": {
        readonly severity: "warning";
        readonly points: 5;
        readonly cap: 10;
    };
    readonly "technique-out-of-order": {
        readonly severity: "warning";
        readonly points: 5;
        readonly cap: 10;
    };
    readonly "template-resource-missing": {
        readonly severity: "warning";
        readonly points: 5;
        readonly cap: 5;
    };
    readonly "placeholder-unfilled": {
        readonly severity: "warning";
        readonly points: 5;
        readonly cap: 5;
    };
    readonly "tag-empty": {
        readonly severity: "warning";
        readonly points: 3;
        readonly cap: 9;
    };
    readonly "constraints-missing": {
        readonly severity: "info";
        readonly points: 5;
        readonly cap: 5;
    };
    readonly "role-generic": {
        readonly severity: "info";
        readonly points: 3;
        readonly cap: 3;
    };
    readonly "tag-name-variant": {
        readonly severity: "info";
        readonly points: 0;
        readonly cap: 0;
    };
};
export type FindingId = keyof typeof RULES;
