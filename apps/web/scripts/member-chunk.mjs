// How the build splits the app into files beyond each screen's own chunk. Left to itself,
// Rollup gives every set of screens that shares a module its own chunk: a screen loaded many
// small files, each a request and, on HTTP/1.1's six connections per host, a queue before the
// first paint (BENCHMARKS.md). So the modules that two or more places load go, in this order:
// - the member chunk: what only the screens with the bottom navigation share (the signed-in
//   screens, the stores and about pages), no form code;
// - the forms chunk: the form library and the app's shared form parts (src/components,
//   src/lib) that reach it, for every screen with a form;
// - the entry: what the first screens of a visit (`first`: the landing and log in) share with
//   the navigation screens (the programme's logo, the modal, the text field);
// - the guest chunk: the rest of what the first screens share with the entry flow (sign up,
//   password reset) and nothing else loads, no form code;
// - otherwise as Rollup groups them by itself.
//
// Rollup moves into a manual chunk every static dependency of its modules that is not itself
// in one (the entry's React, the landing's modal…); with `onlyExplicitManualChunks` it splits
// the entry in two instead. So every module loaded from more than one place is named here,
// the last group as Rollup would (by the set of places that load it, in a chunk named after
// its first module). A module loaded from one place only stays in that place's chunk. The
// build fails if the entry or a screen of the entry flow would load the member chunk, if the
// member chunk or a navigation screen would load the guest chunk, if the member chunk would
// load the form library, or if a module Rollup keeps was not accounted for.
import { loadersOf, routeName } from './module-loaders.mjs';

/** The chunk of the navigation screens' shared modules: `member-<hash>.js`. */
export const MEMBER_CHUNK = 'member';

/** The form library with the app's shared form parts. */
export const FORMS_CHUNK = 'forms';

/** What the first screens of a visit share with the rest of the entry flow. */
export const GUEST_CHUNK = 'guest';

// The app's shared building blocks, as opposed to a feature's screens.
const BUILDING_BLOCK = /[\\/]src[\\/](components|lib)[\\/]/;

/** @typedef {import('./module-loaders.mjs').Graph} Graph */
/** @typedef {import('./module-loaders.mjs').Loaders} Loaders */

/** The entry's chunk, as Vite names it. */
export const ENTRY_CHUNK = 'index';

// The form library stays with the screens that have a form: /home and the other screens without
// one must not load it through the member chunk.
const FORM_LIBRARY = /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/;

/**
 * Whether a module is the form library or imports it, itself or through the app's modules.
 * @param {Graph} graph
 */
function formCodeReader(graph) {
  /** @type {Map<string, boolean>} */
  const known = new Map();
  const reaches = (/** @type {string} */ id) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (FORM_LIBRARY.test(id)) return true;
    // Taken as not while it is being read: an import cycle ends here.
    known.set(id, false);
    const found = (graph.getModuleInfo(id)?.importedIds ?? []).some(
      (dep) => FORM_LIBRARY.test(dep) || (!/[\\/]node_modules[\\/]/.test(dep) && reaches(dep)),
    );
    known.set(id, found);
    return found;
  };
  return reaches;
}

/** A chunk name from a module id: its file name without extension or query. */
const baseName = (id) => (id.split(/[\\/]/).pop() ?? '').replace(/[?.].*$/, '') || 'shared';

/**
 * Rollup's `manualChunks` (see the top of this file).
 * @param {readonly string[]} screens the route modules of the screens with the bottom
 *   navigation (`navScreens` in src/app/screens.ts)
 * @param {readonly string[]} [first] the route modules a visit opens on (`firstScreens`);
 *   none: no forms, entry or guest grouping
 */
export function memberChunk(screens, first = []) {
  const member = new Set(screens);
  const opening = new Set(first);
  /** @type {Map<string, Loaders>} */
  let loaders = new Map();
  let lastGraph;
  let isFormCode = (/** @type {string} */ _id) => false;
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
      isFormCode = formCodeReader(graph);
      groups = new Map();
      names = new Set([ENTRY_CHUNK, MEMBER_CHUNK, FORMS_CHUNK, GUEST_CHUNK]);
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
    const shared = of.screens.size >= 2 && [...of.screens].every((s) => member.has(s));
    if (!of.other && shared && !isFormCode(id)) {
      return MEMBER_CHUNK;
    }
    if (opening.size > 0) {
      if (FORM_LIBRARY.test(id) || (BUILDING_BLOCK.test(id) && isFormCode(id))) return FORMS_CHUNK;
      const screensOf = [...of.screens];
      // Form code never joins the entry or the guest chunk: the landing has no form.
      if (screensOf.some((s) => opening.has(s)) && !isFormCode(id)) {
        if (screensOf.some((s) => member.has(s))) return ENTRY_CHUNK;
        if (!of.other) return GUEST_CHUNK;
      }
    }
    return chunkFor(roots.sort().join('\n'), baseName(id));
  };
}

/**
 * Fails the build when the entry or a screen of the entry flow would load the member chunk
 * (a first visit must not fetch the other screens' code).
 * @param {readonly string[]} screens the route modules of the screens with the bottom navigation
 */
export function memberChunkCheck(screens) {
  const member = new Set(screens);
  return {
    name: 'loyalty-member-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const memberChunk = chunks.find((c) => c.name === MEMBER_CHUNK);
      if (!memberChunk) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loads = (chunk, found, seen = new Set()) => {
        if (seen.has(chunk.fileName)) return false;
        seen.add(chunk.fileName);
        if (found(chunk)) return true;
        return chunk.imports.some((f) => byFile.has(f) && loads(byFile.get(f), found, seen));
      };
      for (const chunk of chunks) {
        const screen = chunk.facadeModuleId ? routeName(chunk.facadeModuleId) : undefined;
        const isPublic = chunk.isEntry || (screen !== undefined && !member.has(screen));
        if (isPublic && loads(chunk, (c) => c === memberChunk)) {
          this.error(`${chunk.fileName} (${screen ?? 'the entry'}) loads the member chunk`);
        }
        if (
          screen !== undefined &&
          member.has(screen) &&
          loads(chunk, (c) => c.name === GUEST_CHUNK)
        ) {
          this.error(`${chunk.fileName} (${screen}) loads the guest chunk`);
        }
      }
      if (loads(memberChunk, (c) => c.moduleIds.some((id) => FORM_LIBRARY.test(id)))) {
        this.error(`${memberChunk.fileName} (the member chunk) loads the form library`);
      }
      if (loads(memberChunk, (c) => c.name === GUEST_CHUNK)) {
        this.error(`${memberChunk.fileName} (the member chunk) loads the guest chunk`);
      }
    },
  };
}
