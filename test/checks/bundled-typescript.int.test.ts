/**
 * qgate's bundled lint stack gets qgate's own TypeScript for `require("typescript")`
 * (src/checks/lint/bundled-typescript.ts), and for its subpaths: typescript-estree asks for
 * `typescript/lib/tsserverlibrary` when a config lints with type information. An integration test:
 * the redirection is process-wide, and this tier gives each file a process of its own.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { pinBundledTypeScript } from "../../src/checks/lint/bundled-typescript.js";
import { QGATE_DIR } from "../../src/checks/resolve-tool.js";

it("resolves `typescript` and its subpaths, asked for on qgate's behalf, in the bundled TypeScript's install", () => {
  const fromQgate = createRequire(path.join(QGATE_DIR, "package.json"));
  const typescript = fromQgate.resolve("typescript");
  const estree = createRequire(fromQgate.resolve("typescript-eslint")).resolve(
    "@typescript-eslint/typescript-estree",
  );
  pinBundledTypeScript();
  const fromEstree = createRequire(estree);
  expect(fromEstree.resolve("typescript")).toBe(typescript);
  expect(fromEstree.resolve("typescript/lib/tsserverlibrary")).toBe(
    path.join(path.dirname(typescript), "tsserverlibrary.js"),
  );
});
