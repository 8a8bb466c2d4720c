/**
 * A text's lint fixes, for the editor door's code action: the unsaved buffer through the linters that
 * lint the file, fixing: ESLint with the config that governs it (the project's, else qgate's default),
 * and Biome (`biome check --write`, its safe fixes); returned as text the editor applies (nothing is
 * written here). oxlint fixes only files on disk (it has no stdin mode): a file linted by oxlint alone
 * is refused with a reason.
 */
import { owningPackageDir, toRelative } from "../../changes/paths.js";
import { projectLinters } from "../project-tools.js";
import { QGATE_DIR } from "../resolve-tool.js";
import { getESLint } from "./instances.js";
import { planFile } from "./run.js";
import { biomeFixedText } from "./tools/index.js";
import { pinTsconfigRootDir } from "./ts-root.js";
import { lspMessages } from "../../messages.js";

export class LintFixProblem extends Error {}

/** The text with its linters' fixes applied, or undefined when they change nothing. */
export async function lintFixedText(
  root: string,
  absFile: string,
  text: string,
): Promise<string | undefined> {
  const packageDir = owningPackageDir(absFile, root);
  const linters = projectLinters(absFile, packageDir, root);
  const fixers = linters.filter((tool) => tool.name !== "oxlint");
  if (linters.length > 0 && fixers.length === 0) throw new LintFixProblem(lspMessages.otherLinter("oxlint"));
  // No linter of the project's own: qgate's bundled ESLint with its default rules lints the file.
  const order = fixers.length > 0 ? fixers : [{ name: "eslint" as const, configFile: undefined }];
  let current = text;
  for (const tool of order) {
    const fixed =
      tool.name === "biome"
        ? await biomeFixedText(root, absFile, current, tool.configFile)
        : await eslintFixedText(root, packageDir, absFile, current);
    if (fixed !== undefined) current = fixed;
  }
  return current === text ? undefined : current;
}

/** ESLint's fixes, with the ESLint and config that lint the file, or undefined when they change nothing. */
async function eslintFixedText(
  root: string,
  packageDir: string,
  absFile: string,
  text: string,
): Promise<string | undefined> {
  const file = { path: toRelative(root, absFile), absPath: absFile, change: "modify" as const };
  const spec = planFile(file, packageDir, { root, requireProjectTool: false });
  if (spec.variant !== "javascript")
    pinTsconfigRootDir(spec.mode === "default" ? QGATE_DIR : spec.cwd, spec.cwd);
  const eslint = await getESLint({ ...spec, fix: true });
  const [result] = await eslint.lintText(text, { filePath: absFile, warnIgnored: false });
  return result?.output !== undefined && result.output !== text ? result.output : undefined;
}
