/**
 * The text edits behind `qgate install pre-commit`: a marked block in a shell hook (git's own hook or
 * husky's), a command in lefthook.yml, a local hook in .pre-commit-config.yaml. Every edit is
 * idempotent (the marked block is replaced, never duplicated), keeps everything else in the file, and
 * can be taken out again exactly.
 */
export const BEGIN = "# >>> qgate pre-commit >>>";
export const END = "# <<< qgate pre-commit <<<";
/** Quotes a word for sh: paths are data, even with spaces or quotes in them. */
export function shQuote(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'"'"'`)}'`;
}
/** The lines a shell hook runs: qgate on the staged content, unless QGATE_SKIP=1. */
export function shellBlock(command) {
    return [
        BEGIN,
        "# Added by `qgate install pre-commit` (`qgate uninstall pre-commit` removes it).",
        "# Skip once: QGATE_SKIP=1 git commit ...  (or git commit --no-verify, which skips every hook).",
        'if [ "${QGATE_SKIP:-}" != "1" ]; then',
        `  ${command} check --staged || exit $?`,
        "fi",
        END,
    ].join("\n");
}
function blockPattern() {
    const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`[ \\t]*${esc(BEGIN)}[\\s\\S]*?${esc(END)}[ \\t]*\\n?`);
}
export function hasBlock(text) {
    return blockPattern().test(text);
}
/**
 * Puts the block into a shell script: replaces an existing one in place; otherwise inserts it right
 * after the shebang, so it runs before a foreign hook's own `exit`/`exec` can end the script.
 */
export function addShellBlock(script, block) {
    if (script === undefined || script.trim() === "")
        return `#!/bin/sh\n${block}\n`;
    if (hasBlock(script))
        return script.replace(blockPattern(), `${block}\n`);
    if (script.startsWith("#!")) {
        const newline = script.indexOf("\n");
        const shebang = newline === -1 ? script : script.slice(0, newline);
        const rest = newline === -1 ? "" : script.slice(newline + 1);
        return `${shebang}\n${block}\n${rest}`;
    }
    return `${block}\n${script}`;
}
/** Takes the block out; undefined when nothing but a shebang (and blank lines) would remain. */
export function removeShellBlock(script) {
    const rest = script.replace(blockPattern(), "");
    const meaningful = rest
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("#!"))
        .join("");
    return meaningful === "" ? undefined : rest;
}
/** The YAML marker comments use the same words as the shell block. */
function yamlBlockPattern() {
    const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`^[ \\t]*${esc(BEGIN)}[^\\n]*\\n[\\s\\S]*?^[ \\t]*${esc(END)}[^\\n]*\\n?`, "m");
}
function indentUnit(yaml) {
    const match = /^( +)\S/m.exec(yaml);
    return match?.[1] ?? "  ";
}
/** A sh -c wrapper that honours QGATE_SKIP=1 for runners that do not use a shell themselves. */
export function skippable(command) {
    return `[ "\${QGATE_SKIP:-}" = "1" ] || ${command} check --staged`;
}
/**
 * A quoted YAML scalar in the style Prettier prints it (single quotes as soon as the value holds a
 * double quote, double quotes otherwise), so the edited file stays formatted and qgate's own format
 * check passes when the file is committed. Commands never hold line breaks (checked on input).
 */
export function yamlString(value) {
    if (value.includes('"'))
        return `'${value.replace(/'/g, "''")}'`;
    return JSON.stringify(value); // A JSON string is a valid YAML double-quoted scalar.
}
/**
 * lefthook.yml: a `qgate` command under `pre-commit: commands:`. Returns undefined when the file's
 * `pre-commit` section is written in a form this text edit cannot extend safely (flow style).
 */
export function addLefthook(yaml, command) {
    const unit = indentUnit(yaml);
    const cleaned = yaml.replace(yamlBlockPattern(), "");
    const entry = (indent) => [
        `${indent}${BEGIN}`,
        `${indent}qgate:`,
        `${indent}${unit}run: ${yamlString(skippable(command))}`,
        `${indent}${END}`,
    ].join("\n");
    const lines = cleaned.split("\n");
    const top = lines.findIndex((line) => /^pre-commit:\s*(#.*)?$/.test(line));
    if (top === -1) {
        if (/^pre-commit:/m.test(cleaned))
            return undefined;
        const base = cleaned === "" || cleaned.endsWith("\n") ? cleaned : `${cleaned}\n`;
        return `${base}pre-commit:\n${unit}commands:\n${entry(unit + unit)}\n`;
    }
    // The end of the pre-commit section: the next line that is not indented (and not blank/comment).
    let end = lines.length;
    for (let i = top + 1; i < lines.length; i++) {
        const line = lines[i];
        if (line.trim() !== "" && !/^\s/.test(line)) {
            end = i;
            break;
        }
    }
    const commands = lines.findIndex((line, i) => i > top && i < end && /^\s+commands:\s*(#.*)?$/.test(line));
    if (commands === -1) {
        if (lines.slice(top + 1, end).some((line) => /^\s+commands:/.test(line)))
            return undefined;
        lines.splice(top + 1, 0, `${unit}commands:`, entry(unit + unit));
    }
    else {
        const indent = /^(\s*)/.exec(lines[commands])[1];
        lines.splice(commands + 1, 0, entry(indent + unit));
    }
    return lines.join("\n");
}
export function removeYamlBlock(yaml) {
    return yaml.replace(yamlBlockPattern(), "");
}
export function hasYamlBlock(yaml) {
    return yamlBlockPattern().test(yaml);
}
/**
 * .pre-commit-config.yaml: a `repo: local` hook that runs this qgate (the published hook is in the
 * repository's .pre-commit-hooks.yaml). Returns undefined when `repos:` is not a block list.
 */
export function addPreCommitConfig(yaml, command) {
    // An empty flow list is an empty block list.
    const cleaned = yaml
        .replace(yamlBlockPattern(), "")
        .replace(/^repos:[ \t]*\[[ \t]*\][ \t]*(#.*)?$/m, "repos:");
    // qgate's published hooks (qgate, qgate-installed) already listed: nothing to add, or qgate runs twice.
    if (/^\s*-?\s*id:\s*["']?qgate(?:-installed)?["']?\s*(#.*)?$/m.test(cleaned))
        return cleaned;
    const lines = cleaned.split("\n");
    const reposLine = lines.findIndex((line) => /^repos:\s*(#.*)?$/.test(line));
    const unit = indentUnit(cleaned);
    const itemIndent = (() => {
        const item = lines.find((line, i) => i > reposLine && /^\s*- /.test(line));
        // No item to copy: indent as Prettier would.
        return item ? /^(\s*)/.exec(item)[1] : unit;
    })();
    const block = [
        `${itemIndent}${BEGIN}`,
        `${itemIndent}- repo: local`,
        `${itemIndent}  hooks:`,
        `${itemIndent}  ${unit}- id: qgate`,
        `${itemIndent}  ${unit}  name: qgate`,
        `${itemIndent}  ${unit}  entry: ${yamlString(`sh -c ${shQuote(skippable(command))}`)}`,
        `${itemIndent}  ${unit}  language: system`,
        `${itemIndent}  ${unit}  pass_filenames: false`,
        `${itemIndent}${END}`,
    ].join("\n");
    if (reposLine === -1) {
        if (/^repos:/m.test(cleaned))
            return undefined; // `repos: []` or another flow form.
        const base = cleaned === "" || cleaned.endsWith("\n") ? cleaned : `${cleaned}\n`;
        return `${base}repos:\n${block}\n`;
    }
    // Append at the end of the repos list (the next top-level key, or the end of the file).
    let end = lines.length;
    for (let i = reposLine + 1; i < lines.length; i++) {
        const line = lines[i];
        if (line.trim() !== "" && !/^\s/.test(line) && !line.startsWith("- ") && !line.startsWith("#")) {
            end = i;
            break;
        }
    }
    while (end > reposLine + 1 && lines[end - 1].trim() === "")
        end--;
    lines.splice(end, 0, block);
    const text = lines.join("\n");
    return text.endsWith("\n") ? text : `${text}\n`;
}
