import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { o as spawnDaemon, s as stopDaemon, t as BUILD } from "./client-BJW_B4A-.js";
import { i as tuneDaemonHeap } from "./memory-D6_I-8N6.js";
import { n as daemonFiles } from "./paths-CsvQPuJS.js";
import { n as requestStatus, t as renderStatus } from "./status-C9s3YIZq.js";
import { n as parse } from "./args-kDsXOlRC.js";
import { t as isAlive } from "./process-C57Jgrqg.js";
import { a as daemonMessages } from "./messages-CuSOVVL6.js";
import { writeSync } from "node:fs";

// dist/cli/daemon-status.js
/** Prints the status as pretty text or JSON; exit 1 when no daemon runs. */
async function printStatus(files, format) {
	const status = await requestStatus(files);
	if (!status) {
		if (format === "json") process.stdout.write(`${JSON.stringify({ running: false })}\n`);
		else process.stdout.write(`${(await import("./messages-Qi3eEyad.js")).daemonMessages.notRunning}\n`);
		return 1;
	}
	if (format === "json") process.stdout.write(`${JSON.stringify({
		running: true,
		...status
	}, null, 2)}\n`);
	else process.stdout.write(renderStatus(status));
	return 0;
}

// dist/cli/commands/daemon.js
/** `qgate daemon start|stop|status|restart|run`: the warm gate's lifecycle (src/daemon/). */
const daemonHelp = `Usage: qgate daemon <start|stop|status|restart> [options]

A background process that keeps the tools loaded, so a hook or check costs a fraction of a cold run.
\`qgate hook\` starts it when none runs; \`qgate hook\` and \`qgate check\` use it when it runs.
QGATE_DAEMON=0 (or "daemon": {"enabled": false} in the policy) turns it off.

Commands:
  start       Start the daemon in the background (nothing happens when one runs)
  stop        Stop it, with its workers and tool processes
  status      Pid, uptime, memory, projects and requests (exit 1 when none runs)
  restart     Stop, then start

Options:
  --http <port>           Also serve Claude Code's HTTP hooks on 127.0.0.1:<port> (start, restart)
  --format <pretty|json>  status output (default pretty)
  -h, --help              Show this help

Environment: QGATE_DAEMON_DIR (where the socket and token live), QGATE_DAEMON_IDLE_MINUTES (default 15,
or the policy's daemon.idleMinutes), QGATE_DAEMON_MAX_MEMORY_MB (default 1536, or daemon.maxMemoryMb).
`;
async function waitFor(test, ms) {
	const until = Date.now() + ms;
	let wait = 20;
	while (Date.now() < until) {
		if (await test()) return true;
		await new Promise((resolve) => setTimeout(resolve, wait));
		wait = Math.min(wait * 2, 200);
	}
	return test();
}
function numberFromEnv(name, env) {
	const value = env[name];
	if (value === void 0 || value === "") return void 0;
	if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(daemonMessages.badEnvNumber(name, value));
	return Number(value);
}
/** The foreground daemon (what `start` spawns). Settings: environment, else the starting project's policy. */
async function run(files, httpPort, main) {
	const env = process.env;
	let idleMinutes = numberFromEnv("QGATE_DAEMON_IDLE_MINUTES", env);
	let maxMemoryMb = numberFromEnv("QGATE_DAEMON_MAX_MEMORY_MB", env);
	try {
		const policy = loadPolicy({ root: await resolveRoot(void 0) });
		idleMinutes ??= policy.daemon.idleMinutes;
		maxMemoryMb ??= policy.daemon.maxMemoryMb;
	} catch {}
	process.chdir("/");
	const idleMs = numberFromEnv("QGATE_DAEMON_IDLE_MS", env);
	tuneDaemonHeap();
	const { DaemonServer } = await import("./server-DEdUiWFz.js");
	if (!await new DaemonServer({
		files,
		main,
		version: BUILD,
		idleExitMs: idleMs ?? (idleMinutes ?? 15) * 6e4,
		maxRssBytes: (maxMemoryMb ?? 1536) * 1048576,
		httpPort,
		log: (line) => writeSync(2, `${(/* @__PURE__ */ new Date()).toISOString()} ${line}\n`)
	}).start()) {
		process.stderr.write(`${daemonMessages.alreadyStarting}\n`);
		return 0;
	}
	return new Promise(() => void 0);
}
async function start(files, httpPort) {
	const running = await requestStatus(files);
	if (running && (httpPort === void 0 || running.http?.port === httpPort)) {
		process.stdout.write(`${daemonMessages.alreadyRunning(running.pid)}\n`);
		return 0;
	}
	if (running) await stop(files, true);
	await spawnDaemon(files, httpPort !== void 0 ? ["--http", String(httpPort)] : []);
	let status;
	if (!await waitFor(async () => (status = await requestStatus(files)) !== void 0, 1e4) || !status) throw new UsageError(daemonMessages.didNotStart(files.log));
	if (httpPort !== void 0 && status.http?.port !== httpPort) throw new UsageError(daemonMessages.noHttp(httpPort, files.log));
	process.stdout.write(`${daemonMessages.started(status.pid, files.socket, status.http?.port)}\n`);
	return 0;
}
async function stop(files, quiet = false) {
	const status = await requestStatus(files);
	if (!status) {
		if (!quiet) process.stdout.write(`${daemonMessages.notRunning}\n`);
		return 0;
	}
	await stopDaemon(files);
	if (!await waitFor(() => !isAlive(status.pid), 1e4)) throw new UsageError(daemonMessages.didNotStop(status.pid));
	if (!quiet) process.stdout.write(`${daemonMessages.stopped(status.pid)}\n`);
	return 0;
}
async function daemonCommand(argv, main) {
	const { values, positionals } = parse("daemon", argv, {
		format: { type: "string" },
		http: { type: "string" },
		help: {
			type: "boolean",
			short: "h"
		}
	});
	const [action, ...extra] = positionals;
	if (values.help || action === void 0) {
		process.stdout.write(daemonHelp);
		return values.help ? 0 : 2;
	}
	if (extra.length > 0) throw new UsageError(daemonMessages.unexpectedArgument(extra[0]));
	const format = values.format ?? "pretty";
	if (format !== "pretty" && format !== "json") throw new UsageError(daemonMessages.badFormat(format));
	let httpPort;
	if (values.http !== void 0) {
		if (!/^\d+$/.test(values.http) || Number(values.http) < 1 || Number(values.http) > 65535) throw new UsageError(daemonMessages.badHttpPort(values.http));
		httpPort = Number(values.http);
	}
	const files = daemonFiles(process.env);
	switch (action) {
		case "start": return start(files, httpPort);
		case "stop": return stop(files);
		case "restart":
			await stop(files, true);
			return start(files, httpPort);
		case "run": return run(files, httpPort, main);
		case "status": return printStatus(files, format);
		default: throw new UsageError(daemonMessages.unknownAction(action));
	}
}

export { daemonCommand };