/** The progress line's counts, drawn on a stand-in terminal stream (the e2e test uses a real pseudo-terminal). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startProgress } from "../../src/cli/progress.js";

function terminal() {
  const written: string[] = [];
  const stream = { isTTY: true, columns: 200, write: (text: string) => written.push(text) > 0 };
  return { stream: stream as unknown as NodeJS.WriteStream, last: () => written.at(-1) ?? "" };
}

describe("startProgress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts a running check's files as it finishes them, and all of them once it is done", () => {
    const { stream, last } = terminal();
    const progress = startProgress(stream, { QGATE_PROGRESS_DELAY_MS: "0", NO_COLOR: "1" }, false);
    try {
      progress.onProgress({
        type: "planned",
        checks: [
          { id: "format", files: 3 },
          { id: "lint", files: 2 },
        ],
      });
      progress.onProgress({ type: "started", id: "format" });
      vi.advanceTimersByTime(1); // Shown once the delay (0 here) has passed.
      progress.onProgress({ type: "files", id: "format", count: 1 });
      expect(last()).toContain("0/2 checks, 1/5 file checks");
      progress.onProgress({ type: "files", id: "format", count: 1 });
      expect(last()).toContain("0/2 checks, 2/5 file checks");
      progress.onProgress({ type: "finished", id: "format", ms: 5 });
      expect(last()).toContain("1/2 checks, 3/5 file checks");
    } finally {
      progress.stop();
    }
  });
});
