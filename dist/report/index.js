/** Reporters by name (`--format <name>[=<file>]`, and the API's `getReporter`): plain render functions. */
import { UsageError } from "../errors.js";
import { assistantReporter } from "./assistant.js";
import { githubReporter } from "./github.js";
import { jsonReporter } from "./json.js";
import { junitReporter } from "./junit.js";
import { prettyReporter } from "./pretty.js";
import { rdjsonReporter } from "./rdjson.js";
import { sarifReporter } from "./sarif.js";
import { reportMessages } from "../messages.js";
const reporters = new Map([
    [prettyReporter.name, prettyReporter],
    [jsonReporter.name, jsonReporter],
    [sarifReporter.name, sarifReporter],
    [githubReporter.name, githubReporter],
    [junitReporter.name, junitReporter],
    [rdjsonReporter.name, rdjsonReporter],
    [assistantReporter.name, assistantReporter],
]);
/** The reporter called `name`, or undefined. */
export function getReporter(name) {
    return reporters.get(name);
}
export function reporterNames() {
    return [...reporters.keys()];
}
/** Parses one `--format` value: `name` or `name=path`. */
export function parseFormat(value) {
    const eq = value.indexOf("=");
    const name = eq === -1 ? value : value.slice(0, eq);
    const file = eq === -1 ? undefined : value.slice(eq + 1);
    const reporter = reporters.get(name);
    if (!reporter)
        throw new UsageError(reportMessages.unknownFormat(name, reporterNames()));
    if (file === "")
        throw new UsageError(reportMessages.missingFile(name));
    return file === undefined ? { reporter } : { reporter, file };
}
