/**
 * The files a shell command would print, read from its text as data (hook/shell-reads.ts): what the
 * secrets guard looks into before a Bash/run_shell_command/bash tool runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesPrintedBy } from "../../src/hook/shell-reads.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "qgate-shell-reads-"));
  for (const file of [".env", ".env.local", "notes.md"]) writeFileSync(path.join(dir, file), "x\n");
  mkdirSync(path.join(dir, "config"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const printed = (command: string) => filesPrintedBy(command, dir).map((file) => path.relative(dir, file));

describe("filesPrintedBy", () => {
  it("names the files of the commands that print them, through pipes, lists and wrappers", () => {
    expect(printed("cat .env")).toEqual([".env"]);
    expect(printed("head -n 5 .env | tail -2")).toEqual([".env"]);
    expect(printed("tail -c 100 -- -weird.txt")).toEqual(["-weird.txt"]);
    expect(printed("cd x && sudo cat 'my file.txt'; LC_ALL=C less config/a.yml")).toEqual([
      "my file.txt",
      "config/a.yml",
    ]);
    expect(printed("grep -n TOKEN .env notes.md")).toEqual([".env", "notes.md"]);
    expect(printed("grep -e TOKEN -e KEY .env")).toEqual([".env"]);
    expect(printed("rg -A 2 secret config/app.json")).toEqual(["config/app.json"]);
    expect(printed("sort < .env > sorted.txt")).toEqual([".env"]);
    expect(printed("/usr/bin/cat\t.env\n")).toEqual([".env"]);
    expect(printed('more "a b".txt')).toEqual(["a b.txt"]);
  });

  it("matches a glob in its directory", () => {
    expect(printed("cat .env*").sort()).toEqual([".env", ".env.local"]);
    expect(printed("cat *.md")).toEqual(["notes.md"]);
  });

  it("names nothing for commands that print no file, expansions, heredoc bodies and writes", () => {
    expect(printed("echo .env && ls -la")).toEqual([]);
    expect(printed('cat "$HOME/.env"')).toEqual([]);
    expect(printed("cat $(ls)")).toEqual([]);
    expect(printed("cat <<'EOF' > out.txt\ncat .env\nEOF\necho done")).toEqual([]);
    expect(printed("cat <<EOF\nhello\nEOF\ncat notes.md")).toEqual(["notes.md"]);
    expect(printed("echo hi > .env")).toEqual([]);
    expect(printed("grep TOKEN")).toEqual([]);
    expect(printed("# cat .env")).toEqual([]);
  });
});
