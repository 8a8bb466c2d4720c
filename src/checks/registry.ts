/**
 * Check modules by id, loaded lazily so a worker thread loads only the tool it runs.
 * Each module's check object keeps its loaded tools (ESLint instances, Prettier, TS programs) in
 * module state, so repeated runs in one process (or one long-lived worker) are warm.
 */
import type { Check, CheckId } from "./check.js";

const loaders: Record<CheckId, () => Promise<Check>> = {
  format: async () => (await import("./format.js")).formatCheck,
  lint: async () => (await import("./lint.js")).lintCheck,
  types: async () => (await import("./types.js")).typesCheck,
  security: async () => (await import("./security.js")).securityCheck,
};

export function loadCheck(id: CheckId): Promise<Check> {
  return loaders[id]();
}
