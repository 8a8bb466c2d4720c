// dist/util/process.js
/** Child-process helpers shared by checks and routing. */
/**
* Kills a process and its whole group. Children that checks spawn are started `detached`, so each
* leads its own process group and a negative pid reaches every descendant.
*/
function killProcessTree(pid) {
	for (const target of [-pid, pid]) try {
		process.kill(target, "SIGKILL");
	} catch {}
}
/** Whether a process exists (EPERM: it does, owned by another user). */
function isAlive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return error.code === "EPERM";
	}
}

export { killProcessTree as n, isAlive as t };