/** The `security` check (stub until implemented). */
import type { Check } from "./check.js";
import { emptyResult } from "./check.js";
import { appliesTo } from "./applies.js";

export const securityCheck: Check = {
  id: "security",
  description: "security (not implemented yet)",
  appliesTo: (file) => appliesTo("security", file),
  async run(context) {
    return {
      ...emptyResult(),
      failures: [
        {
          check: "security",
          errorType: "dependency_error",
          message: "security check is not implemented yet",
        },
      ],
      checkedFiles: context.files.map((f) => f.path),
    };
  },
};
