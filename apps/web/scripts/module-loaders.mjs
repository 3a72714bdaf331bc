// For every module of a build, what loads it: which screens' route modules, the entry, other
// lazily imported modules. Read by the member chunk (member-chunk.mjs).
//
// "Load" follows what a module really uses: `import { a } from '@loyalty/contract'` depends on
// the module that defines `a`, not on everything the package's index re-exports (Rollup
// tree-shakes such an index away; following all its imports would put every call's schemas
// in the entry).
import { ROUTE_PREFIX } from './route-sizes.mjs';

/**
 * @typedef {object} ModuleInfo What Rollup's `getModuleInfo` gives, as far as used here.
 * @property {boolean} isEntry
 * @property {boolean | null} isIncluded whether tree-shaking kept any of its code
 * @property {boolean | 'no-treeshake'} [moduleSideEffects]
 * @property {readonly string[]} importedIds
 * @property {readonly string[]} dynamicallyImportedIds
 * @property {readonly string[] | null} exports
 * @property {Record<string, string[]> | null} exportedBindings
 * @property {any} ast
 *
 * @typedef {{ getModuleIds: () => Iterable<string>, getModuleInfo: (id: string) => ModuleInfo | null }} Graph
 */

/** The screen a route module is, or undefined. */
export function routeName(id) {
  const at = id.indexOf(ROUTE_PREFIX);
  return at === -1 ? undefined : id.slice(at + ROUTE_PREFIX.length).replace(/\.tsx$/, '');
}

const hasSource = (node) =>
  node.type === 'ImportDeclaration' ||
  node.type === 'ExportAllDeclaration' ||
  (node.type === 'ExportNamedDeclaration' && node.source);

const nameOf = (node) => node?.name ?? node?.value;

/** The name an import specifier takes from its module (`*` for a namespace). */
const importedName = (specifier) =>
  specifier.type === 'ImportSpecifier'
    ? nameOf(specifier.imported)
    : specifier.type === 'ImportDefaultSpecifier'
      ? 'default'
      : '*';

/**
 * The module's import and re-export statements, each with the id its source resolved to:
 * Rollup lists `importedIds` in the order the sources first appear. Null when the two do not
 * line up, and the caller falls back to every import.
 */
function statements(info) {
  const nodes = (info.ast?.body ?? []).filter(hasSource);
  const order = [];
  for (const node of nodes) if (!order.includes(node.source.value)) order.push(node.source.value);
  if (order.length !== info.importedIds.length) return null;
  return nodes.map((node) => ({ node, id: info.importedIds[order.indexOf(node.source.value)] }));
}

/**
 * The modules a module's code depends on: for each name it imports, the module that defines
 * it (through any index that only re-exports), and each module imported for its side effects.
 * Where it cannot tell, it names more modules, never fewer.
 * @param {Graph} graph
 */
export function dependencyReader(graph) {
  const info = (id) => graph.getModuleInfo(id);
  const statementsOf = new Map();
  const stmts = (id) => {
    if (!statementsOf.has(id)) statementsOf.set(id, info(id) ? statements(info(id)) : null);
    return statementsOf.get(id);
  };
  /** Everything `id` may stand for: itself and every module it imports, transitively. */
  const everything = (id) => [id, ...(info(id)?.importedIds ?? [])];

  /**
   * The modules behind `name` as `id` exports it, through re-exports, plus `id` itself when
   * it has code with side effects that Rollup keeps; null when `id` does not export it.
   */
  const resolve = (id, name, seen) => {
    const module = info(id);
    if (!module) return null;
    const key = `${id}\0${name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const list = stmts(id);
    if (!list || name === '*') return everything(id);
    const self = module.isIncluded && module.moduleSideEffects !== false ? [id] : [];
    if ((module.exportedBindings?.['.'] ?? []).includes(name)) {
      // Declared here, or imported and exported again (`import { a } …; export { a }`).
      const local = (module.ast?.body ?? [])
        .filter((n) => n.type === 'ExportNamedDeclaration' && !n.source)
        .flatMap((n) => n.specifiers)
        .find((sp) => nameOf(sp.exported) === name);
      const localName = local ? nameOf(local.local) : undefined;
      for (const { node, id: from } of list) {
        if (node.type !== 'ImportDeclaration' || localName === undefined) continue;
        const sp = node.specifiers.find((x) => x.local.name === localName);
        if (sp) return [...self, ...(resolve(from, importedName(sp), seen) ?? everything(from))];
      }
      return [id];
    }
    for (const { node, id: from } of list) {
      if (node.type === 'ExportNamedDeclaration') {
        const sp = node.specifiers.find((x) => nameOf(x.exported) === name);
        if (sp) return [...self, ...(resolve(from, nameOf(sp.local), seen) ?? everything(from))];
      } else if (node.type === 'ExportAllDeclaration' && nameOf(node.exported) === name) {
        return [...self, ...everything(from)];
      }
    }
    // `export * from …`, as deep as it goes: Rollup lists such names only as `*`.
    for (const { node, id: from } of list) {
      if (node.type !== 'ExportAllDeclaration' || node.exported) continue;
      const found = resolve(from, name, seen);
      if (found) return [...self, ...found];
    }
    return null;
  };

  /** @param {string} id */
  return (id) => {
    const module = info(id);
    if (!module) return [];
    const list = stmts(id);
    if (!list) return [...module.importedIds];
    const deps = new Set();
    for (const { node, id: from } of list) {
      // What a module re-exports matters only to whoever imports it (see `resolve`), unless
      // the re-exported module has side effects of its own.
      if (node.type !== 'ImportDeclaration') {
        if (info(from)?.moduleSideEffects !== false) deps.add(from);
        continue;
      }
      // `import './x'`: x's own code runs, and brings its own imports.
      if (node.specifiers.length === 0) {
        deps.add(from);
        continue;
      }
      for (const name of node.specifiers.map(importedName)) {
        for (const d of resolve(from, name, new Set()) ?? everything(from)) deps.add(d);
      }
    }
    return [...deps];
  };
}

/**
 * @typedef {object} Loaders
 * @property {Set<string>} roots what loads the module: screens by name, other roots by id
 * @property {Set<string>} screens the screens whose route module reaches the module
 * @property {boolean} entry the entry does
 * @property {boolean} other the entry or a lazily imported module other than a screen does
 */

/**
 * For every module, what loads it: the screens (their route modules) that reach it, and
 * whether the entry or another lazily imported module (the scanner's reader…) does too,
 * following the modules' real dependencies.
 * @param {Graph} graph
 * @returns {Map<string, Loaders>}
 */
export function loadersOf(graph) {
  const dependencies = dependencyReader(graph);
  const roots = new Set();
  for (const id of graph.getModuleIds()) {
    const module = graph.getModuleInfo(id);
    if (!module) continue;
    if (module.isEntry) roots.add(id);
    for (const lazy of module.dynamicallyImportedIds) roots.add(lazy);
  }
  const depsOf = new Map();
  /** @type {Map<string, Loaders>} */
  const loaders = new Map();
  for (const root of roots) {
    const screen = routeName(root);
    const isEntry = Boolean(graph.getModuleInfo(root)?.isEntry);
    const seen = new Set([root]);
    const queue = [root];
    while (queue.length) {
      const id = /** @type {string} */ (queue.pop());
      let of = loaders.get(id);
      if (!of) {
        loaders.set(
          id,
          (of = { roots: new Set(), screens: new Set(), entry: false, other: false }),
        );
      }
      of.roots.add(screen ?? root);
      if (isEntry) of.entry = true;
      if (screen === undefined) of.other = true;
      else of.screens.add(screen);
      if (!depsOf.has(id)) depsOf.set(id, dependencies(id));
      for (const next of depsOf.get(id)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return loaders;
}
