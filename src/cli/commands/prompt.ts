/** `qgate prompt`: not built yet (its issue is open). */
import { UsageError } from "../../errors.js";

export async function promptCommand(_argv: string[]): Promise<number> {
  throw new UsageError("prompt: not available yet");
}
