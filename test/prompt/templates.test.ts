/** prompt new: every skeleton lints clean (no errors) and is recognised as its own technique. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { lintPrompt } from "../../src/prompt/lint.js";
import { promptTemplate, roleSentence, TECHNIQUES } from "../../src/prompt/templates.js";
import { REPO_ROOT } from "../helpers/project.js";

describe("prompt new skeletons", () => {
  it("has one skeleton per technique the documentation names, in its order", () => {
    // The documented list (docs/prompts.md, the seed table's names) is the reference, not a copy here.
    const docs = readFileSync(path.join(REPO_ROOT, "docs", "prompts.md"), "utf8");
    const paragraph = docs.slice(
      docs.indexOf("in the seed table's kebab-case"),
      docs.indexOf("A staged technique"),
    );
    const documented = [...paragraph.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1]);
    expect(documented).toHaveLength(10);
    expect([...TECHNIQUES]).toEqual(documented);
  });

  it.each(TECHNIQUES)("%s lints without errors and shows its technique", (technique) => {
    const result = lintPrompt(promptTemplate(technique), { root: REPO_ROOT });
    expect(result.findings.filter((f) => f.severity === "error")).toEqual([]);
    // Only the reminder to fill the placeholders in.
    expect(result.findings.map((f) => f.id)).toEqual(["placeholder-unfilled"]);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.techniques).toContain(technique);
    expect(result.techniques).toContain("role-assignment");
  });

  it.each([
    ["users", "/users", "a user", "users"],
    ["user", "/users", "a user", "users"],
    ["university", "/universities", "a university", "universities"],
    ["URL", "/urls", "a URL", "URLs"],
    ["hour", "/hours", "an hour", "hours"],
    ["MBA", "/mbas", "an MBA", "MBAs"],
    ["Quiz", "/quizzes", "a Quiz", "Quizzes"],
    ["child", "/children", "a child", "children"],
    ["hero", "/heroes", "a hero", "heroes"],
    ["sheep", "/sheep", "a sheep", "sheep"],
    ["person", "/people", "a person", "people"],
  ])("template-generation --resource %s: route %s, %s, list %s", (resource, route, one, many) => {
    const text = promptTemplate("template-generation", { resource });
    expect(text).toContain(`POST   ${route} `);
    expect(text).toMatch(new RegExp(`create ${one} -> 201`));
    expect(text).toMatch(new RegExp(`list ${many} -> 200`));
    expect(text).toMatch(new RegExp(`update ${one} -> 200`));
    expect(text).toMatch(new RegExp(`delete ${one} -> 204`));
  });

  it("template-generation prints create/read/update/delete routes for the named resource", () => {
    const text = promptTemplate("template-generation", { resource: "invoice" });
    expect(text).toMatch(/^POST {3}\/invoices {6}create an invoice/m);
    expect(text).toMatch(/^GET {4}\/invoices {6}list invoices/m);
    expect(text).toMatch(/^GET {4}\/invoices\/:id {2}read one invoice/m);
    expect(text).toMatch(/^PUT {4}\/invoices\/:id {2}update an invoice/m);
    expect(text).toMatch(/^DELETE \/invoices\/:id {2}delete an invoice/m);
    expect(text).toContain("<resource>\ninvoice:");
    expect(promptTemplate("template-generation", { resource: "category" })).toContain("/categories/:id");
    expect(promptTemplate("template-generation", { resource: "LineItem" })).toContain("/line-items/:id");
  });

  it("uses the given role, made into a sentence", () => {
    expect(roleSentence("a senior security engineer")).toBe("You are a senior security engineer.");
    expect(roleSentence("expert in Rust")).toBe("You are an expert in Rust.");
    expect(roleSentence("Act as a database specialist")).toBe("Act as a database specialist.");
    const text = promptTemplate("self-refine", { role: "a senior security engineer" });
    expect(text.split("\n")[0]).toBe("You are a senior security engineer.");
  });

  it("rejects a bad resource name, --resource on another technique and an empty role", () => {
    expect(() => promptTemplate("template-generation", { resource: "../x" })).toThrow(UsageError);
    expect(() => promptTemplate("self-refine", { resource: "invoice" })).toThrow(
      /--resource applies only to template-generation/,
    );
    expect(() => promptTemplate("self-refine", { role: "  " })).toThrow(/--role/);
  });
});
