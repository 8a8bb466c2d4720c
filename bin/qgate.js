#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/bundle/ (committed; rebuilt with `npm run compile`,
// which bundles dist/'s modules into a few files: scripts/bundle.js says why).
// Every module loaded here is paid by every hook an assistant runs, so each command loads only what it
// uses: `--version` reads package.json; `qgate hook` and `qgate check` go through the daemon client,
// which loads no engine or tool when a warm daemon answers (QGATE_DAEMON=0 turns that off); `daemon
// status` asks the daemon without the CLI; everything else loads the CLI.
//
// This file is CommonJS (bin/package.json), and so is the thin path it requires (`dist/bundle/*.cjs`:
// the client, the replay, `daemon status`): Node 20 pays about 10 ms of loader start-up for a first ES
// module, required or imported, and has no compile cache for it. The CLI is an ES module, imported
// only when a command needs it.
"use strict";
const startedMs = performance.now();
const { readFileSync } = require("node:fs");
const nodeModule = require("node:module");

// Node 22.1+ keeps V8's compiled code of qgate's modules on disk between processes (in the default
// cache directory, or NODE_COMPILE_CACHE); Node 20 has no such API, and nothing changes there.
if (typeof nodeModule.enableCompileCache === "function") {
  try {
    nodeModule.enableCompileCache();
  } catch {
    // A cache directory that cannot be written: run without it.
  }
}

const argv = process.argv.slice(2);
const loadFailed = (error) => {
  process.stderr.write(
    `qgate: cannot load qgate's compiled code in dist/ (${error && error.code ? error.code : "load error"}); run \`npm run compile\` first\n`,
  );
  process.exitCode = 2;
};
const exitWith = (code) => {
  process.exitCode = code;
};

/**
 * A module of the thin path, as a promise; a load failure (no `npm run compile` yet) is said in one
 * line. Each caller names its file literally: a `require` of a computed path is what the security
 * check warns about.
 */
function thin(load) {
  try {
    return Promise.resolve(load());
  } catch (error) {
    return Promise.reject(error);
  }
}

if (argv.length === 1 && (argv[0] === "-v" || argv[0] === "--version")) {
  process.stdout.write(`${JSON.parse(readFileSync(`${__dirname}/../package.json`, "utf8")).version}\n`);
} else if (argv[0] === "hook" || argv[0] === "check") {
  // The client's cold fallback: the CLI, loaded only when no daemon answers.
  const runCold = (args, options) => import("../dist/bundle/main.js").then((cli) => cli.main(args, options));
  // A recorded `qgate check` is replayed from here (dist/bundle/replay.cjs), loaded only for `check`.
  const loadReplay = () => thin(() => require("../dist/bundle/replay.cjs"));
  thin(() => require("../dist/bundle/client.cjs")).then(
    (client) => client.runClient(argv, runCold, { startedMs, loadReplay }).then(exitWith),
    loadFailed,
  );
} else {
  const statusOnly =
    argv[0] === "daemon" && argv.length <= 4 && argv.every((arg) => arg !== "-h" && arg !== "--help");
  (statusOnly
    ? Promise.all([
        thin(() => require("../dist/bundle/daemon-status.cjs")),
        thin(() => require("../dist/bundle/paths.cjs")),
      ])
    : Promise.resolve([])
  ).then(([status, paths]) => {
    const format = status?.statusFormat(argv.slice(1));
    if (status && format) return status.printStatus(paths.daemonFiles(process.env), format).then(exitWith);
    return import("../dist/bundle/main.js").then((cli) => cli.main(argv).then(exitWith), loadFailed);
  }, loadFailed);
}
