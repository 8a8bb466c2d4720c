/**
 * `qgate prompt new <technique>`: one structured skeleton per row of the seed's technique table
 * (section 10.2). Every skeleton has a role sentence, XML-style blocks, relevant files, constraints and
 * acceptance criteria, so it passes `qgate prompt lint` once its {{placeholders}} are filled in.
 */
import { UsageError } from "../errors.js";
import { pluralOf, singularOf, withArticle } from "./inflect.js";
import { TECHNIQUES } from "./techniques.js";
import { promptMessages } from "../messages.js";
export { TECHNIQUES };
const DEFAULT_ROLES = {
    "role-assignment": "You are a senior {{language or framework}} developer specialising in {{domain: security, performance, accessibility}}.",
    "extended-thinking": "You are a senior software architect specialising in performance and security.",
    "self-refine": "You are a senior software engineer who reviews their own code as strictly as a colleague's.",
    "focused-context": "You are a senior developer working on one well-defined part of this codebase.",
    "progressive-context": "You are a senior software architect who builds large features in reviewed stages.",
    "constraint-driven": "You are a senior developer who designs within explicit technical and business constraints.",
    "pattern-based": "You are a senior developer who follows the project's established architecture patterns.",
    "iterative-refinement": "You are a senior developer who refines a solution in deliberate passes.",
    "conditional-logic": "You are a senior backend developer specialising in access control.",
    "template-generation": "You are a senior backend developer specialising in REST APIs.",
};
/** "a senior security engineer" -> "You are a senior security engineer."; a full sentence is kept. */
export function roleSentence(role) {
    const trimmed = role.trim().replace(/\s+/g, " ");
    const sentence = /^(?:you are|you're|act as|as an? |assume the role|your role is)/i.test(trimmed)
        ? trimmed
        : `You are ${/^(?:an?|the)\s/i.test(trimmed) ? "" : /^[aeiou]/i.test(trimmed) ? "an " : "a "}${trimmed}`;
    return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
const FILES = `<relevant_files>
- {{path/to/the/file/to/change.ts}}
- {{path/to/its/test.ts}}
</relevant_files>`;
const CRITERIA = `<acceptance_criteria>
- {{an observable result, e.g. "GET /orders/42 returns 404 for an unknown id"}}
- The existing tests pass and the new behaviour has a test
- qgate check reports no blocking findings
</acceptance_criteria>`;
const CONSTRAINTS = `<constraints>
- {{compatibility, e.g. Node 20 and the current public API}}
- No new dependencies
</constraints>`;
/** The body of each technique's skeleton, after the role sentence. */
const BODIES = {
    "role-assignment": () => `<context>
{{background: what exists today and why the change is needed}}
</context>

<task>
{{the change, naming the function, endpoint or file and the behaviour wanted}}
</task>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "extended-thinking": () => `<context>
{{the system, the symptom or decision, and what has been measured or tried}}
</context>

<task>
{{the architecture, performance, security or debugging question}}
</task>

<instructions>
Think step by step before answering. Consider in turn:
1. {{aspect, e.g. data volume and growth}}
2. {{aspect, e.g. failure modes and recovery}}
3. {{aspect, e.g. security boundaries}}
4. {{aspect, e.g. operational cost}}
Then recommend one option and say which trade-off decided it.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "self-refine": () => `<task>
{{the feature or function to build}}
</task>

<instructions>
Step 1: Generate an implementation of the task.
Step 2: Critique your implementation: security, error handling, performance, maintainability and unhandled edge cases. List every problem found.
Step 3: Refactor the implementation based on the critique, and say which problem each change fixes.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "focused-context": () => `<task>
{{the change, naming the function or component}}
</task>

<relevant_files>
- {{path/to/the/file/to/change.ts}}
- {{path/to/its/test.ts}}
- {{path/to/the/type/or/interface.ts}}
</relevant_files>

<instructions>
Work only with the files listed above; do not scan the rest of the codebase. Ask if another file is needed.
</instructions>

${CONSTRAINTS}

${CRITERIA}`,
    "progressive-context": () => `<project_context>
{{the stack and the parts of the system this feature touches}}
</project_context>

<task>
{{the large feature}}
</task>

<instructions>
Build this in stages and wait for my confirmation after each one.
Stage 1: High-level design: the data flow, the main modules and how they connect.
Stage 2: Component breakdown: each component's responsibility, interface and dependencies.
Stage 3: Detailed implementation of each component, with tests.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "constraint-driven": () => `<task>
{{the change}}
</task>

<constraints>
Technical:
- Compatibility: {{e.g. Node 20, the last two browser versions, the current public API}}
- Size budget: {{e.g. under 10 kB gzipped added to the bundle}}
- Time budget: {{e.g. p95 response under 200 ms}}
- Accessibility: {{e.g. WCAG 2.1 AA, keyboard operable}}
- Dependencies: {{e.g. no new runtime dependencies}}
Business:
- Time: {{e.g. shippable this sprint}}
- Reuse: {{e.g. reuse the existing validation module}}
- Schema changes: {{e.g. none to the database schema}}
</constraints>

${FILES}

${CRITERIA}`,
    "pattern-based": () => `<task>
{{the change}}
</task>

<instructions>
Follow the {{pattern, e.g. repository}} pattern as it is used in {{path/to/an/existing/example.ts}}: the same layering, naming and error handling.
</instructions>

<template>
{{the existing code shape to copy, e.g. the interface and one method of the example}}
</template>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "iterative-refinement": () => `<task>
{{the feature}}
</task>

<instructions>
Work in four passes and show the result of each:
Pass 1: Initial requirements: a minimal working version of the task.
Pass 2: Added specificity: {{the precise behaviour, inputs and outputs}}.
Pass 3: Technical details: {{types, error handling, performance, persistence}}.
Pass 4: Polish and edge cases: {{empty input, limits, concurrency, messages}}.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "conditional-logic": () => `<task>
{{the behaviour to implement, e.g. the order detail endpoint}}
</task>

<instructions>
- If the user is an admin, then {{return every field and allow edits}}.
- If the user owns the record, then {{return it without internal fields and allow edits to its own data}}.
- If the user is anonymous, then {{respond 401 without revealing whether the record exists}}.
- Otherwise {{respond 403}}.
</instructions>

${FILES}

${CONSTRAINTS}

${CRITERIA}`,
    "template-generation": (resource) => {
        const one = singularOf(resource);
        const route = `/${kebab(pluralOf(resource))}`;
        const rows = [
            ["POST", route, `create ${withArticle(resource)} -> 201 with the created ${one}; 400 on invalid input`],
            ["GET", route, `list ${pluralOf(resource)} -> 200, paginated`],
            ["GET", `${route}/:id`, `read one ${one} -> 200, or 404 when it does not exist`],
            [
                "PUT",
                `${route}/:id`,
                `update ${withArticle(resource)} -> 200, 400 on invalid input, 404 when missing`,
            ],
            ["DELETE", `${route}/:id`, `delete ${withArticle(resource)} -> 204, or 404 when missing`],
        ];
        const width = Math.max(...rows.map(([, p]) => p.length));
        return `<task>
Generate the create, read, update and delete handlers for the ${one} resource, following the template.
</task>

<template>
${rows.map(([method, p, what]) => `${method.padEnd(6)} ${p.padEnd(width)}  ${what}`).join("\n")}
</template>

<resource>
${one}: {{its fields and their types, e.g. id: string, name: string, createdAt: Date}}
</resource>

${FILES}

<constraints>
- Validate every request body before it reaches the data layer
- Follow the error format of the existing handlers
</constraints>

<acceptance_criteria>
- Each of the five routes has a test for its success and its error status
- qgate check reports no blocking findings
</acceptance_criteria>`;
    },
};
function kebab(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/[_\s]+/g, "-")
        .toLowerCase();
}
export function isTechnique(name) {
    return TECHNIQUES.includes(name);
}
/** The skeleton for `technique`; `--resource` is only meaningful (and only accepted) for template-generation. */
export function promptTemplate(technique, options = {}) {
    if (options.resource !== undefined && technique !== "template-generation")
        throw new UsageError(promptMessages.resourceOnlyForTemplates(technique));
    const resource = options.resource ?? "item";
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(resource))
        throw new UsageError(promptMessages.badResource(resource));
    if (options.role !== undefined && (options.role.trim() === "" || /[\r\n]/.test(options.role)))
        throw new UsageError(promptMessages.badRole);
    const role = options.role !== undefined ? roleSentence(options.role) : DEFAULT_ROLES[technique];
    return `${role}\n\n${BODIES[technique](resource)}\n`;
}
