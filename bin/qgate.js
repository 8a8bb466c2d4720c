#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (built by `npm run build`, run by `prepare` on `npm ci`).
import("../dist/cli/main.js").then(
  (cli) =>
    cli.main(process.argv.slice(2)).then((code) => {
      process.exitCode = code;
    }),
  (error) => {
    process.stderr.write(
      `qgate: cannot load dist/cli/main.js (${error && error.code ? error.code : "load error"}); run \`npm run build\` first\n`,
    );
    process.exitCode = 2;
  },
);
