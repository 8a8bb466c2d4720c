/**
 * Loading ESLint and creating instances in the mode a project's config needs:
 * flat config (ESLint 9+, or 8's FlatESLint), legacy eslintrc (ESLint 7/8's `ESLint`, 9's
 * `loadESLint({ useFlatConfig: false })`; ESLint 10 dropped it), or qgate's default config.
 * Modules and instances live in module state, so later runs in this process (a worker, a daemon) are
 * warm; an instance is rebuilt when its config file changes.
 */
import { statSync } from "node:fs";
import { DependencyError } from "../../errors.js";
import { majorVersion } from "../format/prettier-api.js";
import { importTool, type ResolvedTool } from "../resolve-tool.js";
import { checkMessages } from "../../messages.js";

export interface LintMessage {
  ruleId: string | null;
  /** 1 = warning, 2 = error. */
  severity: number;
  message: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  fatal?: boolean;
  fix?: unknown;
}

export interface LintResult {
  filePath: string;
  messages: LintMessage[];
  /** The fixed text, when fixing changed it. */
  output?: string;
}

export interface ESLintInstance {
  lintText(code: string, options: { filePath: string; warnIgnored?: boolean }): Promise<LintResult[]>;
  calculateConfigForFile?(filePath: string): Promise<unknown>;
}

type ESLintClass = new (options: Record<string, unknown>) => ESLintInstance;

interface ESLintModule {
  ESLint?: ESLintClass;
  FlatESLint?: ESLintClass;
  loadESLint?: (options: { useFlatConfig?: boolean; cwd?: string | undefined }) => Promise<ESLintClass>;
}

export type LintMode = "flat" | "legacy" | "default";

export interface InstanceSpec {
  tool: ResolvedTool;
  mode: LintMode;
  /** The directory ESLint runs in: the flat config's dir, the legacy config's package, or the owning package. */
  cwd: string;
  /** The flat or legacy config file (absent for `default`). */
  configFile?: string;
  fix: boolean;
  /** qgate's built-in config, for `default` mode. */
  defaultConfig?: () => Promise<unknown[]>;
  /** Tells apart instances with different built-in configs (with or without typescript-eslint). */
  variant?: string;
}

const modules = new Map<string, Promise<ESLintModule>>();
const instances = new Map<string, { stamp: string; instance: Promise<ESLintInstance> }>();

function remember<T>(map: Map<string, Promise<T>>, key: string, create: () => Promise<T>): Promise<T> {
  let value = map.get(key);
  if (!value) {
    value = create();
    // Failures are not cached: the next run tries again (the user may fix the install meanwhile).
    value.catch(() => map.delete(key));
    map.set(key, value);
  }
  return value;
}

function moduleOf(tool: ResolvedTool, subpath = ""): Promise<ESLintModule> {
  return remember(modules, `${tool.packageJson}#${subpath}`, async () => {
    const loaded = await importTool<ESLintModule & { default?: ESLintModule }>(tool, subpath);
    // ESLint is CommonJS: its module.exports is the default export.
    return loaded.default && typeof loaded.default === "object" ? loaded.default : loaded;
  });
}

/** The ESLint class that runs `mode` for this tool, or a DependencyError saying why there is none. */
async function classFor(spec: InstanceSpec): Promise<ESLintClass> {
  const { tool, mode } = spec;
  const major = majorVersion(tool.version);
  const api = await moduleOf(tool);
  if (mode === "legacy") {
    if (major >= 10) {
      throw new DependencyError(
        checkMessages.lint.legacyOnEslint10(configName(spec), describeTool(tool), tool.version),
      );
    }
    if (major === 9 && api.loadESLint) return api.loadESLint({ useFlatConfig: false, cwd: spec.cwd });
    if ((major === 7 || major === 8) && api.ESLint) return api.ESLint;
    throw new DependencyError(checkMessages.lint.legacyNeeds7to9(tool.version, configName(spec)));
  }
  if (major >= 9 && api.ESLint) return api.ESLint;
  if (major === 8) {
    if (api.loadESLint) return api.loadESLint({ useFlatConfig: true, cwd: spec.cwd });
    const unsupported = await moduleOf(tool, "use-at-your-own-risk");
    if (unsupported.FlatESLint) return unsupported.FlatESLint;
  }
  throw new DependencyError(checkMessages.lint.flatNeeds821(tool.version, configName(spec)));
}

function describeTool(tool: ResolvedTool): string {
  return tool.source === "project" ? checkMessages.lint.projectEslint : checkMessages.lint.bundledEslint;
}

function configName(spec: InstanceSpec): string {
  return spec.configFile
    ? (spec.configFile.split(/[\\/]/).pop() ?? spec.configFile)
    : checkMessages.lint.defaultConfig;
}

async function options(spec: InstanceSpec): Promise<Record<string, unknown>> {
  const common = { cwd: spec.cwd, fix: spec.fix };
  switch (spec.mode) {
    case "flat":
      return { ...common, overrideConfigFile: spec.configFile };
    case "legacy":
      // eslintrc mode finds its config files (and their cascade) and .eslintignore from cwd itself.
      return common;
    case "default":
      return { ...common, overrideConfigFile: true, overrideConfig: (await spec.defaultConfig?.()) ?? [] };
  }
}

function mtimeOf(file: string | undefined): string {
  if (!file) return "";
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return "missing";
  }
}

/** A cached ESLint instance for this tool, mode, directory, config and fix setting. */
export function getESLint(spec: InstanceSpec): Promise<ESLintInstance> {
  const key = [
    spec.tool.packageJson,
    spec.mode,
    spec.cwd,
    spec.configFile ?? "",
    spec.fix ? "fix" : "check",
    spec.variant ?? "",
  ].join("\0");
  const stamp = mtimeOf(spec.configFile);
  const cached = instances.get(key);
  if (cached && cached.stamp === stamp) return cached.instance;
  const instance = (async () => {
    const ESLint = await classFor(spec);
    return new ESLint(await options(spec));
  })();
  instance.catch(() => {
    if (instances.get(key)?.instance === instance) instances.delete(key);
  });
  instances.set(key, { stamp, instance });
  return instance;
}

/** How many ESLint instances this process keeps warm. */
export function eslintCacheSize(): number {
  return instances.size;
}
