import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { _ as resultsDir, b as shownUrl, d as cacheDisabledByEnv, f as cacheMaxBytes, h as cleanCache, m as cacheUsage, n as cleanRunRecords, p as cacheSettingWarnings, r as countRunRecords, u as runsDir, v as RemoteCache, y as remoteCacheSettings } from "./run-record-B1NuYxko.js";
import { n as parse } from "./args-kDsXOlRC.js";
import { t as cacheMessages } from "./messages-CuSOVVL6.js";

// dist/cli/commands/cache.js
/** `qgate cache status|clean`: the result cache on disk (engine/disk-cache.ts). */
const cacheHelp = `Usage: qgate cache <status|clean> [options]

Check results kept on disk, keyed by everything a result depends on (the check and its options, each
file's content, the configs' content, the tools' versions, this qgate), so a cold run (CLI, pre-commit,
CI) reuses what an earlier run computed. The types check is not cached.

Commands:
  status      Where the cache is, whether it is on, its entries and size against the cap
  clean       Remove every entry

Options:
  --format <pretty|json>  status output (default pretty)
  -h, --help              Show this help

Environment: QGATE_CACHE_DIR (default $XDG_CACHE_HOME/qgate, else ~/.cache/qgate), QGATE_CACHE=0 (off;
or "cache": {"enabled": false} in the policy), QGATE_CACHE_MAX_MB (default 100, or cache.maxSizeMb).

Remote (a server speaking Turborepo's remote cache API; docs/cache.md): QGATE_REMOTE_CACHE_URL,
QGATE_REMOTE_CACHE_TOKEN, QGATE_REMOTE_CACHE_TEAM (or TURBO_API, TURBO_TOKEN, TURBO_TEAM; the URL and
team may also be in the policy's cache.remote, never the token), QGATE_REMOTE_CACHE_READ_ONLY=1 (read,
never write: pull requests from forks), QGATE_REMOTE_CACHE_SIGNATURE_KEY (or
TURBO_REMOTE_CACHE_SIGNATURE_KEY: sign what is written, refuse what is not signed with it).
`;
/** The project's policy when there is one (for its cache settings); the defaults otherwise. */
async function policyHere() {
	try {
		return loadPolicy({ root: await resolveRoot(void 0) });
	} catch {
		return {
			source: "built-in default",
			cache: {
				enabled: true,
				maxSizeMb: 100
			}
		};
	}
}
async function status(format) {
	const env = process.env;
	const policy = await policyHere();
	const dir = resultsDir(env);
	const { entries, bytes } = await cacheUsage(dir);
	const runRecords = countRunRecords(env);
	const maxBytes = cacheMaxBytes(policy, env);
	const off = cacheDisabledByEnv(env) ? "env" : policy.cache.enabled ? void 0 : "policy";
	const warnings = cacheSettingWarnings(policy, env);
	const { settings, problem } = remoteCacheSettings(policy, env);
	if (problem) warnings.push(problem);
	const reach = settings ? await new RemoteCache(settings).probe() : void 0;
	const remote = settings ? {
		url: shownUrl(settings.url),
		team: settings.team,
		readOnly: settings.readOnly,
		signed: settings.signatureKey !== void 0,
		token: settings.token !== void 0,
		from: settings.from,
		state: reach
	} : void 0;
	if (format === "json") {
		const json = {
			dir,
			enabled: off === void 0,
			...off ? { disabledBy: off } : {},
			entries,
			bytes,
			maxBytes,
			runRecords,
			remote: remote ?? null,
			warnings
		};
		process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
		return 0;
	}
	const state = off === "env" ? cacheMessages.offByEnv : off === "policy" ? cacheMessages.offByPolicy(policy.source) : cacheMessages.on;
	const remoteLine = remote ? cacheMessages.remote(remote.url, remote.team, remote.readOnly, remote.signed, remote.from, remote.state ?? "") : cacheMessages.noRemote;
	process.stdout.write(`${cacheMessages.status(state, dir, entries, bytes, maxBytes, runRecords, remoteLine, warnings)}\n`);
	return 0;
}
async function clean() {
	const dir = resultsDir(process.env);
	const removed = await cleanCache(dir);
	const records = cleanRunRecords(process.env);
	process.stdout.write(`${cacheMessages.cleaned(removed, dir, records, runsDir(process.env))}\n`);
	return 0;
}
async function cacheCommand(argv) {
	const { values, positionals } = parse("cache", argv, {
		format: { type: "string" },
		help: {
			type: "boolean",
			short: "h"
		}
	});
	const [action, ...extra] = positionals;
	if (values.help || action === void 0) {
		process.stdout.write(cacheHelp);
		return values.help ? 0 : 2;
	}
	if (extra.length > 0) throw new UsageError(cacheMessages.unexpectedArgument(extra[0]));
	const format = values.format ?? "pretty";
	if (format !== "pretty" && format !== "json") throw new UsageError(cacheMessages.badFormat(format));
	switch (action) {
		case "status": return status(format);
		case "clean": return clean();
		default: throw new UsageError(cacheMessages.unknownAction(action));
	}
}

export { cacheCommand };