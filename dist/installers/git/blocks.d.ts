/**
 * The text edits behind `qgate install pre-commit`: a marked block in a shell hook (git's own hook or
 * husky's), a command in lefthook.yml, a local hook in .pre-commit-config.yaml. Every edit is
 * idempotent (the marked block is replaced, never duplicated), keeps everything else in the file, and
 * can be taken out again exactly.
 */
export declare const BEGIN = "# >>> qgate pre-commit >>>";
export declare const END = "# <<< qgate pre-commit <<<";
/** Quotes a word for sh: paths are data, even with spaces or quotes in them. */
export declare function shQuote(word: string): string;
/** The lines a shell hook runs: qgate on the staged content, unless QGATE_SKIP=1. */
export declare function shellBlock(command: string): string;
export declare function hasBlock(text: string): boolean;
/**
 * Puts the block into a shell script: replaces an existing one in place; otherwise inserts it right
 * after the shebang, so it runs before a foreign hook's own `exit`/`exec` can end the script.
 */
export declare function addShellBlock(script: string | undefined, block: string): string;
/** Takes the block out; undefined when nothing but a shebang (and blank lines) would remain. */
export declare function removeShellBlock(script: string): string | undefined;
/** A sh -c wrapper that honours QGATE_SKIP=1 for runners that do not use a shell themselves. */
export declare function skippable(command: string): string;
/**
 * A quoted YAML scalar in the style Prettier prints it (single quotes as soon as the value holds a
 * double quote, double quotes otherwise), so the edited file stays formatted and qgate's own format
 * check passes when the file is committed. Commands never hold line breaks (checked on input).
 */
export declare function yamlString(value: string): string;
/**
 * lefthook.yml: a `qgate` command under `pre-commit: commands:`. Returns undefined when the file's
 * `pre-commit` section is written in a form this text edit cannot extend safely (flow style).
 */
export declare function addLefthook(yaml: string, command: string): string | undefined;
export declare function removeYamlBlock(yaml: string): string;
export declare function hasYamlBlock(yaml: string): boolean;
/**
 * .pre-commit-config.yaml: a `repo: local` hook that runs this qgate (the published hook is in the
 * repository's .pre-commit-hooks.yaml). Returns undefined when `repos:` is not a block list.
 */
export declare function addPreCommitConfig(yaml: string, command: string): string | undefined;
