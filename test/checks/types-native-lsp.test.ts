/**
 * TypeScript 7 warm: in a long-lived process the types check asks the project's language server
 * (`tsc --lsp --stdio`, the real one from fixtures/ts7) instead of running `tsc`. Every step compares
 * the warm answer with the per-run `tsc` path on the same content.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckResult } from "../../src/checks/check.js";
import typesCheck from "../../src/checks/types/index.js";
import { closeLspSessions, lspSessionPids, setLspAnswerBound } from "../../src/checks/types/native-lsp.js";
import { changedFile, checkContext as context } from "../helpers/check-context.js";
import { languageServersIn } from "../helpers/language-servers.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

afterEach(() => {
  closeLspSessions();
  setLspAnswerBound(undefined);
});

/** A process's state letter from /proc (T: stopped), or undefined once it is gone. */
function processState(pid: number): string | undefined {
  try {
    return /^\d+ \(.*\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, "utf8"))?.[1];
  } catch {
    return undefined;
  }
}

function summary(result: CheckResult): string[] {
  return result.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`).sort();
}

/** The warm (language server) answer and the per-run tsc answer for the same change. */
async function both(dir: string, files: ChangedFile[]): Promise<{ warm: CheckResult; cold: CheckResult }> {
  const warm = await typesCheck.run(context(dir, files, { longLived: true }));
  const cold = await typesCheck.run(context(dir, files));
  return { warm, cold };
}

function expectSame(warm: CheckResult, cold: CheckResult): void {
  expect(warm.failures).toEqual([]);
  expect(cold.failures).toEqual([]);
  expect(warm.notes).toEqual(cold.notes);
  const sorted = (result: CheckResult) =>
    [...result.findings].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  expect(sorted(warm)).toEqual(sorted(cold));
}

describe.skipIf(process.platform !== "linux")("types: TypeScript 7 warm (language server)", () => {
  it("answers body edits, signature edits that break an importer and deleted import targets like tsc", async () => {
    const p = await project("ts7");
    const greet = path.join(p.dir, "src/greet.ts");
    const main = path.join(p.dir, "src/main.ts");
    const changed = (file: string, extra: Partial<ChangedFile> = {}) => [changedFile(p.dir, file, extra)];

    // The fixture as it is: the server starts and answers like tsc.
    let { warm, cold } = await both(p.dir, changed("src/greet.ts"));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual(["src/greet.ts:5:14 TS2322", "src/main.ts:3:38 TS2345"]);
    const [server] = lspSessionPids();
    expect(server).toBeDefined();

    // A body edit: the same session answers.
    writeFileSync(
      greet,
      readFileSync(greet, "utf8").replace("return `hello ${name}`", "return `hi ${name}!`"),
    );
    ({ warm, cold } = await both(p.dir, changed("src/greet.ts")));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual(["src/greet.ts:5:14 TS2322", "src/main.ts:3:38 TS2345"]);

    // The importer is fixed behind qgate's back (not in the change set), then greet's signature
    // changes so that the fixed call breaks again in another way.
    writeFileSync(
      main,
      'import { greet } from "./greet.js";\n\nexport const message: string = greet("a");\n',
    );
    ({ warm, cold } = await both(p.dir, changed("src/greet.ts")));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual(["src/greet.ts:5:14 TS2322"]);
    writeFileSync(greet, "export function greet(name: number): string {\n  return `hi ${name}`;\n}\n");
    ({ warm, cold } = await both(p.dir, changed("src/greet.ts")));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual(["src/main.ts:3:38 TS2345"]);
    expect(warm.findings[0]?.message).toBe(
      "Argument of type 'string' is not assignable to parameter of type 'number'.",
    );

    // The import target is deleted, then comes back.
    rmSync(greet);
    ({ warm, cold } = await both(p.dir, changed("src/greet.ts", { change: "delete" })));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual(["src/main.ts:1:23 TS2307"]);
    writeFileSync(greet, "export function greet(name: string): string {\n  return name;\n}\n");
    ({ warm, cold } = await both(p.dir, changed("src/greet.ts", { change: "create" })));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual([]);

    // A multi-line elaboration is one message, as tsc prints it.
    writeFileSync(
      path.join(p.dir, "src/other.ts"),
      "declare const src: { x: { y: string } };\nexport const dst: { x: { y: number } } = src;\n",
    );
    ({ warm, cold } = await both(p.dir, changed("src/other.ts")));
    expectSame(warm, cold);
    expect(warm.findings).toHaveLength(1);
    expect(warm.findings[0]?.message).toContain("The types of 'x.y' are incompatible between these types.");

    // One server all along.
    expect(lspSessionPids()).toEqual([server]);
  });

  it("sees an imported file changed on disk behind qgate's back, never opened by the server", async () => {
    const p = await project("ts7");
    const files = [changedFile(p.dir, "src/main.ts")];
    let { warm, cold } = await both(p.dir, files);
    expectSame(warm, cold);
    expect(summary(warm)).toEqual(["src/main.ts:3:38 TS2345"]);
    // greet.ts is main.ts's import, not its dependent: only its file event tells the server.
    writeFileSync(
      path.join(p.dir, "src/greet.ts"),
      "export function greet(name: number): string {\n  return `${name}`;\n}\n",
    );
    ({ warm, cold } = await both(p.dir, files));
    expectSame(warm, cold);
    expect(summary(warm)).toEqual([]);
  });

  it("checks the snapshot's content (staged files), then the work tree's again on the next run", async () => {
    const p = await project("ts7");
    const greet = path.join(p.dir, "src/greet.ts");
    const files = [changedFile(p.dir, "src/greet.ts")];
    const staged = "export function greet(name: string): string {\n  return name;\n}\n";
    const snapshot = [{ path: "src/greet.ts", absPath: greet, content: staged }];
    const result = await typesCheck.run(context(p.dir, files, { longLived: true, snapshot }));
    expect(result.failures).toEqual([]);
    // As staged: greet.ts's own error is not in the snapshot; main.ts still passes a number.
    expect(summary(result)).toEqual(["src/main.ts:3:38 TS2345"]);
    expect(result.notes.filter((note) => note.includes("reads the work tree"))).toEqual([]);

    const worktree = await typesCheck.run(context(p.dir, files, { longLived: true }));
    expect(summary(worktree)).toEqual(["src/greet.ts:5:14 TS2322", "src/main.ts:3:38 TS2345"]);
  });

  it("falls back to a tsc run when the server was killed, says so once, and starts a new one next", async () => {
    const p = await project("ts7");
    const files = [changedFile(p.dir, "src/greet.ts")];
    const children: number[] = [];
    const first = await typesCheck.run(
      context(p.dir, files, { longLived: true, registerChild: (child) => children.push(child.pid!) }),
    );
    const [server] = lspSessionPids();
    expect(server).toBeDefined();
    expect(children).toContain(server);
    process.kill(-server!, "SIGKILL");
    // Let its exit be seen before the next run (reaped, so `kill 0` fails), the order a busy machine
    // gives: the run must still fall back and say so, not restart silently.
    for (;;) {
      try {
        process.kill(server!, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }

    const fallback = await typesCheck.run(context(p.dir, files, { longLived: true }));
    expect(fallback.failures).toEqual([]);
    expect(summary(fallback)).toEqual(summary(first));
    const said = fallback.notes.filter((note) => note.includes("language server"));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^types: typescript 7\.0\.2 on tsconfig\.json: its language server exited \(SIGKILL\).*; checked with a tsc run instead/,
    );

    const again = await typesCheck.run(context(p.dir, files, { longLived: true }));
    expect(again.notes.filter((note) => note.includes("language server"))).toEqual([]);
    expect(summary(again)).toEqual(summary(first));
    const [next] = lspSessionPids();
    expect(next).toBeDefined();
    expect(next).not.toBe(server);
  });

  it("gives up on a server that does not answer within the bound, ends it and runs tsc", async () => {
    const p = await project("ts7");
    const files = [changedFile(p.dir, "src/greet.ts")];
    const first = await typesCheck.run(context(p.dir, files, { longLived: true }));
    const [server] = lspSessionPids();
    expect(server).toBeDefined();
    expect(summary(first)).not.toEqual([]);
    // Stopped, not killed: alive, its pipes open, and silent.
    process.kill(server!, "SIGSTOP");
    await expect.poll(() => processState(server!), { timeout: 10_000 }).toBe("T");
    setLspAnswerBound(2000);
    const fallback = await typesCheck.run(context(p.dir, files, { longLived: true }));
    expect(fallback.failures).toEqual([]);
    expect(summary(fallback)).toEqual(summary(first));
    // Compared together, so that a failure shows which way the run went: the stopped server given up
    // on and ended, no other session started in its place, and the reason said once.
    expect({
      sessions: lspSessionPids().map((pid) => (pid === server ? "the stopped server" : "another server")),
      notes: fallback.notes.filter((note) => note.includes("language server")),
    }).toEqual({
      sessions: [],
      notes: [
        "types: typescript 7.0.2 on tsconfig.json: its language server did not answer within 2 s; checked with a tsc run instead (the next run tries the language server again)",
      ],
    });
    await expect.poll(() => languageServersIn(p.dir), { timeout: 10_000 }).toEqual([]);
  });

  it("starts no server in a one-shot run, and leaves none behind once closed", async () => {
    const p = await project("ts7");
    const files = [changedFile(p.dir, "src/greet.ts")];
    await typesCheck.run(context(p.dir, files));
    expect(languageServersIn(p.dir)).toEqual([]);
    await typesCheck.run(context(p.dir, files, { longLived: true }));
    const servers = languageServersIn(p.dir);
    expect(servers).toHaveLength(1);
    closeLspSessions();
    await expect.poll(() => languageServersIn(p.dir), { timeout: 10_000 }).toEqual([]);
  });
});
