// `npm run lint`: ESLint, Prettier's check and TypeScript on the whole repository, at the same time.
// Each is one process that keeps about one core busy (35, 32 and 18 s on a 2-core machine, 85 s one
// after the other); at once they took 58 s there. Each tool's output is printed whole when it ends,
// under its name, so that the three never interleave; the exit code is 1 when any failed.
import { execa } from "execa";

const root = new URL("..", import.meta.url);

const STEPS = [
  { name: "eslint", file: "eslint", args: ["."] },
  { name: "prettier", file: "prettier", args: ["--check", "."] },
  { name: "tsc", file: "tsc", args: ["--noEmit", "-p", "tsconfig.json"] },
];

const results = await Promise.all(
  STEPS.map(async ({ name, file, args }) => {
    const started = performance.now();
    const result = await execa(file, args, {
      cwd: root,
      preferLocal: true,
      reject: false,
      all: true,
      stdin: "ignore",
      // Their output goes through a pipe: colours only where this script's own output is a terminal.
      env: process.stdout.isTTY ? { FORCE_COLOR: "1" } : { NO_COLOR: "1" },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const failed = result.exitCode !== 0;
    process.stdout.write(`lint: ${name} ${failed ? "failed" : "passed"} in ${seconds} s\n`);
    // A tool that could not start has no output of its own: execa's one line says why.
    const output = result.exitCode === undefined ? result.shortMessage : result.all;
    if (output) process.stdout.write(`${output.trimEnd()}\n`);
    return !failed;
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
