/**
 * A project's own ESLint config whose typescript-eslint cannot run on the project's TypeScript (today:
 * TypeScript 7, which typescript-eslint 8 does not support): one line that says so, with the supported
 * range and the fix, instead of the parser's error. qgate does not swap the project's TypeScript for
 * its own here: the config is the project's, and so is the choice of what it lints with.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describeError } from "../../errors.js";
import { checkMessages } from "../../messages.js";
const UNSUPPORTED = /does not support TS \d|not officially supported|SUPPORTED TYPESCRIPT VERSIONS|reading 'Intrinsic'/i;
function versionOf(name, from) {
    try {
        const require = createRequire(path.join(from, "__qgate_resolve__.js"));
        const entry = require.resolve(name);
        const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
        const at = entry.lastIndexOf(marker);
        // Read as data, not required: a manifest needs no module loader (and the security scan agrees).
        const manifestFile = path.join(at === -1 ? path.dirname(entry) : entry.slice(0, at + marker.length), "package.json");
        const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
        const peer = manifest.peerDependencies?.typescript;
        return { version: manifest.version, peer };
    }
    catch {
        return undefined;
    }
}
/** The one-line explanation, or undefined when the error is something else. */
export function explainUnsupportedTypeScript(error, packageDir, configLabel) {
    if (!UNSUPPORTED.test(error instanceof Error ? error.message : String(error)))
        return undefined;
    const typescript = versionOf("typescript", packageDir);
    const tseslint = versionOf("typescript-eslint", packageDir) ?? versionOf("@typescript-eslint/parser", packageDir);
    const range = tseslint?.peer ?? ">=4.8.4 <6.1.0";
    return checkMessages.lint.unsupportedTypeScript(configLabel, tseslint?.version, range, typescript?.version, describeError(error));
}
/** The package a "Cannot find package/module 'x'" error names (its root name, without a subpath). */
function missingPackage(message) {
    const name = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
    if (!name || name.startsWith(".") || path.isAbsolute(name))
        return undefined;
    const parts = name.split("/");
    return name.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
/**
 * The fix for a config that imports a package the project does not have installed: `npm install`
 * when package.json lists it (node_modules is missing or stale), else `npm i -D <it>`.
 */
export function missingPackageFix(error, packageDir) {
    const name = missingPackage(error instanceof Error ? error.message : String(error));
    if (!name)
        return undefined;
    let listed = false;
    try {
        const manifest = createRequire(path.join(packageDir, "__qgate_resolve__.js"))(path.join(packageDir, "package.json"));
        listed = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"].some((field) => manifest[field]?.[name] !== undefined);
    }
    catch {
        // No package.json: suggest installing it.
    }
    return listed ? checkMessages.lint.installListed(name) : checkMessages.lint.installMissing(name);
}
