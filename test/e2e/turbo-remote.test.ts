/**
 * Two clones of the monorepo share one real `turborepo-remote-cache` server (on 127.0.0.1, local
 * storage): the first clone's `turbo run qgate` fills it, and the second clone's is served from it
 * whole, with the same findings and exit code (issue 35). In the "engines" project (vitest.config.ts).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startCacheServer, type CacheServer } from "../helpers/remote-cache-server.js";
import { findings, plannedTasks, runTurbo, turboMonorepo, type Monorepo } from "../helpers/turbo-monorepo.js";

let server: CacheServer;
const clones: Monorepo[] = [];

beforeAll(async () => {
  server = await startCacheServer();
});

afterAll(async () => {
  for (const clone of clones) clone.remove();
  await server.stop();
});

it("the second clone's run is served from the shared remote cache", async () => {
  const remote = { TURBO_API: server.url, TURBO_TOKEN: server.token, TURBO_TEAM: server.team };
  const first = await turboMonorepo();
  const second = await turboMonorepo();
  clones.push(first, second);
  const filled = await runTurbo(first.root, [], remote);
  expect(filled.exitCode, filled.stdout).toBe(0);
  expect(server.artifacts()).toHaveLength(4);
  // The second clone has no local cache: every task is a remote hit, and the run replays the first's.
  expect(
    (await plannedTasks(second.root, [], remote)).map((task) => [
      task.package,
      task.cache.status,
      task.cache.remote,
    ]),
  ).toEqual([
    ["@fx/biome-app", "HIT", true],
    ["@fx/geometry", "HIT", true],
    ["@fx/shapes", "HIT", true],
    ["@fx/util", "HIT", true],
  ]);
  const served = await runTurbo(second.root, [], remote);
  expect(served.exitCode).toBe(filled.exitCode);
  expect(served.stdout).toContain("FULL TURBO");
  expect(findings(served.stdout)).toEqual(findings(filled.stdout));
  expect(findings(served.stdout)).toEqual([
    "packages/util/src/index.ts 2:3 warning Unexpected console statement. lint/no-console",
  ]);
}, 360_000);
