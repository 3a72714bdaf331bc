import { parseAst } from 'rollup/parseAst';
import { describe, expect, it, vi } from 'vitest';
import {
  MEMBER_CHUNK,
  memberChunk,
  memberChunkCheck,
  type Graph,
  type ModuleInfoLike,
} from '../../scripts/member-chunk.mjs';

interface FakeModule {
  code: string;
  isEntry?: boolean;
  /** An index that only re-exports: tree-shaking keeps none of its code. */
  barrel?: boolean;
}

const R = '/app/src/app/routes/';

/**
 * A module graph as Rollup's `getModuleInfo` describes it, from real code parsed by Rollup's
 * own parser; an import's source is the imported module's id.
 */
function graphOf(modules: Record<string, FakeModule>): Graph {
  const infos = new Map<string, ModuleInfoLike>();
  const exportsOf = (id: string): string[] => {
    const body = (parseAst(modules[id]?.code ?? '') as unknown as { body: Node[] }).body;
    return body.flatMap((n) => {
      if (n.type === 'ExportNamedDeclaration') {
        if (n.declaration) return n.declaration.declarations.map((d) => d.id.name);
        return n.specifiers.map((s) => s.exported.name);
      }
      if (n.type === 'ExportAllDeclaration' && n.source) return exportsOf(n.source.value);
      return [];
    });
  };
  for (const [id, module] of Object.entries(modules)) {
    const ast = parseAst(module.code) as unknown as { body: Node[] };
    const imported: string[] = [];
    const lazy: string[] = [];
    const own: string[] = [];
    const bySource: Record<string, string[]> = {};
    for (const n of ast.body) {
      if (n.source && !imported.includes(n.source.value)) imported.push(n.source.value);
      if (n.type === 'ExportNamedDeclaration' && n.declaration) {
        own.push(...n.declaration.declarations.map((d) => d.id.name));
      } else if (n.type === 'ExportNamedDeclaration' && !n.source) {
        own.push(...n.specifiers.map((s) => s.exported.name));
      } else if (n.type === 'ExportNamedDeclaration' && n.source) {
        bySource[n.source.value] = n.specifiers.map((s) => s.exported.name);
      } else if (n.type === 'ExportAllDeclaration' && n.source) {
        bySource[n.source.value] = ['*'];
      }
    }
    for (const m of module.code.matchAll(/import\('([^']+)'\)/g)) lazy.push(m[1] ?? '');
    infos.set(id, {
      isEntry: Boolean(module.isEntry),
      isIncluded: !module.barrel,
      moduleSideEffects: false,
      importedIds: imported,
      dynamicallyImportedIds: lazy,
      exports: exportsOf(id),
      exportedBindings: { '.': own, ...bySource },
      ast,
    });
  }
  return { getModuleIds: () => infos.keys(), getModuleInfo: (id) => infos.get(id) ?? null };
}

// Just enough of ESTree for the fake graph.
interface Node {
  type: string;
  source?: { value: string } | null;
  declaration?: { declarations: { id: { name: string } }[] } | null;
  specifiers: { exported: { name: string } }[];
}

const app: Record<string, FakeModule> = {
  '/app/index.html': { isEntry: true, code: "import '/app/src/main.tsx';" },
  '/app/src/main.tsx': {
    code: `import { logoutCall } from '/contract/index.ts';
      export const routes = [
        () => import('${R}landing.tsx'), () => import('${R}login.tsx'),
        () => import('${R}home.tsx'), () => import('${R}offers.tsx'),
        () => import('${R}history.tsx'), () => import('${R}vouchers.tsx'),
      ];
      export const out = logoutCall;`,
  },
  // The contract's index: re-exports only, as the package's one entry point.
  '/contract/index.ts': {
    barrel: true,
    code: "export * from '/contract/accounts.ts'; export * from '/contract/points.ts';",
  },
  '/contract/accounts.ts': {
    code: "export * from '/contract/logout.ts'; export const loginCall = 'login';",
  },
  '/contract/logout.ts': { code: "export const logoutCall = 'logout';" },
  '/contract/points.ts': { code: "export const pointsCall = 'points';" },
  '/app/src/format.ts': { code: 'export const format = 1;' },
  '/app/src/modal.tsx': { code: 'export const Modal = 1;' },
  '/app/src/home-card.tsx': { code: 'export const Card = 1;' },
  '/app/src/reader.ts': { code: 'export const read = 1;' },
  [`${R}landing.tsx`]: { code: "import { Modal } from '/app/src/modal.tsx'; export { Modal };" },
  [`${R}login.tsx`]: {
    code: "import { loginCall } from '/contract/index.ts'; export { loginCall };",
  },
  [`${R}home.tsx`]: {
    code: `import { pointsCall } from '/contract/index.ts';
      import { format } from '/app/src/format.ts';
      import { Modal } from '/app/src/modal.tsx';
      import { Card } from '/app/src/home-card.tsx';
      export const x = [pointsCall, format, Modal, Card];`,
  },
  [`${R}offers.tsx`]: {
    code: "import { format } from '/app/src/format.ts'; export const x = format;",
  },
  [`${R}history.tsx`]: {
    code: "import { pointsCall } from '/contract/index.ts'; export const x = pointsCall;",
  },
  [`${R}vouchers.tsx`]: { code: "export const scan = () => import('/app/src/reader.ts');" },
};

const assign = () => {
  const graph = graphOf(app);
  const chunkOf = memberChunk();
  return (id: string) => chunkOf(id, graph);
};

describe('the member chunk', () => {
  it('holds what only signed-in screens share, through the contract index', () => {
    const chunkOf = assign();
    expect(chunkOf('/app/src/format.ts')).toBe(MEMBER_CHUNK);
    // Imported from the index by home and history: the module that defines it.
    expect(chunkOf('/contract/points.ts')).toBe(MEMBER_CHUNK);
  });

  it("keeps the entry's modules in the entry, and only those it really uses", () => {
    const chunkOf = assign();
    expect(chunkOf('/app/src/main.tsx')).toBe('index');
    // logoutCall comes from logout.ts through two indexes; accounts.ts itself is only
    // loaded by the login screen, whose loginCall it defines.
    expect(chunkOf('/contract/logout.ts')).toBe('index');
    expect(chunkOf('/contract/accounts.ts')).toBe('login');
  });

  it('leaves what the entry flow shares out of it, in a chunk of its own', () => {
    const chunkOf = assign();
    expect(chunkOf('/app/src/modal.tsx')).toBe('modal');
  });

  it("puts a screen's own modules with its route, and another lazy module in its own chunk", () => {
    const chunkOf = assign();
    expect(chunkOf(`${R}home.tsx`)).toBe('home');
    expect(chunkOf('/app/src/home-card.tsx')).toBe('home');
    expect(chunkOf(`${R}offers.tsx`)).toBe('offers');
    expect(chunkOf('/app/src/reader.ts')).toBe('reader');
  });
});

describe('the member chunk check', () => {
  const chunk = (fileName: string, name: string, imports: string[], facade?: string) => ({
    type: 'chunk' as const,
    fileName,
    name,
    imports,
    isEntry: name === 'index',
    facadeModuleId: facade ?? null,
  });

  const run = (bundle: Record<string, ReturnType<typeof chunk>>) => {
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    const plugin = memberChunkCheck() as unknown as {
      generateBundle: (this: { error: typeof error }, o: unknown, b: unknown) => void;
    };
    plugin.generateBundle.call({ error }, {}, bundle);
  };

  it('passes a build where only signed-in screens load the member chunk', () => {
    expect(() =>
      run({
        a: chunk('index.js', 'index', []),
        b: chunk('member.js', 'member', ['index.js']),
        c: chunk('home.js', 'home', ['member.js', 'index.js'], `${R}home.tsx`),
        d: chunk('landing.js', 'landing', ['modal.js'], `${R}landing.tsx`),
        e: chunk('modal.js', 'modal', ['index.js']),
      }),
    ).not.toThrow();
  });

  it('fails a build whose entry or entry-flow screen would load it', () => {
    expect(() =>
      run({
        a: chunk('index.js', 'index', []),
        b: chunk('member.js', 'member', []),
        d: chunk('landing.js', 'landing', ['modal.js'], `${R}landing.tsx`),
        e: chunk('modal.js', 'modal', ['member.js']),
      }),
    ).toThrow('landing.js (landing) loads the member chunk');
    expect(() =>
      run({ a: chunk('index.js', 'index', ['member.js']), b: chunk('member.js', 'member', []) }),
    ).toThrow('index.js (the entry) loads the member chunk');
  });
});
