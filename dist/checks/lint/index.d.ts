/** The `lint` check: ESLint, the project's own with its config (run.ts), loaded only when the check runs. */
import { z } from "zod";
declare const _default: import("../check.js").Check<"lint", z.ZodObject<{}, z.core.$strict>>;
export default _default;
