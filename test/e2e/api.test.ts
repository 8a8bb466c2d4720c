/**
 * qgate as a library, the way a consumer uses it: the packed tarball installed in a temp project,
 * imported by name, type-checked against its published declarations, then run on a project.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { packedProject } from "../helpers/packed.js";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const CONSUMER = `import {
  getReporter,
  loadPolicy,
  resolveRoot,
  runGate,
  selectChanges,
  type Finding,
  type Report,
} from "qgate";

const root = await resolveRoot(process.argv[2]);
const policy = loadPolicy({ root });
const { changeSet } = await selectChanges({ root, files: ["src"] });
const report: Report = await runGate(changeSet, { policy });
const rules: string[] = report.findings.map((finding: Finding) => \`\${finding.check}/\${finding.rule}\`);
process.stdout.write(JSON.stringify({ verdict: report.verdict, files: report.files, rules }) + "\\n");
process.stdout.write(getReporter("json")!.render(report, { color: false, toFile: false }));
`;

describe("the API from the packed package", () => {
  // Several full cold runs (all four checks) in one test, after an npm install of the 18 MB tarball
  // (its tools bundled): about 30 s on an idle 2-core machine, 84 s (70% of 120 s) beside
  // install-from-git on a busy one, 93 s on a slower one beside the other installers' fresh installs
  // (2026-11-29): 300 s keeps that under a third.
  it(
    "type-checks against the declarations and runs the gate silently, returning a Report",
    { timeout: 300_000 },
    async () => {
      // The consumer's own TypeScript: qgate's is bundled inside it, never hoisted into the project.
      const project = await packedProject(["@types/node@20", "typescript@5.9"], {
        "consumer.mts": CONSUMER,
        "tsconfig.json": JSON.stringify({
          compilerOptions: {
            strict: true,
            module: "nodenext",
            moduleResolution: "nodenext",
            target: "es2022",
            noEmit: true,
            skipLibCheck: false,
            types: ["node"],
          },
          files: ["consumer.mts"],
        }),
        "target/src/bad.js": "let unused = 1;\n",
        "target/src/good.js": "export const good = 1;\n",
      });
      made.push(project);
      await execa("git", ["init", "-q"], { cwd: path.join(project, "target") });

      // Type-checked against dist/index.d.ts through the package's `exports` (types condition).
      const tsc = await execa("node", ["node_modules/typescript/bin/tsc", "-p", "tsconfig.json"], {
        cwd: project,
        reject: false,
      });
      expect(tsc.stdout + tsc.stderr).toBe("");
      expect(tsc.exitCode).toBe(0);

      // Node strips the types (22.6+ does so by default from 23.6; 20 needs a build): run a plain copy.
      const js = CONSUMER.replace(/,\n {2}type Finding,\n {2}type Report,\n/, ",\n")
        .replace(": Report", "")
        .replace("(finding: Finding)", "(finding)")
        .replace(": string[]", "")
        .replace("!.render", ".render");
      const { writeFileSync } = await import("node:fs");
      writeFileSync(path.join(project, "consumer.mjs"), js);
      const run = await execa("node", ["consumer.mjs", "target"], {
        cwd: project,
        reject: false,
        env: { QGATE_DAEMON: "0", NO_COLOR: "1" },
      });
      expect(run.stderr).toBe("");
      expect(run.exitCode).toBe(0);
      const [summary, ...json] = run.stdout.split("\n");
      expect(JSON.parse(summary!)).toEqual({
        verdict: "block",
        files: ["src/bad.js", "src/good.js"],
        rules: ["lint/no-unused-vars"],
      });
      expect(JSON.parse(json.join("\n"))).toMatchObject({ version: 1, verdict: "block" });
    },
  );
});
