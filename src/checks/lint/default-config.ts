/**
 * qgate's built-in lint rules for projects without any ESLint config: @eslint/js recommended for
 * every script, plus typescript-eslint recommended (syntax only, no type information) for TS files.
 * Loaded lazily and once per process; typescript-eslint (which pulls in TypeScript) only for TS files.
 */
import { pinBundledTypeScript } from "./bundled-typescript.js";

const SCRIPT_FILES = ["**/*.js", "**/*.jsx", "**/*.mjs", "**/*.cjs"];
const TS_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];

export const DEFAULT_CONFIG_DESCRIPTION = "@eslint/js and typescript-eslint recommended rules";

const loaded = new Map<boolean, Promise<unknown[]>>();

async function build(withTypeScript: boolean): Promise<unknown[]> {
  const [{ default: js }, { default: globals }] = await Promise.all([
    import("@eslint/js"),
    import("globals"),
  ]);
  const config: unknown[] = [
    // A config object with only `files` makes ESLint lint these extensions too.
    { files: [...SCRIPT_FILES, ...TS_FILES] },
    js.configs.recommended,
    {
      languageOptions: {
        globals: { ...globals.node, ...globals.browser },
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
    },
  ];
  if (!withTypeScript) return config;
  pinBundledTypeScript();
  const { default: tseslint } = await import("typescript-eslint");
  // typescript-eslint's parser and rules for TS files only; JS keeps espree.
  return [...config, ...tseslint.configs.recommended.map((entry) => ({ ...entry, files: TS_FILES }))];
}

/**
 * The default config. Its TS part only matters for TS files, and typescript-eslint loads the whole
 * TypeScript compiler (half a second cold), so a run with JavaScript files only uses the config
 * without it (`withTypeScript: false`): the same rules for every JavaScript file.
 */
export function defaultConfig(withTypeScript = true): Promise<unknown[]> {
  let config = loaded.get(withTypeScript);
  if (!config) {
    config = build(withTypeScript);
    config.catch(() => loaded.delete(withTypeScript));
    loaded.set(withTypeScript, config);
  }
  return config;
}

/** Whether the default config with typescript-eslint was built in this process (for tests). */
export function defaultTypeScriptConfigLoaded(): boolean {
  return loaded.has(true);
}
