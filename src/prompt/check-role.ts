/** The role sentence: present, first, and specific (role-assignment). */
import { add, quote, type Context } from "./lint-context.js";
import type { Technique } from "./techniques.js";

export const ROLE_START =
  /^(?:you are|you're|act as|acting as|as an? |assume the role|take on the role|your role is|i want you to act as|role\s*:)/i;

const ROLE_ANYWHERE =
  /(?:^|[.!?]\s+)((?:you are|you're|act as|assume the role|take on the role|your role is|i want you to act as) [^.\n]{3,})/gim;

const ROLE_SPECIFIC =
  /\b(?:senior|staff|principal|lead|expert|specialist|specializing|specialising|experienced|architect|veteran|\d+\+? years|security|performance|accessibility|frontend|front-end|backend|back-end|full[- ]stack|devops|database|sre|typescript|javascript|react|node(?:\.js)?|python|golang|rust|java|kotlin|swift|api|mobile|cloud|infrastructure|testing|qa)\b/i;

const ROLE_EXAMPLE =
  "You are a senior TypeScript developer specialising in {{domain: security, performance, …}}.";

/** The plain text's first line that is not a Markdown heading, and its first sentence. */
export function opening(plain: string): string {
  const line = plain.split("\n").find((l) => l.trim() !== "" && !/^\s*#/.test(l)) ?? "";
  return line.trim();
}

export function checkRole(ctx: Context, techniques: Set<Technique>): void {
  const first = opening(ctx.scan.plain);
  if (ROLE_START.test(first)) {
    techniques.add("role-assignment");
    const sentence = first.split(/(?<=[.!?])\s/)[0] ?? first;
    if (!ROLE_SPECIFIC.test(sentence))
      add(
        ctx,
        "role-generic",
        `The role ${quote(sentence)} names no seniority or domain`,
        `Make it specific, e.g. "${ROLE_EXAMPLE}"`,
        ctx.lineOf(ctx.scan.plain.indexOf(first)),
      );
    return;
  }
  ROLE_ANYWHERE.lastIndex = 0;
  const later = ROLE_ANYWHERE.exec(ctx.scan.plain);
  if (later) {
    const at = later.index + later[0].indexOf(later[1] ?? "");
    add(
      ctx,
      "role-not-at-start",
      `The role sentence ${quote(later[1] ?? "")} is on line ${ctx.lineOf(at)}, not at the start`,
      `Move it to the first line: the role frames everything after it.`,
      ctx.lineOf(at),
    );
    return;
  }
  add(
    ctx,
    "role-missing",
    "The prompt does not start with a role sentence",
    `Start with a role that names seniority and the domain, e.g.:\n${ROLE_EXAMPLE}`,
  );
}
