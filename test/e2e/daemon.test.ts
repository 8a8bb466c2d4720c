/**
 * The warm daemon, end to end: the built binary as the assistant runs it, a real daemon process on a
 * real Unix socket, real tools. Every test has its own daemon directory and stops its daemon.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate, type RunResult } from "../helpers/cli.js";
import { languageServersIn } from "../helpers/language-servers.js";
import { tempProjects } from "../helpers/temp-projects.js";
import type { TempProject } from "../helpers/project.js";
import { alive, until } from "../helpers/processes.js";

const project = tempProjects();
const dirs: string[] = [];

interface Daemon {
  dir: string;
  env: Record<string, string | undefined>;
  run(
    args: string[],
    options?: { cwd?: string; input?: string; env?: Record<string, string | undefined> },
  ): Promise<RunResult>;
  status(): Promise<Record<string, unknown>>;
}

function daemonFor(cwd: string, extra: Record<string, string | undefined> = {}): Daemon {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-daemon-"));
  dirs.push(dir);
  const env = {
    QGATE_DAEMON: "1",
    QGATE_DAEMON_DIR: path.join(dir, "run"),
    QGATE_LOG_DIR: path.join(dir, "logs"),
    CI: undefined,
    ...extra,
  };
  const daemon: Daemon = {
    dir: path.join(dir, "run"),
    env,
    run: (args, options = {}) =>
      runQgate(args, {
        cwd: options.cwd ?? cwd,
        env: { ...env, ...options.env },
        ...(options.input !== undefined ? { input: options.input } : {}),
      }),
    status: async () =>
      JSON.parse((await daemon.run(["daemon", "status", "--format", "json"])).stdout) as Record<
        string,
        unknown
      >,
  };
  return daemon;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    await runQgate(["daemon", "stop"], { env: { QGATE_DAEMON_DIR: path.join(dir, "run") } });
    rmSync(dir, { recursive: true, force: true });
  }
});

function postToolUse(p: TempProject, file: string): string {
  return JSON.stringify({
    session_id: "daemon-test",
    hook_event_name: "PostToolUse",
    cwd: p.dir,
    tool_name: "Write",
    tool_input: { file_path: path.join(p.dir, file), content: "" },
    tool_response: { success: true },
  });
}

/** The report without what differs between any two runs (timings, the report file's name). */
function comparable(stdout: string): unknown {
  const report = JSON.parse(stdout) as Record<string, unknown>;
  delete report.timings;
  return report;
}

describe("qgate daemon", () => {
  it("starts on the first hook, in a private directory, with a 0600 socket and token", async () => {
    const p = await project("clean", { git: true });
    // This first hook starts the daemon and runs cold: no slow-run warning on stderr, however busy
    // the machine is.
    p.write(".qgaterc.json", JSON.stringify({ hooks: { slowRunMs: 600_000 } }));
    const d = daemonFor(p.dir);
    const hook = await d.run(["hook"], {
      input: postToolUse(p, "src/money.ts"),
      env: { CLAUDE_PROJECT_DIR: p.dir },
    });
    expect(hook.exitCode).toBe(0);
    expect(hook.stderr).toBe("");
    const status = await d.status();
    expect(status.running).toBe(true);
    expect(status.requests).toBe(1);
    expect(statSync(d.dir).mode & 0o777).toBe(0o700);
    const socket = String(status.socket);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(statSync(socket.replace(/\.sock$/, ".token")).mode & 0o777).toBe(0o600);
    // Started with its memory settings (src/daemon/memory.ts): two malloc arenas.
    if (process.platform === "linux") {
      const environ = readFileSync(`/proc/${Number(status.pid)}/environ`, "utf8").split("\0");
      expect(environ).toContain("MALLOC_ARENA_MAX=2");
    }
  });

  // Several full cold runs (all four checks) in one test: about 30 s on an idle 2-core machine.
  it(
    "gives the same report warm as cold, and sees external edits, config changes and importers",
    { timeout: 120_000 },
    async () => {
      const p = await project("importer-break", { git: true });
      const d = daemonFor(p.dir);
      expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
      const both = async (args: string[]) => {
        const warm = await d.run(args);
        const cold = await d.run(args, { env: { QGATE_DAEMON: "0" } });
        expect(warm.stderr).toBe(cold.stderr);
        expect(warm.exitCode).toBe(cold.exitCode);
        expect(comparable(warm.stdout)).toEqual(comparable(cold.stdout));
        return {
          exitCode: warm.exitCode,
          report: comparable(warm.stdout) as {
            findings: Array<{ file: string; check: string; ruleId?: string }>;
          },
        };
      };
      const args = ["check", "--format", "json", "src/a.ts"];
      expect((await both(args)).exitCode).toBe(0);
      // Behind the daemon's back (as a Bash sed would): a.ts's signature changes, breaking b.ts and d.ts.
      writeFileSync(
        path.join(p.dir, "src/a.ts"),
        "/** Adds. */\nexport function add(x: string): string {\n  return x;\n}\n",
      );
      const broken = await both(args);
      expect(broken.exitCode).toBe(1);
      expect(
        [...new Set(broken.report.findings.filter((f) => f.check === "types").map((f) => f.file))].sort(),
      ).toEqual(["src/b.ts", "src/d.ts"]);
      // A configuration change is picked up: Prettier now wants single quotes.
      writeFileSync(
        path.join(p.dir, "src/b.ts"),
        'import { add } from "./a.js";\n\nexport const total: number = add(1, 2);\n',
      );
      writeFileSync(
        path.join(p.dir, "src/a.ts"),
        readFileSync(path.join(p.dir, "src/a.ts"), "utf8")
          .replace("x: string): string", "x: number, y: number): number")
          .replace("return x;", "return x + y;"),
      );
      expect((await both(["check", "--format", "json", "src/b.ts"])).exitCode).toBe(0);
      writeFileSync(path.join(p.dir, ".prettierrc.json"), '{ "singleQuote": true }\n');
      const quoted = await both(["check", "--format", "json", "src/b.ts"]);
      expect(quoted.report.findings.map((f) => f.check)).toContain("format");
      // What a run says on stderr reaches the caller from the daemon as it does cold (here, one line).
      const served = Number((await d.status()).requests);
      const missing = await d.run(["check", "src/missing.ts"]);
      expect((await d.status()).requests).toBe(served + 1);
      expect(missing.exitCode).toBe(2);
      expect(missing.stderr).toContain("src/missing.ts");
      expect(missing.stderr).toBe(
        (await d.run(["check", "src/missing.ts"], { env: { QGATE_DAEMON: "0" } })).stderr,
      );
      expect((await d.status()).requests).toBeGreaterThanOrEqual(4);
    },
  );

  it("stays equal to a cold run over a generated sequence of edits, config changes and external writes", async () => {
    // A seeded generator (mulberry32): the same sequence every run. Edits are dealt from a shuffled
    // deck, so every kind is applied (none repeats before all have been used). The daemon answers a
    // warm check after every edit, so its caches go through each state; the cold run, the expensive
    // half (a new process loads all four tools), is the oracle once per batch of edits, on the last
    // warm run's arguments. A stale cache stays stale until its file changes again, so a batch's
    // comparison still sees it; the sequence includes same-size rewrites of importers outside the
    // checked file (b.ts then checked through a.ts, d.ts through c.ts).
    let seed = 20261142;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const p = await project("importer-break", { git: true });
    const d = daemonFor(p.dir);
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    const write = (file: string, text: string) => writeFileSync(path.join(p.dir, file), text);
    const B = (type: string) => `import { add } from "./a.js";\n\nexport const total: ${type} = add(1, 2);\n`;
    const D = (type: string) => `import { add } from "./c.js";\n\nexport const sum: ${type} = add(3, 4);\n`;
    const edits: Array<[string, () => void]> = [
      [
        "a.ts takes three numbers",
        () =>
          write(
            "src/a.ts",
            "export function add(x: number, y: number, z: number): number {\n  return x + y + z;\n}\n",
          ),
      ],
      [
        "a.ts back to two",
        () =>
          write(
            "src/a.ts",
            "/** Adds two numbers. */\nexport function add(x: number, y: number): number {\n  return x + y;\n}\n",
          ),
      ],
      [
        "b.ts unformatted",
        () => write("src/b.ts", 'import { add } from "./a.js";\nexport const total:number=add(1,2)\n'),
      ],
      // Same-size rewrites (number and string have the same length): only the modification time says
      // the file changed, as when a shell command rewrites an importer that is not part of the change.
      ["b.ts formatted, its total a number", () => write("src/b.ts", B("number"))],
      ["b.ts's total a string (same size)", () => write("src/b.ts", B("string"))],
      ["d.ts's sum a string (same size)", () => write("src/d.ts", D("string"))],
      ["d.ts's sum a number again (same size)", () => write("src/d.ts", D("number"))],
      [
        "a new importer",
        () => write("src/e.ts", 'import { add } from "./a.js";\n\nexport const e: string = add(1, 2);\n'),
      ],
      ["the new importer gone", () => rmSync(path.join(p.dir, "src/e.ts"), { force: true })],
      ["Prettier wants single quotes", () => write(".prettierrc.json", '{ "singleQuote": true }\n')],
      ["Prettier config gone", () => rmSync(path.join(p.dir, ".prettierrc.json"), { force: true })],
      [
        "a secret in c.ts",
        () => write("src/c.ts", 'export * from "./a.js";\nexport const key = "AKIAIOSFODNN7EXAMPLQ";\n'),
      ],
      [
        "tsconfig loses strict",
        () =>
          write(
            "tsconfig.json",
            '{ "compilerOptions": { "module": "NodeNext", "noEmit": true }, "include": ["src"] }\n',
          ),
      ],
    ];
    let deck: Array<[string, () => void]> = [];
    const deal = () => {
      if (deck.length === 0) {
        deck = [...edits];
        for (let i = deck.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [deck[i], deck[j]] = [deck[j]!, deck[i]!];
        }
      }
      return deck.pop()!;
    };
    const targets = ["src/a.ts", "src/b.ts", "src/c.ts", "src"];
    const applied = new Set<string>();
    const BATCHES = 3;
    const EDITS_PER_BATCH = 5;
    for (let batch = 1; batch <= BATCHES; batch++) {
      const done: string[] = [];
      let args: string[] = [];
      let warm: RunResult | undefined;
      for (let i = 0; i < EDITS_PER_BATCH; i++) {
        const [what, apply] = deal();
        apply();
        applied.add(what);
        args = ["check", "--format", "json", pick(targets)];
        done.push(`${what} (qgate ${args.slice(3).join(" ")})`);
        warm = await d.run(args);
        expect([0, 1], `${done.join(", then ")}: ${warm.stderr}`).toContain(warm.exitCode);
      }
      const cold = await d.run(args, { env: { QGATE_DAEMON: "0" } });
      const label = `batch ${batch}: ${done.join(", then ")}`;
      expect(warm!.exitCode, label).toBe(cold.exitCode);
      expect(warm!.stderr, label).toBe(cold.stderr);
      expect(comparable(warm!.stdout), label).toEqual(comparable(cold.stdout));
    }
    expect(applied.size).toBe(edits.length);
    expect((await d.status()).requests).toBe(BATCHES * EDITS_PER_BATCH);
    // 120 s, not the default 60: three cold runs of all four tools plus fifteen warm ones, several after
    // a config change that makes the daemon reload; on a 2-core machine shared with other work a cold
    // run alone takes 5 to 45 s (measured), so the default would leave less than half to spare.
  }, 120_000);

  it("answers 20 parallel hooks, each with its own verdict", async () => {
    const p = await project("clean", { git: true });
    p.write(".qgaterc.json", JSON.stringify({ checks: { types: { enabled: false } } }));
    for (let i = 0; i < 10; i++) {
      p.write(`src/good${i}.ts`, `export const good${i} = ${i};\n`);
      p.write(`src/bad${i}.ts`, `export const  bad${i}=${i}\n`);
    }
    const d = daemonFor(p.dir, { CLAUDE_STRICT_QUALITY: "true", CLAUDE_PROJECT_DIR: p.dir });
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const file = i % 2 === 0 ? `src/good${i / 2}.ts` : `src/bad${(i - 1) / 2}.ts`;
        return d.run(["hook"], { input: postToolUse(p, file) }).then((result) => ({ file, result }));
      }),
    );
    for (const { file, result } of results) {
      if (file.includes("good")) {
        expect(result.exitCode, `${file}: ${result.stderr}`).toBe(0);
      } else {
        expect(result.exitCode, file).toBe(2);
        const reason = (JSON.parse(result.stdout) as { reason: string }).reason;
        expect(reason).toContain(file);
        expect(reason).not.toMatch(/timed out/);
      }
      expect(result.stderr).not.toContain("daemon:");
    }
    expect((await d.status()).requests).toBe(20);
  });

  it("falls back to a cold run, and says so, when the daemon is killed mid-request", async () => {
    const p = await project("hanging-linter", { git: true });
    p.write(
      ".qgaterc.json",
      JSON.stringify({
        checks: {
          lint: { timeoutMs: 4000 },
          types: { enabled: false },
          format: { enabled: false },
          security: { enabled: false },
        },
      }),
    );
    const d = daemonFor(p.dir);
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    const pid = Number((await d.status()).pid);
    const pending = d.run(["check", "src/hang.js"]);
    // The daemon is busy with the hanging rule: kill it without warning.
    await until(async () => Number((await d.status()).requests) === 1);
    process.kill(pid, "SIGKILL");
    const result = await pending;
    expect(result.stderr).toContain(
      "qgate: daemon: it stopped in the middle of the request; checked without it",
    );
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toMatch(/lint timed out after 4000 ms/);
    // The killed daemon's socket is stale: the next start replaces it.
    expect((await d.run(["daemon", "start"])).stdout).toMatch(/started/);
  });

  it("serves `git diff | qgate check --diff-stdin` warm with the diff it was piped, as a cold run answers", async () => {
    const p = await project("clean", { git: true });
    p.write(
      "src/money.ts",
      `${readFileSync(path.join(p.dir, "src/money.ts"), "utf8")}export const  badly = 1\n`,
    );
    const diff = await p.git("diff");
    const d = daemonFor(p.dir);
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    // The flag last, as people type it: the client must see it to send its standard input along.
    const args = ["check", "--only", "format", "--format", "json", "--diff-stdin"];
    const warm = await d.run(args, { input: `${diff}\n` });
    const cold = await d.run(args, { input: `${diff}\n`, env: { QGATE_DAEMON: "0" } });
    expect({ code: warm.exitCode, report: comparable(warm.stdout) }).toEqual({
      code: cold.exitCode,
      report: comparable(cold.stdout),
    });
    expect(cold.exitCode).toBe(1);
    expect((await d.status()).requests).toBe(1);
  });

  it("does not serve a project whose policy switches the daemon off: the run is cold", async () => {
    const p = await project("clean", { git: true });
    p.write(".qgaterc.json", JSON.stringify({ daemon: { enabled: false } }));
    const d = daemonFor(p.dir);
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    const run = await d.run(["check", "--only", "format", "src/money.ts"], { env: { QGATE_TIMINGS: "1" } });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).not.toContain("qgate timings: warm");
    expect((await d.status()).requests).toBe(0);
  });

  it("refuses a request without the right token", async () => {
    const p = await project("clean", { git: true });
    const d = daemonFor(p.dir);
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    const socket = String((await d.status()).socket);
    const answer = await new Promise<string>((resolve, reject) => {
      const connection = net.connect(socket, () =>
        connection.write(
          `${JSON.stringify({ type: "run", token: "0".repeat(64), version: "0.1.0", argv: ["check"], cwd: p.dir, env: {} })}\n`,
        ),
      );
      let data = "";
      connection.on("data", (chunk) => (data += chunk.toString()));
      connection.on("end", () => resolve(data));
      connection.on("error", reject);
    });
    expect(JSON.parse(answer)).toMatchObject({ type: "error", code: "token" });
    expect((await d.status()).requests).toBe(0);
  });

  it("exits when idle, and when its token file is removed, leaving no socket behind", async () => {
    const p = await project("clean", { git: true });
    const idle = daemonFor(p.dir, { QGATE_DAEMON_IDLE_MS: "1500" });
    expect((await idle.run(["daemon", "start"])).exitCode).toBe(0);
    const status = await idle.status();
    await until(() => !alive(Number(status.pid)));
    expect(existsSync(String(status.socket))).toBe(false);

    const removed = daemonFor(p.dir);
    expect((await removed.run(["daemon", "start"])).exitCode).toBe(0);
    const second = await removed.status();
    unlinkSync(String(second.socket).replace(/\.sock$/, ".token"));
    await until(() => !alive(Number(second.pid)));
    expect(existsSync(String(second.socket))).toBe(false);
  });

  // A daemon with warm workers and language servers, stopped and waited for: 25 s of 60 s on a busy
  // two-core machine.
  it("stop ends the daemon and every process it started", async () => {
    const p = await project("ts7", { git: true });
    const d = daemonFor(p.dir);
    expect((await d.run(["daemon", "start"])).exitCode).toBe(0);
    const pid = Number((await d.status()).pid);
    await d.run(["check", "."]);
    // TypeScript 7 warm: the daemon's types worker keeps the project's language server running.
    expect(languageServersIn(p.dir)).toHaveLength(1);
    const stop = await d.run(["daemon", "stop"]);
    expect(stop.stdout).toBe(`qgate daemon stopped (pid ${pid})`);
    expect(alive(pid)).toBe(false);
    // No process is left that the daemon started (tool processes would have been re-parented).
    const table = execFileSync("ps", ["-eo", "pid,ppid,args"], { encoding: "utf8" });
    expect(table).not.toContain(d.dir);
    expect(table.split("\n").filter((line) => line.includes(p.dir))).toEqual([]);
    await until(() => languageServersIn(p.dir).length === 0);
    expect((await d.run(["daemon", "status"])).exitCode).toBe(1);
  }, 120_000);
});

describe("the HTTP door", () => {
  function post(
    port: number,
    body: string,
    headers: Record<string, string>,
    pathname = "/qgate/hook",
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: pathname,
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
        },
        (response) => {
          let data = "";
          response.on("data", (chunk) => (data += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: data }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const port = (server.address() as net.AddressInfo).port;
        server.close(() => resolve(port));
      });
    });
  }

  it("answers a POSTed hook with the JSON door's answer, and refuses browsers and wrong tokens", async () => {
    const p = await project("clean", { git: true });
    p.write(
      ".qgaterc.json",
      JSON.stringify({ checks: { types: { enabled: false }, lint: { enabled: false } } }),
    );
    p.write("src/bad.ts", "export const  bad=1\n");
    const config = mkdtempSync(path.join(tmpdir(), "qgate-config-"));
    dirs.push(config);
    const d = daemonFor(p.dir, { XDG_CONFIG_HOME: config });
    const port = await freePort();
    const started = await d.run(["daemon", "start", "--http", String(port)]);
    expect(started.stdout).toContain(`http://127.0.0.1:${port}/`);
    const tokenFile = path.join(config, "qgate", "http-token");
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const token = readFileSync(tokenFile, "utf8").trim();
    const auth = { Authorization: `Bearer ${token}` };
    const input = postToolUse(p, "src/bad.ts");

    const strict = await post(port, input, auth, "/qgate/hook?strict=1");
    expect(strict.status).toBe(200);
    const answer = JSON.parse(strict.body) as { decision: string; reason: string };
    expect(answer.decision).toBe("block");
    expect(answer.reason).toContain("src/bad.ts");
    const advisory = JSON.parse((await post(port, input, auth)).body) as {
      hookSpecificOutput: { additionalContext: string };
    };
    expect(advisory.hookSpecificOutput.additionalContext).toContain("src/bad.ts");

    expect((await post(port, input, {})).status).toBe(401);
    expect((await post(port, input, { Authorization: "Bearer nope" })).status).toBe(401);
    expect((await post(port, input, { ...auth, Origin: "https://example.com" })).status).toBe(403);
    expect((await post(port, input, { ...auth, Host: `attacker.example:${port}` })).status).toBe(401);
    expect((await d.status()).requests).toBe(2);
  });

  it("qgate install claude --http writes the HTTP hooks and a SessionStart start, and uninstall takes them out", async () => {
    const p = await project("clean", { git: true });
    const config = mkdtempSync(path.join(tmpdir(), "qgate-config-"));
    dirs.push(config);
    const own = {
      hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "./my-guard.sh" }] }] },
    };
    const file = p.write(".claude/settings.local.json", `${JSON.stringify(own, null, 2)}\n`);
    const before = readFileSync(file, "utf8");
    const env = { XDG_CONFIG_HOME: config };
    expect(
      (await runQgate(["install", "claude", "--http", "7337", "--scope", "project"], { cwd: p.dir, env }))
        .stderr,
    ).toMatch(/--scope local/);
    const dry = await runQgate(["install", "claude", "--http", "7337", "--dry-run"], { cwd: p.dir, env });
    const installed = await runQgate(["install", "claude", "--http", "7337", "--strict"], {
      cwd: p.dir,
      env,
    });
    expect(installed.exitCode).toBe(0);
    const token = readFileSync(path.join(config, "qgate", "http-token"), "utf8").trim();
    expect(dry.stdout).not.toContain(token);
    expect(installed.stdout).not.toContain(token);
    const settings = JSON.parse(readFileSync(file, "utf8")) as {
      hooks: Record<string, Array<{ hooks: Array<Record<string, unknown>> }>>;
    };
    expect(settings.hooks.PostToolUse![0]!.hooks[0]).toEqual({
      type: "http",
      url: "http://127.0.0.1:7337/qgate/hook?strict=1",
      headers: { Authorization: `Bearer ${token}` },
      timeout: 180,
      statusMessage: "qgate: checking…",
    });
    expect(settings.hooks.SessionStart![0]!.hooks[0]).toEqual({
      type: "command",
      command: "npx --no-install qgate daemon start --http 7337",
    });
    // The user's own PreToolUse hook stays first; qgate's secrets guard (issue 36) is its own group.
    expect(settings.hooks.PreToolUse![0]).toEqual(own.hooks.PreToolUse[0]);
    expect(settings.hooks.PreToolUse![1]).toMatchObject({
      matcher: "Read|Grep|Bash",
      hooks: [{ type: "http", url: "http://127.0.0.1:7337/qgate/hook?strict=1" }],
    });
    expect(
      (await runQgate(["install", "claude", "--http", "7337", "--strict"], { cwd: p.dir, env })).stdout,
    ).toMatch(/nothing to change/);
    expect((await runQgate(["uninstall", "claude", "--scope", "local"], { cwd: p.dir, env })).exitCode).toBe(
      0,
    );
    expect(readFileSync(file, "utf8")).toBe(before);
  });
});
