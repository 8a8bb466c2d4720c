import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError, r as FileError, t as ConfigError } from "./errors-BsNsftzl.js";
import { a as parse } from "./json-error-B5kUqOlV.js";
import { r as edit } from "./hooks-file-B8KHlr5q.js";
import { u as mcpMessages } from "./messages-CuSOVVL6.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { n as commandPrefix, t as DEFAULT_COMMAND_PREFIX } from "./command-CtHtMFJL.js";
import { r as shownPath } from "./text-CItYGcnC.js";
import { t as QGATE_VERSION } from "./source-Twi154Wv.js";
import { r as readSettings } from "./settings-8tX08_W0.js";
import { n as parse$1 } from "./args-kDsXOlRC.js";
import { t as writeSettingsChange } from "./write-settings-CQLlz6jT.js";
import { existsSync, readFileSync, rmdirSync } from "node:fs";
import path from "node:path";

// dist/mcp/install/lsp-plugin.js
/**
* `qgate install claude --lsp`: qgate's language server as a Claude Code plugin in the project.
* Claude Code (2.1.331 in the tests) takes language servers only from plugins (a plugin's
* `lspServers`), and loads only the plugins it has installed: so the install writes a marketplace of
* one plugin under `.claude/qgate-plugins/`, and the user adds it once with Claude Code's own commands
* (printed), or starts a session with `--plugin-dir`. Claude Code then puts the server's diagnostics
* for the files it edits into the model's context (`<new-diagnostics>`), each with its rule and source.
*/
/** The marketplace's directory, from the project root. */
const LSP_PLUGIN_MARKETPLACE = path.join(".claude", "qgate-plugins");
/** The marketplace's name and the plugin's, as `claude plugin install <plugin>@<marketplace>` takes them. */
const LSP_PLUGIN_MARKET_NAME = "qgate";
const LSP_PLUGIN_NAME = "qgate-lsp";
/** The files Claude Code's language servers cover through qgate, by the language id it sends. */
const EXTENSION_TO_LANGUAGE = {
	".ts": "typescript",
	".tsx": "typescriptreact",
	".mts": "typescript",
	".cts": "typescript",
	".js": "javascript",
	".jsx": "javascriptreact",
	".mjs": "javascript",
	".cjs": "javascript"
};
/** The plugin's two files (relative to the project root) and their content. */
function lspPluginFiles(command, args, version) {
	return [{
		file: path.join(LSP_PLUGIN_MARKETPLACE, ".claude-plugin", "marketplace.json"),
		json: {
			name: LSP_PLUGIN_MARKET_NAME,
			owner: { name: "qgate" },
			plugins: [{
				name: LSP_PLUGIN_NAME,
				source: `./${LSP_PLUGIN_NAME}`,
				description: "qgate's language server: the quality gate's findings as diagnostics"
			}]
		}
	}, {
		file: path.join(LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME, ".claude-plugin", "plugin.json"),
		json: {
			name: LSP_PLUGIN_NAME,
			version,
			description: "qgate's language server: the quality gate's findings as diagnostics",
			lspServers: { qgate: {
				command,
				args,
				extensionToLanguage: EXTENSION_TO_LANGUAGE
			} }
		}
	}];
}

// dist/mcp/install/json-servers.js
/**
* qgate's server entry in a JSON MCP config (Claude Code's .mcp.json, Gemini CLI's and Qwen Code's
* settings.json, Cursor's .cursor/mcp.json, Copilot CLI's mcp-config.json: `mcpServers.qgate`;
* OpenCode's opencode.json and Kilo's kilo.json: `mcp.qgate`). Pure: old text in,
* new text out. Edited as text (jsonc-parser), so the user's layout, comments and other servers stay
* as they were; uninstall takes out exactly what install put in, and the file goes when nothing else
* is left in it.
*/
const SERVER_NAME = "qgate";
function read(text, file) {
	if (text.trim() === "") return {};
	const errors = [];
	const data = parse(text, errors, { allowTrailingComma: true });
	if (errors.length > 0 || data === null || typeof data !== "object" || Array.isArray(data)) throw new ConfigError(mcpMessages.install.notJsonObject(file));
	return data;
}
function servers(data, file, key) {
	const value = data[key];
	if (value === void 0) return void 0;
	if (value === null || typeof value !== "object" || Array.isArray(value)) throw new ConfigError(mcpMessages.install.serversNotObject(file, key));
	return value;
}
function sameJson(a, b) {
	return JSON.stringify(a) === JSON.stringify(b);
}
/** Adds or updates `<key>.qgate`; nothing changes when it is already `entry`. */
function addJsonServer(before, entry, file, key = "mcpServers") {
	const text = before ?? "";
	const existing = servers(read(text, file), file, key)?.[SERVER_NAME];
	if (existing !== void 0 && sameJson(existing, entry)) return {
		text: before,
		changes: []
	};
	return {
		text: text.trim() === "" ? `${JSON.stringify({ [key]: { [SERVER_NAME]: entry } }, null, 2)}\n` : edit(text, [key, SERVER_NAME], entry),
		changes: [existing === void 0 ? mcpMessages.install.added(key) : mcpMessages.install.updated(key)]
	};
}
/** Takes `<key>.qgate` out; `<key>` too when qgate was its only server. */
function removeJsonServer(before, file, key = "mcpServers") {
	if (before === void 0) return {
		text: before,
		changes: []
	};
	const data = read(before, file);
	const list = servers(data, file, key);
	if (list?.["qgate"] === void 0) return {
		text: before,
		changes: []
	};
	const onlyOne = Object.keys(list).length === 1;
	const after = edit(before, onlyOne ? [key] : [key, SERVER_NAME], void 0);
	return {
		text: onlyOne && Object.keys(data).length === 1 ? void 0 : after,
		changes: [mcpMessages.install.removed(key)]
	};
}

// dist/mcp/install/codex-toml.js
/**
* qgate's server in Codex CLI's config.toml: the `[mcp_servers.qgate]` table. Pure: old text in, new
* text out. Edited as text, table by table, so every other setting, comment and server stays byte for
* byte (a TOML library would rewrite the file); install puts the table at the end, or where it was,
* and uninstall takes out that table and its sub-tables (`[mcp_servers.qgate.env]`) and nothing else.
*/
/** `[mcp_servers.qgate]`, `[mcp_servers."qgate"]`, `[ mcp_servers.qgate.env ]`: qgate's tables. */
const OWN_HEADER = new RegExp(`^\\s*\\[\\s*mcp_servers\\s*\\.\\s*(?:${SERVER_NAME}|"${SERVER_NAME}"|'${SERVER_NAME}')\\s*(?:\\.[^\\]]*)?\\]\\s*(?:#.*)?$`);
/** Any table or array-of-tables header. */
const HEADER = /^\s*\[/;
/** A TOML basic string (JSON's escapes are TOML's). */
function str(value) {
	return JSON.stringify(value);
}
function codexTable(entry) {
	return `[mcp_servers.${SERVER_NAME}]\ncommand = ${str(entry.command)}\nargs = [${entry.args.map(str).join(", ")}]\n`;
}
/** The file's lines split at qgate's tables: the text before, qgate's tables, the text after. */
function split(text) {
	const lines = text.split("\n");
	const start = lines.findIndex((line) => OWN_HEADER.test(line));
	if (start === -1) return void 0;
	let end = start + 1;
	while (end < lines.length && (!HEADER.test(lines[end]) || OWN_HEADER.test(lines[end]))) end++;
	let ownEnd = end;
	while (ownEnd > start + 1 && lines[ownEnd - 1].trim() === "") ownEnd--;
	return {
		before: lines.slice(0, start),
		own: lines.slice(start, ownEnd),
		after: lines.slice(ownEnd)
	};
}
function addCodexServer(before, entry) {
	const table = codexTable(entry);
	const text = before ?? "";
	const parts = split(text);
	if (parts) {
		if (`${parts.own.join("\n")}\n` === table) return {
			text: before,
			changes: []
		};
		return {
			text: [
				...parts.before,
				...table.trimEnd().split("\n"),
				...parts.after
			].join("\n"),
			changes: [mcpMessages.install.updated("[mcp_servers]")]
		};
	}
	return {
		text: `${text === "" ? "" : `${text.endsWith("\n") ? text : `${text}\n`}\n`}${table}`,
		changes: [mcpMessages.install.added("[mcp_servers]")]
	};
}
function removeCodexServer(before) {
	if (before === void 0) return {
		text: before,
		changes: []
	};
	const parts = split(before);
	if (!parts) return {
		text: before,
		changes: []
	};
	const head = [...parts.before];
	if (head.length > 0 && head[head.length - 1].trim() === "") head.pop();
	const tail = [...parts.after];
	while (head.length === 0 && tail.length > 1 && tail[0].trim() === "") tail.shift();
	const after = [...head, ...tail].join("\n");
	return {
		text: after.trim() === "" ? void 0 : after,
		changes: [mcpMessages.install.removed("[mcp_servers]")]
	};
}

// dist/mcp/install/targets.js
/**
* Where each assistant reads its MCP servers, and qgate's entry in its words:
* - Claude Code: `.mcp.json` at the project root (project scope, shared), `mcpServers` with `type: "stdio"`;
* - Codex CLI: `config.toml`, `[mcp_servers.<name>]` (project: `.codex/config.toml`, read in trusted
*   projects; user: `$CODEX_HOME/config.toml`, ~/.codex); Codex 0.169.0's `codex mcp list --json`
*   reads it back;
* - Gemini CLI: `settings.json` `mcpServers` (project `.gemini/`, user `~/.gemini/`);
* - Cursor: `mcp.json` `mcpServers` (project `.cursor/`, user `~/.cursor/`);
* - GitHub Copilot CLI: `mcp-config.json` in `$COPILOT_HOME` (else `~/.copilot`), `mcpServers`,
*   `type: "local"` with `tools: ["*"]` (GitHub's "Adding MCP servers for GitHub Copilot CLI"); user
*   scope only; Copilot CLI 1.0.102's `copilot mcp list --json` reads it back;
* - Qwen Code: `settings.json` `mcpServers` (project `.qwen/`, user `~/.qwen/`), what `qwen mcp add`
*   0.x writes;
* - OpenCode: `opencode.json` (or an existing `opencode.jsonc`) `mcp`, `{ type: "local", command:
*   [program, ...args], enabled: true }` (project root, user `~/.config/opencode/`); opencode-ai
*   1.18.33's `opencode mcp list` connects to it;
* - Kilo CLI: `kilo.json` `mcp`, the same entry (project root); @kilocode/cli 7.7.9 connects to it.
*/
const home = (env) => homeDir(env);
const plain = (command, args) => ({
	command,
	args
});
/** OpenCode's (and Kilo's) local server: one command array. */
const local = (command, args) => ({
	type: "local",
	command: [command, ...args],
	enabled: true
});
/** `name.json`, or `name.jsonc` when only that one is there (both are read). */
const jsonOrJsonc = (dir, name) => !existsSync(path.join(dir, `${name}.json`)) && existsSync(path.join(dir, `${name}.jsonc`)) ? path.join(dir, `${name}.jsonc`) : path.join(dir, `${name}.json`);
const MCP_TARGETS = {
	claude: {
		format: "json",
		scopes: ["project"],
		file: (_scope, root) => path.join(root, ".mcp.json"),
		entry: (command, args) => ({
			type: "stdio",
			command,
			args
		})
	},
	codex: {
		format: "toml",
		scopes: ["project", "user"],
		file: (scope, root, env) => scope === "user" ? path.join(env.CODEX_HOME || path.join(home(env), ".codex"), "config.toml") : path.join(root, ".codex", "config.toml"),
		entry: plain
	},
	gemini: {
		format: "json",
		scopes: ["project", "user"],
		file: (scope, root, env) => path.join(scope === "user" ? home(env) : root, ".gemini", "settings.json"),
		entry: plain
	},
	cursor: {
		format: "json",
		scopes: ["project", "user"],
		file: (scope, root, env) => path.join(scope === "user" ? home(env) : root, ".cursor", "mcp.json"),
		entry: plain
	},
	copilot: {
		format: "json",
		scopes: ["user"],
		file: (_scope, _root, env) => path.join(env.COPILOT_HOME || path.join(home(env), ".copilot"), "mcp-config.json"),
		entry: (command, args) => ({
			type: "local",
			command,
			args,
			tools: ["*"]
		})
	},
	qwen: {
		format: "json",
		scopes: ["project", "user"],
		file: (scope, root, env) => path.join(scope === "user" ? home(env) : root, ".qwen", "settings.json"),
		entry: plain
	},
	opencode: {
		format: "json",
		serversKey: "mcp",
		scopes: ["project", "user"],
		file: (scope, root, env) => jsonOrJsonc(scope === "user" ? path.join(home(env), ".config", "opencode") : root, "opencode"),
		entry: local
	},
	kilo: {
		format: "json",
		serversKey: "mcp",
		scopes: ["project"],
		file: (_scope, root) => jsonOrJsonc(root, "kilo"),
		entry: local
	}
};
/** `npx --no-install qgate` → npx, [--no-install, qgate, mcp]: words split on spaces (no shell quoting). */
function serverCommand(prefix, door = "mcp") {
	const [command, ...rest] = prefix.trim().split(/\s+/);
	return {
		command,
		args: [...rest, ...door === "lsp" ? ["lsp", "--stdio"] : ["mcp"]]
	};
}
/**
* `qgate install opencode|kilo --lsp`: qgate's language server in the `lsp` key of the same config,
* in OpenCode's words (opencode.ai/docs/lsp: `command` an array, `extensions` with the leading dot,
* `initialization` the server's initializationOptions). Both show the model only a diagnostic's
* message (`ERROR [line:col] message`), so qgate is asked to name itself and the rule in it.
*/
const LSP_ASSISTANTS = ["opencode", "kilo"];
const LSP_EXTENSIONS = [
	".ts",
	".tsx",
	".mts",
	".cts",
	".js",
	".jsx",
	".mjs",
	".cjs"
];
const lspEntry = (command, args) => ({
	command: [command, ...args],
	extensions: LSP_EXTENSIONS,
	initialization: { ruleInMessage: true }
});

// dist/cli/commands/install-mcp.js
/**
* `qgate install <assistant> --mcp` / `qgate uninstall <assistant> --mcp`: qgate's MCP server entry in
* the assistant's own MCP config (src/mcp/install/: one pure writer per config format, the file per
* assistant). Idempotent, keeps every other server and setting, writes atomically, `--dry-run` shows
* the change; uninstall takes out exactly qgate's entry.
*/
const installMcpHelp = `Usage: qgate install <assistant> --mcp [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall <assistant> --mcp [--scope project|user] [--dry-run] [--cwd <dir>]
       qgate install opencode|kilo --lsp [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate install claude --lsp [--command <prefix>] [--dry-run] [--cwd <dir>]

Writes qgate's MCP server (<prefix> mcp) into the assistant's own MCP config, keeping every other
server and setting; uninstall takes out exactly that entry (docs/mcp.md). With --lsp (opencode, kilo),
qgate's language server (<prefix> lsp --stdio) goes into the same file's "lsp" key instead (docs/lsp.md);
for claude, into a plugin under .claude/qgate-plugins, which Claude Code loads once you add it with the
two commands install prints.

Assistants:
  claude    .mcp.json (project)
  codex     .codex/config.toml (project) or $CODEX_HOME/config.toml (user)
  gemini    .gemini/settings.json (project) or ~/.gemini/settings.json (user)
  cursor    .cursor/mcp.json (project) or ~/.cursor/mcp.json (user)
  copilot   $COPILOT_HOME/mcp-config.json, else ~/.copilot/mcp-config.json (user)
  qwen      .qwen/settings.json (project) or ~/.qwen/settings.json (user)
  opencode  opencode.json (project) or ~/.config/opencode/opencode.json (user)
  kilo      kilo.json (project)

Options:
  --scope <scope>     project (default) or user, where the assistant has it (copilot: user only)
  --command <prefix>  How the assistant starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
function isMcpAssistant(name) {
	return Object.hasOwn(MCP_TARGETS, name);
}
function readText(file, shown) {
	try {
		return readFileSync(file, "utf8");
	} catch (error) {
		const code = error.code;
		if (code === "ENOENT") return void 0;
		throw new FileError(mcpMessages.install.notJsonObject(`${shown} (${code ?? "unreadable"})`));
	}
}
/** The options every `install <assistant> --mcp|--lsp` takes, and no positional argument. */
function parseOptions(command, shown, argv) {
	const { values, positionals } = parse$1(shown, argv, {
		scope: { type: "string" },
		command: { type: "string" },
		"dry-run": { type: "boolean" },
		cwd: { type: "string" }
	}, true);
	if (positionals.length > 0) throw new UsageError(mcpMessages.install.onlyOptions(command, positionals[0]));
	return values;
}
async function installMcp(assistant, argv, mode, door = "mcp") {
	const command = `${mode} ${assistant}`;
	if (door === "lsp" && assistant === "claude") return installClaudeLsp(argv, mode);
	if (door === "lsp" && !LSP_ASSISTANTS.includes(assistant)) throw new UsageError(mcpMessages.install.lspOnly(command, [...LSP_ASSISTANTS, "claude"]));
	const target = MCP_TARGETS[assistant];
	if (argv.includes("-h") || argv.includes("--help")) {
		process.stdout.write(installMcpHelp);
		return 0;
	}
	const values = parseOptions(command, `${command} --${door}`, argv);
	const scope = values.scope ?? target.scopes[0];
	if (!target.scopes.includes(scope)) throw new UsageError(mcpMessages.install.badScope(command, scope, target.scopes));
	const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
	const root = await resolveRoot(values.cwd);
	const file = target.file(scope, root, process.env);
	const shown = shownPath(file, root);
	const { command: program, args } = serverCommand(prefix, door);
	const serversKey = door === "lsp" ? "lsp" : target.serversKey;
	const entry = door === "lsp" ? lspEntry(program, args) : target.entry(program, args);
	let before;
	let result;
	if (target.format === "toml") {
		before = readText(file, shown);
		result = mode === "install" ? addCodexServer(before, {
			command: program,
			args
		}) : removeCodexServer(before);
	} else {
		before = readSettings(file).text;
		result = mode === "install" ? addJsonServer(before, entry, shown, serversKey) : removeJsonServer(before, shown, serversKey);
	}
	const code = await writeSettingsChange({
		command: `${command} --${door}`,
		mode,
		file,
		shown,
		root,
		before,
		after: result.text,
		changes: result.changes,
		dryRun: values["dry-run"] === true
	});
	if (mode === "install" && result.changes.length > 0 && values["dry-run"] !== true) process.stdout.write(`${door === "lsp" ? mcpMessages.install.lspNote(assistant) : mcpMessages.install.note(assistant)}\n`);
	return code;
}
/**
* `qgate install claude --lsp`: the plugin's two files (src/mcp/install/lsp-plugin.ts), written
* or, on uninstall, removed; then the two commands that make Claude Code load it.
*/
async function installClaudeLsp(argv, mode) {
	const command = `${mode} claude --lsp`;
	if (argv.includes("-h") || argv.includes("--help")) {
		process.stdout.write(installMcpHelp);
		return 0;
	}
	const values = parseOptions(command, command, argv);
	if (values.scope !== void 0 && values.scope !== "project") throw new UsageError(mcpMessages.install.badScope(command, values.scope, ["project"]));
	const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
	const root = await resolveRoot(values.cwd);
	const { command: program, args } = serverCommand(prefix, "lsp");
	const dryRun = values["dry-run"] === true;
	let changed = false;
	for (const { file: relative, json } of lspPluginFiles(program, args, QGATE_VERSION)) {
		const file = path.join(root, relative);
		const shown = shownPath(file, root);
		const before = readText(file, shown);
		const after = mode === "install" ? `${JSON.stringify(json, null, 2)}\n` : void 0;
		const same = mode === "install" ? before === after : before === void 0;
		const code = await writeSettingsChange({
			command,
			mode,
			file,
			shown,
			root,
			before,
			after,
			changes: same ? [] : [mcpMessages.install.claudeLspFile(mode)],
			dryRun
		});
		if (code !== 0) return code;
		changed ||= !same;
	}
	if (mode === "uninstall" && !dryRun) for (const dir of [
		path.join(LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME, ".claude-plugin"),
		path.join(LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME),
		path.join(LSP_PLUGIN_MARKETPLACE, ".claude-plugin"),
		LSP_PLUGIN_MARKETPLACE
	]) try {
		rmdirSync(path.join(root, dir));
	} catch {}
	if (mode === "install" && changed && !dryRun) process.stdout.write(`${mcpMessages.install.claudeLspNote(LSP_PLUGIN_MARKETPLACE, `${LSP_PLUGIN_NAME}@${LSP_PLUGIN_MARKET_NAME}`)}\n`);
	return 0;
}

export { installMcp, installMcpHelp, isMcpAssistant };