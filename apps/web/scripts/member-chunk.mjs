// Groups the modules that only the screens with the bottom navigation share (the signed-in
// screens, the stores and about pages) into one chunk. Left to itself, Rollup gives every set
// of screens that shares a module its own chunk: /home needed 19 small files (most 1–2 kB),
// each a request and, on HTTP/1.1's six connections per host, a queue. A module goes to the
// member chunk when two or more of those screens load it and nothing else does: not the entry,
// not the entry flow (landing, log in, sign up, password reset), not another lazy module.
//
// Rollup moves into a manual chunk every static dependency of its modules that is not itself
// in one (the entry's React, the landing's modal…); with `onlyExplicitManualChunks` it splits
// the entry in two instead. So every module loaded from more than one place is named here as
// Rollup groups it by itself (by the set of places that load it): the entry's in `index`, the
// entry's own chunk; each other set in a chunk named after its first module. A module loaded
// from one place only stays in that place's chunk. The build fails if the entry or a screen of
// the entry flow would load the member chunk, or if a module Rollup keeps was not accounted for.
//
// "Load" follows what a module really uses: `import { a } from '@loyalty/contract'` depends on
// the module that defines `a`, not on everything the package's index re-exports (Rollup
// tree-shakes such an index away; following all its imports would put every call's schemas
// in the entry).
import { ROUTE_PREFIX } from './route-sizes.mjs';

/** The chunk of the navigation screens' shared modules: `member-<hash>.js`. */
export const MEMBER_CHUNK = 'member';

/**
 * The screens with the bottom navigation (`NavLayout` in router.tsx): the signed-in screens,
 * and the stores and about pages. A test keeps this list equal to the router's.
 */
export const NAV_SCREENS = [
  'home',
  'home-id',
  'offers',
  'offer-single',
  'history',
  'transaction-single',
  'transaction-redemption',
  'digital-receipt',
  'profile',
  'my-profile',
  'vouchers',
  'voucher-single',
  'voucher-transfer',
  'share-points',
  'feedback',
  'stores',
  'about',
  'about-single',
];

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

/** The entry's chunk, as Vite names it. */
export const ENTRY_CHUNK = 'index';

/** A chunk name from a module id: its file name without extension or query. */
const baseName = (id) => (id.split(/[\\/]/).pop() ?? '').replace(/[?.].*$/, '') || 'shared';

/**
 * Rollup's `manualChunks` (see the top of this file).
 * @param {readonly string[]} [screens] the screens with the bottom navigation
 */
export function memberChunk(screens = NAV_SCREENS) {
  const member = new Set(screens);
  /** @type {Map<string, Loaders>} */
  let loaders = new Map();
  let lastGraph;
  /** The chunk of each set of loaders, and the names taken. */
  let groups = new Map();
  let names = new Set();
  const chunkFor = (key, base) => {
    let name = groups.get(key);
    if (name === undefined) {
      name = base;
      for (let n = 2; names.has(name); n++) name = `${base}-${n}`;
      names.add(name);
      groups.set(key, name);
    }
    return name;
  };
  /**
   * @param {string} id
   * @param {Graph} graph
   */
  return (id, graph) => {
    // Rollup hands the same graph object to every call of one build (a watched rebuild gets
    // a new one), once the whole module graph is known.
    if (graph !== lastGraph) {
      lastGraph = graph;
      loaders = loadersOf(graph);
      groups = new Map();
      names = new Set([ENTRY_CHUNK, MEMBER_CHUNK]);
      // Each lazily loaded module keeps its own name: a screen's route (`home`), another by id.
      for (const of of loaders.values()) {
        if (of.entry || of.roots.size !== 1) continue;
        const [root = ''] = of.roots;
        chunkFor(root, root.includes('/') ? baseName(root) : root);
      }
    }
    const of = loaders.get(id);
    if (!of) {
      // Only what tree-shaking dropped (an index that only re-exports) may be left out.
      if (graph.getModuleInfo(id)?.isIncluded) {
        throw new Error(`member-chunk: ${id} is kept by Rollup but loaded by nothing it read`);
      }
      return undefined;
    }
    if (of.entry) return ENTRY_CHUNK;
    const roots = [...of.roots];
    // Loaded from one place only: that place's own chunk (a screen's, with its route module).
    if (roots.length === 1) return chunkFor(roots[0], baseName(id));
    if (!of.other && of.screens.size >= 2 && [...of.screens].every((s) => member.has(s))) {
      return MEMBER_CHUNK;
    }
    return chunkFor(roots.sort().join('\n'), baseName(id));
  };
}

/**
 * Fails the build when the entry or a screen of the entry flow would load the member chunk
 * (a first visit must not fetch the other screens' code).
 * @param {readonly string[]} [screens] the screens with the bottom navigation
 */
export function memberChunkCheck(screens = NAV_SCREENS) {
  const member = new Set(screens);
  return {
    name: 'loyalty-member-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const memberChunk = chunks.find((c) => c.name === MEMBER_CHUNK);
      if (!memberChunk) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loads = (chunk, seen = new Set()) => {
        if (seen.has(chunk.fileName)) return false;
        seen.add(chunk.fileName);
        if (chunk === memberChunk) return true;
        return chunk.imports.some((f) => byFile.has(f) && loads(byFile.get(f), seen));
      };
      for (const chunk of chunks) {
        const screen = chunk.facadeModuleId ? routeName(chunk.facadeModuleId) : undefined;
        const isPublic = chunk.isEntry || (screen !== undefined && !member.has(screen));
        if (isPublic && loads(chunk)) {
          this.error(`${chunk.fileName} (${screen ?? 'the entry'}) loads the member chunk`);
        }
      }
    },
  };
}
