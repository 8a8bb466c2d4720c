// Bundles what bin/qgate.js runs (the daemon client, the CLI, the status command and the check worker)
// from the compiled dist/ into dist/bundle/, after `tsc`. Why: a cold `qgate check` loaded 333 ES
// modules before it checked anything (execa 106, zod 95, qgate's own 72), and Node 20 pays for each
// module's resolution and linking on every start (it has no compile cache); execa and zod alone took
// 207 ms to import, 60-70 ms bundled. Only the small libraries listed below are bundled; every other
// package stays external (the tools qgate resolves per project: Prettier, ESLint, TypeScript,
// secretlint, ...), looked up from the project or from qgate's own node_modules, as before. dist/'s other files stay
// what `tsc` emits: they are the library (`import "qgate"`) and its types.
//
// The thin path (what every hook and `qgate check` runs before it knows whether it needs the CLI: the
// daemon client, the replay of a recorded run, `daemon status`) is bundled a second time as CommonJS,
// `*.cjs`: Node 20 has no compile cache, and its first ES module costs a process about 10 ms of loader
// start-up even when required (20.19+), then a few ms per module; the same code as CommonJS loaded in
// 13 ms instead of 39 here (client and replay; `require` of both timed in a process, five runs each: a
// diagnostic, the bench's rows are in docs/performance.md). The CLI, the check worker and the library stay ES
// modules. Module state that both halves share lives on globalThis (util/timings.ts says so).
//
// Every file lands in dist/bundle/ (entries and shared chunks alike), so that what the code finds
// relative to itself (`../../package.json`, `../../policies/`, `./check-worker.js`) is where it was.
// Within each bundle, shared chunks keep one instance of each module across its entries; between the
// two, what must be one (the open --timings record, qgate's build hash) is on globalThis.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");

/**
 * Small libraries on the cold path, bundled; every other package stays external. Not write-file-atomic:
 * it is CommonJS that reads `__filename`, which an ES module bundle does not have.
 */
const BUNDLED = new Set([
  "braces",
  "execa",
  "fastest-levenshtein",
  "ignore",
  "indefinite",
  "jsonc-parser",
  "p-limit",
  "parse-diff",
  "picocolors",
  "picomatch",
  "pluralize",
  "tinyglobby",
  "zod",
]);
const builtins = new Set(builtinModules);

/** The package a bare import names (`zod/v4/core` -> `zod`, `@scope/pkg/x` -> `@scope/pkg`). */
function packageOf(id) {
  const parts = id.split("/");
  return id.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * Node's own modules are external; a package is bundled when it is listed, and so is everything a
 * bundled package imports (braces' fill-range: where npm nests it is where braces finds it, not
 * dist/bundle/). An external package is never read, so an importer inside node_modules is bundled.
 */
function external(id, importer) {
  if (id.startsWith("node:") || builtins.has(id)) return true;
  if (id.startsWith(".") || path.isAbsolute(id) || id.startsWith("\0")) return false;
  if (importer?.includes(`${path.sep}node_modules${path.sep}`)) return false;
  return !BUNDLED.has(packageOf(id));
}

const out = path.join(dist, "bundle");
rmSync(out, { recursive: true, force: true });
const common = {
  cwd: root,
  platform: "node",
  external,
  // jsonc-parser's "main" is a UMD build whose `require("./impl/format")` a bundle cannot follow; its
  // "module" build is plain ES modules.
  resolve: { mainFields: ["module", "main"] },
  logLevel: "warn",
};
// Readable and diffable in review (dist/ is committed), and the stack traces name real lines.
const output = { dir: out, minify: false };
await build({
  ...common,
  input: {
    main: path.join(dist, "cli/main.js"),
    "check-worker": path.join(dist, "engine/check-worker.js"),
    // `qgate stats` and `qgate dashboard` read a large log in parts on worker threads (stats/aggregate.ts).
    "aggregate-worker": path.join(dist, "stats/aggregate-worker.js"),
  },
  output: { ...output, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
});
await build({
  ...common,
  input: {
    client: path.join(dist, "daemon/client.js"),
    // The client's replay of a recorded `qgate check` (daemon/replay.ts), required by bin/qgate.js
    // only for `qgate check`.
    replay: path.join(dist, "daemon/replay.js"),
    "daemon-status": path.join(dist, "cli/daemon-status.js"),
    paths: path.join(dist, "daemon/paths.js"),
  },
  output: { ...output, format: "cjs", entryFileNames: "[name].cjs", chunkFileNames: "[name]-[hash].cjs" },
});

// The build's identity (src/daemon/client.ts BUILD): a hash of every bundled file, so that a daemon
// started by another build of the same version is told apart, and a reinstall of the same build (npm
// unpacks every file with one fixed time; pnpm hard-links one copy into many projects) is not.
const id = createHash("sha256");
for (const name of readdirSync(out).sort()) id.update(`${name}\0`).update(readFileSync(path.join(out, name)));
writeFileSync(path.join(out, "build-id"), `${id.digest("hex").slice(0, 16)}\n`);
