/**
 * Which importers of a reshaped file can see what changed. A signature edit of one exported function
 * in a module of many exports (zod's `util.ts`: 84 importers, 61 of which call the edited function)
 * changes nothing for an importer that never names the function: the types it sees of the module are
 * the very same declarations. TypeScript's builder re-checks every importer regardless, which on zod
 * costs 2.9 s where the 62 files that name it cost 0.8 s.
 *
 * The changed names come from the two declaration emits (base and now), declaration by declaration,
 * closed over the emit's own references: `make(o: Opts)` changes with `Opts` though its text does not.
 * An importer sees a changed name when its text names it anywhere (a named import, `ns.name`, a
 * destructuring), or when it uses a namespace object other than by `ns.member` (`typeof util`,
 * `Object.keys(util)`), or imports it dynamically (`import()`, `require`). Re-exporting files carry
 * renames and namespace names (`export * as util`) over to their own importers, and a file that
 * re-exports with `export *` is always checked (a new name may clash there, TS2308). Everything about
 * this errs towards checking: where the emit or a re-export is anything else, every importer is.
 */
import path from "node:path";
function identifiersIn(tsm, node, into) {
    const visit = (child) => {
        if (tsm.isIdentifier(child))
            into.add(child.text);
        tsm.forEachChild(child, visit);
    };
    visit(node);
}
function hasModifier(tsm, node, kind) {
    return tsm.canHaveModifiers(node) && (tsm.getModifiers(node)?.some((m) => m.kind === kind) ?? false);
}
/** Splits an emit into its declarations; undefined for an emit whose exports cannot be told by name. */
function declarationsOf(tsm, fileName, text) {
    const source = tsm.createSourceFile(fileName, text, tsm.ScriptTarget.Latest, false);
    const found = { texts: new Map(), mentions: new Map(), exported: new Map(), other: [] };
    // `/// <reference types="node" />` and the like bring globals with them: compared whole.
    const directives = [
        ...source.referencedFiles,
        ...source.typeReferenceDirectives,
        ...source.libReferenceDirectives,
    ];
    if (directives.length > 0)
        found.other.push(JSON.stringify(directives.map((d) => d.fileName)));
    const declare = (name, statement) => {
        const list = found.texts.get(name) ?? [];
        list.push(statement.getText(source));
        found.texts.set(name, list);
        const mentions = found.mentions.get(name) ?? new Set();
        identifiersIn(tsm, statement, mentions);
        found.mentions.set(name, mentions);
    };
    const exportAs = (local, name) => {
        const names = found.exported.get(local) ?? new Set();
        names.add(name);
        found.exported.set(local, names);
    };
    for (const statement of source.statements) {
        const exported = hasModifier(tsm, statement, tsm.SyntaxKind.ExportKeyword);
        const asDefault = exported && hasModifier(tsm, statement, tsm.SyntaxKind.DefaultKeyword);
        const names = [];
        if (tsm.isImportDeclaration(statement)) {
            const clause = statement.importClause;
            if (clause?.name)
                names.push(clause.name.text);
            const bindings = clause?.namedBindings;
            if (bindings && tsm.isNamespaceImport(bindings))
                names.push(bindings.name.text);
            if (bindings && tsm.isNamedImports(bindings))
                names.push(...bindings.elements.map((e) => e.name.text));
            if (names.length === 0) {
                // `import "./side-effect.js"`: declares nothing, compared whole.
                found.other.push(statement.getText(source));
                continue;
            }
        }
        else if (tsm.isVariableStatement(statement)) {
            for (const declaration of statement.declarationList.declarations) {
                if (!tsm.isIdentifier(declaration.name))
                    return undefined;
                names.push(declaration.name.text);
            }
        }
        else if (tsm.isFunctionDeclaration(statement) ||
            tsm.isClassDeclaration(statement) ||
            tsm.isInterfaceDeclaration(statement) ||
            tsm.isTypeAliasDeclaration(statement) ||
            tsm.isEnumDeclaration(statement) ||
            tsm.isImportEqualsDeclaration(statement) ||
            (tsm.isModuleDeclaration(statement) &&
                tsm.isIdentifier(statement.name) &&
                (statement.flags & tsm.NodeFlags.GlobalAugmentation) === 0)) {
            if (statement.name)
                names.push(statement.name.text);
            else if (!asDefault)
                return undefined;
        }
        else if (tsm.isExportAssignment(statement)) {
            // `export =` makes the module one value: no export is separate from another.
            if (statement.isExportEquals)
                return undefined;
            declare("default", statement);
            exportAs("default", "default");
            continue;
        }
        else if (tsm.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
            if (!tsm.isNamedExports(statement.exportClause))
                return undefined;
            for (const element of statement.exportClause.elements) {
                exportAs((element.propertyName ?? element.name).text, element.name.text);
            }
            found.other.push(statement.getText(source));
            continue;
        }
        else {
            // `export * from`, `export { x } from`, `declare global`, `declare module "x"`: compared whole.
            found.other.push(statement.getText(source));
            continue;
        }
        if (asDefault) {
            const local = names[0] ?? "default";
            if (names.length === 0)
                names.push(local);
            exportAs(local, "default");
        }
        else if (exported)
            for (const name of names)
                exportAs(name, name);
        for (const name of names)
            declare(name, statement);
    }
    return found;
}
function sameList(a, b) {
    return a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}
/**
 * The names under which a module's exports differ between two declaration emits (its shapes at the
 * base and now), or undefined when that cannot be told by name: an `export =`, a different re-export,
 * augmentation or export list, or an emit with problems. A declaration counts as changed when its own
 * text differs or it mentions a name that changed (its parameter's type, say), so an importer that
 * names none of them sees the very same types.
 */
export function changedExports(tsm, fileName, was, is) {
    // A shape with declaration-emit problems after its text (declarationShape) is compared whole.
    if (was.includes("\0") || is.includes("\0"))
        return undefined;
    const emitName = fileName.replace(/\.[cm]?tsx?$/i, ".d.ts");
    const before = declarationsOf(tsm, emitName, was);
    const after = declarationsOf(tsm, emitName, is);
    if (!before || !after || !sameList(before.other, after.other))
        return undefined;
    const changed = new Set();
    for (const name of new Set([...before.texts.keys(), ...after.texts.keys()])) {
        if (!sameList(before.texts.get(name), after.texts.get(name)))
            changed.add(name);
    }
    for (let grew = true; grew;) {
        grew = false;
        for (const side of [before, after]) {
            for (const [name, mentions] of side.mentions) {
                if (changed.has(name))
                    continue;
                for (const mention of mentions) {
                    if (mention !== name && changed.has(mention)) {
                        changed.add(name);
                        grew = true;
                        break;
                    }
                }
            }
        }
    }
    const names = new Set();
    for (const local of changed) {
        for (const side of [before, after])
            for (const name of side.exported.get(local) ?? [])
                names.add(name);
    }
    return names;
}
const TYPESCRIPT_SOURCE = /\.(?:ts|tsx|mts|cts)$/i;
/** Scans by file, while its text is the same: importers rarely change between signature edits. */
const importerScans = new WeakMap();
/**
 * Whether `node` refers to what its name holds as a whole: not as `node.member` or `node.Type`, and
 * not as a name only (a member's, a declaration's, an import's).
 */
function wholeUse(tsm, node, parent) {
    if (tsm.isPropertyAccessExpression(parent) || tsm.isQualifiedName(parent))
        return false;
    if (tsm.isShorthandPropertyAssignment(parent))
        return true;
    // `export { util }` exports the namespace itself (`export { util } from "x"` is not visited here).
    if (tsm.isExportSpecifier(parent))
        return (parent.propertyName ?? parent.name) === node;
    const named = parent;
    return named.name !== node && named.propertyName !== node && named.label !== node;
}
function scanImporter(tsm, file, text) {
    const scans = importerScans.get(tsm) ?? new Map();
    importerScans.set(tsm, scans);
    const kept = scans.get(file);
    if (kept?.text === text)
        return kept;
    const source = tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest, false);
    const scan = {
        text,
        identifiers: new Set(),
        wholeUses: new Set(),
        namespaceImports: new Map(),
        dynamic: false,
    };
    const visit = (node, parent) => {
        if (tsm.isIdentifier(node)) {
            scan.identifiers.add(node.text);
            if (wholeUse(tsm, node, parent))
                scan.wholeUses.add(node.text);
            return;
        }
        if (tsm.isImportTypeNode(node) ||
            (tsm.isCallExpression(node) &&
                (node.expression.kind === tsm.SyntaxKind.ImportKeyword ||
                    (tsm.isIdentifier(node.expression) && node.expression.text === "require")))) {
            scan.dynamic = true;
        }
        if (tsm.isImportDeclaration(node) && tsm.isStringLiteral(node.moduleSpecifier)) {
            const bindings = node.importClause?.namedBindings;
            if (bindings && tsm.isNamespaceImport(bindings)) {
                scan.namespaceImports.set(bindings.name.text, node.moduleSpecifier.text);
            }
        }
        if (tsm.isImportEqualsDeclaration(node))
            scan.dynamic = true;
        if (tsm.isExportDeclaration(node) && node.moduleSpecifier) {
            // Names of another module's exports, used by nothing here.
            const names = (child) => {
                if (tsm.isIdentifier(child))
                    scan.identifiers.add(child.text);
                else
                    tsm.forEachChild(child, names);
            };
            names(node);
            return;
        }
        tsm.forEachChild(node, (child) => visit(child, node));
    };
    tsm.forEachChild(source, (child) => visit(child, source));
    scans.set(file, scan);
    return scan;
}
/** Whether an importer names one of `names`, or uses a namespace that holds them other than as `ns.member`. */
function sees(scan, names, namespaces, reaches) {
    if (scan.dynamic)
        return true;
    for (const name of names)
        if (scan.identifiers.has(name))
            return true;
    for (const name of namespaces)
        if (scan.wholeUses.has(name))
            return true;
    for (const [name, specifier] of scan.namespaceImports) {
        if (scan.wholeUses.has(name) && reaches(specifier))
            return true;
    }
    return false;
}
/** The module a statement imports or re-exports from, when it names one. */
function specifierOf(tsm, statement) {
    return (tsm.isExportDeclaration(statement) || tsm.isImportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        tsm.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
}
/**
 * The importers of `targets` (findImporters' set) that can see one of `changed` (changedExports), or
 * undefined when that cannot be told (an exported default, a re-export it cannot follow by name: every
 * importer may then see it). `textOf` reads a file as the check sees it.
 *
 * A re-exporting file exposes a changed name when it re-exports it (under any name), a namespace that
 * holds it (`export * as util`), or everything of a module that exposes one (`export *`); an importer
 * sees it when it names it, or uses such a namespace (its own `import * as ns` of an exposing module,
 * or an exported namespace's name) other than as `ns.member`.
 */
export function importersThatSee(tsm, graph, targets, importers, changed, textOf) {
    const names = new Set(changed);
    const namespaces = new Set();
    const affected = new Set();
    const texts = new Map();
    const read = (file) => {
        if (!texts.has(file))
            texts.set(file, textOf(file));
        return texts.get(file);
    };
    // The files whose re-exports reach a target, found the way findImporters follows them.
    const reached = new Set(targets);
    const reexporters = [];
    for (let grew = true; grew;) {
        grew = false;
        for (const file of importers) {
            if (reached.has(file))
                continue;
            const via = [...graph.reexportsOf(file)].some((specifier) => {
                const resolved = graph.resolve({ specifier, kind: "import" }, file);
                return resolved !== undefined && reached.has(resolved);
            });
            if (!via)
                continue;
            const text = read(file);
            if (text === undefined)
                return undefined;
            const source = tsm.createSourceFile(file, text, tsm.ScriptTarget.Latest, false);
            // `export default x` or `export = x` of an imported name: its importers name it as they like.
            if (source.statements.some((statement) => tsm.isExportAssignment(statement)))
                return undefined;
            reexporters.push({ file, source });
            reached.add(file);
            grew = true;
        }
    }
    // Which of them expose a changed name, and under which names: to a fixed point, as a file may
    // re-export from one found after it.
    const exposing = new Set(targets);
    const exposes = (file, specifier) => {
        const resolved = specifier === undefined ? undefined : graph.resolve({ specifier, kind: "import" }, file);
        return resolved !== undefined && exposing.has(resolved);
    };
    for (let grew = true; grew;) {
        grew = false;
        const sizes = names.size + namespaces.size;
        for (const { file, source } of reexporters) {
            let exposed = false;
            const localNames = new Set();
            const localNamespaces = new Set();
            for (const statement of source.statements) {
                const specifier = specifierOf(tsm, statement);
                if (!exposes(file, specifier))
                    continue;
                if (tsm.isExportDeclaration(statement)) {
                    const clause = statement.exportClause;
                    if (!clause) {
                        exposed = true;
                        // A name added there may clash with another `export *`'s (TS2308).
                        affected.add(file);
                    }
                    else if (tsm.isNamespaceExport(clause)) {
                        exposed = true;
                        namespaces.add(clause.name.text);
                    }
                    else {
                        for (const element of clause.elements) {
                            const from = (element.propertyName ?? element.name).text;
                            if (names.has(from))
                                names.add(element.name.text);
                            if (namespaces.has(from))
                                namespaces.add(element.name.text);
                            if (names.has(from) || namespaces.has(from))
                                exposed = true;
                        }
                    }
                }
                else if (tsm.isImportDeclaration(statement)) {
                    const bindings = statement.importClause?.namedBindings;
                    if (bindings && tsm.isNamespaceImport(bindings))
                        localNamespaces.add(bindings.name.text);
                    if (bindings && tsm.isNamedImports(bindings)) {
                        for (const element of bindings.elements) {
                            const from = (element.propertyName ?? element.name).text;
                            if (names.has(from))
                                localNames.add(element.name.text);
                            if (namespaces.has(from))
                                localNamespaces.add(element.name.text);
                        }
                    }
                }
            }
            // `export { local as other }` of an imported name or namespace that holds a changed name.
            for (const statement of source.statements) {
                if (!tsm.isExportDeclaration(statement) || statement.moduleSpecifier || !statement.exportClause)
                    continue;
                if (!tsm.isNamedExports(statement.exportClause))
                    continue;
                for (const element of statement.exportClause.elements) {
                    const local = (element.propertyName ?? element.name).text;
                    if (localNames.has(local) || names.has(local))
                        names.add(element.name.text);
                    else if (localNamespaces.has(local))
                        namespaces.add(element.name.text);
                    else
                        continue;
                    exposed = true;
                }
            }
            if (exposed && !exposing.has(file)) {
                exposing.add(file);
                grew = true;
            }
        }
        if (names.size + namespaces.size !== sizes)
            grew = true;
    }
    if (names.has("default"))
        return undefined;
    for (const file of importers) {
        if (affected.has(file))
            continue;
        const text = read(file);
        if (text === undefined ||
            !TYPESCRIPT_SOURCE.test(path.basename(file)) ||
            sees(scanImporter(tsm, file, text), names, namespaces, (specifier) => exposes(file, specifier))) {
            affected.add(file);
        }
    }
    return { affected, names };
}
