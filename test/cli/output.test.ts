import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkTargets, useColor, writeReports } from "../../src/cli/output.js";
import { checkExitCode, parseOnly, parseScope } from "../../src/cli/commands/check.js";
import { FileError, UsageError } from "../../src/errors.js";
import { parseFormat } from "../../src/report/index.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { sampleReport } from "../report/pretty-sample-report.js";

const project = tempProjects();

const tty = { isTTY: true } as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;

describe("useColor", () => {
  it("colours a terminal, not a pipe", () => {
    expect(useColor(tty, {})).toBe(true);
    expect(useColor(pipe, {})).toBe(false);
  });

  it("NO_COLOR wins over everything; FORCE_COLOR colours a pipe unless it is 0 or false", () => {
    expect(useColor(tty, { NO_COLOR: "1" })).toBe(false);
    expect(useColor(pipe, { NO_COLOR: "1", FORCE_COLOR: "1" })).toBe(false);
    expect(useColor(pipe, { FORCE_COLOR: "1" })).toBe(true);
    expect(useColor(pipe, { FORCE_COLOR: "" })).toBe(true);
    expect(useColor(tty, { FORCE_COLOR: "0" })).toBe(false);
    expect(useColor(tty, { FORCE_COLOR: "false" })).toBe(false);
    // An empty NO_COLOR does not count (no-color.org).
    expect(useColor(tty, { NO_COLOR: "" })).toBe(true);
  });
});

describe("checkTargets", () => {
  it("allows one report on stdout and the others in distinct files", () => {
    expect(() => checkTargets(["pretty", "json=out/r.json"].map(parseFormat), "/tmp")).not.toThrow();
  });

  it("refuses two reports on stdout and two reports into one file", () => {
    expect(() => checkTargets(["pretty", "json"].map(parseFormat), "/tmp")).toThrow(UsageError);
    expect(() => checkTargets(["pretty", "json"].map(parseFormat), "/tmp")).toThrow(
      /^--format: pretty and json would both write to stdout/,
    );
    expect(() => checkTargets(["json=a.json", "pretty=./a.json"].map(parseFormat), "/tmp")).toThrow(
      /two reports would be written to/,
    );
  });
});

describe("writeReports", () => {
  it("writes a file target (creating its directory) without colour", async () => {
    const p = await project();
    await writeReports(
      sampleReport(),
      ["json=reports/r.json", "pretty=reports/r.txt"].map(parseFormat),
      p.dir,
    );
    const json = JSON.parse(readFileSync(path.join(p.dir, "reports/r.json"), "utf8")) as { verdict: string };
    expect(json.verdict).toBe("block");
    const pretty = readFileSync(path.join(p.dir, "reports/r.txt"), "utf8");
    expect(pretty).toMatch(/^src\/a\.ts\n/);
    expect(pretty).not.toContain("\u001b[");
  });

  it("fails with a one-line FileError when the file cannot be written", async () => {
    const p = await project();
    p.write("taken", "a file, not a directory\n");
    await expect(writeReports(sampleReport(), [parseFormat("json=taken/r.json")], p.dir)).rejects.toThrow(
      FileError,
    );
    await expect(writeReports(sampleReport(), [parseFormat("json=taken/r.json")], p.dir)).rejects.toThrow(
      /^--format json=taken\/r\.json: cannot write \(E[A-Z]+\)$/,
    );
  });
});

describe("check options", () => {
  it("parses --only into check ids and names an unknown one", () => {
    expect(parseOnly(undefined)).toBeUndefined();
    expect(parseOnly("lint, types")).toEqual(["lint", "types"]);
    expect(() => parseOnly("lint,spelling")).toThrow(/^--only: unknown check "spelling": expected format/);
    expect(() => parseOnly(",")).toThrow(UsageError);
  });

  it("parses --scope and names an unknown one", () => {
    expect(parseScope("added")).toBe("added");
    expect(() => parseScope("lines")).toThrow(/--scope: unknown scope "lines"/);
  });

  it("parses --format name[=file] and names an unknown format", () => {
    expect(parseFormat("json=out.json")).toMatchObject({ file: "out.json" });
    expect(parseFormat("pretty").file).toBeUndefined();
    expect(() => parseFormat("xml")).toThrow(/^unknown --format "xml": expected one of .*pretty.*json/);
    expect(() => parseFormat("json=")).toThrow(/missing file name/);
  });

  it("maps a report to the exit codes documented in docs/architecture.md", () => {
    const none = { failures: [], findings: [] };
    expect(checkExitCode(sampleReport({ ...none, verdict: "pass" }), "block")).toBe(0);
    expect(checkExitCode(sampleReport({ ...none, verdict: "warn" }), "block")).toBe(0);
    expect(checkExitCode(sampleReport({ ...none, verdict: "block" }), "block")).toBe(1);
    // A check that could not run: qgate could not do its job, unless the policy allows failures.
    expect(checkExitCode(sampleReport({ verdict: "incomplete" }), "block")).toBe(2);
    expect(checkExitCode(sampleReport({ verdict: "warn" }), "block")).toBe(2);
    expect(checkExitCode(sampleReport({ verdict: "warn" }), "allow")).toBe(0);
    expect(checkExitCode(sampleReport({ verdict: "block" }), "allow")).toBe(1);
  });
});
