import { t as homeDir } from "./home-CJHKUSVb.js";
import path from "node:path";

// dist/routing/log-dir.js
/**
* Where qgate's logs live: the assistant's configuration directory, `~/.claude/logs/qgate/` by default.
* `QGATE_LOG_DIR` overrides it (tests always set it); `CLAUDE_CONFIG_DIR` moves the base like the assistant does.
*/
const METRICS_FILE = "metrics.jsonl";
function resolveLogDir(env = process.env) {
	if (env.QGATE_LOG_DIR) return path.resolve(env.QGATE_LOG_DIR);
	const base = env.CLAUDE_CONFIG_DIR ? path.resolve(env.CLAUDE_CONFIG_DIR) : path.join(homeDir(env), ".claude");
	return path.join(base, "logs", "qgate");
}

export { resolveLogDir as n, METRICS_FILE as t };