import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { BUILTIN_POLICY_DIR, builtinPolicyNames } from "../../src/policy/load.js";
import { policyJsonSchema, policyJsonSchemaText, SCHEMA_FILE } from "../../src/policy/json-schema.js";

describe("policies/schema.json", () => {
  it("is exactly what `npm run schema` generates from the zod schema", async () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(await policyJsonSchemaText());
  });

  it("accepts every built-in policy, each of which points at it", () => {
    const validate = new Ajv({ strict: false }).compile(policyJsonSchema());
    for (const name of builtinPolicyNames()) {
      const policy = JSON.parse(readFileSync(path.join(BUILTIN_POLICY_DIR, `${name}.json`), "utf8")) as {
        $schema?: string;
      };
      expect(policy.$schema, name).toBe("./schema.json");
      expect(validate(policy), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("rejects what the zod schema rejects: unknown checks, wrong types, unknown keys", () => {
    const validate = new Ajv({ strict: false }).compile(policyJsonSchema());
    expect(validate({ checks: { spelling: {} } })).toBe(false);
    expect(validate({ checks: { lint: { timeoutMs: "soon" } } })).toBe(false);
    expect(validate({ blockOn: "never" })).toBe(false);
    expect(validate({ colour: true })).toBe(false);
    // Each check's options are in the published schema too.
    expect(validate({ checks: { security: { options: { patterns: null } } } })).toBe(false);
    expect(validate({ checks: { lint: { options: { a: { b: {} } } } } })).toBe(false);
    expect(validate({ checks: { security: { options: { rules: { "security/no-evil": "off" } } } } })).toBe(
      false,
    );
    expect(validate({ checks: { security: { options: { rules: { "no-eval": "loud" } } } } })).toBe(false);
    expect(
      validate({ checks: { security: { options: { secrets: false, rules: { "no-eval": "warn" } } } } }),
    ).toBe(true);
    expect(validate({ extends: "strict", checks: { types: { enabled: false, severity: "warning" } } })).toBe(
      true,
    );
  });
});
