// dist/checks/security/rules/non-literal-shell-command.js
const CHILD_PROCESS = /* @__PURE__ */ new Set(["child_process", "node:child_process"]);
/** Always run their first argument through a shell. */
const SHELL_ALWAYS = /* @__PURE__ */ new Set(["execSync"]);
/** Run through a shell only with `shell` set in their options. */
const SHELL_OPTION = /* @__PURE__ */ new Set([
	"spawn",
	"spawnSync",
	"execFile",
	"execFileSync"
]);
function findVariable(scope, name) {
	for (let current = scope; current; current = current.upper) {
		const variable = current.set.get(name);
		if (variable) return variable;
	}
}
function isChildProcessRequire(node) {
	if (node?.type === "AwaitExpression") return isChildProcessRequire(node.argument);
	if (node?.type === "ImportExpression") return node.source.type === "Literal" && CHILD_PROCESS.has(String(node.source.value));
	if (node?.type !== "CallExpression") return false;
	const [first] = node.arguments;
	return node.callee.type === "Identifier" && node.callee.name === "require" && first?.type === "Literal" && CHILD_PROCESS.has(String(first.value));
}
function propertyName(key, computed) {
	if (!computed && key.type === "Identifier") return key.name;
	if (key.type === "Literal" && typeof key.value === "string") return key.value;
}
/**
* What a variable holds, as a path inside child_process: [] for the module itself, ["execSync"]
* for one of its functions, undefined when it is not bound to child_process.
*/
function childProcessPath(variable) {
	for (const def of variable.defs) {
		if (def.type === "ImportBinding") {
			const declaration = def.parent;
			if (!CHILD_PROCESS.has(String(declaration.source.value))) continue;
			const specifier = def.node;
			if (specifier.type !== "ImportSpecifier") return [];
			const imported = specifier.imported;
			return [imported.type === "Identifier" ? imported.name : String(imported.value)];
		}
		if (def.type === "Variable") {
			const declarator = def.node;
			if (!isChildProcessRequire(declarator.init)) continue;
			if (declarator.id.type === "Identifier") return [];
			if (declarator.id.type === "ObjectPattern") for (const property of declarator.id.properties) {
				if (property.type !== "Property") continue;
				if (property.value.type === "Identifier" && property.value.name === variable.name) {
					const name = propertyName(property.key, property.computed);
					return name === void 0 ? void 0 : [name];
				}
			}
		}
	}
}
/** Which child_process function a callee names, if any. */
function calledFunction(callee, scope) {
	if (callee.type === "Identifier") {
		const variable = findVariable(scope, callee.name);
		const found = variable ? childProcessPath(variable) : void 0;
		return found?.length === 1 ? found[0] : void 0;
	}
	if (callee.type === "MemberExpression" && callee.object.type !== "Super") {
		const name = propertyName(callee.property, callee.computed);
		if (name === void 0) return void 0;
		if (isChildProcessRequire(callee.object)) return name;
		if (callee.object.type === "Identifier") {
			const variable = findVariable(scope, callee.object.name);
			return (variable ? childProcessPath(variable) : void 0)?.length === 0 ? name : void 0;
		}
	}
}
/** A value fixed in the source: literals, and constants and concatenations made only of them. */
function isStatic(node, scope, seen = /* @__PURE__ */ new Set()) {
	if (seen.has(node)) return false;
	seen.add(node);
	switch (node.type) {
		case "Literal": return true;
		case "TemplateLiteral": return node.expressions.every((expression) => isStatic(expression, scope, seen));
		case "BinaryExpression": return node.left.type !== "PrivateIdentifier" && isStatic(node.left, scope, seen) && isStatic(node.right, scope, seen);
		case "Identifier": {
			const variable = findVariable(scope, node.name);
			const def = variable?.defs.length === 1 ? variable.defs[0] : void 0;
			if (def?.type !== "Variable" || def.parent.kind !== "const") return false;
			const init = def.node.init;
			return init !== null && init !== void 0 && isStatic(init, scope, seen);
		}
		default: return false;
	}
}
function enablesShell(args) {
	return args.some((arg) => arg.type === "ObjectExpression" && arg.properties.some((property) => property.type === "Property" && propertyName(property.key, property.computed) === "shell" && !(property.value.type === "Literal" && (property.value.value === false || property.value.value === null))));
}
const nonLiteralShellCommand = {
	meta: {
		type: "problem",
		docs: { description: "Disallow shell commands built from non-literal input (execSync, spawn with shell: true)" },
		schema: [],
		messages: {
			execSync: "child_process.{{name}}() runs a non-literal command through a shell (command injection)",
			shellOption: "child_process.{{name}}() with `shell` enabled runs a non-literal command (command injection)"
		}
	},
	create(context) {
		return { CallExpression(node) {
			const [command] = node.arguments;
			if (!command || command.type === "SpreadElement") return;
			const scope = context.sourceCode.getScope(node);
			const name = calledFunction(node.callee, scope);
			if (name === void 0) return;
			if (SHELL_ALWAYS.has(name)) {
				if (!isStatic(command, scope)) context.report({
					node,
					messageId: "execSync",
					data: { name }
				});
			} else if (SHELL_OPTION.has(name) && enablesShell(node.arguments)) {
				if (!isStatic(command, scope)) context.report({
					node,
					messageId: "shellOption",
					data: { name }
				});
			}
		} };
	}
};

export { nonLiteralShellCommand as t };