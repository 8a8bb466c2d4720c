/** git, always with argument arrays and `-z` output: paths are data, never shell text. */
import { execa } from "execa";
import { QgateError } from "../errors.js";
import { changeMessages } from "../messages.js";
export async function git(cwd, args, options = {}) {
    const result = await execa("git", args, {
        cwd,
        reject: false,
        stripFinalNewline: false,
        ...(options.input !== undefined ? { input: options.input } : {}),
        env: { GIT_OPTIONAL_LOCKS: "0" },
    });
    return result;
}
/** Runs git and returns stdout, or throws a one-line QgateError naming the git command. */
export async function gitOutput(cwd, args, input) {
    const result = await git(cwd, args, input === undefined ? {} : { input });
    if (result.exitCode !== 0) {
        const reason = String(result.stderr)
            .split("\n")
            .find((l) => l.trim() !== "") ?? `exit ${result.exitCode}`;
        throw new QgateError("tool_execution_failed", changeMessages.gitFailed(args[0], reason.replace(/^fatal: /, "")));
    }
    return String(result.stdout);
}
/** The work tree's top level, or undefined outside a git repository. */
export async function gitTopLevel(cwd) {
    const result = await git(cwd, ["rev-parse", "--show-toplevel"]);
    return result.exitCode === 0 ? String(result.stdout).trim() : undefined;
}
export async function hasHead(cwd) {
    const result = await git(cwd, ["rev-parse", "--verify", "--quiet", "HEAD"]);
    return result.exitCode === 0;
}
/** Splits NUL-separated git output. */
export function splitZ(output) {
    return output.split("\0").filter((part) => part !== "");
}
