/**
 * `qgate install turbo`'s plan (issue 35): the task's inputs are generated from what qgate's checks
 * read (the result cache's CONFIG_NAMES, not a second list), in the root and every directory above a
 * package; turbo.json is merged into, comments and other tasks kept; installing twice changes nothing;
 * uninstall takes back exactly what install added. The real turbo runs the task in
 * test/e2e/turbo.test.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { CONFIG_NAMES } from "../../src/engine/result-cache.js";
import { OUTPUT_VARIABLES } from "../../src/engine/run-record.js";
import { planTurbo, qgateTask, type TurboPlan } from "../../src/installers/turbo.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();

async function workspace() {
  const p = await newProject();
  p.write("package.json", '{ "name": "root", "workspaces": ["packages/*", "apps/web"] }\n');
  p.write("packages/a/package.json", '{ "name": "a" }\n');
  p.write("packages/b/package.json", '{ "name": "b", "scripts": { "qgate": "echo mine" } }\n');
  p.write("apps/web/package.json", '{ "name": "web" }\n');
  return p;
}

function write(plan: TurboPlan): void {
  for (const file of plan.files) if (file.after !== undefined) writeFileSync(file.file, file.after);
}

describe("qgate install turbo", () => {
  it("declares every config a check reads, in the root and in every directory above a package", () => {
    const task = qgateTask(["packages/a", "apps/web", "tools/deep/x"], [".qgaterc.json"]);
    const names = [...new Set(Object.values(CONFIG_NAMES).flat())];
    expect(names.length).toBeGreaterThan(30);
    for (const dir of ["", "packages/", "apps/", "tools/", "tools/deep/"])
      for (const name of names) expect(task.inputs).toContain(`$TURBO_ROOT$/${dir}${name}`);
    expect(task.inputs).toContain("$TURBO_ROOT$/tsconfig*.json");
    expect(task.inputs).toContain("$TURBO_ROOT$/.qgaterc.json");
    expect(task.inputs).toContain("$TURBO_ROOT$/package-lock.json");
    expect(task.inputs).toContain("$TURBO_DEFAULT$");
    // The package's own directory is $TURBO_DEFAULT$'s, not listed again.
    expect(task.inputs.some((input) => input.startsWith("$TURBO_ROOT$/packages/a/"))).toBe(false);
    for (const name of OUTPUT_VARIABLES) expect(task.env).toContain(name);
    expect(task.env).toEqual(expect.arrayContaining(["QGATE_*", "TURBO_SCM_BASE"]));
    expect(task.dependsOn).toEqual(["qgate-transit"]);
    expect(task.outputs).toEqual([]);
  });

  it("merges into turbo.json (comments and other tasks stay), adds the scripts, and is idempotent", async () => {
    const p = await workspace();
    const turboJson = p.write(
      "turbo.json",
      '{\n  // the build\n  "tasks": {\n    "build": { "dependsOn": ["^build"] }\n  }\n}\n',
    );
    const plan = await planTurbo(p.dir, "install", "qgate");
    write(plan);
    const text = readFileSync(turboJson, "utf8");
    expect(text).toContain("// the build");
    const turbo = parse(text) as { tasks: Record<string, { dependsOn?: string[]; inputs?: string[] }> };
    expect(turbo.tasks.build).toEqual({ dependsOn: ["^build"] });
    expect(turbo.tasks.qgate!.inputs).toContain("$TURBO_ROOT$/apps/eslint.config.js");
    expect(turbo.tasks["qgate-transit"]!.dependsOn).toEqual(["^qgate-transit"]);
    const scripts = (dir: string) =>
      (JSON.parse(readFileSync(path.join(p.dir, dir, "package.json"), "utf8")) as { scripts?: object })
        .scripts;
    expect(scripts("packages/a")).toEqual({ qgate: "qgate check --package" });
    expect(scripts("apps/web")).toEqual({ qgate: "qgate check --package" });
    expect(scripts("packages/b")).toEqual({ qgate: "echo mine" });
    expect(plan.notes).toEqual([
      "packages/b/package.json: kept its own qgate script (echo mine); turbo runs it for the qgate task",
    ]);
    const again = await planTurbo(p.dir, "install", "qgate");
    expect(again.files.flatMap((file) => file.changes)).toEqual([]);

    write(await planTurbo(p.dir, "uninstall", "qgate"));
    const after = parse(readFileSync(turboJson, "utf8")) as { tasks: object };
    expect(after.tasks).toEqual({ build: { dependsOn: ["^build"] } });
    expect(scripts("packages/a")).toEqual({});
    expect(scripts("packages/b")).toEqual({ qgate: "echo mine" });
  });

  it("creates turbo.json, and refuses Turborepo 1's pipeline and a repository without workspaces", async () => {
    const p = await workspace();
    write(await planTurbo(p.dir, "install", "npx qgate"));
    const created = parse(readFileSync(path.join(p.dir, "turbo.json"), "utf8")) as { tasks: object };
    expect(Object.keys(created.tasks)).toEqual(["qgate", "qgate-transit"]);
    p.write("turbo.json", '{ "pipeline": {} }\n');
    await expect(planTurbo(p.dir, "install", "qgate")).rejects.toThrow(
      /^install turbo: turbo.json has `pipeline`/,
    );
    const single = await newProject();
    single.write("package.json", '{ "name": "one" }\n');
    await expect(planTurbo(single.dir, "install", "qgate")).rejects.toThrow(/^install turbo: no workspaces/);
  });
});
