/**
 * A text's ESLint fixes, for the editor door's code action: the unsaved buffer through the ESLint and
 * config that lint the file (the project's, else qgate's default), with `fix` on, returned as text the
 * editor applies (nothing is written here). A project linted by Biome or oxlint is refused with a
 * reason: their fixes are theirs to offer.
 */
import { owningPackageDir, toRelative } from "../../changes/paths.js";
import { projectLinters } from "../project-tools.js";
import { QGATE_DIR } from "../resolve-tool.js";
import { getESLint } from "./instances.js";
import { planFile } from "./run.js";
import { pinTsconfigRootDir } from "./ts-root.js";
import { lspMessages } from "../../messages.js";
export class LintFixProblem extends Error {
}
/** The text with ESLint's fixes applied, or undefined when they change nothing (or ESLint ignores it). */
export async function eslintFixedText(root, absFile, text) {
    const packageDir = owningPackageDir(absFile, root);
    const other = projectLinters(absFile, packageDir, root).find((tool) => tool.name !== "eslint");
    if (other)
        throw new LintFixProblem(lspMessages.otherLinter(other.name));
    const file = { path: toRelative(root, absFile), absPath: absFile, change: "modify" };
    const spec = planFile(file, packageDir, { root, requireProjectTool: false });
    if (spec.variant !== "javascript")
        pinTsconfigRootDir(spec.mode === "default" ? QGATE_DIR : spec.cwd, spec.cwd);
    const eslint = await getESLint({ ...spec, fix: true });
    const [result] = await eslint.lintText(text, { filePath: absFile, warnIgnored: false });
    return result?.output !== undefined && result.output !== text ? result.output : undefined;
}
