import os from "node:os";

// dist/util/home.js
/**
* The user's home directory as the given environment says it (`HOME`), else the process's own. A
* daemon, MCP server or language server runs each request in its client's environment by swapping
* `process.env` for a plain object (daemon/run-request.ts), and `os.homedir()` reads the process's real
* environment, not that object: a path under `~` must come from the request's environment.
*/
function homeDir(env) {
	return env.HOME || os.homedir();
}

export { homeDir as t };