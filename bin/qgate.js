#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (committed; rebuilt with `npm run compile`).
// `qgate hook` and `qgate check` go through the daemon client, which loads no engine or tool when a
// warm daemon answers (QGATE_DAEMON=0 turns that off); everything else loads the CLI directly.
const argv = process.argv.slice(2);
const viaClient = argv[0] === "hook" || argv[0] === "check";
// The client's cold fallback: the CLI, loaded only when no daemon answers.
const runCold = (args, options) => import("../dist/cli/main.js").then((cli) => cli.main(args, options));
import(viaClient ? "../dist/daemon/client.js" : "../dist/cli/main.js").then(
  (entry) =>
    (viaClient ? entry.runClient(argv, runCold) : entry.main(argv)).then((code) => {
      process.exitCode = code;
    }),
  (error) => {
    process.stderr.write(
      `qgate: cannot load qgate's compiled code in dist/ (${error && error.code ? error.code : "load error"}); run \`npm run compile\` first\n`,
    );
    process.exitCode = 2;
  },
);
