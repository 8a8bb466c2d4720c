/**
 * qgate's built-in lint rules for projects without any ESLint config: @eslint/js recommended for
 * every script, plus typescript-eslint recommended (syntax only, no type information) for TS files.
 * Loaded lazily (typescript-eslint pulls in TypeScript) and once per process.
 */
const SCRIPT_FILES = ["**/*.js", "**/*.jsx", "**/*.mjs", "**/*.cjs"];
const TS_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];

export const DEFAULT_CONFIG_DESCRIPTION = "@eslint/js and typescript-eslint recommended rules";

let loaded: Promise<unknown[]> | undefined;

async function build(): Promise<unknown[]> {
  const [{ default: js }, { default: tseslint }, { default: globals }] = await Promise.all([
    import("@eslint/js"),
    import("typescript-eslint"),
    import("globals"),
  ]);
  return [
    // A config object with only `files` makes ESLint lint these extensions too.
    { files: [...SCRIPT_FILES, ...TS_FILES] },
    js.configs.recommended,
    {
      languageOptions: {
        globals: { ...globals.node, ...globals.browser },
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
    },
    // typescript-eslint's parser and rules for TS files only; JS keeps espree.
    ...tseslint.configs.recommended.map((config) => ({ ...config, files: TS_FILES })),
  ];
}

export function defaultConfig(): Promise<unknown[]> {
  loaded ??= build();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
