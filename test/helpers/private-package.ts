/**
 * A private copy of the packed package (test/global-setup.ts unpacks the shared one), for tests that
 * change qgate's own files: a rebuild (a byte of a bundle), a reinstall (a newer file time). Its
 * dependencies are the checkout's, linked as in the shared copy.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { QGATE_BIN } from "./cli.js";

export interface PrivatePackage {
  /** The package's directory (bin/, dist/, package.json). */
  dir: string;
  /** Its bin/qgate.js, for runQgate's `bin`. */
  bin: string;
  remove(): void;
}

export function privatePackage(): PrivatePackage {
  const shared = path.dirname(path.dirname(QGATE_BIN));
  const parent = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-private-package-")));
  const dir = path.join(parent, "package");
  // node_modules stays a link to the checkout's install (verbatim, not followed).
  cpSync(shared, dir, { recursive: true, verbatimSymlinks: true });
  return {
    dir,
    bin: path.join(dir, "bin", "qgate.js"),
    remove: () => rmSync(parent, { recursive: true, force: true }),
  };
}
