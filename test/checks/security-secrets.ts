/**
 * The fake credentials planted in fixtures/secrets (made up, they grant nothing). Tests assert that
 * none of them ever reaches an output. Each is assembled at run time so that this file is not itself
 * a file full of secret-shaped strings (qgate scanning its own tests stays clean). Every one of them
 * contains "qgatefake" (any case) as well.
 */
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
