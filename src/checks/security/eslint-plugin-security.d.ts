// eslint-plugin-security ships no types; it is a plain ESLint plugin object.
declare module "eslint-plugin-security" {
  const plugin: import("eslint").ESLint.Plugin;
  export default plugin;
}
