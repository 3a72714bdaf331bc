import { describe, expect, it } from 'vitest';
import { MEMBER_CHUNK, memberChunk, memberChunkCheck } from '../../scripts/member-chunk.mjs';
import { fakeChunk, graphOf, runBundleCheck, type FakeModule } from './fake-module-graph';

const R = '/app/src/app/routes/';

const screens = [
  'landing',
  'login',
  'home',
  'offers',
  'history',
  'vouchers',
  'about',
  'about-single',
];

const app: Record<string, FakeModule> = {
  '/app/index.html': { isEntry: true, code: "import '/app/src/main.tsx';" },
  '/app/src/main.tsx': {
    code: `import { logoutCall } from '/contract/index.ts';
      export const routes = [${screens.map((s) => `() => import('${R}${s}.tsx')`).join(', ')}];
      export const out = logoutCall;`,
  },
  // The contract's index, re-exports only, the package's one entry point; calls.ts another.
  '/contract/index.ts': {
    barrel: true,
    code: "export * from '/contract/calls.ts'; export * from '/contract/fields.ts';",
  },
  '/contract/calls.ts': {
    barrel: true,
    code: "export * from '/contract/logout.ts'; export * from '/contract/points.ts';",
  },
  '/contract/logout.ts': { code: "export const logoutCall = 'logout';" },
  '/contract/points.ts': { code: "export const pointsCall = 'points';" },
  '/contract/fields.ts': { code: "export const field = 'field';" },
  '/app/src/format.ts': { code: 'export default function format() {}' },
  '/app/src/modal.tsx': { code: 'export const Modal = 1;' },
  '/app/src/home-card.tsx': { code: 'export const Card = 1;' },
  '/app/src/about-text.ts': { code: 'export const text = 1;' },
  '/app/src/reader.ts': { code: 'export const read = 1;' },
  [`${R}landing.tsx`]: { code: "import { Modal } from '/app/src/modal.tsx'; export { Modal };" },
  [`${R}login.tsx`]: { code: "import { field } from '/contract/index.ts'; export { field };" },
  [`${R}home.tsx`]: {
    code: `import { pointsCall, logoutCall } from '/contract/index.ts';
      import format from '/app/src/format.ts';
      import { Modal } from '/app/src/modal.tsx';
      import { Card } from '/app/src/home-card.tsx';
      export const x = [pointsCall, logoutCall, format, Modal, Card];`,
  },
  [`${R}offers.tsx`]: { code: "import format from '/app/src/format.ts'; export { format };" },
  [`${R}history.tsx`]: {
    code: "import { pointsCall } from '/contract/index.ts'; export const x = pointsCall;",
  },
  [`${R}vouchers.tsx`]: { code: "export const scan = () => import('/app/src/reader.ts');" },
  [`${R}about.tsx`]: { code: "import { text } from '/app/src/about-text.ts'; export { text };" },
  [`${R}about-single.tsx`]: {
    code: "import { text } from '/app/src/about-text.ts'; export { text };",
  },
};

// The screens with the navigation; about and about-single stand for the entry flow here.
const navScreens = ['home', 'offers', 'history', 'vouchers'];

function assign(modules = app) {
  const graph = graphOf(modules);
  const chunkOf = memberChunk(navScreens);
  return (id: string) => chunkOf(id, graph);
}

describe('the member chunk', () => {
  it('holds what two or more navigation screens share and nothing else loads', () => {
    // A default export, used by home and offers.
    expect(assign()('/app/src/format.ts')).toBe(MEMBER_CHUNK);
  });

  it('follows an import through indexes that only re-export, however deep', () => {
    // home and history import pointsCall from the contract's index, which the entry imports
    // too: the module that defines it is theirs alone.
    expect(assign()('/contract/points.ts')).toBe(MEMBER_CHUNK);
  });

  it('groups what the entry, the entry flow or another lazy module loads as Rollup would', () => {
    const chunkOf = assign();
    // Named as Rollup would group them: the entry's in the entry, each other set of loaders
    // in a chunk of its own, a screen's own with its route module.
    expect(chunkOf('/app/src/main.tsx')).toBe('index');
    expect(chunkOf('/contract/logout.ts')).toBe('index'); // the entry and home
    expect(chunkOf('/app/src/modal.tsx')).toBe('modal'); // landing and home
    expect(chunkOf('/app/src/about-text.ts')).toBe('about-text'); // two entry-flow screens
    expect(chunkOf('/app/src/home-card.tsx')).toBe('home'); // home alone
    expect(chunkOf(`${R}home.tsx`)).toBe('home');
    expect(chunkOf('/app/src/reader.ts')).toBe('reader'); // lazily loaded by vouchers
    // The contract's fields: imported through its index by login alone.
    expect(chunkOf('/contract/fields.ts')).toBe('login');
  });

  it('counts a lazily loaded module as another loader of what it imports', () => {
    // The scanner's reader also loads format.ts, so it is no longer the screens' alone.
    const withReader = {
      ...app,
      '/app/src/reader.ts': { code: "import format from '/app/src/format.ts'; export { format };" },
    };
    expect(assign(withReader)('/app/src/format.ts')).toBe('format');
  });

  it('leaves out what reaches the form library, itself or through the app', () => {
    const rhf = '/app/node_modules/react-hook-form/dist/index.esm.mjs';
    const uses = (from: string, name: string) =>
      `import { ${name} } from '${from}'; export const own = () => ${name};`;
    const withForms = {
      ...app,
      [rhf]: { code: 'export const useController = 1;' },
      '/app/src/use-field.ts': { code: uses(rhf, 'useController') },
      '/app/src/recipient.tsx': { code: uses('/app/src/use-field.ts', 'own') },
      [`${R}history.tsx`]: { code: uses('/app/src/recipient.tsx', 'own') },
      [`${R}vouchers.tsx`]: { code: uses('/app/src/recipient.tsx', 'own') },
    };
    const chunkOf = assign(withForms);
    // Shared by two navigation screens, and still grouped as Rollup would.
    expect(chunkOf('/app/src/recipient.tsx')).toBe('recipient');
    expect(chunkOf('/app/src/use-field.ts')).toBe('recipient');
    expect(chunkOf(rhf)).toBe('recipient');
    expect(chunkOf('/app/src/format.ts')).toBe(MEMBER_CHUNK);
  });

  it('refuses a module Rollup keeps that it did not see loaded', () => {
    const chunkOf = assign({ ...app, '/app/src/stray.ts': { code: 'export const s = 1;' } });
    expect(() => chunkOf('/app/src/stray.ts')).toThrow('loaded by nothing it read');
    // An index that only re-exports is dropped by Rollup: nothing to place.
    expect(chunkOf('/contract/index.ts')).toBeUndefined();
  });

  it('reads a new graph afresh (a watched rebuild)', () => {
    const chunkOf = memberChunk(navScreens);
    expect(chunkOf('/app/src/format.ts', graphOf(app))).toBe(MEMBER_CHUNK);
    const offersAlone = { ...app, [`${R}home.tsx`]: { code: 'export const x = 1;' } };
    expect(chunkOf('/app/src/format.ts', graphOf(offersAlone))).toBe('offers');
  });
});

describe('the member chunk check', () => {
  const run = (bundle: Record<string, unknown>) =>
    runBundleCheck(memberChunkCheck(navScreens), bundle);

  it('passes a build where only navigation screens load the member chunk', () => {
    expect(() =>
      run({
        a: fakeChunk('index.js', 'index', []),
        b: fakeChunk('member.js', 'member', ['index.js']),
        c: fakeChunk('home.js', 'home', ['member.js', 'index.js'], `${R}home.tsx`),
        d: fakeChunk('landing.js', 'landing', ['modal.js'], `${R}landing.tsx`),
        e: fakeChunk('modal.js', 'modal', ['index.js']),
      }),
    ).not.toThrow();
  });

  it('fails a build whose entry or entry-flow screen would load it', () => {
    expect(() =>
      run({
        a: fakeChunk('index.js', 'index', []),
        b: fakeChunk('member.js', 'member', []),
        d: fakeChunk('about.js', 'about', ['text.js'], `${R}about.tsx`),
        e: fakeChunk('text.js', 'text', ['member.js']),
      }),
    ).toThrow('about.js (about) loads the member chunk');
    expect(() =>
      run({
        a: fakeChunk('index.js', 'index', ['member.js']),
        b: fakeChunk('member.js', 'member', []),
      }),
    ).toThrow('index.js (the entry) loads the member chunk');
  });

  it('fails a build whose member chunk would load the form library', () => {
    const forms = {
      ...fakeChunk('forms.js', 'forms', ['index.js']),
      moduleIds: ['/app/node_modules/react-hook-form/dist/index.esm.mjs'],
    };
    expect(() =>
      run({
        a: fakeChunk('index.js', 'index', []),
        b: fakeChunk('member.js', 'member', ['index.js', 'fields.js']),
        c: fakeChunk('fields.js', 'fields', ['forms.js']),
        d: forms,
      }),
    ).toThrow('member.js (the member chunk) loads the form library');
  });
});
