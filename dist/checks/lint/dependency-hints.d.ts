/** The one-line explanation, or undefined when the error is something else. */
export declare function explainUnsupportedTypeScript(error: unknown, packageDir: string, configLabel: string): string | undefined;
/**
 * The fix for a config that imports a package the project does not have installed: `npm install`
 * when package.json lists it (node_modules is missing or stale), else `npm i -D <it>`.
 */
export declare function missingPackageFix(error: unknown, packageDir: string): string | undefined;
