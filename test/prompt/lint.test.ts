/** prompt lint beyond the corpus: tag scanning, path safety, budgets, the score table. */
import { symlinkSync, mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MAX_CHARS, lintPrompt } from "../../src/prompt/lint.js";
import { RULES, score } from "../../src/prompt/score.js";
import { scanTags } from "../../src/prompt/tags.js";
import { tempProject, type TempProject } from "../helpers/project.js";

const GOOD_TAIL = `
<constraints>
- No new dependencies
</constraints>

<acceptance_criteria>
- npm test passes
</acceptance_criteria>
`;

function prompt(
  files: string[],
  task = "Make `applyDiscount()` in src/cart.ts reject negative totals.",
): string {
  return `You are a senior TypeScript developer.\n\n<task>\n${task}\n</task>\n\n<relevant_files>\n${files.map((f) => `- ${f}`).join("\n")}\n</relevant_files>\n${GOOD_TAIL}`;
}

const ids = (text: string, root: string, extra = {}) =>
  lintPrompt(text, { root, ...extra }).findings.map((f) => f.id);

let project: TempProject;
let outsideDir: string;

beforeAll(async () => {
  project = await tempProject();
  project.write("src/cart.ts", "export {};\n");
  outsideDir = mkdtempSync(path.join(tmpdir(), "qgate-outside-"));
  writeFileSync(path.join(outsideDir, "secret.env"), "TOKEN=abc\n");
  symlinkSync(outsideDir, path.join(project.dir, "linked"), "dir");
});

afterAll(() => {
  project.cleanup();
  rmSync(outsideDir, { recursive: true, force: true });
});

describe("scanTags", () => {
  it("reads blocks with their lines and content", () => {
    const scan = scanTags("intro\n<task>\nDo X\n</task>\n<context>bg</context>\n");
    expect(scan.issues).toEqual([]);
    expect(scan.blocks.map((b) => [b.canonical, b.line, b.content.trim()])).toEqual([
      ["task", 2, "Do X"],
      ["context", 5, "bg"],
    ]);
  });

  it("ignores generics, code fences, inline code and prose placeholders", () => {
    const text = [
      "Return `Map<string, number>` or Promise<void> from List<T>.",
      "Replace <name> with yours.",
      "```html",
      "<div>",
      "```",
      "<task>ok</task>",
    ].join("\n");
    const scan = scanTags(text);
    expect(scan.issues).toEqual([]);
    expect(scan.blocks.map((b) => b.canonical)).toEqual(["task"]);
  });

  it("reports unclosed, stray and mis-nested tags once each, with lines", () => {
    expect(scanTags("<a>\ntext\n").issues).toEqual([{ kind: "unclosed", name: "a", line: 1 }]);
    expect(scanTags("text\n</b>\n").issues).toEqual([{ kind: "unopened", name: "b", line: 2 }]);
    expect(scanTags("<a>\n<b>\n</a>\n</b>\n").issues).toEqual([
      { kind: "misnested", name: "b", line: 2, closer: "a", closerLine: 3 },
    ]);
  });

  it("keeps tags of other names and matches spelling variants", () => {
    const scan = scanTags("<Acceptance-Criteria>- x</Acceptance-Criteria>\n<my_notes>n</my_notes>");
    expect(scan.blocks.map((b) => b.canonical)).toEqual(["acceptance_criteria", "my_notes"]);
  });
});

describe("relevant_files safety", () => {
  it("reports a path outside the root without reading it, and an absolute path inside is fine", () => {
    const findings = lintPrompt(prompt(["../../etc/passwd", path.join(project.dir, "src/cart.ts")]), {
      root: project.dir,
    }).findings;
    expect(findings.map((f) => f.id)).toEqual(["relevant-file-outside-root"]);
    expect(findings[0]?.line).toBe(8);
    expect(findings[0]?.message).toContain("it was not read");
  });

  it("treats a symlink inside the root that leads outside as outside", () => {
    expect(ids(prompt(["linked/secret.env"]), project.dir)).toEqual(["relevant-file-outside-root"]);
    expect(ids(prompt(["linked/"]), project.dir)).toEqual(["relevant-file-outside-root"]);
  });

  it("rejects globs that climb out of the root", () => {
    expect(ids(prompt(["../**/*.env"]), project.dir)).toEqual(["relevant-file-outside-root"]);
  });
});

describe("budgets", () => {
  it("flags a prompt over the default size budget, and the budget is configurable", () => {
    const big = prompt(["src/cart.ts"]) + `\n<context>\n${"log line with details\n".repeat(800)}</context>\n`;
    expect(big.length).toBeGreaterThan(DEFAULT_MAX_CHARS);
    expect(ids(big, project.dir)).toEqual(["context-too-large"]);
    expect(ids(big, project.dir, { maxChars: big.length })).toEqual([]);
  });

  it("counts listed files against the file budget, which is configurable", () => {
    const many = Array.from({ length: 4 }, (_, i) => `src/f${i}.ts`);
    for (const file of many) project.write(file, "export {};\n");
    expect(ids(prompt(many), project.dir, { maxFiles: 3 })).toEqual(["too-many-files"]);
    expect(ids(prompt(many), project.dir, { maxFiles: 4 })).toEqual([]);
  });

  it("counts a directory entry by the files under it", () => {
    for (let i = 0; i < 5; i++) project.write(`lib/d${i}.ts`, "export {};\n");
    const result = lintPrompt(prompt(["lib/"]), { root: project.dir, maxFiles: 4 });
    expect(result.findings.map((f) => f.id)).toEqual(["too-many-files"]);
    expect(result.findings[0]?.message).toContain('"lib/" is a directory or glob');
  });
});

describe("score", () => {
  it("is 100 minus the points of each finding id, capped per id", () => {
    expect(score([])).toBe(100);
    expect(score([{ id: "vague-request" }])).toBe(100 - RULES["vague-request"].points);
    const missing = Array.from({ length: 5 }, () => ({ id: "relevant-file-not-found" }));
    expect(score(missing)).toBe(100 - RULES["relevant-file-not-found"].cap);
    expect(score([{ id: "prompt-empty" }, { id: "role-missing" }])).toBe(0);
  });

  it("drops with each missing convention", () => {
    const root = project.dir;
    const good = lintPrompt(prompt(["src/cart.ts"]), { root });
    const noCriteria = lintPrompt(
      prompt(["src/cart.ts"]).replace(/<acceptance_criteria>[^]*<\/acceptance_criteria>/, ""),
      {
        root,
      },
    );
    expect(good.score).toBe(100);
    expect(noCriteria.findings.map((f) => f.id)).toEqual(["acceptance-criteria-missing"]);
    expect(noCriteria.score).toBe(80);
  });
});

describe("request and role wording", () => {
  it.each([
    ["make it better", true],
    ["Fix it.", true],
    ["Clean up.", true],
    ["improve this", true],
    ["Optimize the code", true],
    ["Fix the bug in the checkout form where the total shows NaN", false],
    ["Improve the error handling of the payment webhook handler", false],
    ["Add a dark mode toggle to the settings page", false],
  ])("%s -> vague: %s", (task, vague) => {
    const found = ids(prompt(["src/cart.ts"], task), project.dir).includes("vague-request");
    expect(found).toBe(vague);
  });

  it.each([
    "Act as a senior security engineer.",
    "As a senior SRE, look at this.",
    "You're a staff engineer.",
  ])("recognises the role in %s", (role) => {
    const text = prompt(["src/cart.ts"]).replace("You are a senior TypeScript developer.", role);
    expect(lintPrompt(text, { root: project.dir }).techniques).toContain("role-assignment");
  });
});

describe("large prompts", () => {
  // Regression: a multi-line regex with \s* ran across blank lines and took hours on this input; the
  // test timeout is the bound, the assertions check the result.
  it("lints 20,000 unclosed tags between blank lines, reporting each", () => {
    const result = lintPrompt("<a>\n\n".repeat(20_000), { root: project.dir });
    expect(result.findings.filter((f) => f.id === "tag-unclosed")).toHaveLength(20_000);
    // Capped: tags 30, role 10, criteria 20, files 10, constraints 5, size (40,000 characters) 15.
    expect(result.score).toBe(10);
  });

  it("checks at most 50 relevant_files entries on disk, yet counts them all against the budget", () => {
    const files = Array.from({ length: 80 }, (_, i) => `src/missing-${i}.ts`);
    const result = lintPrompt(prompt(files), { root: project.dir, maxFiles: 100 });
    expect(result.findings.filter((f) => f.id === "relevant-file-not-found")).toHaveLength(50);
    const over = lintPrompt(prompt(files), { root: project.dir, maxFiles: 60 });
    expect(over.findings.map((f) => f.id)).toContain("too-many-files");
  });
});
