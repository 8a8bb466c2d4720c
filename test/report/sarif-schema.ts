/** The official SARIF 2.1.0 schema (test/fixtures/sarif), compiled once with Ajv's draft-04 class. */
import { readFileSync } from "node:fs";
import path from "node:path";
import AjvDraft04, { type ErrorObject } from "ajv-draft-04";
import addFormatsModule from "ajv-formats";

// Both are CommonJS with `exports.default`: under NodeNext the default import is the module object.
type Interop<T> = T & { default?: T };
const Ajv = (AjvDraft04 as Interop<typeof AjvDraft04>).default ?? AjvDraft04;
const addFormats = (addFormatsModule as Interop<typeof addFormatsModule>).default ?? addFormatsModule;

const SCHEMA = path.resolve(import.meta.dirname, "../fixtures/sarif/sarif-schema-2.1.0.json");

let validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Validation errors of a SARIF log against the official schema (empty when valid). */
export function sarifErrors(log: unknown): string[] {
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, "utf8")) as object);
  }
  if (validate(log)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`);
}
