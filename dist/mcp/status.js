/**
 * The `status` tool: the project's resolved policy and checks, the tools a run would use (resolved from
 * the project root as the checks resolve them: the project's own copy, else qgate's bundled one), and
 * whether a warm daemon runs. It starts nothing and runs no check.
 */
import { CHECK_IDS } from "../checks/registry.js";
import { resolveTool } from "../checks/resolve-tool.js";
import { daemonDisabled, VERSION } from "../daemon/client.js";
import { daemonFiles } from "../daemon/paths.js";
import { requestStatus } from "../daemon/status.js";
import { loadPolicy } from "../policy/load.js";
/** The packages the format, lint and types checks load (the security scan uses qgate's own). */
const TOOLS = ["prettier", "eslint", "typescript", "typescript-eslint", "@biomejs/biome", "oxlint"];
/** Reported only when the project has them: qgate bundles none. */
const PROJECT_ONLY = new Set(["@biomejs/biome", "oxlint"]);
export async function projectStatus(root) {
    const policy = loadPolicy({ root });
    const tools = [];
    for (const name of TOOLS) {
        try {
            const tool = resolveTool(name, root, { requireProjectTool: false, root });
            if (PROJECT_ONLY.has(name) && tool.source !== "project")
                continue;
            tools.push({ name, version: tool.version, source: tool.source });
        }
        catch {
            // Neither the project's nor bundled: the check says so when it runs.
        }
    }
    const enabled = policy.daemon.enabled && !daemonDisabled(process.env);
    const running = enabled ? await requestStatus(daemonFiles(process.env)) : undefined;
    return {
        version: VERSION,
        root,
        policy: {
            name: policy.name,
            source: policy.source,
            strict: policy.strict,
            blockOn: policy.blockOn,
            onFailure: policy.onFailure,
        },
        checks: CHECK_IDS.map((id) => {
            const check = policy.checks[id];
            return {
                id,
                enabled: check.enabled,
                ...(check.severity !== undefined ? { severity: check.severity } : {}),
                timeoutMs: check.timeoutMs,
            };
        }),
        tools,
        daemon: {
            enabled,
            running: running !== undefined,
            ...(running
                ? {
                    pid: running.pid,
                    version: running.version,
                    uptimeMs: running.uptimeMs,
                    requests: running.requests,
                }
                : {}),
        },
    };
}
