/** Temp projects that a test file makes freely: each one is removed when its test ends. */
import { afterEach } from "vitest";
import { tempProject, type TempProject } from "./project.js";

/**
 * A `tempProject` for one test file whose projects are removed after each test. Call it once at the
 * top level of the file: it registers the `afterEach` that cleans up.
 */
export function tempProjects(): (
  fixture?: string,
  options?: Parameters<typeof tempProject>[1],
) => Promise<TempProject> {
  const made: TempProject[] = [];
  afterEach(() => {
    for (const project of made.splice(0)) project.cleanup();
  });
  return async (fixture, options) => {
    const project = await tempProject(fixture, options);
    made.push(project);
    return project;
  };
}
