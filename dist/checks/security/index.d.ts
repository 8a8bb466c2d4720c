/**
 * The `security` check: secrets in every text file and dangerous code patterns in script files
 * (run.ts), loaded only when the check runs. Its options are the only check options there are.
 */
import { z } from "zod";
declare const _default: import("../check.js").Check<"security", z.ZodObject<{
    secrets: z.ZodOptional<z.ZodBoolean>;
    patterns: z.ZodOptional<z.ZodBoolean>;
    rules: z.ZodOptional<z.ZodRecord<z.ZodEnum<{
        [x: string]: string;
    }> & z.core.$partial, z.ZodEnum<{
        error: "error";
        off: "off";
        warn: "warn";
    }>>>;
}, z.core.$strict>>;
export default _default;
