// Groups the modules that only the signed-in screens share into one chunk. Left to itself,
// Rollup gives every set of screens that shares a module its own chunk: /home needed 19 small
// files (most 1–2 kB), each a request and, on HTTP/1.1's six connections per host, a queue.
//
// Rollup moves into a manual chunk every static dependency of its modules that is not itself
// in a manual chunk (the entry's React, the landing's modal…). So every module loaded from more
// than one place is named here as Rollup would group it by itself (by the set of places that
// load it: the entry, each screen, each other lazily imported module), and only the group of
// signed-in screens' modules changes: into `member`. What the entry and the entry flow
// (landing, log in, sign up, password reset) load stays as it was.
//
// "Load" follows what a module really uses: `import { a } from '@loyalty/contract'` depends on
// the module that defines `a`, not on everything the package's index re-exports (Rollup
// tree-shakes such an index away; following all its imports would put every call's schemas
// in the entry's group).
import { ROUTE_PREFIX } from './route-sizes.mjs';

/** The chunk of the signed-in screens' shared modules: `member-<hash>.js`. */
export const MEMBER_CHUNK = 'member';
/** The entry's chunk, as Vite names it. */
export const ENTRY_CHUNK = 'index';

/** The screens a visitor reaches before signing in. */
export const ENTRY_FLOW = [
  'landing',
  'login',
  'join',
  'signup',
  'forgot-password',
  'forgot-password-otp',
  'forgot-password-new-password',
];

/**
 * @typedef {object} ModuleInfo What Rollup's `getModuleInfo` gives, as far as used here.
 * @property {boolean} isEntry
 * @property {boolean | null} isIncluded whether tree-shaking kept any of its code
 * @property {readonly string[]} importedIds
 * @property {readonly string[]} dynamicallyImportedIds
 * @property {readonly string[]} exports
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
 * @param {Graph} graph
 */
export function dependencyReader(graph) {
  const info = (id) => graph.getModuleInfo(id);
  const statementsOf = new Map();
  const stmts = (id) => {
    if (!statementsOf.has(id)) statementsOf.set(id, statements(info(id)));
    return statementsOf.get(id);
  };

  /**
   * The modules behind `name` as `id` exports it (`*`: everything it exports): where it is
   * declared, through re-exports, plus `id` itself when it has side effects Rollup keeps.
   */
  const defining = (id, name, seen = new Set()) => {
    const module = info(id);
    if (!module) return [];
    const key = `${id}\0${name}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const list = stmts(id);
    if (!list || name === '*') return [id, ...module.importedIds];
    const self = module.isIncluded && module.moduleSideEffects !== false ? [id] : [];
    const body = module.ast?.body ?? [];
    if ((module.exportedBindings?.['.'] ?? []).includes(name)) {
      // Declared here, or imported and exported again (`import { a } …; export { a }`).
      const local = body
        .filter((n) => n.type === 'ExportNamedDeclaration' && !n.source)
        .flatMap((n) => n.specifiers)
        .find((sp) => nameOf(sp.exported) === name);
      const localName = local ? nameOf(local.local) : undefined;
      for (const { node, id: from } of list) {
        if (node.type !== 'ImportDeclaration' || localName === undefined) continue;
        const sp = node.specifiers.find((x) => x.local.name === localName);
        if (!sp) continue;
        const imported = sp.type === 'ImportSpecifier' ? nameOf(sp.imported) : '*';
        return [...self, ...defining(from, imported, seen)];
      }
      return [id];
    }
    for (const { node, id: from } of list) {
      if (node.type !== 'ExportNamedDeclaration') continue;
      const sp = node.specifiers.find((x) => nameOf(x.exported) === name);
      if (sp) return [...self, ...defining(from, nameOf(sp.local), seen)];
    }
    for (const { node, id: from } of list) {
      if (node.type !== 'ExportAllDeclaration') continue;
      if (nameOf(node.exported) === name) return [...self, ...defining(from, '*', seen)];
      if (!node.exported && info(from)?.exports.includes(name)) {
        return [...self, ...defining(from, name, seen)];
      }
    }
    return [id, ...module.importedIds];
  };

  /** @param {string} id */
  return (id) => {
    const module = info(id);
    if (!module) return [];
    const list = stmts(id);
    if (!list) return [...module.importedIds];
    const deps = new Set();
    for (const { node, id: from } of list) {
      // What a module re-exports matters only to whoever imports it (`defining`), unless the
      // re-exported module has side effects of its own.
      if (node.type !== 'ImportDeclaration' && info(from)?.moduleSideEffects === false) continue;
      const specifiers = node.specifiers ?? [];
      const names =
        node.type === 'ExportAllDeclaration'
          ? ['*']
          : specifiers.map((s) =>
              s.type === 'ImportSpecifier'
                ? nameOf(s.imported)
                : s.type === 'ExportSpecifier'
                  ? nameOf(s.local)
                  : '*',
            );
      if (names.length === 0) names.push('*');
      for (const name of names) for (const d of defining(from, name)) deps.add(d);
    }
    return [...deps];
  };
}

/**
 * @typedef {object} Loaders
 * @property {Set<string>} roots what loads the module: screens by name, other roots by id
 * @property {boolean} entry the entry does
 * @property {boolean} other something other than a screen does (the entry, a lazy module)
 */

/**
 * For every module, what loads it: the entry, a screen (its route module), or another lazily
 * imported module (the scanner's reader…), following the modules' real dependencies.
 * @param {Graph} graph
 * @returns {Map<string, Loaders>}
 */
export function loadersOf(graph) {
  const dependencies = dependencyReader(graph);
  const ids = [...graph.getModuleIds()];
  const roots = new Set();
  for (const id of ids) {
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
    const label = screen ?? root;
    const isEntry = Boolean(graph.getModuleInfo(root)?.isEntry);
    const seen = new Set([root]);
    const queue = [root];
    while (queue.length) {
      const id = /** @type {string} */ (queue.pop());
      let of = loaders.get(id);
      if (!of) loaders.set(id, (of = { roots: new Set(), entry: false, other: false }));
      of.roots.add(label);
      if (isEntry) of.entry = true;
      if (screen === undefined) of.other = true;
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

/** A chunk name from a module id: its file name without extension or query. */
const baseName = (id) => (id.split(/[\\/]/).pop() ?? '').replace(/[?.].*$/, '') || 'shared';

/** Rollup's `manualChunks` (see the top of this file). */
export function memberChunk() {
  const entryFlow = new Set(ENTRY_FLOW);
  /** @type {Map<string, Loaders> | undefined} */
  let loaders;
  /** The chunk of each set of loaders, and the names taken. */
  const groups = new Map();
  const names = new Set([ENTRY_CHUNK, MEMBER_CHUNK]);
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
    // Called once the whole module graph is known.
    if (!loaders) {
      loaders = loadersOf(graph);
      // Each lazily loaded module (a screen, the scanner's reader…) keeps its own name.
      for (const of of loaders.values()) {
        if (of.roots.size === 1 && !of.entry) {
          const [root] = of.roots;
          // A screen is named by its route (`home`), another lazy module by its id (a path).
          chunkFor(root, root.includes('/') ? baseName(root) : root);
        }
      }
    }
    const of = loaders.get(id);
    if (!of) return undefined;
    if (of.entry) return ENTRY_CHUNK;
    const roots = [...of.roots];
    // Loaded from one place only: that place's own chunk (a screen's, with its route module).
    if (roots.length === 1) return chunkFor(roots[0], baseName(id));
    if (!of.other && !roots.some((r) => entryFlow.has(r))) return MEMBER_CHUNK;
    return chunkFor(roots.sort().join('\n'), baseName(id));
  };
}

/**
 * Fails the build when the entry or a screen of the entry flow would load the member chunk
 * (a first visit must not fetch the signed-in screens' code).
 */
export function memberChunkCheck() {
  const entryFlow = new Set(ENTRY_FLOW);
  return {
    name: 'loyalty-member-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const member = chunks.find((c) => c.name === MEMBER_CHUNK);
      if (!member) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loads = (chunk, seen = new Set()) => {
        if (seen.has(chunk.fileName)) return false;
        seen.add(chunk.fileName);
        if (chunk === member) return true;
        return chunk.imports.some((f) => byFile.has(f) && loads(byFile.get(f), seen));
      };
      for (const chunk of chunks) {
        const screen = chunk.facadeModuleId ? routeName(chunk.facadeModuleId) : undefined;
        if ((chunk.isEntry || entryFlow.has(screen)) && loads(chunk)) {
          this.error(`${chunk.fileName} (${screen ?? 'the entry'}) loads the member chunk`);
        }
      }
    },
  };
}
