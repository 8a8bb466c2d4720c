/**
 * `textDocument/formatting`: the document's text through the project's formatter, returned as an edit
 * the client applies (nothing is written here). Prettier (the project's, else qgate's bundled copy, as
 * the format check uses it), or the project's own Biome, oxfmt or dprint, on stdin as the format check
 * runs them. A file the project's .prettierignore (or, with Prettier 3, .gitignore) excludes is left as
 * it is, as the format check skips it.
 */
import { owningPackageDir } from "../changes/paths.js";
import { projectFormatters } from "../checks/project-tools.js";
import { getPrettier, majorVersion } from "../checks/format/prettier-api.js";
import { ignorePaths, resolvePlugins } from "../checks/format/run.js";
import { formatWithOwnTool } from "../checks/format/tools/index.js";
import { resolveTool } from "../checks/resolve-tool.js";

/** The formatted text, or undefined when the formatter leaves it as it is (or ignores the file). */
export async function formatText(root: string, absFile: string, text: string): Promise<string | undefined> {
  const packageDir = owningPackageDir(absFile, root);
  const own = projectFormatters(absFile, packageDir, root).find(
    (tool): tool is typeof tool & { name: Exclude<typeof tool.name, "prettier"> } => tool.name !== "prettier",
  );
  if (own) return formatWithOwnTool(root, absFile, text, own);
  const tool = resolveTool("prettier", packageDir, { requireProjectTool: false, root });
  const prettier = await getPrettier(tool);
  // The config and its plugins first, the plugins resolved from the package that owns the file (not
  // this process's directory), then the project's ignore files: as the format check reads them all.
  const config = (await prettier.resolveConfig(absFile, { editorconfig: true })) ?? {};
  const plugins = resolvePlugins(config.plugins, packageDir);
  const ignorePath = ignorePaths(tool, packageDir, root);
  const info = await prettier.getFileInfo(absFile, {
    ...(ignorePath.length > 0
      ? { ignorePath: majorVersion(tool.version) >= 3 ? ignorePath : ignorePath[0] }
      : {}),
    withNodeModules: false,
    ...(plugins ? { plugins } : {}),
    resolveConfig: false,
  });
  if (info.ignored || (typeof config.parser !== "string" && info.inferredParser === null)) return undefined;
  const formatted = await prettier.format(text, {
    ...config,
    ...(plugins ? { plugins } : {}),
    filepath: absFile,
  });
  return formatted === text ? undefined : formatted;
}
