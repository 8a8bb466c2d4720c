export const DEFAULT_TIMEOUT_MS = 60_000;
