/**
 * The fake credentials planted in fixtures/secrets (made up, they grant nothing). Tests assert that
 * none of them ever reaches an output. Every one of them contains "qgatefake" (any case) as well.
 */
export const FAKE_SECRETS = [
  "qgateFAKEqgateFAKEqgateFAKEqgateFAKE0000",
  "AKIAQGATEFAKE0000001",
  "ghp_qgateFAKEtoken0000000000000000000000",
  "ghp_qgateFAKEclient000000000000000000000",
  "https://hooks.slack.com/services/TQGATEFAKE/BQGATEFAKE/qgateFAKEwebhook000000",
  "qgateFAKEwebhook000000",
  "qgateFAKEdbPass42",
  "sk-qgateFAKEqgateFAKE00T3BlbkFJqgateFAKEqgateFAKE00",
  "xoxb-000000000000-qgateFAKEtoken",
  "npm_qgateFAKEnpmtoken0000000000000000000",
  "qgateFAKEpass42",
  "MIIEqgateFAKE",
  "sk-ant-api03-qgateFAKE",
] as const;

/** Any trace of a planted secret. */
export const FAKE_MARKER = /qgatefake/i;
