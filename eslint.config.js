// qgate's own lint configuration (flat config: ESLint 10 has no .eslintrc).
// Besides style, it enforces the architecture (docs/architecture.md): imports follow the flow
// doors -> changes -> policy -> engine -> checks -> report -> routing, never back up it; no import
// cycles; only the CLI prints; and every message lives in src/messages.ts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** `from` may not import these rooms. Doors (cli, events, daemon) and the public API may import any. */
const LAYERS = {
  // The messages (src/messages.ts), at the bottom with util: every room may import them.
  messages: [
    "changes",
    "policy",
    "engine",
    "checks",
    "report",
    "routing",
    "prompt",
    "cli",
    "events",
    "daemon",
    "pipeline",
  ],
  util: [
    "messages",
    "changes",
    "policy",
    "engine",
    "checks",
    "report",
    "routing",
    "prompt",
    "cli",
    "events",
    "daemon",
    "pipeline",
  ],
  changes: [
    "policy",
    "engine",
    "checks",
    "report",
    "routing",
    "prompt",
    "cli",
    "events",
    "daemon",
    "pipeline",
  ],
  policy: ["changes", "engine", "report", "routing", "prompt", "cli", "events", "daemon", "pipeline"],
  checks: ["policy", "engine", "report", "routing", "prompt", "cli", "events", "daemon", "pipeline"],
  // The engine builds the Report (report/report.ts, the contract); rendering it is the doors' business.
  engine: ["report/(?!report\\.js$)", "routing", "prompt", "cli", "events", "daemon", "pipeline"],
  report: ["engine", "routing", "prompt", "cli", "events", "daemon", "pipeline"],
  routing: ["engine", "prompt", "cli", "events", "daemon", "pipeline"],
  prompt: ["policy", "engine", "checks", "report", "cli", "events", "daemon", "pipeline"],
};

/**
 * Messages live in src/messages.ts (issue 13): a qgate error (`new <Something>Error(...)`) takes its
 * message from there, never a string or template literal written at the call site. For
 * `new QgateError(type, message)` the message is the second argument.
 */
const MESSAGE_ARGUMENT = ":matches(Literal, TemplateLiteral)";
const MESSAGE_BRANCH =
  ":matches(Literal.consequent, Literal.alternate, TemplateLiteral.consequent, TemplateLiteral.alternate)";
const TYPED_ERROR = 'NewExpression[callee.name=/^[A-Z]\\w*Error$/]:not([callee.name="QgateError"])';
const QGATE_ERROR = 'NewExpression[callee.name="QgateError"]';
const INLINE_MESSAGES = [
  `${TYPED_ERROR} > ${MESSAGE_ARGUMENT}:first-child`,
  `${TYPED_ERROR} > ConditionalExpression:first-child > ${MESSAGE_BRANCH}`,
  `${QGATE_ERROR} > ${MESSAGE_ARGUMENT}:nth-child(2)`,
  `${QGATE_ERROR} > ConditionalExpression:nth-child(2) > ${MESSAGE_BRANCH}`,
].map((selector) => ({
  selector,
  message: "Messages live in src/messages.ts (issue 13): add it there and use it here.",
}));

function layerRule(room, forbidden) {
  return {
    files: room === "messages" ? ["src/messages.ts"] : [`src/${room}/**/*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map((target) => ({
            regex: `^${room === "messages" ? "\\./" : "(\\.\\./)+"}${target.includes("/") ? target : `${target}(/|\\.js$)`}`,
            message: `src/${room} may not import src/${target.split("/")[0]}${target.includes("/") ? " (except its contract module)" : ""}: imports follow the flow (docs/architecture.md).`,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: [".cache/", "dist/", "fixtures/", "coverage/", "bench/.work/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // typescript-eslint's type-checked rules on qgate's own sources (misused promises, floating ones...).
    files: ["src/**/*.ts"],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ["src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      // Only the CLI writes to the terminal; everything else returns values (and the daemon logs to its file).
      "no-console": "error",
      "no-restricted-properties": [
        "error",
        ...["stdout", "stderr"].map((property) => ({
          object: "process",
          property,
          message: "Only src/cli writes to the terminal: return the text, or take a writer from the CLI.",
        })),
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  ...Object.entries(LAYERS).map(([room, forbidden]) => layerRule(room, forbidden)),
  {
    // Messages live in one place (issue 13): an error's message comes from src/messages.ts.
    files: ["src/**/*.ts"],
    ignores: ["src/messages.ts"],
    rules: { "no-restricted-syntax": ["error", ...INLINE_MESSAGES] },
  },
  {
    // The CLI, and the daemon client that bin/qgate.js runs in its place (it replays the daemon's output).
    files: [
      "src/cli/**/*.ts",
      "src/daemon/client.ts",
      "src/daemon/run-request.ts",
      "src/util/hold-stream.ts",
    ],
    rules: { "no-console": "off", "no-restricted-properties": "off" },
  },
  { files: ["bench/**", "test/**", "bin/**", "*.js"], rules: { "no-console": "off" } },
);
