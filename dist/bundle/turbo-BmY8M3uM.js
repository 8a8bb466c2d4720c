import { a as parse } from "./json-error-B5kUqOlV.js";
import { t as glob } from "./dist-DbY8Nur6.js";
import { o as toRelative } from "./paths-CKwe_9xS.js";
import { t as OUTPUT_VARIABLES, x as CONFIG_NAMES } from "./run-record-B1NuYxko.js";
import { a as UsageError, r as FileError } from "./errors-BsNsftzl.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { r as edit } from "./hooks-file-B8KHlr5q.js";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// dist/installers/turbo.js
/**
* `qgate install turbo`: qgate as a Turborepo task that is cached by exactly what it reads and runs
* only where a change can change its report (docs/monorepo.md).
*
* - turbo.json gets a `qgate` task (and its `qgate-transit` node) beside the user's own; existing keys
*   are edited in place with jsonc-parser, so comments and every other task stay as they were.
* - Each workspace package gets a `qgate` script (`qgate check --package`); a package whose `qgate`
*   script is something else keeps it, with a note.
*
* The task's inputs are generated from the lists qgate's own result cache keys on (CONFIG_NAMES: every
* config and ignore file each check's tools read, in the package and in every directory above it),
* the policy files the project's policy was loaded from, tsconfig bases, and the lockfiles (the
* installed tools' versions). A dependency's exported types reach a dependent through the transit
* node (Turborepo's "transit nodes" pattern): `qgate` depends on its own package's `qgate-transit`,
* which depends on the dependencies' `qgate-transit`, and has no script, so it never runs and never
* serialises the packages; its inputs are the files a dependent's type check can read.
*/
const TASK = "qgate";
const TRANSIT_TASK = "qgate-transit";
/** The lockfiles of npm, pnpm, Yarn and Bun: the installed tools' versions. */
const LOCKFILES = [
	"package-lock.json",
	"npm-shrinkwrap.json",
	"pnpm-lock.yaml",
	"yarn.lock",
	"bun.lock",
	"bun.lockb"
];
/** What a dependent's types check can read of a dependency: its sources, declarations and manifests. */
const TYPE_INPUTS = ["**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}", "**/*.json"];
/**
* Every config name a check reads in the directories above its files (engine/result-cache.ts), plus
* the tsconfig bases a package's tsconfig may extend: one sorted list.
*/
function configNames() {
	const names = new Set(Object.values(CONFIG_NAMES).flat());
	names.add("tsconfig*.json");
	return [...names].sort();
}
/** The variables the task's hash holds: those that change what qgate prints, and the package run's base. */
function taskEnv() {
	return [
		...OUTPUT_VARIABLES,
		"QGATE_*",
		"TURBO_SCM_BASE"
	];
}
/**
* The `qgate` task for packages at `packageDirs` (relative to the root, `/`-separated): its own files
* (`$TURBO_DEFAULT$`), the config names in the root and every directory between it and a package, the
* policy's files and the lockfiles, all under `$TURBO_ROOT$/`.
*/
function qgateTask(packageDirs, policyFiles) {
	const above = /* @__PURE__ */ new Set([""]);
	for (const dir of packageDirs) {
		const parts = dir.split("/").filter(Boolean);
		for (let i = 1; i < parts.length; i++) above.add(parts.slice(0, i).join("/"));
	}
	const rooted = (relative) => `$TURBO_ROOT$/${relative}`;
	const inputs = /* @__PURE__ */ new Set(["$TURBO_DEFAULT$"]);
	for (const dir of [...above].sort()) for (const name of configNames()) inputs.add(rooted(dir === "" ? name : `${dir}/${name}`));
	for (const file of policyFiles) inputs.add(rooted(file));
	for (const lockfile of LOCKFILES) inputs.add(rooted(lockfile));
	return {
		dependsOn: [TRANSIT_TASK],
		inputs: [...inputs],
		outputs: [],
		env: taskEnv()
	};
}
/**
* The transit node: a dependency's sources, declarations, manifests and JSON modules, not its tool
* configs (those change its own report, not its dependents').
*/
function transitTask() {
	const configs = configNames().filter((name) => name !== "package.json" && !name.startsWith("tsconfig"));
	return {
		dependsOn: [`^${TRANSIT_TASK}`],
		inputs: [...TYPE_INPUTS, ...configs.map((name) => `!**/${name}`)]
	};
}
function readJsonc(file, shown) {
	const errors = [];
	const value = parse(readFileSync(file, "utf8"), errors, { allowTrailingComma: true });
	if (errors.length > 0 || typeof value !== "object" || value === null || Array.isArray(value)) throw new FileError(installMessages.turboBadJson(shown));
	return value;
}
/** The workspace package directories: package.json's `workspaces` (npm, Yarn, Bun) or pnpm-workspace.yaml. */
async function workspaceDirs(root) {
	const manifest = readJsonc(path.join(root, "package.json"), "package.json");
	let patterns = Array.isArray(manifest.workspaces) ? manifest.workspaces : manifest.workspaces?.packages ?? [];
	const pnpm = path.join(root, "pnpm-workspace.yaml");
	if (patterns.length === 0 && existsSync(pnpm)) {
		const text = readFileSync(pnpm, "utf8");
		patterns = [...(/^packages:\s*\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?|[ \t]*\n)*)/m.exec(text)?.[1] ?? "").matchAll(/^[ \t]+-[ \t]*["']?([^"'\n#]+?)["']?[ \t]*(?:#.*)?$/gm)].map((m) => m[1]);
	}
	if (patterns.length === 0) throw new UsageError(installMessages.turboNoWorkspaces);
	return (await glob(patterns.filter((p) => !p.startsWith("!")).map((p) => `${p.replace(/\/$/, "")}/package.json`), {
		cwd: root,
		ignore: ["**/node_modules/**", ...patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1))]
	})).map((file) => path.posix.dirname(file)).sort();
}
/** The edits to turbo.json and each package.json that install (or uninstall) the task. */
async function planTurbo(root, mode, command) {
	const dirs = await workspaceDirs(root);
	const notes = [];
	const files = [];
	const turboFile = path.join(root, "turbo.json");
	const turboBefore = existsSync(turboFile) ? readFileSync(turboFile, "utf8") : void 0;
	const turbo = turboBefore === void 0 ? {} : readJsonc(turboFile, "turbo.json");
	if (turbo.pipeline !== void 0) throw new UsageError(installMessages.turboPipeline);
	let text = turboBefore ?? `{\n  "$schema": "https://turborepo.com/schema.json"\n}\n`;
	const changes = [];
	if (mode === "install") {
		const policy = loadPolicy({ root });
		const policyFiles = Object.keys(policy.sources ?? {}).filter((file) => !toRelative(root, file).startsWith("..")).map((file) => toRelative(root, file)).sort();
		const tasks = [[TASK, qgateTask(dirs, policyFiles)], [TRANSIT_TASK, transitTask()]];
		for (const [name, task] of tasks) {
			const existing = turbo.tasks?.[name];
			let changed = false;
			for (const [key, value] of Object.entries(task)) {
				if (JSON.stringify(existing?.[key]) === JSON.stringify(value)) continue;
				text = edit(text, [
					"tasks",
					name,
					key
				], value);
				changed = true;
			}
			if (changed) changes.push(installMessages.turboTask(existing === void 0 ? "added" : "updated", name));
		}
	} else for (const name of [TASK, TRANSIT_TASK]) if (turbo.tasks?.[name] !== void 0) {
		text = edit(text, ["tasks", name], void 0);
		changes.push(installMessages.turboTask("removed", name));
	}
	files.push({
		file: turboFile,
		before: turboBefore,
		after: text,
		changes
	});
	const script = `${command} check --package`;
	for (const dir of dirs) {
		const file = path.join(root, dir, "package.json");
		const before = readFileSync(file, "utf8");
		const current = readJsonc(file, `${dir}/package.json`).scripts?.[TASK];
		let after = before;
		const fileChanges = [];
		if (mode === "install") {
			if (current === void 0) {
				after = edit(before, ["scripts", TASK], script);
				fileChanges.push(installMessages.turboScript("added", script));
			} else if (current !== script) notes.push(installMessages.turboScriptKept(`${dir}/package.json`, current));
		} else if (current === script) {
			after = edit(before, ["scripts", TASK], void 0);
			fileChanges.push(installMessages.turboScript("removed", script));
		}
		files.push({
			file,
			before,
			after,
			changes: fileChanges
		});
	}
	return {
		root,
		files,
		notes
	};
}

export { planTurbo };