/**
 * Files qgate writes into a project (assistant settings, hooks files) in the project's own Prettier
 * style, so that `qgate check` never blocks on qgate's own output. Only with the project's own
 * Prettier and a config of its own for the file; only when the file as it was is already in that
 * style (a layout the user chose by hand is theirs, and uninstall must give it back byte for byte).
 * Anything that goes wrong leaves the text as it was: the style is a courtesy, the content is the job.
 */
import path from "node:path";
import { getPrettier, majorVersion } from "../checks/format/prettier-api.js";
import { ignorePaths } from "../checks/format/run.js";
import { isInside, owningPackageDir } from "../changes/paths.js";
import { resolveTool } from "../checks/resolve-tool.js";
export async function inProjectStyle(file, root, text, before) {
    if (!isInside(root, file))
        return text;
    try {
        const tool = resolveTool("prettier", path.dirname(file), { requireProjectTool: true, root });
        if (tool.source !== "project")
            return text;
        const prettier = await getPrettier(tool);
        const config = await prettier.resolveConfig(file, { editorconfig: true });
        if (!config)
            return text;
        const ignorePath = ignorePaths(tool, owningPackageDir(file, root), root);
        const info = await prettier.getFileInfo(file, {
            ...(ignorePath.length > 0
                ? { ignorePath: majorVersion(tool.version) >= 3 ? ignorePath : ignorePath[0] }
                : {}),
            resolveConfig: false,
        });
        if (info.ignored)
            return text;
        const options = { ...config, filepath: file };
        if (before !== undefined && (await prettier.format(before, options)) !== before)
            return text;
        return await prettier.format(text, options);
    }
    catch {
        return text;
    }
}
