let preset;
export function presetStdin(value) {
    preset = value;
}
export function presetStdinValue() {
    return preset;
}
