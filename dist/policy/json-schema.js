/**
 * `policies/schema.json`, generated from the zod schema so editors and qgate validate the same way.
 * `npm run schema` writes it; a unit test fails when the committed file drifts from this output.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { z } from "zod";
import { BUILTIN_POLICY_DIR } from "./load.js";
import { PolicyFileSchema } from "./schema.js";
export const SCHEMA_FILE = path.join(BUILTIN_POLICY_DIR, "schema.json");
/** The JSON Schema of a policy file (draft-07: the dialect editors and ajv understand by default). */
export function policyJsonSchema() {
    const schema = z.toJSONSchema(PolicyFileSchema, {
        target: "draft-7",
        // Describe what a user writes (the input side of the schema); reused parts stay inline, readable.
        io: "input",
    });
    return {
        $schema: schema.$schema,
        $id: "https://github.com/qgate/qgate/policies/schema.json",
        title: "qgate policy",
        description: "A qgate policy: .qgaterc.json, the `qgate` key of package.json, or a built-in policy in policies/.",
        ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$schema")),
    };
}
/** The file's exact text, formatted with the repository's Prettier config so `prettier --check` passes. */
export async function policyJsonSchemaText(file = SCHEMA_FILE) {
    const config = (await prettier.resolveConfig(file)) ?? {};
    return prettier.format(JSON.stringify(policyJsonSchema()), { ...config, parser: "json" });
}
export async function writePolicyJsonSchema(file = SCHEMA_FILE) {
    writeFileSync(file, await policyJsonSchemaText(file));
    return file;
}
