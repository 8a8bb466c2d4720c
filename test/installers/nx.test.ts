/**
 * `qgate install nx` registers `qgate/nx` in nx.json (merged, once); the plugin's target declares every
 * config a check reads in each directory above its project (generated from CONFIG_NAMES), the policy,
 * the installed tools as external dependencies. The real nx runs it in test/e2e/nx.test.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { CONFIG_NAMES } from "../../src/engine/result-cache.js";
import { planNx } from "../../src/installers/nx.js";
import { createNodesV2, qgateTarget } from "../../src/installers/nx-plugin.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();

describe("qgate install nx", () => {
  it("adds the plugin to nx.json once, keeps comments and other plugins, and uninstalls it", async () => {
    const p = await newProject();
    const file = p.write("nx.json", '{\n  // mine\n  "plugins": ["@nx/js"]\n}\n');
    const plan = planNx(p.dir, "install");
    expect(plan.changes).toEqual(["added the qgate/nx plugin"]);
    writeFileSync(file, plan.after!);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("// mine");
    expect((parse(text) as { plugins: string[] }).plugins).toEqual(["@nx/js", "qgate/nx"]);
    expect(planNx(p.dir, "install").changes).toEqual([]);
    writeFileSync(file, planNx(p.dir, "uninstall").after!);
    expect((parse(readFileSync(file, "utf8")) as { plugins: string[] }).plugins).toEqual(["@nx/js"]);
    const fresh = await newProject();
    expect(JSON.parse(planNx(fresh.dir, "install").after!)).toEqual({ plugins: ["qgate/nx"] });
  });

  it("infers a target for a project with a tsconfig, with every config above it as an input", async () => {
    const p = await newProject();
    p.write("node_modules/prettier/package.json", '{ "name": "prettier", "version": "3.0.0" }\n');
    p.write("libs/a/package.json", '{ "name": "a" }\n');
    p.write("libs/a/tsconfig.json", "{}\n");
    p.write("libs/b/package.json", '{ "name": "b" }\n');
    const [, infer] = createNodesV2;
    const results = infer(["package.json", "libs/a/package.json", "libs/b/package.json"], undefined, {
      workspaceRoot: p.dir,
    });
    expect(results.map(([file]) => file)).toEqual(["libs/a/package.json"]);
    const target = qgateTarget("libs/a", p.dir);
    expect(results[0]![1].projects["libs/a"]!.targets.qgate).toEqual(target);
    expect(target.command).toBe("qgate check --package");
    expect(target.options).toEqual({ cwd: "libs/a" });
    for (const name of new Set(Object.values(CONFIG_NAMES).flat()))
      for (const dir of ["", "libs/"]) expect(target.inputs).toContain(`{workspaceRoot}/${dir}${name}`);
    expect(target.inputs).toContain("{workspaceRoot}/.qgaterc.json");
    expect(target.inputs.slice(0, 2)).toEqual(["default", "^default"]);
    expect(target.inputs).toContainEqual({ externalDependencies: ["prettier"] });
    expect(target.inputs).toContainEqual({ env: "CLAUDE_STRICT_QUALITY" });
    expect(path.isAbsolute(target.options.cwd)).toBe(false);
  });
});
