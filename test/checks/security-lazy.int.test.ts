/**
 * The TypeScript parser loads on the first TypeScript file only. Its own test file: vitest gives each
 * file fresh modules, so nothing else has loaded it yet.
 */
import path from "node:path";
import { expect, it } from "vitest";
import securityCheck from "../../src/checks/security/index.js";
import { tsParserLoaded } from "../../src/checks/security/patterns.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { FIXTURES } from "../helpers/project.js";

const ROOT = path.join(FIXTURES, "secrets");

async function scan(relPath: string, content: string) {
  const file = changedFile(ROOT, relPath, { change: "create", content });
  return securityCheck.run(checkContext(ROOT, [file]));
}

it("scans JavaScript without loading the TypeScript parser, and loads it for the first .ts file", async () => {
  const js = await scan("src/run.mjs", "export const run = (code) => eval(code);\n");
  expect(js.findings.map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(["1:30 security/no-eval"]);
  expect(tsParserLoaded()).toBe(false);

  const ts = await scan("src/run.ts", "export const run = (code: string): unknown => eval(code);\n");
  expect(ts.findings.map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(["1:47 security/no-eval"]);
  expect(tsParserLoaded()).toBe(true);
});
