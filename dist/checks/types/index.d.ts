/** The `types` check: TypeScript on the changed files and their importers (run.ts), loaded only when it runs. */
import { z } from "zod";
declare const _default: import("../check.js").Check<"types", z.ZodObject<{}, z.core.$strict>>;
export default _default;
