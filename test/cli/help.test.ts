/** Every command's --help: the option descriptions line up in one column, as a reader scans them. */
import { describe, expect, it } from "vitest";
import { checkHelp } from "../../src/cli/commands/check.js";
import { daemonHelp } from "../../src/cli/commands/daemon.js";
import { hookHelp } from "../../src/cli/commands/hook.js";
import { installMcpHelp } from "../../src/cli/commands/install-mcp.js";
import { mcpHelp } from "../../src/cli/commands/mcp.js";
import { dashboardHelp } from "../../src/cli/commands/dashboard.js";
import { statsHelp } from "../../src/cli/commands/stats.js";
import { mainHelp } from "../../src/cli/main.js";
import { ASSISTANTS } from "../../src/assistants/registry.js";
import { preCommitHelp } from "../../src/installers/git/install.js";

const HELPS: Record<string, string> = {
  check: checkHelp,
  daemon: daemonHelp,
  hook: hookHelp,
  "install pre-commit": preCommitHelp,
  stats: statsHelp,
  dashboard: dashboardHelp,
  mcp: mcpHelp,
  "install --mcp": installMcpHelp,
};
// Every room's installer (install claude, codex, gemini, cursor, copilot, ...).
for (const room of ASSISTANTS)
  if (room.installer) HELPS[`install ${room.id}`] = (await room.installer()).help;

describe("--help", () => {
  it.each(Object.entries(HELPS))("%s: option descriptions start in one column", (_name, help) => {
    const options = help.split("\n").filter((line) => /^ {2}-/.test(line));
    expect(options.length).toBeGreaterThan(0);
    const columns = new Set(
      options
        // An option too long for the column puts its description on the next line.
        .filter((line) => /\S {2,}\S/.test(line.trim()))
        .map((line) => /^ {2}\S+(?: \S+)*? {2,}(?=\S)/.exec(line)![0].length),
    );
    expect([...columns]).toHaveLength(1);
  });
});

describe("help texts that list the assistants", () => {
  // The registry's ids, not a hand-written five (issue 38): a room added later shows up by itself.
  it.each([
    ["qgate --help, its install line", async () => (await mainHelp()).split("\n  uninstall")[0] ?? ""],
    [
      "qgate stats --help, its --assistant option",
      () => Promise.resolve(statsHelp.split("\n  --door")[0] ?? ""),
    ],
    [
      "qgate dashboard --help, its --assistant option",
      () => Promise.resolve(dashboardHelp.split("\n  --door")[0] ?? ""),
    ],
  ])("%s names every room of the registry", async (_name, text) => {
    const listed = (await text()).replace(/\s+/g, " ");
    expect(ASSISTANTS.length).toBeGreaterThan(5);
    for (const room of ASSISTANTS) expect(listed).toMatch(new RegExp(`\\b${room.id}\\b`));
  });
});
