import { n as globSync } from "./dist-DbY8Nur6.js";
import { o as toRelative, r as isInside } from "./paths-CKwe_9xS.js";
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

// dist/prompt/files.js
/**
* `relevant_files` entries: parsed from the list, resolved inside the project root and checked for
* existence. A path outside the root is reported and never touched; directories and globs are counted
* (bounded) so a "relevant file" that is really the whole codebase shows up as such.
*/
const SKIP_DIRS = /* @__PURE__ */ new Set([
	"node_modules",
	".git",
	"dist",
	"build",
	"coverage",
	".next",
	".cache"
]);
const GLOB_CHARS = /[*?[\]{}]/;
/** Splits a relevant_files section into entries: the first token of each line, plus comma-listed paths. */
function parseFileEntries(content, firstLine) {
	const entries = [];
	content.split("\n").forEach((text, index) => {
		const line = firstLine + index;
		const body = text.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "").trim();
		if (body === "") return;
		if (/\{\{[^{}]*\}\}/.test(body.split(/\s+/)[0] ?? "") || body.startsWith("{{")) {
			const placeholder = /\{\{[^{}]*\}\}/.exec(body)?.[0] ?? body;
			entries.push({
				raw: placeholder,
				line
			});
			return;
		}
		body.split(",").forEach((part, partIndex) => {
			const token = clean(part.trim().split(/\s+/)[0] ?? "");
			if (token === "") return;
			if (partIndex > 0 && !/[/.*]/.test(token)) return;
			entries.push({
				raw: token,
				line
			});
		});
	});
	return entries;
}
function clean(token) {
	const stripped = token.replace(/^[`'"([]+/, "").replace(/[`'")\]:;,]+$/, "");
	return /[^.]\.$/.test(stripped) ? stripped.slice(0, -1) : stripped;
}
/** Counts files under `dir`, stopping once `limit` is exceeded (the answer is then `limit + 1`). */
function countFiles(dir, limit) {
	let count = 0;
	const pending = [dir];
	while (pending.length > 0 && count <= limit) {
		const current = pending.pop();
		let entries;
		try {
			entries = readdirSync(current, { withFileTypes: true });
		} catch {
			continue;
		}
		for (const entry of entries) if (entry.isDirectory()) {
			if (!SKIP_DIRS.has(entry.name)) pending.push(path.join(current, entry.name));
		} else if (++count > limit) break;
	}
	return count;
}
function findByName(root, name) {
	if (!/^[\w.@-]+$/.test(name)) return void 0;
	return globSync(`**/${name}`, {
		cwd: root,
		ignore: [...SKIP_DIRS].map((dir) => `**/${dir}/**`),
		deep: 8,
		onlyFiles: true
	}).sort((a, b) => a.length - b.length)[0];
}
function realRoot(root) {
	try {
		return realpathSync(root);
	} catch {
		return path.resolve(root);
	}
}
/** Checks one entry against the project root. `limit` bounds the counting of directories and globs. */
function checkEntry(root, raw, line, limit, suggest = true) {
	if (raw.startsWith("{{")) return {
		raw,
		line,
		status: "placeholder",
		fileCount: 1,
		kind: "file"
	};
	const base = realRoot(root);
	const outside = {
		raw,
		line,
		status: "outside-root",
		fileCount: 0,
		kind: "file"
	};
	if (raw.startsWith("~")) return outside;
	const normalised = raw.replace(/\\/g, "/");
	if (GLOB_CHARS.test(normalised)) {
		if (path.isAbsolute(normalised) || normalised.split("/").includes("..")) return {
			...outside,
			kind: "glob"
		};
		const matches = globSync(normalised, {
			cwd: base,
			ignore: [...SKIP_DIRS].map((dir) => `**/${dir}/**`),
			onlyFiles: true
		});
		return {
			raw,
			line,
			status: matches.length > 0 ? "exists" : "missing",
			fileCount: Math.max(matches.length, 1),
			kind: "glob"
		};
	}
	const absolute = path.resolve(base, normalised);
	if (!isInside(base, absolute)) return outside;
	if (!existsSync(absolute)) {
		const didYouMean = suggest ? findByName(base, path.basename(absolute)) : void 0;
		return {
			raw,
			line,
			status: "missing",
			fileCount: 1,
			kind: "file",
			...didYouMean !== void 0 && didYouMean !== toRelative(base, absolute) ? { didYouMean } : {}
		};
	}
	let real;
	try {
		real = realpathSync(absolute);
	} catch {
		return {
			raw,
			line,
			status: "missing",
			fileCount: 1,
			kind: "file"
		};
	}
	if (!isInside(base, real)) return outside;
	if (statSync(real).isDirectory()) return {
		raw,
		line,
		status: "exists",
		fileCount: countFiles(real, limit),
		kind: "dir"
	};
	return {
		raw,
		line,
		status: "exists",
		fileCount: 1,
		kind: "file"
	};
}

// dist/prompt/rules.js
/** The prompt rules: each finding id with its severity and the points it costs (score.ts). */
const RULES = {
	"prompt-empty": {
		severity: "error",
		points: 100,
		cap: 100
	},
	"tag-unclosed": {
		severity: "error",
		points: 10,
		cap: 30
	},
	"tag-unopened": {
		severity: "error",
		points: 10,
		cap: 30
	},
	"tag-misnested": {
		severity: "error",
		points: 10,
		cap: 30
	},
	"vague-request": {
		severity: "error",
		points: 25,
		cap: 25
	},
	"relevant-file-outside-root": {
		severity: "error",
		points: 15,
		cap: 30
	},
	"acceptance-criteria-missing": {
		severity: "warning",
		points: 20,
		cap: 20
	},
	"role-missing": {
		severity: "warning",
		points: 10,
		cap: 10
	},
	"role-not-at-start": {
		severity: "warning",
		points: 5,
		cap: 5
	},
	"structure-missing": {
		severity: "warning",
		points: 10,
		cap: 10
	},
	"relevant-files-missing": {
		severity: "warning",
		points: 10,
		cap: 10
	},
	"relevant-file-not-found": {
		severity: "warning",
		points: 5,
		cap: 15
	},
	"too-many-files": {
		severity: "warning",
		points: 10,
		cap: 10
	},
	"context-too-large": {
		severity: "warning",
		points: 15,
		cap: 15
	},
	"technique-incomplete": {
		severity: "warning",
		points: 5,
		cap: 10
	},
	"technique-out-of-order": {
		severity: "warning",
		points: 5,
		cap: 10
	},
	"template-resource-missing": {
		severity: "warning",
		points: 5,
		cap: 5
	},
	"placeholder-unfilled": {
		severity: "warning",
		points: 5,
		cap: 5
	},
	"tag-empty": {
		severity: "warning",
		points: 3,
		cap: 9
	},
	"constraints-missing": {
		severity: "info",
		points: 5,
		cap: 5
	},
	"role-generic": {
		severity: "info",
		points: 3,
		cap: 3
	},
	"tag-name-variant": {
		severity: "info",
		points: 0,
		cap: 0
	}
};

// dist/prompt/lint-context.js
/** What every prompt check shares: the prompt, its tag scan, the limits, and the findings so far. */
function add(ctx, id, message, suggestion, line) {
	ctx.findings.push({
		id,
		severity: RULES[id].severity,
		message,
		suggestion,
		...line !== void 0 ? { line } : {}
	});
}
function quote(text, max = 60) {
	const flat = text.replace(/\s+/g, " ").trim();
	return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}
/** A `{{placeholder}}` left to fill in. */
const PLACEHOLDER = /\{\{[^{}\n]*\}\}/g;
const HAS_PLACEHOLDER = /\{\{[^{}\n]*\}\}/;
const ACCEPTANCE_BLOCK = `<acceptance_criteria>
- {{an observable result, e.g. "POST /login with a wrong password returns 401"}}
- The existing tests pass (npm test) and the new behaviour has a test
- qgate check reports no blocking findings
</acceptance_criteria>`;
const CONSTRAINTS_BLOCK = `<constraints>
- Technical: {{compatibility (Node 20, browsers), size or time budget, accessibility, no new dependencies}}
- Business: {{deadline, reuse of existing code, no database schema changes}}
</constraints>`;

// dist/prompt/tags.js
/**
* XML-style tags in a prompt (seed section 10.1): blocks, and the structural problems a reader trips on
* (unclosed, stray closing and mis-nested tags), each with the line it is on.
* Code (fenced blocks and inline spans) is masked first, so `Array<string>` or HTML in a snippet is no tag.
*/
/** The eleven tag names of the seed, canonical spelling. Other names are allowed. */
const KNOWN_TAGS = [
	"instructions",
	"context",
	"requirements",
	"project_context",
	"task",
	"specifications",
	"constraints",
	"acceptance_criteria",
	"relevant_files",
	"template",
	"resource"
];
/** `AcceptanceCriteria`, `acceptance-criteria`, `Acceptance Criteria` -> `acceptance_criteria`. */
function canonicalTagName(name) {
	return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[-.\s]+/g, "_").toLowerCase();
}
function blank(text) {
	return text.replace(/[^\n]/g, " ");
}
/** Replaces fenced code blocks and inline code spans by spaces, keeping offsets and line breaks. */
function maskCode(text) {
	const lines = text.split("\n");
	let fence;
	return lines.map((line) => {
		const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
		if (fence !== void 0) {
			if (marker !== void 0 && marker[0] === fence[0] && marker.length >= fence.length) fence = void 0;
			return blank(line);
		}
		if (marker !== void 0) {
			fence = marker;
			return blank(line);
		}
		return line.replace(/`[^`\n]*`/g, blank);
	}).join("\n");
}
/** Offsets of line starts, ascending (0 first). */
function lineStarts(text) {
	const starts = [0];
	for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
	return starts;
}
/** Index of the last line start at or before `offset` (binary search). */
function lineAt(starts, offset) {
	let lo = 0;
	let hi = starts.length - 1;
	while (lo < hi) {
		const mid = lo + hi + 1 >> 1;
		if ((starts[mid] ?? 0) <= offset) lo = mid;
		else hi = mid - 1;
	}
	return lo;
}
/** Offsets of line starts, for offset -> 1-based line. */
function lineIndex(text) {
	const starts = lineStarts(text);
	return (offset) => lineAt(starts, offset) + 1;
}
/**
* How far around an opening tag its line is looked at to tell a `<placeholder>` in prose from a block:
* a fixed window keeps a long one-line prompt (minified HTML) linear.
*/
const INLINE_WINDOW = 200;
const TAG_TOKEN = /<(\/?)([A-Za-z_][\w.-]*)(\s[^<>\n]*)?(\/?)>/g;
function scanTags(text) {
	const masked = maskCode(text);
	const starts = lineStarts(text);
	const blocks = [];
	const issues = [];
	const stack = [];
	const openCount = /* @__PURE__ */ new Map();
	const orphaned = /* @__PURE__ */ new Map();
	const bump = (counts, name, by) => {
		const count = (counts.get(name) ?? 0) + by;
		if (count > 0) counts.set(name, count);
		else counts.delete(name);
	};
	const tokens = [];
	let hasTags = false;
	for (const match of masked.matchAll(TAG_TOKEN)) {
		const [token, slash, name = "", , selfClosing] = match;
		const at = match.index;
		if (selfClosing) continue;
		const closing = slash === "/";
		if (!closing && at > 0 && /\w/.test(masked[at - 1] ?? "")) continue;
		hasTags = true;
		tokens.push([at, at + token.length]);
		const canonical = canonicalTagName(name);
		const row = lineAt(starts, at);
		const line = row + 1;
		if (!closing) {
			const lineStart = Math.max(starts[row] ?? 0, at - INLINE_WINDOW);
			const lineEnd = Math.min((starts[row + 1] ?? masked.length + 1) - 1, at + token.length + INLINE_WINDOW);
			const before = masked.slice(lineStart, at).trim();
			const after = masked.slice(at + token.length, lineEnd).trim();
			bump(openCount, canonical, 1);
			stack.push({
				name,
				canonical,
				line,
				tokenStart: at,
				contentStart: at + token.length,
				inline: before !== "" && after !== "" && !after.includes(`</`)
			});
			continue;
		}
		if (!openCount.has(canonical)) {
			if (orphaned.has(canonical)) bump(orphaned, canonical, -1);
			else issues.push({
				kind: "unopened",
				name,
				line
			});
			continue;
		}
		let index = stack.length - 1;
		while (index > 0 && stack[index]?.canonical !== canonical) index--;
		for (const inner of stack.splice(index + 1)) {
			bump(openCount, inner.canonical, -1);
			if (inner.inline) continue;
			bump(orphaned, inner.canonical, 1);
			issues.push({
				kind: "misnested",
				name: inner.name,
				line: inner.line,
				closer: name,
				closerLine: line
			});
		}
		const open = stack.pop();
		bump(openCount, open.canonical, -1);
		blocks.push({
			name: open.name,
			canonical: open.canonical,
			line: open.line,
			content: text.slice(open.contentStart, at),
			start: open.contentStart,
			end: at
		});
	}
	for (const open of stack) if (!open.inline) issues.push({
		kind: "unclosed",
		name: open.name,
		line: open.line
	});
	issues.sort((a, b) => a.line - b.line);
	blocks.sort((a, b) => a.start - b.start);
	let plain = masked;
	if (tokens.length > 0) {
		const parts = [];
		let last = 0;
		for (const [from, to] of tokens) {
			parts.push(masked.slice(last, from), " ".repeat(to - from));
			last = to;
		}
		parts.push(masked.slice(last));
		plain = parts.join("");
	}
	return {
		blocks,
		issues,
		hasTags,
		plain
	};
}

// dist/prompt/sections.js
const HEADINGS = {
	acceptance_criteria: /^(?:acceptance criteria|success criteria|definition of done|done when)$/i,
	relevant_files: /^(?:relevant files|files to (?:look at|read|change|edit)|files)$/i,
	constraints: /^(?:constraints|technical constraints|business constraints|limits)$/i,
	task: /^(?:task|goal)$/i,
	instructions: /^instructions$/i,
	requirements: /^requirements$/i
};
/** Tag names that mean the same as one of the seed's, beyond spelling variants. */
const SYNONYMS = {
	success_criteria: "acceptance_criteria",
	definition_of_done: "acceptance_criteria",
	files: "relevant_files"
};
function canonicalSection(name) {
	return SYNONYMS[name] ?? name;
}
const HEADING_LINE = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?([A-Za-z][A-Za-z ]{1,40}?)(?:\*\*|__)?\s*(?::(?:\*\*|__)?\s*(.*))?$/;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)]|\[[ xX]\])\s+/;
/**
* The sections named `name`: its tag blocks, or a heading line ("Acceptance criteria:" / "## Acceptance
* criteria") followed by text on the same line or by list items.
*/
function findSections(text, scan, name) {
	const sections = scan.blocks.filter((block) => canonicalSection(block.canonical) === name).map((block) => ({
		line: block.line,
		content: block.content,
		tagged: true
	}));
	const heading = HEADINGS[name];
	if (heading === void 0) return sections;
	const lines = scan.plain.split("\n");
	const original = text.split("\n");
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i] ?? "";
		if (!/:|^\s*#/.test(line)) continue;
		const match = HEADING_LINE.exec(line);
		if (!match || !heading.test((match[1] ?? "").trim())) continue;
		const body = [(HEADING_LINE.exec(original[i] ?? "")?.[2] ?? match[2] ?? "").trim()];
		let lastItem = body[0] === "" ? 0 : 1;
		for (let j = i + 1; j < lines.length; j++) {
			const next = original[j] ?? "";
			if (next.trim() === "") {
				if (lastItem > 0 && !LIST_ITEM.test(original[j + 1] ?? "")) break;
				body.push("");
				continue;
			}
			if (!LIST_ITEM.test(next) && !/^\s{2,}\S/.test(next)) break;
			body.push(next);
			lastItem = body.length;
		}
		sections.push({
			line: i + 1,
			content: body.slice(0, Math.max(lastItem, 1)).join("\n"),
			tagged: false
		});
	}
	return sections.sort((a, b) => a.line - b.line);
}
/** Meaningful text: without placeholders, list markers and blank space. */
function substance(content) {
	return content.replace(/\{\{[^{}\n]*\}\}/g, " ").replace(/^[ \t]*(?:[-*+•]|\d+[.)]|\[[ xX]\])[ \t]*/gm, "").trim();
}
/** List items (or non-empty lines) of a section, markers stripped. */
function items(content) {
	return content.split("\n").map((line) => line.replace(LIST_ITEM, "").trim()).filter((line) => line !== "");
}

// dist/prompt/check-files.js
/** relevant_files: a short list of files that exist inside the project (focused-context). */
/** Paths the prompt mentions in passing, to suggest as relevant_files. */
function mentionedPaths(text) {
	const found = /* @__PURE__ */ new Set();
	for (const match of text.matchAll(/(?:^|[\s`'"(])((?:\.{0,2}\/)?[\w@.-]+(?:\/[\w@.-]+)*\.[A-Za-z]{1,5})\b/g)) {
		const candidate = match[1] ?? "";
		if (/\/|^[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|json|md|py|go|rs|java|css|html|vue|yml|yaml)$/.test(candidate)) found.add(candidate);
	}
	return [...found].slice(0, 5);
}
function checkRelevantFiles(ctx, techniques) {
	const sections = findSections(ctx.text, ctx.scan, "relevant_files");
	const entries = [];
	let missing = 0;
	for (const section of sections) for (const { raw, line } of parseFileEntries(section.content, section.line)) {
		if (entries.length >= 50) {
			entries.push({
				raw,
				line,
				status: "unchecked",
				fileCount: 1,
				kind: "file"
			});
			continue;
		}
		const entry = checkEntry(ctx.root, raw, line, ctx.maxFiles, missing < 3);
		if (entry.status === "missing") missing++;
		entries.push(entry);
	}
	if (entries.length === 0) {
		const mentioned = mentionedPaths(ctx.scan.plain);
		const list = mentioned.length > 0 ? mentioned : ["{{path/to/the/file/to/change.ts}}"];
		add(ctx, "relevant-files-missing", sections.length > 0 ? `The relevant files list on line ${sections[0]?.line} is empty` : "No relevant_files: the assistant has to search the whole codebase for what matters", `List the few files to look at${mentioned.length > 0 ? " (these are mentioned in the prompt)" : ""}:\n<relevant_files>\n${list.map((p) => `- ${p}`).join("\n")}\n</relevant_files>`, sections[0]?.line);
		return;
	}
	const rootName = path.basename(ctx.root) || ctx.root;
	for (const entry of entries) if (entry.status === "outside-root") add(ctx, "relevant-file-outside-root", `relevant_files lists ${quote(entry.raw)} (line ${entry.line}), which is outside the project root; it was not read`, `List paths relative to the project root (${rootName}/), e.g. src/config.ts; paste what the assistant needs from elsewhere into <context> instead.`, entry.line);
	else if (entry.status === "missing") add(ctx, "relevant-file-not-found", entry.kind === "glob" ? `relevant_files lists the glob ${quote(entry.raw)} (line ${entry.line}), which matches no file in the project` : `relevant_files lists ${quote(entry.raw)} (line ${entry.line}), which does not exist in the project`, entry.didYouMean !== void 0 ? `Did you mean ${entry.didYouMean}? Replace the line with "- ${entry.didYouMean}".` : `Fix the path (relative to ${rootName}/); if the file is to be created, say so in <task> instead.`, entry.line);
	const total = entries.reduce((sum, entry) => sum + entry.fileCount, 0);
	if (total > ctx.maxFiles) {
		const wide = entries.filter((e) => e.kind !== "file" && e.status === "exists").map((e) => e.raw);
		add(ctx, "too-many-files", `relevant_files stands for ${total > ctx.maxFiles + 1 || wide.length > 0 ? "more than " + ctx.maxFiles : total} files (budget ${ctx.maxFiles})${wide.length > 0 ? `; ${wide.map((w) => quote(w)).join(", ")} ${wide.length === 1 ? "is a directory or glob" : "are directories or globs"}` : ""}`, `Keep the 3-5 files the change touches and name them one per line; describe the rest in one sentence of <context>.`, entries[0]?.line);
	} else if (!entries.some((e) => e.status === "outside-root")) techniques.add("focused-context");
}

// dist/prompt/check-role.js
/** The role sentence: present, first, and specific (role-assignment). */
const ROLE_START = /^(?:you are|you're|act as|acting as|as an? |assume the role|take on the role|your role is|i want you to act as|role\s*:)/i;
const ROLE_ANYWHERE = /(?:^|[.!?]\s+)((?:you are|you're|act as|assume the role|take on the role|your role is|i want you to act as) [^.\n]{3,})/gim;
const ROLE_SPECIFIC = /\b(?:senior|staff|principal|lead|expert|specialist|specializing|specialising|experienced|architect|veteran|\d+\+? years|security|performance|accessibility|frontend|front-end|backend|back-end|full[- ]stack|devops|database|sre|typescript|javascript|react|node(?:\.js)?|python|golang|rust|java|kotlin|swift|api|mobile|cloud|infrastructure|testing|qa)\b/i;
const ROLE_EXAMPLE = "You are a senior TypeScript developer specialising in {{domain: security, performance, …}}.";
/** The plain text's first line that is not a Markdown heading, and its first sentence. */
function opening(plain) {
	return (plain.split("\n").find((l) => l.trim() !== "" && !/^\s*#/.test(l)) ?? "").trim();
}
function checkRole(ctx, techniques) {
	const first = opening(ctx.scan.plain);
	if (ROLE_START.test(first)) {
		techniques.add("role-assignment");
		const sentence = first.split(/(?<=[.!?])\s/)[0] ?? first;
		if (!ROLE_SPECIFIC.test(sentence)) add(ctx, "role-generic", `The role ${quote(sentence)} names no seniority or domain`, `Make it specific, e.g. "${ROLE_EXAMPLE}"`, ctx.lineOf(ctx.scan.plain.indexOf(first)));
		return;
	}
	ROLE_ANYWHERE.lastIndex = 0;
	const later = ROLE_ANYWHERE.exec(ctx.scan.plain);
	if (later) {
		const at = later.index + later[0].indexOf(later[1] ?? "");
		add(ctx, "role-not-at-start", `The role sentence ${quote(later[1] ?? "")} is on line ${ctx.lineOf(at)}, not at the start`, `Move it to the first line: the role frames everything after it.`, ctx.lineOf(at));
		return;
	}
	add(ctx, "role-missing", "The prompt does not start with a role sentence", `Start with a role that names seniority and the domain, e.g.:\n${ROLE_EXAMPLE}`);
}

// dist/prompt/check-request.js
/** The request itself: specific (no "make it better"), with acceptance criteria, constraints and a bounded size. */
const VAGUE_PATTERNS = [/\bmake (?:it|this|that|things|the code|everything|them)(?: (?:a lot|much|a bit|more|look))? (?:better|work|nicer|cleaner|good|right|faster|prettier|great|nice)\b/i, /\b(?:fix|improve|clean(?:[- ]?up)?|tidy(?: up)?|optimi[sz]e|refactor|polish|enhance|rewrite|sort out|update)(?:\s+(?:it|this|that|them|things|stuff|everything|all(?: of (?:it|this|that))?|the code|my code|this code|the app|the project|the codebase|the bugs?|bugs|the issues?|issues|the problems?|the errors?|errors)(?=\s*(?:[.!?,;:]|$|\b(?:and|please|now|so|asap|quickly|for me|a bit|a little|overall)\b))|\s*(?:[.!?]|$))/im];
/** Something a reader can point at: a path, code, an identifier, a route, a quoted string, a number with a unit. */
const ANCHORS = [
	/(?:^|[\s(])(?:\.{0,2}\/)?[\w@.-]+\/[\w@./-]+/,
	/\b[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|json|md|py|go|rs|java|kt|rb|php|cs|css|scss|html|vue|svelte|yml|yaml|toml|sh|sql|c|cc|cpp|h|hpp|swift)\b/,
	/`[^`\n]+`/,
	/\b[a-z]+[A-Z]\w*\b/,
	/\b[A-Z][a-z]+[A-Z]\w*\b/,
	/\b[a-z]+_[a-z_]+\b/,
	/\b\w+\(\)/,
	/\b(?:GET|POST|PUT|PATCH|DELETE)\s+\//,
	/"[^"\n]{2,}"/,
	/\bline \d+\b/i,
	/\b\d+(?:\.\d+)?\s*(?:ms|s|kb|mb|gb|%|px|rem)\b/i,
	/\b(?:[45]\d\d|E[A-Z]{3,})\b/
];
const CONSTRAINT_SENTENCE = /\b(?:must not|mustn't|must|should not|shouldn't|do not|don't|never|without (?:adding|changing|breaking|touching)|no new (?:dependencies|deps|packages|libraries)|backwards?[- ]compatible|compatible with|(?:under|within|at most|no more than|below) \d+|budget|wcag|schema changes?|keep the (?:public )?api)\b/i;
/** `text` with the (possibly nested) ranges blanked, in one pass: slicing once per block was quadratic. */
function blankRanges(text, ranges) {
	const parts = [];
	let last = 0;
	for (const { start, end } of [...ranges].sort((a, b) => a.start - b.start)) {
		if (end <= last) continue;
		const from = Math.max(start, last);
		parts.push(text.slice(last, from), " ".repeat(end - from));
		last = end;
	}
	parts.push(text.slice(last));
	return parts.join("");
}
/** What the prompt asks for: its task/instructions/requirements, else its whole text. */
function request(ctx) {
	const parts = [
		"task",
		"instructions",
		"requirements"
	].flatMap((name) => findSections(ctx.text, ctx.scan, name));
	const filled = parts.filter((section) => substance(section.content) !== "");
	if (filled.length > 0) return {
		text: filled.map((s) => s.content).join("\n"),
		line: filled[0]?.line ?? 1
	};
	if (parts.length > 0) return {
		text: "",
		line: parts[0]?.line ?? 1
	};
	let outside = blankRanges(ctx.text, ctx.scan.blocks);
	outside = outside.replace(/<\/?[A-Za-z_][\w.-]*(?:\s[^<>\n]*)?>/g, (tag) => " ".repeat(tag.length));
	return {
		text: outside.replace(ROLE_START.test(opening(ctx.scan.plain)) ? /^\s*[^.!?\n]*[.!?]?/ : /^/, ""),
		line: 1
	};
}
function checkVague(ctx) {
	const { text, line } = request(ctx);
	const body = text.replace(PLACEHOLDER, " ").trim();
	if (body === "") return;
	if (ANCHORS.some((anchor) => anchor.test(body))) return;
	const masked = body.replace(/`[^`\n]*`/g, " ");
	for (const pattern of VAGUE_PATTERNS) {
		const match = pattern.exec(masked);
		if (!match) continue;
		const phrase = match[0].trim().replace(/[.!?]$/, "");
		const offset = ctx.text.indexOf(match[0]);
		const at = offset >= 0 ? ctx.lineOf(offset) : line;
		add(ctx, "vague-request", `The request ${quote(phrase)} names no concrete object: nothing says what to change, where, or how to tell it is done`, `Replace ${quote(phrase)} with the exact change: the file or function, the behaviour wanted and how to check it, e.g.\n<task>In src/cart.ts, make \`applyDiscount()\` reject percentages above 100 with a RangeError.</task>`, at);
		return;
	}
	const words = masked.split(/\s+/).filter((w) => /\w/.test(w));
	if (words.length < 4) add(ctx, "vague-request", `The request ${quote(body)} is too short to be specific (${words.length} word${words.length === 1 ? "" : "s"}, no file, function or behaviour named)`, `Say what to change, where, and the expected behaviour, e.g.\n<task>Add a unit test for \`parseDate()\` in src/date.ts covering the empty string and an invalid month.</task>`, line);
}
function checkAcceptance(ctx) {
	const sections = findSections(ctx.text, ctx.scan, "acceptance_criteria");
	if (sections.some((section) => substance(section.content) !== "" || HAS_PLACEHOLDER.test(section.content))) return;
	const empty = sections[0];
	add(ctx, "acceptance-criteria-missing", empty ? `The acceptance criteria on line ${empty.line} are empty` : "No acceptance criteria: nothing says when the work is done", `Add checkable completion conditions, e.g.:\n${ACCEPTANCE_BLOCK}`, empty?.line);
}
function checkSize(ctx) {
	if (ctx.text.length <= ctx.maxChars) return;
	add(ctx, "context-too-large", `The prompt is ${ctx.text.length.toLocaleString("en-US")} characters (about ${Math.round(ctx.text.length / 4).toLocaleString("en-US")} tokens), over the budget of ${ctx.maxChars.toLocaleString("en-US")}`, "Replace pasted files and logs by their paths in <relevant_files> and the few lines that matter; build a large feature in stages (qgate prompt new progressive-context).");
}
function checkConstraints(ctx, techniques) {
	if (findSections(ctx.text, ctx.scan, "constraints").some((s) => items(s.content).length > 0) || CONSTRAINT_SENTENCE.test(ctx.scan.plain)) {
		techniques.add("constraint-driven");
		return;
	}
	add(ctx, "constraints-missing", "No constraints stated (compatibility, budgets, dependencies, deadlines)", `State the limits the solution must respect, e.g.:\n${CONSTRAINTS_BLOCK}`);
}

// dist/prompt/check-structure.js
/** XML-style structure: tags closed and nested, sections present, placeholders filled. */
function checkTags(ctx) {
	for (const issue of ctx.scan.issues) if (issue.kind === "unclosed") add(ctx, "tag-unclosed", `<${issue.name}> on line ${issue.line} is never closed`, `Add </${issue.name}> on its own line after the end of the ${issue.name} block.`, issue.line);
	else if (issue.kind === "unopened") add(ctx, "tag-unopened", `</${issue.name}> on line ${issue.line} closes a tag that was never opened`, `Add <${issue.name}> where that block starts, or delete the stray </${issue.name}>.`, issue.line);
	else add(ctx, "tag-misnested", `<${issue.name}> (line ${issue.line}) is still open when </${issue.closer}> closes its parent on line ${issue.closerLine}`, `Close </${issue.name}> before </${issue.closer}> (tags must nest: <${issue.closer}><${issue.name}>…</${issue.name}></${issue.closer}>).`, issue.line);
	const variants = /* @__PURE__ */ new Map();
	for (const block of ctx.scan.blocks) {
		const known = KNOWN_TAGS.includes(block.canonical);
		if (known && block.name !== block.canonical && !variants.has(block.name)) variants.set(block.name, {
			line: block.line,
			canonical: block.canonical
		});
		if (known && block.content.trim() === "" && block.canonical !== "acceptance_criteria" && block.canonical !== "relevant_files") add(ctx, "tag-empty", `<${block.name}> on line ${block.line} is empty`, `Fill it in or remove it; an empty <${block.name}> tells the assistant nothing.`, block.line);
	}
	for (const [name, { line, canonical }] of variants) add(ctx, "tag-name-variant", `<${name}> on line ${line} is read as <${canonical}>`, `Spell it <${canonical}> as in the conventions, so every reader takes it the same way.`, line);
}
function checkStructure(ctx) {
	if (ctx.scan.hasTags) return;
	const task = ctx.text.trim().length <= 400 ? ctx.text.trim() : "{{the work item}}";
	add(ctx, "structure-missing", "The prompt uses no XML-style tags, so its parts (task, context, files, criteria) run together", `Put each part in its own tag, e.g.:\n<task>\n${task}\n</task>\n<context>{{background}}</context>\n<relevant_files>\n- {{path/to/file.ts}}\n</relevant_files>\n${ACCEPTANCE_BLOCK}`);
}
function checkPlaceholders(ctx) {
	const masked = ctx.scan.plain;
	PLACEHOLDER.lastIndex = 0;
	const matches = [...masked.matchAll(PLACEHOLDER)];
	const first = matches[0];
	if (!first) return;
	add(ctx, "placeholder-unfilled", `${matches.length} template placeholder${matches.length === 1 ? " is" : "s are"} still unfilled, the first ${quote(first[0])} on line ${ctx.lineOf(first.index)}`, "Replace every {{…}} with the real value before sending the prompt.", ctx.lineOf(first.index));
}

// dist/prompt/techniques.js
/**
* The techniques of the seed's table (section 10.2), recognised from the prompt's wording.
* The three staged ones (self-refine, iterative refinement, progressive context) must show every stage
* in order; a prompt that starts one and skips or reorders stages gets told which.
*/
const TECHNIQUES = [
	"role-assignment",
	"extended-thinking",
	"self-refine",
	"focused-context",
	"progressive-context",
	"constraint-driven",
	"pattern-based",
	"iterative-refinement",
	"conditional-logic",
	"template-generation"
];
const STAGES = {
	"self-refine": [
		{
			label: "generate an implementation",
			pattern: /\b(?:generate|implement|write|create|build|draft)\b/gi
		},
		{
			label: "critique it (security, error handling, performance, maintainability, edge cases)",
			pattern: /\b(?:critique|critically review|review (?:it|your|the (?:code|implementation|result))|identify (?:weaknesses|flaws|problems))\b/gi
		},
		{
			label: "refactor based on the critique",
			pattern: /\b(?:refactor|rewrite|revise|improve)\b[^.\n]{0,60}\b(?:based on|using|addressing|according to|per)\b[^.\n]{0,20}\b(?:critique|review|feedback|findings|problems|weaknesses)\b/gi
		}
	],
	"iterative-refinement": [
		{
			label: "initial requirements",
			pattern: /\binitial (?:requirements?|version|draft|pass)\b/gi
		},
		{
			label: "added specificity",
			pattern: /\b(?:add(?:ed|ing)? (?:more )?specific(?:ity|s)|more specific(?:ity)?|specifics)\b/gi
		},
		{
			label: "technical details",
			pattern: /\btechnical details?\b/gi
		},
		{
			label: "polish and edge cases",
			pattern: /\bpolish\b[^.\n]{0,40}\bedge cases?\b|\bedge cases?\b[^.\n]{0,40}\bpolish\b/gi
		}
	],
	"progressive-context": [
		{
			label: "high-level design",
			pattern: /\bhigh[- ]level (?:design|architecture|overview|plan)\b/gi
		},
		{
			label: "component breakdown",
			pattern: /\bcomponent(?:s)? (?:breakdown|design|list)\b|\bbreak (?:it|this|the \w+) down into (?:components|modules|parts)\b/gi
		},
		{
			label: "detailed implementation",
			pattern: /\bdetailed implementation\b|\bimplementation details\b|\bimplement (?:each|every|the) (?:component|module)s?\b/gi
		}
	]
};
/** Words that show the prompt means to work in passes or stages, so partial stages are worth a hint. */
const STAGE_MARKERS = {
	"self-refine": /\b(?:self[- ]refine|critique)\b/i,
	"iterative-refinement": /\b(?:pass|iteration|round)\s*(?:[1-4]|one|two|three|four)\b|\b(?:first|second|third|fourth|final) (?:pass|iteration|round)\b|\biterative(?:ly)? refine/i,
	"progressive-context": /\bstage\s*(?:[1-3]|one|two|three)\b|\b(?:first|second|third) stage\b|\bprogressive(?:ly)?\b|\bin stages\b/i
};
/**
* Whether the stages appear in order: each one found after the previous one. Returns the positions
* of the first occurrence of each stage (or -1) and whether an ordered chain exists.
*/
function stagePositions(text, stages) {
	const patterns = stages.map((stage) => new RegExp(stage.pattern.source, "gi"));
	const first = patterns.map((pattern) => pattern.exec(text)?.index ?? -1);
	let cursor = -1;
	let ordered = true;
	for (const pattern of patterns) {
		let found = -1;
		for (const match of text.matchAll(new RegExp(pattern.source, "gi"))) if (match.index > cursor) {
			found = match.index;
			break;
		}
		if (found === -1) {
			ordered = false;
			break;
		}
		cursor = found;
	}
	return {
		first,
		ordered
	};
}
function detectStaged(technique, text, lineOf) {
	const stages = STAGES[technique];
	const { first, ordered } = stagePositions(text, stages);
	const found = stages.filter((_, i) => (first[i] ?? -1) >= 0);
	const missing = stages.filter((_, i) => (first[i] ?? -1) < 0).map((s) => s.label);
	const order = stages.map((stage, i) => ({
		label: stage.label,
		at: first[i] ?? -1
	})).filter((s) => s.at >= 0).sort((a, b) => a.at - b.at).map((s) => s.label);
	if (missing.length === 0) {
		if (ordered) return {
			technique,
			status: "complete",
			found: order,
			missing
		};
		const early = stages.findIndex((_, i) => i > 0 && (first[i] ?? 0) < (first[i - 1] ?? 0));
		return {
			technique,
			status: "out-of-order",
			found: order,
			missing,
			line: lineOf(first[Math.max(early, 0)] ?? 0)
		};
	}
	return {
		technique,
		status: found.length >= 2 && (STAGE_MARKERS[technique].test(text) || stages.length === 4 && found.length >= 3) ? "incomplete" : "absent",
		found: order,
		missing
	};
}
const EXTENDED_THINKING = /\b(?:step[- ]by[- ]step|think (?:carefully|through|hard|about)|reason (?:through|about|carefully)|walk (?:me )?through your reasoning|before (?:answering|you answer|writing code),? (?:think|consider|reason))\b/i;
const PATTERN_BASED = /\b(?:follow|use|apply|using|match)\b[^.\n]{0,50}\bpattern\b|\b(?:repository|factory|strategy|observer|adapter|decorator|singleton|builder|command|mvc|mvvm|hexagonal|cqrs|event[- ]sourcing|middleware|pub\/sub) pattern\b|\bfollow (?:the )?(?:existing )?(?:conventions?|structure) (?:of|in|from)\b/i;
const CONDITIONAL_LINE = /^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]*)?if\b[^\n]{3,}?(?:\bthen\b|:|,|->|→)/im;

// dist/prompt/check-techniques.js
/** The staged techniques of the seed's table, each done with its stages in order. */
const STAGE_WORD = {
	"self-refine": "Self-refine",
	"iterative-refinement": "Iterative refinement",
	"progressive-context": "Progressive context"
};
function stagedSuggestion(technique) {
	return `Write the stages in this order:\n${STAGES[technique].map((stage) => stage.label).map((label, i) => `${i + 1}. ${label[0]?.toUpperCase()}${label.slice(1)}`).join("\n")}\n(qgate prompt new ${technique} prints a full skeleton.)`;
}
function checkTechniques(ctx, techniques) {
	const plain = ctx.scan.plain;
	if (EXTENDED_THINKING.test(plain)) techniques.add("extended-thinking");
	const template = findSections(ctx.text, ctx.scan, "template").filter((s) => substance(s.content) !== "");
	const resource = findSections(ctx.text, ctx.scan, "resource").filter((s) => substance(s.content) !== "" || HAS_PLACEHOLDER.test(s.content));
	if (PATTERN_BASED.test(plain) || template.length > 0) techniques.add("pattern-based");
	if (CONDITIONAL_LINE.test(plain)) techniques.add("conditional-logic");
	if (template.length > 0 && resource.length > 0) techniques.add("template-generation");
	else if (template.length > 0 && /\b(?:GET|POST|PUT|PATCH|DELETE)\b/.test(template.map((t) => t.content).join("\n"))) add(ctx, "template-resource-missing", `The route template on line ${template[0]?.line} names no resource to apply it to`, "Name the subject, e.g. <resource>invoice</resource> (fields: id, customerId, total, dueDate).", template[0]?.line);
	for (const technique of Object.keys(STAGES)) {
		const result = detectStaged(technique, plain, ctx.lineOf);
		if (result.status === "complete") techniques.add(technique);
		else if (result.status === "incomplete") add(ctx, "technique-incomplete", `${STAGE_WORD[technique]} is started (${result.found.join("; ")}) but misses: ${result.missing.join("; ")}`, stagedSuggestion(technique));
		else if (result.status === "out-of-order") add(ctx, "technique-out-of-order", `${STAGE_WORD[technique]}'s stages are out of order: ${result.found.join(" → ")}`, stagedSuggestion(technique), result.line);
	}
}

// dist/prompt/score.js
/**
* The prompt score: 100 minus the points of each finding, each finding id capped, floored at 0.
* The table is the documentation (README "Prompts and metrics" prints it); change both together.
*/
function score(findings) {
	const taken = /* @__PURE__ */ new Map();
	for (const finding of findings) {
		const rule = RULES[finding.id];
		if (!rule) continue;
		taken.set(finding.id, Math.min(rule.cap, (taken.get(finding.id) ?? 0) + rule.points));
	}
	let total = 100;
	for (const points of taken.values()) total -= points;
	return Math.max(0, total);
}

// dist/prompt/lint.js
/**
* `qgate prompt lint`: checks a prompt against the seed's prompt conventions (section 10): XML-style
* structure, a role sentence first, acceptance criteria, a short list of relevant files that exist,
* a specific request, a bounded context, stated constraints, and the staged techniques done in order.
* Every finding carries a concrete suggestion (a ready-to-paste block where one helps). Synchronous and
* read-only: the hook door calls it on every submitted prompt.
*/
const DEFAULT_MAX_CHARS = 16e3;
const DEFAULT_MAX_FILES = 10;
const SEVERITY_RANK = {
	error: 0,
	warning: 1,
	info: 2
};
function lintPrompt(text, options) {
	if (text.trim() === "") {
		const findings = [{
			id: "prompt-empty",
			severity: "error",
			message: "The prompt is empty",
			suggestion: "Write the task; qgate prompt new role-assignment prints a skeleton to start from."
		}];
		return {
			score: score(findings),
			findings,
			techniques: []
		};
	}
	const ctx = {
		text,
		scan: scanTags(text),
		lineOf: lineIndex(text),
		root: path.resolve(options.root),
		maxChars: options.maxChars ?? 16e3,
		maxFiles: options.maxFiles ?? 10,
		findings: []
	};
	const techniques = /* @__PURE__ */ new Set();
	checkTags(ctx);
	checkStructure(ctx);
	checkRole(ctx, techniques);
	checkVague(ctx);
	checkAcceptance(ctx);
	checkRelevantFiles(ctx, techniques);
	checkSize(ctx);
	checkConstraints(ctx, techniques);
	checkPlaceholders(ctx);
	checkTechniques(ctx, techniques);
	const findings = ctx.findings.map((finding, order) => ({
		finding,
		order
	})).sort((a, b) => SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || (a.finding.line ?? 0) - (b.finding.line ?? 0) || a.order - b.order).map(({ finding }) => finding);
	return {
		score: score(findings),
		findings,
		techniques: TECHNIQUES.filter((technique) => techniques.has(technique))
	};
}

export { lintPrompt as n, TECHNIQUES as r, DEFAULT_MAX_CHARS as t };