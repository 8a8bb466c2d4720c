import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError, r as FileError } from "./errors-BsNsftzl.js";
import { n as commandPrefix, t as DEFAULT_COMMAND_PREFIX } from "./command-CtHtMFJL.js";
import { r as shownPath } from "./text-CItYGcnC.js";
import { c as installMessages, d as pluginMessages } from "./messages-CuSOVVL6.js";
import { readFileSync } from "node:fs";

// dist/installers/opencode-plugin.js
/**
* The plugin qgate installs for OpenCode (`.opencode/plugins/qgate.ts`) and its fork Kilo Code
* (`.kilo/plugins/qgate.ts`). Neither runs shell hooks: a plugin is a module the client loads in its
* own process (Bun), whose `tool.execute.after` gets each tool call's input and output and may change
* the output before the model reads it (captured from opencode 1.18.33 and kilo 7.7.9:
* test/fixtures/assistants/opencode-1.18.33, kilo-7.7.9).
*
* The plugin holds no gate of its own: it hands the call to `qgate hook --assistant <id>` (which the
* warm daemon serves like any other hook) and does what the answer says: `{"replace": R}` puts R in
* place of the tool's output (a strict block), `{"append": R}` adds R after it (findings that do not
* block); nothing, for a clean edit. The file contents and diffs are left out of what it sends: qgate
* reads the files from disk, and a large write must not cost a large payload.
*/
/**
* The start of the first line of every plugin qgate writes: install rewrites and uninstall removes only
* such a file. The plugin's version follows the id: a newer qgate rewrites an older plugin.
*/
const PLUGIN_MARKER = "// qgate: installed by `qgate install";
const PLUGIN_VERSION = 1;
/** The plugin's first line, which says who wrote it and which version of it this is. */
function pluginFirstLine(assistant) {
	return `${PLUGIN_MARKER} ${assistant}\` (plugin ${1});`;
}
/** The plugin module's text (TypeScript, loaded by the client; it imports nothing but Node's builtins). */
function pluginSource({ assistant, command }) {
	const hook = `${command} hook --assistant ${assistant}`;
	return `${pluginFirstLine(assistant)} \`qgate uninstall ${assistant}\` removes it.
// After each edit (write, edit, apply_patch) and shell command, it runs qgate's hook and puts qgate's
// answer where the model reads it: the tool's result. A strict block replaces the result with the
// reason; findings that do not block follow it; a clean edit adds nothing. Changes to this file are
// lost on the next \`qgate install ${assistant}\`.
import { spawn } from "node:child_process"

const COMMAND = ${JSON.stringify(hook)}
const TOOLS = new Set(["write", "edit", "multiedit", "apply_patch", "patch", "bash"])
// File contents, diffs and tool output: qgate reads the files from disk instead.
const BULKY = new Set(["content", "oldString", "newString", "patchText", "diff", "patch", "output", "diagnostics"])
const TIMEOUT_MS = 120_000

function slim(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => slim(item, depth + 1))
  if (value === null || typeof value !== "object" || depth > 6) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !BULKY.has(key))
      .map(([key, item]) => [key, slim(item, depth + 1)]),
  )
}

function runQgate(payload: unknown, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    let stdout = ""
    let stderr = ""
    const child = spawn(COMMAND, { cwd, shell: true, stdio: ["pipe", "pipe", "pipe"] })
    const timer = setTimeout(() => child.kill(), TIMEOUT_MS)
    child.stdout.on("data", (data) => (stdout += data))
    child.stderr.on("data", (data) => (stderr += data))
    child.on("error", (error) => {
      clearTimeout(timer)
      resolve({ code: null, stdout, stderr: String(error) })
    })
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
    child.stdin.on("error", () => undefined)
    child.stdin.end(JSON.stringify(payload))
  })
}

export const QgatePlugin = async ({ directory, worktree }: { directory: string; worktree: string }) => ({
  "tool.execute.after": async (
    input: { tool: string; sessionID?: string; callID?: string; args?: unknown },
    output: { title?: string; output?: string; metadata?: unknown },
  ) => {
    if (!TOOLS.has(input.tool)) return
    const payload = {
      hook_event_name: "tool.execute.after",
      client: ${JSON.stringify(assistant)},
      directory,
      worktree,
      input: slim(input),
      output: { title: output.title, metadata: slim(output.metadata) },
    }
    const result = await runQgate(payload, directory)
    let answer: { replace?: unknown; append?: unknown } = {}
    try {
      answer = JSON.parse(result.stdout || "{}")
    } catch {
      answer = {}
    }
    if (typeof answer.replace === "string") output.output = answer.replace
    else if (typeof answer.append === "string") output.output = \`\${output.output ?? ""}\\n\\n\${answer.append}\`
    // A strict-mode failure of qgate itself is exit 2 with one line on stderr: the model reads it.
    else if (result.code === 2 && result.stderr.trim() !== "") output.output = result.stderr.trim()
  },
})
`;
}
const stringValue = (value) => typeof value === "string" ? value : void 0;
/**
* The installer of a client whose hooks are plugin files: the whole file is qgate's, so install
* writes it (rewrites it when qgate's command or the plugin's version changed), uninstall removes it,
* and a file of the same name that qgate did not write is left alone (a usage error). Idempotent: the
* file is up to date when its first line and its command are, so a file the project's Prettier
* reformatted is not rewritten.
*/
function pluginFileInstaller(target) {
	const ours = (text) => text.startsWith(`${PLUGIN_MARKER} ${target.id}\``);
	return {
		help: target.help,
		installed: ours,
		ownsFile: true,
		plan: async ({ mode, command, values, env }) => {
			const scope = stringValue(values.scope) ?? "project";
			if (!["project", "user"].includes(scope)) throw new UsageError(installMessages.badScope(command, scope, ["project", "user"]));
			const prefix = commandPrefix(command, stringValue(values.command), DEFAULT_COMMAND_PREFIX);
			const root = await resolveRoot(stringValue(values.cwd));
			const file = target.file(scope, root, env);
			const shown = shownPath(file, root);
			let before;
			try {
				before = readFileSync(file, "utf8");
			} catch (error) {
				const code = error.code;
				if (code !== "ENOENT") throw new FileError(pluginMessages.unreadable(shown, code ?? "error"));
			}
			const plan = {
				file,
				root,
				before,
				notes: [],
				afterInstall: target.note
			};
			const theirs = before !== void 0 && !ours(before);
			if (mode === "uninstall") return theirs || before === void 0 ? {
				...plan,
				after: before,
				changes: []
			} : {
				...plan,
				after: void 0,
				changes: [pluginMessages.removed]
			};
			if (theirs) throw new UsageError(pluginMessages.notOurs(command, shown));
			if (before !== void 0 && before.startsWith(pluginFirstLine(target.id)) && before.includes(`${prefix} hook --assistant ${target.id}`)) return {
				...plan,
				after: before,
				changes: []
			};
			return {
				...plan,
				after: pluginSource({
					assistant: target.id,
					command: prefix
				}),
				changes: [before === void 0 ? pluginMessages.added : pluginMessages.updated]
			};
		}
	};
}

export { pluginFileInstaller as t };