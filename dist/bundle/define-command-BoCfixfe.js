import { n as parse } from "./args-kDsXOlRC.js";

// dist/cli/define-command.js
/**
* One way to define a command, in the spirit of citty's `defineCommand`: its name, help and options
* in one object; `-h`/`--help` and option errors are handled here, so a command's `run` starts with
* parsed values.
*/
const HELP = { help: {
	type: "boolean",
	short: "h"
} };
function defineCommand(definition) {
	return async (argv) => {
		const parsed = parse(definition.name, argv, {
			...definition.options,
			...HELP
		}, definition.positionals ?? true);
		if (parsed.values.help) {
			process.stdout.write(definition.help);
			return 0;
		}
		return definition.run(parsed);
	};
}

export { defineCommand as t };