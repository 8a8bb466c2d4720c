/** The shared redaction helper: every credential shape the secrets fixture holds, and ordinary text. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MASK, redactDeep, redactSecrets, SECRET_KEY } from "../../src/util/redact.js";
import { FIXTURES } from "../helpers/project.js";
import { expectNoSecret, FAKE_SECRETS, SECRET_FILES } from "./security-secrets.js";

const fixture = (relative: string) => readFileSync(path.join(FIXTURES, "secrets", relative), "utf8");

describe("redactSecrets", () => {
  it("is tested against secrets that really are in the fixture", () => {
    const all = SECRET_FILES.map(fixture).join("\n");
    for (const secret of FAKE_SECRETS) expect(all).toContain(secret);
  });

  it("masks every planted secret in the fixture files as a whole", () => {
    for (const file of SECRET_FILES) {
      const redacted = redactSecrets(fixture(file));
      expectNoSecret(redacted, file);
    }
  });

  it("keeps the text around a secret readable", () => {
    expect(redactSecrets(`push to https://deployer:${"hunter2".repeat(2)}@git.example.org/repo failed`)).toBe(
      `push to https://deployer:${MASK}@git.example.org/repo failed`,
    );
    expect(redactSecrets('{"password": "correct-horse-battery"}')).toBe(`{"password": "${MASK}"}`);
    expect(redactSecrets("Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345")).toBe(
      `Authorization: Bearer ${MASK}`,
    );
    expect(redactSecrets(`token ${FAKE_SECRETS[2]} rejected`)).toBe(`token ${MASK} rejected`);
  });

  it("masks a private key block, even one cut off before its END line", () => {
    const block = fixture("deploy.yaml").split("key: |\n")[1]!;
    expect(redactSecrets(`key:\n${block}`)).toBe(`key:\n    ${MASK}\n`);
    expect(redactSecrets("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA")).toBe(MASK);
  });

  it("masks exact known secrets wherever they are, longest first", () => {
    expect(redactSecrets("a=plainvalue b=plainvalue-long", ["plainvalue", "plainvalue-long"])).toBe(
      `a=${MASK} b=${MASK}`,
    );
    // Too short to be worth masking: masking would destroy the text.
    expect(redactSecrets("abc abc", ["abc"])).toBe("abc abc");
    // Regex metacharacters in a known secret are literal.
    expect(redactSecrets("x=a.b*c+d? y=aXbbc", ["a.b*c+d?"])).toBe(`x=${MASK} y=aXbbc`);
  });

  it("leaves ordinary messages alone", () => {
    const messages = [
      "`eval` can be harmful.",
      "'password' is assigned a value but never used.",
      "Type 'string' is not assignable to type 'number'.",
      "src/a.ts: file is not formatted (first difference at line 3)",
      "see https://eslint.org/docs/latest/rules/no-eval for details",
    ];
    for (const message of messages) expect(redactSecrets(message)).toBe(message);
  });

  it("redacts every string of a nested payload", () => {
    const payload = {
      type: "security_violation",
      findings: [{ message: `leaked ${FAKE_SECRETS[2]}`, line: 3 }],
      context: { url: `https://bot:${FAKE_SECRETS[10]}@hooks.example.org/x` },
      count: 2,
      ok: null,
    };
    expect(redactDeep(payload)).toEqual({
      type: "security_violation",
      findings: [{ message: `leaked ${MASK}`, line: 3 }],
      context: { url: `https://bot:${MASK}@hooks.example.org/x` },
      count: 2,
      ok: null,
    });
  });

  it("masks any value under a secret-looking key, however plain the value looks", () => {
    expect(redactDeep({ password: "hunter2hunter2" })).toEqual({ password: MASK });
    const payload = {
      DB_PASSWORD: "plain",
      authToken: 1234567,
      "x-api-key": "abc",
      client_secret: "s",
      credentials: { user: "ann", list: ["one", "two"] },
      passwd: "p",
      author: "Ann",
      tokens: ["t1"],
      enabled: true,
      auth: null,
      message: "ok",
    };
    expect(redactDeep(payload)).toEqual({
      DB_PASSWORD: MASK,
      authToken: MASK,
      "x-api-key": MASK,
      client_secret: MASK,
      credentials: { user: MASK, list: [MASK, MASK] },
      passwd: MASK,
      author: "Ann",
      tokens: [MASK],
      enabled: true,
      auth: null,
      message: "ok",
    });
  });

  it("does not mask the keys qgate's own payloads use", () => {
    const keys = [
      "source",
      "version",
      "ts",
      "project",
      "event",
      "session",
      "kind",
      "error",
      "type",
      "critical",
    ];
    keys.push("message", "context", "files", "report", "verdict", "strict", "blocking", "findings", "check");
    keys.push("rule", "severity", "file", "line", "routedType", "timedOut", "checks", "tool", "successFlag");
    expect(keys.filter((key) => SECRET_KEY.test(key))).toEqual([]);
  });

  // Each of these took seconds to minutes before the patterns were made linear (no timing asserted:
  // the default test timeout is the bound, and the results show the text was really scanned).
  it("stays linear on long adversarial text", () => {
    const n = 200_000;
    const shapes = ["a.", "a-", "a+", "eyJa-", "sk-a.", "xoxb-a.", "db.password ", "https://a"];
    for (const shape of shapes) {
      const text = shape.repeat(Math.ceil(n / shape.length));
      expect(redactSecrets(text)).toBe(text);
    }
    const secret = ["hunter2", "hunter2"].join("");
    expect(redactSecrets(`${"a.".repeat(n / 2)} db.password=${secret}`)).toBe(
      `${"a.".repeat(n / 2)} db.password=${MASK}`,
    );
    expect(redactDeep({ a: "a.".repeat(60_000) })).toEqual({ a: "a.".repeat(60_000) });
  });
});
