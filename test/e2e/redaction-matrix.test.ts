/**
 * One planted set of credentials (an AWS key id and secret key, a GitHub token, a Slack token, a PEM
 * private key and a generic password=) goes through every door, every reporter, every log and the
 * webhook (a real HTTP server on 127.0.0.1), and not one byte of any of them comes out. Each secret
 * carries the marker "qgateFAKE", so any fragment of it that leaks is caught too. The user's
 * error-occurred hook is set (a script recording its arguments), and one secret also reaches a
 * non-security finding's message: a type error quotes the string literal that holds it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpReceiver, type HttpReceiver } from "../helpers/http-receiver.js";
import type { RunResult } from "../helpers/cli.js";
import { claudeInput, hookProject, type HookProject } from "../helpers/hook-project.js";

const F = "qgateFAKE";
const SECRETS = {
  awsKeyId: `AKIA${F.toUpperCase()}0EXAMPL`,
  awsSecret: `${F}/K7MDENG/bPxRfiCYEXAMPLEKEY`.padEnd(40, "0"),
  github: `ghp_${F}${"0".repeat(27)}`,
  slack: ["xoxb", "123456789012", `${F}token0000`].join("-"),
  pem: [
    "-----BEGIN RSA PRIVATE KEY-----",
    `MIIE${F}${"A".repeat(40)}`,
    `${F}${"B".repeat(40)}`,
    "-----END RSA PRIVATE KEY-----",
  ].join("\n"),
  password: `${F}pass42`,
};
const MARKER = /qgatefake/i;

/** All of them, the way they appear in code, config, prompts and tool output. */
const PLANTED = [
  `aws_access_key_id = ${SECRETS.awsKeyId}`,
  `aws_secret_access_key = ${SECRETS.awsSecret}`,
  `GITHUB_TOKEN=${SECRETS.github}`,
  `SLACK_TOKEN=${SECRETS.slack}`,
  SECRETS.pem,
  `password=${SECRETS.password}`,
].join("\n");

const CREDS_TS = [
  // A type error whose message quotes the token: Type '"ghp_…"' is not assignable to type '1'.
  `export const key: 1 = "${SECRETS.github}";`,
  `export const awsId = "${SECRETS.awsKeyId}";`,
  `export const aws_secret_access_key = "${SECRETS.awsSecret}";`,
  `export const gh = "${SECRETS.github}";`,
  `export const slack = "${SECRETS.slack}";`,
  `export const pem = \`${SECRETS.pem}\`;`,
  `export const conf = "password=${SECRETS.password}";`,
  "",
].join("\n");

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at)) {
      const full = path.join(at, entry);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(full);
    }
  };
  try {
    walk(dir);
  } catch {
    // No such directory: nothing was written there.
  }
  return found;
}

describe("no secret leaves qgate", () => {
  let p: HookProject;
  let hook: HttpReceiver;
  const outputs: Array<{ where: string; text: string }> = [];
  const record = (where: string, result: RunResult) => {
    outputs.push(
      { where: `${where} stdout`, text: result.stdout },
      { where: `${where} stderr`, text: result.stderr },
    );
  };

  beforeAll(async () => {
    p = await hookProject({ policy: {}, files: { "src/creds.ts": CREDS_TS, ".env": `${PLANTED}\n` } });
    hook = await httpReceiver("/hook");
  });
  afterAll(async () => {
    await hook.close();
    p.cleanup();
  });

  // Two full cold runs (all four checks): every reporter writes to a file in the first, next to the
  // pretty report on stdout, and the JSON reporter writes to stdout in the second.
  it("through every reporter of qgate check, on stdout and in a report file", async () => {
    const reporters = ["json", "sarif", "github", "junit", "rdjson"];
    const fileOf = (format: string) => path.join(p.outside, `report.${format}`);
    record(
      "check --format pretty + every reporter to a file",
      await p.run([
        "check",
        "--format",
        "pretty",
        ...reporters.flatMap((format) => ["--format", `${format}=${fileOf(format)}`]),
        "src/creds.ts",
        ".env",
      ]),
    );
    for (const format of reporters)
      outputs.push({ where: `report file (${format})`, text: readFileSync(fileOf(format), "utf8") });
    const json = await p.run(["check", "--format", "json", "src/creds.ts", ".env"]);
    record("check --format json", json);
    // The gate found them all (so the reporters had something to leak).
    const report = JSON.parse(json.stdout) as { findings: unknown[] };
    expect(report.findings.length).toBeGreaterThanOrEqual(6);
  });

  // Eight hook runs, four of them with all four checks cold: about 20 s on an idle 2-core machine.
  it(
    "through the hook doors (Claude Code JSON and the seed's events), the logs, the webhook and the error hook",
    { timeout: 120_000 },
    async () => {
      const env = {
        QGATE_WEBHOOK_URL: hook.url,
        QGATE_ERROR_HOOK: "node ./scripts/on-error.mjs",
        CLAUDE_STRICT_QUALITY: "true",
      };
      const write = claudeInput(p, "PostToolUse", {
        tool_name: "Write",
        tool_input: { file_path: path.join(p.dir, "src/creds.ts"), content: CREDS_TS },
        tool_response: { success: true, filePath: path.join(p.dir, "src/creds.ts") },
      });
      record("PostToolUse", await p.run(["hook"], { input: write, env }));
      record(
        "UserPromptSubmit",
        await p.run(["hook"], {
          input: claudeInput(p, "UserPromptSubmit", { prompt: `deploy with\n${PLANTED}\nplease` }),
          env,
        }),
      );
      record("edit-complete", await p.run(["hook", "edit-complete", "src/creds.ts", "modify"], { env }));
      record(
        "tool-call-complete",
        await p.run(["hook", "tool-call-complete", "Bash", `printed:\n${PLANTED}`, "true"], { env }),
      );
      record(
        "tool-call-complete failed",
        await p.run(["hook", "tool-call-complete", "Bash", `failed:\n${PLANTED}`, "false"], { env }),
      );
      record(
        "error-occurred",
        await p.run(
          [
            "hook",
            "error-occurred",
            "critical_system",
            `failed with ${PLANTED}`,
            JSON.stringify({ aws: SECRETS.awsSecret, env: PLANTED, nested: { key: SECRETS.github } }),
          ],
          { env },
        ),
      );
      record(
        "user-prompt-submit",
        await p.run(["hook", "user-prompt-submit"], { input: `use\n${PLANTED}`, env }),
      );
      record("session-end", await p.run(["hook", "session-end"], { env }));
      expect(hook.received.length).toBeGreaterThanOrEqual(2);
      // The error hook ran for the blocks and the failed tool, and got the type error quoting the token.
      const calls = p.recorded();
      expect(calls.length).toBeGreaterThanOrEqual(3);
      const typeFindings = calls
        .flatMap((call) => {
          const context = JSON.parse(call.argv[2] ?? "{}") as { findings?: Array<Record<string, unknown>> };
          return context.findings ?? [];
        })
        .filter((finding) => finding.check === "types" && finding.file === "src/creds.ts");
      expect(typeFindings.length).toBeGreaterThan(0);
      for (const finding of typeFindings)
        expect(finding).toMatchObject({ rule: "TS2322", message: expect.stringMatching(/to type '1'/) });
    },
  );

  it("leaves no fragment of any planted secret anywhere", () => {
    for (const call of p.recorded())
      outputs.push({ where: `error hook ${call.argv[0]}`, text: call.argv.join("\n") });
    for (const request of hook.received)
      outputs.push({ where: `webhook ${request.headers["user-agent"]}`, text: request.raw });
    const logs = filesUnder(p.logDir);
    expect(logs.length).toBeGreaterThan(3);
    for (const file of logs)
      outputs.push({ where: path.relative(p.logDir, file), text: readFileSync(file, "utf8") });
    expect(outputs.length).toBeGreaterThan(20);
    for (const { where, text } of outputs) {
      for (const secret of Object.values(SECRETS)) expect(text, where).not.toContain(secret);
      expect(text, where).not.toMatch(MARKER);
    }
  });
});
