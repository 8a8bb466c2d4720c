/** `qgate hook`: not built yet (its issue is open). */
import { UsageError } from "../../errors.js";

export async function hookCommand(_argv: string[]): Promise<number> {
  throw new UsageError("hook: not available yet");
}
