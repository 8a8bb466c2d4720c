/** `qgate prompt lint|new`: checks a prompt against the prompt conventions, or prints a skeleton. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveRoot } from "../../changes/root.js";
import { displayPath } from "../../changes/paths.js";
import { FileError, UsageError } from "../../errors.js";
import { loadPolicy } from "../../policy/load.js";
import { DEFAULT_MAX_CHARS, DEFAULT_MAX_FILES, lintPrompt } from "../../prompt/lint.js";
import { renderLintPretty } from "../../prompt/render.js";
import { isTechnique, promptTemplate, TECHNIQUES } from "../../prompt/templates.js";
import { isStrictEnv } from "../args.js";
import { useColor } from "../output.js";
import { presetStdinValue } from "../../util/stdin-preset.js";
import { defineCommand } from "../define-command.js";
import { promptMessages } from "../../messages.js";
export const promptHelp = `Usage: qgate prompt <lint|new> [options]

  lint [file|-]           Check a prompt against the prompt conventions (score 0-100 and findings)
  new <technique>         Print a structured prompt skeleton for a technique

Run qgate prompt lint --help or qgate prompt new --help for their options.
`;
export const lintHelp = `Usage: qgate prompt lint [file|-] [options]

Checks a prompt (a file, or - / nothing for standard input) against the prompt conventions: XML-style
tags, a role sentence first, acceptance criteria, relevant files that exist, a specific request,
a bounded context, constraints, and the staged techniques in order. Advisory: exits 0 whatever the
score, unless strict mode is on and the score is below the minimum.

Options:
  --format <pretty|json>  Output format (default pretty); json is {"score", "findings", "techniques", ...}
  --min-score <n>         Minimum score 0-100 (default: the policy's prompt.minScore)
  --strict                Strict mode (also CLAUDE_STRICT_QUALITY=true or the policy): a score below
                          the minimum exits 1
  --max-chars <n>         Size budget in characters (default ${DEFAULT_MAX_CHARS})
  --max-files <n>         Budget for relevant_files, directories and globs counted by content (default ${DEFAULT_MAX_FILES})
  --policy <name|path>    Policy to read prompt.minScore and strict from
  --cwd <dir>             Project root that relevant_files are resolved in (default: the git top level)
  -h, --help              Show this help

Exit codes: 0 done, 1 strict and the score is below the minimum, 2 unreadable input or usage error.
`;
export const newHelp = `Usage: qgate prompt new <technique> [--resource <name>] [--role <text>]

Prints a structured prompt skeleton; fill in its {{placeholders}}.

Techniques:
  ${TECHNIQUES.join("\n  ")}

Options:
  --resource <name>       template-generation: the resource whose create/read/update/delete routes to
                          generate, singular (e.g. invoice -> /invoices, /invoices/:id)
  --role <text>           The role sentence, e.g. "a senior security engineer"
  -h, --help              Show this help
`;
function parseInteger(option, value, min, max) {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
        throw new UsageError(promptMessages.badInteger(option, value, min, max));
    return Number(value);
}
async function readStdin() {
    const preset = presetStdinValue();
    if (preset && !preset.tooLarge)
        return preset.text;
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    return Buffer.concat(chunks).toString("utf8");
}
async function readPrompt(input) {
    if (input === undefined || input === "-") {
        if (input === undefined && process.stdin.isTTY)
            throw new UsageError(promptMessages.noInput);
        try {
            return await readStdin();
        }
        catch (error) {
            throw new FileError(promptMessages.stdinUnreadable(error.code ?? "error"));
        }
    }
    try {
        return readFileSync(path.resolve(process.cwd(), input), "utf8");
    }
    catch (error) {
        throw new FileError(promptMessages.fileUnreadable(displayPath(input), error.code ?? "error"));
    }
}
const lintCommand = defineCommand({
    name: "prompt lint",
    help: lintHelp,
    options: {
        format: { type: "string" },
        "min-score": { type: "string" },
        strict: { type: "boolean" },
        "max-chars": { type: "string" },
        "max-files": { type: "string" },
        policy: { type: "string" },
        cwd: { type: "string" },
    },
    run: async ({ values, positionals }) => {
        const format = values.format ?? "pretty";
        if (format !== "pretty" && format !== "json")
            throw new UsageError(promptMessages.badFormat(format));
        if (positionals.length > 1)
            throw new UsageError(promptMessages.oneFile(positionals[1]));
        const minScoreFlag = parseInteger("--min-score", values["min-score"], 0, 100);
        const maxChars = parseInteger("--max-chars", values["max-chars"], 1, Number.MAX_SAFE_INTEGER);
        const maxFiles = parseInteger("--max-files", values["max-files"], 1, 100_000);
        const root = await resolveRoot(values.cwd);
        const policy = loadPolicy({
            root,
            ...(values.policy !== undefined ? { policy: values.policy } : {}),
            cwd: process.cwd(),
        });
        const text = await readPrompt(positionals[0]);
        const result = lintPrompt(text, {
            root,
            ...(maxChars !== undefined ? { maxChars } : {}),
            ...(maxFiles !== undefined ? { maxFiles } : {}),
        });
        const strict = Boolean(values.strict) || isStrictEnv() || policy.strict;
        const minScore = minScoreFlag ?? policy.prompt.minScore;
        const blocked = strict && minScore > 0 && result.score < minScore;
        const verdict = { minScore, strict, blocked };
        if (format === "json")
            process.stdout.write(`${JSON.stringify({ ...result, ...verdict }, null, 2)}\n`);
        else
            process.stdout.write(renderLintPretty(result, verdict, useColor()));
        if (blocked) {
            process.stderr.write(`${promptMessages.blocked(result.score, minScore)}\n`);
            return 1;
        }
        return 0;
    },
});
const newCommand = defineCommand({
    name: "prompt new",
    help: newHelp,
    options: {
        resource: { type: "string" },
        role: { type: "string" },
    },
    run: ({ values, positionals }) => {
        const [technique, extra] = positionals;
        if (technique === undefined)
            throw new UsageError(promptMessages.noTechnique(TECHNIQUES));
        if (extra !== undefined)
            throw new UsageError(promptMessages.newUnexpectedArgument(extra));
        if (!isTechnique(technique))
            throw new UsageError(promptMessages.unknownTechnique(displayPath(technique), TECHNIQUES));
        process.stdout.write(promptTemplate(technique, {
            ...(values.resource !== undefined ? { resource: values.resource } : {}),
            ...(values.role !== undefined ? { role: values.role } : {}),
        }));
        return 0;
    },
});
export async function promptCommand(argv) {
    const [sub, ...rest] = argv;
    if (sub === undefined) {
        process.stdout.write(promptHelp);
        return 2;
    }
    if (sub === "-h" || sub === "--help" || sub === "help") {
        process.stdout.write(promptHelp);
        return 0;
    }
    if (sub === "lint")
        return lintCommand(rest);
    if (sub === "new")
        return newCommand(rest);
    throw new UsageError(sub.startsWith("-")
        ? promptMessages.unknownOption(sub)
        : promptMessages.unknownSubcommand(displayPath(sub)));
}
