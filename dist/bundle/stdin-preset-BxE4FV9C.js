// dist/util/stdin-preset.js
let preset;
function presetStdin(value) {
	preset = value;
}
function presetStdinValue() {
	return preset;
}

export { presetStdinValue as n, presetStdin as t };