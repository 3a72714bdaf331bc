import { parseAst } from 'rollup/parseAst';
import type { Graph, ModuleInfoLike } from '../../scripts/member-chunk.mjs';

export interface FakeModule {
  code: string;
  isEntry?: boolean;
  /** An index that only re-exports: tree-shaking keeps none of its code. */
  barrel?: boolean;
}

// Just enough of ESTree for the fake graph.
interface Node {
  type: string;
  source?: { value: string } | null;
  declaration?: { type: string; declarations?: { id: { name: string } }[] } | null;
  specifiers: { exported: { name: string } }[];
}

/**
 * A module graph as Rollup's `getModuleInfo` describes it, from real code parsed by Rollup's
 * own parser (an import's source is the imported module's id). As in Rollup, a module's
 * `exports` lists `*` for each `export *`, not the names behind it.
 */
export function graphOf(modules: Record<string, FakeModule>): Graph {
  const infos = new Map<string, ModuleInfoLike>();
  for (const [id, module] of Object.entries(modules)) {
    const ast = parseAst(module.code) as unknown as { body: Node[] };
    const imported: string[] = [];
    const own: string[] = [];
    const exported: string[] = [];
    const bySource: Record<string, string[]> = {};
    for (const n of ast.body) {
      if (n.source && !imported.includes(n.source.value)) imported.push(n.source.value);
      if (n.type === 'ExportDefaultDeclaration') own.push('default');
      else if (n.type === 'ExportNamedDeclaration' && n.declaration) {
        own.push(...(n.declaration.declarations ?? []).map((d) => d.id.name));
      } else if (n.type === 'ExportNamedDeclaration' && !n.source) {
        own.push(...n.specifiers.map((s) => s.exported.name));
      } else if (n.type === 'ExportNamedDeclaration' && n.source) {
        bySource[n.source.value] = n.specifiers.map((s) => s.exported.name);
        exported.push(...n.specifiers.map((s) => s.exported.name));
      } else if (n.type === 'ExportAllDeclaration' && n.source) {
        bySource[n.source.value] = ['*'];
        exported.push('*');
      }
    }
    const lazy = [...module.code.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1] ?? '');
    infos.set(id, {
      isEntry: Boolean(module.isEntry),
      isIncluded: !module.barrel,
      moduleSideEffects: false,
      importedIds: imported,
      dynamicallyImportedIds: lazy,
      exports: [...own, ...exported],
      exportedBindings: { '.': own, ...bySource },
      ast,
    });
  }
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id) => infos.get(id) ?? null };
}

/** A chunk of a bundle as Rollup hands it to `generateBundle`, as far as the checks read it. */
export function fakeChunk(fileName: string, name: string, imports: string[], facade?: string) {
  return {
    type: 'chunk' as const,
    fileName,
    name,
    imports,
    isEntry: name === 'index',
    facadeModuleId: facade ?? null,
    moduleIds: [`/app/src/${name}.ts`],
  };
}

/** Runs a build check's `generateBundle` on a bundle; its `this.error` throws. */
export function runBundleCheck(plugin: unknown, bundle: Record<string, unknown>): void {
  const check = plugin as {
    generateBundle: (this: { error: (m: string) => never }, o: unknown, b: unknown) => void;
  };
  check.generateBundle.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
}
