// Runs before `npm pack` and `npm publish` (the `prepack` script). qgate's fallback tools (Prettier,
// ESLint, TypeScript, and the ESLint plugins and configs that peer-depend on them) ship inside its
// tarball (package.json bundleDependencies), so that no package manager resolves them next to the
// project's own: a tarball packed without them would have no fallback at all. So the pack stops here
// when one is missing from node_modules.
//
// The script's presence matters too: npm (pacote) and pnpm install a git dependency's own
// dependencies in the clone before packing it only when it has such a script, and that install is
// what puts the bundled tools into a tarball installed from git.
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
    `qgate: cannot pack: ${missing.join(", ")} missing from node_modules (bundled in the tarball); run npm ci first`,
  );
  process.exit(1);
}
