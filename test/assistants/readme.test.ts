/**
 * The README's assistant table is the registry's (issue 19): one row per room with an installer, in
 * registry order, each cell from its descriptor. A room added to the registry without its row, or a
 * row edited by hand away from its descriptor, fails here, the diff showing the row its descriptor gives.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ASSISTANTS } from "../../src/assistants/registry.js";
import { REPO_ROOT } from "../helpers/project.js";

const HEADER = "assistant (behaviour followed)";

/** The table's rows as the descriptors say them, cells trimmed. */
function readmeRows(): string[][] {
  return ASSISTANTS.filter((room) => room.installer).map((room) => [
    `${room.name} (${room.follows})`,
    `\`npx qgate install ${room.id}\``,
    room.events.join(", "),
    room.blockChannel,
    room.limits.join("; "),
  ]);
}

/** The README's table under the header, cells trimmed (Prettier pads them). */
function tableRows(): string[][] {
  const lines = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8").split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${HEADER}`));
  expect(start).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("the README's assistant table", () => {
  it("has one row per registered assistant, each cell from its descriptor", () => {
    expect(tableRows()).toEqual(readmeRows());
  });
});
