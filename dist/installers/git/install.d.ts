export declare const preCommitHelp = "Usage: qgate install pre-commit [--command <cmd>] [--cwd <dir>]\n       qgate uninstall pre-commit [--cwd <dir>]\n\nRuns `qgate check --staged` before every commit: the staged content is checked, blocking findings\nrefuse the commit. qgate joins the hook manager the repository already uses:\n  husky         a block in .husky/pre-commit\n  lefthook      a \"qgate\" command under pre-commit in lefthook.yml\n  pre-commit    a local hook in .pre-commit-config.yaml\n  otherwise     git's pre-commit hook, in the hooks directory git uses (core.hooksPath is honoured)\nAn existing hook is kept; qgate adds a marked block to it. Running install again changes nothing.\n\nOptions:\n  --command <cmd>  How the hook runs qgate. Default: \"npx --no-install qgate\" when qgate is installed\n                   in the repository's node_modules, otherwise this qgate's absolute path (node + bin/qgate.js)\n  --cwd <dir>      A directory inside the repository (default: the current directory)\n  -h, --help       Show this help\n\nSkip the check once: QGATE_SKIP=1 git commit ...  (git commit --no-verify skips every hook).\nuninstall removes only what install added. A .pre-commit-config.yaml that already lists qgate's own\nhook (id qgate or qgate-installed) is left alone. By hand, the pre-commit framework's way:\n  repos:\n    - repo: local\n      hooks:\n        - id: qgate\n          name: qgate\n          entry: npx --no-install qgate check --staged\n          language: system\n          pass_filenames: false\n";
/** The command the hook runs: the repository's own qgate via npx, else this qgate by absolute path. */
export declare function defaultCommand(top: string): string;
/** The options of `qgate install pre-commit`, parsed by the CLI. */
export declare const preCommitOptions: {
    readonly command: {
        readonly type: "string";
    };
    readonly cwd: {
        readonly type: "string";
    };
};
/**
 * Installs or uninstalls the pre-commit hook; `out` writes one line for the user (the CLI hands it,
 * nothing here prints). Returns the exit code.
 */
export declare function preCommit(mode: "install" | "uninstall", values: {
    command?: string | undefined;
    cwd?: string | undefined;
}, out: (line: string) => void): Promise<number>;
