/** `qgate install claude` (not built yet: its issue is open). */
import { UsageError } from "../../errors.js";

export async function installClaude(_argv: string[], mode: "install" | "uninstall"): Promise<number> {
  throw new UsageError(`${mode} claude: not available yet`);
}
