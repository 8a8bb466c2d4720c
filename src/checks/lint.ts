/** The `lint` check (stub until implemented). */
import type { Check } from "./check.js";
import { emptyResult } from "./check.js";
import { appliesTo } from "./applies.js";

export const lintCheck: Check = {
  id: "lint",
  description: "lint (not implemented yet)",
  appliesTo: (file) => appliesTo("lint", file),
  async run(context) {
    return {
      ...emptyResult(),
      failures: [
        { check: "lint", errorType: "dependency_error", message: "lint check is not implemented yet" },
      ],
      checkedFiles: context.files.map((f) => f.path),
    };
  },
};
