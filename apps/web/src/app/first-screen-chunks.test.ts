import { describe, expect, it } from 'vitest';
import {
  ENTRY_CHUNK,
  FORMS_CHUNK,
  GUEST_CHUNK,
  MEMBER_CHUNK,
  memberChunk,
  memberChunkCheck,
} from '../../scripts/member-chunk.mjs';
import { fakeChunk, graphOf, runBundleCheck, type FakeModule } from './fake-module-graph';

const R = '/app/src/app/routes/';
const RHF = '/app/node_modules/react-hook-form/dist/index.esm.mjs';
const screens = ['landing', 'login', 'signup', 'home', 'offers', 'profile'];
const navScreens = ['home', 'offers', 'profile'];

const uses = (names: Record<string, string>) =>
  Object.entries(names)
    .map(([name, from]) => `import { ${name} } from '${from}';`)
    .join(' ') + ` export const own = [${Object.keys(names).join(', ')}];`;

const app: Record<string, FakeModule> = {
  '/app/index.html': { isEntry: true, code: "import '/app/src/main.tsx';" },
  '/app/src/main.tsx': {
    code: `export const routes = [${screens.map((s) => `() => import('${R}${s}.tsx')`).join(', ')}];`,
  },
  [RHF]: { code: 'export const useController = 1;' },
  '/app/src/lib/use-field.ts': { code: uses({ useController: RHF }) },
  '/app/src/features/auth/sign-up-form.tsx': { code: uses({ own: '/app/src/lib/use-field.ts' }) },
  '/app/src/components/logo.tsx': { code: 'export const Logo = 1;' },
  '/app/src/features/auth/auth-header.tsx': { code: 'export const Header = 1;' },
  '/app/src/features/auth/geography.ts': { code: 'export const places = 1;' },
  '/app/src/format.ts': { code: 'export const format = 1;' },
  [`${R}landing.tsx`]: { code: uses({ Logo: '/app/src/components/logo.tsx' }) },
  [`${R}login.tsx`]: {
    code: `import { Header } from '/app/src/features/auth/auth-header.tsx';
      import { own } from '/app/src/lib/use-field.ts';
      export const x = [Header, own];`,
  },
  [`${R}signup.tsx`]: {
    code: `import { Header } from '/app/src/features/auth/auth-header.tsx';
      import { own } from '/app/src/features/auth/sign-up-form.tsx';
      import { places } from '/app/src/features/auth/geography.ts';
      export const x = [Header, own, places];`,
  },
  [`${R}home.tsx`]: {
    code: uses({ Logo: '/app/src/components/logo.tsx', format: '/app/src/format.ts' }),
  },
  [`${R}offers.tsx`]: { code: uses({ format: '/app/src/format.ts' }) },
  [`${R}profile.tsx`]: {
    code: `import { own } from '/app/src/features/auth/sign-up-form.tsx';
      import { places } from '/app/src/features/auth/geography.ts';
      export const x = [own, places];`,
  },
};

function assign(modules = app, first: readonly string[] = ['landing', 'login']) {
  const graph = graphOf(modules);
  const chunkOf = memberChunk(navScreens, first);
  return (id: string) => chunkOf(id, graph);
}

describe('the chunks of the first screens', () => {
  it('puts what the first screens share with the navigation screens in the entry', () => {
    expect(assign()('/app/src/components/logo.tsx')).toBe(ENTRY_CHUNK);
  });

  it('puts what they share with the rest of the entry flow in the guest chunk', () => {
    expect(assign()('/app/src/features/auth/auth-header.tsx')).toBe(GUEST_CHUNK);
  });

  it('leaves out of the guest chunk what a lazily loaded module also loads', () => {
    const withBadge = {
      ...app,
      '/app/src/badge.tsx': { code: uses({ Header: '/app/src/features/auth/auth-header.tsx' }) },
      [`${R}offers.tsx`]: {
        code: `${uses({ format: '/app/src/format.ts' })} export const badge = () => import('/app/src/badge.tsx');`,
      },
    };
    expect(assign(withBadge)('/app/src/features/auth/auth-header.tsx')).not.toBe(GUEST_CHUNK);
  });

  it('puts the form library and the shared form parts in the forms chunk', () => {
    const chunkOf = assign();
    expect(chunkOf(RHF)).toBe(FORMS_CHUNK);
    expect(chunkOf('/app/src/lib/use-field.ts')).toBe(FORMS_CHUNK);
    // A feature's own form stays out: only the screens that show it load it.
    expect(chunkOf('/app/src/features/auth/sign-up-form.tsx')).toBe('sign-up-form');
  });

  it('keeps form code out of the entry, even where a first screen shares it', () => {
    const withField = {
      ...app,
      '/app/src/features/auth/password-field.tsx': {
        code: uses({ own: '/app/src/lib/use-field.ts' }),
      },
      [`${R}login.tsx`]: { code: uses({ own: '/app/src/features/auth/password-field.tsx' }) },
      [`${R}profile.tsx`]: { code: uses({ own: '/app/src/features/auth/password-field.tsx' }) },
    };
    expect(assign(withField)('/app/src/features/auth/password-field.tsx')).toBe('password-field');
  });

  it('leaves the member chunk and what no first screen loads as they were', () => {
    const chunkOf = assign();
    expect(chunkOf('/app/src/format.ts')).toBe(MEMBER_CHUNK);
    // Shared by sign-up and a navigation screen, not by a first screen.
    expect(chunkOf('/app/src/features/auth/geography.ts')).toBe('geography');
  });

  it('groups as Rollup would when no first screens are named', () => {
    const chunkOf = assign(app, []);
    expect(chunkOf('/app/src/components/logo.tsx')).toBe('logo');
    expect(chunkOf('/app/src/features/auth/auth-header.tsx')).toBe('auth-header');
  });

  it('fails a build whose member chunk or a navigation screen would load the guest chunk', () => {
    const check = memberChunkCheck(navScreens);
    const bundle = {
      a: fakeChunk('index.js', 'index', []),
      b: fakeChunk('member.js', 'member', ['guest.js']),
      c: fakeChunk('guest.js', 'guest', ['index.js']),
    };
    expect(() => runBundleCheck(check, bundle)).toThrow(
      'member.js (the member chunk) loads the guest chunk',
    );
    const home = fakeChunk('home.js', 'home', ['guest.js'], `${R}home.tsx`);
    const fromScreen = { ...bundle, b: fakeChunk('member.js', 'member', []), d: home };
    expect(() => runBundleCheck(check, fromScreen)).toThrow('home.js (home) loads the guest chunk');
  });
});
