/**
 * The real `turborepo-remote-cache` server (the devDependency, as users self-host it), started as a
 * child process on 127.0.0.1 at a free port with local storage in a temp directory. The port is read
 * from its own "Server listening at" log line; each request it logs is told to `onRequest` listeners,
 * so a test can act (kill it) at a request without sleeping.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { execa } from "execa";

const require = createRequire(import.meta.url);
const SERVER_CLI = path.join(
  path.dirname(require.resolve("turborepo-remote-cache/package.json")),
  "dist",
  "cli.js",
);

export interface CacheServer {
  url: string;
  token: string;
  team: string;
  /** The team's directory in the server's storage: one file per artifact, `<hash>.tag` beside it. */
  teamDir: string;
  /** The artifacts stored (not their tags), by hash. */
  artifacts(): string[];
  /** Called with "METHOD url" for every request the server logs. */
  onRequest(listener: (request: string) => void): void;
  /** SIGKILL, as a crash; resolves when the process is gone. */
  kill(): Promise<void>;
  /** Stops it and removes its storage. */
  stop(): Promise<void>;
}

export interface CacheServerOptions {
  token?: string;
  team?: string;
  /**
   * The server keeps and serves artifacts' x-artifact-tag only when it has a signature key of its own
   * (it never checks tags: the clients do).
   */
  keepsTags?: boolean;
}

export async function startCacheServer(options: CacheServerOptions = {}): Promise<CacheServer> {
  const token = options.token ?? "qgate-test-token";
  const team = options.team ?? "qgate-tests";
  const storage = mkdtempSync(path.join(tmpdir(), "qgate-remote-cache-"));
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
      ...(options.keepsTags ? { TURBO_REMOTE_CACHE_SIGNATURE_KEY: "the server only stores tags" } : {}),
    },
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    stderr: "ignore",
    buffer: false,
  });
  const listeners: Array<(request: string) => void> = [];
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("turborepo-remote-cache did not start within 30 s")),
      30_000,
    );
    void child.then((result) =>
      reject(
        new Error(`turborepo-remote-cache exited before listening (${result.exitCode ?? result.signal})`),
      ),
    );
    lines.on("line", (line) => {
      let entry: { message?: string; msg?: string; req?: { method?: string; url?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      const message = entry.message ?? entry.msg ?? "";
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(message);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
      if (message === "incoming request" && entry.req)
        for (const listener of listeners) listener(`${entry.req.method} ${entry.req.url}`);
    });
  });
  const teamDir = path.join(storage, team);
  const gone = async () => {
    await child;
  };
  return {
    url,
    token,
    team,
    teamDir,
    artifacts: () => {
      try {
        return readdirSync(teamDir).filter((name) => !name.endsWith(".tag"));
      } catch {
        return [];
      }
    },
    onRequest: (listener) => listeners.push(listener),
    kill: async () => {
      child.kill("SIGKILL");
      await gone();
    },
    stop: async () => {
      child.kill("SIGKILL");
      await gone();
      rmSync(storage, { recursive: true, force: true });
    },
  };
}

/** A server that accepts connections and never answers: a remote cache gone silent. */
export interface SilentServer {
  url: string;
  /** The connections it accepted. */
  sockets: Socket[];
  close(): Promise<void>;
}

export async function startSilentServer(): Promise<SilentServer> {
  const sockets: Socket[] = [];
  const hole = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => hole.listen(0, "127.0.0.1", resolve));
  const { port } = hole.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hole.close(resolve));
    },
  };
}
