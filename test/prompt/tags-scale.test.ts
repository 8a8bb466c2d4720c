/**
 * The prompt scan runs on every user-prompt-submit, so it must stay linear on long one-line prompts
 * (minified HTML, a run of tags). These inputs took from seconds to minutes before; the default test
 * timeout is the bound (no timing is asserted), and the results show the whole text was scanned.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lintPrompt } from "../../src/prompt/lint.js";
import { CONDITIONAL_LINE } from "../../src/prompt/techniques.js";
import { scanTags } from "../../src/prompt/tags.js";

const root = mkdtempSync(path.join(tmpdir(), "qgate-tags-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("scanTags on long one-line prompts", () => {
  it('"<a>" repeated 200000 times: only the first and the last are unclosed blocks (the rest are inline)', () => {
    const scan = scanTags("<a>".repeat(200_000));
    expect(scan.hasTags).toBe(true);
    expect(scan.blocks).toEqual([]);
    expect(scan.issues).toEqual([
      { kind: "unclosed", name: "a", line: 1 },
      { kind: "unclosed", name: "a", line: 1 },
    ]);
    expect(scan.plain.trim()).toBe("");
  });

  it("300 KB of one-line HTML", () => {
    const html = '<div class="x"><span>hi</span></div>'.repeat(8_000);
    const scan = scanTags(html);
    expect(scan.issues).toEqual([]);
    expect(scan.blocks).toHaveLength(16_000);
    expect(scan.blocks.at(-1)).toMatchObject({ name: "span", content: "hi", line: 1 });
  });

  it("a long run of openers, then closers of another name", () => {
    const n = 100_000;
    const scan = scanTags(`${"<a>".repeat(n)}\n${"</b>".repeat(n)}`);
    expect(scan.issues.filter((i) => i.kind === "unopened")).toHaveLength(n);
    expect(scan.issues.filter((i) => i.kind === "unopened" && i.line !== 2)).toEqual([]);
  });

  it("many mis-nested tags, then many stray closers", () => {
    const n = 100_000;
    const scan = scanTags(`<x>\n${"<b>\n".repeat(n)}</x>\n${"</c>".repeat(n)}${"</b>".repeat(n)}`);
    expect(scan.issues.filter((i) => i.kind === "misnested")).toHaveLength(n);
    // The late </b> closers belong to the mis-nesting already reported; the </c> ones are stray.
    expect(scan.issues.filter((i) => i.kind === "unopened").map((i) => i.name)).toEqual(
      Array.from({ length: n }, () => "c"),
    );
    expect(scan.blocks.map((b) => b.name)).toEqual(["x"]);
  });
});

describe("lintPrompt on long one-line prompts", () => {
  it("lints 600 KB of '<a>' and 300 KB of one-line HTML", () => {
    const tags = lintPrompt("<a>".repeat(200_000), { root }).findings.map((f) => f.id);
    expect(tags.filter((id) => id === "tag-unclosed")).toHaveLength(2);
    const html = lintPrompt('<div class="x"><span>hi</span></div>'.repeat(8_000), { root });
    expect(html.findings.map((f) => f.id)).toContain("role-missing");
  });

  it("the conditional-line pattern does not split a long run of blanks every way", () => {
    expect(CONDITIONAL_LINE.test(`${" ".repeat(200_000)}x`)).toBe(false);
    expect(CONDITIONAL_LINE.test(`${" ".repeat(200_000)}if the cache is cold, warm it`)).toBe(true);
    const yes = ["if it fails, stop", "  if it fails: stop", "- if it fails then stop", "-if it fails, stop"];
    yes.push("3. if it fails -> stop", "2)if it fails, stop", "\t-\t if it fails, stop");
    for (const line of yes) expect(CONDITIONAL_LINE.test(line), line).toBe(true);
    for (const line of ["iffy thing, b", "x if it fails, stop", "-- if it fails, stop"])
      expect(CONDITIONAL_LINE.test(line), line).toBe(false);
  });
});
