/**
 * One way to define a command, in the spirit of citty's `defineCommand`: its name, help and options
 * in one object; `-h`/`--help` and option errors are handled here, so a command's `run` starts with
 * parsed values.
 */
import { parse } from "./args.js";
const HELP = { help: { type: "boolean", short: "h" } };
export function defineCommand(definition) {
    return async (argv) => {
        const parsed = parse(definition.name, argv, { ...definition.options, ...HELP }, definition.positionals ?? true);
        if (parsed.values.help) {
            process.stdout.write(definition.help);
            return 0;
        }
        return definition.run(parsed);
    };
}
