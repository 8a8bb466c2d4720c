/**
 * The real `turborepo-remote-cache` server for the bench's remote row (the devDependency, as users
 * self-host it): a child process on 127.0.0.1 at a free port (PORT=0), local storage in `storage`, a
 * bearer token. The port is read from its own "Server listening at" log line; the artifacts stored are
 * counted from the storage directory. The bench's own copy of test/helpers/remote-cache-server.ts
 * (the bench is plain JS and imports nothing from test/).
 */
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { execa } from "execa";

const require = createRequire(import.meta.url);
const SERVER_CLI = path.join(
  path.dirname(require.resolve("turborepo-remote-cache/package.json")),
  "dist",
  "cli.js",
);

export async function startCacheServer(storage, { token = "qgate-bench-token", team = "qgate-bench" } = {}) {
  const child = execa(process.execPath, [SERVER_CLI], {
    env: {
      HOST: "127.0.0.1",
      PORT: "0",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      STORAGE_PROVIDER: "local",
      STORAGE_PATH: storage,
      STORAGE_PATH_USE_TMP_FOLDER: "false",
      TURBO_TOKEN: token,
    },
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    stderr: "ignore",
    buffer: false,
  });
  let requests = 0;
  // Read every line as long as the server runs (it logs each request: a pipe left unread would fill).
  const lines = createInterface({ input: child.stdout });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await child;
  };
  let url;
  try {
    url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("turborepo-remote-cache did not start within 30 s")),
        30_000,
      );
      void child.then((result) => {
        clearTimeout(timer);
        reject(
          new Error(`turborepo-remote-cache exited before listening (${result.exitCode ?? result.signal})`),
        );
      });
      lines.on("line", (line) => {
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          return;
        }
        const message = entry.message ?? entry.msg ?? "";
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(message);
        if (listening) {
          clearTimeout(timer);
          resolve(listening[1]);
        }
        if (message === "incoming request") requests++;
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const teamDir = path.join(storage, team);
  return {
    url,
    token,
    team,
    pid: child.pid,
    /** The requests the server has logged so far. */
    requests: () => requests,
    /** The artifacts stored (not their tags). */
    artifacts: () => {
      try {
        return readdirSync(teamDir).filter((name) => !name.endsWith(".tag")).length;
      } catch {
        return 0;
      }
    },
    /** SIGKILL; resolves when the process is gone (the storage is the caller's to remove). */
    stop,
  };
}
