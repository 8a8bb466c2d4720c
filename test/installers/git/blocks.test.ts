import { format } from "prettier";
import { describe, expect, it } from "vitest";
import {
  addLefthook,
  addPreCommitConfig,
  addShellBlock,
  BEGIN,
  END,
  hasBlock,
  removeShellBlock,
  removeYamlBlock,
  shellBlock,
  shQuote,
  yamlString,
} from "../../../src/installers/git/blocks.js";

/** qgate's edits must leave a Prettier-formatted YAML file formatted (its own format check reads it). */
async function expectPrettierClean(yaml: string): Promise<void> {
  expect(await format(yaml, { parser: "yaml" })).toBe(yaml);
}

const CMD = "/usr/bin/node '/path with space/bin/qgate.js'";

describe("shQuote", () => {
  it("leaves plain words alone and single-quotes the rest", () => {
    expect(shQuote("/usr/bin/node")).toBe("/usr/bin/node");
    expect(shQuote("/a b/c")).toBe("'/a b/c'");
    expect(shQuote("it's")).toBe(`'it'"'"'s'`);
  });
});

describe("shell hook block", () => {
  const block = shellBlock(CMD);

  it("runs qgate check --staged unless QGATE_SKIP=1", () => {
    expect(block).toContain(`${CMD} check --staged || exit $?`);
    expect(block).toContain('if [ "${QGATE_SKIP:-}" != "1" ]; then');
    expect(block.startsWith(BEGIN) && block.endsWith(END)).toBe(true);
  });

  it("creates a script, or goes right after a foreign hook's shebang, keeping it", () => {
    expect(addShellBlock(undefined, block)).toBe(`#!/bin/sh\n${block}\n`);
    const foreign = "#!/bin/bash\nnpm test\nexit 0\n";
    const joined = addShellBlock(foreign, block);
    expect(joined).toBe(`#!/bin/bash\n${block}\nnpm test\nexit 0\n`);
    expect(removeShellBlock(joined)).toBe(foreign);
  });

  it("is idempotent and replaces an older block in place", () => {
    const once = addShellBlock("#!/bin/sh\necho hi\n", block);
    expect(addShellBlock(once, block)).toBe(once);
    const updated = addShellBlock(once, shellBlock("npx --no-install qgate"));
    expect(updated.match(new RegExp(BEGIN.replace(/[>]/g, "\\>"), "g"))).toHaveLength(1);
    expect(updated).toContain("npx --no-install qgate check --staged");
    expect(updated).toContain("echo hi");
  });

  it("removing from a script qgate created leaves nothing (the file can go)", () => {
    expect(removeShellBlock(addShellBlock(undefined, block))).toBeUndefined();
    expect(hasBlock("#!/bin/sh\necho\n")).toBe(false);
  });
});

describe("yamlString", () => {
  it("quotes like Prettier: single quotes as soon as there is a double quote, double quotes otherwise", () => {
    expect(yamlString("npx qgate")).toBe('"npx qgate"');
    expect(yamlString("it's")).toBe(`"it's"`);
    expect(yamlString('say "hi"')).toBe(`'say "hi"'`);
    expect(yamlString(`it's "x"`)).toBe(`'it''s "x"'`);
  });
});

describe("lefthook.yml", () => {
  it("adds a qgate command under an existing pre-commit: commands:, and takes it out again", async () => {
    const yaml =
      "pre-commit:\n  parallel: true\n  commands:\n    lint:\n      run: npm run lint\npre-push:\n  commands: {}\n";
    const added = addLefthook(yaml, CMD)!;
    expect(added).toContain(
      `    qgate:\n      run: '[ "\${QGATE_SKIP:-}" = "1" ] || ${CMD.replace(/'/g, "''")} check --staged'`,
    );
    expect(added.indexOf("qgate:")).toBeLessThan(added.indexOf("pre-push:"));
    expect(added).toContain("    lint:\n      run: npm run lint");
    expect(addLefthook(added, CMD)).toBe(added);
    expect(removeYamlBlock(added)).toBe(yaml);
    await expectPrettierClean(added);
  });

  it("adds the section when there is none", () => {
    const added = addLefthook("pre-push:\n  commands:\n    t:\n      run: npm t\n", "qgate")!;
    expect(added).toMatch(
      /\npre-commit:\n {2}commands:\n {4}# >>> qgate pre-commit >>>\n {4}qgate:\n {6}run: /,
    );
  });

  it("refuses a flow-style section it cannot extend", () => {
    expect(addLefthook("pre-commit: { commands: {} }\n", "qgate")).toBeUndefined();
  });
});

describe(".pre-commit-config.yaml", () => {
  it("appends a local hook at the end of repos, with the list's indentation", async () => {
    const yaml =
      "repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v4.6.0\n    hooks:\n      - id: trailing-whitespace\nci:\n  autofix_prs: false\n";
    const added = addPreCommitConfig(yaml, "qgate")!;
    expect(added).toContain("  - repo: local\n    hooks:\n      - id: qgate\n");
    expect(added).toContain("        language: system\n        pass_filenames: false\n");
    expect(added.indexOf("repo: local")).toBeLessThan(added.indexOf("ci:"));
    expect(addPreCommitConfig(added, "qgate")).toBe(added);
    expect(removeYamlBlock(added)).toBe(yaml);
    await expectPrettierClean(added);
    await expectPrettierClean(addPreCommitConfig(yaml, CMD)!);
  });

  it("extends `repos: []` as an empty list", async () => {
    const added = addPreCommitConfig("repos: [] # none yet\n", "qgate")!;
    expect(added).toMatch(/^repos:\n/);
    expect(added).toContain("- repo: local\n");
    expect(addPreCommitConfig(added, "qgate")).toBe(added);
    await expectPrettierClean(added);
  });

  it("adds nothing when qgate's own hook is already listed (it would run twice)", () => {
    for (const id of ["qgate", "qgate-installed", '"qgate-installed"']) {
      const yaml = `repos:\n  - repo: https://github.com/OWNER/qgate\n    rev: v0.1.0\n    hooks:\n      - id: ${id}\n`;
      expect(addPreCommitConfig(yaml, "qgate")).toBe(yaml);
    }
  });
});
