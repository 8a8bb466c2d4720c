/**
 * Freshness, as a property (issue 34): 200 random edits, sent faster than the checks finish, with saves
 * (a save gates at once, so runs are in flight while newer versions arrive) and now and then a wait for
 * the server's next publish. Whatever the interleaving, the server never publishes a version older
 * than one it already published for the document, what it publishes for a version is that version's
 * text's findings, and its last publish is for the last version sent. Seeded, so a failure replays.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject, type TempProject } from "../helpers/project.js";
import { fileUri, rules, startLsp, type LspSession } from "./lsp-helpers.js";
import { seededRandom } from "../helpers/random.js";

const prng = seededRandom;

const SEED = Number(process.env.QGATE_LSP_SEED ?? 34);
const EDITS = 200;

/** Version v's text: eval or not (the security finding), and a name that differs per version. */
function textOf(version: number, withEval: boolean): string {
  return `export function f${version}(code: string): unknown {\n  return ${withEval ? "eval(code)" : "code"};\n}\n`;
}

describe("qgate lsp freshness", () => {
  let project: TempProject;
  let lsp: LspSession;
  beforeAll(async () => {
    project = await tempProject("importer-break", { git: true });
    lsp = await startLsp(project.dir);
  });
  afterAll(async () => {
    await lsp?.close();
    project?.cleanup();
  });

  it(`never shows a stale version over ${EDITS} random edits (seed ${SEED})`, async () => {
    const random = prng(SEED);
    const uri = fileUri(project.dir, "src/edited.ts");
    const hasEval = new Map<number, boolean>();
    hasEval.set(1, true);
    const violations: string[] = [];
    let newest = 0;
    lsp
      .waitForPublish((p) => {
        if (p.uri !== uri || p.version === undefined) return false;
        if (p.version < newest) violations.push(`version ${p.version} published after ${newest}`);
        newest = Math.max(newest, p.version);
        const shown = rules(p).includes("security/no-eval");
        if (shown !== hasEval.get(p.version)) violations.push(`version ${p.version}: eval shown ${shown}`);
        return false;
      })
      .catch(() => undefined);
    lsp.open(uri, textOf(1, true), 1);
    let waits = 0;
    for (let version = 2; version <= EDITS + 1; version++) {
      const withEval = random() < 0.5;
      hasEval.set(version, withEval);
      lsp.change(uri, textOf(version, withEval), version);
      const roll = random();
      if (roll < 0.05) {
        await lsp.connection.sendNotification("textDocument/didSave", { textDocument: { uri } });
      } else if (roll < 0.08) {
        // Wait on the server: its next publish for this document, whatever version it is for.
        waits++;
        await lsp.waitForPublish((p) => p.uri === uri);
      }
    }
    const last = EDITS + 1;
    await lsp.waitForPublish((p) => p.uri === uri && p.version === last);
    expect(violations).toEqual([]);
    expect(newest).toBe(last);
    // The property was put to the test: some waits happened, and results were published along the way.
    expect(waits).toBeGreaterThan(0);
    expect(lsp.published.filter((p) => p.uri === uri).length).toBeGreaterThan(1);
  }, 180_000);
});
