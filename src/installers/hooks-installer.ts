/**
 * The installer of an assistant whose hooks live in a JSON (or JSONC) hooks file: Claude Code's nested
 * `hooks` shape with matchers (Codex CLI's `.codex/hooks.json`, Gemini CLI's `.gemini/settings.json`),
 * or flat entries, one command each (Cursor's `.cursor/hooks.json`, Copilot's
 * `.github/hooks/qgate.json`). A room describes its file; this plans the change. Idempotent, keeps
 * every other hook and setting, edits the text so the user's layout is kept; install then uninstall
 * gives back a hand-written file byte for byte.
 */
import { resolveRoot } from "../changes/root.js";
import { UsageError } from "../errors.js";
import type { InstallPlan, InstallRequest, Installer } from "../assistants/assistant.js";
import { commandPrefix, DEFAULT_COMMAND_PREFIX, isQgateHookCommand } from "./command.js";
import {
  addFlatHookEntries,
  addHookEntries,
  type FlatHooks,
  removeFlatHookEntries,
  removeHookEntries,
} from "./hooks-file.js";
import { readSettings } from "../routing/settings.js";
import { installMessages } from "../messages.js";

interface TargetBase {
  /** The registry id: the hook command says `--assistant <id>`. */
  id: string;
  help: string;
  /** The file for a scope (`project`, `user`), absolute. */
  file: (scope: string, root: string, env: NodeJS.ProcessEnv) => string;
  /** Printed after an install that wrote something (what the user must still do). */
  note: string;
}

/** An assistant whose file holds the nested `hooks` shape, with matchers. */
export interface NestedTarget extends TargetBase {
  entries: ReadonlyArray<{ event: string; matcher?: string }>;
}

/** An assistant whose file holds flat entries, one command each. */
export interface FlatTarget extends TargetBase {
  flat: FlatHooks;
  /** The events, with what the command adds for each (Copilot's payloads do not name theirs). */
  events: ReadonlyArray<{ event: string; args: string }>;
  scopes: readonly string[];
}

const stringValue = (value: string | boolean | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

export function hooksFileInstaller(target: NestedTarget | FlatTarget): Installer {
  return {
    help: target.help,
    installed: (text) => text.includes(`hook --assistant ${target.id}`),
    plan: async ({ mode, command, values, env }: InstallRequest): Promise<InstallPlan> => {
      const scope = stringValue(values.scope) ?? "project";
      const scopes = "flat" in target ? target.scopes : ["project", "user"];
      if (!scopes.includes(scope)) throw new UsageError(installMessages.badScope(command, scope, scopes));
      const prefix = commandPrefix(command, stringValue(values.command), DEFAULT_COMMAND_PREFIX);
      const root = await resolveRoot(stringValue(values.cwd));
      const file = target.file(scope, root, env);
      // Read (and validated) as settings; edited as text, so the user's own layout is kept.
      const current = readSettings(file);
      const hook = `${prefix} hook --assistant ${target.id}`;
      const text = current.text ?? "";
      const result: { text: string | undefined; changes: string[] } =
        "flat" in target
          ? mode === "install"
            ? addFlatHookEntries(
                text,
                target.events.map(({ event, args }) => ({ event, command: `${hook}${args}` })),
                target.flat,
                isQgateHookCommand,
              )
            : removeFlatHookEntries(text, target.flat, isQgateHookCommand)
          : mode === "install"
            ? addHookEntries(text, target.entries, hook, isQgateHookCommand)
            : removeHookEntries(text, isQgateHookCommand);
      return {
        file,
        root,
        before: current.text,
        after: result.text,
        changes: result.changes,
        notes: [],
        afterInstall: target.note,
      };
    },
  };
}
