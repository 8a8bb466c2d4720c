// `npm run pack -- [npm pack's flags]`: qgate's tarball with every dependency inside it, its fallback
// tools (Prettier, ESLint, TypeScript, and typescript-eslint, @eslint/js and eslint-plugin-security
// that peer-depend on them) and the rest (execa, zod, secretlint, the MCP SDK, ...), as
// bundleDependencies: no package manager resolves a bundled dependency, so adding qgate re-resolves
// none of a project's packages. Issue 39: pnpm moved a plugin's auto-installed ESLint 9 peer to qgate's
// ESLint 10 while the tools were ordinary dependencies; then, with only the tools bundled, it moved
// trpc's `zod-form-data` peer to qgate's zod and deduplicated semver, minimatch and others to the
// versions qgate brought.
//
// Why at pack time, not in package.json: npm installs a git dependency by packing its clone, and a
// clone has no node_modules, so the bundled packages would be missing from every install from git.
// npm installs a clone's dependencies first only for a package with a build, prepare or prepack
// script, and then `npm install -g` links the global package to a temporary directory without its
// bin/ (the pre-commit framework 4.x installs that way); `prepack` and `prepare` also print npm's
// banner on `npm pack`'s stdout, where the pre-commit framework 3.x reads the tarball's name. So
// package.json keeps them as ordinary dependencies (installs from git resolve as before), and this
// script adds the list for the pack only, then puts package.json back byte for byte.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = path.join(root, "package.json");
const original = readFileSync(file, "utf8");
const BUNDLED = Object.keys(JSON.parse(original).dependencies ?? {});
const missing = BUNDLED.filter((name) => !existsSync(path.join(root, "node_modules", name, "package.json")));
if (missing.length > 0) {
  console.error(
    `qgate: ${missing.join(", ")} missing from node_modules (bundled in the tarball); run npm ci first`,
  );
  process.exit(1);
}
const manifest = JSON.parse(original);
writeFileSync(file, `${JSON.stringify({ ...manifest, bundleDependencies: BUNDLED }, null, 2)}\n`);
let status;
try {
  const result = spawnSync("npm", ["pack", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
  status = result.status ?? 1;
} finally {
  writeFileSync(file, original);
}
process.exit(status);
