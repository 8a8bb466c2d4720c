/**
 * `qgate lsp`: the editor door on stdio (src/lsp/server.ts). stdout carries the protocol and nothing
 * else: the connection gets stdout's own write, and anything else that writes to process.stdout while
 * the server runs (a tool's stray console.log, outside a held check run) goes to stderr instead.
 */
import { UsageError } from "../../errors.js";
import { serveLsp } from "../../lsp/server.js";
import { defineCommand } from "../define-command.js";
import { withProtocolStdout } from "../protocol-stdout.js";
import { cliMessages } from "../../messages.js";
export const lspHelp = `Usage: qgate lsp [--stdio] [--cwd <dir>]

Serves qgate to an editor (Neovim, VS Code through a generic LSP client, Helix, Zed) or an assistant
that reads diagnostics (OpenCode, Kilo) as a language server over stdio. Each open document's current
text, the unsaved buffer included, is gated on open, on change (debounced) and on save with the
project's policy; the findings come back as diagnostics with the document's version (pushed, and
pulled by clients that ask). By default only what the editor does not already show: the security
scan and the errors an edit causes in other files (the policy's lsp.checks; "all" for everything).
Code actions explain a rule and format with the project's formatter. Checks go to the warm daemon
(QGATE_DAEMON=0 turns it off), else run in this process. See docs/lsp.md.

Options:
  --stdio       Talk over stdin and stdout (the default and only transport; accepted for editors)
  --cwd <dir>   The workspace when the client names none
  -h, --help    Show this help
`;
export function lspCommand(argv, main) {
    return defineCommand({
        name: "lsp",
        help: lspHelp,
        options: { cwd: { type: "string" }, stdio: { type: "boolean" } },
        positionals: false,
        run: async ({ values, positionals }) => {
            if (positionals.length > 0)
                throw new UsageError(cliMessages.unexpectedArgument("lsp", positionals[0]));
            await withProtocolStdout((output) => serveLsp({ runCli: main, cwd: values.cwd }, process.stdin, output));
            return 0;
        },
    })(argv);
}
