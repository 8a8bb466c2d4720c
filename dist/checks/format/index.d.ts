import { z } from "zod";
declare const _default: import("../check.js").Check<"format", z.ZodObject<{}, z.core.$strict>>;
export default _default;
