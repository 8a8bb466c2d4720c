/**
 * The fixed mutations `npm run mutate` plants, one at a time (test/mutate/run.js). Each is a small,
 * realistic bug in behaviour users rely on, and the tests that must catch it: if one survives, a test
 * was weakened (or never existed). Keep `search` exact and unique in its file: the runner refuses a
 * mutation whose search string is missing or found twice, so a refactor makes this list fail loudly
 * instead of silently testing nothing. `filter` (optional) is passed to vitest as `-t`, to run only
 * the tests that matter in a large file.
 */
export const MUTATIONS = [
  // The pattern scan's proof of nothing to report: a word it forgets is a finding it drops.
  {
    id: "security-proof-forgets-a-word",
    why: "the pattern scan may skip a file only when no rule's word is in it: eval must be one",
    file: "src/checks/security/triggers.ts",
    search: '    "no-eval": ["eval"],\n',
    replace: '    "no-eval": [],\n',
    tests: ["test/checks/security-triggers.test.ts"],
  },
  {
    id: "security-proof-raw-names",
    why: "an escaped name (\\u0065val) is the identifier eval: the proof must read names unescaped",
    file: "src/checks/security/triggers.ts",
    search: "      const name = (node as ts.Identifier).text;\n",
    replace: "      const name = (node as ts.Identifier).getText(sourceFile);\n",
    tests: ["test/checks/security-triggers.test.ts"],
  },
  // secretlint's profiler kept every mark of every scan: a daemon's memory grew on every edit.
  {
    id: "secretlint-profiler-kept",
    why: "the secret detectors must keep nothing of a scan once it is done",
    file: "src/util/secret-detectors.ts",
    search: "      silenceProfiler(),\n",
    replace: "",
    tests: ["test/util/secret-detectors.test.ts"],
  },
  // The MCP door (issue 20): a daemon that could not serve must be said, and every answer redacted.
  {
    id: "mcp-daemon-unreachable-unsaid",
    why: "qgate mcp: a check run cold because the daemon could not serve must say so in its notes",
    file: "src/mcp/check.ts",
    search:
      "          if (!(error instanceof DaemonOff)) notes.push(mcpMessages.coldBecause((error as Error).message));\n",
    replace: "",
    tests: ["test/e2e/mcp-server.test.ts"],
    filter: "cannot serve",
  },
  {
    id: "mcp-error-unredacted",
    why: "qgate mcp: an error result that echoes the caller's words (a rule id) must be redacted",
    file: "src/mcp/server.ts",
    search: '  return { content: [{ type: "text", text: await redactText(message) }], isError: true };\n',
    replace: '  return { content: [{ type: "text", text: message }], isError: true };\n',
    tests: ["test/e2e/mcp-server.test.ts"],
    filter: "bad calls",
  },
  // The five of issue 22: each survived (or was caught by accident) before its test was written.
  {
    id: "daemon-no-fallback",
    why: "daemon on, none running: the client must run the gate cold, never exit 0 silently",
    file: "src/daemon/client.ts",
    // Where the client gives up on the daemon: instead of the cold run, a silent pass. (serve() now
    // returns a frame or undefined, so the old plant, `if (!socket) return 0;`, fell back all the same.)
    search: '  const code = await timed("cli.run", () =>\n',
    replace: '  if (!daemonDisabled(process.env)) return 0;\n  const code = await timed("cli.run", () =>\n',
    tests: ["test/e2e/daemon-default.test.ts"],
  },
  {
    id: "error-hook-context-unredacted",
    why: "a secret quoted by a finding must not reach the user's error-occurred hook",
    file: "src/routing/route.ts",
    search: "    context: await redactValue(record.context),\n",
    replace: "    context: record.context,\n",
    tests: ["test/e2e/redaction-matrix.test.ts"],
  },
  {
    id: "codex-move-keeps-old-path",
    why: "a Codex rename (Move to) must mark the old path deleted, so its importers are re-checked",
    file: "src/hook/patch.ts",
    search: '        current.change = "delete";\n',
    replace: "",
    tests: ["test/hook/patch.test.ts", "test/e2e/hook-codex.test.ts"],
    filter: "rename",
  },
  {
    id: "disk-cache-read-not-a-use",
    why: "a hit must count as a use, or eviction removes the entry just used instead of the least recently used",
    file: "src/engine/disk-cache.ts",
    search: "      await cacache.index.insert(this.dir, diskKey, info.integrity, used);\n",
    replace: "      void used;\n",
    tests: ["test/engine/disk-cache.test.ts"],
    filter: "least recently used",
  },
  {
    id: "disk-cache-key-without-configs",
    why: "a config's content must be in the key, or a cold run after a .prettierrc edit is served a stale result",
    file: "src/engine/result-cache.ts",
    search: '        if (hash !== "-") parts.push(`${path.join(dir, name)}\\0${hash}`);\n',
    replace: "        void hash;\n",
    tests: ["test/engine/disk-cache.int.test.ts"],
    filter: "seeded",
  },
  {
    id: "disk-cache-keeps-garbled-content",
    why: "cacache never rewrites content it holds: garbled content left in place is a miss forever",
    file: "src/engine/disk-cache.ts",
    search: "      if (info) await cacache.rm.content(this.dir, info.integrity);\n",
    replace: "",
    tests: ["test/engine/disk-cache.int.test.ts"],
    filter: "corrupt",
  },
  {
    id: "types-cache-ignores-mtime",
    why: "the warm types state must see a same-size rewrite of a file outside the change",
    file: "src/checks/types/host.ts",
    search: "cached.mtimeMs === stats.mtimeMs && cached.size === stats.size",
    replace: "cached.size === stats.size",
    tests: ["test/checks/types-program.test.ts"],
    filter: "same size",
  },
  {
    id: "types-cache-ignores-mtime-warm",
    why: "the same bug through the daemon: the warm-equals-cold sequence has same-size external rewrites",
    file: "src/checks/types/host.ts",
    search: "cached.mtimeMs === stats.mtimeMs && cached.size === stats.size",
    replace: "cached.size === stats.size",
    tests: ["test/e2e/daemon.test.ts"],
    filter: "generated sequence",
  },
  {
    id: "policy-check-not-strict",
    why: "an unknown key directly under a check (checks.lint.serverity) must be refused, naming it",
    file: "src/policy/schema.ts",
    search: "    })\n    .strict();\n}\n",
    replace: "    });\n}\n",
    tests: ["test/policy/load.test.ts", "test/e2e/bad-input.test.ts"],
    filter: "unknown key|mistyped extends",
  },
  // More of the same kind: the contract's promises, one line away from being broken.
  {
    id: "stop-hook-loops",
    why: "a Stop with stop_hook_active must never block again (the assistant would loop forever)",
    file: "src/hook/run.ts",
    search: "        neverBlock: event.loopFlag || looping,\n",
    replace: "        neverBlock: looping,\n",
    tests: ["test/hook/run.int.test.ts"],
    filter: "stop_hook_active",
  },
  {
    id: "stdout-unredacted",
    why: "every byte qgate prints goes through the redactor",
    file: "src/cli/main.ts",
    search: 'out.original.call(process.stdout, await redactText(stdout.toString("utf8")))',
    replace: 'out.original.call(process.stdout, stdout.toString("utf8"))',
    tests: ["test/e2e/redaction-matrix.test.ts"],
  },
  {
    id: "failed-check-passes",
    why: "a check that could not run is exit 2 (INCOMPLETE) under onFailure block, never a pass",
    file: "src/cli/commands/check.ts",
    search: 'if (report.failures.length > 0 && onFailure === "block") return 2;',
    replace: 'if (report.failures.length > 0 && onFailure === "allow") return 2;',
    tests: ["test/e2e/missing-tool.test.ts"],
  },
  {
    id: "warnings-never-block",
    why: 'under blockOn "warning" (the strict policy) a warning blocks',
    file: "src/report/report.ts",
    search: '(blockOn === "warning" && finding.severity === "warning")',
    replace: "false",
    tests: ["test/engine/verdict.int.test.ts"],
    filter: "severity override",
  },
];
