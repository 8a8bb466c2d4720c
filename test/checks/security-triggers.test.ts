/**
 * The proof that the pattern scan has nothing to report (src/checks/security/triggers.ts) against the
 * real scan: every default rule's report holds the word the proof looks for, and on the repository's
 * own TypeScript files a file the proof skips is one the real scan finds nothing in.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { loadPatternLinter, scanPatterns } from "../../src/checks/security/patterns.js";
import { resolveRules, RULE_SET } from "../../src/checks/security/rule-set.js";
import { nothingToReport, triggersFor, type PatternTriggers } from "../../src/checks/security/triggers.js";
import { FIXTURES } from "../helpers/project.js";

const REPO = path.resolve(import.meta.dirname, "../..");
const ROOT = path.join(FIXTURES, "secrets");
const rules = resolveRules(undefined);

/** For each rule on by default: a file it reports, as the finding's rule id. */
const REPORTED: Record<string, { rule: string; code: string }[]> = {
  "no-eval": [
    { rule: "security/no-eval", code: "export const run = (code: string) => eval(code);\n" },
    // An escaped name is the same identifier to the parser, and to the proof.
    { rule: "security/no-eval", code: "export const run = (code: string) => \\u0065val(code);\n" },
    {
      rule: "security/no-eval",
      code: 'export const run = (code: string) => globalThis["ev\\x61l"](code);\n',
    },
  ],
  "no-implied-eval": [
    { rule: "security/no-implied-eval", code: 'setTimeout("alert(1)", 10);\nexport {};\n' },
  ],
  "no-new-func": [
    { rule: "security/no-new-func", code: 'export const f = new Function("a", "return a");\n' },
    { rule: "security/no-new-func", code: 'export const f = (Function)("return 1");\n' },
    { rule: "security/no-new-func", code: 'export const f = Function.call(null, "return 1");\n' },
  ],
  "no-script-url": [{ rule: "security/no-script-url", code: 'export const href = "JavaScript:void(0)";\n' }],
  "security/detect-child-process": [
    {
      rule: "security/detect-child-process",
      code: 'import cp from "child_process";\nexport const run = (c: string) => cp.exec(c);\n',
    },
  ],
  "security/detect-non-literal-shell-command": [
    {
      rule: "security/detect-non-literal-shell-command",
      code: 'import { execSync } from "node:child_process";\nexport const run = (c: string) => execSync(c);\n',
    },
  ],
  "security/detect-bidi-characters": [
    {
      rule: "security/detect-bidi-characters",
      code: 'export const role = "user\u202E \u2066// admin\u2069";\n',
    },
  ],
  "security/detect-non-literal-require": [
    {
      rule: "security/detect-non-literal-require",
      code: "declare const require: (m: string) => unknown;\nexport const load = (m: string) => require(m);\n",
    },
  ],
  "security/detect-buffer-noassert": [
    {
      rule: "security/detect-buffer-noassert",
      code: "export const read = (b: Buffer) => b.readUInt8(0, true);\n",
    },
  ],
  "security/detect-new-buffer": [
    { rule: "security/detect-new-buffer", code: "export const make = (n: number) => new Buffer(n);\n" },
  ],
  "security/detect-pseudoRandomBytes": [
    {
      rule: "security/detect-pseudoRandomBytes",
      code: "declare const crypto: any;\nexport const bytes = crypto.pseudoRandomBytes(4);\n",
    },
  ],
  "security/detect-disable-mustache-escape": [
    {
      rule: "security/detect-disable-mustache-escape",
      code: "declare const options: any;\noptions.escapeMarkup = false;\nexport {};\n",
    },
  ],
  "security/detect-no-csrf-before-method-override": [
    {
      rule: "security/detect-no-csrf-before-method-override",
      code: 'import express from "express";\nconst app = express();\napp.use(express.csrf());\napp.use(express.methodOverride());\n',
    },
  ],
  "security/detect-invisible-characters": [
    { rule: "security/detect-invisible-characters", code: "export const \u3164 = 1;\n" },
  ],
};

let triggers: PatternTriggers;
beforeAll(async () => {
  const linter = await loadPatternLinter(ROOT, rules);
  if (!linter.triggers) throw new Error("the default rules have no triggers");
  triggers = linter.triggers;
});

/** The scan without the proof: ESLint on every file. */
async function realScan(relPath: string, code: string, root = ROOT) {
  return scanPatterns(root, relPath, path.join(root, relPath), code, rules, { prove: false });
}

describe("the pattern scan's proof of nothing to report", () => {
  it("has a reported case for every rule on by default", () => {
    const on = Object.entries(RULE_SET)
      .filter(([, level]) => level !== "off")
      .map(([rule]) => rule);
    expect(Object.keys(REPORTED).sort()).toEqual(on.sort());
  });

  for (const [rule, cases] of Object.entries(REPORTED)) {
    it(`never skips a file ${rule} reports`, async () => {
      for (const { rule: findingRule, code } of cases) {
        const findings = await realScan("src/case.ts", code);
        expect(
          findings.map((f) => f.rule),
          code,
        ).toContain(findingRule);
        expect(nothingToReport(ts, path.join(ROOT, "src/case.ts"), code, triggers), code).toBe(false);
      }
    });
  }

  it("skips a file whose words play no part the rules look at, and scans one that does not parse", async () => {
    const quiet = [
      "export const captureStackTrace: (target: object, ctor?: Function) => void = () => {};",
      "const F = Function;",
      "export const allowsEval = F.length > 0;",
      'export const label = "eval is a word";',
      "// new Function(), eval(x), require(x) in a comment",
      "",
    ].join("\n");
    expect(await realScan("src/quiet.ts", quiet)).toEqual([]);
    expect(nothingToReport(ts, path.join(ROOT, "src/quiet.ts"), quiet, triggers)).toBe(true);
    const broken = "export const = 1;\n";
    expect(nothingToReport(ts, path.join(ROOT, "src/broken.ts"), broken, triggers)).toBe(false);
    // JavaScript goes through the scan as before (its parser is not TypeScript's).
    expect(nothingToReport(ts, path.join(ROOT, "src/quiet.js"), "export const a = 1;\n", triggers)).toBe(
      false,
    );
  });

  it("gives way to the scan when a policy turns on a rule it has no words for", () => {
    const methods = ["readUInt8"];
    expect(triggersFor({ ...rules, "security/detect-object-injection": "warn" }, methods)).toBeUndefined();
    expect(triggersFor({ ...rules, "no-eval": "off" }, methods)?.words.has("eval")).toBe(false);
    // Without the Buffer rule's own list of methods, that rule has no words either.
    expect(triggersFor(rules, undefined)).toBeUndefined();
  });

  it("skips only files the real scan finds nothing in, over this repository's own TypeScript", async () => {
    // The repository's own files (git's list: other tests plant and remove files in the tree meanwhile).
    const files = execFileSync("git", ["ls-files", "-z", "--", "src", "fixtures"], {
      cwd: REPO,
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => /\.(?:ts|tsx|mts|cts)$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => path.join(REPO, file));
    let skipped = 0;
    for (const file of files) {
      const code = readFileSync(file, "utf8");
      const relPath = path.relative(REPO, file);
      if (!nothingToReport(ts, file, code, triggers)) {
        // The scan sees these files (none is outside its root): the fixture's dangers are found.
        if (relPath === "fixtures/secrets/src/danger.ts")
          expect(await realScan(relPath, code, REPO)).not.toEqual([]);
        continue;
      }
      skipped++;
      expect(await realScan(relPath, code, REPO), relPath).toEqual([]);
    }
    // Neither side is empty: most files are skipped, and some are scanned.
    expect(skipped).toBeGreaterThan(files.length / 2);
    expect(skipped).toBeLessThan(files.length);
  });
});
