/**
 * `qgate mcp`: the MCP door on stdio (src/mcp/server.ts). stdout carries the protocol and nothing
 * else: the transport gets stdout's own write, and anything else that writes to process.stdout while
 * the server runs (a tool's stray console.log, outside a held check run) goes to stderr instead, where
 * MCP clients expect a server's logging.
 */
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { serveMcp } from "../../mcp/server.js";
import { defineCommand } from "../define-command.js";
import { withProtocolStdout } from "../protocol-stdout.js";
import { cliMessages } from "../../messages.js";
export const mcpHelp = `Usage: qgate mcp [--cwd <dir>]

Serves qgate to an MCP client (Claude Code, Codex, Gemini CLI, Cursor, Copilot CLI, Claude Desktop,
Zed...) over stdio. Tools:
  check     The quality gate on files, a diff base or the staged changes (default: what changed)
  explain   What a finding's rule means and how to fix it
  status    The policy, checks, tool versions and daemon state
Checks go to the warm daemon (started when none runs, as hooks start it; QGATE_DAEMON=0 turns it
off), else run in this process. qgate install <assistant> --mcp adds it to an assistant's MCP config.

Options:
  --cwd <dir>   The project (default: the git top level of the current directory)
  -h, --help    Show this help
`;
export function mcpCommand(argv, main) {
    return defineCommand({
        name: "mcp",
        help: mcpHelp,
        options: { cwd: { type: "string" } },
        positionals: false,
        run: async ({ values, positionals }) => {
            if (positionals.length > 0)
                throw new UsageError(cliMessages.unexpectedArgument("mcp", positionals[0]));
            const root = await resolveRoot(values.cwd);
            await withProtocolStdout((output) => serveMcp({ root, runCli: main }, process.stdin, output));
            return 0;
        },
    })(argv);
}
