import { r as isInside } from "./paths-CKwe_9xS.js";
import { n as changeMessages } from "./messages-CuSOVVL6.js";
import { closeSync, lstatSync, openSync, readSync, realpathSync, statSync } from "node:fs";

// dist/changes/classify.js
/**
* Last step of every door: files no check should read (binary, unreadable, beyond every size limit)
* become "skipped" entries with a reason instead of errors, so a commit that adds an image still
* passes. A text file over `maxFileBytes` is not skipped: it stays in the change set marked
* `oversized`, because the secret scan is cheap and a large file must not be a way around it; format,
* lint and types leave it alone (each check's appliesTo, src/checks/<id>/index.ts).
*/
const SNIFF_BYTES = 8e3;
/**
* Beyond this (or beyond `maxFileBytes` when that is larger) not even the secret scan reads a file:
* it would hold hundreds of MB of strings in a worker. Such a file is skipped with a reason that says
* it was not scanned.
*/
const SCAN_CAP_BYTES = 52428800;
/** Git's own heuristic: a NUL byte in the first 8000 bytes means binary. */
function looksBinary(buffer) {
	const end = Math.min(buffer.length, SNIFF_BYTES);
	for (let i = 0; i < end; i++) if (buffer[i] === 0) return true;
	return false;
}
function sniffFile(absPath) {
	const fd = openSync(absPath, "r");
	try {
		const buffer = Buffer.alloc(SNIFF_BYTES);
		const read = readSync(fd, buffer, 0, SNIFF_BYTES, 0);
		return buffer.subarray(0, read);
	} finally {
		closeSync(fd);
	}
}
function formatBytes(bytes) {
	return bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
/** `too large (5.0 MB > 1.0 MB)`: an oversized file that no check reads after all is skipped with this. */
function tooLargeReason(oversized) {
	return changeMessages.skipped.tooLarge(formatBytes(oversized.bytes), formatBytes(oversized.maxFileBytes));
}
/** `too large for format, lint and types (5.0 MB > 1.0 MB)`, for an oversized file's notes. */
function oversizedReason(oversized) {
	return changeMessages.oversized(formatBytes(oversized.bytes), formatBytes(oversized.maxFileBytes));
}
/**
* A symlink in the change set (a directory listing, the work tree) whose target leaves the root: its
* target is not the project's file, so no check may read it. Named explicitly, it is an error instead.
*/
function escapingSymlink(absPath, realRoot) {
	if (realRoot === void 0 || !lstatSync(absPath).isSymbolicLink()) return false;
	let target;
	try {
		target = realpathSync(absPath);
	} catch {
		return false;
	}
	return !isInside(realRoot, target);
}
function realPathOr(dir) {
	try {
		return realpathSync(dir);
	} catch {
		return dir;
	}
}
function bySize(bytes, maxFileBytes, binary) {
	if (binary()) return { skip: changeMessages.skipped.binary };
	const cap = Math.max(SCAN_CAP_BYTES, maxFileBytes);
	if (bytes > cap) return { skip: changeMessages.skipped.tooLargeToScan(formatBytes(bytes), formatBytes(cap)) };
	if (bytes > maxFileBytes) return { oversized: {
		bytes,
		maxFileBytes
	} };
	return {};
}
/**
* Whether checks may read the file, and whether it is oversized. With `realRoot` (the root's real
* path), a symlink whose target is outside it is skipped too.
*/
function inspectFile(file, maxFileBytes, realRoot) {
	if (file.change === "delete") return {};
	if (file.content !== void 0) {
		const content = file.content;
		return bySize(Buffer.byteLength(content), maxFileBytes, () => content.includes("\0"));
	}
	try {
		if (escapingSymlink(file.absPath, realRoot)) return { skip: changeMessages.skipped.symlinkOutsideRoot };
		const stats = statSync(file.absPath);
		if (stats.isDirectory()) return { skip: changeMessages.skipped.directory };
		if (!stats.isFile()) return { skip: changeMessages.skipped.notRegularFile };
		return bySize(stats.size, maxFileBytes, () => looksBinary(sniffFile(file.absPath)));
	} catch (error) {
		return { skip: changeMessages.skipped.unreadable(error.code ?? "error") };
	}
}
function classify(changeSet, maxFileBytes) {
	const files = [];
	const skipped = [...changeSet.skipped];
	const realRoot = realPathOr(changeSet.root);
	for (const file of changeSet.files) {
		const inspection = inspectFile(file, maxFileBytes, realRoot);
		if (inspection.skip !== void 0) skipped.push({
			path: file.path,
			reason: inspection.skip
		});
		else if (inspection.oversized) files.push({
			...file,
			oversized: inspection.oversized
		});
		else files.push(file);
	}
	return {
		...changeSet,
		files,
		skipped
	};
}

export { tooLargeReason as i, looksBinary as n, oversizedReason as r, classify as t };