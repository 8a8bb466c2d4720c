import { describe, expect, it } from "vitest";
import { engineMessages } from "../src/messages.js";

describe("engineMessages.bundledCopies", () => {
  it("names one, two or three bundled tools as Intl.ListFormat('en') would, and the package", () => {
    const list = new Intl.ListFormat("en", { type: "conjunction" });
    for (const named of [["prettier 3.10.1"], ["prettier 3.10.1", "typescript 5.9.3"], ["a 1", "b 2", "c 3"]])
      expect(engineMessages.bundledCopies(named, "")).toBe(
        `${list.format(named)}: qgate's bundled ${named.length === 1 ? "copy" : "copies"} (none installed in the project)`,
      );
    expect(engineMessages.bundledCopies(["eslint 10.15.0"], "packages/web")).toBe(
      "eslint 10.15.0: qgate's bundled copy (none installed in packages/web)",
    );
  });
});
