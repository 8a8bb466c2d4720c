/**
 * Which formatters and linters are the project's own, per file: configs found as each CLI looks for
 * them, else package.json declarations, never a copy that only sits in node_modules.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import formatCheck from "../../src/checks/format/index.js";
import { projectFormatters, projectLinters } from "../../src/checks/project-tools.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

function names(choices: { name: string; configFile?: string | undefined }[], root: string): string[] {
  return choices.map((c) => `${c.name}${c.configFile ? ` ${path.relative(root, c.configFile)}` : ""}`);
}

describe("the project's own tools", () => {
  it("finds each tool's config walking up from the file, per package of a monorepo", async () => {
    const p = await project();
    p.write("package.json", JSON.stringify({ devDependencies: { prettier: "3", eslint: "9" } }));
    p.write("packages/api/package.json", "{}");
    p.write("packages/api/biome.jsonc", "{}");
    p.write("packages/api/.oxlintrc.json", "{}");
    p.write("packages/web/package.json", "{}");
    p.write("packages/web/eslint.config.js", "export default [];");
    p.write("packages/web/.prettierrc", "{}");
    p.write("packages/docs/package.json", "{}");
    p.write("packages/docs/.dprint.jsonc", "{}");
    p.write("packages/docs/sub/.oxfmtrc.json", "{}");
    const at = (file: string) => ({
      abs: path.join(p.dir, file),
      pkg: path.join(p.dir, path.dirname(path.dirname(file))),
    });

    const api = at("packages/api/src/a.ts");
    expect(names(projectFormatters(api.abs, api.pkg, p.dir), p.dir)).toEqual([
      "biome packages/api/biome.jsonc",
    ]);
    expect(names(projectLinters(api.abs, api.pkg, p.dir), p.dir)).toEqual([
      "biome packages/api/biome.jsonc",
      "oxlint packages/api/.oxlintrc.json",
    ]);
    const web = at("packages/web/src/a.ts");
    expect(names(projectFormatters(web.abs, web.pkg, p.dir), p.dir)).toEqual([
      "prettier packages/web/.prettierrc",
    ]);
    expect(names(projectLinters(web.abs, web.pkg, p.dir), p.dir)).toEqual([
      "eslint packages/web/eslint.config.js",
    ]);
    const docs = at("packages/docs/sub/a.ts");
    expect(names(projectFormatters(docs.abs, path.join(p.dir, "packages/docs"), p.dir), p.dir)).toEqual([
      "oxfmt packages/docs/sub/.oxfmtrc.json",
      "dprint packages/docs/.dprint.jsonc",
    ]);
    // No linter config for docs: the root's declared ESLint (qgate then lints with its default rules).
    expect(names(projectLinters(docs.abs, path.join(p.dir, "packages/docs"), p.dir), p.dir)).toEqual([
      "eslint",
    ]);
    // The policy's choice wins over detection.
    expect(names(projectFormatters(api.abs, api.pkg, p.dir, "prettier"), p.dir)).toEqual(["prettier"]);
    expect(names(projectLinters(web.abs, web.pkg, p.dir, ["oxlint"]), p.dir)).toEqual(["oxlint"]);
  });

  it("a Prettier only in node_modules (hoisted as qgate's dependency) is not the project's: qgate's bundled one runs", async () => {
    const p = await project();
    p.write("package.json", JSON.stringify({ devDependencies: { qgate: "*" } }));
    p.write(
      "node_modules/prettier/package.json",
      JSON.stringify({ name: "prettier", version: "3.0.0", main: "index.js" }),
    );
    p.write("node_modules/prettier/index.js", "throw new Error('the hoisted copy must not be loaded');");
    p.write("src/a.ts", "export const a = 1;\n");
    const root = p.dir;
    expect(projectFormatters(path.join(root, "src/a.ts"), root, root)).toEqual([]);
    const result = await formatCheck.run(checkContext(root, [changedFile(root, "src/a.ts")]));
    expect(result.failures).toEqual([]);
    expect(result.tools.map((t) => `${t.name} ${t.source}`)).toEqual(["prettier bundled"]);
  });
});
