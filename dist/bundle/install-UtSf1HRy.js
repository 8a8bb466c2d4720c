import { n as __require, r as __toESM, t as __commonJSMin } from "./rolldown-runtime-CoNq6U3z.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { i as isQgateHookCommand, n as commandPrefix, r as failClosedCommand, t as DEFAULT_COMMAND_PREFIX } from "./command-CtHtMFJL.js";
import { i as settingsPath, n as isPlainObject, r as readSettings } from "./settings-8tX08_W0.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import { r as httpToken } from "./http-DtepwqV5.js";
import { n as serializeLike, r as shownPath } from "./text-CItYGcnC.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { existsSync } from "node:fs";
import path from "node:path";

// dist/assistants/claude/settings.js
/**
* Merging qgate's hooks into an assistant settings object and taking them out again.
*
* One `hooks` object can hold two shapes side by side, because their key sets never overlap (Claude
* Code reads only its own; the seed's are written only on request, `--hooks seed` or `both`):
* - the seed's events (kebab-case) map to ONE command string:
*   `"edit-complete": "npx --no-install qgate hook edit-complete"`;
* - Claude Code's events (PascalCase) map to an ARRAY of matcher groups:
*   `"PostToolUse": [{ "matcher": "Write|Edit|NotebookEdit|Bash", "hooks": [{ "type": "command", "command": "npx --no-install qgate hook" }] }]`.
* qgate's entries are recognised by their command text (`qgate ...`, `npx qgate ...`, `.../qgate hook`);
* everything else is the user's and is never touched.
*/
const say = installMessages.claude;
const SEED_HOOK_KEYS = [
	"user-prompt-submit",
	"tool-call-complete",
	"edit-complete",
	"session-end",
	"error-occurred"
];
const CLAUDE_HOOK_ENTRIES = [
	{
		event: "PostToolUse",
		matcher: "Write|Edit|NotebookEdit|Bash"
	},
	{ event: "PostToolUseFailure" },
	{ event: "Stop" },
	{ event: "UserPromptSubmit" },
	{ event: "SessionEnd" },
	{
		event: "PreToolUse",
		matcher: "Read|Grep|Bash"
	}
];
/** The events whose hooks are the secrets guard's doors (UserPromptSubmit is the prompt check's too). */
const GUARD_EVENTS = /* @__PURE__ */ new Set(["PreToolUse", "UserPromptSubmit"]);
/** qgate's HTTP hook (qgate install claude --http): a POST to the daemon's HTTP door on loopback. */
function isQgateHttpHook(hook) {
	return hook.type === "http" && typeof hook.url === "string" && /^http:\/\/127\.0\.0\.1:\d+\/qgate\/hook(?:\?|$)/.test(hook.url);
}
function isQgateHook(hook) {
	return isPlainObject(hook) && (isQgateHookCommand(hook.command) || isQgateHttpHook(hook));
}
function httpHookEntry(target) {
	return {
		type: "http",
		url: `http://127.0.0.1:${target.port}/qgate/hook${target.strict ? "?strict=1" : ""}`,
		headers: { Authorization: `Bearer ${target.token}` },
		timeout: 180
	};
}
function clone(value) {
	return JSON.parse(JSON.stringify(value));
}
function groupHasQgate(group) {
	return isPlainObject(group) && Array.isArray(group.hooks) && group.hooks.some(isQgateHook);
}
/** How a hook shows in the change lines: its command or URL, and its `if` rule. */
function shownHook(hook) {
	const target = String(hook.type === "http" ? hook.url : hook.command);
	return typeof hook.if === "string" ? `${target} if ${hook.if}` : target;
}
/**
* Puts the `wanted` handlers where each group's qgate hooks are (the user's own hooks stay as and where
* they are); returns the qgate hooks it replaced, for the user.
*/
function updateQgateHooks(groups, wanted) {
	const replaced = [];
	for (const group of groups) {
		if (!isPlainObject(group) || !Array.isArray(group.hooks)) continue;
		const ours = group.hooks.filter(isQgateHook);
		if (ours.length === 0 || JSON.stringify(ours) === JSON.stringify(wanted)) continue;
		const next = [];
		for (const hook of group.hooks) if (!isQgateHook(hook)) next.push(hook);
		else if (hook === ours[0]) next.push(...wanted.map((w) => ({ ...w })));
		group.hooks = next;
		replaced.push(...ours.map(shownHook));
	}
	return replaced;
}
/**
* Gives qgate's own groups (those holding only qgate hooks) the `wanted` matcher, so installing again
* brings an older install's matcher up to date; a group the user shares with their own hooks keeps
* theirs. Returns the matchers it replaced.
*/
function updateQgateMatchers(groups, wanted) {
	const replaced = [];
	const shared = [];
	if (wanted === void 0) return {
		replaced,
		shared
	};
	for (const group of groups) {
		if (!isPlainObject(group) || !Array.isArray(group.hooks) || !group.hooks.some(isQgateHook)) continue;
		const matcher = typeof group.matcher === "string" ? group.matcher : "";
		if (group.matcher === wanted) continue;
		if (!group.hooks.every(isQgateHook)) shared.push(matcher);
		else {
			replaced.push(matcher);
			group.matcher = wanted;
		}
	}
	return {
		replaced,
		shared
	};
}
/** Seconds Claude Code gives qgate's SessionEnd hook (its most; the default budget is 1.5 s). */
const SESSION_END_TIMEOUT_S = 60;
/** Shown by Claude Code's spinner while a qgate hook runs. */
const STATUS_MESSAGE = "qgate: checking…";
/**
* `async`: the edit hooks run in the background with `asyncRewake` (the assistant never waits; a
* failing edit wakes the model, `qgate hook --rewake` answering with exit 2); the Stop gate stays
* synchronous, so strict blocking still holds there.
*/
function addQgateHooks(original, prefix = DEFAULT_COMMAND_PREFIX, shapes = "claude", http, options = {}) {
	const settings = clone(original);
	const changes = [];
	const kept = [];
	if (settings.hooks !== void 0 && !isPlainObject(settings.hooks)) {
		kept.push(say.notAnObject);
		return {
			settings,
			changes,
			kept
		};
	}
	const hooks = settings.hooks ?? {};
	if (shapes === "claude") {
		for (const key of SEED_HOOK_KEYS) if (isQgateHookCommand(hooks[key])) {
			delete hooks[key];
			changes.push(say.seedKeyDropped(key));
		}
	}
	for (const key of shapes === "claude" ? [] : SEED_HOOK_KEYS) {
		const command = `${prefix} hook ${key}`;
		const existing = hooks[key];
		if (existing === void 0) {
			hooks[key] = command;
			changes.push(say.seedKeySet(key, command));
		} else if (isQgateHookCommand(existing)) {
			if (existing !== command) {
				hooks[key] = command;
				changes.push(say.seedKeyUpdated(key, command, existing));
			}
		} else kept.push(say.seedKeyKept(key));
	}
	const entries = (shapes === "seed" ? [] : CLAUDE_HOOK_ENTRIES).filter(({ event }) => options.secretsGuard !== false || event !== "PreToolUse").map(({ event, matcher }) => {
		const hook = http ? {
			...httpHookEntry(http),
			statusMessage: STATUS_MESSAGE
		} : options.async === true && event === "PostToolUse" ? {
			type: "command",
			command: `${prefix} hook --rewake`,
			asyncRewake: true,
			statusMessage: STATUS_MESSAGE
		} : {
			type: "command",
			command: options.failClosed === true && GUARD_EVENTS.has(event) ? failClosedCommand(`${prefix} hook`, "exit2") : `${prefix} hook`,
			statusMessage: STATUS_MESSAGE,
			...event === "SessionEnd" ? { timeout: 60 } : {}
		};
		return {
			event,
			matcher,
			hooks: event === "PostToolUse" && options.editRules !== void 0 && options.editRules.length > 0 ? [...options.editRules, "Bash"].map((rule) => ({
				...hook,
				if: rule
			})) : [hook]
		};
	});
	if (http) entries.push({
		event: "SessionStart",
		hooks: [{
			type: "command",
			command: `${prefix} daemon start --http ${http.port}`
		}]
	});
	for (const { event, matcher, hooks: wanted } of entries) {
		const existing = hooks[event];
		if (existing !== void 0 && !Array.isArray(existing)) {
			kept.push(say.notAnArray(event));
			continue;
		}
		const groups = existing ?? [];
		const shown = wanted.map(shownHook).join("\", \"");
		if (groups.some(groupHasQgate)) {
			const updated = updateQgateHooks(groups, wanted);
			if (updated.length > 0) changes.push(updated.join("\", \"") === shown ? say.hooksRefreshed(event, shown) : say.hooksUpdated(event, shown, updated));
			const matchers = updateQgateMatchers(groups, matcher);
			if (matchers.replaced.length > 0) changes.push(say.matcherUpdated(event, matcher, matchers.replaced));
			for (const mine of matchers.shared) kept.push(say.sharedMatcherKept(event, mine, matcher ?? ""));
			continue;
		}
		groups.push({
			matcher,
			hooks: wanted
		});
		hooks[event] = groups;
		changes.push(say.hooksAdded(event, matcher, shown));
	}
	if (options.secretsGuard === false && Array.isArray(hooks.PreToolUse)) {
		const before = JSON.stringify(hooks.PreToolUse);
		const groups = hooks.PreToolUse.flatMap((group) => {
			if (!isPlainObject(group) || !Array.isArray(group.hooks)) return [group];
			const rest = group.hooks.filter((hook) => !isQgateHook(hook));
			return rest.length === 0 ? [] : [{
				...group,
				hooks: rest
			}];
		});
		if (JSON.stringify(groups) !== before) {
			if (groups.length > 0) hooks.PreToolUse = groups;
			else delete hooks.PreToolUse;
			changes.push(say.removedFrom("PreToolUse"));
		}
	}
	if (changes.length > 0) settings.hooks = hooks;
	return {
		settings,
		changes,
		kept
	};
}
function removeQgateHooks(original) {
	const settings = clone(original);
	const changes = [];
	if (!isPlainObject(settings.hooks)) return {
		settings,
		changes,
		kept: []
	};
	const hooks = settings.hooks;
	for (const [key, value] of Object.entries(hooks)) {
		if (typeof value === "string") {
			if (isQgateHookCommand(value)) {
				delete hooks[key];
				changes.push(say.seedKeyRemoved(key));
			}
			continue;
		}
		if (!Array.isArray(value)) continue;
		let removed = 0;
		const groups = [];
		for (const group of value) {
			if (!isPlainObject(group) || !Array.isArray(group.hooks)) {
				groups.push(group);
				continue;
			}
			const remaining = group.hooks.filter((hook) => !isQgateHook(hook));
			removed += group.hooks.length - remaining.length;
			if (remaining.length === group.hooks.length) groups.push(group);
			else if (remaining.length > 0) groups.push({
				...group,
				hooks: remaining
			});
		}
		if (removed === 0) continue;
		changes.push(say.removedFrom(key));
		if (groups.length > 0) hooks[key] = groups;
		else delete hooks[key];
	}
	if (changes.length > 0 && Object.keys(hooks).length === 0) delete settings.hooks;
	return {
		settings,
		changes,
		kept: []
	};
}

// node_modules/braces/lib/utils.js
var require_utils = /* @__PURE__ */ __commonJSMin(((exports) => {
	exports.isInteger = (num) => {
		if (typeof num === "number") return Number.isInteger(num);
		if (typeof num === "string" && num.trim() !== "") return Number.isInteger(Number(num));
		return false;
	};
	/**
	* Find a node of the given type
	*/
	exports.find = (node, type) => node.nodes.find((node) => node.type === type);
	/**
	* Find a node of the given type
	*/
	exports.exceedsLimit = (min, max, step = 1, limit) => {
		if (limit === false) return false;
		if (!exports.isInteger(min) || !exports.isInteger(max)) return false;
		return (Number(max) - Number(min)) / Number(step) >= limit;
	};
	/**
	* Escape the given node with '\\' before node.value
	*/
	exports.escapeNode = (block, n = 0, type) => {
		const node = block.nodes[n];
		if (!node) return;
		if (type && node.type === type || node.type === "open" || node.type === "close") {
			if (node.escaped !== true) {
				node.value = "\\" + node.value;
				node.escaped = true;
			}
		}
	};
	/**
	* Returns true if the given brace node should be enclosed in literal braces
	*/
	exports.encloseBrace = (node) => {
		if (node.type !== "brace") return false;
		if (node.commas >> 0 + node.ranges >> 0 === 0) {
			node.invalid = true;
			return true;
		}
		return false;
	};
	/**
	* Returns true if a brace node is invalid.
	*/
	exports.isInvalidBrace = (block) => {
		if (block.type !== "brace") return false;
		if (block.invalid === true || block.dollar) return true;
		if (block.commas >> 0 + block.ranges >> 0 === 0) {
			block.invalid = true;
			return true;
		}
		if (block.open !== true || block.close !== true) {
			block.invalid = true;
			return true;
		}
		return false;
	};
	/**
	* Returns true if a node is an open or close node
	*/
	exports.isOpenOrClose = (node) => {
		if (node.type === "open" || node.type === "close") return true;
		return node.open === true || node.close === true;
	};
	/**
	* Reduce an array of text nodes.
	*/
	exports.reduce = (nodes) => nodes.reduce((acc, node) => {
		if (node.type === "text") acc.push(node.value);
		if (node.type === "range") node.type = "text";
		return acc;
	}, []);
	/**
	* Flatten an array
	*/
	exports.flatten = (...args) => {
		const result = [];
		const flat = (arr) => {
			for (let i = 0; i < arr.length; i++) {
				const ele = arr[i];
				if (Array.isArray(ele)) {
					flat(ele);
					continue;
				}
				if (ele !== void 0) result.push(ele);
			}
			return result;
		};
		flat(args);
		return result;
	};
}));

// node_modules/braces/lib/stringify.js
var require_stringify = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const utils = require_utils();
	module.exports = (ast, options = {}) => {
		const stringify = (node, parent = {}) => {
			const invalidBlock = options.escapeInvalid && utils.isInvalidBrace(parent);
			const invalidNode = node.invalid === true && options.escapeInvalid === true;
			let output = "";
			if (node.value) {
				if ((invalidBlock || invalidNode) && utils.isOpenOrClose(node)) return "\\" + node.value;
				return node.value;
			}
			if (node.value) return node.value;
			if (node.nodes) for (const child of node.nodes) output += stringify(child);
			return output;
		};
		return stringify(ast);
	};
}));

// node_modules/is-number/index.js
/*!
* is-number <https://github.com/jonschlinkert/is-number>
*
* Copyright (c) 2014-present, Jon Schlinkert.
* Released under the MIT License.
*/
var require_is_number = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = function(num) {
		if (typeof num === "number") return num - num === 0;
		if (typeof num === "string" && num.trim() !== "") return Number.isFinite ? Number.isFinite(+num) : isFinite(+num);
		return false;
	};
}));

// node_modules/to-regex-range/index.js
/*!
* to-regex-range <https://github.com/micromatch/to-regex-range>
*
* Copyright (c) 2015-present, Jon Schlinkert.
* Released under the MIT License.
*/
var require_to_regex_range = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const isNumber = require_is_number();
	const toRegexRange = (min, max, options) => {
		if (isNumber(min) === false) throw new TypeError("toRegexRange: expected the first argument to be a number");
		if (max === void 0 || min === max) return String(min);
		if (isNumber(max) === false) throw new TypeError("toRegexRange: expected the second argument to be a number.");
		let opts = {
			relaxZeros: true,
			...options
		};
		if (typeof opts.strictZeros === "boolean") opts.relaxZeros = opts.strictZeros === false;
		let relax = String(opts.relaxZeros);
		let shorthand = String(opts.shorthand);
		let capture = String(opts.capture);
		let wrap = String(opts.wrap);
		let cacheKey = min + ":" + max + "=" + relax + shorthand + capture + wrap;
		if (toRegexRange.cache.hasOwnProperty(cacheKey)) return toRegexRange.cache[cacheKey].result;
		let a = Math.min(min, max);
		let b = Math.max(min, max);
		if (Math.abs(a - b) === 1) {
			let result = min + "|" + max;
			if (opts.capture) return `(${result})`;
			if (opts.wrap === false) return result;
			return `(?:${result})`;
		}
		let isPadded = hasPadding(min) || hasPadding(max);
		let state = {
			min,
			max,
			a,
			b
		};
		let positives = [];
		let negatives = [];
		if (isPadded) {
			state.isPadded = isPadded;
			state.maxLen = String(state.max).length;
		}
		if (a < 0) {
			negatives = splitToPatterns(b < 0 ? Math.abs(b) : 1, Math.abs(a), state, opts);
			a = state.a = 0;
		}
		if (b >= 0) positives = splitToPatterns(a, b, state, opts);
		state.negatives = negatives;
		state.positives = positives;
		state.result = collatePatterns(negatives, positives, opts);
		if (opts.capture === true) state.result = `(${state.result})`;
		else if (opts.wrap !== false && positives.length + negatives.length > 1) state.result = `(?:${state.result})`;
		toRegexRange.cache[cacheKey] = state;
		return state.result;
	};
	function collatePatterns(neg, pos, options) {
		let onlyNegative = filterPatterns(neg, pos, "-", false, options) || [];
		let onlyPositive = filterPatterns(pos, neg, "", false, options) || [];
		let intersected = filterPatterns(neg, pos, "-?", true, options) || [];
		return onlyNegative.concat(intersected).concat(onlyPositive).join("|");
	}
	function splitToRanges(min, max) {
		let nines = 1;
		let zeros = 1;
		let stop = countNines(min, nines);
		let stops = /* @__PURE__ */ new Set([max]);
		while (min <= stop && stop <= max) {
			stops.add(stop);
			nines += 1;
			stop = countNines(min, nines);
		}
		stop = countZeros(max + 1, zeros) - 1;
		while (min < stop && stop <= max) {
			stops.add(stop);
			zeros += 1;
			stop = countZeros(max + 1, zeros) - 1;
		}
		stops = [...stops];
		stops.sort(compare);
		return stops;
	}
	/**
	* Convert a range to a regex pattern
	* @param {Number} `start`
	* @param {Number} `stop`
	* @return {String}
	*/
	function rangeToPattern(start, stop, options) {
		if (start === stop) return {
			pattern: start,
			count: [],
			digits: 0
		};
		let zipped = zip(start, stop);
		let digits = zipped.length;
		let pattern = "";
		let count = 0;
		for (let i = 0; i < digits; i++) {
			let [startDigit, stopDigit] = zipped[i];
			if (startDigit === stopDigit) pattern += startDigit;
			else if (startDigit !== "0" || stopDigit !== "9") pattern += toCharacterClass(startDigit, stopDigit, options);
			else count++;
		}
		if (count) pattern += options.shorthand === true ? "\\d" : "[0-9]";
		return {
			pattern,
			count: [count],
			digits
		};
	}
	function splitToPatterns(min, max, tok, options) {
		let ranges = splitToRanges(min, max);
		let tokens = [];
		let start = min;
		let prev;
		for (let i = 0; i < ranges.length; i++) {
			let max = ranges[i];
			let obj = rangeToPattern(String(start), String(max), options);
			let zeros = "";
			if (!tok.isPadded && prev && prev.pattern === obj.pattern) {
				if (prev.count.length > 1) prev.count.pop();
				prev.count.push(obj.count[0]);
				prev.string = prev.pattern + toQuantifier(prev.count);
				start = max + 1;
				continue;
			}
			if (tok.isPadded) zeros = padZeros(max, tok, options);
			obj.string = zeros + obj.pattern + toQuantifier(obj.count);
			tokens.push(obj);
			start = max + 1;
			prev = obj;
		}
		return tokens;
	}
	function filterPatterns(arr, comparison, prefix, intersection, options) {
		let result = [];
		for (let ele of arr) {
			let { string } = ele;
			if (!intersection && !contains(comparison, "string", string)) result.push(prefix + string);
			if (intersection && contains(comparison, "string", string)) result.push(prefix + string);
		}
		return result;
	}
	/**
	* Zip strings
	*/
	function zip(a, b) {
		let arr = [];
		for (let i = 0; i < a.length; i++) arr.push([a[i], b[i]]);
		return arr;
	}
	function compare(a, b) {
		return a > b ? 1 : b > a ? -1 : 0;
	}
	function contains(arr, key, val) {
		return arr.some((ele) => ele[key] === val);
	}
	function countNines(min, len) {
		return Number(String(min).slice(0, -len) + "9".repeat(len));
	}
	function countZeros(integer, zeros) {
		return integer - integer % Math.pow(10, zeros);
	}
	function toQuantifier(digits) {
		let [start = 0, stop = ""] = digits;
		if (stop || start > 1) return `{${start + (stop ? "," + stop : "")}}`;
		return "";
	}
	function toCharacterClass(a, b, options) {
		return `[${a}${b - a === 1 ? "" : "-"}${b}]`;
	}
	function hasPadding(str) {
		return /^-?(0+)\d/.test(str);
	}
	function padZeros(value, tok, options) {
		if (!tok.isPadded) return value;
		let diff = Math.abs(tok.maxLen - String(value).length);
		let relax = options.relaxZeros !== false;
		switch (diff) {
			case 0: return "";
			case 1: return relax ? "0?" : "0";
			case 2: return relax ? "0{0,2}" : "00";
			default: return relax ? `0{0,${diff}}` : `0{${diff}}`;
		}
	}
	/**
	* Cache
	*/
	toRegexRange.cache = {};
	toRegexRange.clearCache = () => toRegexRange.cache = {};
	/**
	* Expose `toRegexRange`
	*/
	module.exports = toRegexRange;
}));

// node_modules/fill-range/index.js
/*!
* fill-range <https://github.com/jonschlinkert/fill-range>
*
* Copyright (c) 2014-present, Jon Schlinkert.
* Licensed under the MIT License.
*/
var require_fill_range = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const util = __require("util");
	const toRegexRange = require_to_regex_range();
	const isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
	const transform = (toNumber) => {
		return (value) => toNumber === true ? Number(value) : String(value);
	};
	const isValidValue = (value) => {
		return typeof value === "number" || typeof value === "string" && value !== "";
	};
	const isNumber = (num) => Number.isInteger(+num);
	const zeros = (input) => {
		let value = `${input}`;
		let index = -1;
		if (value[0] === "-") value = value.slice(1);
		if (value === "0") return false;
		while (value[++index] === "0");
		return index > 0;
	};
	const stringify = (start, end, options) => {
		if (typeof start === "string" || typeof end === "string") return true;
		return options.stringify === true;
	};
	const pad = (input, maxLength, toNumber) => {
		if (maxLength > 0) {
			let dash = input[0] === "-" ? "-" : "";
			if (dash) input = input.slice(1);
			input = dash + input.padStart(dash ? maxLength - 1 : maxLength, "0");
		}
		if (toNumber === false) return String(input);
		return input;
	};
	const toMaxLen = (input, maxLength) => {
		let negative = input[0] === "-" ? "-" : "";
		if (negative) {
			input = input.slice(1);
			maxLength--;
		}
		while (input.length < maxLength) input = "0" + input;
		return negative ? "-" + input : input;
	};
	const toSequence = (parts, options, maxLen) => {
		parts.negatives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
		parts.positives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
		let prefix = options.capture ? "" : "?:";
		let positives = "";
		let negatives = "";
		let result;
		if (parts.positives.length) positives = parts.positives.map((v) => toMaxLen(String(v), maxLen)).join("|");
		if (parts.negatives.length) negatives = `-(${prefix}${parts.negatives.map((v) => toMaxLen(String(v), maxLen)).join("|")})`;
		if (positives && negatives) result = `${positives}|${negatives}`;
		else result = positives || negatives;
		if (options.wrap) return `(${prefix}${result})`;
		return result;
	};
	const toRange = (a, b, isNumbers, options) => {
		if (isNumbers) return toRegexRange(a, b, {
			wrap: false,
			...options
		});
		let start = String.fromCharCode(a);
		if (a === b) return start;
		return `[${start}-${String.fromCharCode(b)}]`;
	};
	const toRegex = (start, end, options) => {
		if (Array.isArray(start)) {
			let wrap = options.wrap === true;
			let prefix = options.capture ? "" : "?:";
			return wrap ? `(${prefix}${start.join("|")})` : start.join("|");
		}
		return toRegexRange(start, end, options);
	};
	const rangeError = (...args) => {
		return /* @__PURE__ */ new RangeError("Invalid range arguments: " + util.inspect(...args));
	};
	const invalidRange = (start, end, options) => {
		if (options.strictRanges === true) throw rangeError([start, end]);
		return [];
	};
	const invalidStep = (step, options) => {
		if (options.strictRanges === true) throw new TypeError(`Expected step "${step}" to be a number`);
		return [];
	};
	const fillNumbers = (start, end, step = 1, options = {}) => {
		let a = Number(start);
		let b = Number(end);
		if (!Number.isInteger(a) || !Number.isInteger(b)) {
			if (options.strictRanges === true) throw rangeError([start, end]);
			return [];
		}
		if (a === 0) a = 0;
		if (b === 0) b = 0;
		let descending = a > b;
		let startString = String(start);
		let endString = String(end);
		let stepString = String(step);
		step = Math.max(Math.abs(step), 1);
		let padded = zeros(startString) || zeros(endString) || zeros(stepString);
		let maxLen = padded ? Math.max(startString.length, endString.length, stepString.length) : 0;
		let toNumber = padded === false && stringify(start, end, options) === false;
		let format = options.transform || transform(toNumber);
		if (options.toRegex && step === 1) return toRange(toMaxLen(start, maxLen), toMaxLen(end, maxLen), true, options);
		let parts = {
			negatives: [],
			positives: []
		};
		let push = (num) => parts[num < 0 ? "negatives" : "positives"].push(Math.abs(num));
		let range = [];
		let index = 0;
		while (descending ? a >= b : a <= b) {
			if (options.toRegex === true && step > 1) push(a);
			else range.push(pad(format(a, index), maxLen, toNumber));
			a = descending ? a - step : a + step;
			index++;
		}
		if (options.toRegex === true) return step > 1 ? toSequence(parts, options, maxLen) : toRegex(range, null, {
			wrap: false,
			...options
		});
		return range;
	};
	const fillLetters = (start, end, step = 1, options = {}) => {
		if (!isNumber(start) && start.length > 1 || !isNumber(end) && end.length > 1) return invalidRange(start, end, options);
		let format = options.transform || ((val) => String.fromCharCode(val));
		let a = `${start}`.charCodeAt(0);
		let b = `${end}`.charCodeAt(0);
		let descending = a > b;
		let min = Math.min(a, b);
		let max = Math.max(a, b);
		if (options.toRegex && step === 1) return toRange(min, max, false, options);
		let range = [];
		let index = 0;
		while (descending ? a >= b : a <= b) {
			range.push(format(a, index));
			a = descending ? a - step : a + step;
			index++;
		}
		if (options.toRegex === true) return toRegex(range, null, {
			wrap: false,
			options
		});
		return range;
	};
	const fill = (start, end, step, options = {}) => {
		if (end == null && isValidValue(start)) return [start];
		if (!isValidValue(start) || !isValidValue(end)) return invalidRange(start, end, options);
		if (typeof step === "function") return fill(start, end, 1, { transform: step });
		if (isObject(step)) return fill(start, end, 0, step);
		let opts = { ...options };
		if (opts.capture === true) opts.wrap = true;
		step = step || opts.step || 1;
		if (!isNumber(step)) {
			if (step != null && !isObject(step)) return invalidStep(step, opts);
			return fill(start, end, 1, step);
		}
		if (isNumber(start) && isNumber(end)) return fillNumbers(start, end, step, opts);
		return fillLetters(start, end, Math.max(Math.abs(step), 1), opts);
	};
	module.exports = fill;
}));

// node_modules/braces/lib/compile.js
var require_compile = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const fill = require_fill_range();
	const utils = require_utils();
	const compile = (ast, options = {}) => {
		const walk = (node, parent = {}) => {
			const invalidBlock = utils.isInvalidBrace(parent);
			const invalidNode = node.invalid === true && options.escapeInvalid === true;
			const invalid = invalidBlock === true || invalidNode === true;
			const prefix = options.escapeInvalid === true ? "\\" : "";
			let output = "";
			if (node.isOpen === true) return prefix + node.value;
			if (node.isClose === true) {
				console.log("node.isClose", prefix, node.value);
				return prefix + node.value;
			}
			if (node.type === "open") return invalid ? prefix + node.value : "(";
			if (node.type === "close") return invalid ? prefix + node.value : ")";
			if (node.type === "comma") return node.prev.type === "comma" ? "" : invalid ? node.value : "|";
			if (node.value) return node.value;
			if (node.nodes && node.ranges > 0) {
				const args = utils.reduce(node.nodes);
				const range = fill(...args, {
					...options,
					wrap: false,
					toRegex: true,
					strictZeros: true
				});
				if (range.length !== 0) return args.length > 1 && range.length > 1 ? `(${range})` : range;
			}
			if (node.nodes) for (const child of node.nodes) output += walk(child, node);
			return output;
		};
		return walk(ast);
	};
	module.exports = compile;
}));

// node_modules/braces/lib/expand.js
var require_expand = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const fill = require_fill_range();
	const stringify = require_stringify();
	const utils = require_utils();
	const append = (queue = "", stash = "", enclose = false) => {
		const result = [];
		queue = [].concat(queue);
		stash = [].concat(stash);
		if (!stash.length) return queue;
		if (!queue.length) return enclose ? utils.flatten(stash).map((ele) => `{${ele}}`) : stash;
		for (const item of queue) if (Array.isArray(item)) for (const value of item) result.push(append(value, stash, enclose));
		else for (let ele of stash) {
			if (enclose === true && typeof ele === "string") ele = `{${ele}}`;
			result.push(Array.isArray(ele) ? append(item, ele, enclose) : item + ele);
		}
		return utils.flatten(result);
	};
	const expand = (ast, options = {}) => {
		const rangeLimit = options.rangeLimit === void 0 ? 1e3 : options.rangeLimit;
		const walk = (node, parent = {}) => {
			node.queue = [];
			let p = parent;
			let q = parent.queue;
			while (p.type !== "brace" && p.type !== "root" && p.parent) {
				p = p.parent;
				q = p.queue;
			}
			if (node.invalid || node.dollar) {
				q.push(append(q.pop(), stringify(node, options)));
				return;
			}
			if (node.type === "brace" && node.invalid !== true && node.nodes.length === 2) {
				q.push(append(q.pop(), ["{}"]));
				return;
			}
			if (node.nodes && node.ranges > 0) {
				const args = utils.reduce(node.nodes);
				if (utils.exceedsLimit(...args, options.step, rangeLimit)) throw new RangeError("expanded array length exceeds range limit. Use options.rangeLimit to increase or disable the limit.");
				let range = fill(...args, options);
				if (range.length === 0) range = stringify(node, options);
				q.push(append(q.pop(), range));
				node.nodes = [];
				return;
			}
			const enclose = utils.encloseBrace(node);
			let queue = node.queue;
			let block = node;
			while (block.type !== "brace" && block.type !== "root" && block.parent) {
				block = block.parent;
				queue = block.queue;
			}
			for (let i = 0; i < node.nodes.length; i++) {
				const child = node.nodes[i];
				if (child.type === "comma" && node.type === "brace") {
					if (i === 1) queue.push("");
					queue.push("");
					continue;
				}
				if (child.type === "close") {
					q.push(append(q.pop(), queue, enclose));
					continue;
				}
				if (child.value && child.type !== "open") {
					queue.push(append(queue.pop(), child.value));
					continue;
				}
				if (child.nodes) walk(child, node);
			}
			return queue;
		};
		return utils.flatten(walk(ast));
	};
	module.exports = expand;
}));

// node_modules/braces/lib/constants.js
var require_constants = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = {
		MAX_LENGTH: 1e4,
		CHAR_0: "0",
		CHAR_9: "9",
		CHAR_UPPERCASE_A: "A",
		CHAR_LOWERCASE_A: "a",
		CHAR_UPPERCASE_Z: "Z",
		CHAR_LOWERCASE_Z: "z",
		CHAR_LEFT_PARENTHESES: "(",
		CHAR_RIGHT_PARENTHESES: ")",
		CHAR_ASTERISK: "*",
		CHAR_AMPERSAND: "&",
		CHAR_AT: "@",
		CHAR_BACKSLASH: "\\",
		CHAR_BACKTICK: "`",
		CHAR_CARRIAGE_RETURN: "\r",
		CHAR_CIRCUMFLEX_ACCENT: "^",
		CHAR_COLON: ":",
		CHAR_COMMA: ",",
		CHAR_DOLLAR: "$",
		CHAR_DOT: ".",
		CHAR_DOUBLE_QUOTE: "\"",
		CHAR_EQUAL: "=",
		CHAR_EXCLAMATION_MARK: "!",
		CHAR_FORM_FEED: "\f",
		CHAR_FORWARD_SLASH: "/",
		CHAR_HASH: "#",
		CHAR_HYPHEN_MINUS: "-",
		CHAR_LEFT_ANGLE_BRACKET: "<",
		CHAR_LEFT_CURLY_BRACE: "{",
		CHAR_LEFT_SQUARE_BRACKET: "[",
		CHAR_LINE_FEED: "\n",
		CHAR_NO_BREAK_SPACE: "\xA0",
		CHAR_PERCENT: "%",
		CHAR_PLUS: "+",
		CHAR_QUESTION_MARK: "?",
		CHAR_RIGHT_ANGLE_BRACKET: ">",
		CHAR_RIGHT_CURLY_BRACE: "}",
		CHAR_RIGHT_SQUARE_BRACKET: "]",
		CHAR_SEMICOLON: ";",
		CHAR_SINGLE_QUOTE: "'",
		CHAR_SPACE: " ",
		CHAR_TAB: "	",
		CHAR_UNDERSCORE: "_",
		CHAR_VERTICAL_LINE: "|",
		CHAR_ZERO_WIDTH_NOBREAK_SPACE: "﻿"
	};
}));

// node_modules/braces/lib/parse.js
var require_parse = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const stringify = require_stringify();
	/**
	* Constants
	*/
	const { MAX_LENGTH, CHAR_BACKSLASH, CHAR_BACKTICK, CHAR_COMMA, CHAR_DOT, CHAR_LEFT_PARENTHESES, CHAR_RIGHT_PARENTHESES, CHAR_LEFT_CURLY_BRACE, CHAR_RIGHT_CURLY_BRACE, CHAR_LEFT_SQUARE_BRACKET, CHAR_RIGHT_SQUARE_BRACKET, CHAR_DOUBLE_QUOTE, CHAR_SINGLE_QUOTE, CHAR_NO_BREAK_SPACE, CHAR_ZERO_WIDTH_NOBREAK_SPACE } = require_constants();
	/**
	* parse
	*/
	const parse = (input, options = {}) => {
		if (typeof input !== "string") throw new TypeError("Expected a string");
		const opts = options || {};
		const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
		if (input.length > max) throw new SyntaxError(`Input length (${input.length}), exceeds max characters (${max})`);
		const ast = {
			type: "root",
			input,
			nodes: []
		};
		const stack = [ast];
		let block = ast;
		let prev = ast;
		let brackets = 0;
		const length = input.length;
		let index = 0;
		let depth = 0;
		let value;
		/**
		* Helpers
		*/
		const advance = () => input[index++];
		const push = (node) => {
			if (node.type === "text" && prev.type === "dot") prev.type = "text";
			if (prev && prev.type === "text" && node.type === "text") {
				prev.value += node.value;
				return;
			}
			block.nodes.push(node);
			node.parent = block;
			node.prev = prev;
			prev = node;
			return node;
		};
		push({ type: "bos" });
		while (index < length) {
			block = stack[stack.length - 1];
			value = advance();
			/**
			* Invalid chars
			*/
			if (value === CHAR_ZERO_WIDTH_NOBREAK_SPACE || value === CHAR_NO_BREAK_SPACE) continue;
			/**
			* Escaped chars
			*/
			if (value === CHAR_BACKSLASH) {
				push({
					type: "text",
					value: (options.keepEscaping ? value : "") + advance()
				});
				continue;
			}
			/**
			* Right square bracket (literal): ']'
			*/
			if (value === CHAR_RIGHT_SQUARE_BRACKET) {
				push({
					type: "text",
					value: "\\" + value
				});
				continue;
			}
			/**
			* Left square bracket: '['
			*/
			if (value === CHAR_LEFT_SQUARE_BRACKET) {
				brackets++;
				let next;
				while (index < length && (next = advance())) {
					value += next;
					if (next === CHAR_LEFT_SQUARE_BRACKET) {
						brackets++;
						continue;
					}
					if (next === CHAR_BACKSLASH) {
						value += advance();
						continue;
					}
					if (next === CHAR_RIGHT_SQUARE_BRACKET) {
						brackets--;
						if (brackets === 0) break;
					}
				}
				push({
					type: "text",
					value
				});
				continue;
			}
			/**
			* Parentheses
			*/
			if (value === CHAR_LEFT_PARENTHESES) {
				block = push({
					type: "paren",
					nodes: []
				});
				stack.push(block);
				push({
					type: "text",
					value
				});
				continue;
			}
			if (value === CHAR_RIGHT_PARENTHESES) {
				if (block.type !== "paren") {
					push({
						type: "text",
						value
					});
					continue;
				}
				block = stack.pop();
				push({
					type: "text",
					value
				});
				block = stack[stack.length - 1];
				continue;
			}
			/**
			* Quotes: '|"|`
			*/
			if (value === CHAR_DOUBLE_QUOTE || value === CHAR_SINGLE_QUOTE || value === CHAR_BACKTICK) {
				const open = value;
				let next;
				if (options.keepQuotes !== true) value = "";
				while (index < length && (next = advance())) {
					if (next === CHAR_BACKSLASH) {
						value += next + advance();
						continue;
					}
					if (next === open) {
						if (options.keepQuotes === true) value += next;
						break;
					}
					value += next;
				}
				push({
					type: "text",
					value
				});
				continue;
			}
			/**
			* Left curly brace: '{'
			*/
			if (value === CHAR_LEFT_CURLY_BRACE) {
				depth++;
				block = push({
					type: "brace",
					open: true,
					close: false,
					dollar: prev.value && prev.value.slice(-1) === "$" || block.dollar === true,
					depth,
					commas: 0,
					ranges: 0,
					nodes: []
				});
				stack.push(block);
				push({
					type: "open",
					value
				});
				continue;
			}
			/**
			* Right curly brace: '}'
			*/
			if (value === CHAR_RIGHT_CURLY_BRACE) {
				if (block.type !== "brace") {
					push({
						type: "text",
						value
					});
					continue;
				}
				const type = "close";
				block = stack.pop();
				block.close = true;
				push({
					type,
					value
				});
				depth--;
				block = stack[stack.length - 1];
				continue;
			}
			/**
			* Comma: ','
			*/
			if (value === CHAR_COMMA && depth > 0) {
				if (block.ranges > 0) {
					block.ranges = 0;
					const open = block.nodes.shift();
					block.nodes = [open, {
						type: "text",
						value: stringify(block)
					}];
				}
				push({
					type: "comma",
					value
				});
				block.commas++;
				continue;
			}
			/**
			* Dot: '.'
			*/
			if (value === CHAR_DOT && depth > 0 && block.commas === 0) {
				const siblings = block.nodes;
				if (depth === 0 || siblings.length === 0) {
					push({
						type: "text",
						value
					});
					continue;
				}
				if (prev.type === "dot") {
					block.range = [];
					prev.value += value;
					prev.type = "range";
					if (block.nodes.length !== 3 && block.nodes.length !== 5) {
						block.invalid = true;
						block.ranges = 0;
						prev.type = "text";
						continue;
					}
					block.ranges++;
					block.args = [];
					continue;
				}
				if (prev.type === "range") {
					siblings.pop();
					const before = siblings[siblings.length - 1];
					before.value += prev.value + value;
					prev = before;
					block.ranges--;
					continue;
				}
				push({
					type: "dot",
					value
				});
				continue;
			}
			/**
			* Text
			*/
			push({
				type: "text",
				value
			});
		}
		do {
			block = stack.pop();
			if (block.type !== "root") {
				block.nodes.forEach((node) => {
					if (!node.nodes) {
						if (node.type === "open") node.isOpen = true;
						if (node.type === "close") node.isClose = true;
						if (!node.nodes) node.type = "text";
						node.invalid = true;
					}
				});
				const parent = stack[stack.length - 1];
				const index = parent.nodes.indexOf(block);
				parent.nodes.splice(index, 1, ...block.nodes);
			}
		} while (stack.length > 0);
		push({ type: "eos" });
		return ast;
	};
	module.exports = parse;
}));

// node_modules/braces/index.js
var require_braces = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	const stringify = require_stringify();
	const compile = require_compile();
	const expand = require_expand();
	const parse = require_parse();
	/**
	* Expand the given pattern or create a regex-compatible string.
	*
	* ```js
	* const braces = require('braces');
	* console.log(braces('{a,b,c}', { compile: true })); //=> ['(a|b|c)']
	* console.log(braces('{a,b,c}')); //=> ['a', 'b', 'c']
	* ```
	* @param {String} `str`
	* @param {Object} `options`
	* @return {String}
	* @api public
	*/
	const braces = (input, options = {}) => {
		let output = [];
		if (Array.isArray(input)) for (const pattern of input) {
			const result = braces.create(pattern, options);
			if (Array.isArray(result)) output.push(...result);
			else output.push(result);
		}
		else output = [].concat(braces.create(input, options));
		if (options && options.expand === true && options.nodupes === true) output = [...new Set(output)];
		return output;
	};
	/**
	* Parse the given `str` with the given `options`.
	*
	* ```js
	* // braces.parse(pattern, [, options]);
	* const ast = braces.parse('a/{b,c}/d');
	* console.log(ast);
	* ```
	* @param {String} pattern Brace pattern to parse
	* @param {Object} options
	* @return {Object} Returns an AST
	* @api public
	*/
	braces.parse = (input, options = {}) => parse(input, options);
	/**
	* Creates a braces string from an AST, or an AST node.
	*
	* ```js
	* const braces = require('braces');
	* let ast = braces.parse('foo/{a,b}/bar');
	* console.log(stringify(ast.nodes[2])); //=> '{a,b}'
	* ```
	* @param {String} `input` Brace pattern or AST.
	* @param {Object} `options`
	* @return {Array} Returns an array of expanded values.
	* @api public
	*/
	braces.stringify = (input, options = {}) => {
		if (typeof input === "string") return stringify(braces.parse(input, options), options);
		return stringify(input, options);
	};
	/**
	* Compiles a brace pattern into a regex-compatible, optimized string.
	* This method is called by the main [braces](#braces) function by default.
	*
	* ```js
	* const braces = require('braces');
	* console.log(braces.compile('a/{b,c}/d'));
	* //=> ['a/(b|c)/d']
	* ```
	* @param {String} `input` Brace pattern or AST.
	* @param {Object} `options`
	* @return {Array} Returns an array of expanded values.
	* @api public
	*/
	braces.compile = (input, options = {}) => {
		if (typeof input === "string") input = braces.parse(input, options);
		return compile(input, options);
	};
	/**
	* Expands a brace pattern into an array. This method is called by the
	* main [braces](#braces) function when `options.expand` is true. Before
	* using this method it's recommended that you read the [performance notes](#performance))
	* and advantages of using [.compile](#compile) instead.
	*
	* ```js
	* const braces = require('braces');
	* console.log(braces.expand('a/{b,c}/d'));
	* //=> ['a/b/d', 'a/c/d'];
	* ```
	* @param {String} `pattern` Brace pattern
	* @param {Object} `options`
	* @return {Array} Returns an array of expanded values.
	* @api public
	*/
	braces.expand = (input, options = {}) => {
		if (typeof input === "string") input = braces.parse(input, options);
		let result = expand(input, options);
		if (options.noempty === true) result = result.filter(Boolean);
		if (options.nodupes === true) result = [...new Set(result)];
		return result;
	};
	/**
	* Processes a brace pattern and returns either an expanded array
	* (if `options.expand` is true), a highly optimized regex-compatible string.
	* This method is called by the main [braces](#braces) function.
	*
	* ```js
	* const braces = require('braces');
	* console.log(braces.create('user-{200..300}/project-{a,b,c}-{1..10}'))
	* //=> 'user-(20[0-9]|2[1-9][0-9]|300)/project-(a|b|c)-([1-9]|10)'
	* ```
	* @param {String} `pattern` Brace pattern
	* @param {Object} `options`
	* @return {Array} Returns an array of expanded values.
	* @api public
	*/
	braces.create = (input, options = {}) => {
		if (input === "" || input.length < 3) return [input];
		return options.expand !== true ? braces.compile(input, options) : braces.expand(input, options);
	};
	/**
	* Expose "braces"
	*/
	module.exports = braces;
}));

// dist/assistants/claude/edit-rules.js
var import_braces = /* @__PURE__ */ __toESM(require_braces(), 1);
/** picomatch syntax that gitignore patterns lack: negation, extglobs, regex groups. */
const UNSUPPORTED = /^!|[@+!*?]\(|\(.*\|.*\)/;
/** The `if` rules matching exactly the files `include` selects, or none when it selects every file. */
function editRulesFor(include) {
	if (include.length === 0) return { rules: void 0 };
	const rules = [];
	for (const glob of include) for (const pattern of import_braces.default.expand(glob)) {
		if (UNSUPPORTED.test(pattern) || pattern.includes(")") || pattern.includes("\n")) return {
			rules: void 0,
			reason: glob
		};
		const anchored = `/${pattern.replace(/^(\.\/)+/, "").replace(/^\/+/, "")}`;
		for (const tool of ["Edit", "Write"]) {
			const rule = `${tool}(${anchored})`;
			if (!rules.includes(rule)) rules.push(rule);
		}
	}
	return { rules };
}

// dist/assistants/claude/install.js
/**
* `qgate install claude` / `qgate uninstall claude`: merges qgate's hooks into the assistant's settings
* file (Claude Code's hook entries; the seed's event keys only on request), or takes exactly those out again.
* Idempotent, keeps every other setting and hook; the CLI writes the planned change atomically, and
* `--dry-run` shows it.
*/
const installHelp = `Usage: qgate install claude [--scope project|local|user] [--hooks claude|seed|both] [--dry-run]
                            [--command <prefix>] [--http <port> [--strict]] [--async] [--cwd <dir>]
       qgate uninstall claude [--scope project|local|user] [--dry-run] [--cwd <dir>]

Adds qgate to Claude Code's settings file as Claude Code hook entries (PostToolUse on
Write|Edit|NotebookEdit|Bash, PostToolUseFailure, Stop, UserPromptSubmit, SessionEnd; Bash so that
files a shell command writes are checked too; PreToolUse on Read|Grep|Bash, the secrets guard: a read
of a file holding a secret is denied before the model sees it, as UserPromptSubmit refuses a prompt
holding one). When the project's policy has "include"
globs, the edit hook gets Claude Code "if" filters built from them (Edit(/src/**), ...), so an edit of
a file the policy never checks starts no process; install again after changing "include".
Your other settings and hooks are kept; running it again changes nothing.

Options:
  --scope <scope>     project: .claude/settings.json (default, shared with the team)
                      local:   .claude/settings.local.json (yours, not committed)
                      user:    ~/.claude/settings.json (every project)
  --hooks <shapes>    claude (default): only Claude Code's entries (an older install's positional keys
                      are taken out); seed: only the seed's positional keys ("edit-complete":
                      "npx --no-install qgate hook edit-complete", ...); both: the two. Claude Code does
                      not read the positional keys and some versions reject the whole file for them
                      ("Invalid key in record"): seed and both warn
  --dry-run           Print the change, write nothing
  --command <prefix>  How the assistant runs qgate (default "npx --no-install qgate": the qgate installed
                      in the project, never one downloaded from the registry; e.g. "qgate" when installed
                      globally). Running install again with another prefix updates qgate's entries.
  --http <port>       Claude Code HTTP hooks instead of commands: each hook is a POST to the qgate daemon
                      on 127.0.0.1:<port> (no process per edit), and a SessionStart hook starts the
                      daemon. The hooks carry your HTTP token, so only --scope local (the default with
                      --http) or user is allowed. An HTTP hook that cannot connect fails open.
  --strict            With --http: block on a blocking verdict (the HTTP door sees no CLAUDE_STRICT_QUALITY)
  --async             Advisory edits: PostToolUse runs in the background (asyncRewake), so Claude never
                      waits for it and a failing edit wakes the model; Stop stays synchronous and blocks
                      in strict mode
  --no-secrets-guard  Leave out the secrets guard's PreToolUse hook (UserPromptSubmit stays: it is the
                      prompt check's too; the policy's secrets.guard "off" turns the guard off there)
  --cwd <dir>         Project root (default: the git top level of the current directory)
  -h, --help          Show this help

uninstall removes only the entries whose command runs qgate.
`;
const SCOPES = /* @__PURE__ */ new Set([
	"project",
	"local",
	"user"
]);
/** Whether `npx --no-install qgate` finds a qgate from the project root. */
function hasLocalQgate(root) {
	return existsSync(path.join(root, "node_modules", ".bin", "qgate"));
}
const stringValue = (value) => typeof value === "string" ? value : void 0;
async function plan({ mode, command, values: given }) {
	const values = {
		scope: stringValue(given.scope),
		command: stringValue(given.command),
		hooks: stringValue(given.hooks),
		cwd: stringValue(given.cwd),
		http: stringValue(given.http),
		strict: given.strict === true,
		async: given.async === true,
		noSecretsGuard: given["no-secrets-guard"] === true
	};
	const scope = values.scope ?? (values.http !== void 0 ? "local" : "project");
	if (!SCOPES.has(scope)) throw new UsageError(installMessages.claude.badScope(command, values.scope));
	if (mode === "uninstall" && (values.command !== void 0 || values.hooks !== void 0)) throw new UsageError(installMessages.claude.onlyForInstall(command, "--command and --hooks"));
	if (mode === "uninstall" && values.noSecretsGuard) throw new UsageError(installMessages.claude.onlyForInstall(command, "--no-secrets-guard"));
	if (mode === "uninstall" && (values.http !== void 0 || values.strict || values.async)) throw new UsageError(installMessages.claude.onlyForInstall(command, "--http, --strict and --async"));
	if (values.async && values.http !== void 0) throw new UsageError(installMessages.claude.asyncWithHttp(command));
	let http;
	if (values.http !== void 0) {
		if (!/^\d+$/.test(values.http) || Number(values.http) < 1 || Number(values.http) > 65535) throw new UsageError(installMessages.claude.badPort(command, values.http));
		if (scope === "project") throw new UsageError(installMessages.claude.httpInProject(command));
		if (values.hooks !== void 0 && values.hooks !== "claude") throw new UsageError(installMessages.claude.httpHooks(command));
		http = {
			port: Number(values.http),
			token: httpToken(),
			strict: values.strict
		};
	} else if (values.strict) throw new UsageError(installMessages.claude.strictWithoutHttp(command));
	const shapes = values.hooks ?? "claude";
	if (![
		"both",
		"seed",
		"claude"
	].includes(shapes)) throw new UsageError(installMessages.claude.badHooks(command, values.hooks));
	const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
	const root = scope === "user" && values.cwd === void 0 ? process.cwd() : await resolveRoot(values.cwd);
	const file = settingsPath(scope, root);
	const current = readSettings(file);
	const policy = mode === "install" ? loadPolicy({ root }) : void 0;
	const filter = policy !== void 0 && scope !== "user" ? editRulesFor(policy.include) : void 0;
	const failClosed = policy?.secrets.failClosed === true && !values.noSecretsGuard && http === void 0;
	const result = mode === "install" ? addQgateHooks(current.data, prefix, shapes, http, {
		async: values.async,
		editRules: filter?.rules,
		secretsGuard: !values.noSecretsGuard,
		failClosed
	}) : removeQgateHooks(current.data);
	const notes = [];
	const warnings = mode === "install" && shapes !== "claude" ? [installMessages.claude.seedKeysInClaudeSettings(shapes, shownPath(file, root))] : [];
	if (failClosed) notes.push(installMessages.failClosedNote);
	if (filter?.rules) notes.push(installMessages.claude.editFilter(filter.rules));
	else if (filter?.reason !== void 0) notes.push(installMessages.claude.noEditFilter(filter.reason));
	notes.push(...result.kept);
	if (mode === "install" && prefix === "npx --no-install qgate" && scope !== "user" && !hasLocalQgate(root)) notes.push(installMessages.claude.notInProject);
	return {
		file,
		root,
		before: current.text,
		after: serializeLike(result.settings, current.text),
		changes: result.changes,
		notes,
		warnings,
		secret: http?.token
	};
}
const claudeInstaller = {
	help: installHelp,
	options: {
		hooks: { type: "string" },
		http: { type: "string" },
		strict: { type: "boolean" },
		async: { type: "boolean" },
		"no-secrets-guard": { type: "boolean" }
	},
	plan,
	installed: (text) => /qgate(?:\.js)?\s+hook\b|\/qgate\/hook\b/.test(text)
};

export { claudeInstaller };