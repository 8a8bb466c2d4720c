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
};
export function score(findings) {
    const taken = new Map();
    for (const finding of findings) {
        const rule = RULES[finding.id];
        if (!rule)
            continue;
        taken.set(finding.id, Math.min(rule.cap, (taken.get(finding.id) ?? 0) + rule.points));
    }
    let total = 100;
    for (const points of taken.values())
        total -= points;
    return Math.max(0, total);
}
