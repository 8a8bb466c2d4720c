/**
 * `qgate/nx`: an Nx plugin (createNodesV2) that infers a cached `qgate` target for every project with
 * TypeScript or JavaScript (a package.json beside a tsconfig.json or jsconfig.json, below the
 * workspace root). Its inputs are Turborepo's task's (installers/turbo.ts): the project's files
 * (`default`), its dependencies' (`^default`: their exported types), every config a check reads in
 * each directory above the project (generated from the result cache's CONFIG_NAMES), the policy file,
 * the installed tools as `externalDependencies` (Nx hashes their locked versions), and the variables
 * that change what qgate prints. `qgate install nx` registers it in nx.json.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { TOOL_PACKAGES } from "../checks/project-tools.js";
import { configNames, POLICY_FILE, taskEnv } from "./turbo.js";
/** Nx names a plugin by its `name` export (it would otherwise add one to the module, which ESM refuses). */
export const name = "qgate/nx";
/** The tools a check may run, and TypeScript's packages: those installed at the root are inputs. */
const TOOLS = [
    ...new Set([
        ...Object.values(TOOL_PACKAGES),
        "typescript",
        "typescript-eslint",
        "@typescript-eslint/parser",
    ]),
];
export function qgateTarget(projectRoot, workspaceRoot, command = "qgate") {
    const above = [""];
    const parts = projectRoot.split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++)
        above.push(parts.slice(0, i).join("/"));
    const inputs = ["default", "^default"];
    for (const dir of above)
        for (const name of configNames())
            inputs.push(`{workspaceRoot}/${dir === "" ? name : `${dir}/${name}`}`);
    inputs.push(`{workspaceRoot}/${POLICY_FILE}`);
    // Nx refuses an external dependency that is not installed: only those that are.
    const installed = TOOLS.filter((tool) => existsSync(path.join(workspaceRoot, "node_modules", tool, "package.json")));
    if (installed.length > 0)
        inputs.push({ externalDependencies: installed });
    for (const name of taskEnv().filter((variable) => !variable.includes("*")))
        inputs.push({ env: name });
    return {
        command: `${command} check --package`,
        options: { cwd: projectRoot },
        cache: true,
        inputs,
        outputs: [],
    };
}
export const createNodesV2 = [
    "**/package.json",
    (files, options, context) => files.flatMap((file) => {
        const projectRoot = path.posix.dirname(file.split(path.sep).join("/"));
        if (projectRoot === "." || projectRoot.split("/").includes("node_modules"))
            return [];
        const dir = path.join(context.workspaceRoot, projectRoot);
        if (!existsSync(path.join(dir, "tsconfig.json")) && !existsSync(path.join(dir, "jsconfig.json")))
            return [];
        return [
            [
                file,
                {
                    projects: {
                        [projectRoot]: {
                            targets: { qgate: qgateTarget(projectRoot, context.workspaceRoot, options?.command) },
                        },
                    },
                },
            ],
        ];
    }),
];
