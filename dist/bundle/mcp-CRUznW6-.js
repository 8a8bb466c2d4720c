import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError, i as QgateError, o as describeError } from "./errors-BsNsftzl.js";
import { a as forwardRun, i as daemonDisabled, n as DaemonOff, r as VERSION } from "./client-BJW_B4A-.js";
import { o as redactText, s as redactValue } from "./redact-CzCWQn79.js";
import { t as inProcessRunner } from "./run-request-DvZaN2uP.js";
import { i as cliMessages, u as mcpMessages } from "./messages-CuSOVVL6.js";
import { n as explainRule, t as withProtocolStdout } from "./protocol-stdout-CH-P13qx.js";
import { r as whereLabel } from "./labels-Bu-vcy8U.js";
import { c as _enum, f as number, g as toJSONSchema, l as array, m as string, p as object, t as CHECK_IDS, u as boolean } from "./registry-DAdWNiK0.js";
import { r as resolveTool } from "./resolve-tool-CSGVxh-b.js";
import { n as daemonFiles } from "./paths-CsvQPuJS.js";
import { n as requestStatus } from "./status-C9s3YIZq.js";
import { n as ScopeSchema, t as loadPolicy } from "./load-Xy4XWCO9.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

// dist/mcp/check.js
/**
* The `check` tool: the same `qgate check` a terminal runs, asked for its JSON report. It goes to the
* warm daemon when one serves (started as a hook starts it), else it runs in this process, and the
* result says which; when a daemon was expected but could not serve, the result says why. It never
* passes silently: a run that could not produce a report is an error result.
*/
/** At most this many findings go back to the model (the count says how many there were). */
const MAX_FINDINGS = 200;
/** The argv of the `qgate check` that answers these arguments; paths after `--`, never read as options. */
function checkArgv(root, args) {
	if ([
		(args.files?.length ?? 0) > 0,
		args.staged === true,
		args.diff !== void 0
	].filter(Boolean).length > 1) throw new UsageError(mcpMessages.oneSelector);
	if (args.diff !== void 0 && (args.diff.startsWith("-") || /[\s\0]/.test(args.diff))) throw new UsageError(mcpMessages.badDiff);
	return [
		"check",
		"--format",
		"json",
		"--no-progress",
		`--cwd=${root}`,
		...args.staged ? ["--staged"] : [],
		...args.diff !== void 0 ? [`--diff=${args.diff}`] : [],
		...args.only ? [`--only=${args.only.join(",")}`] : [],
		...args.scope ? [`--scope=${args.scope}`] : [],
		"--",
		...args.files ?? []
	];
}
/** One runner per server; its runs in this process take turns (inProcessRunner). */
function checkRunner(root, runCli) {
	const runInProcess = inProcessRunner(runCli);
	const cold = (argv) => runInProcess(argv, root);
	return { async run(args) {
		const argv = checkArgv(root, args);
		const notes = [];
		let output;
		let served = "cold";
		if (!daemonDisabled(process.env)) try {
			output = await forwardRun(argv, {
				autostart: process.env.CI !== "true",
				cwd: root
			});
			if (output) served = "warm";
		} catch (error) {
			if (!(error instanceof DaemonOff)) notes.push(mcpMessages.coldBecause(error.message));
		}
		output ??= await cold(argv);
		return toResult(output, served, notes);
	} };
}
/** The JSON report of a run, or the error it ended with (one line) when there is none. */
function toResult(output, served, notes) {
	let report;
	try {
		report = JSON.parse(output.stdout.toString("utf8"));
	} catch {
		report = void 0;
	}
	if (report === void 0 || typeof report.verdict !== "string") {
		const line = output.stderr.toString("utf8").split("\n").find((text) => text.startsWith("qgate: ") && !text.startsWith("qgate: note"));
		throw new UsageError(line !== void 0 ? mcpMessages.checkFailed(line) : mcpMessages.checkNoReport(output.exitCode));
	}
	const findings = report.findings.map(({ file, line, column, rule, check, severity, message }) => ({
		file,
		line,
		column,
		rule,
		check,
		severity,
		message
	}));
	const shown = findings.slice(0, MAX_FINDINGS);
	return {
		verdict: report.verdict,
		complete: report.failures.length === 0,
		strict: report.strict,
		files: report.files,
		findings: shown,
		failures: report.failures.map(({ check, errorType, message, file }) => ({
			check,
			errorType,
			message,
			...file !== void 0 ? { file } : {}
		})),
		notes: [
			...notes,
			...report.notes,
			...shown.length < findings.length ? [mcpMessages.findingsCut(shown.length, findings.length)] : []
		],
		served
	};
}

// dist/mcp/render.js
/**
* The text each tool returns beside its structured result: what a model reads when its client shows
* text only. Short, one line per finding, the way the assistant reporter lists them.
*/
function renderCheck(result) {
	const lines = [`qgate ${result.verdict.toUpperCase()}${result.complete ? "" : result.verdict === "incomplete" ? " (a check could not run)" : " (INCOMPLETE: a check could not run)"}: ${result.findings.length} finding${result.findings.length === 1 ? "" : "s"}, ${result.files.length} file${result.files.length === 1 ? "" : "s"} checked (${result.served})`];
	for (const f of result.findings) lines.push(`${whereLabel(f.file, f)} ${f.severity} ${f.rule}: ${f.message}`);
	for (const f of result.failures) lines.push(`failure: ${f.check} (${f.errorType})${f.file ? ` ${f.file}` : ""}: ${f.message}`);
	for (const note of result.notes) lines.push(`note: ${note}`);
	return lines.join("\n");
}
function renderExplain(result) {
	return [
		`${result.rule} (${result.check}): ${result.meaning}`,
		`Fix: ${result.fix}`,
		...result.url ? [result.url] : []
	].join("\n");
}
function renderStatus(status) {
	const checks = status.checks.map((c) => `${c.id}${c.enabled ? "" : " (off)"}`).join(", ");
	const tools = status.tools.map((t) => `${t.name} ${t.version} (${t.source})`).join(", ");
	const daemon = !status.daemon.enabled ? "off" : status.daemon.running ? `running (pid ${status.daemon.pid}, ${status.daemon.requests} requests)` : "not running (the next check starts it)";
	return [
		`qgate ${status.version} in ${status.root}`,
		`policy: ${status.policy.name}${status.policy.strict ? ", strict" : ""}, blocks on ${status.policy.blockOn}`,
		`checks: ${checks}`,
		`tools: ${tools}`,
		`daemon: ${daemon}`
	].join("\n");
}

// dist/mcp/status.js
/**
* The `status` tool: the project's resolved policy and checks, the tools a run would use (resolved from
* the project root as the checks resolve them: the project's own copy, else qgate's bundled one), and
* whether a warm daemon runs. It starts nothing and runs no check.
*/
/** The packages the format, lint and types checks load (the security scan uses qgate's own). */
const TOOLS$1 = [
	"prettier",
	"eslint",
	"typescript",
	"typescript-eslint",
	"@biomejs/biome",
	"oxlint"
];
/** Reported only when the project has them: qgate bundles none. */
const PROJECT_ONLY = /* @__PURE__ */ new Set(["@biomejs/biome", "oxlint"]);
async function projectStatus(root) {
	const policy = loadPolicy({ root });
	const tools = [];
	for (const name of TOOLS$1) try {
		const tool = resolveTool(name, root, {
			requireProjectTool: false,
			root
		});
		if (PROJECT_ONLY.has(name) && tool.source !== "project") continue;
		tools.push({
			name,
			version: tool.version,
			source: tool.source
		});
	} catch {}
	const enabled = policy.daemon.enabled && !daemonDisabled(process.env);
	const running = enabled ? await requestStatus(daemonFiles(process.env)) : void 0;
	return {
		version: VERSION,
		root,
		policy: {
			name: policy.name,
			source: policy.source,
			strict: policy.strict,
			blockOn: policy.blockOn,
			onFailure: policy.onFailure
		},
		checks: CHECK_IDS.map((id) => {
			const check = policy.checks[id];
			return {
				id,
				enabled: check.enabled,
				...check.severity !== void 0 ? { severity: check.severity } : {},
				timeoutMs: check.timeoutMs
			};
		}),
		tools,
		daemon: {
			enabled,
			running: running !== void 0,
			...running ? {
				pid: running.pid,
				version: running.version,
				uptimeMs: running.uptimeMs,
				requests: running.requests
			} : {}
		}
	};
}

// dist/mcp/tools.js
/**
* The MCP door's tools: names, short descriptions, and the zod schemas of their arguments and results.
* The JSON schemas clients see are generated from the same zod schemas that validate the arguments,
* so what a tool promises is what it checks. Bounds on sizes (paths, lists, rule ids) keep a hostile
* or confused request from making the gate do unbounded work.
*/
const MAX_PATH = 4096;
const MAX_FILES = 1e3;
const CheckArgs = object({
	files: array(string().min(1).max(MAX_PATH)).max(MAX_FILES).optional().describe(mcpMessages.filesArg),
	diff: string().min(1).max(256).optional().describe(mcpMessages.diffArg),
	staged: boolean().optional().describe(mcpMessages.stagedArg),
	only: array(_enum(CHECK_IDS)).min(1).max(CHECK_IDS.length).optional().describe(mcpMessages.onlyArg),
	scope: ScopeSchema.optional().describe(mcpMessages.scopeArg)
}).strict();
const ExplainArgs = object({ rule: string().min(1).max(200).describe(mcpMessages.ruleArg) }).strict();
const StatusArgs = object({}).strict();
const Finding = object({
	file: string(),
	/** Absent (with column) for a file-level finding. */
	line: number().optional(),
	column: number().optional(),
	rule: string(),
	check: string(),
	severity: string(),
	message: string()
});
const Failure = object({
	check: string(),
	errorType: string(),
	message: string(),
	file: string().optional()
});
const CheckResult = object({
	verdict: _enum([
		"pass",
		"warn",
		"block",
		"incomplete"
	]),
	/** False when a check could not run: the verdict then covers only the checks that did. */
	complete: boolean(),
	strict: boolean(),
	files: array(string()),
	findings: array(Finding),
	failures: array(Failure),
	notes: array(string()),
	/** warm: the daemon ran it; cold: this process did. */
	served: _enum(["warm", "cold"])
});
const ExplainResult = object({
	rule: string(),
	/** Which check reports it. */
	check: string(),
	meaning: string(),
	fix: string(),
	url: string().optional(),
	/** Where the explanation came from: the tool's own rule metadata, or qgate. */
	source: string()
});
const StatusResult = object({
	version: string(),
	root: string(),
	policy: object({
		name: string(),
		source: string(),
		strict: boolean(),
		blockOn: string(),
		onFailure: string()
	}),
	checks: array(object({
		id: string(),
		enabled: boolean(),
		severity: string().optional(),
		timeoutMs: number()
	})),
	tools: array(object({
		name: string(),
		version: string(),
		source: string()
	})),
	daemon: object({
		enabled: boolean(),
		running: boolean(),
		pid: number().optional(),
		version: string().optional(),
		uptimeMs: number().optional(),
		requests: number().optional()
	})
});
const TOOLS = [
	{
		name: "check",
		description: mcpMessages.checkTool,
		args: CheckArgs,
		result: CheckResult
	},
	{
		name: "explain",
		description: mcpMessages.explainTool,
		args: ExplainArgs,
		result: ExplainResult
	},
	{
		name: "status",
		description: mcpMessages.statusTool,
		args: StatusArgs,
		result: StatusResult
	}
];
/** A tool as tools/list shows it: JSON schemas of its input and its structured output. */
function toolListing(tool) {
	const schema = (type, io) => {
		const { $schema: _, ...json } = toJSONSchema(type, { io });
		return {
			...json,
			type: "object"
		};
	};
	return {
		name: tool.name,
		description: tool.description,
		inputSchema: schema(tool.args, "input"),
		outputSchema: schema(tool.result, "output"),
		annotations: {
			readOnlyHint: true,
			openWorldHint: false
		}
	};
}

// dist/mcp/server.js
/** Largest message the transport buffers (a line of JSON-RPC); past it the session ends, by design. */
const MAX_MESSAGE_BYTES = 4194304;
function issueLine(error) {
	return error.issues.slice(0, 3).map((issue) => issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message).join("; ");
}
function createMcpServer(options) {
	const server = new Server({
		name: "qgate",
		version: VERSION
	}, { capabilities: { tools: {} } });
	const checks = checkRunner(options.root, options.runCli);
	server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(toolListing) }));
	server.setRequestHandler(CallToolRequestSchema, (request) => track(call(request.params)));
	/** Calls in flight: the input may end before they are answered (a client that sent its last call). */
	const pending = /* @__PURE__ */ new Set();
	function track(promise) {
		pending.add(promise);
		promise.finally(() => pending.delete(promise)).catch(() => void 0);
		return promise;
	}
	server.drain = async () => {
		while (pending.size > 0) await Promise.allSettled([...pending]);
	};
	async function call(params) {
		const { name } = params;
		const args = params.arguments ?? {};
		try {
			switch (name) {
				case "check": {
					const parsed = CheckArgs.safeParse(args);
					if (!parsed.success) return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
					const result = await checks.run(parsed.data);
					return await answer(result, renderCheck(result));
				}
				case "explain": {
					const parsed = ExplainArgs.safeParse(args);
					if (!parsed.success) return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
					const result = await explainRule(options.root, parsed.data.rule);
					return await answer(result, renderExplain(result));
				}
				case "status": {
					const parsed = StatusArgs.safeParse(args);
					if (!parsed.success) return errorResult(mcpMessages.badArguments(name, issueLine(parsed.error)));
					const result = await projectStatus(options.root);
					return await answer(result, renderStatus(result));
				}
				default: return errorResult(mcpMessages.unknownTool(name));
			}
		} catch (error) {
			return errorResult(error instanceof QgateError ? error.message : mcpMessages.internal(name, describeError(error)));
		}
	}
	return server;
}
async function answer(structured, text) {
	return {
		content: [{
			type: "text",
			text: await redactText(text)
		}],
		structuredContent: await redactValue(structured)
	};
}
async function errorResult(message) {
	return {
		content: [{
			type: "text",
			text: await redactText(message)
		}],
		isError: true
	};
}
/** Serves until the input ends; resolves then. */
async function serveMcp(options, input, output) {
	const server = createMcpServer(options);
	const transport = new StdioServerTransport(input, output, { maxBufferSize: MAX_MESSAGE_BYTES });
	const closed = new Promise((resolve) => {
		server.onclose = resolve;
		input.once("end", resolve);
		input.once("close", resolve);
	});
	await server.connect(transport);
	await closed;
	await server.drain?.();
	await new Promise((resolve) => setImmediate(resolve));
	await server.close().catch(() => void 0);
}

// dist/cli/commands/mcp.js
/**
* `qgate mcp`: the MCP door on stdio (src/mcp/server.ts). stdout carries the protocol and nothing
* else: the transport gets stdout's own write, and anything else that writes to process.stdout while
* the server runs (a tool's stray console.log, outside a held check run) goes to stderr instead, where
* MCP clients expect a server's logging.
*/
const mcpHelp = `Usage: qgate mcp [--cwd <dir>]

Serves qgate to an MCP client (Claude Code, Codex, Gemini CLI, Cursor, Copilot CLI, Claude Desktop,
Zed...) over stdio. Tools:
  check     The quality gate on files, a diff base or the staged changes (default: what changed)
  explain   What a finding's rule means and how to fix it
  status    The policy, checks, tool versions and daemon state
Checks go to the warm daemon (started when none runs, as hooks start it; QGATE_DAEMON=0 turns it
off), else run in this process. qgate install <assistant> --mcp adds it to an assistant's MCP config.

Options:
  --cwd <dir>   The project (default: the git top level of the current directory)
  -h, --help    Show this help
`;
function mcpCommand(argv, main) {
	return defineCommand({
		name: "mcp",
		help: mcpHelp,
		options: { cwd: { type: "string" } },
		positionals: false,
		run: async ({ values, positionals }) => {
			if (positionals.length > 0) throw new UsageError(cliMessages.unexpectedArgument("mcp", positionals[0]));
			const root = await resolveRoot(values.cwd);
			await withProtocolStdout((output) => serveMcp({
				root,
				runCli: main
			}, process.stdin, output));
			return 0;
		}
	})(argv);
}

export { mcpCommand };