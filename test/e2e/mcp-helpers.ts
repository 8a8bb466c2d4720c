/**
 * The MCP door's test pieces: a project with a planted type error and a planted secret, and an SDK
 * Client connected over stdio to the built binary's `qgate mcp` (the way every MCP client starts it).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { QGATE_BIN } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";

/** A TS2322 on line 2 of src/broken.ts. */
export const BROKEN_TS = `// A planted type error for the MCP tests.\nexport const count: number = "not a number";\n`;

/** fixtures/secrets (src/client.ts holds a fake GitHub token on line 2) plus src/broken.ts, committed. */
export async function plantedProject(): Promise<TempProject> {
  const project = await tempProject("secrets", { git: true });
  writeFileSync(path.join(project.dir, "src", "broken.ts"), BROKEN_TS);
  await project.git("add", "-A");
  await project.git("commit", "-qm", "broken");
  return project;
}

export interface McpSession {
  client: Client;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** `qgate mcp --cwd <root>` from the packed binary, with the SDK's own Client. */
export async function connectMcp(
  root: string,
  env: Record<string, string | undefined> = {},
): Promise<McpSession> {
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, NO_COLOR: "1", ...env }))
    if (value !== undefined) merged[key] = value;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [QGATE_BIN, "mcp", "--cwd", root],
    cwd: root,
    env: merged,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const client = new Client({ name: "qgate-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** The text of a tool result's first content item. */
export function textOf(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content ?? [];
  return content.map((item) => item.text ?? "").join("\n");
}
