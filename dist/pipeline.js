import { classify } from "./changes/classify.js";
import { runChecks } from "./engine/engine.js";
import { engineMessages, secretsGuardMessages } from "./messages.js";
import { timed } from "./util/timings.js";
export async function runGate(changeSet, options) {
    const { afterRun, ...rest } = options;
    // Binary and oversized files are set aside here, once, for every door.
    const classified = timed("engine.classify", () => classify(changeSet, options.policy.maxFileBytes));
    const report = await runChecks(classified, { ...rest, strict: options.strict ?? options.policy.strict });
    if (afterRun)
        report.notes.push(...(await afterRun(report.fixed)));
    if (classified.files.length === 0)
        report.notes.unshift(engineMessages.nothingToCheck);
    // Accepted, but never silently: a strict policy that turns the secrets guard off says so.
    if (report.strict && options.policy.secrets.guard === "off")
        report.notes.push(secretsGuardMessages.guardOff);
    return report;
}
