// qgate's own lint configuration (flat config: ESLint 10 has no .eslintrc).
// Besides style, it enforces the architecture (docs/architecture.md): imports follow the flow
// doors -> changes -> policy -> engine -> checks -> report -> routing, never back up it; no import
// cycles; only the CLI prints; and every message lives in src/messages.ts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * `from` may not import these rooms. Doors (cli, daemon) and the public API may import any room, but an
 * assistant's room only through the registry (ROOM_PATTERNS below).
 */
/** The door side every lower layer may not import: the hook vocabulary, the rooms, the installers. */
const DOOR_ROOMS = ["hook", "assistants", "installers"];

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
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
    "stats",
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
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
    "stats",
  ],
  changes: [
    "policy",
    "engine",
    "checks",
    "report",
    "routing",
    "prompt",
    "cli",
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
    "stats",
  ],
  policy: [
    "changes",
    "engine",
    "report",
    "routing",
    "prompt",
    "cli",
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
    "stats",
  ],
  checks: [
    "policy",
    "engine",
    "report",
    "routing",
    "prompt",
    "cli",
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
    "stats",
  ],
  // The engine builds the Report (report/report.ts, the contract); rendering it is the doors' business.
  engine: [
    "report/(?!report\\.js$)",
    "routing",
    "prompt",
    "cli",
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
  ],
  report: [
    "engine",
    "routing",
    "prompt",
    "cli",
    "events",
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
    "stats",
  ],
  routing: ["engine", "prompt", "cli", "events", "daemon", "mcp", "lsp", "pipeline", ...DOOR_ROOMS, "stats"],
  prompt: [
    "policy",
    "engine",
    "checks",
    "report",
    "cli",
    "events",
    "daemon",
    "mcp",
    "lsp",
    "pipeline",
    ...DOOR_ROOMS,
  ],
  // What every assistant shares (the event vocabulary, the gate, sessions): no room, no door.
  hook: ["cli", "daemon", "mcp", "lsp", "assistants"],
  // Shared config-file merging: below the rooms and the CLI (it knows the rooms' contract only).
  installers: ["cli", "daemon", "mcp", "lsp", "hook", "assistants/(?!assistant\\.js$)"],
  stats: ["engine", "prompt", "cli", "events", "daemon", "mcp", "lsp", "pipeline", "hook", "assistants"],
  // The daemon runs the CLI's commands warm, handed to it by bin/qgate.js: it never imports the CLI.
  daemon: ["cli", "mcp", "lsp"],
  // The rooms answer the CLI and the daemon; they never import the CLI.
  assistants: ["cli", "events", "mcp", "lsp"],
  // The MCP door (src/mcp) imports any room but the CLI and the hook doors (the CLI hands it main()).
  mcp: ["cli", "hook", "assistants", "lsp"],
  // The editor door (src/lsp): the same as the MCP door; it borrows the MCP door's rule explanations.
  lsp: ["cli", "hook", "assistants", "mcp/(?!explain\\.js$)"],
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

/**
 * Outside src/assistants/claude/, no exported name says Claude (issue 19): shared code has neutral
 * names. (The seed's CLAUDE_STRICT_QUALITY and CLAUDE_PROJECT_DIR are environment names, not exports.)
 */
const CLAUDE_NAME = "[name=/claude/i]";
const CLAUDE_EXPORTS = [
  `ExportNamedDeclaration > :matches(FunctionDeclaration, ClassDeclaration, TSInterfaceDeclaration, TSTypeAliasDeclaration, TSEnumDeclaration) > Identifier.id${CLAUDE_NAME}`,
  `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > Identifier.id${CLAUDE_NAME}`,
  `ExportSpecifier > Identifier.exported${CLAUDE_NAME}`,
].map((selector) => ({
  selector,
  message:
    "Only src/assistants/claude/ exports a name that says Claude: give shared code a neutral name (issue 19).",
}));

function layerPatterns(room, forbidden) {
  return forbidden.map((target) => ({
    regex: `^${room === "messages" ? "\\./" : "(\\.\\./)+"}${target.includes("/") ? target : `${target}(/|\\.js$)`}`,
    message: `src/${room} may not import src/${target.split("/")[0]}${target.includes("/") ? " (except its contract module)" : ""}: imports follow the flow (docs/architecture.md).`,
  }));
}

/**
 * Assistants' rooms (issue 19): only src/assistants/registry.ts imports a room, and only its index; a
 * room never imports another room (nor the registry). Everything else sees the rooms through the
 * registry and their contract (assistants/assistant.ts).
 */
const OUTSIDE_ROOMS = {
  regex: "(^|/)assistants/(?!registry\\.js$|assistant\\.js$)",
  message:
    "Only src/assistants/registry.ts imports an assistant's room: use the registry (docs/architecture.md).",
};
const ROOM_PATTERNS = {
  // From src/assistants/<id>/: `../x` is a sibling room or the registry; `../assistant.js` is the contract.
  room: {
    regex: "^\\.\\./(?!\\.\\./|assistant\\.js$)",
    message:
      "A room never imports another room or the registry: share it through src/hook/ or src/installers/ (docs/architecture.md).",
  },
  registry: {
    regex: "^\\./[^/]+/(?!index\\.js$)",
    message: "The registry imports a room only through its index.ts (docs/architecture.md).",
  },
};

const restrict = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

/** One no-restricted-imports config per file group (flat config replaces a rule's options, it does not merge them). */
function importRules() {
  const layered = Object.keys(LAYERS).filter((room) => room !== "assistants");
  const files = (room) => (room === "messages" ? ["src/messages.ts"] : [`src/${room}/**/*.ts`]);
  return [
    // The doors and the public API: any room, but an assistant only through the registry.
    restrict(["src/**/*.ts"], [OUTSIDE_ROOMS], [...layered.flatMap(files), "src/assistants/**"]),
    ...layered.map((room) => restrict(files(room), [...layerPatterns(room, LAYERS[room]), OUTSIDE_ROOMS])),
    restrict(
      ["src/assistants/*/**/*.ts"],
      [...layerPatterns("assistants", LAYERS.assistants), ROOM_PATTERNS.room],
    ),
    restrict(["src/assistants/*.ts"], layerPatterns("assistants", LAYERS.assistants), [
      "src/assistants/registry.ts",
    ]),
    restrict(
      ["src/assistants/registry.ts"],
      [...layerPatterns("assistants", LAYERS.assistants), ROOM_PATTERNS.registry],
    ),
  ];
}

/** Only src/cli writes to the terminal. */
const TERMINAL_WRITES = ["stdout", "stderr"].map((property) => ({
  object: "process",
  property,
  message: "Only src/cli writes to the terminal: return the text, or take a writer from the CLI.",
}));
/**
 * A daemon or server runs each request in its client's environment (a swapped process.env), which
 * os.homedir() does not read: paths under ~ come from the request's environment (util/home.ts).
 */
const HOME_FROM_PROCESS = {
  object: "os",
  property: "homedir",
  message: "Use homeDir(env) from src/util/home.ts: os.homedir() ignores the request's environment.",
};

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
      "no-restricted-properties": ["error", ...TERMINAL_WRITES, HOME_FROM_PROCESS],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  { files: ["src/util/home.ts"], rules: { "no-restricted-properties": ["error", ...TERMINAL_WRITES] } },
  ...importRules(),
  {
    // Messages live in one place (issue 13): an error's message comes from src/messages.ts.
    files: ["src/**/*.ts"],
    ignores: ["src/messages.ts", "src/assistants/claude/**"],
    rules: { "no-restricted-syntax": ["error", ...INLINE_MESSAGES, ...CLAUDE_EXPORTS] },
  },
  {
    files: ["src/messages.ts"],
    rules: { "no-restricted-syntax": ["error", ...CLAUDE_EXPORTS] },
  },
  {
    files: ["src/assistants/claude/**/*.ts"],
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
  {
    // The launcher is CommonJS (bin/package.json), and requires the thin path's CommonJS bundle
    // (dist/bundle/*.cjs), which spares every hook the ES module loader's start-up.
    files: ["bin/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
