import { a as parse, i as modify, n as applyEdits, o as parseTree, r as findNodeAtLocation } from "./json-error-B5kUqOlV.js";
import { n as isPlainObject } from "./settings-8tX08_W0.js";
import { g as routingMessages } from "./messages-CuSOVVL6.js";

// dist/installers/hooks-file.js
/**
* Editing an assistant's hooks file (Claude Code's shape: `{"hooks": {"<Event>": [{"matcher"?,
* "hooks": [{"type": "command", "command": …}]}]}}`) as text, with jsonc-parser's edits: only the
* entries qgate adds or removes change, so a file the user laid out by hand survives install then
* uninstall byte for byte, comments and all.
*/
/** The file's indentation unit and line ending (two spaces and LF when it has none). */
function layout(text) {
	const indents = [...text.matchAll(/^([ \t]+)\S/gm)].map((m) => m[1]);
	return {
		unit: indents.find((i) => i.startsWith("	")) !== void 0 && indents.every((i) => i.startsWith("	")) ? "	" : indents.sort((a, b) => a.length - b.length)[0] ?? "  ",
		eol: text.includes("\r\n") ? "\r\n" : "\n"
	};
}
/**
* One edit, kept minimal: jsonc-parser without formatting touches nothing but the inserted or removed
* span (with formatting it re-lays out the neighbours too). An insertion is then laid out on its own
* lines, indented like the line it follows, so removing it later removes exactly what was added.
*/
function edit(text, path, value, insert = false) {
	const { unit, eol } = layout(text);
	const edits = modify(text, path, value, { isArrayInsertion: insert }).map((change) => {
		if (change.length !== 0 || !change.content.startsWith(",")) return change;
		const lineStart = text.lastIndexOf("\n", change.offset - 1) + 1;
		const indent = /^[ \t]*/.exec(text.slice(lineStart))[0];
		const body = change.content.slice(1);
		const property = /^("(?:[^"\\]|\\.)*"):\s*/.exec(body);
		const json = JSON.stringify(JSON.parse(body.slice(property?.[0].length ?? 0)), null, unit).split("\n").join(eol + indent);
		return {
			...change,
			content: `,${eol}${indent}${property ? `${property[1]}: ` : ""}${json}`
		};
	});
	return applyEdits(text, edits);
}
/**
* Removes one array element: from the end of the one before it (so the comma and the line qgate added
* go too) to its own end. jsonc-parser's own removal of a last element leaves its line behind.
*/
function removeElement(text, path) {
	const array = findNodeAtLocation(parseTree(text), path.slice(0, -1));
	const index = path[path.length - 1];
	const element = array?.children?.[index];
	if (!array?.children || !element) return text;
	if (index > 0) {
		const previous = array.children[index - 1];
		return text.slice(0, previous.offset + previous.length) + text.slice(element.offset + element.length);
	}
	const next = array.children[1];
	return next ? text.slice(0, element.offset) + text.slice(next.offset) : edit(text, path.slice(0, -1), []);
}
function groupsOf(data, event) {
	if (!isPlainObject(data) || !isPlainObject(data.hooks)) return void 0;
	const groups = data.hooks[event];
	return Array.isArray(groups) ? groups : void 0;
}
/**
* qgate's entries added (or their command updated) in `text`; returns the new text and what changed.
* `isOurs` recognises a command qgate installed (any earlier prefix).
*/
function addHookEntries(text, entries, shared, isOurs) {
	let current = text.trim() === "" ? "{}\n" : text;
	const changes = [];
	for (const entry of entries) {
		const command = entry.command ?? shared;
		const groups = groupsOf(parse(current), entry.event);
		let found;
		let previous;
		let ownGroup;
		groups?.forEach((group, g) => {
			if (found || !isPlainObject(group) || !Array.isArray(group.hooks)) return;
			const hooks = group.hooks;
			hooks.forEach((hook, h) => {
				if (!found && isPlainObject(hook) && isOurs(hook.command)) {
					found = [
						"hooks",
						entry.event,
						g,
						"hooks",
						h,
						"command"
					];
					previous = hook.command;
					if (hooks.every((other) => isPlainObject(other) && isOurs(other.command))) ownGroup = {
						index: g,
						matcher: group.matcher
					};
				}
			});
		});
		if (found) {
			if (previous !== command) {
				current = edit(current, found, command);
				changes.push(routingMessages.hookCommandChanged(entry.event, command, String(previous)));
			}
			if (ownGroup && entry.matcher !== void 0 && ownGroup.matcher !== entry.matcher) {
				current = edit(current, [
					"hooks",
					entry.event,
					ownGroup.index,
					"matcher"
				], entry.matcher);
				changes.push(routingMessages.hookMatcherChanged(entry.event, entry.matcher, typeof ownGroup.matcher === "string" ? ownGroup.matcher : ""));
			}
			continue;
		}
		const group = {
			...entry.matcher ? { matcher: entry.matcher } : {},
			hooks: [{
				type: "command",
				command
			}]
		};
		current = groups ? edit(current, [
			"hooks",
			entry.event,
			groups.length
		], group, true) : edit(current, ["hooks", entry.event], [group]);
		changes.push(routingMessages.hookAdded(entry.event, entry.matcher, command));
	}
	return {
		text: current,
		changes
	};
}
/**
* Every hook `isOurs` recognises removed (only under `events`, when given), with groups, events and
* `hooks` left empty by it.
*/
function removeHookEntries(text, isOurs, events) {
	let current = text;
	const changes = [];
	const data = parse(current);
	if (!isPlainObject(data) || !isPlainObject(data.hooks)) return {
		text,
		changes
	};
	for (const [event, value] of Object.entries(data.hooks)) {
		if (!Array.isArray(value) || events !== void 0 && !events.includes(event)) continue;
		const paths = [];
		let groupsLeft = value.length;
		value.forEach((group, g) => {
			if (!isPlainObject(group) || !Array.isArray(group.hooks)) return;
			const ours = group.hooks.flatMap((hook, h) => isPlainObject(hook) && isOurs(hook.command) ? [h] : []);
			if (ours.length === 0) return;
			if (ours.length === group.hooks.length) {
				paths.push([
					"hooks",
					event,
					g
				]);
				groupsLeft--;
			} else for (const h of ours) paths.push([
				"hooks",
				event,
				g,
				"hooks",
				h
			]);
		});
		if (paths.length === 0) continue;
		changes.push(routingMessages.hookRemoved(event));
		if (groupsLeft === 0) current = edit(current, ["hooks", event], void 0);
		else for (const path of paths.reverse()) current = removeElement(current, path);
	}
	return {
		text: changes.length > 0 ? withoutEmptyHooks(current) : current,
		changes
	};
}
/** After a removal: a `hooks` object left empty goes too. */
function withoutEmptyHooks(text) {
	const after = parse(text);
	return isPlainObject(after) && isPlainObject(after.hooks) && Object.keys(after.hooks).length === 0 ? edit(text, ["hooks"], void 0) : text;
}
/** qgate's entries added (or their command updated) in a flat hooks file; a new file gets `version: 1`. */
function addFlatHookEntries(text, entries, flat, isOurs) {
	let current = text.trim() !== "" ? text : flat.unversioned === true ? "{}\n" : `{\n  "version": 1\n}\n`;
	const changes = [];
	for (const { event, command } of entries) {
		const list = groupsOf(parse(current), event);
		const index = list?.findIndex((item) => isPlainObject(item) && isOurs(item[flat.commandKey])) ?? -1;
		if (list && index !== -1) {
			const previous = list[index][flat.commandKey];
			if (previous !== command) {
				current = edit(current, [
					"hooks",
					event,
					index,
					flat.commandKey
				], command);
				changes.push(routingMessages.hookCommandChanged(event, command, String(previous)));
			}
			continue;
		}
		const entry = flat.entry(event, command);
		current = list ? edit(current, [
			"hooks",
			event,
			list.length
		], entry, true) : edit(current, ["hooks", event], [entry]);
		changes.push(routingMessages.hookAdded(event, void 0, command));
	}
	return {
		text: current,
		changes
	};
}
/**
* Every entry `isOurs` recognises removed, with events and `hooks` left empty by it. Returns undefined
* text when nothing but `version` would be left: the file was only qgate's.
*/
function removeFlatHookEntries(text, flat, isOurs, events) {
	let current = text;
	const changes = [];
	const data = parse(current);
	if (!isPlainObject(data) || !isPlainObject(data.hooks)) return {
		text,
		changes
	};
	for (const [event, value] of Object.entries(data.hooks)) {
		if (!Array.isArray(value) || events !== void 0 && !events.includes(event)) continue;
		const ours = value.flatMap((item, i) => isPlainObject(item) && isOurs(item[flat.commandKey]) ? [i] : []);
		if (ours.length === 0) continue;
		changes.push(routingMessages.hookRemoved(event));
		if (ours.length === value.length) current = edit(current, ["hooks", event], void 0);
		else for (const i of ours.reverse()) current = removeElement(current, [
			"hooks",
			event,
			i
		]);
	}
	if (changes.length === 0) return {
		text,
		changes
	};
	current = withoutEmptyHooks(current);
	const rest = parse(current);
	if (isPlainObject(rest) && Object.keys(rest).every((key) => key === "version")) return {
		text: void 0,
		changes
	};
	return {
		text: current,
		changes
	};
}

export { removeHookEntries as a, removeFlatHookEntries as i, addHookEntries as n, edit as r, addFlatHookEntries as t };