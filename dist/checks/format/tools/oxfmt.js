/**
 * oxfmt: `oxfmt --stdin-filepath=<file>` prints the formatted text with the config it finds for that
 * path (.oxfmtrc.json(c), oxfmt.config.(m)ts, nested configs). A syntax error is printed as
 * `x <message>` followed by `,-[<path>:<line>:<col>]`; a config it cannot load starts with
 * "Failed to load configuration file."
 */
import path from "node:path";
import { checkMessages } from "../../../messages.js";
import { isLockfile } from "../../files.js";
export const oxfmtFormatter = {
    name: "oxfmt",
    label: "oxfmt",
    args: (absFile) => [`--stdin-filepath=${absFile}`],
    // A lockfile (pnpm-lock.yaml, though oxfmt formats YAML; package-lock.json before 0.79) or a file
    // type oxfmt has no formatter for (.txt...): its CLI skips such a file ("Expected at least one
    // target file"); its stdin mode says "Unsupported file type" for both, and the note tells which.
    skipped: ({ exitCode, stderr }, absFile) => exitCode !== 0 && /Unsupported file type/i.test(stderr)
        ? isLockfile(absFile)
            ? checkMessages.ownTools.lockfile
            : checkMessages.ownTools.unsupportedFile
        : undefined,
    // oxfmt before 0.79 formats stdin without reading its ignore files (.prettierignore, .gitignore,
    // `ignorePatterns`); its CLI, given the path, finds no target file in an ignored one.
    target: {
        args: (absFile) => ["--list-different", absFile],
        excluded: ({ exitCode, stdout, stderr }) => exitCode === 2 && /Expected at least one target file/i.test(`${stdout}\n${stderr}`),
    },
    problem(stderr, absFile, cwd) {
        const lines = stderr.split("\n").map((line) => line.trim());
        const at = lines.findIndex((line) => /^,-\[.+:\d+:\d+\]$/.test(line));
        if (at > 0) {
            const [, file, line, column] = /^,-\[(.+):(\d+):(\d+)\]$/.exec(lines[at] ?? "") ?? [];
            const message = lines
                .slice(0, at)
                .reverse()
                .map((text) => /^x\s+(.*)$/.exec(text)?.[1])
                .find((text) => text !== undefined);
            if (file && path.resolve(cwd, file) === absFile) {
                return { syntax: { line: Number(line), column: Number(column), message: message ?? "syntax error" } };
            }
        }
        const config = lines.findIndex((line) => line.startsWith("Failed to load configuration file"));
        if (config >= 0) {
            return {
                config: {
                    where: "its config",
                    problem: lines.slice(config + 1).find((line) => line) ?? lines[config] ?? "",
                },
            };
        }
        return {};
    },
};
