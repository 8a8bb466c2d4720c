// `npm run build`: checks that qgate's fallback tools are in node_modules, where `npm pack` takes
// them from. They (Prettier, ESLint, TypeScript, and the ESLint plugins and configs that peer-depend
// on them) ship inside qgate's tarball (package.json bundleDependencies), so that no package manager
// resolves them next to the project's own: a tarball packed without them has no fallback at all.
//
// Why a script named `build` at all: npm (pacote) installs a git dependency's own dependencies in its
// clone before packing it only when the package has one of a few scripts (build, prepare, prepack,
// install, ...), and that install is what puts the bundled tools into a tarball installed from git.
// It is `build` because nothing runs it on install or pack: `prepare` and `prepack` print npm's
// script banner on `npm pack`'s stdout, which the pre-commit framework 3.x reads as the tarball's
// name, and npm 11 warns about a git dependency's `prepare`. Nothing is built: dist/ is committed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const missing = (manifest.bundleDependencies ?? []).filter(
  (name) => !existsSync(path.join(root, "node_modules", name, "package.json")),
);
if (missing.length > 0) {
  console.error(
    `qgate: ${missing.join(", ")} missing from node_modules: npm pack would make a tarball without them (they are bundled in it); run npm ci first`,
  );
  process.exit(1);
}
