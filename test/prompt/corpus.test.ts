/**
 * The prompt corpus: every test/fixtures/prompts/<name>.md is linted against a small real project and
 * must produce exactly the finding ids (with lines, techniques, score and suggestion text) of its
 * <name>.expect.json.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintPrompt, type PromptLintOptions } from "../../src/prompt/lint.js";
import { RULES } from "../../src/prompt/score.js";
import { REPO_ROOT, tempProject, type TempProject } from "../helpers/project.js";

const CORPUS = path.join(REPO_ROOT, "test", "fixtures", "prompts");

interface Expectation {
  findings: string[];
  lines?: Record<string, number[]>;
  techniques: string[];
  score: number;
  options?: Omit<PromptLintOptions, "root">;
  suggestionIncludes?: Record<string, string>;
}

const names = readdirSync(CORPUS)
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.slice(0, -".md".length))
  .sort();

/** The files the corpus prompts talk about. */
const PROJECT_FILES = [
  "package.json",
  "README.md",
  "src/auth/login.ts",
  "src/auth/login.test.ts",
  "src/cart.ts",
  "src/api/orders.ts",
  ...Array.from({ length: 12 }, (_, i) => `src/many/m${i + 1}.ts`),
];

let project: TempProject;

beforeAll(async () => {
  project = await tempProject();
  for (const file of PROJECT_FILES) project.write(file, "export {};\n");
});

afterAll(() => project.cleanup());

describe("prompt corpus", () => {
  it("has at least 20 prompts, good and bad", () => {
    expect(names.length).toBeGreaterThanOrEqual(20);
    const expectations = names.map(
      (name) => JSON.parse(readFileSync(path.join(CORPUS, `${name}.expect.json`), "utf8")) as Expectation,
    );
    expect(expectations.filter((e) => e.findings.length === 0).length).toBeGreaterThanOrEqual(5);
    expect(expectations.filter((e) => e.findings.length > 0).length).toBeGreaterThanOrEqual(15);
  });

  it.each(names)("%s", (name) => {
    const text = readFileSync(path.join(CORPUS, `${name}.md`), "utf8");
    const expected = JSON.parse(
      readFileSync(path.join(CORPUS, `${name}.expect.json`), "utf8"),
    ) as Expectation;
    const result = lintPrompt(text, { root: project.dir, ...expected.options });

    expect(result.findings.map((f) => f.id).sort()).toEqual([...expected.findings].sort());
    expect(result.techniques).toEqual(expected.techniques);
    expect(result.score).toBe(expected.score);
    for (const [id, lines] of Object.entries(expected.lines ?? {})) {
      expect(result.findings.filter((f) => f.id === id).map((f) => f.line)).toEqual(lines);
    }
    for (const [id, text] of Object.entries(expected.suggestionIncludes ?? {})) {
      const suggestions = result.findings.filter((f) => f.id === id).map((f) => f.suggestion);
      expect(
        suggestions.some((s) => s.includes(text)),
        `${id} suggestion includes ${text}`,
      ).toBe(true);
    }
    for (const finding of result.findings) {
      expect(finding.severity).toBe(RULES[finding.id as keyof typeof RULES].severity);
      expect(finding.message.length).toBeGreaterThan(10);
      expect(finding.suggestion.length).toBeGreaterThan(10);
    }
  });
});
