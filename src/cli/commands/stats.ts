/** `qgate stats`: not built yet (its issue is open). */
import { UsageError } from "../../errors.js";

export async function statsCommand(_argv: string[]): Promise<number> {
  throw new UsageError("stats: not available yet");
}
