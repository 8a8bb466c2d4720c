import { a as detectedRooms, i as assistantById, t as ASSISTANTS } from "./registry-B2DTrHAP.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { r as shownPath } from "./text-CItYGcnC.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { t as writeSettingsChange } from "./write-settings-CQLlz6jT.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import path from "node:path";

// dist/cli/commands/install.js
/**
* `qgate install <target>` / `qgate uninstall <target>`: an assistant of the registry (its room's
* installer plans the change, this prints and writes it) or `pre-commit` (installers/git).
*/
const PRE_COMMIT = "pre-commit";
const TURBO = "turbo";
const NX = "nx";
const installHelp = `Usage: qgate install <target> [options]
       qgate install --detect [--dry-run] [--command <prefix>] [--cwd <dir>]
       qgate uninstall <target> [options]

Targets:
${ASSISTANTS.map((room) => `  ${room.id.padEnd(12)}  Wire qgate into ${room.name}'s hooks (qgate install ${room.id} --help)`).join("\n")}
  pre-commit    Wire qgate into git's pre-commit hook (qgate install pre-commit --help)
  turbo         A cached qgate task in turbo.json and a qgate script in each package (qgate install turbo --help)
  nx            qgate's Nx plugin (qgate/nx) in nx.json: a cached qgate target in each project

--mcp (claude, codex, gemini, cursor, copilot) writes qgate's MCP server (qgate mcp) into the
assistant's MCP config instead of hooks: .mcp.json, .codex/config.toml, .gemini/settings.json,
.cursor/mcp.json, $COPILOT_HOME (else ~/.copilot)/mcp-config.json.

--detect installs for every assistant whose configuration directory the project has: ${ASSISTANTS.map((room) => room.detect.join(", ")).join(", ")}.
`;
const targetNames = () => [
	...ASSISTANTS.map((room) => room.id),
	PRE_COMMIT,
	TURBO,
	NX
];
async function dispatch(argv, mode) {
	const [target, ...rest] = argv;
	if (target === "-h" || target === "--help") {
		process.stdout.write(installHelp);
		return 0;
	}
	if (target === "--detect") return detect(rest, mode);
	if (target === void 0) throw new UsageError(installMessages.nameTarget(mode, targetNames()));
	if (target === PRE_COMMIT) return preCommitCommand(rest, mode);
	if (target === TURBO) return turboCommand(rest, mode);
	if (target === NX) return nxCommand(rest, mode);
	const room = assistantById(target);
	if (!room?.installer) throw new UsageError(installMessages.unknownTarget(mode, target, targetNames(), didYouMean(target, targetNames())));
	const door = rest.includes("--lsp") ? "lsp" : rest.includes("--mcp") ? "mcp" : void 0;
	const mcp = door ? await import("./install-mcp-5wNdRq8Q.js") : void 0;
	if (door && mcp?.isMcpAssistant(target)) return mcp.installMcp(target, rest.filter((arg) => arg !== `--${door}`), mode, door);
	return installRoom(room, rest, mode);
}
const installCommand = (argv) => dispatch(argv, "install");
const uninstallCommand = (argv) => dispatch(argv, "uninstall");
/** `qgate install <id>`: the room's installer plans the change; it is printed, shown or written here. */
async function installRoom(room, argv, mode) {
	const installer = await room.installer();
	const command = `${mode} ${room.id}`;
	return defineCommand({
		name: command,
		help: installer.help,
		options: {
			scope: { type: "string" },
			command: { type: "string" },
			"dry-run": { type: "boolean" },
			cwd: { type: "string" },
			...installer.options
		},
		run: async ({ values, positionals }) => {
			if (positionals.length > 0) throw new UsageError(installMessages.unexpectedArgument(command, positionals[0]));
			const dryRun = values["dry-run"] === true;
			const plan = await installer.plan({
				mode,
				command,
				values,
				env: process.env
			});
			for (const line of plan.warnings ?? []) process.stderr.write(`${installMessages.warning(line)}\n`);
			for (const line of plan.notes) process.stdout.write(`${installMessages.note(line)}\n`);
			const code = await writeSettingsChange({
				command,
				mode,
				file: plan.file,
				shown: shownPath(plan.file, plan.root),
				root: plan.root,
				before: plan.before,
				after: plan.after,
				changes: plan.changes,
				dryRun,
				secret: plan.secret
			});
			if (mode === "install" && plan.changes.length > 0 && !dryRun && plan.afterInstall !== void 0) process.stdout.write(plan.afterInstall);
			return code;
		}
	})(argv);
}
async function preCommitCommand(argv, mode) {
	const { preCommit, preCommitHelp, preCommitOptions } = await import("./install-B_7J2tUd.js");
	const name = `${mode} pre-commit`;
	return defineCommand({
		name,
		help: preCommitHelp,
		options: preCommitOptions,
		run: async ({ values, positionals }) => {
			if (positionals.length > 0) throw new UsageError(installMessages.unexpectedArgument(name, positionals[0]));
			return preCommit(mode, values, (line) => process.stdout.write(`${line}\n`));
		}
	})(argv);
}
const turboHelp = `Usage: qgate install turbo [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall turbo [--dry-run] [--cwd <dir>]

Adds a qgate task to turbo.json (created, or merged into: other tasks and comments stay) and a qgate
script (qgate check --package) to each workspace package. The task's inputs are what qgate reads for a
package: its files, every tool config in it and above it, the policy's files, the lockfiles; a
dependency's types reach its dependents through the qgate-transit task (docs/monorepo.md).

Options:
  --command <prefix>  How the script calls qgate (default: qgate)
  --dry-run           Show the changes without writing them
  --cwd <dir>         The monorepo's root (default: the git top level of the current directory)
`;
async function turboCommand(argv, mode) {
	const name = `${mode} ${TURBO}`;
	return defineCommand({
		name,
		help: turboHelp,
		options: {
			command: { type: "string" },
			"dry-run": { type: "boolean" },
			cwd: { type: "string" }
		},
		run: async ({ values, positionals }) => {
			if (positionals.length > 0) throw new UsageError(installMessages.unexpectedArgument(name, positionals[0]));
			const command = values.command ?? "qgate";
			if (command.trim() === "") throw new UsageError(installMessages.badCommandPrefix(name));
			const root = await resolveRoot(values.cwd);
			const { planTurbo } = await import("./turbo-BmY8M3uM.js");
			const plan = await planTurbo(root, mode, command);
			for (const line of plan.notes) process.stdout.write(`${installMessages.note(line)}\n`);
			let code = 0;
			for (const file of plan.files) {
				if (file.changes.length === 0 && file !== plan.files[0]) continue;
				code = Math.max(code, await writeSettingsChange({
					command: name,
					mode,
					file: file.file,
					shown: shownPath(file.file, root),
					root,
					before: file.before,
					after: file.after,
					changes: file.changes,
					dryRun: values["dry-run"] === true
				}));
			}
			return code;
		}
	})(argv);
}
async function nxCommand(argv, mode) {
	const name = `${mode} ${NX}`;
	return defineCommand({
		name,
		help: `Usage: qgate ${mode} nx [--dry-run] [--cwd <dir>]

${mode === "install" ? "Registers" : "Removes"} qgate's Nx plugin (qgate/nx) in nx.json: each project with a tsconfig.json or
jsconfig.json gets a cached qgate target (qgate check --package) whose inputs are what qgate reads
for it (docs/monorepo.md).
`,
		options: {
			"dry-run": { type: "boolean" },
			cwd: { type: "string" }
		},
		run: async ({ values, positionals }) => {
			if (positionals.length > 0) throw new UsageError(installMessages.unexpectedArgument(name, positionals[0]));
			const root = await resolveRoot(values.cwd);
			const { planNx } = await import("./nx-XkjoFJa5.js");
			const plan = planNx(root, mode);
			return writeSettingsChange({
				command: name,
				mode,
				file: plan.file,
				shown: shownPath(plan.file, root),
				root,
				before: plan.before,
				after: plan.after,
				changes: plan.changes,
				dryRun: values["dry-run"] === true
			});
		}
	})(argv);
}
/** `install --detect`: each assistant whose directory the project has, with the same options. */
async function detect(argv, mode) {
	if (mode === "uninstall") throw new UsageError(installMessages.detectIsForInstall);
	for (const arg of argv) {
		const name = arg.split("=")[0];
		if (arg.startsWith("-") && ![
			"--dry-run",
			"--command",
			"--cwd"
		].includes(name)) throw new UsageError(installMessages.detectOption(name));
	}
	const cwdAt = argv.findIndex((arg) => arg === "--cwd" || arg.startsWith("--cwd="));
	const cwd = cwdAt === -1 ? void 0 : argv[cwdAt].includes("=") ? argv[cwdAt].slice(6) : argv[cwdAt + 1];
	if (cwdAt !== -1 && (cwd === void 0 || cwd === "")) throw new UsageError(installMessages.detectCwdValue);
	const root = await resolveRoot(cwd);
	const found = detectedRooms(root);
	if (found.length === 0) {
		process.stdout.write(`${installMessages.detectNothing(root, ASSISTANTS.filter((room) => room.installer).flatMap((room) => room.detect.map(nativePath)))}\n`);
		return 0;
	}
	let code = 0;
	for (const room of found) code = Math.max(code, await installRoom(room, argv, mode));
	return code;
}
/** A detect path in the platform's separators, as the messages show it. */
function nativePath(relative) {
	return relative.split("/").join(path.sep);
}

export { installCommand, uninstallCommand };