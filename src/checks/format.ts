/** The `format` check (stub until implemented). */
import type { Check } from "./check.js";
import { emptyResult } from "./check.js";
import { appliesTo } from "./applies.js";

export const formatCheck: Check = {
  id: "format",
  description: "format (not implemented yet)",
  appliesTo: (file) => appliesTo("format", file),
  async run(context) {
    return {
      ...emptyResult(),
      failures: [
        { check: "format", errorType: "dependency_error", message: "format check is not implemented yet" },
      ],
      checkedFiles: context.files.map((f) => f.path),
    };
  },
};
