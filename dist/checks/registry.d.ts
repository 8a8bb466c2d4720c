/**
 * The checks, in the order reports list them. Each is a folder with a default-exported `Check`
 * (`src/checks/<id>/index.ts`): what it applies to and its options live there, and its tools load
 * only when it runs, so planning on the main thread never loads a tool. `CheckId` derives from here.
 */
import type { ChangedFile } from "../changes/change-set.js";
export declare const CHECKS: readonly [import("./check.js").Check<"format", import("zod").ZodObject<{}, import("zod/v4/core").$strict>>, import("./check.js").Check<"lint", import("zod").ZodObject<{}, import("zod/v4/core").$strict>>, import("./check.js").Check<"types", import("zod").ZodObject<{}, import("zod/v4/core").$strict>>, import("./check.js").Check<"security", import("zod").ZodObject<{
    secrets: import("zod").ZodOptional<import("zod").ZodBoolean>;
    patterns: import("zod").ZodOptional<import("zod").ZodBoolean>;
    rules: import("zod").ZodOptional<import("zod").ZodRecord<import("zod").ZodEnum<{
        [x: string]: string;
    }> & import("zod/v4/core").$partial, import("zod").ZodEnum<{
        error: "error";
        off: "off";
        warn: "warn";
    }>>>;
}, import("zod/v4/core").$strict>>];
export type CheckId = (typeof CHECKS)[number]["id"];
export declare const CHECK_IDS: readonly CheckId[];
export type CheckById = {
    [C in (typeof CHECKS)[number] as C["id"]]: C;
};
export declare function getCheck<Id extends CheckId>(id: Id): CheckById[Id];
/** Whether check `id` has anything to say about `file`: the check's own `appliesTo`. */
export declare function appliesTo(id: CheckId, file: ChangedFile): boolean;
