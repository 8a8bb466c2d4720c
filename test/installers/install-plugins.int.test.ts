/**
 * `qgate install opencode|kilo|windsurf` and their uninstalls through the CLI in the test's process (test/helpers/in-process.ts), in a temp project
 * and a temp HOME: OpenCode's and Kilo's plugin files (the whole file is qgate's), Windsurf's hooks file
 * (qgate's entry beside the user's), and `install --detect` finding each by its directory.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";

let project: TempProject;
let home: string;
const run = (args: string[]) =>
  runInProcess(args, { cwd: project.dir, env: { HOME: home, XDG_CONFIG_HOME: undefined } });

beforeAll(async () => {
  project = await tempProject(undefined, { git: true });
  home = mkdtempSync(path.join(tmpdir(), "qgate-install-home-"));
});
afterAll(() => {
  project.cleanup();
  rmSync(home, { recursive: true, force: true });
});

describe.each([
  ["opencode", ".opencode/plugins/qgate.ts", ".config/opencode/plugins/qgate.ts"],
  ["kilo", ".kilo/plugins/qgate.ts", ".config/kilo/plugins/qgate.ts"],
])("qgate install %s: qgate's plugin file", (id, file, userFile) => {
  const plugin = () => path.join(project.dir, file);

  it("writes the plugin, naming qgate's command; a second install changes nothing", async () => {
    const first = await run(["install", id, "--command", "node /opt/qgate/bin/qgate.js"]);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stdout).toContain(`installed qgate in ${file}:`);
    const text = readFileSync(plugin(), "utf8");
    expect(text.split("\n")[0]).toBe(
      `// qgate: installed by \`qgate install ${id}\` (plugin 1); \`qgate uninstall ${id}\` removes it.`,
    );
    expect(text).toContain(`node /opt/qgate/bin/qgate.js hook --assistant ${id}`);
    expect(text).toContain('"tool.execute.after"');
    const again = await run(["install", id, "--command", "node /opt/qgate/bin/qgate.js"]);
    expect(again.exitCode).toBe(0);
    expect(again.stdout).toMatch(/already/);
    expect(readFileSync(plugin(), "utf8")).toBe(text);
  });

  it("a plugin reformatted by the project's Prettier is still up to date; another command rewrites it", async () => {
    writeFileSync(plugin(), readFileSync(plugin(), "utf8").replaceAll('"', "'").replaceAll(")\n", ");\n"));
    const same = await run(["install", id, "--command", "node /opt/qgate/bin/qgate.js"]);
    expect(same.stdout).toMatch(/already/);
    const other = await run(["install", id]);
    expect(other.exitCode).toBe(0);
    expect(readFileSync(plugin(), "utf8")).toContain(`npx --no-install qgate hook --assistant ${id}`);
  });

  it("uninstall removes the file; a file qgate did not write is left alone, and install refuses it", async () => {
    const removed = await run(["uninstall", id]);
    expect(removed.exitCode).toBe(0);
    expect(existsSync(plugin())).toBe(false);
    // The folders the install created for it go too, when nothing else is in them (issue 39, N4).
    expect(existsSync(path.join(project.dir, file.split("/")[0]!))).toBe(false);
    mkdirSync(path.dirname(plugin()), { recursive: true });
    writeFileSync(plugin(), "export const Mine = async () => ({})\n");
    const refused = await run(["install", id]);
    expect(refused.exitCode).toBe(2);
    expect(isOneLineError(refused.stderr), refused.stderr).toBe(true);
    expect(refused.stderr).toContain("qgate did not write it");
    const kept = await run(["uninstall", id]);
    expect(kept.exitCode).toBe(0);
    expect(readFileSync(plugin(), "utf8")).toBe("export const Mine = async () => ({})\n");
    rmSync(plugin());
  });

  it("--scope user writes under ~/.config", async () => {
    const result = await run(["install", id, "--scope", "user"]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(existsSync(path.join(home, userFile))).toBe(true);
    expect((await run(["uninstall", id, "--scope", "user"])).exitCode).toBe(0);
    expect(existsSync(path.join(home, userFile))).toBe(false);
  });
});

describe("qgate install windsurf: .windsurf/hooks.json", () => {
  const hooksFile = () => path.join(project.dir, ".windsurf", "hooks.json");
  const USER_HOOKS = `${JSON.stringify(
    { hooks: { pre_run_command: [{ command: "./guard.sh", show_output: true }] } },
    null,
    2,
  )}\n`;

  it("a new file holds the post_write_code hook with show_output, and no version key", async () => {
    const result = await run(["install", "windsurf"]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain("cannot block");
    expect(JSON.parse(readFileSync(hooksFile(), "utf8"))).toEqual({
      hooks: {
        post_write_code: [{ command: "npx --no-install qgate hook --assistant windsurf", show_output: true }],
      },
    });
    expect((await run(["uninstall", "windsurf"])).exitCode).toBe(0);
    expect(existsSync(hooksFile())).toBe(false);
  });

  it("keeps the user's hooks; install is idempotent and uninstall gives the file back byte for byte", async () => {
    mkdirSync(path.dirname(hooksFile()), { recursive: true });
    writeFileSync(hooksFile(), USER_HOOKS);
    expect((await run(["install", "windsurf"])).exitCode).toBe(0);
    const installed = readFileSync(hooksFile(), "utf8");
    expect(JSON.parse(installed).hooks.pre_run_command).toEqual([
      { command: "./guard.sh", show_output: true },
    ]);
    expect((await run(["install", "windsurf"])).stdout).toMatch(/already/);
    expect(readFileSync(hooksFile(), "utf8")).toBe(installed);
    expect((await run(["uninstall", "windsurf"])).exitCode).toBe(0);
    expect(readFileSync(hooksFile(), "utf8")).toBe(USER_HOOKS);
  });
});

it("install --detect finds .opencode, .kilo and .windsurf", async () => {
  rmSync(path.join(project.dir, ".windsurf"), { recursive: true, force: true });
  for (const dir of [".opencode", ".kilo", ".windsurf"])
    mkdirSync(path.join(project.dir, dir), { recursive: true });
  const result = await run(["install", "--detect", "--dry-run"]);
  expect(result.exitCode, result.stderr).toBe(0);
  for (const file of [".opencode/plugins/qgate.ts", ".kilo/plugins/qgate.ts", ".windsurf/hooks.json"])
    expect(result.stdout).toContain(file);
});
