/**
 * The contract's CLI half (test/assistants/contract.test.ts is the rest), for every room of the
 * registry: a payload cut short on its way in gives one clear line on stderr, nothing on stdout, and
 * the documented exit code (0, so a broken hook never breaks the assistant; 2 in strict mode), with
 * `qgate hook --assistant <id>` as the installed hook runs it, in the test's process as the daemon runs
 * a forwarded hook (test/helpers/in-process.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ASSISTANTS } from "../../src/assistants/registry.js";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { REPO_ROOT } from "../helpers/project.js";

describe.each(ASSISTANTS.map((room) => [room.id, room] as const))("qgate hook --assistant %s", (id, room) => {
  it("answers a truncated payload with one line and exit 0 (2 in strict mode)", async () => {
    const sample = readFileSync(path.join(REPO_ROOT, room.samples![0]!), "utf8");
    const truncated = sample.slice(0, Math.floor(sample.length / 2));
    for (const [strict, code] of [
      [undefined, 0],
      ["true", 2],
    ] as const) {
      const result = await runInProcess(["hook", "--assistant", id], {
        input: truncated,
        env: { CLAUDE_STRICT_QUALITY: strict },
      });
      expect(result.exitCode).toBe(code);
      expect(result.stdout).toBe("");
      expect(isOneLineError(result.stderr), result.stderr).toBe(true);
      expect(result.stderr).toMatch(/malformed hook JSON/);
    }
  });
});
