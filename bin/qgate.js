#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/bundle/ (committed; rebuilt with `npm run compile`,
// which bundles dist/'s modules into a few files: scripts/bundle.js says why).
// Every module loaded here is paid by every hook an assistant runs, so each command loads only what it
// uses: `--version` reads package.json; `qgate hook` and `qgate check` go through the daemon client,
// which loads no engine or tool when a warm daemon answers (QGATE_DAEMON=0 turns that off); `daemon
// status` asks the daemon without the CLI; everything else loads the CLI.
//
// This file is CommonJS (bin/package.json): an ES module entry point costs Node 20 about 9 ms of
// loader start-up before its first line, on every hook. The client's ES modules in dist/bundle/ are
// `require`d where Node can (20.19 and later, 22.12 and later: no loader start-up), else imported.
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
 * An ES module of the thin path, required (synchronously, without the ES module loader's start-up)
 * where this Node can require ES modules, else imported. `load` is the `import()` of the same file.
 */
function thin(requireIt, load) {
  try {
    return Promise.resolve(requireIt());
  } catch (error) {
    if (error && (error.code === "ERR_REQUIRE_ESM" || error.code === "ERR_REQUIRE_ASYNC_MODULE"))
      return load();
    return Promise.reject(error);
  }
}

if (argv.length === 1 && (argv[0] === "-v" || argv[0] === "--version")) {
  process.stdout.write(`${JSON.parse(readFileSync(`${__dirname}/../package.json`, "utf8")).version}\n`);
} else if (argv[0] === "hook" || argv[0] === "check") {
  // The client's cold fallback: the CLI, loaded only when no daemon answers.
  const runCold = (args, options) => import("../dist/bundle/main.js").then((cli) => cli.main(args, options));
  // A recorded `qgate check` is replayed from here (dist/bundle/replay.js), loaded only for `check`.
  const loadReplay = () =>
    thin(
      () => require("../dist/bundle/replay.js"),
      () => import("../dist/bundle/replay.js"),
    );
  thin(
    () => require("../dist/bundle/client.js"),
    () => import("../dist/bundle/client.js"),
  ).then((client) => client.runClient(argv, runCold, { startedMs, loadReplay }).then(exitWith), loadFailed);
} else {
  const statusOnly =
    argv[0] === "daemon" && argv.length <= 4 && argv.every((arg) => arg !== "-h" && arg !== "--help");
  (statusOnly
    ? Promise.all([
        thin(
          () => require("../dist/bundle/daemon-status.js"),
          () => import("../dist/bundle/daemon-status.js"),
        ),
        thin(
          () => require("../dist/bundle/paths.js"),
          () => import("../dist/bundle/paths.js"),
        ),
      ])
    : Promise.resolve([])
  ).then(([status, paths]) => {
    const format = status?.statusFormat(argv.slice(1));
    if (status && format) return status.printStatus(paths.daemonFiles(process.env), format).then(exitWith);
    return import("../dist/bundle/main.js").then((cli) => cli.main(argv).then(exitWith), loadFailed);
  }, loadFailed);
}
