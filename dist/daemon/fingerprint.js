/**
 * What a warm tool depends on besides the checked files: configs, ignore files, lockfiles and the
 * installed tool versions. Source files need no watching (the checks compare them by mtime, size and
 * content on every run); these are compared by a stat fingerprint on every request, and a change
 * restarts that project's workers, so the next run loads tools and configs afresh.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";
const CONFIG_NAME = /^(package\.json|package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|tsconfig.*\.json|jsconfig\.json|eslint\.config\.[cm]?[jt]s|\.eslintrc(\.[a-z]+)?|\.eslintignore|\.prettierrc(\.[a-z0-9]+)?|prettier\.config\.[cm]?[jt]s|\.prettierignore|\.editorconfig|\.qgaterc\.json|\.gitignore|\.secretlintrc(\.[a-z]+)?)$/;
/** The tools whose installed version a warm worker holds. */
const TOOL_PACKAGES = [
    "eslint",
    "prettier",
    "typescript",
    "typescript-eslint",
    "@typescript-eslint/parser",
    "@typescript/native-preview",
];
function stamp(file) {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : "-";
}
/** Directories of the project that hold a package.json (node_modules excluded), found once per root. */
export function packageDirs(root) {
    const found = globSync("**/package.json", {
        cwd: root,
        ignore: ["**/node_modules/**", "**/.git/**"],
        onlyFiles: true,
        followSymbolicLinks: false,
    });
    const dirs = new Set([root, ...found.map((file) => path.join(root, path.dirname(file)))]);
    return [...dirs].sort();
}
export function configFingerprint(root, dirs) {
    const parts = [];
    for (const dir of dirs) {
        let names;
        try {
            names = readdirSync(dir);
        }
        catch {
            parts.push(`${dir}:gone`);
            continue;
        }
        for (const name of names.sort()) {
            if (CONFIG_NAME.test(name))
                parts.push(`${path.relative(root, path.join(dir, name))}=${stamp(path.join(dir, name))}`);
        }
        for (const tool of TOOL_PACKAGES) {
            parts.push(`${tool}@${path.relative(root, dir)}=${stamp(path.join(dir, "node_modules", tool, "package.json"))}`);
        }
    }
    return parts.join("\n");
}
