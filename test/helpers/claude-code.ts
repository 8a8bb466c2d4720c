/**
 * The real Claude Code of the client tests (fixtures/claude-code: the platform package's binary, which
 * the wrapper's postinstall, skipped by the fixture install, would only copy elsewhere), and how each
 * test runs it against the scripted model: its own home and config directory, the model's address, no
 * update check and no other traffic. Where Claude Code ships no binary for this machine, `CLAUDE`
 * does not exist and the tests are skipped.
 */
import path from "node:path";
import { FIXTURES } from "./project.js";

export const CLAUDE = path.join(
  FIXTURES,
  "claude-code",
  "node_modules",
  "@anthropic-ai",
  `claude-code-${process.platform}-${process.arch}`,
  process.platform === "win32" ? "claude.exe" : "claude",
);

/** Claude Code's environment in a session's scratch directory (the model's URL: the scripted one's). */
export function claudeEnv(scratch: string, modelUrl = "http://127.0.0.1:9/v1"): Record<string, string> {
  return {
    HOME: scratch,
    CLAUDE_CONFIG_DIR: path.join(scratch, ".claude"),
    ANTHROPIC_BASE_URL: modelUrl.replace(/\/v1$/, ""),
    ANTHROPIC_API_KEY: "sk-scripted",
    DISABLE_AUTOUPDATER: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  };
}

/** `claude <args>` as a session's command (runAssistantSession's `command`). */
export const claudeCommand =
  (args: string[]) =>
  ({ scratch, modelUrl }: { scratch: string; modelUrl: string }) => ({
    file: CLAUDE,
    args,
    env: claudeEnv(scratch, modelUrl),
  });
