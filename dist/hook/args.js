const VALUE_OPTIONS = new Set([
    "--error-hook",
    "--policy",
    "--cwd",
    "--webhook-env",
    "--assistant",
    "--event",
]);
/** Options up to the first non-option word (the event); the rest is the event's data. */
export function scanHookArgs(argv) {
    const options = {
        strict: false,
        help: false,
        timings: false,
    };
    let i = 0;
    for (; i < argv.length; i++) {
        const arg = argv[i] ?? "";
        if (arg === "--") {
            i++;
            break;
        }
        if (!arg.startsWith("-") || arg === "-")
            break;
        if (arg === "--strict")
            options.strict = true;
        else if (arg === "--rewake")
            options.rewake = true;
        else if (arg === "--fail-closed")
            options.failClosed = true;
        else if (arg === "--timings")
            options.timings = true;
        else if (arg === "-h" || arg === "--help")
            options.help = true;
        else {
            const eq = arg.indexOf("=");
            const name = eq === -1 ? arg : arg.slice(0, eq);
            if (!VALUE_OPTIONS.has(name))
                return { problem: { kind: "unknownOption", name } };
            const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
            if (value === undefined)
                return { problem: { kind: "needsValue", name } };
            if (name === "--error-hook")
                options.errorHook = value;
            else if (name === "--policy")
                options.policy = value;
            else if (name === "--cwd")
                options.cwd = value;
            else if (name === "--event")
                options.event = value;
            // Checked against the registry by the CLI (cli/hook-args.ts): the thin client loads no room.
            else if (name === "--assistant")
                options.assistant = value;
            else {
                if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value))
                    return { problem: { kind: "badWebhookEnv", value } };
                options.webhookEnv = value;
            }
        }
    }
    return { options, rest: argv.slice(i) };
}
