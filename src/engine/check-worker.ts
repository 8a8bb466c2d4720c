/** Worker-thread entry: runs one check id, request after request, keeping its tools loaded. */
import { parentPort, workerData } from "node:worker_threads";
import { emptyResult, type CheckId, type CheckResult } from "../checks/check.js";
import { loadCheck } from "../checks/registry.js";
import { saveCodeCaches } from "../checks/typescript/code-cache.js";
import { describeError } from "../errors.js";
import type { CheckRequest } from "./host.js";

const port = parentPort;
const { id } = workerData as { id: CheckId };

if (port) {
  port.on("message", async (message: { type: "run"; requestId: number; request: CheckRequest }) => {
    const { requestId, request } = message;
    let result: CheckResult;
    try {
      const check = await loadCheck(id);
      result = await check.run({
        root: request.root,
        files: request.files,
        allFiles: request.allFiles,
        options: request.options,
        fix: request.fix,
        requireProjectTool: request.requireProjectTool,
        // The host enforces the timeout by terminating this thread; nothing to abort in here.
        signal: new AbortController().signal,
        registerChild: (pid) => port.postMessage({ type: "child", pid }),
      });
    } catch (error) {
      result = {
        ...emptyResult(),
        failures: [
          {
            check: id,
            errorType: "tool_execution_failed",
            message: `${id} crashed: ${describeError(error)}`,
          },
        ],
      };
    }
    // Only after a cold load without one (TypeScript's compiler, typescript/code-cache.ts): a few ms.
    saveCodeCaches();
    port.postMessage({ type: "result", requestId, result });
  });
}
