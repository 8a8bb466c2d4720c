/**
 * Claude Code's HTTP hooks, served by the daemon (`qgate daemon start --http <port>`): Claude Code
 * POSTs the hook JSON and reads the answer's JSON, so no client process starts at all. Only 127.0.0.1
 * listens; a request must carry the HTTP token (a 0600 file that survives restarts, so the installed
 * hook keeps working), and one with an Origin header or a Host other than 127.0.0.1/localhost at this
 * port is refused, so no web page (and no DNS-rebinding trick) can reach it. An HTTP hook that cannot
 * connect fails open: Claude Code treats it as a non-blocking error.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import { homeDir } from "../util/home.js";
import { daemonMessages } from "../messages.js";
/** `$XDG_CONFIG_HOME/qgate/http-token`, else `~/.config/qgate/http-token`. */
export function httpTokenFile(env = process.env) {
    const base = env.XDG_CONFIG_HOME ? env.XDG_CONFIG_HOME : path.join(homeDir(env), ".config");
    return path.join(base, "qgate", "http-token");
}
/** The HTTP token, created (0600, in a 0700 directory) on first use. */
export function httpToken(env = process.env) {
    const file = httpTokenFile(env);
    try {
        return readFileSync(file, "utf8").trim();
    }
    catch {
        mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        const token = randomBytes(32).toString("hex");
        try {
            const fd = openSync(file, "wx", 0o600);
            writeSync(fd, `${token}\n`);
            closeSync(fd);
            return token;
        }
        catch {
            return readFileSync(file, "utf8").trim(); // Another process created it first.
        }
    }
}
/** Why a request is refused, or undefined. */
export function refusal(request, port, token) {
    if (request.headers.origin !== undefined)
        return daemonMessages.refused.origin;
    const host = request.headers.host ?? "";
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`)
        return daemonMessages.refused.host(host);
    if (request.method !== "POST")
        return daemonMessages.refused.method;
    const header = request.headers.authorization ?? "";
    const given = Buffer.from(header.replace(/^Bearer\s+/i, ""));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return daemonMessages.refused.token;
    return undefined;
}
/** Variables of the daemon's own start that must not leak into another project's request. */
const SESSION_VARIABLES = ["CLAUDE_PROJECT_DIR", "CLAUDE_STRICT_QUALITY", "GEMINI_PROJECT_DIR"];
/** The JSON door's request for a POSTed hook: the payload as stdin, strict from `?strict=1`. */
export function hookRequest(body, url, env) {
    const clean = Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined && !SESSION_VARIABLES.includes(entry[0])));
    const strict = url.searchParams.get("strict");
    return {
        type: "run",
        argv: ["hook", ...(strict === "1" || strict === "true" ? ["--strict"] : [])],
        cwd: path.parse(process.cwd()).root,
        env: clean,
        stdin: body,
        stdinIsTTY: false,
        stdoutIsTTY: false,
        stderrIsTTY: false,
    };
}
/** What Claude Code reads from an HTTP hook: the JSON door's stdout, or a block when only stderr spoke. */
export function httpAnswer(output) {
    const stdout = output.stdout.toString("utf8").trim();
    if (stdout !== "")
        return stdout;
    if (output.exitCode === 2) {
        return JSON.stringify({ decision: "block", reason: output.stderr.toString("utf8").trim() });
    }
    return "";
}
