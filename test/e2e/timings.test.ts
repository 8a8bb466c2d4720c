/**
 * `--timings` / QGATE_TIMINGS=1 end to end, with the built binary: every line it prints parses, cold
 * and warm, and names each step; and through a real daemon, an unchanged re-run is served from the
 * engine's result cache (the timings say `cached`) while a config or policy change runs the check
 * again, with the answer a cold run gives.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();
const daemonDirs: string[] = [];

afterEach(async () => {
  for (const dir of daemonDirs.splice(0)) {
    await runQgate(["daemon", "stop"], { env: { QGATE_DAEMON_DIR: path.join(dir, "run") } });
    rmSync(dir, { recursive: true, force: true });
  }
});

const LINE = /^qgate timing: ([a-z][a-z0-9.-]*) (\d+\.\d) ms(?: \((.+)\))?$/;

interface Step {
  ms: number;
  note: string | undefined;
}

/** The timing lines at the end of stderr: a header, then every line parses. */
function timingsOf(stderr: string): { how: string; steps: Map<string, Step> } {
  const lines = stderr.trimEnd().split("\n");
  const header = lines.findIndex((line) => line.startsWith("qgate timings: "));
  expect(header, stderr).toBeGreaterThanOrEqual(0);
  const steps = new Map<string, Step>();
  for (const line of lines.slice(header + 1)) {
    const match = LINE.exec(line);
    expect(match, `unparsable timing line: ${line}`).not.toBeNull();
    steps.set(match![1]!, { ms: Number(match![2]), note: match![3] });
  }
  return { how: /^qgate timings: (\w+)/.exec(lines[header]!)![1]!, steps };
}

describe("--timings", () => {
  it("prints each step of a cold qgate check after its report, and leaves the report as it was", async () => {
    const p = await project("importer-break", { git: true });
    // Format alone keeps two cold runs quick; the warm test below has every check's step.
    const args = ["check", "--only", "format", "--format", "json", "src/a.ts"];
    const plain = await runQgate(args, { cwd: p.dir });
    const timed = await runQgate([...args, "--timings"], { cwd: p.dir });
    expect(timed.exitCode).toBe(plain.exitCode);
    const strip = (stdout: string) => {
      const report = JSON.parse(stdout) as { timings?: unknown };
      delete report.timings;
      return report;
    };
    expect(strip(timed.stdout)).toEqual(strip(plain.stdout));
    expect(plain.stderr).not.toContain("qgate timing");
    const { how, steps } = timingsOf(timed.stderr);
    expect(how).toBe("cold");
    for (const step of [
      "client.start",
      "client.load",
      "cli.load",
      "check.policy",
      "check.changes",
      "engine.classify",
      "engine.plan",
      "engine.checks",
      "check.format",
      "engine.report",
      "check.output",
      "cli.redact",
      "cli.run",
      "outside-checks",
      "total",
    ])
      expect([...steps.keys()], step).toContain(step);
    expect(steps.get("total")!.ms).toBeGreaterThanOrEqual(steps.get("cli.run")!.ms);
  });

  it("is a usage error nowhere: qgate hook takes it before the event", async () => {
    const p = await project("importer-break", { git: true });
    const result = await runQgate(["hook", "--timings", "edit-complete", "src/a.ts", "modify"], {
      cwd: p.dir,
    });
    expect(result.exitCode).toBe(0);
    expect(timingsOf(result.stderr).steps.has("engine.checks")).toBe(true);
  });
});

describe("the daemon's result cache, seen through QGATE_TIMINGS=1", () => {
  it("serves an unchanged re-run from the cache, and runs a check again after its config or policy changed", async () => {
    const p = await project("importer-break", { git: true });
    // Types are never cached (its inputs are the whole program): left out, to keep the test quick.
    const policy = (extra: object = {}) =>
      writeFileSync(
        path.join(p.dir, ".qgaterc.json"),
        `${JSON.stringify({ checks: { types: { enabled: false }, ...extra } })}\n`,
      );
    policy();
    const dir = mkdtempSync(path.join(tmpdir(), "qgate-timings-"));
    daemonDirs.push(dir);
    const env = {
      QGATE_DAEMON: "1",
      QGATE_DAEMON_DIR: path.join(dir, "run"),
      QGATE_LOG_DIR: path.join(dir, "logs"),
      CI: undefined,
    };
    const payload = JSON.stringify({
      session_id: "timings",
      hook_event_name: "PostToolUse",
      tool_name: "Edit",
      tool_input: { file_path: path.join(p.dir, "src/b.ts") },
      tool_response: { success: true },
      cwd: p.dir,
    });
    // The answer without the full report's path (a new file each run).
    const answer = (stdout: string) => stdout.replace(/Full report: [^"\\]+/, "Full report: <path>");
    const hook = async () => {
      const warm = await runQgate(["hook"], {
        cwd: p.dir,
        input: payload,
        env: { ...env, QGATE_TIMINGS: "1" },
      });
      expect(warm.exitCode).toBe(0);
      const { how, steps } = timingsOf(warm.stderr);
      expect(how).toBe("warm");
      const cached = (id: string) => steps.get(`check.${id}`)?.note?.includes("cached") ?? false;
      return { steps, cached, answer: answer(warm.stdout) };
    };
    expect((await runQgate(["daemon", "start"], { cwd: p.dir, env })).exitCode).toBe(0);

    const first = await hook();
    for (const step of [
      "daemon.request",
      "daemon.policy",
      "daemon.run",
      "daemon.total",
      "hook.policy",
      "client.first-byte",
    ])
      expect([...first.steps.keys()], step).toContain(step);
    expect(first.steps.get("outside-checks")?.note).toContain("daemon");
    expect(["format", "lint", "security"].some((id) => first.cached(id))).toBe(false);

    // Nothing changed: format, lint and security are answered from the cache, with the same answer
    // (the daemon tests show that a warm answer is a cold run's).
    const again = await hook();
    expect(["format", "lint", "security"].map((id) => again.cached(id))).toEqual([true, true, true]);
    expect(again.answer).toBe(first.answer);

    // A Prettier config appears in src/ (below the package, where the daemon's own config fingerprint
    // does not look, so only the cache's key can tell): format runs again and finds the double quotes.
    writeFileSync(path.join(p.dir, "src/.prettierrc.json"), '{ "singleQuote": true }\n');
    const quoted = await hook();
    expect(quoted.cached("format")).toBe(false);
    expect(quoted.cached("security")).toBe(true);
    expect(quoted.answer).toContain("prettier/format");
    // ... and that answer is itself reused while nothing changes.
    const quotedAgain = await hook();
    expect(quotedAgain.cached("format")).toBe(true);
    expect(quotedAgain.answer).toBe(quoted.answer);

    // An ignore file that leaves the file out: format runs again, and says it is ignored.
    writeFileSync(path.join(p.dir, ".prettierignore"), "src/b.ts\n");
    const ignored = await hook();
    expect(ignored.cached("format")).toBe(false);
    expect(ignored.answer).not.toContain("prettier/format");

    // The policy's options for a check: security runs again.
    policy({ security: { options: { secrets: false } } });
    expect((await hook()).cached("security")).toBe(false);
  }, 120_000);
});
