import { o as toRelative, r as isInside } from "./paths-CKwe_9xS.js";

// dist/installers/text.js
/** Writing a config file's new text the way its owner wrote it, and showing the change. */
/**
* Serialises like the original file: its indentation (2 spaces when unknown; none when the whole object
* was on one line), its line endings and its final newline. A file written as
* `JSON.stringify(value)` or `JSON.stringify(value, null, indent)` round-trips byte for byte.
*/
function serializeLike(value, originalText) {
	const trimmed = originalText?.trim() ?? "";
	const oneLine = trimmed.startsWith("{") && !trimmed.includes("\n");
	const indentMatch = originalText === void 0 ? null : /^([ \t]+)["}\]]/m.exec(originalText);
	const indent = oneLine ? void 0 : indentMatch?.[1] ?? "  ";
	const crlf = originalText?.includes("\r\n") ?? false;
	const finalNewline = originalText === void 0 || /\n$/.test(originalText);
	let text = JSON.stringify(value, null, indent);
	if (finalNewline) text += "\n";
	return crlf ? text.replace(/\n/g, "\r\n") : text;
}
/** A small line diff (LCS), printed with `-`/`+` and three lines of context around each change. */
function lineDiff(before, after, context = 3) {
	const a = before === "" ? [] : before.replace(/\r\n/g, "\n").replace(/\n$/, "").split("\n");
	const b = after.replace(/\r\n/g, "\n").replace(/\n$/, "").split("\n");
	const n = a.length;
	const m = b.length;
	const lcs = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
	for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
	const ops = [];
	let i = 0;
	let j = 0;
	while (i < n || j < m) if (i < n && j < m && a[i] === b[j]) {
		ops.push({
			mark: " ",
			line: a[i++]
		});
		j++;
	} else if (i < n && (j === m || lcs[i + 1][j] >= lcs[i][j + 1])) ops.push({
		mark: "-",
		line: a[i++]
	});
	else ops.push({
		mark: "+",
		line: b[j++]
	});
	const show = ops.map((op, index) => ops.slice(Math.max(0, index - context), index + context + 1).some((near) => near.mark !== " "));
	const out = [];
	let skipped = false;
	ops.forEach((op, index) => {
		if (show[index]) {
			out.push(`${op.mark} ${op.line}`);
			skipped = false;
		} else if (!skipped) {
			out.push("  ...");
			skipped = true;
		}
	});
	return out.join("\n");
}
/** A file as the user sees it named: relative to the project when it is inside it. */
function shownPath(file, root) {
	return isInside(root, file) ? toRelative(root, file) : file;
}

export { serializeLike as n, shownPath as r, lineDiff as t };