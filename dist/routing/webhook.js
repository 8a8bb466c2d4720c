/**
 * Notifications (seed section 6.1): POST a JSON summary to a web address taken from an environment
 * variable (default `QGATE_WEBHOOK_URL`), on a block or a critical error, under a timeout.
 * Payloads never carry file contents, and every string in them goes through the secret redactor.
 * The URL itself is never logged (webhook URLs often embed their token): only its host is, and
 * credentials in it (`https://user:password@host/...`) are sent as an Authorization header.
 */
import { describeError } from "../errors.js";
import { redactSecrets, redactValue } from "../util/redact.js";
import { routingMessages } from "../messages.js";
export const WEBHOOK_ENV = "QGATE_WEBHOOK_URL";
export function webhookUrl(env = process.env, name = WEBHOOK_ENV) {
    const value = env[name];
    if (value === undefined || value.trim() === "")
        return undefined;
    try {
        const url = new URL(value.trim());
        return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * fetch refuses a URL with `user:password@`: the credentials move into an `Authorization: Basic`
 * header (what a browser or curl sends for them) and the request goes to the URL without them.
 */
export function withoutCredentials(url) {
    if (url.username === "" && url.password === "")
        return { target: url };
    const target = new URL(url.href);
    target.username = "";
    target.password = "";
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    return { target, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` };
}
/** The URL's own secrets, masked wherever a message repeats them. */
function secretsOf(url) {
    return [url.password, decodeURIComponent(url.password), url.href].filter((s) => s !== "");
}
/** Sends the payload; never throws. Returns what happened, for the error log. */
export async function postWebhook(payload, options) {
    const env = options.env ?? process.env;
    const name = options.envName ?? WEBHOOK_ENV;
    if (env[name] === undefined || env[name]?.trim() === "")
        return { sent: false, detail: routingMessages.webhook.notSet(name) };
    const url = webhookUrl(env, name);
    if (!url)
        return { sent: false, detail: routingMessages.webhook.notHttp(name) };
    const { target, authorization } = withoutCredentials(url);
    try {
        const response = await fetch(target, {
            method: "POST",
            headers: {
                "content-type": "application/json",
                "user-agent": "qgate",
                ...(authorization !== undefined ? { authorization } : {}),
            },
            body: JSON.stringify(await redactValue(payload)),
            signal: AbortSignal.timeout(options.timeoutMs),
        });
        // Drain the body so the connection closes promptly.
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok)
            return {
                sent: false,
                status: response.status,
                host: url.host,
                detail: routingMessages.webhook.status(response.status),
            };
        return { sent: true, status: response.status, host: url.host };
    }
    catch (error) {
        const cause = error.cause;
        const name = error.name;
        const detail = name === "TimeoutError"
            ? routingMessages.webhook.noAnswer(options.timeoutMs)
            : (cause?.code ?? cause?.message ?? describeError(error));
        return { sent: false, host: url.host, detail: redactSecrets(detail, secretsOf(url)) };
    }
}
