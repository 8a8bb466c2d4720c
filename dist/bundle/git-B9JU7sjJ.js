import { t as execa } from "./execa-DAZUM69v.js";
import { i as QgateError } from "./errors-BsNsftzl.js";
import { n as changeMessages } from "./messages-CuSOVVL6.js";

// dist/changes/git.js
/** git, always with argument arrays and `-z` output: paths are data, never shell text. */
async function git(cwd, args, options = {}) {
	return await execa("git", args, {
		cwd,
		reject: false,
		stripFinalNewline: false,
		...options.input !== void 0 ? { input: options.input } : {},
		env: { GIT_OPTIONAL_LOCKS: "0" }
	});
}
/** Runs git and returns stdout, or throws a one-line QgateError naming the git command. */
async function gitOutput(cwd, args, input) {
	const result = await git(cwd, args, input === void 0 ? {} : { input });
	if (result.exitCode !== 0) {
		const reason = String(result.stderr).split("\n").find((l) => l.trim() !== "") ?? `exit ${result.exitCode}`;
		throw new QgateError("tool_execution_failed", changeMessages.gitFailed(args[0], reason.replace(/^fatal: /, "")));
	}
	return String(result.stdout);
}
/** The work tree's top level, or undefined outside a git repository. */
async function gitTopLevel(cwd) {
	const result = await git(cwd, ["rev-parse", "--show-toplevel"]);
	return result.exitCode === 0 ? String(result.stdout).trim() : void 0;
}
async function hasHead(cwd) {
	return (await git(cwd, [
		"rev-parse",
		"--verify",
		"--quiet",
		"HEAD"
	])).exitCode === 0;
}
/** Splits NUL-separated git output. */
function splitZ(output) {
	return output.split("\0").filter((part) => part !== "");
}

export { splitZ as a, hasHead as i, gitOutput as n, gitTopLevel as r, git as t };