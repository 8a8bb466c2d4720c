/** The `types` check (stub until implemented). */
import type { Check } from "./check.js";
import { emptyResult } from "./check.js";
import { appliesTo } from "./applies.js";

export const typesCheck: Check = {
  id: "types",
  description: "types (not implemented yet)",
  appliesTo: (file) => appliesTo("types", file),
  async run(context) {
    return {
      ...emptyResult(),
      failures: [
        { check: "types", errorType: "dependency_error", message: "types check is not implemented yet" },
      ],
      checkedFiles: context.files.map((f) => f.path),
    };
  },
};
