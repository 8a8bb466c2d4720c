/**
 * The fake credentials planted in fixtures/secrets (made up, they grant nothing). Tests assert that
 * none of them ever reaches an output. Each is assembled at run time so that this file is not itself
 * a file full of secret-shaped strings (qgate scanning its own tests stays clean). Every one of them
 * contains "qgatefake" (any case) as well.
 */
import { expect } from "vitest";

const F = "qgateFAKE";

export const FAKE_SECRETS = [
  `${F}${F}${F}${F}0000`,
  `AKIA${F.toUpperCase()}0000001`,
  `ghp_${F}token${"0".repeat(22)}`,
  `ghp_${F}client${"0".repeat(21)}`,
  ["https://hooks.slack.com/services", "TQGATEFAKE", "BQGATEFAKE", `${F}webhook000000`].join("/"),
  `${F}webhook000000`,
  `${F}dbPass42`,
  `sk-${F}${F}00T3BlbkFJ${F}${F}00`,
  ["xoxb", "000000000000", `${F}token`].join("-"),
  `npm_${F}npmtoken${"0".repeat(19)}`,
  `${F}pass42`,
  `MIIE${F}`,
  `sk-ant-api03-${F}`,
] as const;

/** Any trace of a planted secret. */
export const FAKE_MARKER = /qgatefake/i;

/** The files of fixtures/secrets that hold the planted secrets. */
export const SECRET_FILES = [
  ".env",
  ".env.local",
  "config/settings.json",
  "deploy.yaml",
  "scripts/deploy.sh",
  "src/client.ts",
];

/** Asserts that `text` holds no planted secret nor any trace of one; `where` names the text on failure. */
export function expectNoSecret(text: string, where?: string): void {
  for (const secret of FAKE_SECRETS) expect(text, where).not.toContain(secret);
  expect(text, where).not.toMatch(FAKE_MARKER);
}
