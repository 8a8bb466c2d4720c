/**
 * qgate's default lint config loads typescript-eslint (and with it TypeScript) for TypeScript files
 * only. Its own test file: vitest gives each file fresh modules, so nothing else has loaded it yet.
 */
import { expect, it } from "vitest";
import lintCheck from "../../src/checks/lint/index.js";
import { defaultTypeScriptConfigLoaded } from "../../src/checks/lint/default-config.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

it("lints JavaScript with the default rules without typescript-eslint, and loads it for the first .ts file", async () => {
  const p = await project("no-tools");
  const js = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/util.js")]));
  expect(js.failures).toEqual([]);
  expect(js.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
    "src/util.js:2:9 no-unused-vars",
  ]);
  expect(defaultTypeScriptConfigLoaded()).toBe(false);

  p.write("src/typed.ts", "export const id = (x: any) => x;\n");
  const ts = await lintCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/typed.ts")]));
  expect(ts.failures).toEqual([]);
  expect(ts.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
    "src/typed.ts:1:23 @typescript-eslint/no-explicit-any",
  ]);
  expect(defaultTypeScriptConfigLoaded()).toBe(true);
});
