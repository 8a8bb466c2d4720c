/**
 * One way to define a command, in the spirit of citty's `defineCommand`: its name, help and options
 * in one object; `-h`/`--help` and option errors are handled here, so a command's `run` starts with
 * parsed values.
 */
import { parse, type Parsed } from "./args.js";

type Options = Parameters<typeof parse>[2];
const HELP = { help: { type: "boolean", short: "h" } } as const;

export interface CommandDefinition<T extends Options> {
  /** As in messages: `check`, `install claude`. */
  name: string;
  help: string;
  options: T;
  /** Whether the command takes positional arguments (default true). */
  positionals?: boolean;
  run(parsed: Parsed<T & typeof HELP>): Promise<number> | number;
}

export function defineCommand<T extends Options>(
  definition: CommandDefinition<T>,
): (argv: string[]) => Promise<number> {
  return async (argv) => {
    const parsed = parse(
      definition.name,
      argv,
      { ...definition.options, ...HELP },
      definition.positionals ?? true,
    );
    if ((parsed.values as { help?: boolean }).help) {
      process.stdout.write(definition.help);
      return 0;
    }
    return definition.run(parsed);
  };
}
