export declare const SCHEMA_FILE: string;
/** The JSON Schema of a policy file (draft-07: the dialect editors and ajv understand by default). */
export declare function policyJsonSchema(): Record<string, unknown>;
/** The file's exact text, formatted with the repository's Prettier config so `prettier --check` passes. */
export declare function policyJsonSchemaText(file?: string): Promise<string>;
export declare function writePolicyJsonSchema(file?: string): Promise<string>;
