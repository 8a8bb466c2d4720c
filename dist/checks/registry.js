const loaders = {
    format: async () => (await import("./format.js")).formatCheck,
    lint: async () => (await import("./lint.js")).lintCheck,
    types: async () => (await import("./types.js")).typesCheck,
    security: async () => (await import("./security.js")).securityCheck,
};
export function loadCheck(id) {
    return loaders[id]();
}
