#!/usr/bin/env node
/**
 * `npm run mutate`: plants each mutation of test/mutate/mutations.js, one at a time, runs the tests it
 * lists, and reports whether they caught it. Exit 0 when every mutation is caught, 1 when one survives,
 * 2 when an entry is stale (its search string is not found exactly once in its file: checked before
 * anything runs) or the tests fail even without a mutation (nothing can be judged).
 *
 *   node test/mutate/run.js [--only <id>,<id>] [--list] [--keep] [--skip-baseline]
 *
 * Your checkout is never written: everything happens in a scratch copy in the temp directory (the files
 * git tracks or would add, uncommitted changes included; node_modules and the fixtures' installed tools
 * linked, not copied) made a git repository of its own, removed at the end, on an error and on Ctrl-C.
 * The scratch copy is compiled once (`npm run compile`) when an end-to-end test is listed; a mutation
 * then re-emits only its own file into dist/ and puts the clean one back after its run. First a baseline: the listed tests must pass unmutated,
 * or a "caught" would mean nothing (--skip-baseline only when you have just seen them pass). A mutation
 * is caught when at least one test fails with it; the first failure is printed, so a catch by a timeout
 * on a busy machine is told from a real one.
 * On demand only (it takes minutes, not part of `npm test` or .ci/run).
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { execa } from "execa";
import ts from "typescript";
import { MUTATIONS } from "./mutations.js";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const VITEST = path.join(REPO, "node_modules", "vitest", "vitest.mjs");

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    list: { type: "boolean" },
    keep: { type: "boolean" },
    "skip-baseline": { type: "boolean" },
  },
});

if (values.list) {
  for (const m of MUTATIONS) console.log(`${m.id.padEnd(32)} ${m.file}: ${m.why}`);
  process.exit(0);
}

const wanted = values.only?.split(",").map((id) => id.trim());
const unknown = wanted?.filter((id) => !MUTATIONS.some((m) => m.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`mutate: unknown mutation ${unknown.join(", ")} (see --list)`);
  process.exit(2);
}
const selected = MUTATIONS.filter((m) => !wanted || wanted.includes(m.id));
const needsDist = (m) => m.tests.some((file) => file.startsWith("test/e2e/"));

let scratch;
let child;
function cleanUp() {
  child?.kill("SIGTERM");
  if (scratch && !values.keep) rmSync(scratch, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nmutate: ${signal}: stopping; your checkout was never changed`);
    cleanUp();
    process.exit(130);
  });
}

/** The checkout as git sees it (tracked and addable files), with node_modules linked. */
function makeScratch() {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-mutate-")));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: REPO,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && !file.split("/").includes("node_modules"));
  for (const file of files) {
    const from = path.join(REPO, file);
    if (!lstatSync(from, { throwIfNoEntry: false })) continue; // deleted, not yet staged
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(from, path.join(dir, file));
  }
  // node_modules as hard links, not one symlink: `npm pack` (the e2e global setup packs qgate with its
  // fallback tools as bundleDependencies, scripts/pack.js) follows a linked node_modules to its real
  // place and names the bundled files `package/../../<checkout>/node_modules/...`, which tar refuses.
  // Hard links cost no space; the caches tools write in there (.cache, .vite*) are left out, so that no
  // write in the copy reaches the checkout's files. Another filesystem: copied.
  const modules = path.join(dir, "node_modules");
  try {
    execFileSync("cp", ["-al", path.join(REPO, "node_modules"), modules], { stdio: "ignore" });
  } catch {
    rmSync(modules, { recursive: true, force: true });
    cpSync(path.join(REPO, "node_modules"), modules, { recursive: true, verbatimSymlinks: true });
  }
  for (const name of readdirSync(modules))
    if (name === ".cache" || name.startsWith(".vite"))
      rmSync(path.join(modules, name), { recursive: true, force: true });
  // The fixtures' own tools (ESLint 8, TypeScript 7...), installed by the test global setup.
  const linkFixtures = (relative) => {
    for (const entry of readdirSync(path.join(REPO, relative), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      const sub = path.join(relative, entry.name);
      if (entry.name === "node_modules") {
        if (existsSync(path.join(dir, relative)))
          symlinkSync(realpathSync(path.join(REPO, sub)), path.join(dir, sub));
      } else linkFixtures(sub);
    }
  };
  linkFixtures("fixtures");
  // A git repository, as the checkout is: tests that ask git (`git ls-files`, a file's history) must
  // see the same files. The links to installed tools stay out of it, as node_modules does.
  const git = (...args) =>
    execFileSync("git", args, {
      cwd: dir,
      stdio: "ignore",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "mutate",
        GIT_AUTHOR_EMAIL: "mutate@example.invalid",
        GIT_COMMITTER_NAME: "mutate",
        GIT_COMMITTER_EMAIL: "mutate@example.invalid",
      },
    });
  git("init", "-q");
  writeFileSync(path.join(dir, ".git", "info", "exclude"), "node_modules\n");
  git("add", "-A");
  git("commit", "-q", "--no-verify", "-m", "scratch copy for npm run mutate");
  return dir;
}

/**
 * The selected mutations whose search string is not found exactly once in their file: the list is
 * out of date with the code. Checked before anything runs, so a stale entry stops the run loudly
 * instead of counting as a mutation not caught.
 */
function staleMutations() {
  return selected.flatMap((m) => {
    const file = path.join(REPO, m.file);
    const found = existsSync(file) ? readFileSync(file, "utf8").split(m.search).length - 1 : 0;
    return found === 1 ? [] : [`${m.id}: search string found ${found} times in ${m.file}`];
  });
}

/** dist/bundle/, what bin/qgate.js runs, bundled again from dist/ (scripts/bundle.js). */
function rebundle() {
  execFileSync(process.execPath, [path.join(scratch, "scripts", "bundle.js")], {
    cwd: scratch,
    stdio: "inherit",
  });
}

/** dist/ for one source file, emitted as `tsc` does for this ES module package, and the bundle. */
function emit(file) {
  const source = readFileSync(path.join(scratch, file), "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  writeFileSync(path.join(scratch, "dist", file.replace(/^src\//, "").replace(/\.ts$/, ".js")), outputText);
  rebundle();
}

/**
 * Runs vitest on the files; the failed tests, or an error when vitest itself broke. The timeout is ten
 * times the suite's: the probe judges what the tests assert, and a busy machine must not turn a slow
 * test into a false "caught" (the suite's own runs watch the timings).
 */
async function runTests(files, filter) {
  const json = path.join(scratch, ".cache", `vitest-${Date.now()}.json`);
  mkdirSync(path.dirname(json), { recursive: true });
  child = execa(
    process.execPath,
    [
      VITEST,
      "run",
      ...files,
      ...(filter ? ["-t", filter] : []),
      "--testTimeout=600000",
      "--reporter=json",
      `--outputFile=${json}`,
    ],
    { cwd: scratch, reject: false, all: true, env: { FORCE_COLOR: "0" } },
  );
  const result = await child;
  child = undefined;
  const report = existsSync(json) ? JSON.parse(readFileSync(json, "utf8")) : undefined;
  if (!report || (result.exitCode !== 0 && report.numFailedTests === 0)) {
    return { error: `vitest exited ${result.exitCode}:\n${result.all.split("\n").slice(-30).join("\n")}` };
  }
  // A filter (or a file list) that selects no test would judge nothing: a mutation would "survive"
  // and a baseline would "pass". That is a stale entry, said as an error.
  if (report.numPassedTests + report.numFailedTests === 0) {
    return { error: `no test ran: ${files.join(" ")}${filter ? ` with -t "${filter}"` : ""} selects none` };
  }
  return {
    failed: report.numFailedTests,
    passed: report.numPassedTests,
    // Each failed test with the first line of its failure (an assertion, or a timeout).
    names: report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => `${t.fullName}: ${firstFailure(t.failureMessages[0] ?? "")}`),
    ),
  };
}

/**
 * A failure's first line, and the first lines of its diff: vitest's first line folds objects
 * (`{ …(2) }`), which hides the label a test puts in what it compares.
 */
function firstFailure(message) {
  const lines = stripVTControlCharacters(message).split("\n");
  const diff = lines.filter((line) => /^\s*[+-] {2,}\S/.test(line)).slice(0, 6);
  return [lines[0], ...diff.map((line) => `      ${line.trim()}`)].join("\n");
}

const seconds = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

async function main() {
  const started = Date.now();
  const stale = staleMutations();
  if (stale.length > 0) {
    console.error("mutate: test/mutate/mutations.js is out of date with the code (update these entries):");
    for (const line of stale) console.error(`  stale     ${line}`);
    return 2;
  }
  scratch = makeScratch();
  console.log(`mutate: ${selected.length} mutations, scratch copy ${scratch}`);
  if (selected.some(needsDist)) {
    const compile = await execa("npm", ["run", "compile"], { cwd: scratch, reject: false, all: true });
    if (compile.exitCode !== 0) throw new Error(`npm run compile failed:\n${compile.all}`);
  }

  // Baseline: each mutation's tests pass without it (grouped by filter: one vitest run per group).
  const groups = new Map();
  for (const m of selected) {
    const key = m.filter ?? "";
    groups.set(key, [...new Set([...(groups.get(key) ?? []), ...m.tests])]);
  }
  for (const [filter, files] of values["skip-baseline"] ? [] : groups) {
    const base = await runTests(files, filter || undefined);
    if (base.error || base.failed > 0) {
      console.error(`mutate: the tests fail without any mutation (${files.join(" ")}):`);
      console.error(base.error ?? base.names.join("\n"));
      return 2;
    }
  }
  if (!values["skip-baseline"]) console.log(`mutate: baseline passes (${seconds(started)})`);

  // Unit-only mutations first: they never touch dist/.
  const ordered = [...selected].sort((a, b) => Number(needsDist(a)) - Number(needsDist(b)));
  const results = [];
  for (const m of ordered) {
    const start = Date.now();
    const target = path.join(scratch, m.file);
    const original = readFileSync(target, "utf8");
    const found = original.split(m.search).length - 1;
    if (found !== 1) {
      results.push({ m, outcome: "stale", detail: `search string found ${found} times in ${m.file}` });
      console.log(`  stale     ${m.id}: search string found ${found} times in ${m.file}`);
      continue;
    }
    const distFile = path.join(scratch, "dist", m.file.replace(/^src\//, "").replace(/\.ts$/, ".js"));
    const cleanDist = needsDist(m) ? readFileSync(distFile, "utf8") : undefined;
    let run;
    try {
      writeFileSync(target, original.replace(m.search, m.replace));
      if (needsDist(m)) emit(m.file);
      run = await runTests(m.tests, m.filter);
    } finally {
      writeFileSync(target, original);
      if (cleanDist !== undefined) {
        writeFileSync(distFile, cleanDist);
        rebundle();
      }
    }
    const outcome = run.error ? "error" : run.failed > 0 ? "caught" : "survived";
    const detail =
      run.error ?? (run.failed > 0 ? `${run.failed} failed: ${run.names[0]}` : `${run.passed} passed`);
    results.push({ m, outcome, detail });
    // A catch shows its failure with the diff's first lines; an error is printed whole below.
    const shown = run.error ? detail.split("\n")[0] : detail;
    console.log(`  ${outcome.padEnd(9)} ${m.id} (${seconds(start)}): ${shown}`);
    if (run.error) console.log(run.error);
  }

  const caught = results.filter((r) => r.outcome === "caught").length;
  console.log(`mutate: ${caught} of ${results.length} caught (${seconds(started)})`);
  for (const r of results.filter((r) => r.outcome !== "caught"))
    console.log(`  ${r.outcome}: ${r.m.id} (${r.m.file}): ${r.m.why}`);
  return caught === results.length ? 0 : 1;
}

main()
  .then((code) => {
    cleanUp();
    process.exitCode = code;
  })
  .catch((error) => {
    console.error(`mutate: ${error.message}`);
    cleanUp();
    process.exitCode = 2;
  });
