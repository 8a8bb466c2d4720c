/** `qgate install pre-commit` (not built yet: its issue is open). */
import { UsageError } from "../../errors.js";

export async function installPreCommit(_argv: string[], mode: "install" | "uninstall"): Promise<number> {
  throw new UsageError(`${mode} pre-commit: not available yet`);
}
