export declare const WEBHOOK_ENV = "QGATE_WEBHOOK_URL";
export interface WebhookOutcome {
    sent: boolean;
    /** HTTP status when a response arrived. */
    status?: number;
    /** Host of the URL (never the full URL). */
    host?: string;
    /** Why delivery failed or did not happen. */
    detail?: string;
}
export declare function webhookUrl(env?: NodeJS.ProcessEnv, name?: string): URL | undefined;
/**
 * fetch refuses a URL with `user:password@`: the credentials move into an `Authorization: Basic`
 * header (what a browser or curl sends for them) and the request goes to the URL without them.
 */
export declare function withoutCredentials(url: URL): {
    target: URL;
    authorization?: string | undefined;
};
/** Sends the payload; never throws. Returns what happened, for the error log. */
export declare function postWebhook(payload: Record<string, unknown>, options: {
    timeoutMs: number;
    env?: NodeJS.ProcessEnv;
    envName?: string | undefined;
}): Promise<WebhookOutcome>;
