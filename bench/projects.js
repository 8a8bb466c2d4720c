/**
 * The projects `npm run bench` measures, each set up once in bench/.work/ (gitignored) and made a git
 * repository with everything committed, and the edits each row makes to them.
 *
 * - rxjs: RxJS 7.8.2's TypeScript sources from its npm package (251 files), RxJS's compiler options.
 * - zod: zod 4.6.7's TypeScript sources from its npm package (125 files), heavier to type-check than
 *   RxJS (450k type instantiations; a full `tsc --noEmit` took 2-3x RxJS's here), without its tests and
 *   benchmarks (they need vitest and benchmark.js). Its central module `v4/core/util.ts` has 84
 *   importers. (effect 4.1.0, the other candidate, took 194 s and 1.6 GB for one full tsc here, and
 *   does not type-check cleanly with TypeScript 5.9.)
 * - gen10k: the generated 10,000-module project of generate.js (10,021 files).
 * - ts7: a copy of the RxJS project with `typescript@7` (the native compiler) installed in it, and
 *   RxJS's compiler options moved to what TypeScript 7 accepts (bundler resolution, no baseUrl).
 *
 * All but ts7 use qgate's own TypeScript (none is installed in the project), ESLint with the
 * recommended rules of @eslint/js and typescript-eslint, and Prettier, all from qgate's node_modules.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { execa } from "execa";
import { generate } from "./generate.js";

export const QGATE_DIR = fileURLToPath(new URL("../", import.meta.url));
export const WORK = path.join(QGATE_DIR, "bench", ".work");
const INSTALL = path.join(WORK, "install");
const QGATE_TSC = path.join(QGATE_DIR, "node_modules", "typescript", "bin", "tsc");

export const RXJS_VERSION = "7.8.2";
export const ZOD_VERSION = "4.6.7";
export const TS7_VERSION = "7.0.2";

function log(message) {
  process.stderr.write(`bench: ${message}\n`);
}

export async function mustRun(file, args, cwd, options = {}) {
  const result = await execa(file, args, { cwd, reject: false, ...options });
  if (result.exitCode !== 0) {
    throw new Error(
      `${path.basename(file)} ${args.join(" ")} failed (exit ${result.exitCode}):\n${result.stderr}\n${result.stdout}`.trim(),
    );
  }
  return result;
}

async function npmInstall(dir, specs) {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, "package.json"))) {
    writeFileSync(path.join(dir, "package.json"), '{ "name": "qgate-bench-install", "private": true }\n');
  }
  await mustRun("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", ...specs], dir);
}

function writeJson(dir, name, content) {
  writeFileSync(path.join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
}

/** The flat ESLint config every bench project uses: recommended rules, imported from qgate's node_modules. */
function writeEslintConfig(dir) {
  const require = createRequire(path.join(QGATE_DIR, "package.json"));
  const from = (pkg) => pathToFileURL(require.resolve(pkg)).href;
  writeFileSync(
    path.join(dir, "eslint.config.mjs"),
    [
      "// The recommended rules of @eslint/js and typescript-eslint, from qgate's node_modules.",
      `import js from ${JSON.stringify(from("@eslint/js"))};`,
      `import tseslint from ${JSON.stringify(from("typescript-eslint"))};`,
      "",
      "export default [js.configs.recommended, ...tseslint.configs.recommended];",
      "",
    ].join("\n"),
  );
}

async function commitAll(dir, message) {
  writeFileSync(path.join(dir, ".gitignore"), "node_modules\n.bench-ready\n");
  const git = (...args) => mustRun("git", args, dir);
  await git("init", "-q", "-b", "main");
  await git("add", "-A");
  await git(
    "-c",
    "user.email=bench@qgate.invalid",
    "-c",
    "user.name=qgate bench",
    "-c",
    "commit.gpgsign=false",
    "commit",
    "-qm",
    message,
  );
}

function rxjsCompilerOptions(rxjs) {
  const { incremental: _incremental, ...options } = JSON.parse(
    readFileSync(path.join(rxjs, "tsconfig.json"), "utf8"),
  ).compilerOptions;
  return options;
}

async function setUpRxjs(dir) {
  await npmInstall(INSTALL, [`rxjs@${RXJS_VERSION}`]);
  const rxjs = path.join(INSTALL, "node_modules", "rxjs");
  cpSync(path.join(rxjs, "src"), path.join(dir, "src"), { recursive: true });
  cpSync(path.join(rxjs, "LICENSE.txt"), path.join(dir, "LICENSE.txt"));
  cpSync(path.join(INSTALL, "node_modules", "tslib"), path.join(dir, "node_modules", "tslib"), {
    recursive: true,
  });
  writeJson(dir, "package.json", {
    name: "rxjs-bench",
    version: RXJS_VERSION,
    private: true,
    description: `RxJS ${RXJS_VERSION} sources from the npm package, set up by qgate's bench/`,
    dependencies: {
      tslib: JSON.parse(readFileSync(path.join(rxjs, "package.json"), "utf8")).dependencies.tslib,
    },
  });
  // RxJS's own compiler options (strict), with no ambient @types from parent folders. Only the sources:
  // RxJS's build tsconfigs (src/tsconfig.*.json) are not what a developer type-checks.
  writeJson(dir, "tsconfig.json", {
    compilerOptions: { ...rxjsCompilerOptions(rxjs), types: [] },
    include: ["src/**/*.ts"],
  });
  // RxJS's code style (its repository's .prettierrc).
  writeJson(dir, ".prettierrc.json", { singleQuote: true, printWidth: 140, trailingComma: "es5" });
  writeEslintConfig(dir);
  await commitAll(dir, `RxJS ${RXJS_VERSION} sources`);
}

async function setUpTs7(dir) {
  await setUpRxjs(dir);
  // TypeScript 7 removed node10 resolution and baseUrl: the same paths, resolved from the tsconfig.
  const {
    moduleResolution: _m,
    baseUrl: _b,
    paths,
    ...options
  } = rxjsCompilerOptions(path.join(INSTALL, "node_modules", "rxjs"));
  const relativePaths = Object.fromEntries(
    Object.entries(paths).map(([key, targets]) => [
      key,
      targets.map((t) => (t.startsWith("./") ? t : `./${t}`)),
    ]),
  );
  writeJson(dir, "tsconfig.json", {
    compilerOptions: {
      ...options,
      module: "esnext",
      moduleResolution: "bundler",
      paths: relativePaths,
      types: [],
    },
    include: ["src/**/*.ts"],
  });
  // TypeScript 7's DOM types take only ArrayBuffer-backed views in WebSocket.send, which RxJS 7.8.2's
  // WebSocketMessage predates: the one error of the project on TypeScript 7, cast away so it starts clean.
  const socket = path.join(dir, "src/internal/observable/dom/WebSocketSubject.ts");
  writeFileSync(
    socket,
    replaceOnce(
      readFileSync(socket, "utf8"),
      "socket!.send(serializer!(x!));",
      'socket!.send(serializer!(x!) as Parameters<WebSocket["send"]>[0]);',
      socket,
    ),
  );
  const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  pkg.name = "rxjs-ts7-bench";
  pkg.devDependencies = { typescript: TS7_VERSION };
  writeJson(dir, "package.json", pkg);
  await mustRun("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts"], dir);
  await mustRun("git", ["add", "-A"], dir);
  await mustRun(
    "git",
    ["-c", "user.email=bench@qgate.invalid", "-c", "user.name=qgate bench", "commit", "-qm", "TypeScript 7"],
    dir,
  );
}

async function setUpZod(dir) {
  await npmInstall(INSTALL, [`zod@${ZOD_VERSION}`]);
  const zod = path.join(INSTALL, "node_modules", "zod");
  const skip = (source) => /[\\/](tests|benchmarks)([\\/]|$)/.test(source) || /\.test\.ts$/.test(source);
  cpSync(path.join(zod, "src"), path.join(dir, "src"), {
    recursive: true,
    filter: (source) => !skip(source),
  });
  cpSync(path.join(zod, "LICENSE"), path.join(dir, "LICENSE"));
  writeJson(dir, "package.json", {
    name: "zod-bench",
    version: ZOD_VERSION,
    private: true,
    type: "module",
    description: `zod ${ZOD_VERSION} sources from the npm package (no tests), set up by qgate's bench/`,
  });
  // zod's sources need the DOM's URL, atob and btoa; strict like zod's own build.
  writeJson(dir, "tsconfig.json", {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022", "DOM"],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ["src/**/*.ts"],
  });
  // zod's code style (its repository formats with a 120-column width and double quotes).
  writeJson(dir, ".prettierrc.json", { printWidth: 120 });
  writeEslintConfig(dir);
  await commitAll(dir, `zod ${ZOD_VERSION} sources`);
}

async function setUpGenerated(dir) {
  mkdirSync(dir, { recursive: true });
  const files = generate(dir);
  writeJson(dir, "package.json", { name: "gen10k-bench", private: true, type: "module" });
  writeJson(dir, "tsconfig.json", {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022"],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
    include: ["src/**/*.ts"],
  });
  writeJson(dir, ".prettierrc.json", {});
  writeEslintConfig(dir);
  await commitAll(dir, `generated project, ${files} files`);
}

/**
 * A replacement of `find` (which must occur exactly once) in the committed content: each edit is a
 * function from the original text (and a counter, so a body edit's content is new every time).
 */
function replaceOnce(original, find, replacement, file) {
  const at = original.indexOf(find);
  if (at < 0 || original.indexOf(find, at + 1) >= 0) {
    throw new Error(`the edit's anchor is not exactly once in ${file}: ${JSON.stringify(find)}`);
  }
  return original.slice(0, at) + replacement + original.slice(at + find.length);
}

/**
 * A project's edits. The state of the edited files is `{ body, signature }`: `body` is the counter of the
 * statement inserted after `bodyFind` (null: none), `signature` is null (as committed), "optional" or
 * "required". `render(file, original, state)` gives a file's content in that state, so every edit is
 * made on top of the others and each write changes the file.
 */
function edits(spec) {
  return {
    ...spec,
    render(file, original, state) {
      let text = original;
      if (file === spec.sigFile && state.signature) {
        text = replaceOnce(
          text,
          spec.sigFind,
          state.signature === "optional" ? spec.sigOptional : spec.sigRequired,
          file,
        );
      }
      if (file === spec.bodyFile && state.body !== null) {
        text = replaceOnce(text, spec.bodyFind, spec.bodyFind + spec.bodyInsert(state.body), file);
      }
      return text;
    },
  };
}

const RXJS_EDITS = edits({
  // A statement inside map()'s subscriber function (map.ts has 3 importers).
  bodyFile: "src/internal/operators/map.ts",
  bodyFind: "    let index = 0;\n",
  bodyInsert: (n) => `    if (index < -${n}) index = 0;\n`,
  // isFunction() is called 44 times from 19 modules.
  sigFile: "src/internal/util/isFunction.ts",
  sigFind: "isFunction(value: any)",
  sigOptional: "isFunction(value: any, _benchOption?: number)",
  sigRequired: "isFunction(value: any, benchRequired: number)",
});

export const PROJECTS = {
  rxjs: {
    label: `RxJS ${RXJS_VERSION}`,
    dir: path.join(WORK, "rxjs"),
    stamp: `rxjs ${RXJS_VERSION}`,
    setUp: setUpRxjs,
    tsc: QGATE_TSC,
    edits: RXJS_EDITS,
  },
  zod: {
    label: `zod ${ZOD_VERSION}`,
    dir: path.join(WORK, "zod"),
    stamp: `zod ${ZOD_VERSION}`,
    setUp: setUpZod,
    tsc: QGATE_TSC,
    edits: edits({
      // Both in v4/core/util.ts (84 importers): a statement in stringifyPrimitive(), then its signature
      // (61 modules call it).
      bodyFile: "src/v4/core/util.ts",
      bodyFind: '  if (typeof value === "bigint") return value.toString() + "n";\n',
      bodyInsert: (n) => `  if (value === "bench-edit-${n}") return value;\n`,
      sigFile: "src/v4/core/util.ts",
      sigFind: "export function stringifyPrimitive(value: any): string {",
      sigOptional: "export function stringifyPrimitive(value: any, _benchOption?: number): string {",
      sigRequired: "export function stringifyPrimitive(value: any, benchRequired: number): string {",
    }),
  },
  gen10k: {
    label: "generated 10k",
    dir: path.join(WORK, "gen10k"),
    stamp: "gen10k v1",
    setUp: setUpGenerated,
    tsc: QGATE_TSC,
    // The body edit in an ordinary module of the middle layer (a few importers); the signature edits of
    // hub0.ts, which 537 modules import and call.
    edits: edits({
      bodyFile: "src/l10/m250.ts",
      bodyFind: "  let acc = input.value;\n",
      bodyInsert: (n) => `  if (acc === -${n}) acc = 0;\n`,
      sigFile: "src/core/hub0.ts",
      sigFind: "hub0(value: number, entity: Entity)",
      sigOptional: "hub0(value: number, entity: Entity, _benchOption?: number)",
      sigRequired: "hub0(value: number, entity: Entity, benchRequired: number)",
    }),
  },
  ts7: {
    label: `RxJS ${RXJS_VERSION} on TypeScript ${TS7_VERSION}`,
    dir: path.join(WORK, "rxjs-ts7"),
    stamp: `rxjs ${RXJS_VERSION} ts ${TS7_VERSION} v2`,
    setUp: setUpTs7,
    tsc: path.join(WORK, "rxjs-ts7", "node_modules", "typescript", "bin", "tsc"),
    edits: RXJS_EDITS,
  },
};

/** Sets a project up unless its stamp says it is ready (or `fresh`); returns its TypeScript file count. */
export async function ensureProject(id, fresh) {
  const project = PROJECTS[id];
  const ready = path.join(project.dir, ".bench-ready");
  if (fresh || !existsSync(ready) || readFileSync(ready, "utf8").trim() !== project.stamp) {
    log(`setting up ${project.label} in ${path.relative(QGATE_DIR, project.dir)} (once)`);
    rmSync(project.dir, { recursive: true, force: true });
    mkdirSync(project.dir, { recursive: true });
    await project.setUp(project.dir);
    writeFileSync(ready, `${project.stamp}\n`);
  }
  const { stdout } = await mustRun("git", ["ls-files", "--", "*.ts"], project.dir);
  return stdout.split("\n").filter(Boolean).length;
}
