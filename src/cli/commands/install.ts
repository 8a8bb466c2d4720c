/** `qgate install` / `qgate uninstall`: not built yet (their issues are open). */
import { UsageError } from "../../errors.js";

export async function installCommand(_argv: string[]): Promise<number> {
  throw new UsageError("install: not available yet");
}

export async function uninstallCommand(_argv: string[]): Promise<number> {
  throw new UsageError("uninstall: not available yet");
}
