/**
 * The engine tells a run's progress file by file (the progress line's "files done out of total"):
 * each check reports its files as it finishes them, before it reports itself finished. Real checks
 * (Prettier, ESLint, secretlint) in their worker threads, on a temp project.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeSet } from "../../src/changes/change-set.js";
import { runChecks, type ProgressEvent } from "../../src/engine/engine.js";
import { createHost, InlineHost, type CheckHost } from "../../src/engine/host.js";
import { loadPolicy } from "../../src/policy/load.js";
import { tempProject, type TempProject } from "../helpers/project.js";

let project: TempProject;
let changeSet: ChangeSet;
const FILES = ["a.ts", "b.ts", "c.ts", "d.ts"];

beforeAll(async () => {
  project = await tempProject();
  project.write("package.json", '{ "name": "progress", "private": true }\n');
  for (const [i, file] of FILES.entries()) project.write(file, `export const x${i} = ${i};\n`);
  changeSet = {
    root: project.dir,
    files: FILES.map((p) => ({ path: p, absPath: `${project.dir}/${p}`, change: "modify" })),
    skipped: [],
    source: "explicit",
  };
});
afterAll(() => project.cleanup());

async function eventsOf(host: CheckHost): Promise<ProgressEvent[]> {
  const policy = loadPolicy({ root: project.dir });
  policy.checks.types.enabled = false;
  const events: ProgressEvent[] = [];
  try {
    await runChecks(changeSet, { policy, strict: false, host, onProgress: (event) => events.push(event) });
  } finally {
    await host.close();
  }
  return events;
}

describe("runChecks: progress file by file", () => {
  for (const [name, host] of [
    ["worker threads", () => createHost("worker")],
    ["the calling thread", () => new InlineHost()],
  ] as const) {
    it(`each check counts its files one by one before it finishes (${name})`, async () => {
      const events = await eventsOf(host());
      for (const id of ["format", "lint", "security"] as const) {
        const mine = events.filter((event) => "id" in event && event.id === id);
        const files = mine.filter((event) => event.type === "files");
        expect(files.map((event) => (event.type === "files" ? event.count : 0))).toEqual([1, 1, 1, 1]);
        expect(mine.at(-1)?.type).toBe("finished");
        expect(mine[0]?.type).toBe("started");
      }
    });
  }
});
