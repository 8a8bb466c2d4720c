// dist/cli/value-examples.js
/** An example value for each option that takes one: usage errors show it ("--diff needs a value, e.g. --diff main"). */
const VALUE_EXAMPLES = {
	"--diff": "main",
	"--format": "json",
	"--policy": "strict",
	"--only": "lint,types",
	"--scope": "added",
	"--shard": "1/4",
	"--cwd": "packages/api",
	"--session": "<id>",
	"--since": "2026-01-31",
	"--resource": "invoice",
	"--role": "\"a senior security engineer\"",
	"--min-score": "80",
	"--assistant": "codex",
	"--event": "agentStop",
	"--error-hook": "./scripts/on-error.sh",
	"--webhook-env": "MY_WEBHOOK_URL"
};

export { VALUE_EXAMPLES as t };